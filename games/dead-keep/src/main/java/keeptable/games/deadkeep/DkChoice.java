package keeptable.games.deadkeep;

import java.util.function.IntFunction;
import keeptable.engine.Choice;

/**
 * Every decision of The Dead Keep. Adventurers, Zones, doors, Enemies and inventory slots are named
 * by their index in the state ({@link DkState}): Adventurer 0..5, Zone of the Ground, door of the
 * Ground, Enemy miniature slot, inventory slot 0-1 Hands, 2 Body, 3-7 Backpack, 8-10 Talismans.
 * Labels give the numbers; views give names.
 */
public sealed interface DkChoice extends Choice {
    /** Adventurers by their place in the party, as a choice's own label names them. */
    IntFunction<String> NUMBERED = a -> "Adventurer " + a;

    /**
     * The choice in words with each Adventurer named by {@code who} (given their place in the party):
     * the table names them, the label numbers them.
     */
    default String text(IntFunction<String> who) {
        return label();
    }

    /** Names for labels, from the shipped content (labels are words for players, not rules). */
    private static keeptable.games.deadkeep.content.Content names() {
        return keeptable.games.deadkeep.content.Content.standard();
    }

    private static String cardName(int k) {
        var c = names();
        return k >= 0 && k < c.equipment.size() ? c.equipment.get(k).name() : "card " + k;
    }

    private static String enemyTypeName(int t) {
        var c = names();
        return t >= 0 && t < c.enemies.size() ? c.enemies.get(t).name() : "Enemy type " + t;
    }

    private static String miniature(int slot) {
        Table t = Table.of(names());
        return slot >= 0 && slot < t.slots ? "the " + enemyTypeName(t.typeOf[slot]) + " #" + slot : "Enemy " + slot;
    }

    private static String skillName(int k) {
        var c = names();
        return k >= 0 && k < c.skills.size() ? c.skills.get(k).id() : "Skill " + k;
    }

    private static String slotName(int s) {
        return s >= 0 && s < Slots.N ? Slots.name(s) : "slot " + s;
    }

