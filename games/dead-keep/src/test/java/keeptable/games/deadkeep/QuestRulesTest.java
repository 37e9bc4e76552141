package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.EventSink;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import org.junit.jupiter.api.Test;

/** The Quests' own rules on their real maps: what wakes the Boss, Quest Doom, the Exit, the last Game Round. */
class QuestRulesTest {
    private static final DeadKeep GAME = new DeadKeep();

    /** A solo player's two Adventurers at the start of Game Round 1 of a shipped Quest, weapons bought. */
    static DkState start(String quest) {
        DkState s = (DkState) GAME.newGame(new Setup(List.of(new Seat("P1", "human")), Map.of("quest", quest), 5));
        while (s.mode == DkState.M_BUY) {
            s.apply(s.choices().get(0));
        }
        return s;
    }

    private static int objective(DkState s, String colour) {
        for (int i = 0; i < s.g.objectives().length; i++) {
            if (s.g.objectiveColour(i).equals(colour)) {
                return i;
            }
        }
        throw new AssertionError("no " + colour + " Objective on " + s.g.id());
    }

    @Test
    void theTutorialBossWakesWhenTheRedObjectivesAreTaken() {
        DkState s = start("tutorial");
        for (int i = 0; i < s.g.objectives().length; i++) {
            s.objectivesTaken |= 1L << i;
        }
        Boss.checkActivation(s, EventSink.NONE);
        assertTrue(s.bossActive);
    }

    @Test
    void q1sOgreWakesOnTheBlueObjective() {
        DkState s = start("q1");
        s.apply(new DkChoice.Activate(0));
        s.zone[0] = s.g.objectives()[objective(s, "blue")];
        s.changed();
        s.apply(new DkChoice.Take(0, objective(s, "blue")));
        assertTrue(s.bossActive);
        assertEquals(5, s.ap[0], "coloured Objectives give Adrenaline too");
    }

    @Test
    void theTutorialsMinotaurGainsDoomEachEndPhase() {
        DkState s = start("tutorial");
        Foes.endPhase(s, EventSink.NONE);
        assertEquals(1, s.doom, "the Quest's Doom source");
        Foes.endPhase(s, EventSink.NONE);
        assertEquals(2, s.doom);
    }

    @Test
    void q2sElderTrollWakesAtRound8() {
        DkState s = start("q2");
        Foes.endPhase(s, EventSink.NONE);
        assertEquals(0, s.doom, "no Quest Doom source in q2");
        while (s.round < 8) {
            Foes.endPhase(s, EventSink.NONE);
        }
        assertTrue(s.bossActive);
    }

    @Test
    void q3IsWonOnlyWithEveryStandingAdventurerAtTheExit() {
        DkState s = start("q3");
        assertTrue(s.g.exit() >= 0);
        for (int i = 0; i < s.g.objectives().length; i++) {
            s.objectivesTaken |= 1L << i;
        }
        s.bossDead = true;
        s.enZone[s.bossSlot] = -1;
        assertFalse(Turns.won(s));
        for (int a = 0; a < s.n; a++) {
            s.zone[a] = s.g.exit();
        }
        assertTrue(Turns.won(s));
    }

    @Test
    void everyQuestIsLostAtTheEndOfItsLastRound() {
        for (String q : DkConformanceTest.QUESTS) {
            DkState s = start(q);
            s.round = s.quest.roundLimit();
            for (int a = 0; a < s.n; a++) {
                s.zone[a] = s.g.start();
            }
            Foes.endPhase(s, EventSink.NONE);
            assertTrue(s.isOver(), q);
            assertTrue(s.outcome().winners().isEmpty());
        }
    }

    @Test
    void theStoryAndTheSpecialRulesAreToldWhenGameRound1Begins() {
        DkState s = (DkState) GAME.newGame(new Setup(List.of(new Seat("P1", "human")), Map.of("quest", "q5"), 5));
        EventSink.Collector ev = EventSink.collect();
        while (s.mode == DkState.M_BUY) {
            s.apply(s.choices().get(0), ev);
        }
        StringBuilder told = new StringBuilder();
        ev.events().forEach(e -> told.append(e.text()).append('\n'));
        assertFalse(s.quest.story().isEmpty(), "q5 has a story line");
        assertTrue(told.toString().contains(s.quest.story()), told.toString());
        for (String rule : s.quest.rules()) {
            assertTrue(told.toString().contains("Quest rule: " + rule), rule);
        }
    }
}
