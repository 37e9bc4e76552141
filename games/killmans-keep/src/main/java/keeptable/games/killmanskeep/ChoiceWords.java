package keeptable.games.killmanskeep;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Effect;
import keeptable.games.killmanskeep.content.Goal;

/**
 * A {@link KkChoice} in a player's words, naming cards, Goals and areas from the game's own content and
 * players by the names they sat down with.
 */
final class ChoiceWords {
    private ChoiceWords() {
    }

    static String describe(Content content, String[] names, KkChoice choice) {
        return switch (choice) {
            case KkChoice.ShowCard show -> "Show " + content.cardTitle(show.card()) + " as your Display card";
            case KkChoice.Move move -> "Move to the " + content.areaName(move.area());
            case KkChoice.Buy buy -> "Buy " + content.cardTitle(buy.card()) + price(content, buy.card(), buy.haggle());
            case KkChoice.Sell sell -> "Sell " + content.cardTitle(sell.card())
                    + price(content, sell.card(), sell.haggle());
            case KkChoice.BuyDoubloon buy -> "Buy a Doubloon for $" + content.doubloonPrice;
            case KkChoice.TakeGoal take -> "Take a Goal card";
            case KkChoice.TurnInGoal turnIn -> {
                Goal goal = content.goals.get(turnIn.goal());
                yield "Turn in " + goal.name() + " (" + goal.text() + ")";
            }
            case KkChoice.SwapGoal swap -> "Swap " + content.goals.get(swap.goal()).name() + " for a new Goal";
            case KkChoice.Deliver deliver -> "Hand over " + content.cardTitle(deliver.card());
            case KkChoice.DrawFromKeep draw -> "Draw from the " + content.areaName(content.keep);
            case KkChoice.FightKnownMonster fight -> "Fight the Monster on top of the " + content.areaName(content.keep);
            case KkChoice.Use use -> use(content, names, use);
            case KkChoice.RollBattle roll -> "Fight: make the battle roll";
            case KkChoice.Flee flee -> "Flee to the " + content.areaName(content.start) + " (ends your turn)";
            case KkChoice.AcceptDefeat accept -> "Accept the lost fight";
            case KkChoice.Endure endure -> "Let it happen";
            case KkChoice.ProposeTrade propose -> "Offer a trade to " + names[propose.player()];
            case KkChoice.Give give -> "Offer your " + content.cardTitle(give.card());
            case KkChoice.Ask ask -> "Ask for their " + content.cardTitle(ask.card());
            case KkChoice.GiveMoney more -> "Offer $" + TradeRules.MONEY_STEP + " more";
            case KkChoice.AskMoney more -> "Ask $" + TradeRules.MONEY_STEP + " more";
            case KkChoice.SendOffer send -> "Send the offer";
            case KkChoice.CancelOffer cancel -> "Call the trade off";
            case KkChoice.AcceptOffer accept -> "Accept the offer";
            case KkChoice.DeclineOffer decline -> "Decline the offer";
            case KkChoice.EndTurn end -> "End your turn";
        };
    }

    /** The price of a Market deal: the listed value, or the haggling range of the d6. */
    private static String price(Content content, int card, boolean haggle) {
        int rarity = content.rarity(card);
        return haggle
                ? " haggling ($" + Content.hagglePrice(rarity, 1) + "-$" + Content.hagglePrice(rarity, 6) + ")"
                : " for $" + Content.baseValue(rarity);
    }

    private static String use(Content content, String[] names, KkChoice.Use use) {
        String name = content.cardName(use.card());
        if (use.target() < 0) {
            return "Use " + name;
        }
        if (content.artifact(use.card()).effect() == Effect.MAP) {
            return "Use " + name + " to go to the " + content.areaName(use.target());
        }
        return "Use " + name + " on " + names[use.target()];
    }

    /** Each kind of choice as the table heads a group of them, as a player would say it. */
    static final Map<Class<? extends Choice>, String> HEADINGS = Map.ofEntries(
            Map.entry(KkChoice.ShowCard.class, "Show a Display card"),
            Map.entry(KkChoice.Move.class, "Move"),
            Map.entry(KkChoice.Buy.class, "Buy from the Market"),
            Map.entry(KkChoice.Sell.class, "Sell to the Market"),
            Map.entry(KkChoice.BuyDoubloon.class, "Buy a Doubloon"),
            Map.entry(KkChoice.TakeGoal.class, "Take a Goal"),
            Map.entry(KkChoice.TurnInGoal.class, "Turn in a Goal"),
            Map.entry(KkChoice.SwapGoal.class, "Swap a Goal"),
            Map.entry(KkChoice.Deliver.class, "Hand over a card"),
            Map.entry(KkChoice.DrawFromKeep.class, "Draw from the Keep"),
            Map.entry(KkChoice.FightKnownMonster.class, "Fight the known Monster"),
            Map.entry(KkChoice.Use.class, "Use an Artifact"),
            Map.entry(KkChoice.RollBattle.class, "Make the battle roll"),
            Map.entry(KkChoice.Flee.class, "Flee"),
            Map.entry(KkChoice.AcceptDefeat.class, "Accept defeat"),
            Map.entry(KkChoice.Endure.class, "Let it happen"),
            Map.entry(KkChoice.ProposeTrade.class, "Offer a trade"),
            Map.entry(KkChoice.Give.class, "Offer a card"),
            Map.entry(KkChoice.Ask.class, "Ask for a card"),
            Map.entry(KkChoice.GiveMoney.class, "Offer more money"),
            Map.entry(KkChoice.AskMoney.class, "Ask for more money"),
            Map.entry(KkChoice.SendOffer.class, "Send the offer"),
            Map.entry(KkChoice.CancelOffer.class, "Call the trade off"),
            Map.entry(KkChoice.AcceptOffer.class, "Accept the offer"),
            Map.entry(KkChoice.DeclineOffer.class, "Decline the offer"),
            Map.entry(KkChoice.EndTurn.class, "End your turn"));
}
