package keeptable.games.deadkeep;

import java.util.List;
import keeptable.engine.EventSink;

/**
 * Search tokens dropped by the last Undead of a type in a Zone. The box holds 5: while some are left a dropped
 * token comes from the box; when all 5 are on the board, one is taken from anywhere on the board, at the players'
 * choice, and put in the Zone. That choice is made by the player of the Adventurer whose Action killed the Undead,
 * once the Action's hits are given out ({@link DkPosition#M_TOKEN}); a single Zone holding tokens is no choice.
 * The lowest layer: it asks only {@link Notes}.
 */
final class SearchTokens {
    static final int IN_THE_BOX = 5;

    private SearchTokens() {
    }

    /** The last Undead of a type died in {@code z}, killed by {@code killer}'s Action. */
    static void drop(DkPosition s, int z, int killer, EventSink ev) {
        if (onBoard(s) < IN_THE_BOX) {
            s.searchTokens[z]++;
            return;
        }
        s.tokenDue[z]++;
        s.tokenAdv = killer;
    }

    /**
     * Settles the tokens due; true when the players must choose where one comes from (the mode is then
     * {@link DkPosition#M_TOKEN}), false when none is due any more.
     */
    static boolean settle(DkPosition s, EventSink ev) {
        for (int z = due(s); z >= 0; z = due(s)) {
            int from = -1;
            int places = 0;
            for (int q = 0; q < s.g.zones(); q++) {
                if (s.searchTokens[q] > 0) {
                    from = q;
                    places++;
                }
            }
            if (places > 1) {
                s.mode = DkPosition.M_TOKEN;
                return true;
            }
            if (from < 0) {
                s.tokenDue[z] = 0;
            } else {
                take(s, from, ev);
            }
        }
        return false;
    }

    /** The Zones a token may be taken from: every Zone holding one, the Zone it goes to included. */
    static void choices(DkPosition s, List<DkChoice> out) {
        for (int q = 0; q < s.g.zones(); q++) {
            if (s.searchTokens[q] > 0) {
                out.add(new DkChoice.SearchToken(q));
            }
        }
    }

    /** Takes a token from {@code from} to the first Zone a token is due in. */
    static boolean take(DkPosition s, int from, EventSink ev) {
        int z = due(s);
        s.tokenDue[z]--;
        s.searchTokens[from]--;
        s.searchTokens[z]++;
        if (ev.enabled()) {
            Notes.note(ev, "All 5 Search tokens are out: " + (from == z ? "the one in " + s.zoneName(z) + " stays"
                    : "one moves " + s.zoneName(from) + " -> " + s.zoneName(z)), "Search");
        }
        if (s.mode == DkPosition.M_TOKEN) {
            s.mode = DkPosition.M_ACTION;
        }
        return true;
    }

    static int due(DkPosition s) {
        for (int z = 0; z < s.tokenDue.length; z++) {
            if (s.tokenDue[z] > 0) {
                return z;
            }
        }
        return -1;
    }

    private static int onBoard(DkPosition s) {
        int total = 0;
        for (int n : s.searchTokens) {
            total += n;
        }
        return total;
    }
}
