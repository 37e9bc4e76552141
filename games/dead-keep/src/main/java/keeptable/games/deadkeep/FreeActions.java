package keeptable.games.deadkeep;

/**
 * The kinds of free Action an Adventurer may hold in a Turn (from Skills and Class Abilities), as indexes into the
 * position's per-Adventurer counts ({@code DkPosition.free}, {@link #FREE_TYPES} per Adventurer).
 */
final class FreeActions {
    private FreeActions() {
    }

    static final int F_MOVE = 0;
    static final int F_MELEE = 1;
    static final int F_RANGED = 2;
    static final int F_MAGIC = 3;
    static final int F_COMBAT = 4;
    static final int F_SEARCH = 5;
    static final int F_SPELL = 6;
    static final int F_HIT_RUN = 7;
    static final int F_BLOODLUST = 8;
    static final int F_ENCHANT = 9;
    static final int F_GATHER = 10;
    static final int FREE_TYPES = 11;
}
