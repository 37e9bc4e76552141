package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.Accept;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.DemandOther;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.ResolveConflict;
import keeptable.games.thekeep.KeepEvent.CardsRevealed;
import keeptable.games.thekeep.KeepEvent.Private;
import keeptable.games.thekeep.KeepEvent.ToOthers;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Conflict, after all movement: the turn's player orders the conflicts; Molasar lays a card (red side),
 * the Searcher in conflict names a defender among the other Searcher players, who lays a card (white
 * side); before the reveal the Searcher may play The Blade or Second Guess; the pawn's abilities count
 * (Fonescu, Glaeken: book ID Cards), the defender's do not; a tie is played again; the loser retreats
 * (see {@link Retreat}) and a winning defender draws a Bonus card.
 */
final class Conflicts {
    private Conflicts() {
    }

    /** The enemy a Searcher pawn must still fight this turn, or -1. */
    static int pending(KeepPosition s, int p) {
        if (s.pos[p] < 0) {
            return -1;
        }
        int e = s.enemyAt(s.pos[p]);
        return e >= 0 && (s.resolved[p] >>> e & 1) == 0 ? e : -1;
    }

    /** Asks for the next conflict, or ends the turn when none is left. */
    static void next(KeepPosition s, EventSink ev) {
        for (int p = 0; p < 5; p++) {
            if (pending(s, p) >= 0) {
                s.phase = KeepPosition.P_C_PICK;
                return;
            }
        }
        s.turnOver = true; // the phase machine ends the turn once this choice's rules have run (Phases.play)
    }

    static void pickChoices(KeepPosition s, List<KeepChoice> out) {
        for (int p = 0; p < 5; p++) {
            if (pending(s, p) >= 0) {
                out.add(new ResolveConflict(p));
            }
        }
    }

    static void pick(KeepPosition s, ResolveConflict choice, EventSink ev) {
        int p = choice.pawn();
        start(s, p, pending(s, p), ev);
    }

    /** Starts the conflict of Searcher pawn {@code p} against {@code e}, a guard or {@link KeepPosition#ENEMY_MOL}. */
    static void start(KeepPosition s, int p, int e, EventSink ev) {
        s.conflictPawn = p;
        s.conflictEnemy = e;
        s.defenderSeat = -1;
        s.blade = false;
        s.molasarCard = -1;
        s.defenderCard = -1;
        s.secondGuessCard = -1;
        if (ev.enabled()) {
            ev.emit(new Told("conflict in " + s.k.roomLabel(s.pos[p]) + ": " + s.k.ids[p].name() + " against "
                    + s.enemyName(e), KeepPosition.R_CONFLICT));
        }
        toMolasarCommit(s, ev);
    }

    private static void toMolasarCommit(KeepPosition s, EventSink ev) {
        drawHandIfEmpty(s, s.molSeat, KeepPosition.MOLASAR_HAND, ev);
        s.phase = KeepPosition.P_C_MOL;
    }

    private static void toDefenderCommit(KeepPosition s, EventSink ev) {
        drawHandIfEmpty(s, s.defenderSeat, KeepPosition.SEARCHER_HAND, ev);
        s.phase = KeepPosition.P_C_DEF;
    }

    /** A player with an empty hand draws a full hand before laying a card. */
    private static void drawHandIfEmpty(KeepPosition s, int seat, int size, EventSink ev) {
        if (s.handSize(seat) == 0) {
            CardDecks.refill(s, seat, size, ev);
        }
    }

    /** The card is laid face down: its owner learns which, the table only that it was laid. */
    private static void tellLaidFaceDown(KeepPosition s, int seat, int card, EventSink ev) {
        if (ev.enabled()) {
            ev.emit(new Private(seat, "you lay Conflict card " + s.k.conflictNumber[card] + " face down",
                    KeepPosition.R_CONFLICT));
            String who = seat == s.molSeat ? "Molasar" : s.name(seat);
            ev.emit(new ToOthers(seat, who + " lays a Conflict card face down", KeepPosition.R_CONFLICT));
        }
    }

    /** The Conflict cards the seat may lay, except {@code except} (the card Second Guess sent back). */
    static void cardChoices(KeepPosition s, int seat, int except, List<KeepChoice> out) {
        for (int c = 0; c < 32; c++) {
            if (s.conflictWhere[c] == seat && c != except) {
                out.add(new Commit(c));
            }
        }
    }

    static void molasarCommits(KeepPosition s, Commit choice, EventSink ev) {
        boolean again = s.phase == KeepPosition.P_C_MOL_RE;
        s.molasarCard = choice.card();
        tellLaidFaceDown(s, s.molSeat, s.molasarCard, ev);
        if (again) {
            s.phase = KeepPosition.P_C_WINDOW;
        } else if (s.defenderSeat >= 0) {
            toDefenderCommit(s, ev);
        } else {
            s.phase = KeepPosition.P_C_DEFENDER;
        }
    }

