package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import org.junit.jupiter.api.Test;

/**
 * Every action seen, in the game's own words (issue 26): after each choice every other seat reads at least one
 * event saying what happened, and no event, prompt, choice or outcome calls a seat by a number.
 */
class EveryActionSeenTest {
    private static final Pattern NUMBERED_SEAT = Pattern.compile("(?i)\\b(player|seat) [0-9]");
    private static final String[] NAMES = {"Ann", "Bob", "Cleo", "Dev", "Eli", "Fay"};

    static Setup named(int seats, long seed) {
        List<Seat> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            list.add(new Seat(NAMES[i], "bot"));
        }
        return new Setup(list, Map.of(), seed);
    }

    @Test
    void everyChoiceOfRandomAndHeuristicGamesIsToldToEveryOtherSeatWithNamesNotNumbers() {
        Map<String, Integer> unseen = new HashMap<>();
        List<String> numbered = new ArrayList<>();
        int choicesMade = 0;
        for (int game = 0; game < 120; game++) {
            int seats = 3 + game % 4;
            Agent bot = game % 2 == 0 ? TheKeep.GAME.heuristicAgent() : null;
            KeepState s = (KeepState) TheKeep.GAME.newGame(named(seats, 7_000 + game));
            Rng rng = new Rng(game);
            while (!s.isOver()) {
                List<Choice> choices = s.choices();
                String phase = Phases.class.getSimpleName() + " " + s.phase;
                check(s.decision().prompt(), "prompt", numbered);
                for (Choice c : choices) {
                    check(s.describe(c), "choice", numbered);
                }
                int mover = s.toMove();
                Choice c = bot != null ? bot.choose(s, choices, rng) : choices.get(rng.nextInt(choices.size()));
                String what = c.getClass().getSimpleName() + " in phase " + phase;
                EventSink.Collector ev = EventSink.collect();
                s.apply(c, ev);
                choicesMade++;
                for (Event e : ev.events()) {
                    check(e.text(), "event", numbered);
                }
                for (int seat = 0; seat < seats; seat++) {
                    if (seat != mover && ev.visibleTo(seat).isEmpty()) {
                        unseen.merge(what, 1, Integer::sum);
                    }
                }
                if (ev.visibleTo(View.SPECTATOR).isEmpty()) {
                    unseen.merge("(spectator) " + what, 1, Integer::sum);
                }
            }
            check(s.outcome().reason(), "outcome", numbered);
        }
        assertTrue(choicesMade > 10_000, "games played: " + choicesMade + " choices");
        assertEquals(Map.of(), unseen, "choices the other seats did not see");
        assertEquals(List.of(), numbered.stream().distinct().limit(20).toList());
    }

    @Test
    void theOutcomeNamesTheWinner() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(named(3, 5));
        Rng rng = new Rng(5);
        Agent bot = TheKeep.GAME.heuristicAgent();
        while (!s.isOver()) {
            s.apply(bot.choose(s, s.choices(), rng));
        }
        String reason = s.outcome().reason();
        String winner = NAMES[s.winner];
        assertTrue(reason.contains(winner + " wins"), reason);
        assertFalse(NUMBERED_SEAT.matcher(reason).find(), reason);
    }

    private static void check(String text, String where, List<String> numbered) {
        if (text != null && NUMBERED_SEAT.matcher(text).find()) {
            numbered.add(where + ": " + text);
        }
    }
}
