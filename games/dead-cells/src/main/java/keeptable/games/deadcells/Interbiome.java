package keeptable.games.deadcells;

import static keeptable.games.deadcells.DcPosition.*;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.DcChoice.Buy;
import keeptable.games.deadcells.DcChoice.DiscardEquipment;
import keeptable.games.deadcells.DcChoice.Give;

/**
 * The Interbiome: Blueprints collected go on top of the Equipment deck; equipped cards may be discarded; the
 * Healer, the Merchant and the Collector in that order at their Levels; the clean-up; the next Biome or a Boss.
 */
final class Interbiome {
    private Interbiome() {
    }

    static void begin(DcPosition s, EventSink ev) {
        s.phase = INTERBIOME;
        s.biomeCurses = 0;
        if (ev.enabled()) {
            Notes.emit(ev, "The Group reaches an exit: the Interbiome", "Interbiome");
        }
        for (int i = s.collectorN - 1; i >= 0; i--) {
            s.equipmentOnTop(s.collector[i]);
            s.equipmentOwned[s.collector[i]] = true;
            if (ev.enabled()) {
                Notes.emit(ev, s.c.equipment.get(s.collector[i]).name() + " goes on top of the Equipment deck for good",
                        "Interbiome");
            }
        }
        s.collectorN = 0;
        Solo.interbiome(s, ev);
        offerDiscards(s, ev);
    }

    /** Equipped cards may be discarded during the Interbiome: asked while any Beheaded carries one. */
    static void offerDiscards(DcPosition s, EventSink ev) {
        for (int p = 0; p < s.n; p++) {
            if (s.alive(p) && Gains.equippedCount(s, p) > 0) {
                s.pending = Pending.IB_DISCARD;
                return;
            }
        }
        healer(s, ev);
    }

    static void healer(DcPosition s, EventSink ev) {
        s.uses = Market.market(s, Content.HEALER)[1];
        s.pending = Pending.HEALER;
        if (s.teeth < Market.market(s, Content.HEALER)[0] || LegalChoices.current(s).size() == 1) {
            s.pending = Pending.NONE;
            interbiomeMerchant(s, ev);
        }
    }

    static void interbiomeMerchant(DcPosition s, EventSink ev) {
        s.interbiomeDrawn = 0;
        int draw = Market.market(s, Content.MERCHANT)[0];
        for (int i = 0; i < draw && !s.equipmentDeck.isEmpty(); i++) {
            s.interbiomeCards[s.interbiomeDrawn++] = s.drawEquipment(ev);
        }
        s.pending = Pending.IB_MERCHANT;
    }

    static void collector(DcPosition s, EventSink ev) {
        s.interbiomeDrawn = 0;
        int draw = Market.market(s, Content.COLLECTOR)[0];
        for (int i = 0; i < draw && !s.blueprintDeck.isEmpty(); i++) {
            s.interbiomeCards[s.interbiomeDrawn++] = s.takeBottomBlueprint(ev);
        }
        s.pending = Pending.COLLECTOR;
    }

    static void nextBiome(DcPosition s, EventSink ev) {
        // Clean-up: Blueprints left go back under their deck (done above); then the next Biome or a Boss.
        int next = s.c.biomes.get(s.biome).exitTo()[s.pos];
        if (next >= 0) {
            BiomeSetup.setupBiome(s, next, ev);
            s.pending = Pending.NONE;
        } else {
            Bosses.setup(s, -1 - next, ev);
        }
    }

    static void play(DcPosition s, Pending pending, DcChoice ch, EventSink ev) {
        switch (pending) {
            case Pending.IB_DISCARD -> {
                if (ch instanceof DiscardEquipment discard) {
                    int p = discard.seat();
                    int i = discard.slot();
                    if (ev.enabled()) {
                        Notes.emit(ev, s.name(p) + " discards " + s.c.equipment.get(s.slot[p][i]).name(),
                                "Interbiome");
                    }
                    s.equipmentDeck.discard(s.slot[p][i]);
                    s.slot[p][i] = -1;
                    s.slotDamage[p][i] = 0;
                    offerDiscards(s, ev);
                } else {
                    healer(s, ev);
                }
            }
            case Pending.HEALER -> {
                if (ch instanceof Give g) {
                    s.teeth -= Market.market(s, Content.HEALER)[0];
                    s.damage[g.seat()]--;
                    s.uses--;
                    if (ev.enabled()) {
                        Notes.emit(ev, "The Healer removes 1 Damage from " + s.name(g.seat()), "Interbiome: the Healer");
                    }
                    if (s.uses > 0 && s.teeth >= Market.market(s, Content.HEALER)[0]) {
                        s.pending = Pending.HEALER;
                        if (LegalChoices.current(s).size() > 1) {
                            return;
                        }
                        s.pending = Pending.NONE;
                    }
                }
                interbiomeMerchant(s, ev);
            }
            case Pending.IB_MERCHANT -> {
                if (ch instanceof Buy buy) {
                    int q = s.interbiomeCards[buy.ware()];
                    s.interbiomeCards[buy.ware()] = -1;
                    s.teeth -= Market.market(s, Content.MERCHANT)[1];
                    s.push(TK_GAIN, -1 - q, -1, 0);
                    // The rules loop after this choice hands the card over, then asks again.
                    s.resume = Pending.IB_MERCHANT;
                    return;
                }
                for (int i = 0; i < s.interbiomeDrawn; i++) {
                    if (s.interbiomeCards[i] >= 0) {
                        s.equipmentDeck.discard(s.interbiomeCards[i]);
                    }
                }
                collector(s, ev);
            }
            case Pending.COLLECTOR -> {
                if (ch instanceof Buy buy) {
                    int q = s.interbiomeCards[buy.ware()];
                    s.interbiomeCards[buy.ware()] = -1;
                    s.teeth -= Market.market(s, Content.COLLECTOR)[1];
                    s.equipmentOnTop(q);
                    s.equipmentOwned[q] = true;
                    if (ev.enabled()) {
                        Notes.emit(ev, "The Collector makes " + s.c.equipment.get(q).name()
                                + "; it goes on top of the Equipment deck for good", "Interbiome: the Collector");
                    }
                    s.pending = Pending.COLLECTOR;
                    if (LegalChoices.current(s).size() > 1) {
                        return;
                    }
                    s.pending = Pending.NONE;
                }
                for (int i = 0; i < s.interbiomeDrawn; i++) {
                    if (s.interbiomeCards[i] >= 0) {
                        s.bottomBlueprint(s.interbiomeCards[i]);
                    }
                }
                nextBiome(s, ev);
            }
            default -> throw new IllegalStateException("no Interbiome decision " + pending);
        }
    }
}
