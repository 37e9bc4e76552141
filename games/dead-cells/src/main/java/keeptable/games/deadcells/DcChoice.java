package keeptable.games.deadcells;

import java.lang.reflect.RecordComponent;
import keeptable.engine.Choice;

/**
 * Every decision of a Dead Cells Run, one record per kind of choice, holding ids and numbers only: a card, a seat, a
 * space, a slot, a colour. {@link #label()} names the fields for logs and tests; what a player reads comes from
 * {@code DcState.describe}, which words them from the Run's content ({@code Wording}).
 */
public sealed interface DcChoice extends Choice {

    /** The kind of choice and its fields, for logs and tests: "TargetCompanion seat 1 slot 2". */
    @Override
    default String label() {
        StringBuilder b = new StringBuilder(getClass().getSimpleName());
        for (RecordComponent field : getClass().getRecordComponents()) {
            try {
                b.append(' ').append(field.getName()).append(' ').append(field.getAccessor().invoke(this));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return b.toString();
    }

    /** Start the Run in this Biome (when the campaign lets the players choose). */
    record StartIn(int biome) implements DcChoice {
    }

    /** Move the Group token along a corridor of the Biome board (First Player). */
    record Move(int corridor) implements DcChoice {
    }

    /** Discard a Combat card from hand: for a Hand Check, or the passing player's re-draw. */
    record Discard(int card) implements DcChoice {
    }

    /** Play a Combat card face down, announcing one of its Rounds (0: in silence). */
    record Play(int card, int round) implements DcChoice {
    }

    /** Pass this Combat (4 players; never the First Player). */
    record Pass() implements DcChoice {
    }

    /** Aim a Beheaded's action at the Enemy on this space of the Combat board (0 left of the Group, 1-3 right). */
    record TargetEnemy(int space) implements DcChoice {
    }

    /** Let the Beheaded of this seat take an Enemy's action. */
    record TargetBeheaded(int seat) implements DcChoice {
    }

    /** Let the Companion in this Equipment slot of this seat's board take an Enemy's Damage. */
    record TargetCompanion(int seat, int slot) implements DcChoice {
    }

    /**
     * The Beheaded of this seat: takes the First Player token, the starting Damage, the item at hand, or the heal of a
     * Vial, a Potion or the Healer.
     */
    record Give(int seat) implements DcChoice {
    }

    /** Take one option of a tile's Either/Or (by its place on the tile). */
    record TakeOption(int option) implements DcChoice {
    }

    /** A Scroll of this colour (0 Green, 1 Purple, 2 Red): the colour a Scroll raises, a passed card's, Serenade's. */
    record Colour(int colour) implements DcChoice {
    }

    /** Equip the Equipment card at hand in a free slot. */
    record Equip() implements DcChoice {
    }

    /** Discard the card equipped in this slot to equip the one at hand. */
    record EquipInstead(int slot) implements DcChoice {
    }

    /** Leave the Equipment card at hand: it is discarded. */
    record LeaveEquipment() implements DcChoice {
    }

    /** Discard the card equipped in this slot of this seat's board (a forced discard, or at the Interbiome). */
    record DiscardEquipment(int seat, int slot) implements DcChoice {
    }

    /** Buy the ware at this place of the Merchant's offer (a tile's wares, or the Interbiome cards drawn). */
    record Buy(int ware) implements DcChoice {
    }

    /** Use the Timed Equipment in this slot of the acting Beheaded's board. */
    record UseTimed(int slot) implements DcChoice {
    }

    /** Use the acting Beheaded's own Skill. */
    record OwnSkill() implements DcChoice {
    }

    /** Use the Skill on this step of this Scroll track (0 Green, 1 Purple, 2 Red) of the acting Beheaded. */
    record TrackSkill(int colour, int step) implements DcChoice {
    }

    /** Use the Skill Equipment in this slot of the acting Beheaded's board. */
    record EquipmentSkill(int slot) implements DcChoice {
    }

    /** Loot what lies on the Group's space of this kind of gain (Gold Teeth, Cells, the Potion, Equipment, Blueprint). */
    record LootGain(int kind) implements DcChoice {
    }

    /** Loot the Scroll of this colour on the Group's space (3: the Scroll of any colour). */
    record LootScroll(int colour) implements DcChoice {
    }

    /** Use a Potion of the Bag on the Beheaded of this seat, instead of looting. */
    record DrinkPotion(int seat) implements DcChoice {
    }

    /** End of Run: buy the bottom card of this Upgrade deck (0 Survival, 1 Tactics, 2 Brutality). */
    record BuyUpgrade(int deck) implements DcChoice {
    }

    /** End of Run: throw 1 Cell into the Well. */
    record FeedWell() implements DcChoice {
    }

    /**
     * End of Run: an Improved Combat card goes to another deck, or goes home for the first time: a Beheaded's deck by
     * its place in the box, or Serenade's ({@code DcPosition.SERENADE_DECK}).
     */
    record CardTo(int card, int deck) implements DcChoice {
    }

    /** End of Run: place back on the Mutation board the card set aside at this place. */
    record PlaceBack(int index) implements DcChoice {
    }

    /** End of Run: set aside the Mutation on this space of the board to place the new one there. */
    record ReplaceMutation(int space) implements DcChoice {
    }

    /** End of Run: do not place the new Mutation; it is set aside. */
    record SetAside() implements DcChoice {
    }

    /** End of Run: purge this Combat card from the game. */
    record PurgeCard(int card) implements DcChoice {
    }

    /** End of Run: purge this Equipment card from the game. */
    record PurgeEquipment(int equipment) implements DcChoice {
    }

    /** Stop or go on: no more purchases, discards, Potions, Skills or Timed Equipment; nothing to purge. */
    record Done() implements DcChoice {
    }
}
