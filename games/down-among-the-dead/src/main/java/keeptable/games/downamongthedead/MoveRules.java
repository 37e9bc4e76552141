package keeptable.games.downamongthedead;

import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.GameMap;

/**
 * Movement Phase (4.0-4.4): a counter's move step by step, the break-away roll when leaving a
 * hindered square (4-6, the Scout 3-6), the move ending when no step is left, and spawning squares
 * destroyed on the way. Where a counter may step is in {@link MoveChoices}.
 */
final class MoveRules {
    private MoveRules() {
    }

    static void play(DadPosition s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.EndPhase e -> TurnRules.done(s, out);
            case DadChoice.Stop st -> finish(s, out);
            case DadChoice.Step st -> step(s, st, out);
            default -> throw new IllegalStateException("not a movement choice: " + choice);
        }
    }

    private static void step(DadPosition s, DadChoice.Step st, EventSink out) {
        int m = st.counter();
        if (s.moving < 0) {
            s.moving = m;
            s.movesLeft = s.content.movement[s.roster.kind(m)];
            s.acted |= 1L << m;
            s.board[s.pos[m]] = 0;
        }
        int from = s.pos[m];
        if (MoveChoices.hindered(s, m, from)) {
            int need = MoveChoices.breakAwayNeeds(s, m);
            boolean scout = need == 3;
            int die = s.d6();
            boolean ok = die >= need;
            if (out.enabled()) {
                out.emit(new DadEvent.Rolled(s.owner[m], "d6", die, "The " + s.name(m) + " tries to break away from "
                        + GameMap.name(from) + ": rolls " + die + (ok ? ", breaks away" : ", is held")
                        + (scout ? " (Scout: 3-6)" : " (4-6)"), scout ? "The Scout Special Ability" : "4.1"));
            }
            if (!ok) {
                finish(s, out);
                return;
            }
        }
        s.pos[m] = st.to();
        s.movesLeft--;
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("The " + s.content.kindName(s.roster.kind(m)) + " moves from "
                    + GameMap.name(from) + " to " + GameMap.name(st.to()), "4.0"));
        }
        Spawning.destroySpawn(s, m, st.to(), out);
        if (s.movesLeft == 0) {
            finish(s, out);
        } else if (s.board[st.to()] == 0) {
            // a counter with no further step ends its move where it stands
            if (!MoveChoices.anyStep(s, m, st.to(), s.movesLeft)) {
                finish(s, out);
            }
        }
    }

    private static void finish(DadPosition s, EventSink out) {
        int m = s.moving;
        s.board[s.pos[m]] = (byte) (m + 1);
        TurnRules.endActivity(s, out);
    }
}
