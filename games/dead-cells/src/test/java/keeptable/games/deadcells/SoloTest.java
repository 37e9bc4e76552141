package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The solo mode with Serenade. */
class SoloTest {
    static final int B = 0, SER = 1;

    static Scene solo() {
        Scene t = Scene.run(1, Map.of("solo", "serenade", "beheaded", "flayed"), "flayed");
        return t;
    }

    static boolean said(Scene t, String words) {
        return t.events.events().stream().anyMatch(e -> e.text().contains(words));
    }

    @Test
    void oneSeatPlaysTheBeheadedWithSerenade() {
        Scene t = solo();
        assertEquals(1, t.s.seats());
        assertEquals(2, t.s.n);
        assertEquals(4, t.s.maxHealth[SER]);
        assertEquals(3, t.s.combatDeck[SER].size(), "Serenade's three cards");
        assertEquals(0, t.s.first, "the Beheaded starts as First Player");
        assertEquals(0, Board.slots(t.s, SER), "Serenade has no Equipment slots");
    }

    @Test
    void aWonSoloRunIsWonByTheOneSeatNotBySerenadeBesideIt() {
        Scene t = solo();
        Ending.endRun(t.s, true, "the Group beat the last Boss", keeptable.engine.EventSink.NONE);
        Ending.over(t.s, keeptable.engine.EventSink.NONE);
        assertEquals(List.of(0), t.s.outcome().winners());
        assertEquals(1, t.s.outcome().results().size());
        assertEquals(1, t.s.outcome().place(0));
    }

    @Test
    void theBeheadedPlaysTwoCardsThenSerenadeFlipsItsTopCard() {
        Scene t = solo();
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge");
        assertEquals(Pending.PLAY, t.s.pending);
        t.pick("Flayed Feint");
        assertTrue(t.s.active[SER][0] >= 0);
        assertEquals(2, t.s.combatDeck[SER].size());
    }

    @Test
    void serenadesPowerFollowsTheSymbolOnTopOfTheBeheadedsDiscard() {
        Scene t = solo();
        t.hand(B, "FL5", "FL3", "FL1");
        t.s.discard(B, takeOut(t, "FL2"));
        t.combat(new String[] {"mama"});
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        assertEquals(Content.R, t.s.serenadePower, "a Red card on top: 1 more Damage in Round III");
        Scene u = solo();
        u.hand(B, "FL5", "FL3", "FL1");
        u.s.discard(B, takeOut(u, "FL4"));
        u.combat(new String[] {"mama"});
        u.pick("Flayed Scavenge").pick("Flayed Feint");
        assertEquals(Pending.SER_POWER, u.s.pending, "two symbols: the player chooses");
        u.pick("Green");
        assertTrue(said(u, "Mama Tick gets 1 Marked token"), "the Green power marks an Enemy in Round 0");
        assertTrue(u.s.round >= 1);
    }

    private static int takeOut(Scene t, String id) {
        int k = t.card(id);
        if (!t.s.combatDeck[B].remove(k)) {
            throw new IllegalStateException(id);
        }
        return k;
    }

    @Test
    void serenadesScrollsPayOutThenTransformIt() {
        Scene t = solo();
        t.s.damage[SER] = 3;
        t.s.damage[B] = 1;
        t.s.pending = Pending.NONE;
        Scrolls.advance(t.s, SER, Content.R, t.events);
        Rules.runTasks(t.s, t.events);
        assertEquals(2, t.s.teeth, "first space: 2 Gold Teeth");
        Scrolls.advance(t.s, SER, Content.G, t.events);
        Rules.runTasks(t.s, t.events);
        t.s.forgetChoicesForTest();
        t.pick("Give the Vial to Serenade");
        assertEquals(2, t.s.damage[SER], "second space: a Vial");
        Scrolls.advance(t.s, SER, Content.P, t.events);
        assertEquals(1, t.s.serenadeSide, "third space: MELEE side up");
        assertEquals(0, t.s.damage[SER], "fully healed");
        assertEquals(0, t.s.scroll[SER][0], "on the first space of the new track");
    }

