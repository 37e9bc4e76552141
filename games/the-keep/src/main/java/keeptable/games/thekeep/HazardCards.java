package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.PlayHazard;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.Stay;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepChoice.Summon;
import keeptable.games.thekeep.KeepChoice.Teleport;
import keeptable.games.thekeep.KeepEvent.Moved;
import keeptable.games.thekeep.KeepEvent.Shown;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Hazard Cards, Molasar's six, one per turn at a Hazard window (see {@link MolasarTurn}), each used once:
 * Evil Spreads, Power Failure (answered by Flashlights), Summon Guards, General Alert, Secret Passage and
 * Molasar's Magic.
 */
final class HazardCards {
    static final int SUMMONED_GUARDS = 2;

    private HazardCards() {
    }

    static void choices(KeepPosition s, List<KeepChoice> out) {
        out.add(new Proceed());
        for (int h = 0; h < 6; h++) {
            if ((s.hazards >>> h & 1) != 0) {
                out.add(new PlayHazard(h));
            }
        }
    }

    static void play(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof PlayHazard ph) {
            playHazard(s, ph.card(), ev);
        } else {
            if (ev.enabled()) {
                ev.emit(new Told("Molasar plays no Hazard card now", KeepPosition.R_HAZARD));
            }
            MolasarTurn.continueAfterWindow(s, ev);
        }
    }

    private static void playHazard(KeepPosition s, int h, EventSink ev) {
        s.hazards &= ~(1 << h);
        s.hazPlayed = true;
        s.used[s.molSeat * KeepPosition.CARD_KINDS + KeepPosition.BONUS_CARDS + h]++;
        if (ev.enabled()) {
            ev.emit(new Told("Molasar plays the Hazard card " + s.k.hazardName[h], KeepPosition.R_HAZARD));
        }
        switch (s.k.hazardEffect[h]) {
            case KeepPosition.H_EVIL -> {
                evilSpreads(s, ev);
                MolasarTurn.continueAfterWindow(s, ev);
            }
            case KeepPosition.H_POWER -> {
                s.powerFailure = true;
                s.flashSeat = 0;
                nextFlashlight(s, ev);
            }
            case KeepPosition.H_SUMMON -> {
                s.summonLeft = SUMMONED_GUARDS;
                s.phase = KeepPosition.P_H_SUMMON;
            }
            case KeepPosition.H_ALERT -> {
                s.alert = true;
                MolasarTurn.continueAfterWindow(s, ev);
            }
            case KeepPosition.H_PASSAGE -> {
                s.teleportTargets = s.k.secretRooms;
                s.phase = KeepPosition.P_H_TELEPORT;
            }
            case KeepPosition.H_MAGIC -> {
                s.teleportTargets = s.k.stairs;
                s.phase = KeepPosition.P_H_TELEPORT;
            }
            default -> throw new IllegalStateException("unknown hazard");
        }
    }

    /** Evil Spreads: every Searcher player loses a Bonus card at random. */
    private static void evilSpreads(KeepPosition s, EventSink ev) {
        for (int seat = 0; seat < s.seats; seat++) {
            int n = seat == s.molSeat ? 0 : s.bonusCount(seat);
            if (n > 0) {
                int pick = s.rng.nextInt(n);
                for (int c = 0; c < 12; c++) {
                    if (s.bonusWhere[c] == seat && pick-- == 0) {
                        CardDecks.discardBonus(s, c);
                        if (ev.enabled()) {
                            ev.emit(new Shown(s.name(seat) + " loses " + s.k.bonusName[c],
                                    KeepPosition.R_HAZARD));
                        }
                        break;
                    }
                }
            }
        }
    }

    /** Whether Power Failure keeps this Searcher pawn from moving (its player played no Flashlight). */
    static boolean powerFailureStops(KeepPosition s, int p) {
        return s.powerFailure && (s.flashExempt >>> s.seatOf[p] & 1) == 0;
    }

    /** Asks the next Searcher player, holder or not, whether to answer Power Failure with a Flashlight. */
    private static void nextFlashlight(KeepPosition s, EventSink ev) {
        while (s.flashSeat < s.seats) {
            if (s.flashSeat != s.molSeat) {
                s.phase = KeepPosition.P_H_FLASH;
                return;
            }
            s.flashSeat++;
        }
        MolasarTurn.continueAfterWindow(s, ev);
    }

    static void flashlightChoices(KeepPosition s, List<KeepChoice> out) {
        out.add(new Proceed());
        CardDecks.offerBonus(s, s.flashSeat, KeepPosition.B_FLASHLIGHT, out);
    }

    static void playFlashlight(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof PlayBonus pb) {
            CardDecks.playBonus(s, pb.card(), ev);
            s.flashExempt |= 1 << s.flashSeat;
        } else if (ev.enabled()) {
            ev.emit(new Told(s.name(s.flashSeat) + " plays no Flashlight", KeepPosition.R_HAZARD));
        }
        s.flashSeat++;
        nextFlashlight(s, ev);
    }

    /** Summon Guards: a guard from outside to a cellar room without guard or Molasar; two in the cellar at most. */
    static void summonChoices(KeepPosition s, List<KeepChoice> out) {
        if (s.summonLeft > 0 && s.cellarGuards(-1) < 2) {
            for (int g = 0; g < 12; g++) {
                if (s.guardRooms[g] >= 0 && !s.k.isCellar(s.guardRooms[g])) {
                    for (long m = s.k.cellar; m != 0; m &= m - 1) {
                        int r = Long.numberOfTrailingZeros(m);
                        if (s.mol != r && s.guardAt(r, -1) < 0) {
                            out.add(new Summon(g, r));
                        }
                    }
                }
            }
        }
        out.add(new Stop());
    }

    static void playSummon(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof Summon su) {
            int from = s.guardRooms[su.guard()];
            s.guardRooms[su.guard()] = su.room();
            GuardMoves.walked(s, su.guard(), from, su.room());
            s.summonLeft--;
            if (s.searcherAt(su.room(), -1) >= 0) {
                s.guardsHalted |= 1 << su.guard(); // it met a Searcher: it stays for the conflict
            }
            if (ev.enabled()) {
                ev.emit(new Moved("an SS guard", s.k.roomLabel(from), s.k.roomLabel(su.room()),
                        KeepPosition.R_HAZARD));
            }
        } else {
            if (ev.enabled()) {
                int summoned = SUMMONED_GUARDS - s.summonLeft;
                ev.emit(new Told(summoned == 0 ? "Molasar summons no guard" : "Molasar summons no more guards ("
                        + summoned + " summoned)", KeepPosition.R_HAZARD));
            }
            MolasarTurn.continueAfterWindow(s, ev);
        }
    }

    /** Secret Passage / Molasar's Magic: Molasar may appear in a target room without guard, not the Hilt room. */
    static void teleportChoices(KeepPosition s, List<KeepChoice> out) {
        out.add(new Stay());
        for (long m = s.teleportTargets; m != 0; m &= m - 1) {
            int r = Long.numberOfTrailingZeros(m);
            if (r != s.hilt && r != s.mol && s.guardAt(r, -1) < 0) {
                out.add(new Teleport(r));
            }
        }
    }

    static void playTeleport(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof Teleport t) {
            int from = s.mol;
            boolean shown = MolasarTurn.walkInto(s, t.room());
            if (ev.enabled()) {
                ev.emit(new Moved("Molasar", s.k.roomLabel(from), s.k.roomLabel(s.mol), KeepPosition.R_HAZARD));
            }
            if (shown) {
                Winning.tellNotTheHilt(s, s.mol, ev);
            }
        } else if (ev.enabled()) {
            ev.emit(new Told("Molasar stays in " + s.k.roomLabel(s.mol), KeepPosition.R_HAZARD));
        }
        MolasarTurn.continueAfterWindow(s, ev);
    }
}
