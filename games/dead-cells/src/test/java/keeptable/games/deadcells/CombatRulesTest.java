package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** Combat rules, section by section, each from the book's words (Combat gameplay, States, Equipment...). */
class CombatRulesTest {

    static boolean said(Scene t, String words) {
        return t.events.events().stream().anyMatch(e -> e.text().contains(words));
    }

    @Test
    void eachEliteVialMutationHealsOnceAfterAnEliteCombat() {
        int[] healed = new int[3];
        for (int cards = 0; cards <= 2; cards++) {
            Scene t = Scene.run(1, "flayed", "quartered", "immolated");
            int[] vials = {Content.upgradeCode(2, 1), Content.upgradeCode(0, 10)}; // BR02 and SV11
            for (int i = 0; i < cards; i++) {
                assertEquals("elite-vial", t.s.upgrade(vials[i]).effect());
                t.s.mutations[i] = vials[i];
            }
            t.combat(new String[] {"zombie"});
            t.s.elite = true;
            t.s.damage[0] = 3;
            t.s.damage[1] = 1;
            Combat.upkeep(t.s, t.events);
            healed[cards] = 3 - t.s.damage[0];
            assertEquals(cards == 0 ? 1 : 0, t.s.damage[1], "never below no Damage");
        }
        assertEquals(List.of(0, 1, 2), List.of(healed[0], healed[1], healed[2]));
    }

