package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

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
        assertTrue(t.s.pending != Pending.POTION, "no Round 0 decision to drink a Potion: " + t.choiceWords());
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
        assertTrue(CombatRulesTest.said(t, t.s.name(0) + " gets 1 Marked token"), "the Bomber's Round 0 line marks the First "
                + "Player: " + t.events.events());
    }

    static int firstSaid(Scene t, String words) {
        return RoundEndAndTargetsTest.firstSaid(t, words);
    }

    /** The Group acts from the First Player on, clockwise: here the Immolated, the Poisoned, then the Quartered. */
    @Test
    void theGroupActsFromTheFirstPlayerClockwise() {
        Scene t = Scene.run(1, "quartered", "immolated", "poisoned");
        t.s.first = 1;
        t.hand(0, "QU3").hand(1, "IM3").hand(2, "PO4");
        t.combat(new String[] {"zombie"});
        t.pick("Immolated Ember").pick("Poisoned Cloak").pick("Quartered Brace");
        int immolated = firstSaid(t, t.s.name(1) + " gains 1 Shield");
        int poisoned = firstSaid(t, t.s.name(2) + " gains 1 Shield");
        int quartered = firstSaid(t, t.s.name(0) + " gains 1 Shield");
        assertTrue(immolated < poisoned && poisoned < quartered, immolated + ", " + poisoned + ", " + quartered);
    }

    /** The Monsters act from left to right across the board, whichever was drawn first. */
    @Test
    void theMonstersActFromLeftToRight() {
        for (List<String> drawn : List.of(List.of("mama", "shieldbearer"), List.of("shieldbearer", "mama"))) {
            Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
            t.s.first = 0;
            t.hand(0, "FL5").hand(1, "QU5").hand(2, "PO5");
            t.combat(drawn.toArray(new String[0]));
            t.pick("Flayed Scavenge").pick("Quartered Focus").pick("Poisoned Antidote");
            String left = t.space("mama") == 1 ? "Mama Tick" : "Shieldbearer";
            String right = left.equals("Mama Tick") ? "Shieldbearer" : "Mama Tick";
            assertTrue(firstSaid(t, "the " + left + " next to the Group raises 1 Shield")
                    < firstSaid(t, "the " + right + " in the middle raises 1 Shield"), drawn.toString());
        }
    }

    /** Every action must be played if it can: aiming a Mark at two Enemies in Range offers no way to skip it. */
    @Test
    void anActionThatCanBePlayedMustBePlayed() {
        Scene t = Scene.run(1, "quartered", "flayed", "poisoned");
        t.s.first = 0;
        t.hand(0, "QU4").hand(1, "FL5").hand(2, "PO5");
        t.combat(new String[] {"zombie", "shieldbearer"});
        t.pick("Quartered Sight").pick("Flayed Scavenge").pick("Poisoned Antidote");
        assertEquals(Pending.ENEMY, t.s.pending);
        assertEquals(2, t.s.choices().size());
        assertTrue(t.s.choices().stream().allMatch(ch -> ch instanceof DcChoice.TargetEnemy), t.choiceWords().toString());
    }

    /** Round 0: each player performs every Round 0 action they have, in turn order from the First Player. */
    @Test
    void inRoundZeroEachPlayerPerformsAllTheirRoundZeroActionsInTurnOrder() {
        Scene t = Scene.run(1, "flayed", "immolated", "quartered");
        t.s.first = 1;
        t.s.scroll[0][Content.P] = 2;
        t.s.scroll[1][Content.P] = 2;
        t.equipped(0, "torch");
        t.hand(0, "FL5").hand(1, "IM6").hand(2, "QU5");
        t.combat(new String[] {"zombie"});
        t.pick("Immolated Warmth").pick("Quartered Focus").pick("Flayed Scavenge");
        // Round 0: the Immolated (First Player) raises its Shield; then the Flayed plays both of its Round 0
        // actions, its Torch and its Shield; the Quartered has none.
        int immolated = firstSaid(t, t.s.name(1) + " gains 1 Shield");
        assertTrue(immolated < firstSaid(t, "Zombie gets 1 On Fire token"));
        assertTrue(immolated < firstSaid(t, t.s.name(0) + " gains 1 Shield"));
        assertEquals(1, t.s.shields[0]);
        assertEquals(1, t.s.shields[1]);
    }

    /** A Monster right of the Group never moves past it into the space behind (left of) the Group. */
    @Test
    void noMonsterMovesPastTheGroup() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL5").hand(1, "QU5").hand(2, "PO5");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Quartered Focus").pick("Poisoned Antidote");
        assertEquals(2, t.s.round, "past the Round End of Round I");
        assertEquals(1, t.space("zombie"));
        assertEquals(-1, t.s.enemy[0], "the space behind the Group stays empty");
    }

    /**
     * With every Monster dead the Combat goes on to its end: States still act and Loot actions are still played.
     */
    @Test
    void whenAllMonstersAreDeadTheCombatGoesOnStatesActAndLootIsTaken() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.s.states[2][Content.S_POISON] = 1;
        t.s.maxHealth[2] = 5;
        t.hand(0, "FL2").hand(1, "QU2").hand(2, "IM2");
        t.combat(new String[] {"prisoner"}, "teeth 2");
        t.pick("Flayed Cut").pick("Quartered Sweep").pick("Immolated Blaze");
        assertEquals(-1, t.space("prisoner"), "killed in Round I");
        assertEquals(DcState.COMBAT, t.s.phase);
        assertEquals(3, t.s.round, "the Rounds go on");
        assertEquals(Pending.LOOT, t.s.pending, "the Immolated's Round III Loot");
        t.pick("Loot 2 Gold Teeth");
        assertEquals(3, t.s.teeth, "the Prisoner's Tooth and the Loot");
        assertEquals(3, RoundEndAndTargetsTest.timesSaid(t, t.s.name(2) + " takes 1 Damage"),
                "the Poison hurt after Rounds I, II and III");
    }
}
