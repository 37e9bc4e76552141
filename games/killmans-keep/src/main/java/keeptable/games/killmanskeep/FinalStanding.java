package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.games.killmanskeep.content.Counts;

/**
 * The end of a game as the players read it (book: How to Win; the round limit is authored): who won, by name, and
 * each player's place with the figures that decided it - Doubloons, then money - and what they hold and where they
 * stand. Told in the log when the game ends (the terminal and the table alike) and drawn by the board at the end.
 */
final class FinalStanding {
    private static final String[] PLACES = {"1st", "2nd", "3rd", "4th", "5th", "6th"};

    private FinalStanding() {
    }

    /** Who won, by name: "Ann wins", "Ann and Bob share the win"; null while the game goes on. */
    static String headline(KkPosition s) {
        if (s.outcome == null) {
            return null;
        }
        List<Integer> winners = s.outcome.winners();
        List<String> names = new ArrayList<>();
        for (int w : winners) {
            names.add(s.name(w));
        }
        return winners.size() == 1 ? names.get(0) + " wins" : String.join(" and ", names) + " share the win";
    }

    /**
     * Each player's line, best place first (seats that tie share a place): "1st Ann (wins): 5 Doubloons, $230,
     * 4 cards in hand, in the Bank". Empty while the game goes on.
     */
    static List<String> lines(KkPosition s) {
        List<String> out = new ArrayList<>();
        for (int p : byPlace(s)) {
            out.add(line(s, p));
        }
        return out;
    }

    /** The seats, best place first (seat order within a shared place); none while the game goes on. */
    private static int[] byPlace(KkPosition s) {
        if (s.outcome == null) {
            return new int[0];
        }
        int[] seats = new int[s.n];
        int k = 0;
        for (int place = 1; place <= s.n; place++) {
            for (int p = 0; p < s.n; p++) {
                if (s.outcome.place(p) == place) {
                    seats[k++] = p;
                }
            }
        }
        return seats;
    }

    private static String line(KkPosition s, int p) {
        Outcome outcome = s.outcome;
        return PLACES[outcome.place(p) - 1] + " " + s.name(p) + (outcome.won(p) ? " (wins)" : "") + ": "
                + Counts.of(s.doubloons[p], "Doubloon") + ", $" + s.money[p] + ", " + Counts.of(s.handCount[p], "card")
                + " in hand, in the " + s.content.areaName(s.area[p]);
    }

    /** Tells every player the final standing, a line each, once the game has ended. */
    static void tell(KkPosition s, EventSink out) {
        if (out.enabled()) {
            for (int p : byPlace(s)) {
                out.emit(new KkEvent.Plain(p, "Final standing: " + line(s, p), "How to Win"));
            }
        }
    }
}
