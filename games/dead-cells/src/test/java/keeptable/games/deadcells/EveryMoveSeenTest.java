package keeptable.games.deadcells;

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
import keeptable.engine.agent.RandomAgent;
import org.junit.jupiter.api.Test;

/**
 * Every move is seen: after each choice, every other seat at the table reads at least one event saying what
 * happened, and no event, prompt or choice calls a seat by its number ("player 2", "seat 1", "Bot 3").
 */
class EveryMoveSeenTest {
    static final Pattern SEAT_NUMBER = Pattern.compile("(?i)\\b(player|seat|bot) [0-9]");

    @Test
    void afterEveryChoiceEachOtherSeatReadsWhatHappenedAndNoSeatIsANumber() {
        List<String> found = new ArrayList<>();
        String[] names = {"Ann", "Bo", "Cy", "Di"};
        for (int seats = 2; seats <= 4; seats++) {
            for (int game = 0; game < 12; game++) {
                List<Seat> seatList = new ArrayList<>();
                for (int i = 0; i < seats; i++) {
                    seatList.add(new Seat(names[i], "bot"));
                }
                long seed = seats * 100L + game;
                State s = Scene.GAME.newGame(new Setup(seatList, Map.of(), seed));
                Agent agent = game % 2 == 0 ? new RandomAgent() : Scene.GAME.heuristicAgent();
                Rng rng = new Rng(seed);
                while (!s.isOver()) {
                    List<Choice> choices = List.copyOf(s.choices());
                    int mover = s.decision().seat();
                    check(s.decision().prompt(), "prompt", found);
                    Choice ch = agent.choose(s.copy(), choices, rng);
                    String words = s.describe(ch);
                    check(words, "choice", found);
                    EventSink.Collector events = EventSink.collect();
                    s.apply(ch, events);
                    for (Event e : events.events()) {
                        check(e.text(), "event", found);
                    }
                    for (int other = 0; other < seats; other++) {
                        int o = other;
                        if (o != mover && events.events().stream().noneMatch(e -> e.visibleTo(o))) {
                            found.add("seat " + o + " read nothing after '" + words + "'");
                        }
                    }
                }
            }
        }
        assertTrue(found.isEmpty(), found.size() + " misses, e.g. " + found.stream().distinct().limit(12).toList());
    }

    private static void check(String text, String what, List<String> found) {
        if (SEAT_NUMBER.matcher(text).find()) {
            found.add(what + " '" + text + "' calls a seat by its number");
        }
    }
}
