package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Words;
import keeptable.games.deadcells.DcChoice.BuyUpgrade;
import keeptable.games.deadcells.DcChoice.CardTo;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.FeedWell;
import keeptable.games.deadcells.DcChoice.PlaceBack;
import keeptable.games.deadcells.DcChoice.PurgeCard;
import keeptable.games.deadcells.DcChoice.PurgeEquipment;
import keeptable.games.deadcells.DcChoice.ReplaceMutation;

/** The End of Run: Feats, spending Cells on Upgrades and the Well, placing and purging cards. */
final class End {

    private End() {
    }

    static void begin(DcPosition s, EventSink ev) {
        giveUp(s, ev);
        // Feats met in this Run pay out once.
        for (int i = 0; i < s.feats.length; i++) {
            int u = s.feats[i];
            if (u < 0) {
                continue;
            }
            Upgrade f = s.upgrade(u);
            String[] g = f.goal().split(" ");
            int need = Integer.parseInt(g[1]);
            boolean met = g[0].equals("elites") ? s.eliteKills >= need : s.biomesDone >= need;
            if (met) {
                s.feats[i] = -1;
                if (ev.enabled()) {
                    Notes.emit(ev, "Feat met: " + Words.upgrade(s.c, f), "Upgrades");
                }
                if (f.reward().kind() == RUNE) {
                    s.runes |= 1 << f.reward().arg();
                } else if (f.reward().kind() == CELL) {
                    s.cells += f.reward().n();
                }
            }
        }
        s.cellsCarried = s.cells;
        s.pending = Pending.END;
    }

    /**
     * The four steps the book orders at the end of every Run, lost or won: the Bag keeps only its Cells (its
     * Equipment goes back into the Equipment deck, its Blueprints to the bottom of the Blueprint deck, as do those on
     * the Collector space); equipped cards are discarded and the discards shuffled into the Equipment deck; the
     * Beheaded boards lose their States, Shields and Damage and their Scrolls and Max Health go back to the start.
     */
    private static void giveUp(DcPosition s, EventSink ev) {
        s.teeth = 0;
        s.potions = 0;
        java.util.Arrays.fill(s.bagScroll, 0);
        s.discardEquipment(s.bagEquip, s.bagEquipN);
        s.bagEquipN = 0;
        s.bottomBlueprints(s.bagBlue, s.bagBlueN);
        s.bagBlueN = 0;
        s.bottomBlueprints(s.collector, s.collectorN);
        s.collectorN = 0;
        for (int p = 0; p < s.n; p++) {
            for (int i = 0; i < s.slot[p].length; i++) {
                if (s.slot[p][i] >= 0) {
                    s.equipmentDeck.discard(s.slot[p][i]);
                    s.slot[p][i] = -1;
                    s.slotDamage[p][i] = 0;
                }
            }
            Board.clearTokens(s, p);
            s.damage[p] = 0;
            s.dead[p] = false;
            java.util.Arrays.fill(s.scroll[p], 0);
            s.maxHealth[p] = s.serenade(p) ? s.c.serenade.health() : s.c.beheaded.get(s.who[p]).health();
        }
        s.serenadeSide = 0;
        for (int q = s.equipmentDeck.discarded(0); q >= 0; q = s.equipmentDeck.discarded(0)) {
            s.equipmentDeck.takeFromDiscards(q);
            s.equipmentDeck.putAtBottom(q);
        }
        s.equipmentDeck.shuffle(s.rng);
        s.equipmentKnownTop = 0;
        if (ev.enabled()) {
            Notes.emit(ev, "The Group gives up everything but its Cells: the Bag is emptied, Equipment goes back into "
                    + "its deck, and the Beheaded boards are reset", "End of Run");
        }
    }

