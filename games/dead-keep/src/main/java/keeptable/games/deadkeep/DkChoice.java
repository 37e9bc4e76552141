package keeptable.games.deadkeep;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import keeptable.engine.Choice;

/**
 * Every decision of The Dead Keep, as ids and numbers. Adventurers, Zones, doors, Enemies and inventory
 * slots are named by their index in the position: Adventurer 0..5, Zone of the Ground, door
 * of the Ground, Enemy miniature slot, inventory slot 0-1 Hands, 2 Body, 3-7 Backpack, 8-10 Talismans; cards,
 * Skills and Enemy types by their index in the content. A label gives those numbers and reads no content;
 * the state's {@code describe} words a choice for the players (in {@code ChoiceWords}).
 */
public sealed interface DkChoice extends Choice {

    /** How a Move reaches its Zone: one step, or a Skill's or Class Ability's reach. */
    enum Reach {
        STEP(""), SPRINT("Sprint"), JUMP("Jump"), TELEPORT("Teleport"), BLOODLUST("Bloodlust");

        private final String code;

        Reach(String code) {
            this.code = code;
        }

        /** The code stored in records ("" for a step, else the Skill's name as the book spells it). */
        @JsonValue
        public String code() {
            return code;
        }

        @JsonCreator
        public static Reach of(String code) {
            for (Reach r : values()) {
                if (r.code.equals(code)) {
                    return r;
                }
            }
            throw new IllegalArgumentException("no Move reach " + code);
        }
    }

