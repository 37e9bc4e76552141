package keeptable.games.deadkeep;

/**
 * One shared instance of each choice that the rules list over and over (inventory moves and discards, steps
 * to a Zone, doors, Trades, Enemy Attacks assigned, the choices without fields), so that listing the legal
 * choices allocates little. Choices are values: a shared instance equals one built with {@code new} from the
 * same fields, so records and replays do not see the difference.
 */
final class Picks {
    /** Adventurers at most in a party. */
    static final int PARTY = 6;
    /** Zones and doors at most on a Ground (the rules keep them in 64-bit masks). */
    static final int PLACES = 64;

    static final DkChoice.Done DONE = new DkChoice.Done();
    static final DkChoice.DoNothing DO_NOTHING = new DkChoice.DoNothing();
    static final DkChoice.Gather GATHER = new DkChoice.Gather();
    static final DkChoice.Search SEARCH = new DkChoice.Search();
    static final DkChoice.Pass PASS = new DkChoice.Pass();

    private static final DkChoice.Give[] GIVES = new DkChoice.Give[PARTY * Slots.N * PARTY * Slots.N];
    private static final DkChoice.Exchange[] EXCHANGES = new DkChoice.Exchange[PARTY * Slots.N * PARTY * Slots.N];
    private static final DkChoice.Rearrange[] REARRANGES = new DkChoice.Rearrange[PARTY * Slots.N * Slots.N];
    private static final DkChoice.Discard[] DISCARDS = new DkChoice.Discard[PARTY * Slots.N];
    private static final DkChoice.Trade[] TRADES = new DkChoice.Trade[PARTY + 1];
    private static final DkChoice.Assign[] ASSIGNS = new DkChoice.Assign[PARTY];
    private static final DkChoice.Activate[] ACTIVATIONS = new DkChoice.Activate[PARTY];
    private static final DkChoice.Move[] STEPS = new DkChoice.Move[PLACES];
    private static final DkChoice.Route[] ROUTES = new DkChoice.Route[PLACES];
    private static final DkChoice.OpenDoor[] DOORS = new DkChoice.OpenDoor[PLACES];

    static {
        for (int i = 0; i < GIVES.length; i++) {
            int y = i % Slots.N;
            int b = i / Slots.N % PARTY;
            int x = i / (Slots.N * PARTY) % Slots.N;
            int a = i / (Slots.N * PARTY * Slots.N);
            GIVES[i] = new DkChoice.Give(a, x, b, y);
            EXCHANGES[i] = new DkChoice.Exchange(a, x, b, y);
        }
        for (int i = 0; i < REARRANGES.length; i++) {
            REARRANGES[i] = new DkChoice.Rearrange(i / (Slots.N * Slots.N), i / Slots.N % Slots.N, i % Slots.N);
        }
        for (int i = 0; i < DISCARDS.length; i++) {
            DISCARDS[i] = new DkChoice.Discard(i / Slots.N, i % Slots.N);
        }
        for (int i = 0; i < TRADES.length; i++) {
            TRADES[i] = new DkChoice.Trade(i - 1);
        }
        for (int a = 0; a < PARTY; a++) {
            ASSIGNS[a] = new DkChoice.Assign(a);
            ACTIVATIONS[a] = new DkChoice.Activate(a);
        }
        for (int z = 0; z < PLACES; z++) {
            STEPS[z] = new DkChoice.Move(z);
            ROUTES[z] = new DkChoice.Route(z);
            DOORS[z] = new DkChoice.OpenDoor(z);
        }
    }

    private Picks() {
    }

    /** Adventurer a gives the card in slot x to Adventurer b, into b's empty slot y. */
    static DkChoice.Give give(int a, int x, int b, int y) {
        return GIVES[((a * Slots.N + x) * PARTY + b) * Slots.N + y];
    }

    /** Adventurer a's card in slot x for Adventurer b's card in slot y. */
    static DkChoice.Exchange exchange(int a, int x, int b, int y) {
        return EXCHANGES[((a * Slots.N + x) * PARTY + b) * Slots.N + y];
    }

    /** Adventurer a's slots x and y change cards. */
    static DkChoice.Rearrange rearrange(int a, int x, int y) {
        return REARRANGES[(a * Slots.N + x) * Slots.N + y];
    }

    static DkChoice.Discard discard(int a, int slot) {
        return DISCARDS[a * Slots.N + slot];
    }

    /** Trade with Adventurer {@code partner}, or Reorganize alone ({@code -1}). */
    static DkChoice.Trade trade(int partner) {
        return TRADES[partner + 1];
    }

    static DkChoice.Assign assign(int a) {
        return ASSIGNS[a];
    }

    static DkChoice.Activate activate(int a) {
        return ACTIVATIONS[a];
    }

    /** One step to a neighbouring Zone. */
    static DkChoice.Move step(int zone) {
        return STEPS[zone];
    }

    static DkChoice.Route route(int zone) {
        return ROUTES[zone];
    }

    static DkChoice.OpenDoor openDoor(int door) {
        return DOORS[door];
    }
}
