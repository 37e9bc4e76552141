package keeptable.games.deadkeep;

import keeptable.games.deadkeep.content.Equipment;

/** The 11 inventory slots of a Dashboard: 2 Hands, 1 Body, 5 Backpack, 3 Talismans. */
final class Slots {
    static final int N = 11;
    static final int HAND0 = 0;
    static final int HAND1 = 1;
    static final int BODY = 2;
    static final int PACK0 = 3;
    static final int TAL0 = 8;

    private Slots() {
    }

    static boolean hand(int s) {
        return s <= HAND1;
    }

    static boolean backpack(int s) {
        return s >= PACK0 && s < TAL0;
    }

    static boolean talisman(int s) {
        return s >= TAL0;
    }

    /** Whether a card may sit in a slot: Hands hold Hand cards, the Body a Body card, Talismans only Talisman slots. */
    static boolean fits(Equipment e, int s) {
        if (e.slot() == Equipment.Slot.TALISMAN) {
            return talisman(s);
        }
        if (backpack(s)) {
            return true;
        }
        if (hand(s)) {
            return e.slot() == Equipment.Slot.HAND;
        }
        if (s == BODY) {
            return e.slot() == Equipment.Slot.BODY;
        }
        return false;
    }

    /** Whether a card in a slot gives its use: in its own kind of slot, or in the Backpack if it says so. */
    static boolean active(Equipment e, int s) {
        return backpack(s) ? e.backpack() : fits(e, s);
    }

    /** The slots of each place (Hands, Body, Backpack, Talismans) as bit masks, by {@link #place(int)}. */
    private static final int[] PLACE_SLOTS = {0b11, 1 << BODY, 0b11111 << PACK0, 0b111 << TAL0};

    /** Which place a slot is in: 0 the Hands, 1 the Body, 2 the Backpack, 3 the Talismans. */
    static int place(int s) {
        return hand(s) ? 0 : s == BODY ? 1 : backpack(s) ? 2 : 3;
    }

    /** Every slot of the same place as slot {@code s}, as a bit mask. */
    static int sameplace(int s) {
        return PLACE_SLOTS[place(s)];
    }

    /**
     * Of the empty slots {@code empty} (bit mask), the first of each place: a card moved into a place takes its
     * first empty slot, since the slots of one place are alike.
     */
    static int firstEmpty(int empty) {
        int out = 0;
        for (int mask : PLACE_SLOTS) {
            out |= Integer.lowestOneBit(empty & mask);
        }
        return out;
    }

    /** A slot's place in words: "hand", "body", "backpack", "Talismans". */
    static String placeName(int s) {
        return hand(s) ? "hand" : s == BODY ? "body" : backpack(s) ? "backpack" : "Talismans";
    }

    static String name(int s) {
        return hand(s) ? "Hand " + (s + 1) : s == BODY ? "Body" : backpack(s) ? "Backpack " + (s - PACK0 + 1)
                : "Talisman " + (s - TAL0 + 1);
    }
}
