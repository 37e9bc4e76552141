package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The book's Cursed Treasure key for the Clock Tower's I and the High Peak Castle's I and II. */
class CursedTreasureKeyTest {

    static Scene at(String biome) {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex(biome), t.events);
        t.s.first = 0;
        return t;
    }

    static void takeTheRewards(Scene t) {
        while (t.s.pending == Pending.GIVE || t.s.pending == Pending.EQUIP || t.s.pending == Pending.COLOUR) {
            t.apply(t.s.choices().get(0));
        }
    }

    /** Clock Tower I: discard all Potions. */
    @Test
    void theClockTowersCurseOneDiscardsAllPotions() {
        Scene t = at("B5");
        t.s.potions = 2;
        t.tile("a", "B5-22").at("S");
        t.pick("Go to a");
        takeTheRewards(t);
        assertEquals(0, t.s.potions);
    }

    /** High Peak Castle I: discard all Gold Teeth. */
    @Test
    void theCastlesCurseOneDiscardsAllGoldTeeth() {
        Scene t = at("B7");
        t.s.teeth = 4;
        t.tile("a", "B7-31").at("S");
        t.pick("Go to a");
        takeTheRewards(t);
        assertEquals(0, t.s.teeth);
    }

    /** High Peak Castle II: no Rune may be used until the end of the Biome; a Rune-locked corridor stays shut. */
    @Test
    void theCastlesCurseTwoLocksRuneCorridorsUntilTheEndOfTheBiome() {
        Scene t = at("B7");
        t.s.runes = -1 >>> 1;
        t.tile("a", "B7-32").at("S");
        t.pick("Go to a");
        takeTheRewards(t);
        assertEquals(Pending.MOVE, t.s.pending);
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains("Go to d")), t.choiceWords().toString());
        assertTrue(t.choiceWords().stream().anyMatch(l -> l.contains("Go to c")), t.choiceWords().toString());
        Scene u = at("B7");
        u.s.runes = -1 >>> 1;
        u.at("a");
        assertTrue(u.choiceWords().stream().anyMatch(l -> l.contains("Go to d")), "without the curse the Rune opens it");
    }
}
