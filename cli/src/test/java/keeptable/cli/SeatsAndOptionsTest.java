package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One seat syntax and one way to give a game's options, in every command that takes them: {@code --seats N} or
 * {@code --seats SPEC,...}, and {@code --KEY VALUE} / {@code --option KEY=VALUE} passed to the game, which checks
 * them.
 */
class SeatsAndOptionsTest {
    /** Each command that sets a game up, with what it needs besides the game, the seats and the options. */
    private static final List<List<String>> COMMANDS = List.of(
            List.of("show"),
            List.of("bench", "--seconds", "0.02"),
            List.of("tournament", "--agents", "random,heuristic", "--games", "2", "--seed", "1"),
            List.of("simulate", "--games", "2", "--seed", "1"),
            List.of("compare", "--games", "2", "--seed", "1", "--set", "monsters.yaml:dragon.penalty=5"),
            List.of("sweep", "--games", "2", "--seed", "1", "--vary", "monsters.yaml:dragon.penalty=3,5"),
            List.of("tune", "--games", "2", "--seed", "1", "--vary", "monsters.yaml:dragon.penalty=1..9",
                    "--target", "seat 1 win rate = 0.3"));

    private static Cli.Run run(List<String> command, String... more) {
        List<String> args = new java.util.ArrayList<>();
        args.add(command.get(0));
        args.add("killmans-keep");
        args.addAll(command.subList(1, command.size()));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void everyCommandPassesAGamesOptionToTheGameWhichChecksIt() {
        for (List<String> command : COMMANDS) {
            Cli.Run bad = run(command, "--seats", "2", "--roundLimit", "0");
            assertEquals(2, bad.code(), command + ": " + bad.out() + bad.err());
            assertTrue(bad.err().contains("option roundLimit"), command + " names the option the game refused: "
                    + bad.err());
            Cli.Run spelledOut = run(command, "--seats", "2", "--option", "roundLimit=1001");
            assertEquals(2, spelledOut.code(), command + ": " + spelledOut.err());
            assertTrue(spelledOut.err().contains("option roundLimit"), command + ": " + spelledOut.err());
            Cli.Run stray = run(command, "--seats", "2", "stray");
            assertEquals(2, stray.code(), command + ": " + stray.err());
            assertTrue(stray.err().contains("unexpected argument 'stray'"), command + ": " + stray.err());
        }
    }

    @TempDir
    java.nio.file.Path saved;

    @Test
    void everyCommandTakesANumberOfSeatsAndRefusesOneTheGameDoesNotAllow() {
        for (List<String> command : COMMANDS) {
            Cli.Run tooMany = run(command, "--seats", "9");
            assertEquals(2, tooMany.code(), command + ": " + tooMany.err());
            assertTrue(tooMany.err().contains("Killman's Keep is for 2 to 6 players, not 9"),
                    command + ": " + tooMany.err());
        }
        Cli.Run play = Cli.withInput("quit\ny\n", "play", "killmans-keep", "--seats", "3", "--name", "Ann",
                "--seed", "2", "--save", saved.resolve("three.json").toString());
        assertEquals(0, play.code(), play.err());
        assertTrue(play.out().contains("Ann") && play.out().contains("Bot 3") && !play.out().contains("Bot 4"),
                "a person and two bots: " + play.out());
        Cli.Run show = Cli.run("show", "killmans-keep", "--seats", "4");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("seat 1 of 4:"), show.out());
        Cli.Run simulate = Cli.run("simulate", "killmans-keep", "--seats", "4", "--games", "2", "--seed", "1");
        assertEquals(0, simulate.code(), simulate.err());
        assertTrue(simulate.out().contains("heuristic, heuristic, heuristic, heuristic"), simulate.out());
    }

    @Test
    void aListOfWhoPlaysIsRefusedWhereOnlyATableSizeIsAsked() {
        for (String command : List.of("show", "bench")) {
            Cli.Run listed = Cli.run(command, "killmans-keep", "--seats", "heuristic,random");
            assertEquals(2, listed.code(), command + ": " + listed.err());
            assertTrue(listed.err().contains("--seats takes a number of seats here (e.g. --seats 2), not who plays "
                    + "them: heuristic,random"), command + ": " + listed.err());
        }
    }
}