    static void defenderChoices(KeepPosition s, List<KeepChoice> out) {
        for (int seat = 0; seat < s.seats; seat++) {
            if (seat != s.molSeat && seat != s.seatOf[s.conflictPawn]) {
                out.add(new ChooseDefender(seat));
            }
        }
    }

    static void chooseDefender(KeepPosition s, ChooseDefender choice, EventSink ev) {
        s.defenderSeat = choice.seat();
        if (ev.enabled()) {
            ev.emit(new Told(s.k.ids[s.conflictPawn].name() + " asks " + s.nameWithCharacters(s.defenderSeat) + " to defend",
                    KeepPosition.R_CONFLICT));
        }
        toDefenderCommit(s, ev);
    }

    static void defenderCommits(KeepPosition s, Commit choice, EventSink ev) {
        s.defenderCard = choice.card();
        tellLaidFaceDown(s, s.defenderSeat, s.defenderCard, ev);
        s.phase = KeepPosition.P_C_WINDOW;
    }

    /** Before the reveal: Second Guess, or The Blade against Molasar (once per conflict), or go on. */
    static void revealWindowChoices(KeepPosition s, List<KeepChoice> out) {
        out.add(new Proceed());
        int seat = s.seatOf[s.conflictPawn];
        CardDecks.offerBonus(s, seat, KeepPosition.B_SECOND_GUESS, out);
        if (s.conflictEnemy == KeepPosition.ENEMY_MOL && !s.blade) {
            CardDecks.offerBonus(s, seat, KeepPosition.B_BLADE, out);
        }
    }

    static void playRevealWindow(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (!(choice instanceof PlayBonus pb)) {
            reveal(s, ev);
            return;
        }
        int effect = s.k.bonusEffect[pb.card()];
        CardDecks.playBonus(s, pb.card(), ev);
        if (effect == KeepPosition.B_BLADE) {
            s.blade = true;
            return;
        }
        s.secondGuessCard = s.molasarCard;
        s.conflictKnownTo[s.secondGuessCard] |= 1 << s.seatOf[s.conflictPawn];
        if (ev.enabled()) {
            ev.emit(new Private(s.seatOf[s.conflictPawn], "Molasar's card is Conflict card " + s.k.conflictNumber[s.secondGuessCard]
                    + " (" + molasarValue(s, s.secondGuessCard) + ")", KeepPosition.R_BONUS));
        }
        s.phase = KeepPosition.P_C_SG;
    }

    /** Second Guess: keep Molasar's card, or make him lay another (when he holds one). */
    static void secondGuessChoices(KeepPosition s, List<KeepChoice> out) {
        out.add(new Accept());
        if (s.handSize(s.molSeat) >= 2) {
            out.add(new DemandOther());
        }
    }