    @Test
    void onTheMeleeSideSerenadeShieldsTheBeheadedInRoundZero() {
        Scene t = solo();
        t.s.serenadeSide = 1;
        t.s.scroll[SER][0] = 1;
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        assertTrue(said(t, t.s.name(0) + " gains 1 Shield from Serenade's Melee Scroll track"));
    }

    @Test
    void whenSerenadesDeckRunsOutItUsesItsBoardUntilTheInterbiome() {
        Scene t = solo();
        spendSerenadesDeck(t);
        assertEquals(3, t.s.combatDeck[SER].discardCount());
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        assertTrue(t.s.serenadeOnBoard);
        assertTrue(said(t, "Serenade's deck is spent"));
        Solo.interbiome(t.s, t.events);
        assertFalse(t.s.serenadeOnBoard);
        assertEquals(3, t.s.combatDeck[SER].size());
        assertEquals(0, t.s.combatDeck[SER].discardCount());
    }

    /** Serenade's draw pile all goes to its discard pile. */
    private static void spendSerenadesDeck(Scene t) {
        while (!t.s.combatDeck[SER].isEmpty()) {
            t.s.discard(SER, t.s.combatDeck[SER].draw());
        }
    }

    @Test
    void beforeACheckTheBeheadedTakesTheFirstPlayerTokenBack() {
        Scene t = solo();
        t.s.first = SER;
        t.hand(B, "FL1", "FL2", "FL3").tile("d", "B1-08").at("a");
        t.pick("Go to d (Hand Check Green)");
        assertEquals(B, t.s.first);
        assertTrue(said(t, "takes back the First Player token"));
    }

    @Test
    void serenadesDeathEndsTheRun() {
        Scene t = solo();
        t.s.damage[SER] = 3;
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        t.pick("to Serenade");
        assertTrue(t.s.dead[SER]);
        while (t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(DcState.END, t.s.phase);
    }

    @Test
    void cardsAreDiscardedInTheOrderTheyWerePlayed() {
        Scene t = solo();
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"prisoner"});
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        while (t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertTrue(t.s.combatDeck[B].isDiscarded(t.card("FL5")));
        assertEquals(t.card("FL3"), t.s.topDiscard[B], "the second card played lies on top");
        assertEquals(1, t.s.combatDeck[SER].discardCount(), "Serenade's card goes to its own discard");
    }

    /**
     * Once Serenade's deck is spent it uses its board's actions, and Frozen reaches them like any line: the board's
     * Round II blow is lost when Serenade is frozen before it acts in Round II.
     */
    @Test
    void frozenReachesSerenadesBoardActionsOnceItsDeckIsSpent() {
        Scene t = solo();
        spendSerenadesDeck(t);
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"blob", "zombie"});
        assertEquals(0, t.space("blob"));
        assertEquals(1, t.space("zombie"));
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        assertTrue(t.s.serenadeOnBoard);
        // Round II: the Worm, left of the Group, acts first and freezes Serenade.
        t.pick("Frozen 1 on Serenade");
        assertTrue(said(t, "Serenade is Frozen and loses the Round II action"));
        assertEquals(0, t.s.enemyDamage[1], "the board's Round II blow never came");
    }

    /** Constraint I binds whoever holds the First Player token: Serenade too, when it has taken the role. */
    @Test
    void constraintOneHoldsSerenadeBackWhenItIsTheFirstPlayer() {
        Scene t = solo();
        t.s.first = SER;
        t.top(SER, "SE1");
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.s.constraint = 1;
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        // Round II opens with the Zombie's blow; Serenade's Slash (Round I) never came.
        assertEquals(Pending.BEHEADED, t.s.pending);
        assertTrue(said(t, "Serenade may not act in Round I"));
        assertEquals(0, t.s.enemyDamage[1]);
    }
}
