package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import org.junit.jupiter.api.Test;

/** The search's judgement of a Quest in progress moves the way the Quest does: towards a dead Boss, in time. */
class DkEvaluatorTest {
    private final DkEvaluator evaluator = new DkEvaluator();

    private static DkState tutorial() {
        Setup setup = new Setup(List.of(new Seat("P1", "heuristic"), new Seat("P2", "heuristic")),
                Map.of("quest", "tutorial"), 5);
        DkState s = (DkState) new DeadKeep().newGame(setup);
        s.bossActive = true;
        return s;
    }

    private double value(DkState s) {
        return evaluator.evaluate(s)[0];
    }

    @Test
    void everyWoundOnTheBossBringsTheWinCloser() {
        DkState s = tutorial();
        DkState wounded = (DkState) s.copy();
        wounded.enWounds[wounded.bossSlot] = 3;
        DkState nearlyDead = (DkState) s.copy();
        nearlyDead.enWounds[nearlyDead.bossSlot] = 5;
        assertTrue(value(wounded) > value(s), value(wounded) + " against " + value(s));
        assertTrue(value(nearlyDead) > value(wounded), value(nearlyDead) + " against " + value(wounded));
    }

    @Test
    void aStageCardUnderTheBossIsOneMoreLifeToTake() {
        DkState s = tutorial();
        DkState doomed = (DkState) s.copy();
        doomed.stagePile[doomed.stageCount++] = 0;
        assertTrue(value(doomed) < value(s), value(doomed) + " against " + value(s));
    }

    @Test
    void woundsKosAndTheRoundsUsedUpCountAgainstTheParty() {
        DkState s = tutorial();
        DkState hurt = (DkState) s.copy();
        hurt.wounds[0] = 3;
        assertTrue(value(hurt) < value(s), value(hurt) + " against " + value(s));
        DkState fallen = (DkState) s.copy();
        fallen.koMask = 1;
        assertTrue(value(fallen) < value(hurt), value(fallen) + " against " + value(hurt));
        DkState late = (DkState) s.copy();
        late.round = 15;
        assertTrue(value(late) < value(s), value(late) + " against " + value(s));
    }
}
