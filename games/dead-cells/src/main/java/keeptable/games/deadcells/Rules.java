package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.DcChoice.Buy;
import keeptable.games.deadcells.DcChoice.Colour;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.DiscardEquipment;
import keeptable.games.deadcells.DcChoice.Equip;
import keeptable.games.deadcells.DcChoice.EquipInstead;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.LeaveEquipment;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.StartIn;
import keeptable.games.deadcells.DcChoice.TakeOption;

/**
 * The top of the rules: a choice is handed to the file that plays its decision, then the task loop ({@link #run})
 * carries out tasks and automatic steps until a player must decide. Every other rules file lies below it.
 */
final class Rules {

    private Rules() {
    }

    // ============================================================================================ dispatcher

    /** Plays the choice for the decision pending, then runs the rules on to the next decision. */
    static void play(DcPosition s, DcChoice ch, EventSink ev) {
        Pending pending = s.pending;
        s.pending = Pending.NONE;
        switch (pending) {
            case Pending.START -> {
                int b = ((StartIn) ch).biome();
                if (b != s.biome) {
                    s.visited = 0;
                    BiomeSetup.setupBiome(s, b, ev);
                } else if (ev.enabled()) {
                    emit(ev, "The Group enters " + s.c.biomes.get(b).name(), "Biome setup");
                }
                if (!s.solo) {
                    s.pending = Pending.FIRST_PLAYER;
                    return;
                }
            }
            case Pending.FIRST_PLAYER -> {
                s.first = ((Give) ch).seat();
                if (ev.enabled()) {
                    emit(ev, s.name(s.first) + " takes the First Player token", "Player setup");
                }
                if (s.n == 4) {
                    s.pending = Pending.SETUP_WOUND;
                    s.about = 0;
                    return;
                }
            }
            case Pending.SETUP_WOUND -> {
                int p = ((Give) ch).seat();
                s.damage[p] = 1;
                if (ev.enabled()) {
                    emit(ev, s.name(p) + " starts with 1 Damage", "4-player setup");
                }
                if (++s.about < 2) {
                    s.pending = Pending.SETUP_WOUND;
                    return;
                }
            }
            case Pending.MOVE -> Exploring.move(s, ((Move) ch).corridor(), ev);
            case Pending.CHECK -> {
                Checks.passCheck(s, ((Discard) ch).card(), ev);
                if (s.about >= 0) {
                    Exploring.arrive(s, s.about, ev);
                }
            }
            case Pending.EITHER -> {
                Gain[] opt = s.c.tiles.get(s.about).either()[((TakeOption) ch).option()];
                for (int i = opt.length - 1; i >= 0; i--) {
                    s.push(TK_GAIN, opt[i].id(), -1, 0);
                }
            }
            case Pending.GIVE -> {
                if (ch instanceof Give g) {
                    Gains.give(s, s.about, s.item, g.seat(), ev);
                } else {
                    Gains.nobody(s, ev);
                }
            }
            case Pending.EQUIP -> {
                if (ch instanceof Equip) {
                    Gains.equipNow(s, s.about, s.item, ev);
                } else if (ch instanceof LeaveEquipment) {
                    s.equipmentDeck.discard(s.item);
                    if (ev.enabled()) {
                        emit(ev, s.c.equipment.get(s.item).name() + " is discarded", "Equipping");
                    }
                } else {
                    int i = ((EquipInstead) ch).slot();
                    if (ev.enabled()) {
                        emit(ev, s.name(s.about) + " discards " + s.c.equipment.get(s.slot[s.about][i]).name(),
                                "Equipping");
                    }
                    s.equipmentDeck.discard(s.slot[s.about][i]);
                    s.slot[s.about][i] = -1;
                    s.slotDamage[s.about][i] = 0;
                    s.pending = Pending.EQUIP;
                    return;
                }
            }
            case Pending.COLOUR -> Scrolls.advance(s, s.about, ((Colour) ch).colour(), ev);
            case Pending.DISCARD_EQUIP -> Gains.discardEquipped(s, s.about, ((DiscardEquipment) ch).slot(), ev);
            case Pending.SER_POWER -> {
                s.serenadePower = ((Colour) ch).colour();
                Preparation.startRounds(s, ev);
            }
            case Pending.MERCHANT -> {
                if (ch instanceof Buy buy) {
                    Offer o = s.merchantOffers()[buy.ware()];
                    s.teeth -= o.cost();
                    Exploring.use(s, buy.ware());
                    s.push(TK_GAIN, o.item().id(), -1, 0);
                    if (ev.enabled()) {
                        emit(ev, "The Group buys " + o.item().text(), "Merchant tiles");
                    }
                    runTasks(s, ev);
                    if (s.pending == Pending.NONE) {
                        s.pending = Pending.MERCHANT;
                    } else {
                        s.resume = Pending.MERCHANT;
                    }
                    return;
                }
            }
            case Pending.PLAY, Pending.PASS_COLOUR, Pending.PASS_DISCARD, Pending.POTION, Pending.TIMED, Pending.ENEMY, Pending.BEHEADED, Pending.SKILL, Pending.LOOT,
                 Pending.HEAL -> CombatChoices.play(s, pending, ch, ev);
            case Pending.IB_DISCARD, Pending.HEALER, Pending.IB_MERCHANT, Pending.COLLECTOR -> Interbiome.play(s, pending, ch, ev);
            case Pending.END, Pending.SPACE, Pending.CARD_HOME, Pending.PURGE -> End.play(s, pending, ch, ev);
            default -> throw new IllegalStateException();
        }
        run(s, ev);
    }

