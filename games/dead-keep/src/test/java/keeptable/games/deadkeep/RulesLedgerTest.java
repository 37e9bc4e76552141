package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.RulesLedger;
import org.junit.jupiter.api.Test;

/** The rules ledger (docs/games/dead-keep-ledger.md) holds together and pins at least 95 % of the book's rules. */
class RulesLedgerTest {

    @Test
    void theLedgerHoldsTogetherAndPinsNineteenInTwentyRules() {
        RulesLedger.Summary s = RulesLedger.check(Path.of("../../docs/games/dead-keep-ledger.md"), Path.of("src/test/java"),
                Path.of("../../../shared/rules/000_9ccb8d8eaf4a6ccb.txt"));
        assertTrue(s.testedShare() >= 0.95, s.toString());
    }
}
