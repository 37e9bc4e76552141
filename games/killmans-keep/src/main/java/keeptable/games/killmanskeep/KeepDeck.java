package keeptable.games.killmanskeep;

import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Monster;

/**
 * The Keep deck (book: Keep Deck, "Draw from the Keep Deck"): drawing its top card, a Monster opening
 * a fight, and refilling it from its discard pile when it runs out.
 */
final class KeepDeck {
    private KeepDeck() {
    }

    /** Refills an empty Keep deck from its discard pile, shuffled (book: Keep Deck). */
    static void refill(KkPosition s, EventSink out) {
        if (!s.reshuffle(s.keepDeck, s.where, KkPosition.DECK)) {
            return;
        }
        s.topKnown = false;
        s.peekMask = 0;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(-1, "The Keep deck ran out: its discard pile (" + s.keepDeck.size()
                    + " cards) is shuffled into a new deck", "Keep Deck"));
        }
    }

    /** Draws the top Keep card for seat {@code p}; a Monster is revealed and must be fought or fled. */
    static void draw(KkPosition s, int p, EventSink out) {
        refill(s, out);
        int card = s.top();
        s.peekMask = 0;
        if (s.content.isMonster(card)) {
            if (out.enabled()) {
                Monster m = s.content.monster(card);
                out.emit(new KkEvent.Seen(p, s.name(p) + " draws a Monster: " + m.name() + " ("
                        + "*".repeat(m.rarity()) + "). " + m.text(), "Monsters"));
            }
            begin(s, true, out);
            return;
        }
        s.keepDeck.draw();
        s.toHand(card, p, false);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " draws an Artifact from the " + s.keepName(), "Keep"));
            out.emit(new KkEvent.Secret(p, "You drew " + s.content.cardTitle(card) + ": " + s.content.artifact(card).text(),
                    "Keep"));
        }
        refill(s, out);
    }

    /**
     * Opens a fight with the Monster on top; {@code drawn} when it was just drawn (fleeing allowed),
     * otherwise it was known to the fighter, perhaps alone (a Torch): the fight shows it to everyone.
     */
    static void begin(KkPosition s, boolean drawn, EventSink out) {
        s.topKnown = true;
        s.phase = KkPosition.FIGHT;
        s.fightDrawn = drawn;
        s.fightBonus = 0;
        if (out.enabled() && !drawn) {
            out.emit(new KkEvent.Seen(s.current, s.name(s.current) + " takes on the " + s.content.monsterName(s.top())
                    + " known to be on top of the " + s.keepName() + " (an action)", "Draw from the Keep Deck"));
        }
    }
}
