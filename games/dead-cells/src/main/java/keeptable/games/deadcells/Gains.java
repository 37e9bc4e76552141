package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.content.Content;

/** What tiles, Loot and rewards give: items handed to a Beheaded, Scrolls advanced, Equipment equipped, curses. */
final class Gains {
    private Gains() {
    }

    /** Applies one gain; id -1-q gives Equipment card q; -1000-k applies curse k of the Biome. */
    static void gain(DcPosition s, int id, int seat, EventSink ev) {
        Content c = s.c;
        if (id <= -1000) {
            curse(s, -1000 - id, ev);
            return;
        }
        if (id < 0) {
            s.pending = Pending.GIVE;
            s.about = W_EQUIP;
            s.item = -1 - id;
            autoGive(s, ev);
            return;
        }
        Gain g = c.gainList.get(id);
        int to = g.fp() ? s.first : seat;
        switch (g.kind()) {
            case TEETH -> s.teeth += g.n();
            case CELL -> s.cells += g.n();
            case POTION -> s.potions++;
            case RUNE -> {
                s.runes |= 1 << g.arg();
                if (ev.enabled()) {
                    emit(ev, "The " + c.runeNames.get(g.arg()) + " is flipped on the Mutation board", "Mutation board");
                }
            }
            case CHANGE_FP -> s.first = s.nextSeat(s.first);
            case CHECK -> {
                Solo.checkFirst(s, ev);
                s.pending = Pending.CHECK;
                s.about = -1;
                s.item = g.arg();
                List<DcChoice> cs = s.listing();
                LegalChoices.discards(s, cs);
                if (cs.size() == 1) {
                    s.pending = Pending.NONE;
                    Checks.passCheck(s, ((Discard) cs.get(0)).card(), ev);
                } else if (cs.isEmpty()) {
                    s.pending = Pending.NONE;
                    if (ev.enabled()) {
                        Notes.toOthers(s, ev, s.name(s.first) + " holds no card for the Hand Check", "Hand Checks");
                    }
                } else if (ev.enabled()) {
                    Notes.toOthers(s, ev, s.name(s.first) + " can pass the Hand Check", "Hand Checks");
                }
            }
            case EQUIPMENT -> {
                if (!s.equipmentDeck.isEmpty()) {
                    int q = s.drawEquipment(ev);
                    if (to >= 0) {
                        give(s, W_EQUIP, q, to, ev);
                    } else {
                        s.push(TK_GAIN, -1 - q, -1, 0);
                    }
                }
            }
            case BLUEPRINT -> {
                if (!s.blueprintDeck.isEmpty()) {
                    int q = s.takeBottomBlueprint(ev);
                    s.collector[s.collectorN++] = q;
                    if (ev.enabled()) {
                        emit(ev, "Blueprint " + c.equipment.get(q).name() + " goes to the Collector space", "Tile icons");
                    }
                }
            }
            case SCROLL, VIAL, WOUND -> {
                int what = g.kind() == SCROLL ? W_SCROLL : g.kind() == VIAL ? W_VIAL : W_WOUND;
                int arg = g.kind() == SCROLL ? g.arg() : g.n();
                if (to >= 0) {
                    give(s, what, arg, to, ev);
                } else {
                    s.pending = Pending.GIVE;
                    s.about = what;
                    s.item = arg;
                    autoGive(s, ev);
                }
            }
            case UNLOCK -> s.unlocked |= 1 << g.arg();
            default -> throw new IllegalStateException("gain " + g.text());
        }
        if (ev.enabled()) {
            emit(ev, "Gained: " + g.text(), "Tile icons");
        }
    }

    /** An item nobody can take: an Equipment card goes to the Equipment discard pile; the rest is lost. */
    static void nobody(DcPosition s, EventSink ev) {
        if (s.about == W_EQUIP) {
            s.equipmentDeck.discard(s.item);
            if (ev.enabled()) {
                emit(ev, s.c.equipment.get(s.item).name() + " is discarded: nobody can take it", "Equipping");
            }
        }
    }

