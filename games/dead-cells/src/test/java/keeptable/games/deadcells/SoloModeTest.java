package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** The book's Solo Mode: Serenade's set-up, powers, States, deck and Melee track, beyond SoloTest. */
class SoloModeTest {
    static final int B = SoloTest.B, SER = SoloTest.SER;

    static boolean said(Scene t, String words) {
        return CombatRulesTest.said(t, words);
    }

    /** Set-up: the POWER side up, the Scroll on its first space, three cards face down, no Equipment slot. */
    @Test
    void serenadeIsSetUpPowerSideUpWithItsScrollOnTheFirstSpace() {
        Scene t = SoloTest.solo();
        assertEquals(0, t.s.serenadeSide, "POWER side up");
        assertEquals(0, t.s.scroll[SER][0], "the Serenade Scroll on the first space");
        assertEquals(3, t.s.combatDeck[SER].size());
        assertEquals(0, t.s.combatDeck[SER].discardCount());
        assertEquals(B, t.s.first);
        assertEquals(0, Board.slots(t.s, SER));
    }

    /** No card in the Beheaded's discard pile, or a card with no symbol on top: Serenade has no power this Combat. */
    @Test
    void noDiscardOrNoSymbolMeansNoPower() {
        Scene t = SoloTest.solo();
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        assertEquals(-1, t.s.serenadePower, "an empty discard pile");
        Scene u = SoloTest.solo();
        u.hand(B, "FL2", "FL3", "FL1");
        int scavenge = u.card("FL5");
        u.s.combatDeck[B].remove(scavenge);
        u.s.discard(B, scavenge);
        u.combat(new String[] {"zombie"});
        u.pick("Flayed Cut").pick("Flayed Feint");
        assertEquals(-1, u.s.serenadePower, "the Scavenge on top has no symbol");
    }

    static Scene endedWithFourCells() {
        Scene t = SoloTest.solo();
        t.s.cells = 4;
        Ending.endRun(t.s, false, "died in Biome 1 (Prisoners' Quarters)", EventSink.NONE);
        return t.settle();
    }

    /** Improved Combat cards may go into Serenade's deck, like a Beheaded's. */
    @Test
    void anImprovedCardMayGoToSerenadesDeck() {
        Scene t = endedWithFourCells();
        t.pick("Buy the bottom Survival Upgrade").pick("Buy the bottom Survival Upgrade");
        assertEquals(Pending.CARD_HOME, t.s.pending);
        t.pick("to Serenade's deck");
        assertEquals(4, t.s.cardHome[t.card("SV-C1")]);
    }

    /** Serenade's deck never goes below 3: with exactly 3 cards, none of them may be Purged. */
    @Test
    void serenadesDeckNeverGoesBelowThree() {
        Scene t = endedWithFourCells();
        t.pick("Buy the bottom Tactics Upgrade").pick("Buy the bottom Tactics Upgrade");
        assertEquals(Pending.PURGE, t.s.pending);
        assertFalse(t.choiceWords().stream().anyMatch(l -> l.contains("Serenade Slash")), t.choiceWords().toString());
        assertTrue(t.choiceWords().stream().anyMatch(l -> l.contains("Beginner's Bow")), "Equipment may go");
    }

    /** The MELEE track's second space: the Beheaded performs its Skill action in Round 0 (the Flayed's Shield). */
    @Test
    void theMeleeTracksSecondSpaceGivesTheBeheadedASkillInRoundZero() {
        Scene t = SoloTest.solo();
        t.s.serenadeSide = 1;
        t.s.scroll[SER][0] = 2;
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Flayed Guard");
        assertEquals(0, t.s.round);
        assertEquals(Pending.SKILL, t.s.pending, "the Beheaded's Skill action in Round 0");
        t.pick("Skill: 1 Shield");
        assertEquals(1, t.s.round, "on to the Guard's own Round I Skill");
        assertEquals(2, t.s.shields[B], "one Shield from the first space, one from the Flayed's Skill");
    }

    /** The MELEE track's third space: Serenade heals 1 Damage from the Beheaded in Round 0. */
    @Test
    void theMeleeTracksThirdSpaceHealsTheBeheadedInRoundZero() {
        Scene t = SoloTest.solo();
        t.s.serenadeSide = 1;
        t.s.scroll[SER][0] = 3;
        t.s.damage[B] = 2;
        t.hand(B, "FL5", "FL3", "FL1");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Flayed Feint");
        assertTrue(said(t, t.s.name(0) + " heals 1 Damage with Serenade's Melee Scroll track"));
        assertEquals(1, t.s.damage[B]);
    }
}
