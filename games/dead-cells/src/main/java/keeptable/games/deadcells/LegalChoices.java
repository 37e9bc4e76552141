package keeptable.games.deadcells;

import static keeptable.games.deadcells.Content.*;
import static keeptable.games.deadcells.DcState.*;

import java.util.ArrayList;
import java.util.List;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.Pick;

/**
 * The legal choices of every decision, listed apart from playing them, so that any rules file may ask how many a
 * decision offers (one is made at once) without calling up into the files that play them. The Combat decisions are
 * listed by {@link CombatLegalChoices}, the End of Run's by {@link EndLegalChoices}.
 */
final class LegalChoices {
    private LegalChoices() {
    }

    /** The legal choices of the decision pending, in a stable order. */
    static List<DcChoice> choices(DcState s) {
        // Sized for the longest lists (a hand of cards in three Rounds, the End of Run), so it never grows.
        List<DcChoice> out = new ArrayList<>(32);
        Content c = s.c;
        switch (s.pending) {
            case P_START -> {
                for (int b = 0; b < c.biomes.size(); b++) {
                    if ((s.unlocked & 1 << b) != 0) {
                        out.add(new Pick(b));
                    }
                }
            }
            case P_SETUP_WOUND -> {
                for (int p = 0; p < s.n; p++) {
                    if (s.damage[p] == 0) {
                        out.add(new Give(p));
                    }
                }
            }
            case P_MOVE -> moves(s, out);
            case P_CHECK, P_PASS_DISCARD -> discards(s, out);
            case P_EITHER -> {
                Gain[][] opts = c.tiles.get(s.about).either();
                for (int i = 0; i < opts.length; i++) {
                    if (checkable(s, opts[i])) {
                        out.add(new Pick(i));
                    }
                }
            }
            case P_GIVE, P_HEAL, P_POTION, P_HEALER -> gives(s, out);
            case P_DISCARD_EQUIP -> {
                for (int i = 0; i < s.slot[s.about].length; i++) {
                    if (s.slot[s.about][i] >= 0) {
                        out.add(new Pick(i));
                    }
                }
            }
            case P_EQUIP -> {
                if (Board.freeSlot(s, s.about) >= 0) {
                    out.add(new Pick(-2));
                }
                for (int i = 0; i < Board.slots(s, s.about); i++) {
                    if (s.slot[s.about][i] >= 0) {
                        out.add(new Pick(i));
                    }
                }
                out.add(new Pick(-1));
            }
            case P_COLOUR, P_PASS_COLOUR, P_SER_POWER -> {
                for (int col = 0; col < 3; col++) {
                    if ((s.allowed & 1 << col) != 0) {
                        out.add(new Pick(col));
                    }
                }
            }
            case P_MERCHANT -> {
                Offer[] offers = c.tiles.get(s.about).offers();
                for (int i = 0; i < offers.length; i++) {
                    if (s.teeth >= offers[i].cost() && left(s, i) > 0) {
                        out.add(new Pick(i));
                    }
                }
                out.add(new Done());
            }
            case P_PLAY -> CombatLegalChoices.play(s, out);
            case P_TIMED, P_ENEMY, P_BEHEADED, P_SKILL, P_LOOT -> CombatLegalChoices.combat(s, out);
            case P_IB_DISCARD, P_IB_MERCHANT, P_COLLECTOR -> interbiome(s, out);
            case P_END -> EndLegalChoices.endOfRun(s, out);
            case P_SPACE, P_CARD_HOME, P_PURGE -> EndLegalChoices.endOfRun(s, out);
            default -> throw new IllegalStateException("no decision " + s.pending);
        }
        return out; // the engine hands it out read-only
    }

    /** The corridors the Group may take from its space. */
    static void moves(DcState s, List<DcChoice> out) {
        Content c = s.c;
        Corridor[] cs = c.biomes.get(s.biome).corridors();
        for (int i = 0; i < cs.length; i++) {
            if (open(s, i)) {
                out.add(new Move(i));
            }
        }
    }

    static boolean open(DcState s, int i) {
        Corridor k = s.c.biomes.get(s.biome).corridors()[i];
        if (k.from() != s.pos || (s.shut & 1 << i) != 0) {
            return false;
        }
        return k.rune() < 0 || (s.runes & 1 << k.rune()) != 0 && (s.biomeCurses & CURSE_NO_RUNES) == 0;
    }

    /** The cards that may be discarded: for a Hand Check (those with its symbol) or the passing player's re-draw. */
    static void discards(DcState s, List<DcChoice> out) {
        Content c = s.c;
        int seat = s.pending == P_CHECK ? s.first : s.passer;
        for (int i = 0; i < s.handN[seat]; i++) {
            int k = s.hand[seat][i];
            if (s.pending == P_PASS_DISCARD || c.cards.get(k).has(s.item)) {
                out.add(new Discard(k));
            }
        }
        if (s.pending == P_PASS_DISCARD) {
            out.add(new Done());
        }
    }

    static boolean checkable(DcState s, Gain[] option) {
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

    static int left(DcState s, int i) {
        return i == 0 ? s.merchantLeft0 : i == 1 ? s.merchantLeft1 : s.merchantLeft2;
    }

    /** Who may take the item (or be healed), and "go on" where the decision allows it. */
    static void gives(DcState s, List<DcChoice> out) {
        for (int p = 0; p < s.n; p++) {
            if (s.alive(p) && (s.pending == P_GIVE ? giveable(s, p) : s.damage[p] > 0 && s.involvedOrOut(p))) {
                out.add(new Give(p));
            }
        }
        if (s.pending == P_POTION || s.pending == P_HEALER) {
            out.add(new Done());
        }
        if (out.isEmpty()) {
            out.add(new Done());
        }
    }

    static boolean giveable(DcState s, int p) {
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
    static void interbiome(DcState s, List<DcChoice> out) {
        Content c = s.c;
        switch (s.pending) {
            case P_IB_DISCARD -> {
                for (int p = 0; p < s.n; p++) {
                    for (int i = 0; i < s.slot[p].length && s.alive(p); i++) {
                        if (s.slot[p][i] >= 0) {
                            out.add(new Pick(p * 4 + i));
                        }
                    }
                }
                out.add(new Done());
            }
            case P_IB_MERCHANT, P_COLLECTOR -> {
                int cost = s.pending == P_IB_MERCHANT ? Market.market(s, Content.MERCHANT)[1] : Market.market(s, Content.COLLECTOR)[1];
                for (int i = 0; i < s.interbiomeDrawn; i++) {
                    if (s.interbiomeCards[i] >= 0 && s.teeth >= cost) {
                        out.add(new Pick(i));
                    }
                }
                out.add(new Done());
            }
            default -> throw new IllegalStateException("no Interbiome decision " + s.pending);
        }
    }
}
