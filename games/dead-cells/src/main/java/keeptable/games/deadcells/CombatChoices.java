package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Words;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.DrinkPotion;
import keeptable.games.deadcells.DcChoice.EquipmentSkill;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.LootGain;
import keeptable.games.deadcells.DcChoice.LootScroll;
import keeptable.games.deadcells.DcChoice.TargetBeheaded;
import keeptable.games.deadcells.DcChoice.TargetCompanion;
import keeptable.games.deadcells.DcChoice.TargetEnemy;
import keeptable.games.deadcells.DcChoice.TrackSkill;
import keeptable.games.deadcells.DcChoice.UseTimed;

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
                int i = ch instanceof UseTimed use ? use.slot() : -1;
                if (i >= 0) {
                    RunReport.used(s, RunReport.EQUIPMENT_USED, s.slot[s.about][i], s.about);
                }
                Combat.cardLine(s, s.about, s.item, i, ev);
            }
            case Pending.ENEMY -> Harm.hit(s, s.about, ((TargetEnemy) ch).space(), s.c.acts.get(s.item), ev);
            case Pending.BEHEADED -> {
                if (ch instanceof TargetCompanion tc) {
                    Targeting.targetCompanion(s, tc.seat(), tc.slot(), ev);
                } else {
                    Targeting.targetBeheaded(s, ((TargetBeheaded) ch).seat(), ev);
                }
            }
            case Pending.HEAL -> {
                if (ch instanceof Give g) {
                    Harm.heal(s, g.seat(), s.c.acts.get(s.healAct), ev);
                }
            }
            case Pending.SKILL -> {
                if (!(ch instanceof Done)) {
                    int seat = s.about;
                    Act a;
                    if (ch instanceof EquipmentSkill es) {
                        a = s.c.equipment.get(s.slot[seat][es.slot()]).act();
                        RunReport.used(s, RunReport.EQUIPMENT_USED, s.slot[seat][es.slot()], seat);
                    } else {
                        // A Skill's mark on the board: bit 0 the Beheaded's own, bit 1 + colour * 8 + step a track's.
                        int o = ch instanceof TrackSkill ts ? 1 + ts.colour() * 8 + ts.step() : 0;
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
                String looted = ev.enabled() ? loot(s, ch) : null;
                switch (ch) {
                    case LootScroll scroll -> {
                        s.bagScroll[scroll.colour()] += s.lootScroll[scroll.colour()];
                        s.lootScroll[scroll.colour()] = 0;
                    }
                    case DrinkPotion drink -> {
                        s.potions--;
                        s.damage[drink.seat()] = 0;
                    }
                    default -> lootGain(s, ((LootGain) ch).kind());
                }
                if (ev.enabled()) {
                    emit(ev, "The Group's Loot action: " + looted.substring(0, 1).toLowerCase() + looted.substring(1), "Loot");
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    /** Moves the Loot of one kind (Gold Teeth, Cells, the Potion, Equipment, Blueprints) into the Bag. */
    private static void lootGain(DcPosition s, int kind) {
        switch (kind) {
            case TEETH -> {
                s.teeth += s.lootTeeth;
                s.lootTeeth = 0;
            }
            case CELL -> {
                s.cells += s.lootCells;
                s.lootCells = 0;
            }
            case POTION -> {
                s.potions += s.lootPotions;
                s.lootPotions = 0;
            }
            case EQUIPMENT -> {
                for (int i = 0; i < s.lootEquipN; i++) {
                    s.bagEquip[s.bagEquipN++] = s.lootEquip[i];
                }
                s.lootEquipN = 0;
            }
            default -> {
                for (int i = 0; i < s.lootBlueN; i++) {
                    s.bagBlue[s.bagBlueN++] = s.lootBlue[i];
                }
                s.lootBlueN = 0;
            }
        }
    }

    /** A Loot choice in words, as the player picks it and the log tells it. */
    static String loot(DcPosition s, DcChoice ch) {
        return switch (ch) {
            case LootScroll scroll -> "Loot the " + (scroll.colour() == ANY ? "Scroll of any colour"
                    : COLOURS.get(scroll.colour()) + " Scroll");
            case DrinkPotion drink -> "Use a Potion on " + s.name(drink.seat());
            case LootGain gain -> switch (gain.kind()) {
                case TEETH -> "Loot " + Words.teeth(s.lootTeeth);
                case CELL -> "Loot " + Words.cells(s.lootCells);
                case POTION -> "Loot the Potion";
                case EQUIPMENT -> "Loot the Equipment";
                default -> "Loot the Blueprint";
            };
            default -> throw new IllegalArgumentException("no Loot choice: " + ch.label());
        };
    }
}
