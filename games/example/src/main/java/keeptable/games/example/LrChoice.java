package keeptable.games.example;

import keeptable.engine.Choice;

/** Every decision of Lantern Race: play a card of a kind from the hand, or roll the die. Ids only, never words. */
public sealed interface LrChoice extends Choice permits LrChoice.Play, LrChoice.Roll {
    /** Play one card of this kind (its index in cards.yaml) from the hand. */
    record Play(int kind) implements LrChoice {
        @Override
        public String label() {
            return "play kind " + kind;
        }
    }

    /** Roll the die and move half its pips, rounded up. */
    record Roll() implements LrChoice {
        @Override
        public String label() {
            return "roll";
        }
    }
}
