package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.ContentReader;

/** The authored content loads, reaches every rule, and bad files fail naming file, entry and reason. */
class ContentTest {
    static final String[] FILES = {"beheaded.yaml", "cards.yaml", "monsters.yaml", "equipment.yaml", "biomes.yaml",
        "bosses.yaml", "campaign.yaml"};

    @Test
    void theAuthoredCampaignLoads() {
        Content c = ContentReader.standard();
        assertEquals(4, c.beheaded.size());
        for (Content.Beheaded b : c.beheaded) {
            assertEquals(6, b.deck().length);
            assertEquals(3, b.tracks().length);
        }
        assertEquals(3, c.serenade.deck().length);
        assertEquals(7, c.runes.size());
        assertEquals(7, c.biomes.size());
        assertEquals(3, c.bosses.size());
        assertTrue(c.bosses.get(0).instances().length >= 2);
    }

    @Test
    void everyTileKindStateAndEquipmentKindIsReachable() {
        Content c = ContentReader.standard();
        boolean[] kinds = new boolean[Content.KIND_NAMES.size()];
        for (Content.Tile t : c.tiles) {
            kinds[t.kind()] = true;
        }
        for (int k = 0; k < kinds.length; k++) {
            assertTrue(kinds[k], "a tile of kind " + Content.KIND_NAMES.get(k));
        }
        boolean[] acts = new boolean[Content.ACT_NAMES.size()];
        for (Content.Act a : c.acts) {
            acts[a.type()] = true;
        }
        for (int k = 0; k < acts.length; k++) {
            assertTrue(acts[k], "an action " + Content.ACT_NAMES.get(k));
        }
        boolean[] eq = new boolean[5];
        for (Content.Equip e : c.equipment) {
            eq[e.kind()] = true;
        }
        for (boolean b : eq) {
            assertTrue(b);
        }
        boolean[] gains = new boolean[13];
        for (Content.Gain g : c.gainList) {
            gains[g.kind()] = true;
        }
        for (int k : new int[] {Content.TEETH, Content.CELL, Content.POTION, Content.VIAL, Content.SCROLL,
            Content.EQUIPMENT, Content.BLUEPRINT, Content.RUNE, Content.WOUND, Content.CHANGE_FP, Content.CHECK}) {
            assertTrue(gains[k], "tile icon " + k);
        }
        boolean left = false;
        boolean far = false;
        boolean thorns = false;
        boolean immune = false;
        for (Content.Monster m : c.monsters) {
            left |= m.place() == 1;
            far |= m.place() == 2;
            thorns |= m.thorns() > 0;
            immune |= m.immune() != 0;
        }
        assertTrue(left && far && thorns && immune);
    }

    private static Path copy(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (String f : FILES) {
            try (InputStream in = Content.class.getResourceAsStream("/dead-cells/" + f)) {
                Files.copy(in, dir.resolve(f));
            }
        }
        return dir;
    }

    @Test
    void theRulesVersionCarriesTheHashOfEveryContentFile(@TempDir Path dir) throws IOException {
        copy(dir);
        String standard = new DeadCells().rulesVersion();
        assertTrue(standard.startsWith(DeadCells.HUMAN_VERSION + "+"), standard);
        assertEquals(standard, new DeadCells(ContentReader.load(ContentSource.directory(dir))).rulesVersion(),
                "the same files, the same version");
        for (String f : FILES) {
            String text = Files.readString(dir.resolve(f));
            Files.writeString(dir.resolve(f), text + "\n# a designer's note\n");
            String edited = new DeadCells(ContentReader.load(ContentSource.directory(dir))).rulesVersion();
            assertTrue(!edited.equals(standard) && edited.startsWith(DeadCells.HUMAN_VERSION + "+"),
                    f + " edited: " + edited);
            Files.writeString(dir.resolve(f), text);
        }
    }

    private static ContentException broken(Path dir, String file, String from, String to) throws IOException {
        copy(dir);
        Path p = dir.resolve(file);
        String text = Files.readString(p);
        assertTrue(text.contains(from), "the fixture text is in " + file);
        Files.writeString(p, text.replace(from, to));
        return assertThrows(ContentException.class, () -> ContentReader.load(ContentSource.directory(dir)));
    }