    @Test
    void twoPlayersTheFirstPlayerPlaysTwoCardsAndEffectsHitOnlyTheFirstCard() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        t.hand(0, "FL4", "FL3", "FL1").hand(1, "QU3", "QU1", "QU2");
        t.combat(new String[] {"blob"});
        assertEquals(0, t.space("blob"), "the Worm is placed left of the Group");
        t.pick("Flayed Rush");
        assertEquals(Pending.PLAY, t.s.pending);
        assertEquals(0, t.s.about, "the First Player plays a second card");
        t.pick("Flayed Feint");
        assertEquals(1, t.s.about);
        t.pick("Quartered Brace");
        // Round II: the Worm, on the left, acts first and freezes the First Player: only the first card's next
        // line (Flayed Rush, Round II) is lost; the second card's Shield in Round II still comes.
        assertEquals(2, t.s.round);
        t.pick("Frozen 1 on " + t.s.name(0));
        assertTrue(said(t, "is Frozen and loses the Round II action"));
        assertEquals(1, t.s.shields[0]);
    }

    @Test
    void fourPlayersTheFirstPlayerNeverPassesAndTheLastMustIfNobodyHas() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated", "poisoned");
        t.s.first = 1;
        t.combat(new String[] {"zombie"});
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains("passes")), "the First Player cannot pass");
        t.apply(t.s.choices().get(0));
        t.pick("Play");
        t.pick("Play");
        assertEquals(0, t.s.passer, "the last player passes when nobody else did");
        assertFalse(t.s.involved[0]);
    }

    @Test
    void theGoldenRuleLeftEnemyFirstThenTheGroupThenLeftToRight() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL2").hand(1, "QU1").hand(2, "IM2");
        t.combat(new String[] {"grenadier", "prisoner"});
        assertEquals(0, t.space("grenadier"));
        assertEquals(1, t.space("prisoner"));
        t.pick("Flayed Cut").pick("Quartered Thrust").pick("Immolated Blaze");
        // Round I opens with the Grenadier's fire, before any Beheaded acts.
        assertEquals(Pending.BEHEADED, t.s.pending);
        assertEquals(0, t.s.enemyDamage[1] + (t.space("prisoner") < 0 ? 1 : 0));
        t.pick("On Fire 1 on " + t.s.name(2));
        // Then the Flayed kills the Undead Prisoner (Death Bonus: 1 Gold Tooth) before it can act.
        assertEquals(-1, t.space("prisoner"));
        assertEquals(1, t.s.teeth);
    }

    @Test
    void specialPlacementFallsBackToTheUsualOrderWhenTheSpaceIsTaken() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.combat(new String[] {"scorpion", "scorpion"});
        assertTrue(t.s.enemy[3] >= 0, "the first Scorpion goes far right");
        assertTrue(t.s.enemy[1] >= 0, "the second is placed as usual, from the >>> space");
    }

    @Test
    void shieldsBlockDamageButNotStates() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL3").hand(1, "QU6").hand(2, "PO5");
        t.combat(new String[] {"rat"});
        t.s.shields[0] = 1;
        t.pick("Flayed Feint").pick("Quartered Rest").pick("Poisoned Antidote");
        t.pick("Poisoned 1 on " + t.s.name(0));
        assertTrue(said(t, t.s.name(0) + " gets 1 Poisoned token"), "the Shield does not stop the Poison token");
        // Round End I: the Poison's Damage is Damage, and the Shield cancels it.
        assertTrue(said(t, "Round End, Poisoned 1: " + t.s.name(0) + " takes 0 Damage (1 more blocked by "
                + t.s.names[0] + "'s Shield)"));
    }

    @Test
    void anAttackTriggeredByTakingDamageIsCancelledWhenAShieldBlocks() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"dancer"});
        t.s.enemyShields[1] = 1;
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Poisoned Antidote");
        // The Flayed's hit is blocked by the Dancer's Shield: no strike back.
        assertFalse(said(t, "strikes back"));
        assertTrue(said(t, "Elite Dancer takes 0 Damage (1 more blocked by its Shield)"));
    }

    @Test
    void thornsHitBackWhenTheDamageLands() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"kamikaze"});
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Poisoned Antidote");
        assertTrue(said(t, "strikes back"));
        assertEquals(-1, t.space("kamikaze"));
        assertTrue(said(t, "strikes back at whoever wounds it: " + t.s.name(0) + " takes 1 Damage"));
        // Its Death Bonus holds a Damage icon: the group assigns it to a Beheaded.
        assertEquals(Pending.GIVE, t.s.pending);
        t.pick(" to " + t.s.name(1));
        assertEquals(1, t.s.damage[1]);
    }

    @Test
    void bleedingKillsAnEnemyAfterRoundThree() {
        Scene t = Scene.run(1, "flayed", "immolated", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL2").hand(1, "IM5").hand(2, "PO5");
        t.combat(new String[] {"shieldbearer"});
        t.pick("Flayed Cut").pick("Immolated Smoke").pick("Poisoned Antidote");
        // Round I: the Flayed wounds it before it raises its Shield; Round II the Immolated freezes its blow.
        // Round III: the Bleeding token goes on despite the Shield; Round End III kills it.
        assertTrue(said(t, "The Shieldbearer next to the Group bleeds to death"));
        assertEquals(-1, t.space("shieldbearer"));
        assertEquals(2, t.s.teeth, "its Death Bonus");
    }

    @Test
    void bleedingKillsABeheadedAfterRoundThree() {
        Scene t = Scene.run(1, "flayed", "immolated", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL5").hand(1, "IM3").hand(2, "PO5");
        t.combat(new String[] {"mama"});
        t.pick("Flayed Scavenge").pick("Immolated Ember").pick("Poisoned Antidote");
        while (t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(t.s.choices().size() - 1));
        }
        assertTrue(said(t, t.s.name(0) + " gets 1 Bleeding token"));
        assertTrue(said(t, t.s.name(0) + " bleeds to death"));
        assertTrue(t.s.reason.startsWith("died in Biome 1"), "the death ends the Run after the Combat");
    }

    @Test
    void onFireTwiceDiesAtOnce() {
        Scene t = Scene.run(1, "immolated", "flayed");
        t.s.first = 0;
        t.hand(0, "IM1", "IM3").hand(1, "FL5");
        t.combat(new String[] {"zombie"});
        t.s.enemyStates[1][Content.S_FIRE] = 1;
        t.pick("Immolated Spark").pick("Immolated Ember").pick("Flayed Scavenge");
        assertTrue(said(t, "The Zombie next to the Group burns to death"));
        assertEquals(-1, t.space("zombie"));
        assertEquals(1, t.s.cells, "a burnt Monster still pays its Death Bonus");
    }

    @Test
    void frozenGoesOnTheNextLineWithAnActionNotYetPlayed() {
        Scene t = Scene.run(1, "immolated", "flayed", "poisoned");
        t.s.first = 0;
        t.hand(0, "IM5").hand(1, "FL5").hand(2, "PO5");
        t.combat(new String[] {"shieldbearer"});
        t.pick("Immolated Smoke").pick("Flayed Scavenge").pick("Poisoned Antidote");
        // Round II: the Group acts before the Shieldbearer (right of the Group), so the Frozen token sits on its
        // own Round II line, the blow: the next decision is the Flayed's Round III Skill, with nobody hurt.
        assertTrue(said(t, "Shieldbearer gets 1 Frozen token"));
        assertEquals(3, t.s.round);
        assertEquals(Pending.SKILL, t.s.pending);
        assertEquals(0, t.s.damage[0] + t.s.damage[1] + t.s.damage[2]);
        t.pick("No Skill");
        // Round IV is not a Combat line for Frozen: its Round IV blow comes.
        assertEquals(4, t.s.round);
        assertEquals(Pending.BEHEADED, t.s.pending);
    }

    @Test
    void markedAddsOneDamagePerToken() {
        Scene t = Scene.run(1, "quartered", "flayed", "poisoned");
        t.s.first = 0;
        t.hand(0, "QU4").hand(1, "FL3").hand(2, "PO5");
        t.combat(new String[] {"mama"});
        t.pick("Quartered Sight").pick("Flayed Feint").pick("Poisoned Antidote");
        while (t.s.round < 4 && t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        // Round II marks the Mama Tick; in Round III each 1-Damage hit lands as 2 (the first one meets its Shield).
        assertTrue(said(t, "Mama Tick gets 1 Marked token"));
        assertTrue(said(t, "Mama Tick takes 1 Damage (1 more blocked by its Shield; Marked added 1)"));
        assertTrue(said(t, "Mama Tick takes 2 Damage (Marked added 1)"));
    }

    @Test
    void immunityCancelsTheToken() {
        Scene t = Scene.run(1, "poisoned", "flayed", "quartered");
        t.s.first = 0;
        t.hand(0, "PO3").hand(1, "FL5").hand(2, "QU6");
        t.combat(new String[] {"shieldbearer"});
        t.pick("Poisoned Cloud").pick("Flayed Scavenge").pick("Quartered Rest");
        assertTrue(said(t, "Shieldbearer is Immune to Poisoned"));
        assertEquals(0, t.s.enemyStates[1][Content.S_POISON]);
    }

    @Test
    void aBeheadedImmuneAfterAScroll() {
        Scene t = Scene.run(1, "flayed", "quartered");
        Scrolls.advance(t.s, 0, Content.G, t.events);
        Scrolls.advance(t.s, 0, Content.G, t.events);
        assertTrue(Board.immune(t.s, 0, Content.S_FREEZE));
        assertEquals(4, t.s.maxHealth[0]);
    }

    @Test
    void roundEndMovesMonstersTowardTheGroupAndTheFarRightOneTwoSpaces() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"scorpion"});
        assertEquals(3, t.space("scorpion"));
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        assertEquals(2, t.s.round);
        assertEquals(1, t.space("scorpion"), "both spaces were empty: two steps");
    }

    @Test
    void potionsInRoundZeroHealAllDamageOfOneBeheaded() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.s.potions = 1;
        t.s.damage[1] = 2;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"prisoner", "bomber"});
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        assertEquals(0, t.s.round, "the Elite Bomber's Round 0 line brings Round 0");
        t.pick("Use a Potion on " + t.s.name(1));
        assertEquals(0, t.s.damage[1]);
        assertEquals(0, t.s.potions);
    }

    @Test
    void lootTakesOneTypeOfItemOrUsesAPotion() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.s.potions = 1;
        t.s.damage[0] = 1;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"prisoner"}, "teeth 2", "cell 1");
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        // Round I: the Prisoner hits; Round II: the Flayed loots.
        t.pick("to " + t.s.name(1));
        assertEquals(Pending.LOOT, t.s.pending);
        assertTrue(t.choiceWords().contains("Loot 2 Gold Teeth"));
        assertTrue(t.choiceWords().contains("Loot 1 Cell"));
        assertTrue(t.choiceWords().stream().anyMatch(l -> l.startsWith("Use a Potion on")));
        t.pick("Loot 2 Gold Teeth");
        assertEquals(2, t.s.teeth);
        assertEquals(1, t.s.lootCells, "the Cell stays on the Group space");
    }

    @Test
    void timedEquipmentInsteadOrAddedOnePerCardAndNotTwiceARound() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        t.equipped(0, "broadsword");
        t.hand(0, "FL3", "FL2").hand(1, "QU3");
        t.combat(new String[] {"mama"});
        t.pick("Flayed Feint").pick("Flayed Cut").pick("Quartered Brace");
        while (t.s.pending != Pending.TIMED) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(3, t.s.round, "the Broadsword is a Round III item");
        assertTrue(t.choiceWords().contains("Use Broadsword as well: 1 Damage to an Enemy next to the Group"));
        int before = t.events.events().size();
        t.pick("Use Broadsword");
        // The Feint's Damage is blocked by the Mama Tick's Shield, the Broadsword's is not; then the Cut (the second
        // card) bleeds it in the same Round III without the Broadsword being offered again, and the Combat runs on
        // to its end (the Mama Tick bleeds to death) with no other Timed decision.
        List<String> said = t.events.events().subList(before, t.events.events().size()).stream()
                .map(e -> e.text()).toList();
        String mama = "the Mama Tick next to the Group";
        assertEquals(List.of(t.s.name(0) + " strikes " + mama + " with Flayed Feint: the Mama Tick takes 0 Damage (1 more"
                + " blocked by its Shield)", t.s.name(0) + " strikes " + mama + " with the Broadsword: the Mama Tick takes"
                + " 1 Damage", t.s.name(0) + " aims at " + mama + " with Flayed Cut: the Mama Tick gets 1 Bleeding token"
                + " (dies after Round III while Bleeding)"), said.subList(0, 3));
        assertTrue(said.contains("The Mama Tick next to the Group is killed"), said.toString());
        assertEquals(Pending.EQUIP, t.s.pending, "the Loot's Equipment, not a second Broadsword");
    }

    @Test
    void instead() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        t.equipped(0, "bow");
        t.hand(0, "FL3", "FL5").hand(1, "QU3");
        t.combat(new String[] {"mama"});
        t.pick("Flayed Feint").pick("Flayed Scavenge").pick("Quartered Brace");
        while (t.s.pending != Pending.TIMED) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(2, t.s.round);
        int shields = t.s.shields[0];
        t.pick("Use Beginner's Bow instead");
        assertEquals(shields, t.s.shields[0], "the card's Shield line was replaced");
        // The Bow's 1 Damage meets the Shield the Mama Tick raised in Round I: blocked, and the Shield is spent.
        assertTrue(said(t, "with the Beginner's Bow: the Mama Tick takes 0 Damage (1 more blocked by its Shield)"));
        assertFalse(said(t, "Mama Tick takes 1 Damage"));
        assertEquals(0, t.s.enemyShields[1]);
        assertEquals(0, t.s.enemyDamage[1]);
    }

    @Test
    void alwaysActiveEquipmentStrikesEachTimeAShieldIsSpent() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.equipped(0, "knockback");
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"zombie"});
        t.s.shields[0] = 1;
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        t.pick("to " + t.s.name(0));
        assertTrue(said(t, "with the Knockback Shield"));
        assertEquals(1, t.s.enemyDamage[1] + (t.space("zombie") < 0 ? 2 : 0));
    }

    @Test
    void skillEquipmentIsUsedWithASkillAction() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.equipped(0, "cleaver");
        t.hand(0, "FL1").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Guard").pick("Quartered Brace").pick("Poisoned Antidote");
        assertTrue(t.choiceWords().contains("Use Cleaver: Bleeding 1 on an Enemy next to the Group or in the middle"));
        t.pick("Use Cleaver");
        assertEquals(1, t.s.enemyStates[1][Content.S_BLEED]);
    }

    @Test
    void companionsTakeDamageAndDieIntoTheDiscard() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.equipped(0, "dog");
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        // Round II: the Dog bites the Zombie; then the Zombie bites the Dog.
        assertTrue(said(t, "Zombie takes 1 Damage"));
        t.pick("Companion Stray Dog");
        assertEquals(1, t.s.slotDamage[0][0]);
        t.pick("No Skill");
        // Round IV: the Dog takes its second Damage and is discarded into the Equipment discard.
        t.pick("Companion Stray Dog");
        assertEquals(-1, t.s.slot[0][0]);
        assertTrue(t.s.equipmentDeck.isDiscarded(t.equip("dog")));
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains("Stray Dog")), "the dead Dog is offered nowhere");
    }

    @Test
    void aDeadBeheadedEndsTheRunOnlyAfterTheCombat() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.s.damage[1] = 2;
        t.hand(0, "FL5").hand(1, "QU2").hand(2, "PO5");
        t.combat(new String[] {"prisoner", "zombie"});
        t.pick("Flayed Scavenge").pick("Quartered Sweep").pick("Poisoned Antidote");
        t.pick("to " + t.s.name(1));
        assertTrue(t.s.dead[1]);
        assertEquals(DcState.COMBAT, t.s.phase, "the Combat goes on");
        while (!t.s.isOver() && t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(DcState.END, t.s.phase);
        assertTrue(t.s.reason.startsWith("died in Biome 1"));
    }

    @Test
    void gainedEquipmentIsEquippedOnTheFirstFreeSlotOrDiscardedAndOldCardsMayBeDiscardedFirst() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.equipped(0, "bow");
        Gains.give(t.s, DcState.W_EQUIP, t.equip("torch"), 0, t.events);
        t.s.forgetChoicesForTest();
        assertEquals(List.of("Discard the equipped Beginner's Bow first", "Discard Torch"), t.choiceWords(),
                "one slot, taken: no room unless the Bow goes");
        t.pick("Discard the equipped Beginner's Bow first");
        t.pick("Equip Torch");
        assertEquals(t.equip("torch"), t.s.slot[0][0]);
        assertTrue(t.s.equipmentDeck.isDiscarded(t.equip("bow")));
    }

    @Test
    void anEmptyMonsterDeckIsRemadeFromItsDiscardPile() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        while (!t.s.monsterDeck.isEmpty()) {
            t.s.monsterDeck.discard(t.s.monsterDeck.draw());
        }
        int before = t.s.monsterDeck.discardCount();
        t.tile("a", "B1-01").at("S");
        t.pick("Go to a");
        assertEquals(before - 1, t.s.monsterDeck.size(), "the discards became the deck and one was drawn");
        assertEquals(0, t.s.monsterDeck.discardCount());
    }

    @Test
    void constraintOneTheFirstPlayerDoesNotActInRoundOne() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "IM3");
        t.combat(new String[] {"prisoner"});
        t.s.constraint = 1;
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Immolated Ember");
        assertTrue(said(t, "may not act in Round I"));
        assertEquals(1, t.space("prisoner"), "the Flayed's Round I blow never came");
    }

    @Test
    void constraintTwoTwoShieldsBlockOneDamage() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL5").hand(1, "QU2").hand(2, "IM5");
        t.combat(new String[] {"prisoner"});
        t.s.constraint = 2;
        t.s.shields[0] = 1;
        t.pick("Flayed Scavenge").pick("Quartered Sweep").pick("Immolated Smoke");
        t.pick("to " + t.s.name(0));
        assertEquals(1, t.s.damage[0], "one Shield is not enough");
        assertEquals(1, t.s.shields[0]);
    }

    @Test
    void constraintThreeNoPotions() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.s.potions = 1;
        t.s.damage[1] = 1;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "IM3");
        t.combat(new String[] {"zombie", "bomber"}, "teeth 1");
        t.s.constraint = 3;
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Immolated Ember");
        // The Elite Bomber brings Round 0, yet no Potion is offered there, nor in place of the Flayed's Loot.
        while (t.s.phase == DcState.COMBAT) {
            assertTrue(t.s.pending != Pending.POTION);
            assertEquals(1, t.s.potions);
            assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains("Potion")), t.choiceWords().toString());
            t.apply(t.s.choices().get(0));
        }
        assertTrue(said(t, t.s.name(0) + " gets 1 Marked token"), "Round 0 was played");
    }

    @Test
    void constraintFourNoSkills() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1").hand(1, "QU3").hand(2, "IM3");
        t.combat(new String[] {"zombie"});
        t.s.constraint = 4;
        t.pick("Flayed Guard").pick("Quartered Brace").pick("Immolated Ember");
        assertFalse(t.events.events().stream().anyMatch(e -> e.text().contains(t.s.name(0) + " gains 1 Shield")));
        assertTrue(t.s.pending != Pending.SKILL);
    }

    @Test
    void aConstraintTileBindsItsCombatOnly() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex("B7"), t.events);
        t.tile("a", "B7-02").at("S");
        t.pick("Go to a");
        assertEquals(2, t.s.constraint);
        assertTrue(said(t, "Constraint II binds this Combat"));
        while (t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(0, t.s.constraint);
    }

    @Test
    void theRapierHitsHarderWhenTheWallHoleTokenIsInPlay() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.equipped(0, "rapier");
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "IM3");
        t.tile("a", "B1-02").at("S");
        t.hand(0, "FL5", "FL1", "FL2");
        t.pick("Go to a");
        assertTrue(t.s.wall);
        assertTrue(said(t, "The Wall/Hole token is placed"));
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "IM3");
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Immolated Ember");
        while (t.s.pending != Pending.TIMED) {
            t.apply(t.s.choices().get(0));
        }
        assertTrue(t.choiceWords().contains("Use Rapier as well: 2 Damage to an Enemy left of the Group or next to the Group"));
    }
}
