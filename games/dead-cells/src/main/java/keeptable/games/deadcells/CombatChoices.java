package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.Content.*;
import static keeptable.games.deadcells.DcState.*;
import static keeptable.games.deadcells.Notes.emit;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Pick;
import keeptable.games.deadcells.DcChoice.Target;

/** The decisions a Combat Round asks for, and what each choice does. */
final class CombatChoices {
    private CombatChoices() {
    }

    static void choices(DcState s, List<DcChoice> out) {
        Content c = s.c;
        switch (s.pending) {
            case P_TIMED -> {
                int seat = s.about;
                Act line = cardAct(s, seat, s.item, s.round);
                boolean frozenNow = s.item == 0 && (s.frozen[seat] & 1 << s.round) != 0;
                if (!frozenNow) {
                    for (int i = 0; i < s.slot[seat].length; i++) {
                        int q = s.slot[seat][i];
                        if (q < 0 || (s.timedUsed & 1 << (seat * 4 + i)) != 0) {
                            continue;
                        }
                        Equip e = c.equipment.get(q);
                        if (e.round() == s.round && (e.kind() == E_ADD || e.kind() == E_INSTEAD && line != null)) {
                            out.add(new Pick(i));
                        }
                    }
                }
                out.add(new Pick(-1));
            }
            case P_ENEMY -> {
                for (int sp = 0; sp < SPACES; sp++) {
                    if ((s.allowed & 1 << sp) != 0) {
                        out.add(new Target(sp));
                    }
                }
            }
            case P_BEHEADED -> Targeting.choices(s, out);
            case P_SKILL -> {
                int seat = s.about;
                Beheaded b = c.beheaded.get(s.who[seat]);
                if ((s.skillUsed[seat] & 1) == 0) {
                    out.add(new Pick(0));
                }
                for (int col = 0; col < 3; col++) {
                    Step[] t = b.tracks()[col];
                    for (int i = 0; i < s.scroll[seat][col] && i < t.length; i++) {
                        if (t[i].kind() == ST_SKILL && (s.skillUsed[seat] & 1 << (1 + col * 8 + i)) == 0) {
                            out.add(new Pick(1 + col * 8 + i));
                        }
                    }
                }
                for (int i = 0; i < s.slot[seat].length; i++) {
                    int q = s.slot[seat][i];
                    if (q >= 0 && c.equipment.get(q).kind() == E_SKILL) {
                        out.add(new Pick(100 + i));
                    }
                }
                out.add(new Done());
            }
            case P_LOOT -> {
                if (s.lootTeeth > 0) {
                    out.add(new Pick(0));
                }
                if (s.lootCells > 0) {
                    out.add(new Pick(1));
                }
                if (s.lootPotions > 0) {
                    out.add(new Pick(2));
                }
                for (int col = 0; col < 4; col++) {
                    if (s.lootScroll[col] > 0) {
                        out.add(new Pick(3 + col));
                    }
                }
                if (s.lootEquipN > 0) {
                    out.add(new Pick(7));
                }
                if (s.lootBlueN > 0) {
                    out.add(new Pick(8));
                }
                if (s.potions > 0 && s.constraint != 3) {
                    for (int p = 0; p < s.n; p++) {
                        if (s.involved[p] && !s.dead[p] && s.dmg[p] > 0) {
                            out.add(new Pick(10 + p));
                        }
                    }
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    static void play(DcState s, int pending, DcChoice ch, EventSink ev) {
        switch (pending) {
            case P_PLAY, P_PASS_COLOUR, P_PASS_DISCARD -> Preparation.play(s, pending, ch, ev);
            case P_POTION -> {
                if (ch instanceof Give g) {
                    s.potions--;
                    s.dmg[g.seat()] = 0;
                    if (ev.enabled()) {
                        emit(ev, s.name(g.seat()) + " drinks a Potion: all Damage removed", "Round 0");
                    }
                    if (s.potions > 0) {
                        s.pending = P_POTION;
                        if (Rules.choices(s).size() == 1) {
                            s.pending = P_NONE;
                        }
                    }
                }
            }
            case P_TIMED -> Combat.cardLine(s, s.about, s.item, ((Pick) ch).option(), ev);
            case P_ENEMY -> Harm.hit(s, s.about, ((Target) ch).who(), s.c.acts.get(s.item), ev);
            case P_BEHEADED -> Targeting.targetBeheaded(s, ((Target) ch).who(), ev);
            case P_HEAL -> {
                if (ch instanceof Give g) {
                    Harm.heal(s, g.seat(), s.about, ev);
                }
            }
            case P_SKILL -> {
                if (ch instanceof Pick pk) {
                    int seat = s.about;
                    int o = pk.option();
                    Act a;
                    if (o >= 100) {
                        a = s.c.equipment.get(s.slot[seat][o - 100]).act();
                    } else {
                        s.skillUsed[seat] |= 1 << o;
                        Beheaded b = s.c.beheaded.get(s.who[seat]);
                        a = o == 0 ? b.skill() : b.tracks()[(o - 1) / 8][(o - 1) % 8].act();
                    }
                    int more = s.allowed - 1;
                    if (more > 0) {
                        s.push(TK_ACT, skillAct(s), seat, 0);
                    }
                    Combat.groupAct(s, seat, seat, a, 0, ev);
                }
            }
            case P_LOOT -> {
                int o = ((Pick) ch).option();
                String looted = ev.enabled() ? Wording.choice(s, pending, ch) : null;
                switch (o) {
                    case 0 -> {
                        s.teeth += s.lootTeeth;
                        s.lootTeeth = 0;
                    }
                    case 1 -> {
                        s.cells += s.lootCells;
                        s.lootCells = 0;
                    }
                    case 2 -> {
                        s.potions += s.lootPotions;
                        s.lootPotions = 0;
                    }
                    case 3, 4, 5, 6 -> {
                        s.bagScroll[o - 3] += s.lootScroll[o - 3];
                        s.lootScroll[o - 3] = 0;
                    }
                    case 7 -> {
                        for (int i = 0; i < s.lootEquipN; i++) {
                            s.bagEquip[s.bagEquipN++] = s.lootEquip[i];
                        }
                        s.lootEquipN = 0;
                    }
                    case 8 -> {
                        for (int i = 0; i < s.lootBlueN; i++) {
                            s.bagBlue[s.bagBlueN++] = s.lootBlue[i];
                        }
                        s.lootBlueN = 0;
                    }
                    default -> {
                        s.potions--;
                        s.dmg[o - 10] = 0;
                    }
                }
                if (ev.enabled()) {
                    emit(ev, "Loot: " + looted, "Loot");
                }
            }
            default -> throw new IllegalStateException();
        }
    }
}