    static void give(DcPosition s, int what, int arg, int p, EventSink ev) {
        switch (what) {
            case W_SCROLL -> {
                if (arg == ANY) {
                    s.pending = Pending.COLOUR;
                    s.about = p;
                    s.allowed = 7;
                    return;
                }
                Scrolls.advance(s, p, arg, ev);
            }
            case W_VIAL -> {
                if (s.damage[p] > 0) {
                    s.damage[p]--;
                }
                if (ev.enabled()) {
                    emit(ev, s.name(p) + " drinks a Vial", "Tile icons");
                }
            }
            case W_EQUIP -> equip(s, p, arg, ev);
            default -> Harm.hurt(s, p, arg, ev.enabled() ? "A killed Enemy's Death Bonus" : null, ev);
        }
    }

    /** A gained Equipment card: equip it on the first free slot (discarding any equipped ones first), or discard it. */
    static void equip(DcPosition s, int p, int q, EventSink ev) {
        s.pending = Pending.EQUIP;
        s.about = p;
        s.item = q;
    }

    static int equippedCount(DcPosition s, int p) {
        int k = 0;
        for (int q : s.slot[p]) {
            k += q >= 0 ? 1 : 0;
        }
        return k;
    }

    static void discardEquipped(DcPosition s, int p, int i, EventSink ev) {
        if (ev.enabled()) {
            emit(ev, s.name(p) + " discards " + s.c.equipment.get(s.slot[p][i]).name(), "Cursed Treasure");
        }
        s.equipmentDeck.discard(s.slot[p][i]);
        s.slot[p][i] = -1;
        s.slotDamage[p][i] = 0;
    }

    static void equipNow(DcPosition s, int p, int q, EventSink ev) {
        int i = Board.freeSlot(s, p);
        s.slot[p][i] = q;
        s.slotDamage[p][i] = 0;
        RunReport.used(s, RunReport.EQUIPPED, q, p);
        if (ev.enabled()) {
            emit(ev, s.name(p) + " equips " + s.c.equipment.get(q).name(), "Equipping");
        }
    }

    static void curse(DcPosition s, int which, EventSink ev) {
        String effect = which == 1 ? s.c.biomes.get(s.biome).curseI() : s.c.biomes.get(s.biome).curseII();
        if (ev.enabled()) {
            emit(ev, "The curse: " + effect, "Cursed Treasure");
        }
        switch (effect) {
            case "discard potions" -> s.potions = 0;
            case "discard teeth" -> s.teeth = 0;
            case "wound to 1" -> {
                for (int p = 0; p < s.n; p++) {
                    if (s.alive(p) && s.maxHealth[p] - s.damage[p] > 1) {
                        s.damage[p] = s.maxHealth[p] - 1;
                    }
                }
            }
            case "fp damage 1" -> Harm.hurt(s, s.first, 1, ev.enabled() ? "The curse strikes the First Player" : null, ev);
            case "no runes" -> s.biomeCurses |= CURSE_NO_RUNES;
            case "silence" -> s.biomeCurses |= CURSE_SILENCE;
            case "discard equipment" -> {
                for (int p = s.n - 1; p >= 0; p--) {
                    if (!s.dead[p] && equippedCount(s, p) > 0) {
                        s.push(TK_DISCARD_EQUIP, p, 0, 0);
                    }
                }
            }
            default -> throw new IllegalStateException("unknown curse " + effect);
        }
    }

    /** A Give with a single candidate is made at once. */
    static void autoGive(DcPosition s, EventSink ev) {
        List<DcChoice> cs = s.listing();
        LegalChoices.gives(s, cs);
        if (cs.size() == 1) {
            s.pending = Pending.NONE;
            DcChoice only = cs.get(0);
            if (only instanceof Give g) {
                give(s, s.about, s.item, g.seat(), ev);
            } else {
                nobody(s, ev);
            }
        }
    }
}
