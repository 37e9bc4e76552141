package keeptable.games.deadcells;

import keeptable.engine.Choice;

/**
 * Every decision of a Dead Cells Run, as ids and numbers only. {@link #label()} names the fields for logs and tests;
 * what a player reads comes from {@code DcPosition.describe}, which words them from the Run's content ({@link Wording}).
 */
public sealed interface DcChoice extends Choice {

    /** Move the Group token along a corridor of the Biome board (First Player). */
    record Move(int corridor) implements DcChoice {
        @Override
        public String label() {
            return "move along corridor " + corridor;
        }
    }

    /** Discard a Combat card from hand: for a Hand Check, or the passing player's re-draw. */
    record Discard(int card) implements DcChoice {
        @Override
        public String label() {
            return "discard card " + card;
        }
    }

    /** Play a Combat card face down, announcing one of its Rounds (0: in silence). */
    record Play(int card, int round) implements DcChoice {
        @Override
        public String label() {
            return "play card " + card + " announcing Round " + round;
        }
    }

    /** Pass this Combat (4 players; never the First Player). */
    record Pass() implements DcChoice {
        @Override
        public String label() {
            return "pass";
        }
    }

    /** Aim an action: an Enemy's space (0-3), a Beheaded's seat (10+seat), or a Companion (20+seat*4+slot). */
    record Target(int who) implements DcChoice {
        @Override
        public String label() {
            return "target " + who;
        }
    }

    /** Give an item (Scroll, Vial, Equipment, Improved Combat card) to the Beheaded of this seat. */
    record Give(int seat) implements DcChoice {
        @Override
        public String label() {
            return "give to seat " + seat;
        }
    }

    /** One option of the decision at hand (Either/Or, Loot type, Skill, Scroll colour, a purchase). */
    record Pick(int option) implements DcChoice {
        @Override
        public String label() {
            return "pick option " + option;
        }
    }

    /** Stop: no more purchases, discards, Potions or Skills. */
    record Done() implements DcChoice {
        @Override
        public String label() {
            return "done";
        }
    }
}
