package keeptable.games.deadcells;

import keeptable.engine.Choice;

/** Every decision of a Dead Cells Run. Each carries its words so a terminal or log can show it. */
public sealed interface DcChoice extends Choice {

    /** Move the Group token along a corridor of the Biome board (First Player). */
    record Move(int corridor, String label) implements DcChoice {
    }

    /** Discard a Combat card from hand: for a Hand Check, or the passing player's re-draw. */
    record Discard(int card, String label) implements DcChoice {
    }

    /** Play a Combat card face down, announcing one of its Rounds. */
    record Play(int card, int round, String label) implements DcChoice {
    }

    /** Pass this Combat (4 players; never the First Player). */
    record Pass(String label) implements DcChoice {
    }

    /** Aim an action: an Enemy's space (0-3), a Beheaded's seat (10+seat), or a Companion (20+seat*4+slot). */
    record Target(int who, String label) implements DcChoice {
    }

    /** Give an item (Scroll, Vial, Equipment, Improved Combat card) to the Beheaded of this seat. */
    record Give(int seat, String label) implements DcChoice {
    }

    /** One option of the decision at hand (Either/Or, Loot type, Skill, Scroll colour, a purchase). */
    record Pick(int option, String label) implements DcChoice {
    }

    /** Stop: no more purchases, discards, Potions or Skills. */
    record Done(String label) implements DcChoice {
    }
}
