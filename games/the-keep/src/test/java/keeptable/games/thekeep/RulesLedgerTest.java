package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.RulesLedger;
import org.junit.jupiter.api.Test;

/** The rules ledger (docs/games/the-keep-ledger.md) holds together and a test pins 19 in 20 of the book's rules. */
class RulesLedgerTest {
    @Test
    void theLedgerHoldsTogetherAndPinsNineteenInTwentyRules() {
        RulesLedger.Summary s = RulesLedger.check(Path.of("../../docs/games/the-keep-ledger.md"),
                Path.of("src/test/java"), Path.of("../../../shared/rules/001_e4cc725139031992.txt"));
        assertTrue(s.testedShare() >= 0.95, s.toString());
    }
}
