package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import keeptable.engine.SetupException;
import keeptable.engine.module.GameModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server started with a designer's content folder for Killman's Keep serves that game built from it: its
 * version, its content files and its tables are the folder's, over real HTTP. A bad folder stops the server
 * from starting, naming the file, the entry and the reason, before the database is touched.
 */
class DesignerContentTest {
    private static final List<String> FILES = List.of("board", "action-card", "artifacts", "goals", "monsters");

    @TempDir
    Path dir;

    private Path designersCopy(String file, String from, String to) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("my-killmans-keep"));
        for (String f : FILES) {
            try (InputStream in = GameModules.class.getResourceAsStream("/killmans-keep/" + f + ".yaml")) {
                Files.copy(in, folder.resolve(f + ".yaml"));
            }
        }
        Path p = folder.resolve(file);
        String text = Files.readString(p);
        assertTrue(text.contains(from), from + " in " + file);
        Files.writeString(p, text.replace(from, to));
        return folder;
    }

    private static JsonNode listed(int port, String id) throws Exception {
        for (JsonNode g : Harness.get(port, "/api/games").body()) {
            if (g.get("id").asText().equals(id)) {
                return g;
            }
        }
        throw new AssertionError("no " + id + " in /api/games");
    }

    @Test
    void theDesignersFolderIsWhatIsServed() throws Exception {
        Path folder = designersCopy("monsters.yaml", "name: Giant Rat,      rarity: 1, copies: 2, onLoss: LOSE_MONEY,"
                + " lossAmount: 25}", "name: Sewer Wyrm,     rarity: 1, copies: 2, onLoss: LOSE_MONEY, lossAmount: 30}");
        String shipped = GameModules.byId("killmans-keep").rulesVersion();
        String designed = GameModules.byId("killmans-keep", folder).rulesVersion();
        assertNotEquals(shipped, designed);
        TestDatabase db = TestDatabase.of("sqlite", dir);
        try (KeeptableServer server = db.start(c -> c.withContent(Map.of("killmans-keep", folder)))) {
            int port = server.port();
            assertEquals(designed, listed(port, "killmans-keep").get("rulesVersion").asText());
            assertEquals(GameModules.byId("dead-keep").rulesVersion(), listed(port, "dead-keep").get("rulesVersion").asText(),
                    "a game without a folder is served as it comes");

            JsonNode rat = Harness.get(port, "/api/games/killmans-keep/content/monsters").body().get("monsters").get(0);
            assertEquals("giant-rat", rat.get("id").asText());
            assertEquals("Sewer Wyrm", rat.get("name").asText());
            assertEquals(30, rat.get("lossAmount").asInt());

            String table = Harness.create(port, "killmans-keep", 5, "human", "human").get("id").asText();
            assertEquals(designed, Harness.get(port, "/api/tables/" + table).body().get("rulesVersion").asText());
            assertEquals(designed, db.query("SELECT rules_version FROM game_tables WHERE id = ?", table));
        } finally {
            db.close();
        }
    }

    @Test
    void onlyTheFilesTheGameReadsAreServedAndNoLinkLeadsOutOfTheFolder() throws Exception {
        Path folder = designersCopy("monsters.yaml", "name: Giant Rat,", "name: Sewer Wyrm,");
        Path outside = Files.writeString(dir.resolve("secret.yaml"), "secret: the password is swordfish\n");
        Files.writeString(folder.resolve("private-notes.yaml"), "notes: rats are too cheap\n");
        Files.createSymbolicLink(folder.resolve("passwd.yaml"), outside);
        Files.createSymbolicLink(folder.resolve("board-again.yaml"), folder.resolve("board.yaml"));
        TestDatabase db = TestDatabase.of("sqlite", dir);
        try (KeeptableServer server = db.start(c -> c.withContent(Map.of("killmans-keep", folder)))) {
            int port = server.port();
            for (String name : new String[] {"private-notes", "passwd", "board-again"}) {
                Harness.Response r = Harness.get(port, "/api/games/killmans-keep/content/" + name);
                assertEquals(404, r.status(), name + " is not a file the game reads: " + r);
            }
            assertEquals("Sewer Wyrm", Harness.get(port, "/api/games/killmans-keep/content/monsters").body()
                    .get("monsters").get(0).get("name").asText(), "the files the game reads are served");
            Files.writeString(folder.resolve("monsters.yaml"), "monsters: []\n");
            assertEquals("Sewer Wyrm", Harness.get(port, "/api/games/killmans-keep/content/monsters").body()
                    .get("monsters").get(0).get("name").asText(), "as the game read them");
        }

        // a file the game reads, through a link out of the folder: the server does not start
        Path linked = Files.createDirectories(dir.resolve("linked"));
        for (String f : FILES) {
            try (InputStream in = GameModules.class.getResourceAsStream("/killmans-keep/" + f + ".yaml")) {
                Files.copy(in, (f.equals("board") ? dir : linked).resolve(f + ".yaml"));
            }
        }
        Files.createSymbolicLink(linked.resolve("board.yaml"), dir.resolve("board.yaml"));
        SetupException out = assertThrows(SetupException.class,
                () -> db.start(c -> c.withContent(Map.of("killmans-keep", linked))));
        assertTrue(out.getMessage().contains("board.yaml") && out.getMessage().contains("leads out of the content"
                + " folder"), out.getMessage());
        db.close();
    }

    @Test
    void aBadFolderIsRefusedBeforeTheServerStarts() throws Exception {
        Path folder = designersCopy("artifacts.yaml", "rarity: 1", "rarity: 9");
        TestDatabase db = TestDatabase.of("sqlite", dir);
        SetupException bad = assertThrows(SetupException.class,
                () -> db.start(c -> c.withContent(Map.of("killmans-keep", folder))));
        assertTrue(bad.getMessage().contains("the content in " + folder + " is refused: artifacts.yaml: entry '"),
                bad.getMessage());
        assertTrue(bad.getMessage().contains("rarity"), bad.getMessage());
        SetupException unknown = assertThrows(SetupException.class,
                () -> db.start(c -> c.withContent(Map.of("no-such-game", folder))));
        assertTrue(unknown.getMessage().contains("no game 'no-such-game'"), unknown.getMessage());
        assertFalse(Files.exists(dir.resolve("keeptable.db")), "refused before the database was opened");
        db.close();
    }
}
