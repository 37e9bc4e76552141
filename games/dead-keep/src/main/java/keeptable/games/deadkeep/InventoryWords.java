package keeptable.games.deadkeep;

/**
 * The inventory in the players' words: cards by name and by place ("in hand", "in the backpack"), never by slot
 * number, for the choices of a Reorganize or Trade and a card kept from a Search.
 */
final class InventoryWords {
    private InventoryWords() {
    }

    /** "Give Astrid's Short Sword to Mai Ling (in the backpack)", "Move Astrid's Torch from hand to backpack". */
    static String shift(DkPosition s, DkChoice.Shift sw) {
        String from = s.advName(sw.a());
        return switch (sw) {
            case DkChoice.Give g -> "Give " + from + "'s " + card(s, g.a(), g.slotA()) + " to " + s.advName(g.b())
                    + " (" + into(g.slotB()) + ")";
            case DkChoice.Exchange x -> "Exchange " + from + "'s " + card(s, x.a(), x.slotA()) + " (" + into(x.slotA())
                    + ") for " + s.advName(x.b()) + "'s " + card(s, x.b(), x.slotB()) + " (" + into(x.slotB()) + ")";
            case DkChoice.Rearrange r -> s.item(r.a(), r.slotB()) < 0
                    ? "Move " + from + "'s " + card(s, r.a(), r.slotA()) + " from " + Slots.placeName(r.slotA()) + " to "
                            + Slots.placeName(r.slotB())
                    : s.item(r.a(), r.slotA()) < 0
                            ? "Move " + from + "'s " + card(s, r.a(), r.slotB()) + " from " + Slots.placeName(r.slotB())
                                    + " to " + Slots.placeName(r.slotA())
                            : "Swap " + from + "'s " + card(s, r.a(), r.slotA()) + " (" + into(r.slotA()) + ") and "
                                    + card(s, r.a(), r.slotB()) + " (" + into(r.slotB()) + ")";
        };
    }

    /** "Discard Astrid's Torch (in the backpack)". */
    static String discard(DkPosition s, int a, int slot) {
        return "Discard " + s.advName(a) + "'s " + card(s, a, slot) + " (" + into(slot) + ")";
    }

    /** "Keep the Torch in hand", "... in hand, discarding the Dagger", or "Discard the Torch". */
    static String keep(DkPosition s, int slot) {
        String card = s.keepCard >= 0 ? "the " + name(s, s.keepCard) : "the new card";
        if (slot < 0) {
            return "Discard " + card;
        }
        int held = s.keeper >= 0 ? s.item(s.keeper, slot) : -1;
        return "Keep " + card + " " + into(slot) + (held >= 0 ? ", discarding the " + name(s, held) : "");
    }

    /** The card in Adventurer a's slot, by name ("an empty slot" should the slot be empty). */
    static String card(DkPosition s, int a, int slot) {
        int k = a >= 0 && a < s.n && slot >= 0 && slot < Slots.N ? s.item(a, slot) : -1;
        return k < 0 ? "empty " + Slots.placeName(slot) : name(s, k);
    }

    private static String name(DkPosition s, int k) {
        return s.c.equipment.get(k).name();
    }

    /** Where a slot's card is: "in hand", "worn", "in the backpack", "as a Talisman". */
    static String into(int slot) {
        return switch (Slots.place(slot)) {
            case 0 -> "in hand";
            case 1 -> "worn";
            case 2 -> "in the backpack";
            default -> "as a Talisman";
        };
    }
}
