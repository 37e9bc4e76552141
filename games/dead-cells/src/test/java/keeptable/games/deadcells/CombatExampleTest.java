package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/**
 * The book's Combat Example B, whole: setup (Example B's placement), the playing-cards example with a
 * 4-player pass, Rounds I-III and the end-of-combat upkeep. Dina plays the Poisoned, Carrie the Flayed, Morgan
 * the Quartered and Gabriel the Immolated; Dina is First Player.
 */
class CombatExampleTest {
    static final int DINA = 0, CARRIE = 1, MORGAN = 2, GABRIEL = 3;

    Scene exampleB() {
        Scene t = Scene.run(3, "poisoned", "flayed", "quartered", "immolated");
        t.s.first = DINA;
        t.hand(DINA, "PO1", "PO2", "PO3").hand(CARRIE, "FL1", "FL2", "FL3").hand(MORGAN, "QU1", "QU2", "QU3")
                .hand(GABRIEL, "IM2", "IM1", "IM3").top(MORGAN, "QU4");
        // The Elite Archer is drawn first but goes to the far-right space; the Zombie goes next to the Group.
        return t.combat(new String[] {"archer", "zombie"}, "scroll G");
    }

    @Test
    void setupPlacesTheArcherFarRightAndTheZombieNextToTheGroup() {
        Scene t = exampleB();
        assertEquals(3, t.space("archer"));
        assertEquals(1, t.space("zombie"));
        assertEquals(1, t.s.lootScroll[Content.G]);
    }

    @Test
    void playingCardsWithMorganPassing() {
        Scene t = exampleB();
        t.pick("Play Poisoned Dart in Round II: Poisoned 1 on an Enemy on any space right of the Group");
        t.pick("Play Flayed Guard in Round I: use a Skill");
        // Morgan passes: his top card has the Tactics symbol, so his Purple Scroll advances; he then swaps a card.
        assertTrue(t.choiceWords().stream().anyMatch(l -> l.contains("passes")));
        t.pick("passes");
        assertEquals(1, t.s.scroll[MORGAN][Content.P]);
        assertEquals(MORGAN, t.s.passer);
        t.pick("Discard Quartered Sweep");
        t.pick("Keep the rest");
        assertEquals(3, t.s.handN[MORGAN]);
        t.pick("Play Immolated Blaze in Round III: Loot");
        assertFalse(t.s.involved[MORGAN]);
    }

    @Test
    void roundsOneToThreeAndTheUpkeep() {
        Scene t = exampleB();
        t.pick("Poisoned Dart").pick("Flayed Guard").pick("passes").pick("Keep the rest").pick("Immolated Blaze");
        // Round I: nobody has a Round 0 action; Carrie's Skill gives the Flayed a Shield.
        assertEquals(1, t.s.round);
        t.pick("Skill: 1 Shield");
        assertEquals(1, t.s.shields[CARRIE]);
        // The Zombie has nothing in Round I; the Elite Archer hits two different Beheaded.
        t.pick("to " + t.s.name(CARRIE));
        t.pick("to " + t.s.name(GABRIEL));
        assertEquals(0, t.s.shields[CARRIE]);
        assertEquals(0, t.s.damage[CARRIE]);
        assertEquals(1, t.s.damage[GABRIEL]);
        // Round End I: the Archer steps one space toward the Group.
        assertEquals(2, t.s.round);
        assertEquals(2, t.space("archer"));
        // Round II: Dina poisons the Archer; Carrie and Gabriel kill the Zombie (1 Cell).
        t.pick("Poisoned 1 on the Undead Archer");
        // Everything up to Gabriel's Loot in Round III now follows without a decision.
        assertEquals(-1, t.space("zombie"));
        assertEquals(1, t.s.cells);
        // Round End II: poison deals 1, the Archer moves next to the Group; Round III: Dina hits it.
        assertEquals(3, t.s.round);
        assertEquals(1, t.space("archer"));
        assertEquals(1, t.s.enemyStates[1][Content.S_POISON]);
        assertEquals(2, t.s.enemyDamage[1]);
        assertTrue(t.events.events().toString().indexOf("Undead Archer takes 1 Damage")
                < t.events.events().toString().lastIndexOf("moves toward the Group, now next to the Group"));
        assertEquals(Pending.LOOT, t.s.pending);
        t.pick("Loot the Green");
        assertEquals(0, t.s.lootScroll[Content.G], "the Scroll left the Group space for the Bag");
        assertEquals(1, t.s.damage[DINA]);
        // Round End III: the poison's third Damage kills the Archer: an Equipment card goes into the Bag.
        assertEquals(-1, t.space("archer"));
        assertEquals(1, t.s.eliteKills);
        // Upkeep: the Equipment goes to the Immolated, the Green Scroll to the Poisoned (Max Health +1).
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains(t.s.name(MORGAN))), "Morgan passed: no Loot");
        t.pick(" to " + t.s.name(GABRIEL));
        t.pick("Equip ");
        assertTrue(t.s.slot[GABRIEL][0] >= 0);
        t.pick(" to " + t.s.name(DINA));
        assertEquals(1, t.s.scroll[DINA][Content.G]);
        assertEquals(4, t.s.maxHealth[DINA]);
        assertEquals(1, t.s.cells, "the Cell stays in the Bag");
        assertEquals(DcState.EXPLORE, t.s.phase);
        for (int p = 0; p < 4; p++) {
            assertEquals(3, t.s.handN[p], "hands refilled to 3");
            assertEquals(-1, t.s.active[p][0]);
            assertEquals(0, t.s.shields[p]);
        }
    }

    @Test
    void aMonsterStillAliveActsInRoundFour() {
        Scene t = Scene.run(3, "poisoned", "flayed", "quartered");
        t.s.first = 0;
        t.hand(0, "PO5").hand(1, "FL5").hand(2, "QU2");
        t.combat(new String[] {"zombie"});
        t.pick("Poisoned Antidote").pick("Flayed Scavenge").pick("Quartered Sweep");
        // Round II: the Quartered wounds the Zombie; the Zombie hits the Flayed.
        t.pick("to " + t.s.name(1));
        assertEquals(1, t.s.damage[1]);
        // Round III: the Flayed skips its Skill.
        t.pick("No Skill");
        // Round IV: the Zombie, still alive, strikes once more.
        t.pick("to " + t.s.name(1));
        assertEquals(2, t.s.damage[1]);
        assertEquals(DcState.EXPLORE, t.s.phase);
        assertEquals(1, t.s.monsterDeck.discardCount(), "the unkilled Zombie is discarded");
    }
}
