package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import keeptable.engine.module.GameModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A designer plays and simulates a changed copy of a game's content folder; a bad file is refused by name. */
class ContentFolderTest {
    private static final List<String> FILES = List.of("board", "action-card", "artifacts", "goals", "monsters");

    @TempDir
    Path dir;

    /** A copy of Killman's Keep's content files, as a designer would start from. */
    private Path copy() throws Exception {
        for (String f : FILES) {
            try (InputStream in = GameModules.class.getResourceAsStream("/killmans-keep/" + f + ".yaml")) {
                Files.copy(in, dir.resolve(f + ".yaml"));
            }
        }
        return dir;
    }

    private void edit(String file, String from, String to) throws Exception {
        Path p = dir.resolve(file);
        String text = Files.readString(p);
        assertTrue(text.contains(from), from + " in " + file);
        Files.writeString(p, text.replace(from, to));
    }

    @Test
    void aChangedCopyPlaysUnderItsOwnRulesVersion() throws Exception {
        String standard = GameModules.byId("killmans-keep").rulesVersion();
        Path folder = copy();
        assertEquals(standard, GameModules.byId("killmans-keep", folder).rulesVersion(), "an unchanged copy is the game");
        edit("monsters.yaml", "lossAmount: 25}", "lossAmount: 30}");
        String changed = GameModules.byId("killmans-keep", folder).rulesVersion();
        assertFalse(changed.equals(standard), "a changed number changes the version");
        Cli.Run run = Cli.run("simulate", "killmans-keep", "--content", folder.toString(), "--games", "4",
                "--seats", "random,random", "--out", dir.resolve("out").toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("(rules " + changed + ")"), run.out());
    }

    @Test
    void aBadFileOrAMissingFolderIsRefusedByName() throws Exception {
        Path folder = copy();
        edit("artifacts.yaml", "rarity: 1", "rarity: 9");
        Cli.Run bad = Cli.run("play", "killmans-keep", "--content", folder.toString(), "--seats", "random,random");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("the content in " + folder + " is refused: artifacts.yaml: entry '"), bad.err());
        assertTrue(bad.err().contains("rarity"), bad.err());
        Cli.Run none = Cli.run("bench", "killmans-keep", "--content", dir.resolve("nowhere").toString());
        assertEquals(ExitCodes.USAGE, none.code());
        assertTrue(none.err().contains("no content folder"), none.err());
        Cli.Run serve = Cli.run("serve", "--port", "0", "--db", "jdbc:sqlite:" + dir.resolve("games.db"),
                "--content", "killmans-keep=" + folder);
        assertEquals(ExitCodes.USAGE, serve.code());
        assertTrue(serve.err().contains("the content in " + folder + " is refused: artifacts.yaml: entry '"),
                serve.err());
        assertFalse(Files.exists(dir.resolve("games.db")), "the server was refused before it opened its database");
        Cli.Run toy = Cli.run("simulate", "gem-grab", "--content", folder.toString(), "--games", "1");
        assertEquals(ExitCodes.USAGE, toy.code());
        assertTrue(toy.err().contains("Gem Grab has no content files a designer could change"), toy.err());
    }
}
