package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.DkPosition.M_ACTION;
import static keeptable.games.deadkeep.DkPosition.M_KEEP;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.cards.IntDeck;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;

/** Inventory, Reorganize/Trade, Search, Take/Activate a Token, and the Equipment decks. */
final class Inventory {
    /** All inventory slots as a bit mask. */
    private static final int ALL_SLOTS = (1 << Slots.N) - 1;

    private Inventory() {
    }

    // ------------------------------------------------------------------ Reorganize/Trade

    /**
     * The choices of a Reorganize or Trade: moves of cards between slots (never one that leaves the inventories as
     * they were: two empty slots, two slots of one place of one Adventurer, two alike cards, a card moved to any
     * but the first empty slot of a place), Discards (one per card that differs from the others of its place),
     * Health Potions handed over, and Done.
     */
    static void reorgChoices(DkPosition s, List<DkChoice> out) {
        int a = s.cur;
        int b = s.partner;
        int[] takersA = takers(s, a);
        shifts(s, a, a, takersA, takersA, out);
        if (b >= 0) {
            int[] takersB = takers(s, b);
            shifts(s, a, b, takersA, takersB, out);
            shifts(s, b, b, takersB, takersB, out);
        }
        discards(s, a, out);
        if (b >= 0) {
            discards(s, b, out);
        }
        if (b >= 0) { // Potions count as Equipment: a KO'ed partner's too
            if (s.potions[a] > 0) {
                out.add(new DkChoice.GivePotion(a, b));
            }
            if (s.potions[b] > 0) {
                out.add(new DkChoice.GivePotion(b, a));
            }
        }
        out.add(Picks.DONE);
    }

    /** A Discard of each of Adventurer a's cards, one for alike cards in one place. */
    private static void discards(DkPosition s, int a, List<DkChoice> out) {
        for (int x = 0; x < Slots.N; x++) {
            if (s.item(a, x) >= 0 && !alikeBefore(s, a, x)) {
                out.add(Picks.discard(a, x));
            }
        }
    }

    /** Adventurer a's slots that hold a card, as a bit mask. */
    private static int filled(DkPosition s, int a) {
        int mask = 0;
        for (int x = 0; x < Slots.N; x++) {
            if (s.item(a, x) >= 0) {
                mask |= 1 << x;
            }
        }
        return mask;
    }

    /** Whether an earlier slot of slot x's place holds the same card as x. */
    static boolean alikeBefore(DkPosition s, int a, int x) {
        int k = s.item(a, x);
        for (int y = Integer.numberOfTrailingZeros(Slots.sameplace(x)); y < x; y++) {
            if (s.item(a, y) == k) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adventurer b's inventory as masks: {@code [x]} the slots holding a card that fits slot x; {@code [N]} the
     * slots holding a card.
     */
    private static int[] takers(DkPosition s, int b) {
        int[] takers = new int[Slots.N + 1];
        for (int y = 0; y < Slots.N; y++) {
            int q = s.item(b, y);
            if (q >= 0) {
                takers[Slots.N] |= 1 << y;
                int fits = s.t.fitsSlots[q];
                for (int x = 0; x < Slots.N; x++) {
                    if ((fits & (1 << x)) != 0) {
                        takers[x] |= 1 << y;
                    }
                }
            }
        }
        return takers;
    }

    /**
     * Lists each move of cards between a slot x of Adventurer a and a slot y of Adventurer b (y above x and of
     * another place when a and b are one Adventurer), x then y ascending: at least one of the two holds a card,
     * each card fits the other slot, the two cards differ, and an empty slot is the first empty one of its place.
     * One Adventurer's is a {@link DkChoice.Rearrange}; between two, a {@link DkChoice.Give} when one slot is
     * empty, else an {@link DkChoice.Exchange}.
     */
    private static void shifts(DkPosition s, int a, int b, int[] takersA, int[] takersB, List<DkChoice> out) {
        boolean self = a == b;
        int firstsA = Slots.firstEmpty(~takersA[Slots.N] & ALL_SLOTS);
        int firstsB = Slots.firstEmpty(~takersB[Slots.N] & ALL_SLOTS);
        for (int x = 0; x < Slots.N; x++) {
            int p = s.item(a, x);
            if (p < 0 && (firstsA & (1 << x)) == 0) {
                continue;
            }
            int ys = p < 0 ? takersB[x] : s.t.fitsSlots[p] & (firstsB | takersB[x]);
            if (self) {
                ys &= ALL_SLOTS & -(1 << (x + 1)) & ~Slots.sameplace(x);
            }
            for (; ys != 0; ys &= ys - 1) {
                int y = Integer.numberOfTrailingZeros(ys);
                int q = s.item(b, y);
                if (p == q) {
                    continue;
                }
                out.add(self ? Picks.rearrange(a, x, y) : p < 0 ? Picks.give(b, y, a, x)
                        : q < 0 ? Picks.give(a, x, b, y) : Picks.exchange(a, x, b, y));
            }
        }
    }

    static void shift(DkPosition s, DkChoice.Shift sw, EventSink ev) {
        int p = s.item(sw.a(), sw.slotA());
        int q = s.item(sw.b(), sw.slotB());
        s.setItem(sw.a(), sw.slotA(), q);
        s.setItem(sw.b(), sw.slotB(), p);
        if (ev.enabled()) {
            Notes.note(ev, shifted(s, sw, p, q), "Reorganize/Trade");
        }
    }

    /** What a move did, for the log: cards {@code p} (was in a's slot) and {@code q} (was in b's slot), by name. */
    private static String shifted(DkPosition s, DkChoice.Shift sw, int p, int q) {
        String a = s.advName(sw.a());
        String b = s.advName(sw.b());
        if (sw.a() == sw.b()) {
            return p >= 0 && q >= 0
                    ? a + " swaps the " + name(s, p) + " (" + Slots.placeName(sw.slotA()) + ") and the " + name(s, q) + " ("
                            + Slots.placeName(sw.slotB()) + ")"
                    : a + " moves the " + name(s, Math.max(p, q)) + " from "
                            + Slots.placeName(p >= 0 ? sw.slotA() : sw.slotB()) + " to "
                            + Slots.placeName(p >= 0 ? sw.slotB() : sw.slotA());
        }
        if (p >= 0 && q >= 0) {
            return a + " gives the " + name(s, p) + " to " + b + " for the " + name(s, q);
        }
        return p >= 0 ? a + " gives the " + name(s, p) + " to " + b : b + " gives the " + name(s, q) + " to " + a;
    }

    private static String name(DkPosition s, int k) {
        return s.c.equipment.get(k).name();
    }

    static void discard(DkPosition s, int a, int slot, EventSink ev) {
        int k = s.item(a, slot);
        s.setItem(a, slot, -1);
        toDiscard(s, k);
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " discards " + s.c.equipment.get(k).name(), "Inventory");
        }
        consume(s, a, ev);
    }

