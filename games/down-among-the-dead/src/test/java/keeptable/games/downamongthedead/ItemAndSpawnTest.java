package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** Item Phase 3.0-3.2 and Items; Spawn Phase 1.0 and The Minor Demon Spawning. */
class ItemAndSpawnTest {
    /** What an item does, as a choice to use it says it after its name. */
    private static String said(int item) {
        return " (" + Effects.item(Scene.GAME.content(), item) + ")";
    }


    private static Scene items() {
        Scene t = Scene.empty();
        return t;
    }

    @Test
    void aHealPotionRemovesAWoundOnItsCarrierOrAnAdjacentFriend() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        int sc = t.put(Kind.SCOUT, "D3");
        t.carry(k, 2, 0, 0);
        t.s.wounds[k] = 1;
        t.s.wounds[sc] = 1;
        t.phase(DadState.ITEM, 0);
        assertTrue(t.offers("Knight uses a heal potion" + said(Content.HEAL)));
        t.play("Knight uses a heal potion on the Scout" + said(Content.HEAL));
        assertEquals(0, t.s.wounds[sc]);
        assertEquals(1, t.s.items[k * 3]);
        assertEquals(0, t.s.toMove(), "the monsters have nothing to do: the adventurers go on");
        t.play("Knight uses a heal potion" + said(Content.HEAL));
        assertEquals(0, t.s.wounds[k], "the book sets no limit on items used in the phase");
        assertEquals(0, t.s.items[k * 3]);
    }

    /** 3.0 and 3.1: a character may use all the items it likes in the item phase, but passes or takes once. */
    @Test
    void aCharacterPassesOnceAPhaseButMayStillUseItsItems() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        int sc = t.put(Kind.SCOUT, "D3");
        t.carry(k, 1, 2, 0);
        t.phase(DadState.ITEM, 0).play("Knight passes a strength potion to the Scout");
        assertFalse(t.offers("Knight passes a heal potion to the Scout"), "one pass a phase");
        t.play("Knight uses a strength potion" + said(Content.STRENGTH));
        assertEquals(2 + 3, t.s.bonus(k));
        assertEquals(1, t.s.items[sc * 3 + 1]);
    }

    @Test
    void aStrengthPotionLastsUntilTheEffectsRemovalPhase() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        t.put(Kind.SCOUT, "J2");
        t.carry(k, 0, 1, 0);
        t.phase(DadState.ITEM, 0).play("Knight uses a strength potion" + said(Content.STRENGTH));
        assertEquals(5, t.s.bonus(k));
        TurnRules.effectsRemoval(t.s, t.log);
        assertEquals(2, t.s.bonus(k));
    }

    @Test
    void aResurrectionScrollRaisesAnAdjacentDeadFriend() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        int p = t.put(Kind.PALADIN, "D3");
        t.put(Kind.SCOUT, "J2");
        t.carry(k, 0, 0, 1);
        DeathRules.die(t.s, p, t.log);
        t.phase(DadState.ITEM, 0).play("Knight uses a resurrection scroll on the Paladin" + said(Content.SCROLL));
        assertTrue(t.s.alive(p));
        assertEquals(1, t.s.deaths[p], "marked resurrected: the next death is the last");
    }

    @Test
    void itemsPassBetweenAdjacentFriendsUpToThreeEach() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        int sc = t.put(Kind.SCOUT, "D4");
        int p = t.put(Kind.PALADIN, "B3");
        t.carry(k, 1, 0, 0).carry(p, 1, 1, 1);
        t.phase(DadState.ITEM, 0);
        assertFalse(t.offers("Knight passes a heal potion to the Paladin"), "the Paladin carries three");
        t.play("Knight passes a heal potion to the Scout");
        assertEquals(1, t.s.items[sc * 3]);
        assertEquals(0, t.s.items[k * 3]);
    }

    @Test
    void itemsAreTakenFromAnAdjacentDeadCharacter() {
        Scene t = items();
        int sc = t.put(Kind.SCOUT, "C3");
        int p = t.put(Kind.PALADIN, "D3");
        t.put(Kind.KNIGHT, "J2");
        t.carry(p, 1, 0, 1);
        DeathRules.die(t.s, p, t.log);
        t.phase(DadState.ITEM, 0).play("Scout takes a heal potion from the dead Paladin");
        assertEquals(1, t.s.items[sc * 3]);
        assertEquals(0, t.s.items[p * 3]);
    }

    // ---- spawning ------------------------------------------------------------------------------

    private static Scene spawning() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "G2");
        return t;
    }

    @Test
    void eachEmptySpawningSquareRollsOnTheTable() {
        Scene t = spawning();
        // spawning squares in order: B4, M4, B12, M12
        t.dice(1, 2, 3, 6);
        Spawning.rollAll(t.s, t.log);
        assertEquals(Kind.ZOMBIE, t.s.kind(t.at("B4")));
        assertEquals(-1, t.at("M4"));
        assertEquals(Kind.MINION, t.s.kind(t.at("B12")));
        assertEquals(Kind.VAMPIRE_THRALL, t.s.kind(t.at("M12")));
        t.s.lift(t.at("B4"));
        t.s.lift(t.at("B12"));
        t.s.lift(t.at("M12"));
        t.dice(4, 5, 2, 2);
        Spawning.rollAll(t.s, t.log);
        assertEquals(-1, t.at("B4"), "a 4 brings nothing");
        assertEquals(Kind.ZOMBIE, t.s.kind(t.at("M4")), "a 5 brings a zombie");
    }

    @Test
    void nothingSpawnsOnAnOccupiedOrDestroyedSquare() {
        Scene t = spawning();
        t.put(Kind.ZOMBIE, "M4");
        t.s.destroyed = 1; // B4
        t.dice(5, 5);
        Spawning.rollAll(t.s, t.log);
        assertEquals(2, t.rolled(), "only B12 and M12 roll");
        assertEquals(-1, t.at("B4"));
        assertEquals(Kind.ZOMBIE, t.s.kind(t.at("B12")));
    }

    @Test
    void aFifthThrallIsRerolled() {
        Scene t = spawning();
        for (String sq : new String[] {"C9", "D9", "E9", "F9"}) {
            t.put(Kind.VAMPIRE_THRALL, sq);
        }
        t.dice(6, 3);
        Spawning.spawnOn(t.s, 0, t.log);
        assertEquals(Kind.MINION, t.s.kind(t.at("B4")));
        assertEquals(4, t.s.inPlay(Kind.VAMPIRE_THRALL));
    }

    @Test
    void noZombieSpawnsWhenTheCounterMixIsUsedUp() {
        Scene t = spawning();
        for (String sq : new String[] {"B11", "C11", "D11", "E11", "F11", "B9", "C9", "D9", "E9", "F9"}) {
            t.put(Kind.ZOMBIE, sq);
        }
        t.dice(1);
        Spawning.spawnOn(t.s, 0, t.log);
        assertEquals(-1, t.at("B4"));
    }

    @Test
    void theDemonIsSummonedBeforeAnyRollBySacrificingCounters() {
        Scene t = spawning();
        t.put(Kind.VAMPIRE_THRALL, "C9");
        t.put(Kind.VAMPIRE_THRALL, "D9");
        t.put(Kind.VAMPIRE_THRALL, "F9");
        t.dice(2, 2, 2, 6, 1);
        TurnRules.startSpawnPhase(t.s, t.log);
        assertEquals(DadState.SPAWN, t.s.phase);
        assertEquals(0, t.rolled(), "the decision comes before the rolls");
        assertTrue(t.offers("Roll for every empty spawning square"));
        assertFalse(t.offers("Summon the Minor Demon on B4 by sacrificing 2 Vampire Thralls and 3 minions/zombies"));
        t.play("Summon the Minor Demon on B4 by sacrificing 3 Vampire Thralls");
        t.play("Sacrifice the Vampire Thrall on C9").play("Sacrifice the Vampire Thrall on D9")
                .play("Sacrifice the Vampire Thrall on F9");
        assertEquals(Kind.MINOR_DEMON, t.s.kind(t.at("B4")));
        assertEquals(0, t.s.inPlay(Kind.VAMPIRE_THRALL));
        assertTrue(t.diceUsed(), "the other three squares rolled, then the initiative");
    }

    @Test
    void theOtherSacrificesAndAtMostOneDemon() {
        Scene t = spawning();
        for (String sq : new String[] {"C9", "D9", "E9", "F9", "G9", "H9"}) {
            t.put(Kind.ZOMBIE, sq);
        }
        t.put(Kind.VAMPIRE_THRALL, "C11");
        t.put(Kind.VAMPIRE_THRALL, "D11");
        TurnRules.startSpawnPhase(t.s, t.log);
        assertTrue(t.offers("Summon the Minor Demon on M4 by sacrificing 2 Vampire Thralls and 3 minions/zombies"));
        assertTrue(t.offers("Summon the Minor Demon on M4 by sacrificing 6 minions/zombies"));
        t.put(Kind.MINOR_DEMON, "K9");
        assertFalse(Spawning.demonPossible(t.s), "only one demon at a time");
    }

    /** Effect counters: a character may carry several effects, and they all add up. */
    @Test
    void twoStrengthPotionsAndFrostAllAddUp() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        int sc = t.put(Kind.SCOUT, "D3");
        t.carry(k, 0, 1, 0).carry(sc, 0, 1, 0);
        t.phase(DadState.ITEM, 0).play("Knight uses a strength potion" + said(Content.STRENGTH));
        t.play("Scout uses a strength potion on the Knight" + said(Content.STRENGTH));
        assertEquals(2 + 3 + 3, t.s.bonus(k), "both potions count");
        t.s.frosted[k] = true;
        assertEquals(2 + 3 + 3 - 1, t.s.bonus(k), "and a frost penalty with them");
    }

    /** Items and the Mage: his spell counter takes one of a character's three places, but not one of the party's ten. */
    @Test
    void theMagesSpellTakesOneOfHisThreePlaces() {
        Scene t = items();
        int m = t.put(Kind.MAGE, "C3");
        int k = t.put(Kind.KNIGHT, "D3");
        t.carry(m, 1, 1, 0).carry(k, 1, 0, 0);
        t.s.spell = -1;
        t.phase(DadState.ITEM, 0);
        assertTrue(t.offers("Knight passes a heal potion to the Mage"), "two items and no spell: room for a third");
        t.s.spell = keeptable.games.downamongthedead.content.Content.COMBUSTION;
        t.phase(DadState.ITEM, 0);
        assertFalse(t.offers("Knight passes a heal potion to the Mage"), "two items and the spell: full");
    }

    /** 3.2: taking items from the dead follows the three-item limit. */
    @Test
    void takingFromTheDeadKeepsTheThreeItemLimit() {
        Scene t = items();
        int sc = t.put(Kind.SCOUT, "C3");
        int p = t.put(Kind.PALADIN, "D3");
        t.put(Kind.KNIGHT, "J2");
        t.carry(p, 1, 0, 0).carry(sc, 1, 1, 1);
        DeathRules.die(t.s, p, t.log);
        t.phase(DadState.ITEM, 0);
        assertFalse(t.offers("Scout takes a heal potion from the dead Paladin"), "the Scout carries three");
        t.carry(sc, 1, 1, 0);
        t.phase(DadState.ITEM, 0);
        assertTrue(t.offers("Scout takes a heal potion from the dead Paladin"));
    }

    /** Items table: potions and the scroll are used in the item phase, not in movement or combat. */
    @Test
    void potionsAndScrollsAreUsedOnlyInTheItemPhase() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        int p = t.put(Kind.PALADIN, "D3");
        t.put(Kind.ZOMBIE, "L2");
        t.carry(k, 1, 1, 1);
        t.s.wounds[k] = 1;
        DeathRules.die(t.s, p, t.log);
        for (int phase : new int[] {DadState.MOVE, DadState.COMBAT}) {
            t.phase(phase, 0);
            assertTrue(t.labels().stream().noneMatch(l -> l.contains(" uses a ")), t.labels().toString());
        }
        t.phase(DadState.ITEM, 0);
        assertTrue(t.offers("Knight uses a heal potion" + said(Content.HEAL)));
        assertTrue(t.offers("Knight uses a strength potion" + said(Content.STRENGTH)));
        assertTrue(t.offers("Knight uses a resurrection scroll on the Paladin" + said(Content.SCROLL)));
    }

    /** Resurrected Counters: the one with the scroll must be next to the dead character. */
    @Test
    void aScrollNeedsTheDeadNextToIt() {
        Scene t = items();
        int k = t.put(Kind.KNIGHT, "C3");
        int p = t.put(Kind.PALADIN, "E3");
        t.put(Kind.SCOUT, "J2");
        t.carry(k, 0, 0, 1);
        DeathRules.die(t.s, p, t.log);
        t.phase(DadState.ITEM, 0);
        assertFalse(t.offers("Knight uses a resurrection scroll on the Paladin" + said(Content.SCROLL)), "two squares away");
    }
}
