package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;

/** Doubloons from the Bank (book: Bank, How to Win): the fifth one wins the game at once. */
final class Doubloons {
    private Doubloons() {
    }

    static void gain(KkPosition s, int p, int wanted, String why, EventSink out) {
        int got = Math.min(wanted, s.bankDoubloons);
        s.bankDoubloons -= got;
        s.doubloons[p] += got;
        if (out.enabled() && got > 0) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " gains " + got + " Doubloon" + (got > 1 ? "s" : "") + " ("
                    + s.doubloons[p] + " in all)", why));
        }
        if (s.doubloons[p] >= s.content.doubloonsToWin) {
            s.phase = KkPosition.OVER;
            s.displayDue = 0;
            s.outcome = new Outcome(List.of(p), s.name(p) + " is the first to " + s.content.doubloonsToWin + " Doubloons");
            if (out.enabled()) {
                out.emit(new KkEvent.GameOver(List.of(p), s.name(p) + " wins with " + s.doubloons[p] + " Doubloons!",
                        "How to Win"));
            }
        }
    }
}
