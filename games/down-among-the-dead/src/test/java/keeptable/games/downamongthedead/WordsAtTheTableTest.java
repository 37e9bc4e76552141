package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.conformance.WordsAtTheTable;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: at the table every move is seen in words, with the players' names. After every choice
 * each other player reads at least one event about it, and no prompt, choice, event or outcome
 * calls anyone by a seat number.
 */
class WordsAtTheTableTest {
    private static final DownAmongTheDead GAME = new DownAmongTheDead();
    private static final String[] NAMES = WordsAtTheTable.NAMES.toArray(String[]::new);

    private static Setup named(int players, long seed) {
        return WordsAtTheTable.named(players, seed);
    }

    /** Plays a whole game; fails on the first choice another player would not see told, or a seat number. */
    private static int playAndCheck(int players, long seed, Agent bot) {
        return WordsAtTheTable.playAndCheck(GAME::newGame, players, seed, bot);
    }

    @Test
    void everyRandomMoveIsToldToEveryOtherPlayerByName() {
        int checked = 0;
        for (long seed = 1; seed <= 60; seed++) {
            checked += playAndCheck(2, seed, null);
        }
        assertTrue(checked > 5_000, "choices checked: " + checked);
    }

    @Test
    void everyBotMoveIsToldToEveryOtherPlayerByName() {
        for (long seed = 1; seed <= 12; seed++) {
            playAndCheck(2, seed, GAME.heuristicAgent());
        }
    }

    /** Issue 26: the table states what each side must do to win and how far it is (book: Victory Condition). */
    @Test
    void theViewStatesEachSidesObjectiveAndTheTurnLimit() {
        State s = GAME.newGame(named(2, 5));
        DadView v = (DadView) s.view(0);
        assertTrue(v.objective().contains("killing the Vampire Master")
                && v.objective().contains("destroying all 4 spawning squares (0 destroyed so far)")
                && v.objective().contains("still lives at the end of turn " + Variant.DEFAULT_TURNS), v.objective());
        assertTrue(v.text().contains("To win: " + v.objective()), v.text());
        State none = GAME.newGame(new Setup(named(2, 5).seats(), Map.of("spawns", "none"), 5));
        String draw = ((DadView) none.view(1)).objective();
        assertTrue(draw.contains("no counter standing") && draw.contains("a draw"), draw);
    }

    /** Choosing the party, each adventurer's choice says how far it moves, how it fights, what kills it and its gift. */
    @Test
    void eachAdventurerOnOfferSaysItsNumbersAndItsGift() {
        DadState s = (DadState) GAME.newGame(named(2, 5));
        var c = s.content;
        int offered = 0;
        for (var choice : s.choices()) {
            if (choice instanceof DadChoice.PickCharacter p) {
                offered++;
                String said = s.describe(choice);
                String numbers = "Take the " + c.kindName(p.kind()) + ": moves " + c.movement[p.kind()] + ", combat "
                        + (c.combat[p.kind()] >= 0 ? "+" : "-") + Math.abs(c.combat[p.kind()]) + ", "
                        + (c.hitPoints[p.kind()] + 1) + " wounds kill; ";
                assertTrue(said.startsWith(numbers) && said.length() > numbers.length() + 20 && !said.endsWith("no gift"),
                        said);
            }
        }
        assertTrue(offered == 8, "the eight adventurers are offered: " + offered);
    }

    /** The terminal's counter list gives each counter's moves and the wound that kills it, not a bare wounds/hit points. */
    @Test
    void theCounterListSaysHowFarEachMovesAndWhatKillsIt() {
        DadState s = (DadState) GAME.newGame(named(2, 5));
        var c = s.content;
        int vampire = keeptable.games.downamongthedead.content.Kind.VAMPIRE_MASTER.ordinal();
        String line = s.view(0).text().lines().filter(l -> l.matches("  \\S+ +Vampire Master .*")).findFirst().orElseThrow();
        assertTrue(line.matches(".*Vampire Master +moves " + c.movement[vampire] + "  combat \\+" + c.combat[vampire]
                + "  wounds 0, " + (c.hitPoints[vampire] + 1) + " kill"), line);
    }

    /** A choice the rules tell nothing of is told in a sentence: who, which side, and what they did. */
    @Test
    void aChoiceTheRulesTellNothingOfIsToldAsASentence() {
        DadState s = (DadState) GAME.newGame(named(2, 5));
        java.util.List<String> told = new java.util.ArrayList<>();
        keeptable.engine.EventSink sink = new keeptable.engine.EventSink() {
            @Override
            public boolean enabled() {
                return true;
            }

            @Override
            public void emit(keeptable.engine.Event e) {
                told.add(e.text());
            }
        };
        String who = NAMES[0] + " (adventurers) ";
        while (!s.isOver() && !told.contains(who + "is done with the movement phase")) {
            var choices = s.choices();
            var end = choices.stream().filter(ch -> ch instanceof DadChoice.EndPhase || ch instanceof DadChoice.StockDone)
                    .findFirst().orElse(choices.get(0));
            s.apply(end, sink);
        }
        assertTrue(told.contains(who + "takes no more items"), String.join("\n", told));
        assertTrue(told.contains(who + "is done with the movement phase"), String.join("\n", told));
        assertTrue(told.stream().noneMatch(t -> t.contains("): ")), String.join("\n", told));
    }
}
