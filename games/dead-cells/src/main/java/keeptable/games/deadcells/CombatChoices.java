package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Pick;
import keeptable.games.deadcells.DcChoice.Target;

/** The decisions a Combat Round asks for, and what each choice does. */
final class CombatChoices {
    private CombatChoices() {
    }

    static void play(DcPosition s, Pending pending, DcChoice ch, EventSink ev) {
        switch (pending) {
            case Pending.PLAY, Pending.PASS_COLOUR, Pending.PASS_DISCARD -> Preparation.play(s, pending, ch, ev);
            case Pending.POTION -> {
                if (ch instanceof Give g) {
                    s.potions--;
                    s.damage[g.seat()] = 0;
                    if (ev.enabled()) {
                        emit(ev, s.name(g.seat()) + " drinks a Potion: all Damage removed", "Round 0");
                    }
                    if (s.potions > 0) {
                        s.pending = Pending.POTION;
                        if (LegalChoices.current(s).size() == 1) {
                            s.pending = Pending.NONE;
                        }
                    }
                }
            }
            case Pending.TIMED -> {
                int i = ((Pick) ch).option();
                if (i >= 0) {
                    RunReport.used(s, RunReport.EQUIPMENT_USED, s.slot[s.about][i], s.about);
                }
                Combat.cardLine(s, s.about, s.item, i, ev);
            }
            case Pending.ENEMY -> Harm.hit(s, s.about, ((Target) ch).who(), s.c.acts.get(s.item), ev);
            case Pending.BEHEADED -> Targeting.targetBeheaded(s, ((Target) ch).who(), ev);
            case Pending.HEAL -> {
                if (ch instanceof Give g) {
                    Harm.heal(s, g.seat(), s.about, ev);
                }
            }
            case Pending.SKILL -> {
                if (ch instanceof Pick pk) {
                    int seat = s.about;
                    int o = pk.option();
                    Act a;
                    if (o >= 100) {
                        a = s.c.equipment.get(s.slot[seat][o - 100]).act();
                        RunReport.used(s, RunReport.EQUIPMENT_USED, s.slot[seat][o - 100], seat);
                    } else {
                        RunReport.used(s, RunReport.SKILL, s.who[seat] * RunReport.SKILLS_PER_BEHEADED + o, seat);
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
            case Pending.LOOT -> {
                int o = ((Pick) ch).option();
                String looted = ev.enabled() ? loot(s, o) : null;
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
                        s.damage[o - 10] = 0;
                    }
                }
                if (ev.enabled()) {
                    emit(ev, "Loot: " + looted, "Loot");
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    /** A Loot option in words, as the player picks it and the log tells it. */
    static String loot(DcPosition s, int o) {
        return switch (o) {
            case 0 -> "Loot " + s.lootTeeth + " Gold Teeth";
            case 1 -> "Loot " + s.lootCells + " Cells";
            case 2 -> "Loot the Potion";
            case 3, 4, 5, 6 -> "Loot the " + (o - 3 == ANY ? "Scroll of any colour" : COLOURS[o - 3] + " Scroll");
            case 7 -> "Loot the Equipment";
            case 8 -> "Loot the Blueprint";
            default -> "Use a Potion on " + s.name(o - 10);
        };
    }
}
