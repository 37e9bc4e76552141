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

    static String name(int s) {
        return hand(s) ? "Hand " + (s + 1) : s == BODY ? "Body" : backpack(s) ? "Backpack " + (s - PACK0 + 1)
                : "Talisman " + (s - TAL0 + 1);
    }
}
