package keeptable.games.killmanskeep;

import java.util.HashMap;
import java.util.Map;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.cards.IntDeck;
import keeptable.engine.conformance.Secrets;

/**
 * What a seat of Killman's Keep cannot know, declared for the conformance kit so that it checks
 * {@link KkState#determinize} really resamples it: each other player's unshown cards and Goals, the
 * order of the Keep deck below a top card the seat knows (a Monster everyone saw, or a card the seat
 * peeked at), and the order of the Goal deck.
 *
 * <p>A part is declared only when another arrangement is likely enough that sixteen
 * determinizations would surely show one: at least three ways to deal it (a hand of one card from a
 * pool of two unseen cards could stay as it is half the time).
 */
final class KkSecrets implements Secrets {
    static final KkSecrets INSTANCE = new KkSecrets();

    private KkSecrets() {
    }

    @Override
    public Map<String, Long> hidden(State state, int seat) {
        KkState s = (KkState) state;
        Map<String, Long> parts = new HashMap<>();
        if (seat == View.SPECTATOR) {
            return parts;
        }
        int unseenDeck = unseenDeck(s, seat);
        int hiddenCards = 0;
        for (int k = 0; k < s.content.cards; k++) {
            if (hiddenFrom(s, k, seat)) {
                hiddenCards++;
            }
        }
        int cardPool = hiddenCards + unseenDeck;
        int heldGoals = 0;
        for (byte w : s.goalWhere) {
            if (w >= KkState.GOAL_HELD && w != KkState.GOAL_HELD + seat) {
                heldGoals++;
            }
        }
        int goalPool = heldGoals + s.goalDeck.size();
        for (int p = 0; p < s.n; p++) {
            if (p == seat) {
                continue;
            }
            long hand = 17;
            int inHand = 0;
            for (int k = 0; k < s.content.cards; k++) {
                if (s.where[k] == KkState.HAND + p && !s.shown[k]) {
                    hand = hand * 31 + k;
                    inHand++;
                }
            }
            if (manyWays(inHand, cardPool)) {
                parts.put("hidden cards of seat " + p, hand);
            }
            long goals = 17;
            int held = 0;
            for (int g = 0; g < s.goalWhere.length; g++) {
                if (s.goalWhere[g] == KkState.GOAL_HELD + p) {
                    goals = goals * 31 + g;
                    held++;
                }
            }
            if (manyWays(held, goalPool)) {
                parts.put("Goals of seat " + p, goals);
            }
        }
        if (unseenDeck >= 3) {
            parts.put("Keep deck order", order(s.keepDeck, unseenDeck));
        }
        if (s.goalDeck.size() >= 3) {
            parts.put("Goal deck order", order(s.goalDeck, s.goalDeck.size()));
        }
        return parts;
    }

    /** The Keep deck cards the seat has not seen: all but a top card it knows. */
    static int unseenDeck(KkState s, int seat) {
        boolean topSeen = !s.keepDeck.isEmpty() && (s.topKnown || (s.peekMask & 1 << seat) != 0);
        return topSeen ? s.keepDeck.size() - 1 : s.keepDeck.size();
    }

    private static boolean hiddenFrom(KkState s, int card, int seat) {
        int holder = s.where[card] - KkState.HAND;
        return holder >= 0 && holder != seat && !s.shown[card];
    }

    /** Choosing {@code taken} of {@code pool} can come out at least three ways (and one of them differs). */
    private static boolean manyWays(int taken, int pool) {
        int rest = pool - taken;
        return taken > 0 && (rest >= 2 || rest == 1 && taken >= 2);
    }

    /** The order of the deck's bottom {@code size} cards. */
    private static long order(IntDeck deck, int size) {
        long h = 17;
        for (int i = 0; i < size; i++) {
            h = h * 31 + deck.card(deck.size() - 1 - i);
        }
        return h;
    }
}
