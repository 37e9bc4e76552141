package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.RulesLedger;
import org.junit.jupiter.api.Test;

/** The rules ledger (docs/games/dead-cells-ledger.md) holds together and a test pins at least 95% of the book. */
class RulesLedgerTest {
    @Test
    void theLedgerHoldsTogetherAndPinsNineteenInTwentyRules() {
        RulesLedger.Summary s = RulesLedger.check(Path.of("../../docs/games/dead-cells-ledger.md"),
                Path.of("src/test/java"), Path.of("../../../shared/rules/002_8a374005345fc8a7.txt"));
        assertTrue(s.testedShare() >= 0.95, s.toString());
    }
}
