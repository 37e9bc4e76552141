package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The book's "Combat Rounds I, II, III", the Golden Rule of Combat and Round 0, each from the book's words. */
class CombatRoundsTest {

    /** Round 0 comes only with a Round 0 icon in play (Equipment, a Skill or a Monster); Potions alone bring none. */
    @Test
    void roundZeroIsNotPlayedForPotionsAlone() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.s.potions = 1;
        t.s.damage[1] = 2;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        assertTrue(t.s.round >= 1, "no Round 0 icon in play: the Combat opens with Round I");
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.startsWith("Heal ")), t.choiceWords().toString());
        assertEquals(1, t.s.potions);
    }

    /** With a Round 0 icon in play (here a Monster's), Round 0 is played, and it is when Potions may be drunk. */
    @Test
    void aMonstersRoundZeroIconOpensRoundZeroWhereThePotionsMayBeDrunk() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.s.potions = 1;
        t.s.damage[1] = 2;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"bomber"});
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        assertEquals(0, t.s.round);
        assertEquals(Pending.POTION, t.s.pending);
        t.pick("Go on");
        assertTrue(CombatRulesTest.said(t, t.s.name(0) + " gets 1 mark"), "the Bomber's Round 0 line marks the First "
                + "Player: " + t.events.events());
    }
}