    @Test
    void anUnknownActionNamesFileEntryAndReason(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "cards.yaml", "\"1 skill\", \"2 damage 1 @1\"", "\"1 dance\"");
        assertEquals("cards.yaml: entry 'FL1': unknown action 'dance'", e.getMessage());
    }

    @Test
    void anAttackWithoutRangeIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "equipment.yaml", "\"2 damage 1 @123\"", "\"2 damage 1\"");
        assertTrue(e.getMessage().startsWith("equipment.yaml: entry 'bow': an attack needs a Range"));
    }

    @Test
    void aStartingDeckOfTheWrongSizeIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "beheaded.yaml", "deck: [FL1, FL2, FL3, FL4, FL5, FL6]",
                "deck: [FL1, FL2, FL3, FL4, FL5]");
        assertEquals("beheaded.yaml: entry 'flayed': a starting Combat deck has 6 cards, not 5", e.getMessage());
    }

    @Test
    void aSpaceWithNoFreeWayOutIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "biomes.yaml", "      - \"f -> h\"\n", "      - \"f -> h | hand G\"\n");
        assertTrue(e.getMessage().startsWith("biomes.yaml: entry 'B1': space f needs a corridor out"));
    }

    @Test
    void anUnknownFieldIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "monsters.yaml", "id: zombie, name: Zombie,", "id: zombie, name: Zombie, "
                + "speed: 3,");
        assertEquals("monsters.yaml: entry 'zombie': unknown field 'speed'", e.getMessage());
    }

    @Test
    void aBoardWithMoreTileSpacesThanTheBiomeHasTilesIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "biomes.yaml", "spaces: [S, a, b, c, d, e, f, g, h, X1, X2]\n    start: S\n"
                + "    exits: {X1: B2, X2: B3}", "spaces: [S, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, X1, X2]\n"
                + "    start: S\n    exits: {X1: B2, X2: B3}");
        assertEquals("biomes.yaml: entry 'B1': 16 tile spaces but only 15 tiles", e.getMessage());
    }

    @Test
    void theBiomesAndUpgradeDecksHoldAsManyCardsAsTheBox() {
        Content c = ContentReader.standard();
        int[] box = {15, 20, 20, 21, 26, 20, 41};
        for (int b = 0; b < box.length; b++) {
            assertEquals(box[b], c.biomes.get(b).tiles().length, "tiles of " + c.biomes.get(b).name());
        }
        assertEquals(163, c.tiles.size());
        assertEquals(List.of(42, 40, 37), List.of(c.upgrades.get(0).size(), c.upgrades.get(1).size(), c.upgrades.get(2).size()));
    }

    @Test
    void lootThatIsNoLootIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "biomes.yaml", "{id: B1-02, biome: B1, kind: encounter, enemies: [M, M], "
                + "loot: [\"teeth 2\"]", "{id: B1-02, biome: B1, kind: encounter, enemies: [M, M], loot: [\"vial\"]");
        assertEquals("biomes.yaml: entry 'B1-02': Loot is Gold Teeth, Cells, a Potion, a Scroll, Equipment or a "
                + "Blueprint, not 'vial'", e.getMessage());
    }

    @Test
    void anUpgradeTheRulesCannotCarryOutIsRefused(@TempDir Path dir) throws IOException {
        ContentException feat = broken(dir.resolve("feat"), "campaign.yaml",
                "{id: BR05, kind: feat, goal: \"elites 2\", reward: \"cell 2\"}",
                "{id: BR05, kind: feat, goal: \"elites 2\", reward: \"potion\"}");
        assertEquals("campaign.yaml: entry 'BR05': a Feat's reward is 'rune ID' or 'cell N', not 'potion'",
                feat.getMessage());
        ContentException instruction = broken(dir.resolve("instruction"), "campaign.yaml",
                "{id: TC02, kind: instruction, effect: purge}", "{id: TC02, kind: instruction, effect: \"teeth 2\"}");
        assertEquals("campaign.yaml: entry 'TC02': an instruction is 'purge' or 'rune ID', not 'teeth 2'",
                instruction.getMessage());
    }

    @Test
    void badYamlIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "bosses.yaml", "bosses:", "bosses: [");
        assertTrue(e.getMessage().startsWith("bosses.yaml: not valid YAML"));
    }

    @Test
    void anExitToNowhereIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "biomes.yaml", "exits: {X1: C2, X2: C2}", "exits: {X1: C2, X2: B9}");
        assertEquals("biomes.yaml: entry 'B4': an exit leads to a Biome or a Boss (C1, C2...), not B9", e.getMessage());
    }

    @Test
    void anInterbiomeLevelWorseThanTheOneBelowIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "bosses.yaml", "    - {draw: 3, cost: 2}", "    - {draw: 1, cost: 2}");
        assertEquals("bosses.yaml: entry 'interbiome': collector Level 2 is worse than Level 1 (draw)", e.getMessage());
    }

    @Test
    void anInterbiomeCharacterNeedsItsLevels(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "bosses.yaml", "    - {cost: 1, times: 2}\n", "    - {cost: 1}\n");
        assertEquals("bosses.yaml: entry 'interbiome': healer Level 0 needs a positive times", e.getMessage());
    }

    @Test
    void anUnknownCurseIsRefused(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "biomes.yaml", "II: \"discard equipment\"", "II: \"lose the game\"");
        assertTrue(e.getMessage().startsWith("biomes.yaml: entry 'B5': curse II is one of"));
    }

    @Test
    void aCurseKeyMayBeLeftOutOnlyWhereNoTileNamesIt(@TempDir Path dir) throws IOException {
        ContentException e = broken(dir, "biomes.yaml", "{id: B6-05, biome: B6, kind: cursed, curse: I,",
                "{id: B6-05, biome: B6, kind: cursed, curse: II,");
        assertTrue(e.getMessage().startsWith("biomes.yaml: entry 'B6': curse II is one of"), e.getMessage());
    }
}
