package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** Combat Phase 5.0-5.4, Dead and Resurrected counters, and the reaction abilities in combat. */
class CombatTest {

    private static Scene fight() {
        return Scene.empty().phase(DadState.COMBAT, 0);
    }

    @Test
    void anAttackNeedsAnAdjacentTarget() {
        Scene t = fight();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "E3");
        t.put(Kind.ZOMBIE, "D4");
        t.phase(DadState.COMBAT, 0);
        assertTrue(t.offers("Knight attacks the Zombie on D4"), "diagonal neighbours are adjacent");
        assertFalse(t.offers("Knight attacks the Zombie on E3"));
    }

    @Test
    void bothRollAndAddBonusesTheLoserTakesAWound() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        int vt = t.put(Kind.VAMPIRE_THRALL, "D3");
        t.phase(DadState.COMBAT, 0).dice(5, 4).play("Knight attacks the Vampire Thrall on D3");
        assertEquals(1, t.s.wounds[vt], "5+2 beats 4+2");
        assertEquals(0, t.s.wounds[k]);
        assertEquals(1, t.s.toMove(), "the monsters act next");
    }

    @Test
    void tiesAreRerolled() {
        Scene t = fight();
        t.put(Kind.KNIGHT, "C3");
        int vt = t.put(Kind.VAMPIRE_THRALL, "D3");
        t.phase(DadState.COMBAT, 0).dice(4, 4, 6, 1).play("Knight attacks the Vampire Thrall on D3");
        assertTrue(t.diceUsed());
        assertEquals(1, t.s.wounds[vt]);
        assertTrue(t.said().contains("a tie"));
    }

    @Test
    void theDefenderWinningWoundsTheAttacker() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        int z = t.put(Kind.ZOMBIE, "D3");
        t.phase(DadState.COMBAT, 1).dice(2, 5).play("Zombie on D3 attacks the Knight on C3");
        assertEquals(1, t.s.wounds[z]);
        assertEquals(0, t.s.wounds[k]);
    }

    @Test
    void aCounterAttacksOnceButDefendsManyTimes() {
        Scene t = fight();
        int p = t.put(Kind.PALADIN, "C3");
        int z = t.put(Kind.ZOMBIE, "D3");
        t.put(Kind.ZOMBIE, "D2");
        t.phase(DadState.COMBAT, 0).dice(1, 6).play("Paladin attacks the Zombie on D3");
        assertEquals(1, t.s.wounds[p]);
        t.dice(6, 1).play("Zombie on D2 attacks the Paladin on C3");
        assertEquals(1, t.s.toMove(), "the Paladin has acted: the monsters go on");
        assertFalse(t.labels().stream().anyMatch(l -> l.startsWith("Paladin attacks")));
        t.dice(1, 6).play("Zombie on D3 attacks the Paladin on C3");
        assertEquals(2, t.s.wounds[p], "defended twice more, lost once");
        assertEquals(1, t.s.wounds[z]);
    }

    @Test
    void anAdventurerDiesUnderADeadMarkerThenIsRemovedTheSecondTime() {
        Scene t = fight();
        int m = t.put(Kind.MAGE, "C3");
        t.put(Kind.KNIGHT, "L2");
        t.put(Kind.VAMPIRE_THRALL, "D3");
        t.s.wounds[m] = 1;
        t.phase(DadState.COMBAT, 1).dice(6, 1).play("Vampire Thrall on D3 attacks the Mage on C3");
        assertTrue(t.s.dead[m]);
        assertEquals(Scene.sq("C3"), t.s.pos[m], "the dead stay on the map");
        assertFalse(t.s.alive(m));
        t.s.dead[m] = false; // resurrected
        t.s.wounds[m] = 1;
        t.phase(DadState.COMBAT, 1).dice(6, 1).play("Vampire Thrall on D3 attacks the Mage on C3");
        assertEquals(-1, t.s.pos[m], "a second death removes the counter");
    }

    /**
     * Dead Counters: a character that dies a second time leaves play, but whatever it carried stays
     * where it fell, and a friend next to that square may still pick it up (3.2).
     */
    @Test
    void itemsStayWhereACharacterFallsForTheSecondTime() {
        Scene t = fight();
        int m = t.put(Kind.MAGE, "C3");
        int k = t.put(Kind.KNIGHT, "C4");
        t.put(Kind.VAMPIRE_THRALL, "D3");
        t.carry(m, 1, 0, 1);
        t.s.deaths[m] = 1; // resurrected once already
        t.s.wounds[m] = 1;
        t.phase(DadState.COMBAT, 1).dice(6, 1).play("Vampire Thrall on D3 attacks the Mage on C3");
        assertEquals(-1, t.s.pos[m], "the second death takes the Mage out of play");
        assertEquals(1, t.s.items[m * 3], "his heal potion stays on C3");
        assertEquals(1, t.s.items[m * 3 + 2], "so does his resurrection scroll");
        assertEquals(List.of("C3: heal potion, resurrection scroll (left by the fallen Mage)"),
                ((DadView) t.s.view(1)).itemsLeft(), "both sides see them lying there");
        t.phase(DadState.ITEM, 0).play("Knight takes a heal potion from the dead Mage");
        assertEquals(1, t.s.items[k * 3], "the Knight next to C3 picked the potion up");
        assertEquals(0, t.s.items[m * 3]);
        assertEquals(1, t.s.items[m * 3 + 2], "the scroll is still lying there");
    }

    @Test
    void aSlainCreatureIsRemovedAndCanSpawnAgain() {
        Scene t = fight();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "L2");
        int mi = t.put(Kind.MINION, "D3");
        t.s.wounds[mi] = 1;
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Knight attacks the Minion on D3");
        assertEquals(-1, t.s.pos[mi]);
        assertEquals(mi, t.s.spare(Kind.MINION), "its counter is back in the mix");
    }

    @Test
    void theWinnerMayAdvanceDiagonallyIntoTheEmptiedSquareEveryTimeItWins() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        int mi = t.put(Kind.MINION, "D4");
        t.put(Kind.MINION, "E5");
        t.s.wounds[mi] = 1;
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Knight attacks the Minion on D4");
        assertTrue(t.offers("Stay put"));
        t.play("Advance the Knight to D4");
        assertEquals(Scene.sq("D4"), t.s.pos[k]);
        int other = t.at("E5");
        t.s.wounds[other] = 1;
        t.dice(1, 6).play("Minion on E5 attacks the Knight on D4");
        t.play("Advance the Knight to E5");
        assertEquals(Scene.sq("E5"), t.s.pos[k], "advance again after a second win, as defender");
    }

    @Test
    void theKnightMayRerollANaturalOneToThreeOncePerPhase() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        int z = t.put(Kind.ZOMBIE, "D3");
        t.put(Kind.ZOMBIE, "D2");
        t.phase(DadState.COMBAT, 0).dice(2, 6, 5).play("Knight attacks the Zombie on D3");
        assertEquals(0, t.s.toMove());
        assertTrue(t.offers("Keep the roll"));
        t.play("Knight re-rolls his natural 2");
        assertEquals(1, t.s.wounds[z], "5+2 beats 6-1");
        t.dice(6, 1).play("Zombie on D2 attacks the Knight on C3");
        assertEquals(1, t.s.wounds[k], "no second re-roll this phase");
    }

    /**
     * The Knight's expert fighting is used up only by a re-roll: keeping a low die that wins anyway
     * leaves him his one re-roll for a later round of the same combat phase.
     */
    @Test
    void keepingALowRollLeavesTheKnightHisRerollForLaterInThePhase() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        int z1 = t.put(Kind.ZOMBIE, "D3");
        int z2 = t.put(Kind.ZOMBIE, "D2");
        t.phase(DadState.COMBAT, 0).dice(2, 1, 6, 1, 6).play("Knight attacks the Zombie on D3");
        t.play("Keep the roll");
        assertEquals(1, t.s.wounds[z1], "2+2 beats 1-1 without a re-roll");
        t.play("Zombie on D2 attacks the Knight on C3");
        assertTrue(t.offers("Knight re-rolls his natural 1"), "the re-roll was never spent");
        t.play("Knight re-rolls his natural 1");
        assertTrue(t.diceUsed());
        assertEquals(0, t.s.wounds[k], "the re-rolled 6+2 beats 6-1");
        assertEquals(1, t.s.wounds[z2]);
    }

    @Test
    void theManAtArmsCancelsOneEnemysBonusPerPhaseAttackingOrDefending() {
        Scene t = fight();
        t.put(Kind.MAN_AT_ARMS, "C3");
        int vt = t.put(Kind.VAMPIRE_THRALL, "D3");
        int vt2 = t.put(Kind.VAMPIRE_THRALL, "D2");
        t.phase(DadState.COMBAT, 1).play("Vampire Thrall on D3 attacks the Man-at-Arms on C3");
        assertEquals(0, t.s.toMove(), "the defender's player decides");
        t.dice(4, 4).play("Man-at-Arms cancels the Vampire Thrall's combat bonus");
        assertEquals(1, t.s.wounds[vt], "4+0 loses to 4+1");
        t.play("Done for this phase");
        t.dice(4, 4).play("Vampire Thrall on D2 attacks the Man-at-Arms on C3");
        assertEquals(1, t.s.wounds[t.at("C3")], "only one enemy per phase: 4+2 beats 4+1");
        assertEquals(0, t.s.wounds[vt2]);
    }

    @Test
    void theWarriorAttacksAgainOnANaturalFourToSixOncePerPhaseEvenAsDefender() {
        Scene t = fight();
        int w = t.put(Kind.WARRIOR, "C3");
        int z1 = t.put(Kind.ZOMBIE, "D3");
        int z2 = t.put(Kind.ZOMBIE, "C4");
        t.phase(DadState.COMBAT, 1).dice(1, 4).play("Zombie on D3 attacks the Warrior on C3");
        assertEquals(0, t.s.toMove());
        t.dice(5, 1).play("Warrior in berserker rage attacks the Zombie on C4");
        assertEquals(1, t.s.wounds[z1]);
        assertEquals(1, t.s.wounds[z2]);
        assertFalse(t.labels().stream().anyMatch(l -> l.contains("berserker")), "only once per phase");
        assertTrue(t.s.alive(w));
    }

    @Test
    void theManAtArmsCancelsAsTheAttackerToo() {
        Scene t = fight();
        t.put(Kind.MAN_AT_ARMS, "C3");
        int vt = t.put(Kind.VAMPIRE_THRALL, "D3");
        t.phase(DadState.COMBAT, 0).play("Man-at-Arms attacks the Vampire Thrall on D3");
        t.dice(3, 4).play("Man-at-Arms cancels the Vampire Thrall's combat bonus");
        assertEquals(1, t.s.wounds[vt], "3+1 beats 4+0");
    }

    @Test
    void advancingOntoASpawningSquareDestroysIt() {
        Scene t = fight();
        t.put(Kind.KNIGHT, "C3");
        int z = t.put(Kind.ZOMBIE, "B4");
        t.s.wounds[z] = 1;
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Knight attacks the Zombie on B4");
        t.play("Advance the Knight to B4");
        assertEquals(1, t.s.destroyed & 1);
    }

    @Test
    void aRageWithNoEnemyAdjacentIsWasted() {
        Scene t = fight();
        int w = t.put(Kind.WARRIOR, "C3");
        int z = t.put(Kind.ZOMBIE, "D3");
        t.s.wounds[z] = 1;
        t.put(Kind.ZOMBIE, "L2");
        t.phase(DadState.COMBAT, 0).dice(5, 1).play("Warrior attacks the Zombie on D3");
        t.play("Stay put");
        assertEquals(1, t.s.berserkUsed >>> w & 1, "the natural 5 was spent with no one to attack");
    }

    @Test
    void noBerserkOnANaturalOneToThree() {
        Scene t = fight();
        t.put(Kind.WARRIOR, "C3");
        t.put(Kind.ZOMBIE, "D3");
        t.put(Kind.ZOMBIE, "C4");
        t.phase(DadState.COMBAT, 0).dice(3, 1).play("Warrior attacks the Zombie on D3");
        assertEquals(1, t.s.toMove());
    }

    @Test
    void theWerewolfGrowsStrongerWithEveryWound() {
        Scene t = fight();
        int wo = t.put(Kind.WEREWOLF, "D3");
        assertEquals(2, t.s.bonus(wo));
        t.s.wounds[wo] = 2;
        assertEquals(4, t.s.bonus(wo));
    }

    @Test
    void theScoreboardOfDeadAndResurrected() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        DeathRules.die(t.s, k, t.log);
        assertTrue(t.s.dead[k]);
        assertEquals(1, t.s.deaths[k]);
    }

    /** Dead Counters: a dead character takes part in no phase until it is resurrected. */
    @Test
    void theDeadTakePartInNoPhase() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        t.put(Kind.SCOUT, "J2");
        t.put(Kind.ZOMBIE, "D3");
        t.carry(k, 1, 1, 0);
        t.s.wounds[k] = 1;
        DeathRules.die(t.s, k, t.log);
        t.phase(DadState.ITEM, 0);
        assertTrue(t.labels().stream().noneMatch(l -> l.startsWith("Knight ")), t.labels().toString());
        t.phase(DadState.MOVE, 0);
        assertTrue(t.labels().stream().noneMatch(l -> l.startsWith("Move Knight")), t.labels().toString());
        t.phase(DadState.COMBAT, 0);
        assertTrue(t.labels().stream().noneMatch(l -> l.startsWith("Knight ")), t.labels().toString());
    }

    /** 5.0 and Special Abilities: an activated ability is the counter's one action of the combat phase. */
    @Test
    void anActivatedAbilityIsTheCountersOneAction() {
        Scene t = fight();
        t.put(Kind.PALADIN, "D5");
        t.put(Kind.VAMPIRE_THRALL, "D7");
        t.put(Kind.ZOMBIE, "E5");
        t.put(Kind.KNIGHT, "L2");
        t.put(Kind.ZOMBIE, "M3");
        t.phase(DadState.COMBAT, 0);
        assertTrue(t.offers("Paladin attacks the Zombie on E5"));
        t.dice(3).play("Paladin tries to banish the Vampire Thrall on D7");
        assertEquals(1, t.s.toMove());
        t.dice(1, 6).play("Zombie on E5 attacks the Paladin on D5");
        assertEquals(0, t.s.toMove());
        assertTrue(t.offers("Knight attacks the Zombie on M3"));
        assertTrue(t.labels().stream().noneMatch(l -> l.startsWith("Paladin ")), "the banish was his action");
    }

    /** The Counters: a counter without a blood drop dies at its first wound. */
    @Test
    void aCounterWithNoBloodDropDiesAtTheFirstWound() {
        Scene t = fight();
        t.put(Kind.KNIGHT, "C3");
        int air = t.put(Kind.AIR_ELEMENTAL, "D3");
        assertEquals(0, t.s.hitPoints(air));
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Knight attacks the Air Elemental on D3");
        assertEquals(-1, t.s.pos[air], "one wound exceeds no hit points");
    }

    /** 5.4: advancing after combat ignores the break-away rule (4.1), even from a hindered square. */
    @Test
    void anAdvanceIgnoresTheBreakAwayRule() {
        Scene t = fight();
        int k = t.put(Kind.KNIGHT, "C3");
        int mi = t.put(Kind.MINION, "D4");
        t.put(Kind.ZOMBIE, "B2");
        t.put(Kind.PALADIN, "J2"); // a fight elsewhere keeps the combat phase open
        t.put(Kind.ZOMBIE, "K3");
        t.s.wounds[mi] = 1;
        t.phase(DadState.COMBAT, 0).dice(6, 1, 1).play("Knight attacks the Minion on D4");
        t.play("Advance the Knight to D4");
        assertEquals(Scene.sq("D4"), t.s.pos[k], "no roll held him back next to the zombie");
        assertEquals(2, t.rolled(), "only the combat dice were rolled");
    }
}
