package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Setup;
import org.junit.jupiter.api.Test;

/** Book: Turns and Locations. */
class TurnTest {

    private static boolean offers(KkState s, Class<?> type) {
        return s.choices().stream().anyMatch(type::isInstance);
    }

    @Test
    void aTurnHasTwoActionsAndOneFreeMoveAndEndsByItselfWhenAllAreUsed() {
        Scene t = Scene.started(3, 11).turn(0, "market");
        KkState s = t.s;
        assertEquals(2, s.actions);
        assertEquals(1, s.freeMoves);
        t.play(new KkChoice.Move(t.area("keep")));
        assertEquals(2, s.actions, "the first move is free");
        t.play(new KkChoice.Move(t.area("guild")));
        assertEquals(1, s.actions, "a second move costs an action");
        t.play(new KkChoice.Move(t.area("bank")));
        assertFalse(s.current == 0 && s.phase == KkState.TURN && s.actions == 0,
                "with no action and no move left the turn ends by itself");
        int next = s.order[(indexOf(s, 0) + 1) % 3];
        assertEquals(next, s.current, "the next player in turn order");
    }

    private static int indexOf(KkState s, int seat) {
        for (int i = 0; i < s.n; i++) {
            if (s.order[i] == seat) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void movesGoOnlyToAdjacentAreas() {
        Scene t = Scene.started(2, 12).turn(0, "market");
        List<Choice> c = t.s.choices();
        assertTrue(c.contains(new KkChoice.Move(t.area("bank"))));
        assertTrue(c.contains(new KkChoice.Move(t.area("keep"))));
        assertFalse(c.contains(new KkChoice.Move(t.area("guild"))), "the Guild is two areas away");
        long print = t.s.fingerprint();
        IllegalChoiceException e = assertThrows(IllegalChoiceException.class,
                () -> t.s.apply(new KkChoice.Move(t.area("guild"))));
        assertTrue(e.getMessage().contains("Guild"), e.getMessage());
        assertEquals(print, t.s.fingerprint(), "a refused choice changes nothing");
    }

    @Test
    void aChoiceNamingNothingThatExistsIsRefusedLikeAnyIllegalOne() {
        Scene t = Scene.started(2, 16).turn(0, "market");
        long print = t.s.fingerprint();
        IllegalChoiceException e = assertThrows(IllegalChoiceException.class, () -> t.s.apply(new KkChoice.Move(77)));
        assertTrue(e.getMessage().contains("77"), e.getMessage());
        assertEquals(print, t.s.fingerprint());
    }

    @Test
    void actionsTiedToAPlaceAreOfferedOnlyThere() {
        Scene t = Scene.started(2, 13);
        t.s.money[0] = 1000;
        t.turn(0, "market");
        assertTrue(offers(t.s, KkChoice.Buy.class) && offers(t.s, KkChoice.Sell.class));
        assertFalse(offers(t.s, KkChoice.BuyDoubloon.class) || offers(t.s, KkChoice.TakeGoal.class)
                || offers(t.s, KkChoice.DrawFromKeep.class));
        t.turn(0, "bank");
        assertTrue(offers(t.s, KkChoice.BuyDoubloon.class));
        assertFalse(offers(t.s, KkChoice.Buy.class) || offers(t.s, KkChoice.DrawFromKeep.class));
        t.turn(0, "guild");
        assertTrue(offers(t.s, KkChoice.TakeGoal.class));
        assertFalse(offers(t.s, KkChoice.BuyDoubloon.class) || offers(t.s, KkChoice.Sell.class));
        t.turn(0, "keep");
        assertTrue(offers(t.s, KkChoice.DrawFromKeep.class));
        assertFalse(offers(t.s, KkChoice.TakeGoal.class) || offers(t.s, KkChoice.Buy.class));
    }

    @Test
    void tradingAndMovingAreAllowedAnywhere() {
        Scene t = Scene.started(3, 14);
        for (String area : List.of("market", "bank", "guild", "keep")) {
            t.turn(0, area);
            assertTrue(offers(t.s, KkChoice.ProposeTrade.class), area);
            assertTrue(offers(t.s, KkChoice.Move.class), area);
        }
    }

    @Test
    void withNoActionLeftOnlyTheFreeMoveAndEndingRemain() {
        Scene t = Scene.started(2, 15).turn(0, "bank");
        t.s.money[0] = 700;
        t.play(new KkChoice.BuyDoubloon());
        t.play(new KkChoice.BuyDoubloon());
        assertEquals(0, t.s.actions);
        assertEquals(0, t.s.current);
        java.util.Set<Class<?>> kinds = new java.util.HashSet<>();
        for (Choice c : t.s.choices()) {
            kinds.add(c.getClass());
        }
        assertEquals(java.util.Set.of(KkChoice.Move.class, KkChoice.EndTurn.class, KkChoice.ShowCard.class), kinds,
                "moving, ending the turn and swapping the Display card: " + t.s.choices());
    }

    @Test
    void aGameNobodyWinsEndsAtTheRoundLimitToTheMostDoubloons() {
        KkState s = (KkState) Scene.GAME.newGame(new Setup(Setup.of(3, "a", "b").seats(),
                Map.of("roundLimit", "2"), 3));
        while (!s.isOver()) {
            s.apply(s.choices().stream().filter(c -> c instanceof KkChoice.EndTurn || c instanceof KkChoice.ShowCard)
                    .findFirst().orElseThrow());
        }
        assertEquals(2, s.round);
        assertEquals(List.of(0, 1), s.outcome().winners(), "equal Doubloons and money: both");
        assertTrue(s.outcome().reason().contains("round limit"));
    }

    /** Book, Turns: using an Artifact is allowed in any location. */
    @Test
    void artifactsCanBeUsedAnywhere() {
        Scene t = Scene.started(2, 17);
        int coin = t.give(0, "old-coin", false);
        for (String area : List.of("market", "bank", "guild", "keep")) {
            t.turn(0, area);
            assertTrue(t.s.choices().contains(new KkChoice.Use(coin, -1)), area);
        }
    }
}