    static void playSecondGuess(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof DemandOther) {
            if (ev.enabled()) {
                ev.emit(new Told("Molasar must take back his card and play another", KeepPosition.R_BONUS));
            }
            s.molasarCard = -1;
            s.phase = KeepPosition.P_C_MOL_RE;
        } else {
            if (ev.enabled()) {
                ev.emit(new Told(s.name(s.seatOf[s.conflictPawn]) + " lets Molasar's card stand", KeepPosition.R_BONUS));
            }
            s.phase = KeepPosition.P_C_WINDOW;
        }
    }

    /** The value of a Conflict card on Molasar's (red) side against the current enemy. */
    static int molasarValue(KeepPosition s, int card) {
        return s.conflictEnemy == KeepPosition.ENEMY_MOL ? s.k.redMol[card] : s.k.redNazi[card];
    }

    /** The value of a Conflict card on the Searchers' (white) side against the current enemy. */
    static int searcherValue(KeepPosition s, int card) {
        return s.conflictEnemy == KeepPosition.ENEMY_MOL ? s.k.whiteMol[card] : s.k.whiteNazi[card];
    }

    /** The Searcher side's bonus from the pawn in conflict (not the defender's): abilities and The Blade. */
    static int searcherBonus(KeepPosition s) {
        int b = 0;
        if (s.conflictPawn == KeepPosition.FONESCU && s.conflictEnemy != KeepPosition.ENEMY_MOL) {
            b++;
        }
        if (s.conflictPawn == KeepPosition.GLAEKEN && s.conflictEnemy == KeepPosition.ENEMY_MOL) {
            b++;
        }
        if (s.blade && s.conflictEnemy == KeepPosition.ENEMY_MOL) {
            b += 2;
        }
        return b;
    }

    private static void reveal(KeepPosition s, EventSink ev) {
        int mc = s.molasarCard;
        int dc = s.defenderCard;
        int mv = molasarValue(s, mc);
        int dv = searcherValue(s, dc);
        int bonus = searcherBonus(s);
        int sv = dv + bonus;
        CardDecks.discardConflict(s, mc);
        CardDecks.discardConflict(s, dc);
        s.molasarCard = -1;
        s.defenderCard = -1;
        s.secondGuessCard = -1;
        if (sv == mv) {
            if (ev.enabled()) {
                ev.emit(new CardsRevealed(mc, mv, s.defenderSeat, s.name(s.defenderSeat), dc, dv, bonus, "a tie: the conflict is played again"));
            }
            toMolasarCommit(s, ev);
            return;
        }
        CardDecks.refill(s, s.molSeat, KeepPosition.MOLASAR_HAND, ev);
        CardDecks.refill(s, s.defenderSeat, KeepPosition.SEARCHER_HAND, ev);
        s.resolved[s.conflictPawn] |= 1 << s.conflictEnemy;
        int diff = Math.abs(sv - mv);
        s.retreatLeft = diff;
        s.retreatMoved = false;
        if (sv > mv) {
            if (ev.enabled()) {
                ev.emit(new CardsRevealed(mc, mv, s.defenderSeat, s.name(s.defenderSeat), dc, dv, bonus, "the Searchers win; " + (s.conflictEnemy == KeepPosition.ENEMY_MOL ? "Molasar" : s.guardName(s.conflictEnemy))
                        + " retreats up to " + diff + (diff == 1 ? " room" : " rooms")));
            }
            s.retreatPawn = s.conflictEnemy == KeepPosition.ENEMY_MOL ? KeepPosition.K_MOL : KeepPosition.K_GUARD + s.conflictEnemy;
            s.retreatSteerer = s.seatOf[s.conflictPawn];
            CardDecks.drawBonus(s, s.defenderSeat, ev);
            if (s.bonusCount(s.defenderSeat) > KeepPosition.BONUS_LIMIT) {
                s.phase = KeepPosition.P_C_DISCARD;
                return;
            }
        } else {
            if (ev.enabled()) {
                ev.emit(new CardsRevealed(mc, mv, s.defenderSeat, s.name(s.defenderSeat), dc, dv, bonus, "Molasar wins; " + s.k.ids[s.conflictPawn].name()
                        + " retreats up to " + diff + (diff == 1 ? " room" : " rooms")));
            }
            s.retreatPawn = s.conflictPawn;
            s.retreatSteerer = s.molSeat;
        }
        Retreat.begin(s);
    }

    /** A step of the loser's retreat (see {@link Retreat}); when it is over, the conflicts go on. */
    static void playRetreat(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (Retreat.play(s, choice, ev)) {
            afterRetreat(s, ev);
        }
    }

    /** The retreat is over: a new conflict where the pawn stopped, or the next conflict. */
    static void afterRetreat(KeepPosition s, EventSink ev) {
        int pawn = s.retreatPawn;
        boolean moved = s.retreatMoved;
        s.retreatPawn = -1;
        s.retreatLeft = 0;
        s.retreatSteerer = -1;
        s.retreatMoved = false;
        s.conflictPawn = -1;
        s.conflictEnemy = -1;
        s.defenderSeat = -1;
        s.blade = false;
        if (moved) {
            // a retreat into a room with an opponent is a new conflict, played at once
            if (pawn < 5) {
                int e = s.enemyAt(s.pos[pawn]);
                if (e >= 0) {
                    start(s, pawn, e, ev);
                    return;
                }
            } else {
                int p = s.searcherAt(s.roomOf(pawn), -1);
                if (p >= 0) {
                    start(s, p, pawn == KeepPosition.K_MOL ? KeepPosition.ENEMY_MOL : pawn - KeepPosition.K_GUARD, ev);
                    return;
                }
            }
        }
        conflictOver(s, ev);
    }

    /**
     * A conflict is over. In Molasar's turn he may now play his Hazard card (any time during his turn: between
     * two conflicts, or after the last one); the window's end goes on with {@link #next}. Otherwise the next
     * conflict, or the end of the turn.
     */
    static void conflictOver(KeepPosition s, EventSink ev) {
        if (s.actor == KeepPosition.MOL && s.mayPlayHazard()) {
            boolean more = false;
            for (int p = 0; p < 5; p++) {
                more |= pending(s, p) >= 0;
            }
            s.hazardWindowOpen = more ? KeepPosition.BETWEEN_CONFLICTS : KeepPosition.AFTER_THE_CONFLICTS;
            s.phase = KeepPosition.P_M_HAZARD;
            return;
        }
        next(s, ev);
    }
}
