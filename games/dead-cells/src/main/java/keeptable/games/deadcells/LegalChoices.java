package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;

import java.util.List;
import keeptable.games.deadcells.content.Content;

/**
 * The legal choices of every decision, listed apart from playing them, so that any rules file may ask how many a
 * decision offers (one is made at once) without calling up into the files that play them. The Combat decisions are
 * listed by {@link CombatLegalChoices}, the End of Run's by {@link EndLegalChoices}.
 */
final class LegalChoices {
    private LegalChoices() {
    }

    /**
     * The legal choices of the decision pending, in a stable order, in a list of their own that the engine keeps and
     * hands out as it is: it refuses every change ({@link ChoiceList#frozen}).
     */
    static List<DcChoice> choices(DcPosition s) {
        return current(s).frozen();
    }

    /**
     * The legal choices of the decision pending, in the state's own reusable list ({@link DcPosition#listing}): for the
     * rules' own look at a decision (how many choices, the only one), read before the next listing overwrites it.
     */
    static ChoiceList current(DcPosition s) {
        ChoiceList out = s.listing();
        Content c = s.c;
        switch (s.pending) {
            case Pending.START -> {
                for (int b = 0; b < c.biomes.size(); b++) {
                    if ((s.unlocked & 1 << b) != 0) {
                        out.add(ChoicePool.startIn(b));
                    }
                }
            }
            case Pending.FIRST_PLAYER -> {
                for (int p = 0; p < s.n; p++) {
                    out.add(ChoicePool.give(p));
                }
            }
            case Pending.SETUP_WOUND -> {
                for (int p = 0; p < s.n; p++) {
                    if (s.damage[p] == 0) {
                        out.add(ChoicePool.give(p));
                    }
                }
            }
            case Pending.MOVE -> moves(s, out);
            case Pending.CHECK, Pending.PASS_DISCARD -> discards(s, out);
            case Pending.EITHER -> {
                Gain[][] opts = c.tiles.get(s.about).either();
                for (int i = 0; i < opts.length; i++) {
                    if (checkable(s, opts[i])) {
                        out.add(ChoicePool.takeOption(i));
                    }
                }
            }
            case Pending.GIVE, Pending.HEAL, Pending.POTION, Pending.HEALER -> gives(s, out);
            case Pending.DISCARD_EQUIP -> {
                for (int i = 0; i < s.slot[s.about].length; i++) {
                    if (s.slot[s.about][i] >= 0) {
                        out.add(ChoicePool.discardEquipment(s.about, i));
                    }
                }
            }
            case Pending.EQUIP -> {
                if (Board.freeSlot(s, s.about) >= 0) {
                    out.add(ChoicePool.EQUIP);
                }
                for (int i = 0, open = Board.slots(s, s.about); i < open; i++) {
                    if (s.slot[s.about][i] >= 0) {
                        out.add(ChoicePool.equipInstead(i));
                    }
                }
                out.add(ChoicePool.LEAVE_EQUIPMENT);
            }
            case Pending.COLOUR, Pending.PASS_COLOUR, Pending.SER_POWER -> {
                for (int col = 0; col < 3; col++) {
                    if ((s.allowed & 1 << col) != 0) {
                        out.add(ChoicePool.colour(col));
                    }
                }
            }
            case Pending.MERCHANT -> {
                Offer[] offers = s.merchantOffers();
                for (int i = 0; i < offers.length; i++) {
                    if (s.teeth >= offers[i].cost() && left(s, i) > 0) {
                        out.add(ChoicePool.buy(i));
                    }
                }
                out.add(ChoicePool.DONE);
            }
            case Pending.PLAY -> CombatLegalChoices.play(s, out);
            case Pending.TIMED, Pending.ENEMY, Pending.BEHEADED, Pending.SKILL, Pending.LOOT -> CombatLegalChoices.combat(s, out);
            case Pending.IB_DISCARD, Pending.IB_MERCHANT, Pending.COLLECTOR -> interbiome(s, out);
            case Pending.END -> EndLegalChoices.endOfRun(s, out);
            case Pending.SPACE, Pending.CARD_HOME, Pending.PURGE -> EndLegalChoices.endOfRun(s, out);
            default -> throw new IllegalStateException("no decision " + s.pending);
        }
        return out;
    }

