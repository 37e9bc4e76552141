package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import keeptable.games.killmanskeep.content.Category;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.ContentFiles;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.games.killmanskeep.content.Effect;
import keeptable.games.killmanskeep.content.Monster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The authored content: enough of it, every rule reachable, and bad files reported clearly. */
class ContentTest {
    @TempDir
    Path dir;

    @Test
    void theShippedContentHasWhatTheIssueAsks() {
        Content c = Content.standard();
        assertTrue(c.artifacts.size() >= 30, "at least 30 Artifacts");
        EnumSet<Category> categories = EnumSet.noneOf(Category.class);
        EnumSet<Effect> effects = EnumSet.noneOf(Effect.class);
        c.artifacts.forEach(a -> {
            categories.add(a.category());
            effects.add(a.effect());
        });
        assertEquals(EnumSet.allOf(Category.class), categories, "all six categories");
        assertEquals(EnumSet.allOf(Effect.class), effects, "every effect has a card");
        assertTrue(c.monsters.size() >= 12 && c.monsters.stream().allMatch(Monster::hasEffect), "12+ Monsters with effects");
        EnumSet<Monster.Loss> losses = EnumSet.noneOf(Monster.Loss.class);
        c.monsters.stream().filter(m -> m.onLoss() != null).forEach(m -> losses.add(m.onLoss()));
        assertEquals(EnumSet.allOf(Monster.Loss.class), losses, "every loss effect has a Monster");
        assertTrue(c.goals.size() >= 15, "15+ Goals");
        assertEquals(4, c.areas.size());
        assertTrue(c.artifactCards >= 6 * 2 + 3 + 10, "enough Artifacts to deal six players and stock the Keep");
    }

    private static final String[] FILES = {ContentFiles.BOARD, ContentFiles.ARTIFACTS, ContentFiles.MONSTERS, ContentFiles.GOALS,
        ContentFiles.ACTION_CARD};

    private void copyShipped() throws IOException {
        for (String f : FILES) {
            try (InputStream in = Content.class.getResourceAsStream("/killmans-keep/" + f)) {
                Files.copy(in, dir.resolve(f));
            }
        }
    }

    private String loadError(String file, String from, String to) throws IOException {
        copyShipped();
        Path p = dir.resolve(file);
        String text = Files.readString(p);
        assertTrue(text.contains(from), "fixture: " + from);
        Files.writeString(p, text.replace(from, to));
        return assertThrows(ContentException.class, () -> Content.load(ContentSource.directory(dir))).getMessage();
    }

    @Test
    void aCopyOfTheShippedFilesLoads() throws IOException {
        copyShipped();
        Content copy = Content.load(ContentSource.directory(dir));
        assertEquals(Content.standard().cards, copy.cards);
        assertEquals(Content.standard().hash, copy.hash, "the same files, the same hash");
        assertEquals(Scene.GAME.rulesVersion(), new KillmansKeep(copy).rulesVersion());
    }

    @Test
    void theRulesVersionIsTheHumanVersionAndTheHashOfEveryContentFile() throws IOException {
        String shipped = Scene.GAME.rulesVersion();
        assertEquals(KillmansKeep.HUMAN_VERSION + "+" + Content.standard().hash, shipped);
        for (String f : FILES) {
            copyShipped();
            Path p = dir.resolve(f);
            Files.writeString(p, Files.readString(p) + "\n# a designer's note\n");
            String edited = new KillmansKeep(Content.load(ContentSource.directory(dir))).rulesVersion();
            assertTrue(edited.startsWith(KillmansKeep.HUMAN_VERSION + "+"), edited);
            assertNotEquals(shipped, edited, "editing " + f + " changes the rules version");
            for (String g : FILES) {
                Files.delete(dir.resolve(g));
            }
        }
    }

    @Test
    void badRarityNamesFileEntryAndReason() throws IOException {
        String m = loadError(ContentFiles.ARTIFACTS, "name: Ruby,               category: gemstone,  rarity: 2",
                "name: Ruby,               category: gemstone,  rarity: 5");
        assertEquals("artifacts.yaml: entry 'ruby': rarity must be 1 to 3 stars, not 5", m);
    }

    @Test
    void unknownEffectIsReported() throws IOException {
        String m = loadError(ContentFiles.ARTIFACTS, "effect: BAIT}", "effect: TELEPORT}");
        assertTrue(m.startsWith("artifacts.yaml: entry 'meat-bait': field 'effect'"), m);
    }

    @Test
    void unknownFieldIsReported() throws IOException {
        String m = loadError(ContentFiles.MONSTERS, "{id: troll,", "{id: troll, colour: green,");
        assertEquals("monsters.yaml: entry 'troll': unknown field 'colour'", m);
    }

    @Test
    void aMonsterWithoutEffectIsRefused() throws IOException {
        String m = loadError(ContentFiles.MONSTERS, "{id: skeleton,     name: Rattling Skeleton, rarity: 1, copies: 2, penalty: 1}",
                "{id: skeleton,     name: Rattling Skeleton, rarity: 1, copies: 2}");
        assertEquals("monsters.yaml: entry 'skeleton': no effect: every monster has one", m);
    }

    @Test
    void aOneWayJoinOnTheBoardIsRefused() throws IOException {
        String m = loadError(ContentFiles.BOARD, "adjacent: [bank, keep]", "adjacent: [bank]");
        assertEquals("board.yaml: entry 'keep': joined to 'guild' but 'guild' is not joined back", m);
    }

    @Test
    void brokenYamlSaysWhere() throws IOException {
        String m = loadError(ContentFiles.GOALS, "goals:", "goals: [");
        assertTrue(m.startsWith("goals.yaml: not valid YAML at line"), m);
    }

    @Test
    void aGoalWithoutRewardIsRefused() throws IOException {
        String m = loadError(ContentFiles.GOALS, "deliver: false, reward: {money: 150}}", "deliver: false, reward: {money: 0}}");
        assertEquals("goals.yaml: entry 'hoarder': the reward must give money or Doubloons", m);
    }
}
