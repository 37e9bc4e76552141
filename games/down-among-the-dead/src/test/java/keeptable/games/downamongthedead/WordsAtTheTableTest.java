package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: at the table every move is seen in words, with the players' names. After every choice
 * each other player reads at least one event about it, and no prompt, choice, event or outcome
 * calls anyone by a seat number.
 */
class WordsAtTheTableTest {
    private static final DownAmongTheDead GAME = new DownAmongTheDead();
    private static final String[] NAMES = {"Ann", "Bob", "Cleo", "Dov", "Eva", "Finn"};
    private static final Pattern SEAT_NUMBER = Pattern.compile("(?i)\\b(player|seat|bot) ?[0-9]");

    private static Setup named(int players, long seed) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(new Seat(NAMES[i], "random"));
        }
        return new Setup(seats, Map.of(), seed);
    }

    /** Plays whole games; fails on the first choice another player would not see told, or a seat number. */
    private static int playAndCheck(int players, long seed, Agent bot) {
        State s = GAME.newGame(named(players, seed));
        Rng rng = new Rng(seed * 31 + 7);
        int checked = 0;
        while (!s.isOver()) {
            int mover = s.toMove();
            String prompt = s.decision().prompt();
            assertFalse(SEAT_NUMBER.matcher(prompt).find(), prompt);
            List<Choice> choices = s.choices();
            for (Choice c : choices) {
                String words = s.describe(c);
                assertFalse(SEAT_NUMBER.matcher(words).find(), words);
            }
            Choice c = bot == null ? choices.get(rng.nextInt(choices.size()))
                    : bot.choose(s.determinize(mover, rng.split()), choices, rng);
            String said = s.describe(c);
            EventSink.Collector out = EventSink.collect();
            s.apply(c, out);
            for (Event e : out.events()) {
                assertFalse(SEAT_NUMBER.matcher(e.text()).find(), e.text());
            }
            for (int other = 0; other < players; other++) {
                if (other != mover) {
                    assertFalse(out.visibleTo(other).isEmpty(), NAMES[mover] + "'s choice '" + said
                            + "' told " + NAMES[other] + " nothing (seed " + seed + ", step " + s.step() + ")");
                }
            }
            checked++;
        }
        String reason = s.outcome().reason();
        assertFalse(SEAT_NUMBER.matcher(reason).find(), reason);
        return checked;
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
}
