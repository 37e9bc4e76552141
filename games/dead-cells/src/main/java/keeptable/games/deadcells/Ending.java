package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Move;

/** The end of a Run: why it ended and its outcome. */
final class Ending {
    private Ending() {
    }

    static void endRun(DcPosition s, boolean won, String why, EventSink ev) {
        s.reason = why;
        s.won = won;
        s.phase = END;
        s.pending = Pending.NONE;
        s.taskN = 0;
        if (ev.enabled()) {
            emit(ev, "End of Run: " + why, "End of Run");
        }
    }

    static void over(DcPosition s, EventSink ev) {
        s.phase = OVER;
        List<Integer> winners = new ArrayList<>();
        if (s.won) {
            for (int p = 0; p < s.seats(); p++) { // the seats: a lone player wins, not Serenade beside them
                winners.add(p);
            }
        }
        s.outcome = Outcome.sides(s.seats(), winners, s.reason, null, RunProgress.of(s));
        if (ev.enabled()) {
            emit(ev, RunSummary.outcome(s), "End of Run");
            for (String line : RunSummary.group(s)) {
                emit(ev, line, "End of Run");
            }
            for (String line : RunSummary.players(s)) {
                emit(ev, line, "End of Run");
            }
        }
    }
}
