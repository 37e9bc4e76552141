package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import keeptable.engine.module.GameModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --set changes one value of a game's content; whatever it names wrongly is refused with exit 2, by name. */
class SetOptionTest {
    @TempDir
    Path dir;

    private static Cli.Run simulate(String... sets) {
        String[] args = new String[8 + 2 * sets.length];
        String[] head = {"simulate", "killmans-keep", "--games", "3", "--seats", "random,random", "--seed", "1"};
        System.arraycopy(head, 0, args, 0, head.length);
        for (int i = 0; i < sets.length; i++) {
            args[head.length + 2 * i] = "--set";
            args[head.length + 2 * i + 1] = sets[i];
        }
        return Cli.run(args);
    }

    private static void refused(Cli.Run run, String... words) {
        assertEquals(ExitCodes.USAGE, run.code(), run.out() + run.err());
        for (String w : words) {
            assertTrue(run.err().contains(w), "'" + w + "' in: " + run.err());
        }
    }

    @Test
    void aChangedValuePlaysUnderANewRulesVersion() {
        String standard = GameModules.byId("killmans-keep").rulesVersion();
        Cli.Run run = simulate("monsters.yaml:dragon.penalty=5");
        assertEquals(0, run.code(), run.err());
        String version = run.out().substring(run.out().indexOf("(rules ") + 7, run.out().indexOf(')'));
        assertNotEquals(standard, version);
        Cli.Run again = simulate("monsters.yaml:dragon.penalty=5");
        assertTrue(again.out().contains("(rules " + version + ")"), "the same edit is the same content");
    }

    @Test
    void aValueTheGameRefusesIsRefusedWithTheGamesReason() {
        refused(simulate("artifacts.yaml:" + firstArtifact() + ".rarity=9"), "is refused", "artifacts.yaml",
                "rarity");
    }

    @Test
    void aBadFileEntryFieldOrKindOfValueIsRefusedByName() {
        refused(simulate("monster.yaml:dragon.penalty=4"), "the game reads no file 'monster.yaml'");
        refused(simulate("monsters.yaml:wyrm.penalty=4"), "monsters.yaml has no entry 'wyrm'");
        refused(simulate("monsters.yaml:dragon.penality=4"), "'dragon' has no field 'penality'", "penalty");
        refused(simulate("monsters.yaml:dragon.penalty=four"), "'four' is not a number");
        refused(simulate("monsters.yaml:dragon.penalty=2.5"), "'2.5' is not a whole number");
        refused(simulate("monsters.yaml:dragon"), "expected FILE:ENTRY.FIELD=VALUE");
        refused(simulate("monsters.yaml:dragon=4"), "monsters.yaml has no top-level field 'dragon' (it has monsters)");
        refused(simulate("monsters.yaml:.penalty=4"), "name an entry and a field");
        refused(simulate("monsters.yaml:monsters.3=4"), "it is a mapping");
    }

    @Test
    void aFieldAnotherEntryHasMayBeAddedAndATopLevelNumberSet() {
        Cli.Run run = simulate("monsters.yaml:giant-rat.penalty=2");
        assertEquals(0, run.code(), run.err());
        Cli.Run top = simulate("board.yaml:doubloonsToWin=3");
        assertEquals(0, top.code(), top.err());
        assertTrue(top.out().contains("Content: --set board.yaml:doubloonsToWin=3"), top.out());
    }

    @Test
    void setWorksOnAContentFolderAndOnPlay() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("kk"));
        for (String f : new String[] {"board", "action-card", "artifacts", "goals", "monsters"}) {
            try (var in = GameModules.class.getResourceAsStream("/killmans-keep/" + f + ".yaml")) {
                Files.copy(in, folder.resolve(f + ".yaml"));
            }
        }
        Cli.Run run = Cli.run("simulate", "killmans-keep", "--content", folder.toString(), "--set",
                "monsters.yaml:dragon.penalty=5", "--games", "2", "--seats", "random,random");
        assertEquals(0, run.code(), run.err());
        refused(Cli.run("play", "killmans-keep", "--seats", "random,random", "--set", "monsters.yaml:wyrm.x=1"),
                "no entry 'wyrm'");
        Cli.Run play = Cli.run("play", "killmans-keep", "--seats", "random,random", "--seed", "3",
                "--save", dir.resolve("g.json").toString(), "--set", "monsters.yaml:dragon.penalty=5");
        assertEquals(0, play.code(), play.err());
    }

    private static String firstArtifact() {
        try (var in = GameModules.class.getResourceAsStream("/killmans-keep/artifacts.yaml")) {
            String text = new String(in.readAllBytes());
            int at = text.indexOf("id: ");
            return text.substring(at + 4, text.indexOf(',', at)).trim();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aStarSetsTheFieldInEveryEntryThatHasIt() throws Exception {
        Cli.Run all = Cli.run("compare", "killmans-keep", "--games", "60", "--seats", "heuristic,heuristic",
                "--seed", "2", "--set", "monsters.yaml:*.penalty=9", "--out", dir.toString());
        assertEquals(0, all.code(), all.err());
        assertTrue(all.out().contains("Variant: --set monsters.yaml:*.penalty=9"), all.out());
        assertTrue(all.out().contains("games got longer by"), "every Monster much harder: " + all.out());
        refused(simulate("monsters.yaml:*.nonesuch=1"), "no entry of monsters.yaml has the field 'nonesuch'");
    }
}