    /** Setup: buy this Adventure Equipment weapon as the Adventurer's Starting Equipment. */
    record Buy(int adventurer, int card) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return who.apply(adventurer) + " buys " + cardName(card) + " (" + names().equipment.get(card).buy()
                    + " Gold)";
        }
    }

    /** Between Quests: sell this Talisman of the Adventurer's campaign pool for its selling price. */
    record Sell(int adventurer, int card) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return who.apply(adventurer) + " sells " + cardName(card) + " (" + names().equipment.get(card).sell()
                    + " Gold)";
        }
    }

    /** Campaign setup: take this Talisman (index in the Adventurer's campaign pool) into the Quest. */
    record Bring(int adventurer, int card) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return who.apply(adventurer) + " brings the Talisman " + cardName(card);
        }
    }

    /** Player Phase: activate one of the seat's Adventurers. */
    record Activate(int adventurer) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return "Activate " + who.apply(adventurer);
        }
    }

    /** Move Action to an adjacent Zone (Sprint: 2 or 3 Zones; Bloodlust: up to 2 Zones to Enemies). */
    record Move(int zone, String how) implements DkChoice {
        public String label() {
            return (how.isEmpty() ? "Move" : how) + " to Zone " + zone;
        }
    }

    /** Open a closed door of the Adventurer's Zone (free). */
    record OpenDoor(int door) implements DkChoice {
        public String label() {
            return "Open door " + door;
        }
    }

    /**
     * A Melee, Ranged or Magic Action with the weapon in {@code slot}, its combat line {@code line}, at
     * {@code zone}, against the Undead ({@code target} -1) or one Monster (its Enemy slot); {@code boost}
     * Mana spent on Crush or Apocalypse dice; {@code paid} the Skills bought for 1 Mana each (bits: 1 +2 Dice,
     * 2 +1 Armor Penetration, 4 +2 Wounds, 8 Ignore Armor Value).
     */
    record Attack(int slot, int line, int zone, int target, int boost, int paid) implements DkChoice {
        public String label() {
            return "Attack Zone " + zone + (target < 0 ? " (the Undead)" : " (" + miniature(target) + ")") + " with "
                    + slotName(slot) + (line > 0 ? " (line " + (line + 1) + ", Mana)" : "")
                    + (boost > 0 ? " +" + boost + " Mana dice" : "")
                    + (paid != 0 ? " paying Mana for Skills " + paid : "");
        }
    }

    record Gather() implements DkChoice {
        public String label() {
            return "Gather Mana";
        }
    }

    record Search() implements DkChoice {
        public String label() {
            return "Search";
        }
    }

    /** Take an Objective ({@code kind} 0), Treasure (1) or Artifact token (2); {@code index} is the token. */
    record Take(int kind, int index) implements DkChoice {
        public String label() {
            return "Take " + (kind == 0 ? "Objective " : kind == 1 ? "Treasure " : "Artifact token in Zone ") + index;
        }
    }

    /** Reorganize ({@code partner} -1) or Trade with another Adventurer in the Zone. */
    record Trade(int partner) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return partner < 0 ? "Reorganize" : "Trade with " + who.apply(partner);
        }
    }

    /** While reorganizing or trading: swap two inventory slots (of one or both Adventurers). */
    record Swap(int a, int slotA, int b, int slotB) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return "Swap " + who.apply(a) + "'s " + slotName(slotA) + " with " + who.apply(b) + "'s "
                    + slotName(slotB);
        }
    }

    /** Discard a card (free, any time in a reorganization). */
    record Discard(int adventurer, int slot) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return who.apply(adventurer) + " discards the card in " + slotName(slot);
        }
    }

    /** While trading: hand a Health Potion over (neither may be KO'ed). */
    record GivePotion(int from, int to) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return who.apply(from) + " gives a Health Potion to " + who.apply(to);
        }
    }

    /** End the reorganization or trade. */
    record Done() implements DkChoice {
        public String label() {
            return "Done";
        }
    }

    /** Put a newly drawn card in this slot (its occupant is discarded), or -1 to discard the new card. */
    record Keep(int slot) implements DkChoice {
        public String label() {
            return slot < 0 ? "Discard the new card" : "Keep the new card in " + slotName(slot);
        }
    }

    /** Cast the Enchantment of the Talisman in {@code slot} on Adventurer {@code target}. */
    record Enchant(int slot, int target) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return "Cast the Talisman in " + slotName(slot) + " on " + who.apply(target);
        }
    }

    /** Discard a Health Potion of {@code holder} to heal or revive {@code target} in the same Zone. */
    record Potion(int holder, int target) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return who.apply(holder) + " gives a Health Potion to " + who.apply(target);
        }
    }

    /** Use the +2 Mana per Turn Skill. */
    record Channel() implements DkChoice {
        public String label() {
            return "Gain 2 Mana (Skill)";
        }
    }

    /** Shove: push every Enemy of the Adventurer's Zone into this neighbouring Zone. */
    record Shove(int zone) implements DkChoice {
        public String label() {
            return "Shove the Enemies into Zone " + zone;
        }
    }

    /** Taunt: the Enemies of this Zone in sight get an extra Activation against the Adventurer alone. */
    record Taunt(int zone) implements DkChoice {
        public String label() {
            return "Taunt the Enemies of Zone " + zone;
        }
    }

    /** Spend 1 Mana for the free Action of a +1 Free [Action] Skill (content Skill index). */
    record BuyAction(int skill) implements DkChoice {
        public String label() {
            return "Spend 1 Mana for a free Action (" + skillName(skill) + ")";
        }
    }

    /** Born Leader: give Adventurer {@code adventurer} 1 free Action, used at once. */
    record Lead(int adventurer) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return "Give " + who.apply(adventurer) + " a free Action (Born Leader)";
        }
    }

    /** Use the Mist: +1 Mana per Turn Skill. */
    record MistMana() implements DkChoice {
        public String label() {
            return "Gain 1 Mana from the Mist (Skill)";
        }
    }

    /** End the Adventurer's Turn (Do Nothing): the remaining Actions are lost. */
    record DoNothing() implements DkChoice {
        public String label() {
            return "Do Nothing (end the Turn)";
        }
    }

    /** Choose a Skill (content Skill index) on reaching Orange or Red. */
    record Pick(int skill) implements DkChoice {
        public String label() {
            return "Take the Skill " + skillName(skill);
        }
    }

    /** Give the next Hit to this Enemy type ({@code enemy} index) among those the rules let players choose. */
    record Hit(int enemy) implements DkChoice {
        public String label() {
            return "Give the hit to a " + enemyTypeName(enemy);
        }
    }

    /** Give the next Enemy Attack or Friendly Fire hit to this Adventurer. */
    record Assign(int adventurer) implements DkChoice {
        public String label() {
            return text(NUMBERED);
        }

        @Override
        public String text(IntFunction<String> who) {
            return who.apply(adventurer) + " takes the hit";
        }
    }

    /** Sure Shot: spend this much Mana to turn that many failures into successes. */
    record SureShot(int mana) implements DkChoice {
        public String label() {
            return "Sure Shot: spend " + mana + " Mana";
        }
    }

    /** +1 Armor Reroll: spend 1 Mana to roll the failed Armor dice again, or not. */
    record ArmorReroll(boolean reroll) implements DkChoice {
        public String label() {
            return reroll ? "Spend 1 Mana to reroll the failed Armor dice" : "Keep the Armor roll";
        }
    }

    /** Close the Health Potion window: no (more) Potion now. */
    record NoPotion() implements DkChoice {
        public String label() {
            return "No Health Potion now";
        }
    }

    /** Let a chance go by (a Duo's Combat Reflexes). */
    record Pass() implements DkChoice {
        public String label() {
            return "Pass";
        }
    }

    /** Break an Enemy tie: the destination, next Zone or target Zone is this Zone. */
    record Route(int zone) implements DkChoice {
        public String label() {
            return "Enemies go toward Zone " + zone;
        }
    }
}
