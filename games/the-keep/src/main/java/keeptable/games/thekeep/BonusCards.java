package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.DiscardBonus;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepEvent.Shown;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Bonus Cards, the Searcher players' (hand limit two, discarded after play): offered at the start of the
 * own turn (Move Nazi SS Guard, Pass, Secret Entrance, Flashlight), during movement (Reroll, Pass), after the
 * turn (Second Wind) and in the own pawn's conflict (The Blade, Second Guess: see {@link Conflicts}); a
 * Flashlight also answers Power Failure (see {@link HazardCards}).
 */
final class BonusCards {
    private BonusCards() {
    }

    /** A Bonus card played at the start of the turn's Searcher pawn's turn; true when the pawn now rolls to move. */
    static boolean playAtStart(KeepPosition s, int card, EventSink ev) {
        int p = s.actor;
        int effect = s.k.bonusEffect[card];
        CardDecks.playBonus(s, card, ev);
        switch (effect) {
            case KeepPosition.B_FLASHLIGHT -> s.flashExempt |= 1 << s.seatOf[p];
            case KeepPosition.B_PASS -> s.passActive = true;
            case KeepPosition.B_MOVE_NAZI -> {
                s.phase = KeepPosition.P_NAZI;
                s.movePoints = KeepPosition.MOVE_NAZI_MOVES;
                s.oneGuard = -1;
                s.guardsHalted = 0;
            }
            case KeepPosition.B_SECRET_ENTRANCE -> {
                int door = SecretDoors.searchableDoor(s, p);
                s.found[p] |= 1 << door;
                if (ev.enabled()) {
                    ev.emit(new Told(s.k.ids[p].name() + " finds " + s.k.door(door) + " without rolling",
                            KeepPosition.R_BONUS));
                }
                return true;
            }
            default -> throw new IllegalStateException("bonus card not playable at the start of a turn");
        }
        return false;
    }

    /** Reroll (before the first step of an ordinary roll) or Pass, played during movement; true for a reroll. */
    static boolean playDuringMovement(KeepPosition s, int card, EventSink ev) {
        int effect = s.k.bonusEffect[card];
        CardDecks.playBonus(s, card, ev);
        if (effect == KeepPosition.B_REROLL) {
            return true;
        }
        s.passActive = true;
        return false;
    }

    /** Move Nazi SS Guard: any one guard, up to four rooms by guard rules. */
    static void moveNaziChoices(KeepPosition s, List<KeepChoice> out) {
        if (s.oneGuard >= 0) {
            GuardMoves.oneGuardChoices(s, out);
            return;
        }
        for (int g = 0; g < 12; g++) {
            if (s.guardRooms[g] >= 0) {
                Movement.stepChoices(s, out, KeepPosition.K_GUARD + g, s.movePoints, false);
            }
        }
        out.add(new Stop());
    }

    static void playMoveNazi(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof GuardStep gs) {
            s.oneGuard = gs.guard();
            GuardMoves.step(s, gs.guard(), gs.room(), ev, KeepPosition.R_BONUS);
            if (s.movePoints == 0) {
                s.phase = KeepPosition.P_S_START;
            }
        } else {
            if (ev.enabled()) {
                ev.emit(new Told(s.oneGuard >= 0 ? "the SS guard stops in "
                        + s.k.roomLabel(s.guardRooms[s.oneGuard]) : "no SS guard is moved after all", KeepPosition.R_BONUS));
            }
            s.phase = KeepPosition.P_S_START;
        }
    }

    /** After the turn: Second Wind gives the same character a full extra turn. */
    static void secondWindChoices(KeepPosition s, List<KeepChoice> out) {
        out.add(new Proceed());
        CardDecks.offerBonus(s, s.seatOf[s.actor], KeepPosition.B_SECOND_WIND, out);
    }

    static void playSecondWind(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof PlayBonus pb) {
            CardDecks.playBonus(s, pb.card(), ev);
            if (ev.enabled()) {
                ev.emit(new Told(s.k.ids[s.actor].name() + " takes an extra turn", KeepPosition.R_BONUS));
            }
            TurnOrder.beginSearcherTurn(s, s.actor, ev);
        } else {
            TurnOrder.advance(s, ev);
        }
    }

    /** The defender who won a conflict holds three Bonus cards: one goes. */
    static void discardChoices(KeepPosition s, List<KeepChoice> out) {
        for (int c = 0; c < 12; c++) {
            if (s.bonusWhere[c] == s.defenderSeat) {
                out.add(new DiscardBonus(c));
            }
        }
    }

    static void discard(KeepPosition s, DiscardBonus choice, EventSink ev) {
        int c = choice.card();
        CardDecks.discardBonus(s, c);
        if (ev.enabled()) {
            ev.emit(new Shown(s.name(s.defenderSeat) + " discards " + s.k.bonusName[c] + " (hand limit)",
                    KeepPosition.R_BONUS));
        }
        Retreat.begin(s);
    }
}
