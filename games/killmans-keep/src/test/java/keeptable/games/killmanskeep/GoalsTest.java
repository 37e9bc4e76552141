package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Event;
import org.junit.jupiter.api.Test;

/** Book: Goal Cards and the Guild actions. */
class GoalsTest {

    @Test
    void takingAGoalDrawsItInSecret() {
        Scene t = Scene.started(2, 51).turn(0, "guild");
        int top = t.s.goalDeck.peek();
        List<Event> events = t.play(new KkChoice.TakeGoal());
        assertEquals(KkState.GOAL_HELD, t.s.goalWhere[top]);
        assertEquals(1, t.s.actions);
        String name = t.s.content.goals.get(top).name();
        assertTrue(Scene.texts(events, 0).stream().anyMatch(e -> e.contains(name)));
        assertTrue(Scene.texts(events, 1).stream().noneMatch(e -> e.contains(name)));
    }

    @Test
    void turningInAFinishedGoalPaysItsRewardAndDiscardsIt() {
        Scene t = Scene.started(2, 52).turn(0, "guild");
        int g = t.goal(0, "blacksmith");
        assertFalse(t.s.choices().contains(new KkChoice.TurnInGoal(g)), "no weapon yet");
        int dagger = t.give(0, "dagger", false);
        assertTrue(t.s.choices().contains(new KkChoice.TurnInGoal(g)));
        t.play(new KkChoice.TurnInGoal(g));
        assertEquals(100 + 125, t.s.money[0]);
        assertEquals(KkState.DISCARD, t.s.where[dagger], "the weapon was delivered");
        assertEquals(KkState.GOAL_DISCARD, t.s.goalWhere[g]);
        assertEquals(1, t.s.actions);
    }

    @Test
    void aPlayerChoosesWhatToDeliverWhenHoldingMoreThanNeeded() {
        Scene t = Scene.started(2, 53).turn(0, "guild");
        int g = t.goal(0, "monster-hunter");
        int rat = t.give(0, "giant-rat", true);
        int troll = t.give(0, "troll", true);
        int ghoul = t.give(0, "ghoul", true);
        t.play(new KkChoice.TurnInGoal(g));
        assertEquals(KkState.DELIVER, t.s.phase);
        assertEquals(3, t.s.choices().size());
        t.play(new KkChoice.Deliver(rat));
        t.play(new KkChoice.Deliver(ghoul));
        assertEquals(KkState.TURN, t.s.phase);
        assertTrue(t.s.inHand(troll, 0));
        assertEquals(1, t.s.doubloons[0], "Monster Hunter pays a Doubloon");
    }

    @Test
    void moneyGoalsArePaidAndHeldGoalsKeepTheirCards() {
        Scene t = Scene.started(2, 54).turn(0, "guild");
        int dues = t.goal(0, "guild-dues");
        t.s.money[0] = 260;
        t.s.edited();
        t.play(new KkChoice.TurnInGoal(dues));
        assertEquals(10, t.s.money[0]);
        assertEquals(1, t.s.doubloons[0]);
        int armed = t.goal(0, "well-armed");
        int a = t.give(0, "dagger", false);
        int b = t.give(0, "spear", false);
        t.play(new KkChoice.TurnInGoal(armed));
        assertTrue(t.s.inHand(a, 0) && t.s.inHand(b, 0), "a 'hold' goal keeps the cards");
        assertEquals(10 + 125, t.s.money[0]);
    }

    @Test
    void anUnfinishedGoalCanBeSwappedForANewOne() {
        Scene t = Scene.started(2, 55).turn(0, "guild");
        int g = t.goal(0, "patron");
        int next = t.s.goalDeck.peek();
        t.play(new KkChoice.SwapGoal(g));
        assertEquals(KkState.GOAL_DISCARD, t.s.goalWhere[g]);
        assertEquals(KkState.GOAL_HELD, t.s.goalWhere[next]);
        assertEquals(1, t.s.actions);
    }

    @Test
    void anEmptyGoalDeckIsRefilledFromItsDiscardPile() {
        Scene t = Scene.started(2, 56).turn(0, "guild");
        KkState s = t.s;
        while (s.goalDeck.size() > 1) {
            s.discardGoal(s.goalDeck.draw());
        }
        s.edited();
        int discarded = s.goalDiscardSize();
        t.play(new KkChoice.TakeGoal());
        assertEquals(discarded, s.goalDeck.size(), "shuffled back into the Guild as soon as it ran out");
        assertEquals(0, s.goalDiscardSize());
    }

    @Test
    void aGoalCannotTakeTheLastCard() {
        Scene t = Scene.started(2, 57).turn(0, "guild");
        int last = t.strip(0);
        int axe = t.give(0, "battle-axe", true);
        t.s.display[0] = axe;
        t.s.leaveHand(last, KkState.DISCARD);
        int g = t.goal(0, "blacksmith");
        assertFalse(t.s.choices().contains(new KkChoice.TurnInGoal(g)), "the only card is the Display card");
    }

    /** Book, Turns and Goal Cards: only an uncompleted Goal may be traded in for a new one. */
    @Test
    void aFinishedGoalIsTurnedInNotTradedIn() {
        Scene t = Scene.started(2, 58).turn(0, "guild");
        int g = t.goal(0, "blacksmith");
        assertTrue(t.s.choices().contains(new KkChoice.SwapGoal(g)), "unfinished: it may be traded in");
        t.give(0, "dagger", false);
        assertTrue(t.s.choices().contains(new KkChoice.TurnInGoal(g)));
        assertFalse(t.s.choices().contains(new KkChoice.SwapGoal(g)), "finished: no longer uncompleted");
    }

    /** Book, Goal Cards: to get a Goal or turn one in the player must be in the Guild. */
    @Test
    void goalsAreTakenAndTurnedInOnlyAtTheGuild() {
        Scene t = Scene.started(2, 59);
        int g = t.goal(0, "blacksmith");
        t.give(0, "dagger", false);
        for (String area : List.of("market", "bank", "keep")) {
            t.turn(0, area);
            assertTrue(t.s.choices().stream().noneMatch(c -> c instanceof KkChoice.TakeGoal
                    || c instanceof KkChoice.TurnInGoal || c instanceof KkChoice.SwapGoal), area);
        }
        t.turn(0, "guild");
        assertTrue(t.s.choices().contains(new KkChoice.TurnInGoal(g)));
        assertTrue(t.s.choices().contains(new KkChoice.TakeGoal()));
    }
}