    /** The corridors the Group may take from its space. */
    static void moves(DcPosition s, List<DcChoice> out) {
        Content c = s.c;
        Corridor[] cs = c.biomes.get(s.biome).corridors();
        for (int i = 0; i < cs.length; i++) {
            if (open(s, i)) {
                out.add(ChoicePool.move(i));
            }
        }
    }

    static boolean open(DcPosition s, int i) {
        Corridor k = s.c.biomes.get(s.biome).corridors()[i];
        if (k.from() != s.pos || (s.shut & 1 << i) != 0) {
            return false;
        }
        return k.rune() < 0 || (s.runes & 1 << k.rune()) != 0 && (s.biomeCurses & CURSE_NO_RUNES) == 0;
    }

    /** The cards that may be discarded: for a Hand Check (those with its symbol) or the passing player's re-draw. */
    static void discards(DcPosition s, List<DcChoice> out) {
        Content c = s.c;
        int seat = s.pending == Pending.CHECK ? s.first : s.passer;
        for (int i = 0; i < s.handN[seat]; i++) {
            int k = s.hand[seat][i];
            if (s.pending == Pending.PASS_DISCARD || c.cards.get(k).has(s.item)) {
                out.add(ChoicePool.discard(k));
            }
        }
        if (s.pending == Pending.PASS_DISCARD) {
            out.add(ChoicePool.DONE);
        }
    }

    static boolean checkable(DcPosition s, Gain[] option) {
        for (Gain g : option) {
            if (g.kind() == CHECK) {
                boolean can = false;
                for (int h = 0; h < s.handN[s.first]; h++) {
                    can |= s.c.cards.get(s.hand[s.first][h]).has(g.arg());
                }
                if (!can) {
                    return false;
                }
            }
        }
        return true;
    }

    static int left(DcPosition s, int i) {
        return i == 0 ? s.merchantLeft0 : i == 1 ? s.merchantLeft1 : s.merchantLeft2;
    }

    /** Who may take the item (or be healed), and "go on" where the decision allows it. */
    static void gives(DcPosition s, List<DcChoice> out) {
        for (int p = 0; p < s.n; p++) {
            if (s.alive(p) && (s.pending == Pending.GIVE ? giveable(s, p) : s.damage[p] > 0 && s.involvedOrOut(p))) {
                out.add(ChoicePool.give(p));
            }
        }
        if (s.pending == Pending.POTION || s.pending == Pending.HEALER) {
            out.add(ChoicePool.DONE);
        }
        if (out.isEmpty()) {
            out.add(ChoicePool.DONE);
        }
    }

    static boolean giveable(DcPosition s, int p) {
        if (s.phase == COMBAT && !s.involved[p]) {
            return false;
        }
        return switch (s.about) {
            case W_VIAL -> s.damage[p] > 0;
            case W_EQUIP -> !s.serenade(p);
            case W_SCROLL -> s.item != ANY || true;
            default -> true;
        };
    }

    /** The Interbiome's decisions: discarding equipped cards, buying from the Merchant or the Collector. */
    static void interbiome(DcPosition s, List<DcChoice> out) {
        Content c = s.c;
        switch (s.pending) {
            case Pending.IB_DISCARD -> {
                for (int p = 0; p < s.n; p++) {
                    for (int i = 0; i < s.slot[p].length && s.alive(p); i++) {
                        if (s.slot[p][i] >= 0) {
                            out.add(ChoicePool.discardEquipment(p, i));
                        }
                    }
                }
                out.add(ChoicePool.DONE);
            }
            case Pending.IB_MERCHANT, Pending.COLLECTOR -> {
                int cost = s.pending == Pending.IB_MERCHANT ? Market.market(s, Content.MERCHANT)[1] : Market.market(s, Content.COLLECTOR)[1];
                for (int i = 0; i < s.interbiomeDrawn; i++) {
                    if (s.interbiomeCards[i] >= 0 && s.teeth >= cost) {
                        out.add(ChoicePool.buy(i));
                    }
                }
                out.add(ChoicePool.DONE);
            }
            default -> throw new IllegalStateException("no Interbiome decision " + s.pending);
        }
    }
}
