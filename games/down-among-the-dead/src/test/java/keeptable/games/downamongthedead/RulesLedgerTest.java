package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.RulesLedger;
import org.junit.jupiter.api.Test;

/** The rules ledger (docs/games/down-among-the-dead-ledger.md) holds together and a test pins 19 in 20 of the book's rules. */
class RulesLedgerTest {
    @Test
    void theLedgerHoldsTogetherAndPinsNineteenInTwentyRules() {
        RulesLedger.Summary s = RulesLedger.check(Path.of("../../docs/games/down-among-the-dead-ledger.md"),
                Path.of("src/test/java"), Path.of("../../../shared/rules/004_fd9f412192d80432.txt"));
        assertTrue(s.testedShare() >= 0.95, s.toString());
    }
}
