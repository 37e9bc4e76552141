package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Counts;

/**
 * Whose turn it is (book: Turns, Setup 8): a turn's two actions and free move, less any penalty the
 * player carries, the next player clockwise, the end of a turn with nothing left to do, and the
 * authored round limit.
 */
final class TurnOrder {
    static final int ACTIONS_PER_TURN = 2;

    private TurnOrder() {
    }

    /** Begins the turn of the seat at {@code index} in turn order, with any penalty it carries. */
    static void startTurn(KkPosition s, int index, EventSink out) {
        int p = s.order[index];
        s.turnIndex = index;
        s.current = p;
        s.phase = KkPosition.TURN;
        s.actions = Math.max(0, ACTIONS_PER_TURN - s.lostActions[p]);
        s.freeMoves = s.lostMove[p] ? 0 : 1;
        s.lostActions[p] = 0;
        s.lostMove[p] = false;
        s.swappedDisplay = false;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, "Round " + (s.round + 1) + ": " + s.name(p) + "'s turn ("
                    + Counts.of(s.actions, "action") + (s.freeMoves > 0 ? ", a free move" : ", no free move") + ")",
                    "Turns"));
        }
    }

    static void endTurn(KkPosition s, EventSink out) {
        int next = s.turnIndex + 1;
        if (next == s.n) {
            next = 0;
            s.round++;
            if (s.round >= s.roundLimit) {
                endAtRoundLimit(s, out);
                return;
            }
        }
        startTurn(s, next, out);
    }

    /** Authored rule: a game that reaches the round limit goes to the most Doubloons, then the most money. */
    private static void endAtRoundLimit(KkPosition s, EventSink out) {
        int best = -1;
        List<Integer> winners = new ArrayList<>();
        for (int p = 0; p < s.n; p++) {
            int score = s.doubloons[p] * 100_000 + s.money[p];
            if (score > best) {
                best = score;
                winners.clear();
            }
            if (score == best) {
                winners.add(p);
            }
        }
        s.phase = KkPosition.OVER;
        s.displayDue = 0;
        String names = String.join(" and ", winners.stream().map(s::name).toList());
        s.outcome = Doubloons.outcome(s, winners, "round limit of " + s.roundLimit + " reached; " + names
                + " had the most Doubloons (then money)");
        if (out.enabled()) {
            out.emit(new KkEvent.GameOver(winners, s.outcome.reason(), "Round limit (authored)"));
        }
        FinalStanding.tell(s, out);
    }

    /** Ends the turn by itself once nothing is left to do in it. */
    static void afterChoice(KkPosition s, EventSink out) {
        while (s.phase == KkPosition.TURN && s.displayDue == 0 && s.actions == 0 && s.freeMoves == 0) {
            endTurn(s, out);
        }
    }
}
