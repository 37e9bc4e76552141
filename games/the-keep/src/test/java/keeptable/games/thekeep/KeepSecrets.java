package keeptable.games.thekeep;

import java.util.HashMap;
import java.util.Map;
import keeptable.engine.State;
import keeptable.engine.cards.IntDeck;
import keeptable.engine.conformance.Secrets;

/**
 * What The Keep hides from each seat, for the conformance kit: the Hilt room (from every Searcher
 * player while more than one cellar room is still possible; Molasar chose it), the other players'
 * Conflict and Bonus hands, and the order of both decks. A part is named only when another arrangement
 * could change it: a hand whose cards the seat knows (Second Guess) or a pool of a single unknown card
 * can be nothing else. Who holds which ID card is public (the pawns stand on the board).
 */
final class KeepSecrets implements Secrets {
    static final KeepSecrets INSTANCE = new KeepSecrets();

    /** State fields the field audit leaves alone, with the reason. */
    static final Map<String, String> FIELD_NOTES = Map.of(
            "k", "shared: the board and cards, immutable, the same for every copy",
            "names", "shared: the seats' names from the setup, an immutable list for the words players read",
            "used", "not rules: how often each card was played, for the simulation report",
            "guardWalk", "not rules: the rooms each SS guard stood in on its walk this turn, so the bots never walk"
                    + " one back",
            "turnOver", "always false between two choices: the phase machine's note, within one choice, that the "
                    + "turn's conflicts are over and the turn must end");

    private KeepSecrets() {
    }

    @Override
    public Map<String, Long> hidden(State state, int seat) {
        KeepState s = (KeepState) state;
        Map<String, Long> out = new HashMap<>();
        long possibleRooms = s.possibleHiltRooms();
        if (seat != s.molSeat && s.hilt >= 0 && Long.bitCount(possibleRooms) > 1 && !s.over) {
            out.put("Hilt room", (long) s.hilt);
        }
        int[] noneKnown = new int[KeepState.BONUS_CARDS];
        cards("Conflict", s.conflictWhere, s.conflictKnownTo, s.conflictDeck, s.seats, seat, out);
        cards("Bonus", s.bonusWhere, noneKnown, s.bonusDeck, s.seats, seat, out);
        return out;
    }

    /**
     * One kind of card: each other player's hand and the deck order, counting only cards the seat cannot
     * place (in the deck or another hand, not seen; played cards are discarded face up).
     *
     * @param known per card, the seats that know where it is though they do not hold it (bit per seat)
     */
    private static void cards(String kind, int[] loc, int[] known, IntDeck deck, int seats, int seat,
                              Map<String, Long> out) {
        int unknown = 0;
        long[] handOf = new long[seats];
        int[] unknownIn = new int[seats];
        for (int c = 0; c < loc.length; c++) {
            int at = loc[c];
            if ((known[c] >>> seat & 1) != 0 || at == seat || at == KeepState.DISCARD) {
                continue;
            }
            unknown++;
            if (at >= 0) {
                handOf[at] |= 1L << c;
                unknownIn[at]++;
            }
        }
        for (int other = 0; other < seats; other++) {
            if (unknownIn[other] > 0 && unknown > unknownIn[other]) {
                out.put(kind + " hand of seat " + other, handOf[other]);
            }
        }
        if (!deck.isEmpty() && unknown > 1) {
            long order = 1;
            for (int depth = 0; depth < deck.size(); depth++) {
                order = 31 * order + deck.card(depth);
            }
            out.put(kind + " deck order", order);
        }
    }
}
