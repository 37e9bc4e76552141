package keeptable.games.killmanskeep;

import keeptable.engine.Choice;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Effect;

/**
 * Every decision a Killman's Keep player makes. Card numbers are physical Keep cards (see
 * {@link Content}); goal numbers index the Goal cards; players are seats (0-based); areas index the
 * board's areas.
 */
public sealed interface KkChoice extends Choice {

    private static Content content() {
        return Content.standard();
    }

    /** Make a card of your hand your Display card (at setup, when it left your hand, or a free swap). */
    record ShowCard(int card) implements KkChoice {
        public String label() {
            return "Show " + content().cardTitle(card) + " as your Display card";
        }
    }

    /** Move to an area (the free move, or an action once it is spent). */
    record Move(int area) implements KkChoice {
        public String label() {
            return "Move to the " + content().areaName(area);
        }
    }

    /** Buy a Market card at its listed price, or haggle with a die. */
    record Buy(int card, boolean haggle) implements KkChoice {
        public String label() {
            int r = content().rarity(card);
            return "Buy " + content().cardTitle(card) + (haggle
                    ? " haggling ($" + Content.hagglePrice(r, 1) + "-$" + Content.hagglePrice(r, 6) + ")"
                    : " for $" + Content.baseValue(r));
        }
    }

    /** Sell a card of your hand to the Market at its listed price, or haggle with a die. */
    record Sell(int card, boolean haggle) implements KkChoice {
        public String label() {
            int r = content().rarity(card);
            return "Sell " + content().cardTitle(card) + (haggle
                    ? " haggling ($" + Content.hagglePrice(r, 1) + "-$" + Content.hagglePrice(r, 6) + ")"
                    : " for $" + Content.baseValue(r));
        }
    }

    record BuyDoubloon() implements KkChoice {
        public String label() {
            return "Buy a Doubloon for $" + content().doubloonPrice;
        }
    }

    record TakeGoal() implements KkChoice {
        public String label() {
            return "Take a Goal card";
        }
    }

    record TurnInGoal(int goal) implements KkChoice {
        public String label() {
            return "Turn in " + content().goals.get(goal).name() + " (" + content().goals.get(goal).text() + ")";
        }
    }

    /** Discard a held, unfinished Goal and take a new one. */
    record SwapGoal(int goal) implements KkChoice {
        public String label() {
            return "Swap " + content().goals.get(goal).name() + " for a new Goal";
        }
    }

    /** Pick a card to hand over for the goal being turned in. */
    record Deliver(int card) implements KkChoice {
        public String label() {
            return "Hand over " + content().cardTitle(card);
        }
    }

    record DrawFromKeep() implements KkChoice {
        public String label() {
            return "Draw from the Keep";
        }
    }

    /** Fight the Monster known to be on top of the Keep (an action). */
    record FightKnownMonster() implements KkChoice {
        public String label() {
            return "Fight the Monster on top of the Keep";
        }
    }

    /**
     * Use an Artifact: as an action, in a fight, after a lost roll, or in answer to an artifact used
     * against you. {@code target} is a player for hostile artifacts, an area for a map, else -1.
     */
    record Use(int card, int target) implements KkChoice {
        public String label() {
            String name = content().cardName(card);
            if (target < 0) {
                return "Use " + name;
            }
            if (content().artifact(card).effect() == Effect.MAP) {
                return "Use " + name + " to go to the " + content().areaName(target);
            }
            return "Use " + name + " on player " + (target + 1);
        }
    }

    record RollBattle() implements KkChoice {
        public String label() {
            return "Fight: make the battle roll";
        }
    }

    record Flee() implements KkChoice {
        public String label() {
            return "Flee to the Market (ends your turn)";
        }
    }

    record AcceptDefeat() implements KkChoice {
        public String label() {
            return "Accept the lost fight";
        }
    }

    /** Let an artifact used against you take effect. */
    record Endure() implements KkChoice {
        public String label() {
            return "Let it happen";
        }
    }

    record ProposeTrade(int player) implements KkChoice {
        public String label() {
            return "Offer a trade to player " + (player + 1);
        }
    }

    record Give(int card) implements KkChoice {
        public String label() {
            return "Offer your " + content().cardTitle(card);
        }
    }

    record Ask(int card) implements KkChoice {
        public String label() {
            return "Ask for their " + content().cardTitle(card);
        }
    }

    record GiveMoney() implements KkChoice {
        public String label() {
            return "Offer $" + TradeRules.MONEY_STEP + " more";
        }
    }

    record AskMoney() implements KkChoice {
        public String label() {
            return "Ask $" + TradeRules.MONEY_STEP + " more";
        }
    }

    record SendOffer() implements KkChoice {
        public String label() {
            return "Send the offer";
        }
    }

    record CancelOffer() implements KkChoice {
        public String label() {
            return "Call the trade off";
        }
    }

    record AcceptOffer() implements KkChoice {
        public String label() {
            return "Accept the offer";
        }
    }

    record DeclineOffer() implements KkChoice {
        public String label() {
            return "Decline the offer";
        }
    }

    record EndTurn() implements KkChoice {
        public String label() {
            return "End your turn";
        }
    }
}