    // ============================================================================================ the loop

    /** Carries out pending tasks only (a purchase's gain), stopping at a decision. */
    static void runTasks(DcPosition s, EventSink ev) {
        while (s.taskN > 0 && s.pending == Pending.NONE) {
            step(s, ev);
        }
    }

    /** Carries out pending tasks and automatic steps until a decision is needed or the Run is over. */
    static void run(DcPosition s, EventSink ev) {
        for (int guard = 0; guard < 100_000; guard++) {
            if (s.pending != Pending.NONE || s.phase == OVER) {
                return;
            }
            if (s.taskN == 0 && s.resume != Pending.NONE) {
                s.pending = s.resume;
                s.resume = Pending.NONE;
                return;
            }
            step(s, ev);
        }
        throw new IllegalStateException("the rules loop did not settle");
    }

    private static void step(DcPosition s, EventSink ev) {
        {
            if (s.taskN > 0) {
                s.taskN -= 4;
                int kind = s.tasks[s.taskN];
                int a = s.tasks[s.taskN + 1];
                int b = s.tasks[s.taskN + 2];
                int x = s.tasks[s.taskN + 3];
                switch (kind) {
                    case TK_GAIN -> Gains.gain(s, a, b, ev);
                    case TK_DISCARD_EQUIP -> {
                        s.pending = Pending.DISCARD_EQUIP;
                        s.about = a;
                        if (Gains.equippedCount(s, a) == 1) {
                            s.pending = Pending.NONE;
                            for (int i = 0; i < s.slot[a].length; i++) {
                                if (s.slot[a][i] >= 0) {
                                    Gains.discardEquipped(s, a, i, ev);
                                }
                            }
                        }
                    }
                    case TK_WOUND -> {
                        s.pending = Pending.GIVE;
                        s.about = W_WOUND;
                        s.item = b;
                        Gains.autoGive(s, ev);
                    }
                    default -> Combat.task(s, kind, a, b, x, ev);
                }
                return;
            }
            switch (s.phase) {
                case COMBAT -> Combat.step(s, ev);
                case EXPLORE -> Exploring.afterTile(s, ev);
                case INTERBIOME -> throw new IllegalStateException("interbiome without a decision");
                case END -> End.begin(s, ev);
                default -> {
                }
            }
        }
    }

}
