package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import org.junit.jupiter.api.Test;

/** The outcome's Quest progress: goals met of the goals the Quest sets, shared by every seat. */
class QuestProgressTest {
    private static final DeadKeep GAME = new DeadKeep();

    @Test
    void everyEndedQuestReportsItsGoalsAndAWonOneMetThemAll() {
        int won = 0;
        int lost = 0;
        for (String quest : List.of("tutorial", "q1", "q2")) {
            for (long seed = 1; seed <= 12; seed++) {
                State s = GAME.newGame(new Setup(Setup.of(seed, "random", "random").seats(), Map.of("quest", quest), seed));
                Rng r = new Rng(seed * 7);
                while (!s.isOver()) {
                    List<Choice> cs = s.choices();
                    s.apply(cs.get(r.nextInt(cs.size())));
                }
                Outcome o = s.outcome();
                Outcome.Progress p = o.progress();
                assertEquals(QuestProgress.MEASURE, p.measure());
                assertTrue(p.of() > 0, quest + " sets goals");
                int[] goals = QuestProgress.goals((DkState) s);
                assertEquals(goals[0], p.reached());
                assertEquals(goals[1], p.of());
                assertNull(p.grade());
                for (int seat = 0; seat < s.seats(); seat++) {
                    assertEquals(1, o.place(seat), "co-operative: every seat shares the result");
                    assertNull(o.results().get(seat).score());
                }
                if (o.winners().isEmpty()) {
                    lost++;
                } else {
                    won++;
                    assertEquals(List.of(0, 1), o.winners());
                    assertEquals(p.of(), p.reached(), "a won Quest met every goal: " + quest + " seed " + seed);
                }
            }
        }
        assertTrue(lost > 0, "random parties lose some Quests");
        assertTrue(won + lost == 36);
    }
}
