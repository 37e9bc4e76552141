package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.List;

/**
 * The table's own lines in words: who you are, who plays whom (a player once, with every character they play), and
 * at the end who won and the figures that decided it for each side.
 */
final class TableWords {
    private TableWords() {
    }

    /** "You play Eva and Dr. Cuza", "You play Molasar", or for a spectator "You are watching". */
    static String you(KeepPosition s, int seat) {
        if (seat < 0 || seat >= s.seats) {
            return "You are watching";
        }
        return "You play " + (seat == s.molSeat ? "Molasar" : s.characters(seat));
    }

    /**
     * Who plays whom, a player once: "Ann plays Eva and Dr. Cuza (outside the Keep)", ..., then Molasar's player
     * ("Dee plays Molasar"), in seat order with Molasar last.
     */
    static List<String> roster(KeepPosition s) {
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) {
            if (seat == s.molSeat) {
                continue;
            }
            StringBuilder who = new StringBuilder();
            for (int p = 0; p < s.seatOf.length; p++) {
                if (s.seatOf[p] == seat) {
                    who.append(who.isEmpty() ? "" : " and ").append(s.k.ids[p].name())
                            .append(s.pos[p] == KeepPosition.OUTSIDE ? " (outside the Keep)" : "");
                }
            }
            out.add(s.name(seat) + " plays " + who);
        }
        out.add(s.name(s.molSeat) + " plays Molasar");
        return out;
    }

    /**
     * The end of the game in words, empty while it goes on: who won and how, then the figures that decided it - the
     * Hilt's room and who reached it, or how much of the cellar the Searchers ruled out; the SS guards Molasar ate
     * or destroyed and those left; the turns played.
     */
    static List<String> ending(KeepPosition s) {
        if (!s.over) {
            return List.of();
        }
        Content k = s.k;
        String hilt = k.roomLabel(s.hilt);
        List<String> out = new ArrayList<>();
        StringBuilder searchers = new StringBuilder();
        for (int seat = 0; seat < s.seats; seat++) {
            if (seat != s.molSeat) {
                searchers.append(searchers.isEmpty() ? "" : ", ").append(s.nameWithCharacters(seat));
            }
        }
        int guardsLeft = 0;
        for (int room : s.guardRooms) {
            guardsLeft += room >= 0 ? 1 : 0;
        }
        if (s.winner == s.molSeat) {
            long couldHide = k.cellar & ~(1L << k.molasarStart);
            int ruledOut = Long.bitCount(couldHide & s.ruledOut & ~(1L << s.hilt));
            out.add(s.name(s.molSeat) + " wins as Molasar: nobody found the Hilt before his " + KeepPosition.LAST_TURN
                    + "th turn");
            out.add("The Hilt was hidden in " + hilt + "; of the other " + (Long.bitCount(couldHide) - 1)
                    + " cellar rooms the Searchers, " + searchers + ", had ruled out " + ruledOut + ".");
        } else {
            out.add(s.name(s.winner) + " wins: " + k.ids[s.winningPawn].name() + " found the Hilt in " + hilt);
            out.add("The Searchers, " + searchers + ", reached the Hilt in turn " + s.round + ".");
        }
        out.add("Molasar (" + s.name(s.molSeat) + "): " + s.eaten + (s.eaten == 1 ? " SS guard" : " SS guards")
                + " eaten or destroyed, " + guardsLeft + " left on the board.");
        int his = s.winner == s.molSeat ? s.molTurns - 1 : s.molTurns;
        out.add("The game ended in turn " + s.round + ", after " + his + (his == 1 ? " turn" : " turns") + " of Molasar's.");
        return out;
    }
}
