package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;

/** Doubloons from the Bank (book: Bank, How to Win): the fifth one wins the game at once. */
final class Doubloons {
    private Doubloons() {
    }

    static void gain(KkPosition s, int p, int wanted, String why, EventSink out) {
        gain(s, p, wanted, 0, why, out);
    }

    /** As {@link #gain(KkPosition, int, int, String, EventSink)}, for Doubloons bought: the words say the price. */
    static void gain(KkPosition s, int p, int wanted, int paid, String why, EventSink out) {
        int got = Math.min(wanted, s.bankDoubloons);
        s.bankDoubloons -= got;
        s.doubloons[p] += got;
        if (out.enabled() && got > 0) {
            // Doubloons and money are in plain sight: the line shows nothing hidden
            out.emit(new KkEvent.Plain(p, s.name(p) + (paid > 0 ? " pays $" + paid + " for " : " gains ") + got
                    + " Doubloon" + (got > 1 ? "s" : "") + " (" + s.doubloons[p] + " in all)", why));
        }
        if (s.doubloons[p] >= s.content.doubloonsToWin) {
            s.phase = KkPosition.OVER;
            s.displayDue = 0;
            s.outcome = outcome(s, List.of(p), s.name(p) + " is the first to " + s.content.doubloonsToWin + " Doubloons");
            if (out.enabled()) {
                out.emit(new KkEvent.GameOver(List.of(p), s.name(p) + " wins with " + s.doubloons[p] + " Doubloons!",
                        "How to Win"));
            }
            FinalStanding.tell(s, out);
        }
    }

    /**
     * The ending with every seat's Doubloons as its score; seats are placed by Doubloons, then money (the
     * authored round-limit order, also used to place the losers of a game someone won outright).
     */
    static Outcome outcome(KkPosition s, List<Integer> winners, String reason) {
        int[] scores = new int[s.n];
        long[] rank = new long[s.n];
        for (int p = 0; p < s.n; p++) {
            scores[p] = s.doubloons[p];
            rank[p] = s.doubloons[p] * 100_000L + s.money[p];
        }
        return Outcome.ranked(winners, reason, scores, rank);
    }
}
