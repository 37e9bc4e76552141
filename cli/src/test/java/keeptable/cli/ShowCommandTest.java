package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** keeptable show: a game set up and seen from one seat, without playing. */
class ShowCommandTest {

    @Test
    void printsTheQuestsMapAsTheGameDrawsIt() {
        Cli.Run q3 = Cli.run("show", "dead-keep", "--quest", "q3");
        assertEquals(0, q3.code(), q3.err());
        assertTrue(q3.out().startsWith("The Dead Keep, seed 1, rules "), q3.out());
        assertTrue(q3.out().contains("Quest 3: The Wyvern's Tower · Round 0 of 18"), q3.out());
        assertFalse(q3.out().contains("(q3)"), "a player reads the Quest's name, not its id: " + q3.out());
        assertTrue(q3.out().contains("The Tower: shut until the blue Objective is taken"), q3.out());
        assertTrue(q3.out().contains("Seat 1 decides first: Astrid: buy a Starting Equipment weapon (150 Gold)\n"
                + "  1. Astrid buys Broadsword (150 Gold): Melee, Range 0, 2 dice hit on 4+, Armor Penetration 1\n"), q3.out());
        Cli.Run tutorial = Cli.run("show", "dead-keep", "--quest", "tutorial");
        assertNotEquals(q3.out().substring(q3.out().indexOf('\n')), tutorial.out().substring(
                tutorial.out().indexOf('\n')), "another Quest, another map");
    }

    @Test
    void showsTheChosenSeatsViewOnly() {
        // Gem Grab deals two hidden cards each: the command prints seat 2's own view of that deal, not seat 1's
        var seats = java.util.List.of(new keeptable.engine.Seat("Bot 1", "heuristic"),
                new keeptable.engine.Seat("Bot 2", "heuristic"));
        keeptable.engine.State dealt = keeptable.engine.module.GameModules.byId("gem-grab")
                .newGame(new keeptable.engine.Setup(seats, java.util.Map.of(), 4));
        String seatTwo = dealt.view(1).text();
        assertNotEquals(dealt.view(0).text(), seatTwo, "the deal at seed 4 gives the two seats different hands");
        Cli.Run two = Cli.run("show", "gem-grab", "--seats", "2", "--seed", "4", "--seat", "2");
        assertEquals(0, two.code(), two.err());
        assertTrue(two.out().contains("seat 2 of 2:\n\n" + seatTwo + "\n"), two.out());
        assertTrue(two.out().contains("Seat 1 decides first: Take a card or play one\n  1. take the top card\n"),
                two.out());
    }

    @Test
    void refusesABadTableWithExitTwoAndSaysWhy() {
        Cli.Run tooMany = Cli.run("show", "gem-grab", "--seats", "9");
        assertEquals(2, tooMany.code());
        assertTrue(tooMany.err().contains("Gem Grab is for 2 to 4 players, not 9"), tooMany.err());
        Cli.Run noSeat = Cli.run("show", "gem-grab", "--seats", "2", "--seat", "3");
        assertEquals(2, noSeat.code());
        assertTrue(noSeat.err().contains("--seat counts from 1 to 2, not 3"), noSeat.err());
        Cli.Run badQuest = Cli.run("show", "dead-keep", "--quest", "q99");
        assertEquals(2, badQuest.code());
        assertTrue(badQuest.err().contains("q99"), badQuest.err());
    }
}
