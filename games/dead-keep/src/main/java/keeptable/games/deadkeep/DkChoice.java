package keeptable.games.deadkeep;

import keeptable.engine.Choice;

/**
 * Every decision of The Dead Keep. Adventurers, Zones, doors, Enemies and inventory slots are named
 * by their index in the state ({@link DkState}): Adventurer 0..5, Zone of the Ground, door of the
 * Ground, Enemy miniature slot, inventory slot 0-1 Hands, 2 Body, 3-7 Backpack, 8-10 Talismans.
 * Labels give the numbers; views give names.
 */
public sealed interface DkChoice extends Choice {

    /** Setup: buy this Adventure Equipment weapon as the Adventurer's Starting Equipment. */
    record Buy(int adventurer, int card) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " buys card " + card;
        }
    }

    /** Campaign setup: take this Talisman (index in the Adventurer's campaign pool) into the Quest. */
    record Bring(int adventurer, int card) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " brings Talisman " + card;
        }
    }

    /** Player Phase: activate one of the seat's Adventurers. */
    record Activate(int adventurer) implements DkChoice {
        public String label() {
            return "Activate Adventurer " + adventurer;
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
     * Mana spent on Crush or Apocalypse dice, {@code paid} whether +2 Dice is bought with 1 Mana.
     */
    record Attack(int slot, int line, int zone, int target, int boost, boolean paid) implements DkChoice {
        public String label() {
            return "Attack with slot " + slot + " line " + line + " at Zone " + zone
                    + (target < 0 ? " (Undead)" : " (Monster " + target + ")") + (boost > 0 ? " +" + boost + " Mana dice" : "")
                    + (paid ? " +2 dice for 1 Mana" : "");
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
            return partner < 0 ? "Reorganize" : "Trade with Adventurer " + partner;
        }
    }

    /** While reorganizing or trading: swap two inventory slots (of one or both Adventurers). */
    record Swap(int a, int slotA, int b, int slotB) implements DkChoice {
        public String label() {
            return "Swap Adventurer " + a + " slot " + slotA + " with Adventurer " + b + " slot " + slotB;
        }
    }

    /** Discard a card (free, any time in a reorganization). */
    record Discard(int adventurer, int slot) implements DkChoice {
        public String label() {
            return "Adventurer " + adventurer + " discards slot " + slot;
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
            return "Enchant with slot " + slot + " on Adventurer " + target;
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
            return "Hit Enemy type " + enemy;
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