    /** Consume: +5 Mana: discarding a card gives 5 Mana. */
    static void consume(DkPosition s, int a, EventSink ev) {
        if (Skills.has(s, a, Skill.Kind.CONSUME)) {
            ActionBudget.gainMana(s, a, 5);
            if (ev.enabled()) {
                Notes.note(ev, s.advName(a) + " consumes the card: " + s.mana[a] + " Mana", "Skills");
            }
        }
    }

    /** A card leaving play goes to its deck's discard pile (Adventure cards and Talismans leave the game). */
    static void toDiscard(DkPosition s, int k) {
        Equipment.Deck d = s.c.equipment.get(k).deck();
        if (d == Equipment.Deck.NECROMANTIC) {
            s.necro.discard(copyInPlay(s.necro, s.t.necroCards, k));
        } else if (d == Equipment.Deck.ARTIFACT) {
            s.artifacts.discard(copyInPlay(s.artifacts, s.t.artifactCards, k));
        }
    }

    /**
     * A physical copy of card {@code k} in play, neither in its deck's draw pile nor in its discards: the one
     * leaving play (copies are alike, so the first such copy).
     */
    private static int copyInPlay(IntDeck deck, int[] cards, int k) {
        for (int id = 0; id < cards.length; id++) {
            if (cards[id] == k && !deck.isDiscarded(id) && !inDrawPile(deck, id)) {
                return id;
            }
        }
        throw new IllegalStateException("no copy of Equipment card " + k + " is in play: all are in its deck");
    }

