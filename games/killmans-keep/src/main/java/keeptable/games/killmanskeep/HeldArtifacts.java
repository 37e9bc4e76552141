package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Artifact;
import keeptable.games.killmanskeep.content.Effect;

/**
 * The Artifacts a player holds (book: Artifacts): the best one of an effect, its bonus claimed in the
 * open, which may be used (never the last card unless it stays), using one up, and a card lost at random.
 */
final class HeldArtifacts {
    private HeldArtifacts() {
    }

    /** Whether a card may be used from a hand of this size: reusable ones always; others never as the last card. */
    static boolean spendable(KkPosition s, int handSize, int card) {
        return handSize >= 2 || s.content.artifact(card).reusable();
    }

    /** The largest amount among the artifacts of this effect a seat holds (0 for none). */
    static int bestHeld(KkPosition s, int p, Effect effect) {
        int card = bestHeldCard(s, p, effect);
        return card < 0 ? 0 : s.content.artifact(card).amount();
    }

    /** The held artifact of this effect with the largest amount, or -1. */
    static int bestHeldCard(KkPosition s, int p, Effect effect) {
        int best = -1;
        byte hand = (byte) (KkPosition.HAND + p);
        for (int k : s.content.cardsWith(effect)) {
            if (s.where[k] == hand && (best < 0 || s.content.artifact(k).amount() > s.content.artifact(best).amount())) {
                best = k;
            }
        }
        return best;
    }

    /**
     * Claims the bonus of the best held artifact of this effect: the card is shown to the table, as
     * a player shows a weapon to count it. Returns the bonus.
     */
    static int claim(KkPosition s, int p, Effect effect) {
        int card = bestHeldCard(s, p, effect);
        if (card < 0) {
            return 0;
        }
        s.shown[card] = true;
        return s.content.artifact(card).amount();
    }

    static boolean holdsUsable(KkPosition s, int p, Effect effect) {
        byte hand = (byte) (KkPosition.HAND + p);
        int size = s.handSize(p);
        for (int k : s.content.cardsWith(effect)) {
            if (s.where[k] == hand && spendable(s, size, k)) {
                return true;
            }
        }
        return false;
    }

    /** Adds a target-less Use for each usable card of this effect the seat holds. */
    static void usable(KkPosition s, int p, Effect effect, List<KkChoice> out) {
        byte hand = (byte) (KkPosition.HAND + p);
        int size = s.handSize(p);
        for (int k : s.content.cardsWith(effect)) {
            if (s.where[k] == hand && spendable(s, size, k)) {
                out.add(s.table.use(k, -1));
            }
        }
    }

    /** The card leaves play unless it says it is not used up; every use is counted for the figures. */
    static void spend(KkPosition s, int p, int card, EventSink out) {
        Artifact a = s.content.artifact(card);
        s.count(s.content.artifactItem(card), p);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " uses " + a.name() + " (" + a.effect().does(a.amount()) + ")", "Artifacts"));
        }
        if (!a.reusable()) {
            s.leaveHand(card, KkPosition.DISCARD);
        }
    }

    /** A random card of the seat's hand goes to the Keep discard pile, unless it is the last one. */
    static void discardRandom(KkPosition s, int p, EventSink out) {
        int size = s.handSize(p);
        if (size < 2) {
            if (out.enabled()) {
                out.emit(new KkEvent.Seen(p, s.name(p) + " keeps a last card, as a Display card must stay",
                        "Display Card"));
            }
            return;
        }
        int pick = s.rng.nextInt(size);
        byte hand = (byte) (KkPosition.HAND + p);
        for (int k = 0; k < s.content.cards; k++) {
            if (s.where[k] == hand && pick-- == 0) {
                s.leaveHand(k, KkPosition.DISCARD);
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " loses " + s.content.cardTitle(k)
                            + " to the " + s.keepName() + " discard pile", "Artifacts"));
                }
                return;
            }
        }
    }
}
