package keeptable.games.downamongthedead;

import keeptable.engine.State;
import keeptable.engine.conformance.Conformance;
import keeptable.games.downamongthedead.content.Kind;

/** What every reachable state of Down Among The Dead satisfies. */
final class DadInvariants implements Conformance.Invariant {
    @Override
    public void check(State state) {
        DadState s = (DadState) state;
        int onBoard = 0;
        for (int i = 0; i < s.roster.size(); i++) {
            final int id = i;
            int p = s.pos[i];
            if (p >= 0) {
                onBoard++;
                require(s.map.floor[p], () -> "counter " + id + " stands on a wall");
                require(s.board[p] == i + 1 || i == s.moving, () -> "board and positions disagree for counter " + id);
                require(s.wounds[i] >= 0 && s.wounds[i] <= s.hitPoints(i), () -> "wounds out of range for " + id);
            } else {
                require(!s.dead[i] && s.wounds[i] == 0, () -> "an off-map counter keeps wounds or a dead marker");
            }
            require(s.deaths[i] <= 1 || p < 0, () -> "a counter dead twice is still on the map");
            require(!s.dead[i] || s.kind(i).adventurer(), () -> "only adventurers get dead markers");
            if (s.kind(i).adventurer()) {
                require(s.itemCount(i) <= DadState.CARRY, () -> "more than three items on " + id);
                for (int t = 0; t < DadState.ITEM_TYPES; t++) {
                    require(s.items[i * DadState.ITEM_TYPES + t] >= 0, () -> "negative items");
                }
            }
        }
        for (int k = 0; k < s.fellOn.length; k++) {
            final int id = k;
            int sq = s.fellOn[k];
            require(sq < 0 || s.pos[k] < 0 && s.map.floor[sq] && s.carried(k) > 0,
                    () -> "items left on a square by counter " + id + " that is on the map, on a wall or empty");
        }
        int marks = 0;
        for (int sq = 0; sq < s.board.length; sq++) {
            if (s.board[sq] != 0) {
                marks++;
                require(s.pos[s.board[sq] - 1] == sq, () -> "board names a counter that is elsewhere");
            }
        }
        require(marks == onBoard - (s.moving >= 0 && s.board[s.pos[s.moving]] != s.moving + 1 ? 1 : 0),
                () -> "one counter per square");
        require(s.inPlay(Kind.VAMPIRE_THRALL) <= 4, () -> "more than four thralls");
        require(s.inPlay(Kind.MINOR_DEMON) <= 1, () -> "more than one demon");
        require(s.divineFires <= 2, () -> "divine fire more than twice");
        for (int t = 0; t < DadState.ITEM_TYPES; t++) {
            int n = 0;
            for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
                n += s.items[k * DadState.ITEM_TYPES + t];
            }
            require(n <= s.content.itemCopies[t], () -> "more items than counters in the box");
        }
        require(s.turn <= s.variant.turnLimit(), () -> "past the turn limit");
    }

    private static void require(boolean ok, java.util.function.Supplier<String> what) {
        if (!ok) {
            throw new AssertionError(what.get());
        }
    }
}
