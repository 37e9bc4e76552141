package keeptable.games.killmanskeep;

import keeptable.engine.Choice;

/**
 * Every decision a Killman's Keep player makes, as ids and numbers only. Card numbers are physical
 * Keep cards (see {@link keeptable.games.killmanskeep.content.Content}); goal numbers index the Goal
 * cards; players are seats (0-based); areas index the board's areas. {@link #label()} names the fields
 * alone; players read the state's {@code describe(choice)}, worded from the game's own content.
 */
public sealed interface KkChoice extends Choice {

    /** Make a card of your hand your Display card (at setup, when it left your hand, or a free swap). */
    record ShowCard(int card) implements KkChoice {
        public String label() {
            return "show card " + card;
        }
    }

    /** Move to an area (the free move, or an action once it is spent). */
    record Move(int area) implements KkChoice {
        public String label() {
            return "move to area " + area;
        }
    }

    /** Buy a Market card at its listed price, or haggle with a die. */
    record Buy(int card, boolean haggle) implements KkChoice {
        public String label() {
            return "buy card " + card + (haggle ? " haggling" : "");
        }
    }

    /** Sell a card of your hand to the Market at its listed price, or haggle with a die. */
    record Sell(int card, boolean haggle) implements KkChoice {
        public String label() {
            return "sell card " + card + (haggle ? " haggling" : "");
        }
    }

    record BuyDoubloon() implements KkChoice {
        public String label() {
            return "buy a Doubloon";
        }
    }

    record TakeGoal() implements KkChoice {
        public String label() {
            return "take a Goal";
        }
    }

    record TurnInGoal(int goal) implements KkChoice {
        public String label() {
            return "turn in goal " + goal;
        }
    }

    /** Discard a held, unfinished Goal and take a new one. */
    record SwapGoal(int goal) implements KkChoice {
        public String label() {
            return "swap goal " + goal;
        }
    }

    /** Pick a card to hand over for the goal being turned in. */
    record Deliver(int card) implements KkChoice {
        public String label() {
            return "hand over card " + card;
        }
    }

    record DrawFromKeep() implements KkChoice {
        public String label() {
            return "draw from the Keep";
        }
    }

    /** Fight the Monster known to be on top of the Keep (an action). */
    record FightKnownMonster() implements KkChoice {
        public String label() {
            return "fight the known Monster";
        }
    }

    /**
     * Use an Artifact: as an action, in a fight, after a lost roll, or in answer to an artifact used
     * against you. {@code target} is a player for hostile artifacts, an area for a map, else -1.
     */
    record Use(int card, int target) implements KkChoice {
        public String label() {
            return target < 0 ? "use card " + card : "use card " + card + " on target " + target;
        }
    }

    record RollBattle() implements KkChoice {
        public String label() {
            return "roll the battle die";
        }
    }

    record Flee() implements KkChoice {
        public String label() {
            return "flee";
        }
    }

    record AcceptDefeat() implements KkChoice {
        public String label() {
            return "accept defeat";
        }
    }

    /** Let an artifact used against you take effect. */
    record Endure() implements KkChoice {
        public String label() {
            return "endure";
        }
    }

    record ProposeTrade(int player) implements KkChoice {
        public String label() {
            return "propose a trade to seat " + player;
        }
    }

    record Give(int card) implements KkChoice {
        public String label() {
            return "offer card " + card;
        }
    }

    record Ask(int card) implements KkChoice {
        public String label() {
            return "ask for card " + card;
        }
    }

    record GiveMoney() implements KkChoice {
        public String label() {
            return "offer more money";
        }
    }

    record AskMoney() implements KkChoice {
        public String label() {
            return "ask more money";
        }
    }

    record SendOffer() implements KkChoice {
        public String label() {
            return "send the offer";
        }
    }

    record CancelOffer() implements KkChoice {
        public String label() {
            return "cancel the offer";
        }
    }

    record AcceptOffer() implements KkChoice {
        public String label() {
            return "accept the offer";
        }
    }

    record DeclineOffer() implements KkChoice {
        public String label() {
            return "decline the offer";
        }
    }

    record EndTurn() implements KkChoice {
        public String label() {
            return "end the turn";
        }
    }
}