    /** Setup: buy this Adventure Equipment weapon as the Adventurer's Starting Equipment. */
    record Buy(int adventurer, int card) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " buys card " + card;
        }
    }

    /** Between Quests: sell this Talisman of the Adventurer's campaign pool for its selling price. */
    record Sell(int adventurer, int card) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " sells card " + card;
        }
    }

    /** Campaign setup: take this Talisman (index in the Adventurer's campaign pool) into the Quest. */
    record Bring(int adventurer, int card) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " brings card " + card;
        }
    }

    /** Setup: the players give the First Player token to this seat's player. */
    record FirstPlayer(int seat) implements DkChoice {
        public String label() {
            return "Seat " + seat + " is first player";
        }
    }

    /** Player Phase: activate one of the seat's Adventurers. */
    record Activate(int adventurer) implements DkChoice {
        public String label() {
            return "Activate Adventurer " + adventurer;
        }
    }

    /** Move Action to an adjacent Zone (Sprint: 2 or 3 Zones; Bloodlust: up to 2 Zones to Enemies). */
    record Move(int zone, Reach how) implements DkChoice {
        /** One step to a neighbouring Zone. */
        public Move(int zone) {
            this(zone, Reach.STEP);
        }

        public String label() {
            return (how == Reach.STEP ? "Move" : how.code()) + " to Zone " + zone;
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
            return "Attack Zone " + zone + (target < 0 ? " (the Undead)" : " (Enemy " + target + ")") + " with slot " + slot
                    + (line > 0 ? " line " + line : "") + (boost > 0 ? " +" + boost + " Mana dice" : "")
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

    /**
     * Take an Objective ({@code kind} 0), Treasure (1), Artifact token (2; {@code index} is its Zone) or Quest
     * Artifact (3); {@code index} is the token.
     */
    record Take(int kind, int index) implements DkChoice {
        public String label() {
            return "Take " + switch (kind) {
                case 0 -> "Objective ";
                case 1 -> "Treasure ";
                case 2 -> "Artifact token in Zone ";
                default -> "Quest Artifact ";
            } + index;
        }
    }

    /** Reorganize ({@code partner} -1) or Trade with another Adventurer in the Zone. */
    record Trade(int partner) implements DkChoice {
        public String label() {
            return partner < 0 ? "Reorganize" : "Trade with Adventurer " + partner;
        }
    }

    /**
     * While reorganizing or trading: the cards of Adventurer a's slotA and Adventurer b's slotB change places
     * (either slot may be empty). Three kinds, so that the players see them under three headings.
     */
    sealed interface Shift extends DkChoice {
        int a();

        int slotA();

        int b();

        int slotB();
    }

    /** While trading: Adventurer a gives the card in slotA to Adventurer b, into b's empty slotB. */
    record Give(int a, int slotA, int b, int slotB) implements Shift {
        public String label() {
            return "Adventurer " + a + " gives slot " + slotA + " to Adventurer " + b + " slot " + slotB;
        }
    }

    /** While trading: Adventurers a and b exchange the cards in a's slotA and b's slotB. */
    record Exchange(int a, int slotA, int b, int slotB) implements Shift {
        public String label() {
            return "Adventurer " + a + " slot " + slotA + " for Adventurer " + b + " slot " + slotB;
        }
    }

    /** While reorganizing or trading: Adventurer a moves the card in slotA to slotB (or swaps the two cards). */
    record Rearrange(int a, int slotA, int slotB) implements Shift {
        public int b() {
            return a;
        }

        public String label() {
            return "Adventurer " + a + " slot " + slotA + " <-> slot " + slotB;
        }
    }

    /** Discard a card (free, any time in a reorganization). */
    record Discard(int adventurer, int slot) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " discards slot " + slot;
        }
    }

    /** While trading: hand a Health Potion over (neither may be KO'ed). */
    record GivePotion(int from, int to) implements DkChoice {
        public String label() {
            return "Adventurer " + from + " gives a Health Potion to Adventurer " + to;
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
            return slot < 0 ? "Discard the new card" : "Keep the new card in slot " + slot;
        }
    }

    /** Cast the Enchantment of the Talisman in {@code slot} on Adventurer {@code target}. */
    record Enchant(int slot, int target) implements DkChoice {
        public String label() {
            return "Cast the Talisman in slot " + slot + " on Adventurer " + target;
        }
    }

    /** Discard a Health Potion of {@code holder} to heal or revive {@code target} in the same Zone. */
    record Potion(int holder, int target) implements DkChoice {
        public String label() {
            return "Adventurer " + holder + " gives a Health Potion to Adventurer " + target;
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
            return "Spend 1 Mana for the free Action of Skill " + skill;
        }
    }

    /** Born Leader: give Adventurer {@code adventurer} 1 free Action, used at once. */
    record Lead(int adventurer) implements DkChoice {
        public String label() {
            return "Give Adventurer " + adventurer + " a free Action";
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
            return "Take Skill " + skill;
        }
    }

    /** Give the next Hit to this Enemy type ({@code enemy} index) among those the rules let players choose. */
    record Hit(int enemy) implements DkChoice {
        public String label() {
            return "Give the hit to Enemy type " + enemy;
        }
    }

    /** Give the next Enemy Attack or Friendly Fire hit to this Adventurer. */
    record Assign(int adventurer) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " takes the hit";
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

    /** Tough: ignore one Hit of the Attacks that got through now, or keep the Skill for a later Hit this round. */
    record Tough(boolean use) implements DkChoice {
        public String label() {
            return use ? "Use Tough on one of these Hits" : "Keep Tough for later";
        }
    }

    /** Reaper: one more Undead of this type (one the attack eliminated) is eliminated. */
    record Reap(int enemy) implements DkChoice {
        public String label() {
            return "Reap one more of Enemy type " + enemy;
        }
    }

    /** Footmen in the Mist! short of Footmen: this Mist Zone gets some of the Footmen left. */
    record MistZone(int zone) implements DkChoice {
        public String label() {
            return "Footmen left go to Zone " + zone;
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

    /**
     * All 5 Search tokens are on the board and the last Undead of a type died: take the token from this Zone to
     * the Zone it died in (the players' choice; their own Zone leaves the board as it was).
     */
    record SearchToken(int zone) implements DkChoice {
        public String label() {
            return "Take a Search token from Zone " + zone;
        }
    }

    /** Break an Enemy tie: the destination, next Zone or target Zone is this Zone. */
    record Route(int zone) implements DkChoice {
        public String label() {
            return "Enemies go toward Zone " + zone;
        }
    }
}