    static void play(DcPosition s, Pending pending, DcChoice ch, EventSink ev) {
        switch (pending) {
            case Pending.END -> {
                if (ch instanceof Done) {
                    Ending.over(s, ev);
                    return;
                }
                if (ch instanceof PlaceBack back) {
                    int at = back.index();
                    int u = s.setAside[at];
                    System.arraycopy(s.setAside, at + 1, s.setAside, at, s.setAsideN - at - 1);
                    s.setAsideN--;
                    s.setAsideOld--;
                    s.setAside[s.setAsideN] = 0;
                    if (ev.enabled()) {
                        Notes.emit(ev, Words.upgrade(s.c, s.upgrade(u)) + " comes back from the cards set aside",
                                "Mutation board");
                    }
                    place(s, u);
                    return;
                }
                if (ch instanceof CardTo moved) {
                    s.cardHome[moved.card()] = moved.deck();
                    if (ev.enabled()) {
                        Notes.emit(ev, movedHome(s, moved), "Upgrades");
                    }
                    s.pending = Pending.END;
                    return;
                }
                if (ch instanceof FeedWell) {
                    s.cells--;
                    s.wellCells++;
                    for (Well w : s.c.well) {
                        if (w.cells() == s.wellCells) {
                            if (ev.enabled()) {
                                Notes.emit(ev, "Something stirs in the Well: " + w.effect().text(), "The Well");
                            }
                            if (w.effect().kind() == RUNE) {
                                s.runes |= 1 << w.effect().arg();
                            } else {
                                if (s.upgradesLeft(w.effect().arg()) > 0) {
                                    take(s, w.effect().arg(), ev);
                                    return;
                                }
                            }
                        }
                    }
                    s.pending = Pending.END;
                    return;
                }
                s.cells -= s.c.upgradeCost;
                take(s, ((BuyUpgrade) ch).deck(), ev);
            }
            case Pending.SPACE -> {
                int i = ch instanceof ReplaceMutation replace ? replace.space() : -1;
                s.setAside[s.setAsideN++] = i >= 0 ? s.mutations[i] : s.about;
                if (i >= 0) {
                    if (ev.enabled()) {
                        Notes.emit(ev, Words.upgrade(s.c, s.upgrade(s.mutations[i]))
                                + " leaves the Mutation board and is set aside", "Mutation board");
                    }
                    s.mutations[i] = s.about;
                }
                s.pending = Pending.END;
            }
            case Pending.CARD_HOME -> {
                s.cardHome[s.about] = ((CardTo) ch).deck();
                s.pending = Pending.END;
            }
            case Pending.PURGE -> {
                if (ch instanceof PurgeEquipment pe) {
                    s.equipmentOwned[pe.equipment()] = false;
                    s.purgedEquip |= 1L << pe.equipment();
                } else if (ch instanceof PurgeCard pc) {
                    s.cardHome[pc.card()] = -2;
                }
                if (ev.enabled()) {
                    Notes.emit(ev, purged(s, ch), "Combat decks never below 6");
                }
                s.pending = Pending.END;
            }
            default -> throw new IllegalStateException();
        }
    }

    /** Takes the bottom card of an Upgrade deck and carries it out. */
    static void take(DcPosition s, int deck, EventSink ev) {
        int index = s.bought[deck]++;
        int u = upgradeCode(deck, index);
        Upgrade up = s.upgrade(u);
        if (ev.enabled()) {
            Notes.reveal(ev, "The bottom " + Words.UPGRADE_DECKS[deck] + " Upgrade: " + Words.upgrade(s.c, up),
                    "Upgrades");
        }
        s.pending = Pending.END;
        switch (up.kind()) {
            case U_MUTATION -> {
                RunReport.used(s, RunReport.MUTATION, u, s.first);
                place(s, u);
            }
            case U_COMBAT -> {
                s.pending = Pending.CARD_HOME;
                s.about = up.card();
            }
            case U_INSTRUCTION -> {
                if (up.reward() == null) {
                    s.pending = Pending.PURGE;
                } else if (up.reward().kind() == RUNE) {
                    s.runes |= 1 << up.reward().arg();
                }
            }
            default -> {
                for (int i = 0; i < s.feats.length; i++) {
                    if (s.feats[i] < 0) {
                        s.feats[i] = u;
                        break;
                    }
                }
            }
        }
    }

    /** A mutation slides into a free slot of its kind; with none free, the Group replaces a card or sets it aside. */
    static void place(DcPosition s, int u) {
        Upgrade up = s.upgrade(u);
        s.pending = Pending.END;
        int used = 0;
        for (int m : s.mutations) {
            used += m >= 0 && s.upgrade(m).slot() == up.slot() ? 1 : 0;
        }
        if (used < s.c.slots(up.slot())) {
            for (int i = 0; i < s.mutations.length; i++) {
                if (s.mutations[i] < 0) {
                    s.mutations[i] = u;
                    break;
                }
            }
        } else {
            s.pending = Pending.SPACE;
            s.about = u;
        }
    }

    /** An Improved card's move to another deck at the End of Run, in words. */
    static String movedHome(DcPosition s, CardTo moved) {
        return "Move " + s.c.cards.get(moved.card()).name() + " to " + deckName(s, moved.deck()) + "'s deck";
    }

    /** A deck's owner: a Beheaded by its place in the box, or Serenade. */
    static String deckName(DcPosition s, int deck) {
        return deck == SERENADE_DECK ? "Serenade" : s.c.beheaded.get(deck).name();
    }

    /** A purge at the End of Run, in words. */
    static String purged(DcPosition s, DcChoice ch) {
        return switch (ch) {
            case PurgeEquipment pe -> "Purge " + s.c.equipment.get(pe.equipment()).name();
            case PurgeCard pc -> "Purge " + s.c.cards.get(pc.card()).name();
            default -> "Nothing can be purged";
        };
    }
}
