package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.RulesLedger;
import org.junit.jupiter.api.Test;

/** The rules ledger (docs/games/killmans-keep-ledger.md) holds together and a test pins 19 in 20 of the book's rules. */
class RulesLedgerTest {
    @Test
    void theLedgerHoldsTogetherAndPinsNineteenInTwentyRules() {
        RulesLedger.Summary s = RulesLedger.check(Path.of("../../docs/games/killmans-keep-ledger.md"),
                Path.of("src/test/java"), Path.of("../../../shared/rules/003_68241ff18fe19763.txt"));
        assertTrue(s.testedShare() >= 0.95, s.toString());
    }
}
