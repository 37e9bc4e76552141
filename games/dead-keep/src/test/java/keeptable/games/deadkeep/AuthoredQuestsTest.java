package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/**
 * Quests 4 to 7 on their real maps: each one's special rule played, and each won by the choice that completes
 * it (the Quest's losing condition, its last Game Round, is in {@link QuestRulesTest}).
 */
class AuthoredQuestsTest {
    /** A shipped Quest's first Game Round ({@link QuestRulesTest#start}), the Street deck emptied. */
    private static DkState start(String quest) {
        DkState s = QuestRulesTest.start(quest);
        s.streetDeck = new int[0];
        s.streetPos = 0;
        s.changed();
        return s;
    }

    private static int zone(DkState s, String name) {
        return s.g.board().zoneNamed(name);
    }

    private static int objective(DkState s, String colour) {
        for (int i = 0; i < s.g.objectives().length; i++) {
            if (s.g.objectiveColour(i).equals(colour)) {
                return i;
            }
        }
        throw new AssertionError("no " + colour + " Objective on " + s.g.id());
    }

    /** Puts Adventurer 0 in {@code zone} and starts its Turn. */
    private static void activateAt(DkState s, int zone) {
        s.zone[0] = zone;
        s.changed();
        s.apply(new DkChoice.Activate(0));
    }

    /** The Boss is defeated for good and every Objective taken. */
    private static void bossGone(DkState s) {
        s.objectivesTaken = (1L << s.g.objectives().length) - 1;
        s.bossActive = true;
        s.bossDead = true;
        s.enZone[s.bossSlot] = -1;
        s.changed();
    }

    /**
     * Adventurer 1 waits in the Exit; Adventurer 0 steps in from {@code from}: the Quest is won exactly when
     * {@code won} says so.
     */
    private static void stepIntoTheExit(DkState s, String from, boolean won) {
        s.zone[1] = s.g.exit();
        activateAt(s, zone(s, from));
        s.apply(new DkChoice.Move(s.g.exit()));
        assertEquals(won, s.isOver(), "the Quest ends when the party stands in the Exit with what it needs");
        if (won) {
            assertEquals(List.of(0), s.outcome().winners());
        }
    }

    @Test
    void q4TheCasketWakesTheGiantAndMustBeCarriedOutThroughTheExit() {
        DkState s = start("q4");
        assertFalse(s.bossActive);
        activateAt(s, zone(s, "3V:a"));
        s.apply(new DkChoice.Take(3, 0));
        assertTrue(s.bossActive, "lifting the casket wakes the Giant");
        assertEquals(0, QuestRules.carrier(s, 0));
        assertEquals(5, s.ap[0]);

        DkState empty = start("q4");
        bossGone(empty);
        stepIntoTheExit(empty, "9V:d", false);
        DkState carried = start("q4");
        bossGone(carried);
        carried.relics[0] = -2 - 1;
        stepIntoTheExit(carried, "9V:d", true);
    }

    @Test
    void q5TheBellTowersStairsAreBarredUntilTheRingersKeyIsTaken() {
        DkState s = start("q5");
        int below = zone(s, "1R:f");
        int stairTop = zone(s, "9R:a");
        activateAt(s, below);
        assertFalse(s.choices().contains(new DkChoice.Move(stairTop)), "the stairs are barred");
        s.zone[0] = zone(s, "1R:g");
        s.changed();
        s.apply(new DkChoice.Take(0, objective(s, "green")));
        assertTrue(QuestRules.towerOpen(s));
        assertTrue(s.bossActive, "the ringer's key wakes the Minotaur in the belfry");
        s.zone[0] = below;
        s.changed();
        assertTrue(s.choices().contains(new DkChoice.Move(stairTop)), "the stairs are open now");

        DkState w = start("q5");
        bossGone(w);
        w.objectivesTaken = 0;
        int last = -1;
        for (int i = 0; i < w.g.objectives().length; i++) {
            if (w.g.objectiveColour(i).equals("red") && last < 0) {
                last = i;
            } else {
                w.objectivesTaken |= 1L << i;
            }
        }
        activateAt(w, w.g.objectives()[last]);
        w.apply(new DkChoice.Take(0, last));
        assertTrue(w.isOver(), "the last red Objective, the Minotaur dead: won");
        assertEquals(List.of(0), w.outcome().winners());
    }

    @Test
    void q6BothRelicsWakeTheOgreAndBothLeaveByTheExit() {
        DkState s = start("q6");
        activateAt(s, zone(s, "5R:a"));
        s.apply(new DkChoice.Take(3, 0));
        assertFalse(s.bossActive, "one half of the seal is not enough");
        s.zone[0] = zone(s, "2V:h");
        s.changed();
        s.apply(new DkChoice.Take(3, 1));
        assertTrue(s.bossActive, "both halves carried: the Ogre wakes");

        DkState one = start("q6");
        bossGone(one);
        one.relics[0] = -2;
        stepIntoTheExit(one, "4V:d", false);
        DkState both = start("q6");
        bossGone(both);
        both.relics[0] = -2;
        both.relics[1] = -3;
        stepIntoTheExit(both, "4V:d", true);
    }

    @Test
    void q7TheWatchTowerOpensAndItsTrollWakesWhenGameRound5Begins() {
        DkState s = start("q7");
        int tower = zone(s, "9R:b");
        assertTrue(s.g.tower(tower) && s.g.objectives()[2] == tower, "a red Objective waits on the Tower");
        while (s.round < 4) {
            Foes.endPhase(s, EventSink.NONE);
        }
        assertFalse(QuestRules.towerOpen(s), "still shut in Game Round 4");
        assertFalse(s.bossActive);
        Foes.endPhase(s, EventSink.NONE);
        assertEquals(5, s.round);
        assertTrue(QuestRules.towerOpen(s), "Game Round 5: the stairs open");
        assertTrue(s.bossActive, "and the Elder Troll wakes");

        DkState notYet = start("q7");
        bossGone(notYet);
        notYet.objectivesTaken &= ~(1L << 2);
        stepIntoTheExit(notYet, "3R:f", false);
        DkState w = start("q7");
        bossGone(w);
        stepIntoTheExit(w, "3R:f", true);
    }
}
