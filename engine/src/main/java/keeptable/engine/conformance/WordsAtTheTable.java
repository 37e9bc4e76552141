package keeptable.engine.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;

/**
 * Every move seen, in words, with the players' names: plays a whole game with named seats and fails on the first
 * choice after which another player or a spectator reads no event, and on any prompt, choice, event or outcome that
 * calls someone by a seat number ("player 2", "Bot 1") rather than a name.
 */
public final class WordsAtTheTable {
    /** The names the seats get, in seat order. */
    public static final List<String> NAMES = List.of("Ann", "Bob", "Cleo", "Dov", "Eva", "Finn");
    private static final Pattern SEAT_NUMBER = Pattern.compile("(?i)\\b(player|seat|bot) ?[0-9]");

    private WordsAtTheTable() {
    }

    /** A setup of {@code players} seats named from {@link #NAMES}, with the game's default options. */
    public static Setup named(int players, long seed) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(new Seat(NAMES.get(i), "random"));
        }
        return new Setup(seats, Map.of(), seed);
    }

    /**
     * Plays the game {@code newGame} deals for {@link #named}({@code players}, {@code seed}) to its end, random
     * choices or {@code bot}'s (given a determinized copy), checking every step; returns the choices checked.
     */
    public static int playAndCheck(Function<Setup, State> newGame, int players, long seed, Agent bot) {
        State s = newGame.apply(named(players, seed));
        Rng rng = new Rng(seed * 31 + 7);
        int checked = 0;
        while (!s.isOver()) {
            int mover = s.toMove();
            noSeatNumber(s.decision().prompt());
            List<Choice> choices = s.choices();
            for (Choice c : choices) {
                noSeatNumber(s.describe(c));
            }
            Choice c = bot == null ? choices.get(rng.nextInt(choices.size()))
                    : bot.choose(s.determinize(mover, rng.split()), choices, rng);
            String said = s.describe(c);
            EventSink.Collector out = EventSink.collect();
            s.apply(c, out);
            for (Event e : out.events()) {
                noSeatNumber(e.text());
            }
            for (int other = 0; other < players; other++) {
                if (other != mover && out.visibleTo(other).isEmpty()) {
                    throw new AssertionError(NAMES.get(mover) + "'s choice '" + said + "' told " + NAMES.get(other)
                            + " nothing (seed " + seed + ", step " + s.step() + ")");
                }
            }
            if (out.visibleTo(View.SPECTATOR).isEmpty()) {
                throw new AssertionError(NAMES.get(mover) + "'s choice '" + said + "' told a spectator nothing (seed "
                        + seed + ", step " + s.step() + ")");
            }
            checked++;
        }
        noSeatNumber(s.outcome().reason());
        return checked;
    }

    private static void noSeatNumber(String words) {
        if (SEAT_NUMBER.matcher(words).find()) {
            throw new AssertionError("a seat called by its number, not its name: " + words);
        }
    }
}
