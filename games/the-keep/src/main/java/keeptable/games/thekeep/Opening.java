package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepEvent.Private;
import keeptable.games.thekeep.KeepEvent.ToOthers;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Beginning the Game: who plays Molasar, the ID cards dealt to the Searcher players (book: The Card
 * Decks, ID Cards), the shuffled decks and first hands, the Hilt hidden in the cellar, and the Searchers
 * placed on entry points in turn order.
 */
final class Opening {
    private Opening() {
    }

    /** The seat playing Molasar: option {@code molasar} (1-based), by default the last seat. */
    static int molasarSeat(Setup setup) {
        int seats = setup.size();
        String ms = setup.option("molasar", "");
        if (ms.isBlank()) {
            return seats - 1;
        }
        int m;
        try {
            m = Integer.parseInt(ms.trim()) - 1;
        } catch (NumberFormatException e) {
            throw new SetupException("option molasar must be a seat number 1 to " + seats);
        }
        if (m < 0 || m >= seats) {
            throw new SetupException("option molasar must be a seat number 1 to " + seats);
        }
        return m;
    }

    /**
     * The seat playing each Searcher pawn (-1 when that character is out of the game): option
     * {@code characters}, or ID cards dealt at random; two characters per player in a three-player game.
     */
    static int[] characterSeats(Setup setup, int molSeat, Rng rng) {
        int seats = setup.size();
        int[] seatOf = new int[5];
        Arrays.fill(seatOf, -1);
        int searcherSeats = seats - 1;
        int perSeat = searcherSeats == 2 ? 2 : 1;
        String chars = setup.option("characters", "");
        List<Integer> searcherSeatList = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            if (s != molSeat) {
                searcherSeatList.add(s);
            }
        }
        if (chars.isBlank()) {
            int[] idsDeal = {0, 1, 2, 3, 4};
            rng.shuffle(idsDeal);
            int n = 0;
            for (int s : searcherSeatList) {
                for (int j = 0; j < perSeat; j++) {
                    seatOf[idsDeal[n++]] = s;
                }
            }
            return seatOf;
        }
        String[] parts = chars.split(",");
        if (parts.length != searcherSeats) {
            throw new SetupException("option characters needs one entry per Searcher player (" + searcherSeats
                    + "), e.g. 1,2,3 or 1+3,2+5 in a three-player game");
        }
        for (int i = 0; i < parts.length; i++) {
            String[] idsOf = parts[i].trim().split("\\+");
            if (idsOf.length != perSeat) {
                throw new SetupException("each Searcher player runs " + perSeat + " character(s) in a game of "
                        + seats);
            }
            for (String id : idsOf) {
                int n;
                try {
                    n = Integer.parseInt(id.trim());
                } catch (NumberFormatException e) {
                    throw new SetupException("characters are ID numbers 1 to 5, not '" + id + "'");
                }
                if (n < 1 || n > 5 || seatOf[n - 1] >= 0) {
                    throw new SetupException("characters are ID numbers 1 to 5, each at most once");
                }
                seatOf[n - 1] = searcherSeatList.get(i);
            }
        }
        return seatOf;
    }

    /** Shuffles both decks (all cards start in them); deals the first hands and one Bonus card per Searcher player. */
    static void shuffleAndDeal(KeepPosition s) {
        s.conflictDeck.shuffle(s.rng);
        s.bonusDeck.shuffle(s.rng);
        for (int seat = 0; seat < s.seats; seat++) {
            if (seat == s.molSeat) {
                CardDecks.refill(s, seat, KeepPosition.MOLASAR_HAND, EventSink.NONE);
            } else {
                CardDecks.refill(s, seat, KeepPosition.SEARCHER_HAND, EventSink.NONE);
                CardDecks.drawBonus(s, seat, EventSink.NONE);
            }
        }
    }

    /** Molasar hides the Hilt in any cellar room but his own. */
    static void hiltChoices(KeepPosition s, List<KeepChoice> out) {
        for (long m = s.k.cellar & ~(1L << s.mol); m != 0; m &= m - 1) {
            out.add(new ChooseHilt(Long.numberOfTrailingZeros(m)));
        }
    }

    static void hideHilt(KeepPosition s, ChooseHilt choice, EventSink ev) {
        s.hilt = choice.room();
        if (ev.enabled()) {
            ev.emit(new Private(s.molSeat, "you hide the Hilt in " + s.k.roomLabel(s.hilt), KeepPosition.R_SETUP));
            ev.emit(new ToOthers(s.molSeat, "Molasar secretly writes down the room of the Hilt", KeepPosition.R_SETUP));
        }
        s.placeIdx = TurnOrder.nextPawn(s, -1);
        s.phase = KeepPosition.P_PLACE;
    }

    /** Entry points free of Searchers: for the first placement and for re-entering the Keep. */
    static void entryChoices(KeepPosition s, List<KeepChoice> out) {
        for (long m = s.k.entries; m != 0; m &= m - 1) {
            int r = Long.numberOfTrailingZeros(m);
            if (s.searcherAt(r, -1) < 0) {
                out.add(new Place(r));
            }
        }
    }

    /** Places the next Searcher pawn; after the last one the first Searcher turn begins. */
    static void place(KeepPosition s, Place choice, EventSink ev) {
        int r = choice.room();
        s.pos[s.placeIdx] = r;
        if (ev.enabled()) {
            ev.emit(new Told(s.k.ids[s.placeIdx].name() + " starts at " + s.k.roomLabel(r), KeepPosition.R_SETUP));
        }
        int next = TurnOrder.nextPawn(s, s.placeIdx);
        if (next >= 0) {
            s.placeIdx = next;
            return;
        }
        if (ev.enabled()) {
            ev.emit(new Told("the SS guards stand on their dots and Molasar in his cell", KeepPosition.R_SETUP));
        }
        TurnOrder.beginSearcherTurn(s, TurnOrder.nextPawn(s, -1), ev);
    }
}
