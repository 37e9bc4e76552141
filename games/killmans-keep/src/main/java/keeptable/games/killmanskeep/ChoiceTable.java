package keeptable.games.killmanskeep;

import keeptable.games.killmanskeep.content.Content;

/**
 * Every choice a game can offer, made once per content: building the legal choices then allocates
 * nothing but the list that holds them.
 */
final class ChoiceTable {
    static final KkChoice.BuyDoubloon BUY_DOUBLOON = new KkChoice.BuyDoubloon();
    static final KkChoice.TakeGoal TAKE_GOAL = new KkChoice.TakeGoal();
    static final KkChoice.DrawFromKeep DRAW = new KkChoice.DrawFromKeep();
    static final KkChoice.FightKnownMonster FIGHT_KNOWN = new KkChoice.FightKnownMonster();
    static final KkChoice.RollBattle ROLL = new KkChoice.RollBattle();
    static final KkChoice.Flee FLEE = new KkChoice.Flee();
    static final KkChoice.AcceptDefeat ACCEPT_DEFEAT = new KkChoice.AcceptDefeat();
    static final KkChoice.Endure ENDURE = new KkChoice.Endure();
    static final KkChoice.GiveMoney GIVE_MONEY = new KkChoice.GiveMoney();
    static final KkChoice.AskMoney ASK_MONEY = new KkChoice.AskMoney();
    static final KkChoice.SendOffer SEND = new KkChoice.SendOffer();
    static final KkChoice.CancelOffer CANCEL = new KkChoice.CancelOffer();
    static final KkChoice.AcceptOffer ACCEPT = new KkChoice.AcceptOffer();
    static final KkChoice.DeclineOffer DECLINE = new KkChoice.DeclineOffer();
    static final KkChoice.EndTurn END_TURN = new KkChoice.EndTurn();

    /** Targets of {@link KkChoice.Use}: -1 (none) and 0..this-1 (a player or an area). */
    static final int TARGETS = 8;

    final KkChoice.ShowCard[] show;
    final KkChoice.Move[] move;
    final KkChoice.Buy[][] buy;
    final KkChoice.Sell[][] sell;
    final KkChoice.TurnInGoal[] turnIn;
    final KkChoice.SwapGoal[] swap;
    final KkChoice.Deliver[] deliver;
    final KkChoice.Use[][] use;
    final KkChoice.ProposeTrade[] propose;
    final KkChoice.Give[] give;
    final KkChoice.Ask[] ask;

    /** Every choice for this content and a table of up to {@code maxSeats} players. */
    ChoiceTable(Content c, int maxSeats) {
        int cards = c.cards;
        show = new KkChoice.ShowCard[cards];
        buy = new KkChoice.Buy[cards][2];
        sell = new KkChoice.Sell[cards][2];
        deliver = new KkChoice.Deliver[cards];
        use = new KkChoice.Use[cards][TARGETS + 1];
        give = new KkChoice.Give[cards];
        ask = new KkChoice.Ask[cards];
        for (int k = 0; k < cards; k++) {
            show[k] = new KkChoice.ShowCard(k);
            buy[k][0] = new KkChoice.Buy(k, false);
            buy[k][1] = new KkChoice.Buy(k, true);
            sell[k][0] = new KkChoice.Sell(k, false);
            sell[k][1] = new KkChoice.Sell(k, true);
            deliver[k] = new KkChoice.Deliver(k);
            give[k] = new KkChoice.Give(k);
            ask[k] = new KkChoice.Ask(k);
            for (int t = -1; t < TARGETS; t++) {
                use[k][t + 1] = new KkChoice.Use(k, t);
            }
        }
        move = new KkChoice.Move[c.areas.size()];
        for (int a = 0; a < move.length; a++) {
            move[a] = new KkChoice.Move(a);
        }
        turnIn = new KkChoice.TurnInGoal[c.goals.size()];
        swap = new KkChoice.SwapGoal[c.goals.size()];
        for (int g = 0; g < turnIn.length; g++) {
            turnIn[g] = new KkChoice.TurnInGoal(g);
            swap[g] = new KkChoice.SwapGoal(g);
        }
        propose = new KkChoice.ProposeTrade[maxSeats];
        for (int p = 0; p < propose.length; p++) {
            propose[p] = new KkChoice.ProposeTrade(p);
        }
    }

    KkChoice.Use use(int card, int target) {
        return use[card][target + 1];
    }
}
