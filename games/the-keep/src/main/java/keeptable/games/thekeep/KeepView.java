package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.View;

/**
 * All one seat may see of The Keep: the board, its own hands, counts of the others' hands, and the
 * Hilt room only for Molasar; a spectator ({@link View#SPECTATOR}) sees no card and no Hilt. Committed
 * Conflict cards show as "committed" until revealed, except to their owner (and to a Searcher who looked
 * at Molasar's card with Second Guess).
 */
public record KeepView(int seat, String role, int round, int molasarTurns, int toMove, String decision,
                       int[] searcherRooms, int[] searcherSeats, int[] foundDoors, int ssFoundDoors,
                       int[] guardRooms, int molasarRoom, int hiltRoom, long ruledOut, int[] hand, int[] bonusHand,
                       int[] handSizes, int[] bonusSizes, int[] knownCards, int conflictDeck, int bonusDeck,
                       int hazardsLeft, boolean powerFailure, int flashExempt, int movePoints, int conflictPawn,
                       int conflictEnemy, int defender, boolean molasarCommitted, boolean defenderCommitted,
                       int myCommitted, boolean blade, String retreating, int retreatLeft, boolean over,
                       String outcome) implements View {

    /** What {@code seat} may see; {@link View#SPECTATOR} sees the board and the counts, no card and no Hilt. */
    static KeepView of(KeepState s, int seat) {
        Content k = s.k;
        boolean spectator = seat == SPECTATOR;
        boolean isMol = seat == s.molSeat;
        StringBuilder role = new StringBuilder(spectator ? "Spectator" : isMol ? "Molasar" : "Searcher:");
        if (!isMol && !spectator) {
            for (int p = 0; p < 5; p++) {
                if (s.seatOf[p] == seat) {
                    role.append(' ').append(k.ids[p].name());
                }
            }
        }
        List<Integer> hand = new ArrayList<>();
        List<Integer> known = new ArrayList<>();
        List<Integer> bonus = new ArrayList<>();
        if (!spectator) {
            for (int c = 0; c < 32; c++) {
                if (s.cLoc[c] == seat) {
                    hand.add(c);
                } else if (s.cLoc[c] >= 0 && (s.cKnown[c] >>> seat & 1) != 0) {
                    known.add(c);
                }
            }
            for (int c = 0; c < 12; c++) {
                if (s.bLoc[c] == seat) {
                    bonus.add(c);
                }
            }
        }
        int[] sizes = new int[s.seats];
        int[] bsizes = new int[s.seats];
        for (int i = 0; i < s.seats; i++) {
            sizes[i] = s.handSize(i);
            bsizes[i] = s.bonusCount(i);
        }
        int mine = -1;
        if (isMol && s.molCommit >= 0) {
            mine = s.molCommit;
        } else if (!spectator && seat == s.cDef && s.defCommit >= 0) {
            mine = s.defCommit;
        }
        return new KeepView(seat, role.toString(), s.round, s.molTurns, s.toMove(),
                s.over ? "game over" : Prompts.of(s), s.pos.clone(), s.seatOf.clone(), s.found.clone(), s.ssFound,
                s.ss.clone(), s.mol, isMol ? s.hilt : -1, s.ruledOut, toArray(hand), toArray(bonus), sizes, bsizes,
                toArray(known), s.cLen - s.cTop, s.bLen - s.bTop, s.hazards, s.powerFailure, s.flashExempt, s.mp, s.cS,
                s.cE, s.cDef, s.molCommit >= 0, s.defCommit >= 0, mine, s.blade,
                s.rPawn >= 0 ? s.pawnName(s.rPawn) : "", s.rLeft, s.over,
                s.over ? s.outcome().reason() : "");
    }

    private static int[] toArray(List<Integer> l) {
        int[] a = new int[l.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = l.get(i);
        }
        return a;
    }

    @Override
    public String text() {
        Content k = Content.standard();
        StringBuilder b = new StringBuilder();
        b.append("THE KEEP  turn ").append(round).append("  Molasar's turns: ").append(molasarTurns)
                .append("/").append(KeepState.LAST_TURN)
                .append(seat == SPECTATOR ? "   watching" : "   you: player " + (seat + 1)).append(" (")
                .append(role).append(")\n");
        String lastArea = "";
        for (int r = 0; r < k.rooms; r++) {
            if (!k.area[r].equals(lastArea)) {
                lastArea = k.area[r];
                b.append("-- ").append(lastArea.toUpperCase()).append(" --\n");
            }
            StringBuilder who = new StringBuilder();
            for (int p = 0; p < 5; p++) {
                if (searcherRooms[p] == r) {
                    who.append(' ').append(k.ids[p].name());
                }
            }
            if (molasarRoom == r) {
                who.append(" MOLASAR");
            }
            for (int g = 0; g < 12; g++) {
                if (guardRooms[g] == r) {
                    who.append(" SS").append(g + 1);
                }
            }
            String door = "";
            if (k.doorsAt[r] != 0) {
                int d = Integer.numberOfTrailingZeros(k.doorsAt[r]);
                door = " [secret door " + k.doorId[d] + " to " + k.roomId[k.across(d, r)] + "]";
            }
            String flags = (ruledOut >>> r & 1) != 0 && k.isCellar(r) ? " (no Hilt)" : "";
            if (r == hiltRoom) {
                flags += " (THE HILT)";
            }
            b.append(String.format("  %-3s %-16s%s%s%s%n", k.roomId[r], k.roomName[r], door, flags, who));
        }
        for (int p = 0; p < 5; p++) {
            if (searcherRooms[p] == KeepState.OUTSIDE) {
                b.append("  outside the Keep: ").append(k.ids[p].name()).append('\n');
            }
        }
        b.append("your Conflict cards:");
        for (int c : hand) {
            b.append(" #").append(k.conflictNumber[c]).append("(red M").append(k.redMol[c]).append("/N")
                    .append(k.redNazi[c]).append(", white M").append(k.whiteMol[c]).append("/N")
                    .append(k.whiteNazi[c]).append(c == myCommitted ? ", COMMITTED" : "").append(')');
        }
        b.append('\n');
        if (bonusHand.length > 0) {
            b.append("your Bonus cards:");
            for (int c : bonusHand) {
                b.append(' ').append(k.bonusName[c]);
            }
            b.append('\n');
        }
        for (int c : knownCards) {
            b.append("you know Molasar holds Conflict card #").append(k.conflictNumber[c]).append('\n');
        }
        b.append("Hazards left:");
        for (int h = 0; h < 6; h++) {
            if ((hazardsLeft >>> h & 1) != 0) {
                b.append(' ').append(k.hazardName[h]).append(';');
            }
        }
        b.append('\n');
        if (powerFailure) {
            b.append("POWER FAILURE in force\n");
        }
        if (conflictPawn >= 0) {
            b.append("conflict: ").append(k.ids[conflictPawn].name()).append(" against ")
                    .append(conflictEnemy == KeepState.ENEMY_MOL ? "Molasar" : "SS guard " + (conflictEnemy + 1))
                    .append(defender >= 0 ? ", defended by player " + (defender + 1) : "")
                    .append(molasarCommitted ? ", Molasar's card is down" : "")
                    .append(defenderCommitted ? ", the defender's card is down" : "")
                    .append(blade ? ", The Blade in play" : "").append('\n');
        }
        b.append(over ? outcome : "now: player " + (toMove + 1) + ": " + decision).append('\n');
        return b.toString();
    }
}