    private static boolean inDrawPile(IntDeck deck, int id) {
        for (int i = 0, n = deck.size(); i < n; i++) {
            if (deck.card(i) == id) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ drawing and keeping

    static void keepChoices(DkPosition s, List<DkChoice> out) {
        Equipment e = s.c.equipment.get(s.keepCard);
        int firsts = Slots.firstEmpty(~filled(s, s.keeper) & ALL_SLOTS);
        for (int slot = 0; slot < Slots.N; slot++) {
            int held = s.item(s.keeper, slot);
            if (Slots.fits(e, slot) && (held < 0 ? (firsts & (1 << slot)) != 0 : !alikeBefore(s, s.keeper, slot))) {
                out.add(new DkChoice.Keep(slot));
            }
        }
        out.add(new DkChoice.Keep(-1));
    }

    static boolean keep(DkPosition s, int slot, EventSink ev) {
        int a = s.keeper;
        int k = s.keepCard;
        if (slot < 0) {
            toDiscard(s, k);
            if (ev.enabled()) {
                Notes.note(ev, s.advName(a) + " discards " + s.c.equipment.get(k).name(), "Search");
            }
            consume(s, a, ev);
        } else {
            int old = s.item(a, slot);
            if (old >= 0) {
                toDiscard(s, old);
                consume(s, a, ev);
            }
            s.setItem(a, slot, k);
            if (ev.enabled()) {
                Notes.note(ev, s.advName(a) + " keeps the " + s.c.equipment.get(k).name() + " (" + Slots.placeName(slot) + ")"
                        + (old >= 0 ? " (discarding " + s.c.equipment.get(old).name() + ")" : ""), "Inventory");
            }
        }
        s.keepCard = -1;
        if (s.keepMore > 0) {
            s.keepMore--;
            return drawNecromantic(s, a, ev);
        }
        if (slot >= 0 && a == s.cur) { // a card placed comes with a free reorganization of the inventory
            s.partner = -1;
            s.mode = DkPosition.M_REORG;
            return false;
        }
        s.mode = M_ACTION;
        return true;
    }

    /** Draws a Necromantic Equipment card for the Adventurer: a Crawler card spawns a Crawler instead. */
    static boolean drawNecromantic(DkPosition s, int a, EventSink ev) {
        if (s.necro.isEmpty()) {
            s.necro.reshuffleDiscards(s.rng);
            Notes.note(ev, "The Necromantic Equipment deck is reshuffled", "Search");
        }
        if (s.necro.isEmpty()) {
            s.keepMore = 0;
            s.mode = M_ACTION;
            return true;
        }
        int drawn = s.necro.draw();
        int k = s.t.necroCards[drawn];
        Equipment e = s.c.equipment.get(k);
        if (e.crawler()) {
            s.necro.discard(drawn);
            if (ev.enabled()) {
                Notes.reveal(ev, s.advName(a) + " draws " + e.name(), "Aaahh! Crawler!");
            }
            Spawns.crawler(s, s.zone[a], ev);
            if (s.keepMore > 0) {
                s.keepMore--;
                return drawNecromantic(s, a, ev);
            }
            s.mode = M_ACTION;
            return true;
        }
        if (ev.enabled()) {
            Notes.reveal(ev, s.advName(a) + " draws " + e.name(), "Search");
        }
        s.keeper = a;
        s.keepCard = k;
        s.mode = M_KEEP;
        return false;
    }

    static boolean drawArtifact(DkPosition s, int a, EventSink ev) {
        if (s.artifacts.isEmpty()) {
            s.artifacts.reshuffleDiscards(s.rng);
        }
        if (s.artifacts.isEmpty()) {
            s.mode = M_ACTION;
            return true;
        }
        int k = s.t.artifactCards[s.artifacts.draw()];
        if (ev.enabled()) {
            Notes.reveal(ev, s.advName(a) + " gains the Necromantic Artifact " + s.c.equipment.get(k).name(),
                    "Take/Activate a Token");
        }
        s.keeper = a;
        s.keepCard = k;
        s.keepMore = 0;
        s.mode = M_KEEP;
        return false;
    }

    // ------------------------------------------------------------------ Search, Take

    static boolean search(DkPosition s, EventSink ev) {
        int a = s.cur;
        ActionBudget.spend(s, a, FreeActions.F_SEARCH);
        s.escalation[a] = 0;
        s.keepMore = Skills.has(s, a, Skill.Kind.SEARCH_2_CARDS) ? 1 : 0;
        return drawNecromantic(s, a, ev);
    }

    static boolean take(DkPosition s, DkChoice.Take tk, EventSink ev) {
        int a = s.cur;
        ActionBudget.spend(s, a, -1);
        s.escalation[a] = 0;
        switch (tk.kind()) {
            case 0 -> {
                int i = tk.index();
                s.objectivesTaken |= 1L << i;
                String colour = s.g.objectiveColour(i);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " takes the " + colour + " Objective", "Take/Activate a Token");
                }
                Levels.gain(s, a, s.quest.objectiveAp(), ev);
                Boss.checkActivation(s, ev);
                s.mode = M_ACTION;
                return true;
            }
            case 1 -> {
                int i = tk.index();
                s.treasuresTaken |= 1L << i;
                if (s.treasureArtifact[i] == 1) {
                    return drawArtifact(s, a, ev);
                } else {
                    s.potions[a]++;
                    if (ev.enabled()) {
                        Notes.reveal(ev, s.advName(a) + " finds a Health Potion", "Treasure Zones");
                    }
                    s.mode = M_ACTION;
                    return true;
                }
            }
            case 3 -> {
                if (QuestRules.take(s, a, tk.index(), ev)) {
                    Levels.gain(s, a, s.quest.objectiveAp(), ev);
                }
                Boss.checkActivation(s, ev);
                s.mode = M_ACTION;
                return true;
            }
            default -> {
                s.artifactTokens[tk.index()]--;
                return drawArtifact(s, a, ev);
            }
        }
    }

    /** The Adventurer's Equipment cards of one deck (the campaign's Talismans, the Necromantic cards held). */
    static List<Integer> held(DkPosition s, int a, Equipment.Deck deck) {
        List<Integer> out = new ArrayList<>();
        for (int slot = 0; slot < Slots.N; slot++) {
            int k = s.item(a, slot);
            if (k >= 0 && s.c.equipment.get(k).deck() == deck) {
                out.add(k);
            }
        }
        return out;
    }
}
