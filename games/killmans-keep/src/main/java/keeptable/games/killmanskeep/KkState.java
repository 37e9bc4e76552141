package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.Fingerprint;
import keeptable.engine.ItemUse;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.Standing;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Counts;

/**
 * A game of Killman's Keep in progress: the engine contract over a {@link KkPosition}. It hands each
 * decision to the class of the book's part it belongs to ({@code *Rules}, {@link Opening},
 * {@link Display}) and builds views, words and fingerprints.
 */
public final class KkState extends KkPosition {
    KkState(Content content, ChoiceTable table, String[] names, int roundLimit, Rng rng) {
        super(content, table, names, roundLimit, rng);
    }

    private KkState(KkState o) {
        super(o);
    }

    // ---- the engine contract ---------------------------------------------------------------

    @Override
    public int seats() {
        return n;
    }

    @Override
    public int toMove() {
        if (phase == OVER) {
            return -1;
        }
        if (displayDue != 0) {
            return Integer.numberOfTrailingZeros(displayDue);
        }
        return switch (phase) {
            case SETUP_DISPLAY -> order[setupIndex];
            case REACT -> hostileTarget;
            case TRADE_ANSWER -> partner;
            default -> current;
        };
    }

    @Override
    public Decision decision() {
        int seat = toMove();
        if (seat < 0) {
            return null;
        }
        String what;
        if (displayDue != 0) {
            what = "choose a new Display card";
        } else {
            what = switch (phase) {
                case SETUP_DISPLAY -> "choose your Display card";
                case TURN -> "your turn: " + (actions == 0 ? "a free move" : Counts.of(actions, "action")
                        + (freeMoves > 0 ? " and a free move" : "")) + " left";
                case FIGHT -> "fight the " + content.monsterName(top()) + (fightDrawn ? " or flee" : "");
                case AFTER_LOSS -> "you lost the battle roll: reroll or accept";
                case REACT -> name(hostileUser) + " used " + content.cardName(hostileCard) + " on you";
                case TRADE_BUILD -> "put together your offer to " + name(partner);
                case TRADE_ANSWER -> name(current) + " offers you a trade";
                case DELIVER -> "choose what to hand over (" + deliverLeft + " more)";
                default -> "";
            };
        }
        return new Decision(seat, what);
    }

    @Override
    protected List<KkChoice> legalChoices() {
        List<KkChoice> out = new ArrayList<>(24);
        if (displayDue != 0) {
            Display.choices(this, Integer.numberOfTrailingZeros(displayDue), out);
            return out;
        }
        switch (phase) {
            case SETUP_DISPLAY -> Display.choices(this, order[setupIndex], out);
            case TURN -> TurnRules.choices(this, out);
            case FIGHT, AFTER_LOSS -> FightRules.choices(this, out);
            case REACT -> ArtifactRules.reactions(this, out);
            case TRADE_BUILD, TRADE_ANSWER -> TradeRules.choices(this, out);
            case DELIVER -> GoalRules.deliveries(this, out);
            default -> {
            }
        }
        return out;
    }

    @Override
    protected void play(KkChoice choice, EventSink out) {
        if (displayDue != 0) {
            Display.replace(this, Integer.numberOfTrailingZeros(displayDue), ((KkChoice.ShowCard) choice).card(),
                    out);
        } else {
            playInPhase(choice, out);
        }
        TurnOrder.afterChoice(this, out);
    }

    private void playInPhase(KkChoice choice, EventSink out) {
        switch (phase) {
            case SETUP_DISPLAY -> Opening.pickDisplay(this, (KkChoice.ShowCard) choice, out);
            case TURN -> TurnRules.play(this, choice, out);
            case FIGHT, AFTER_LOSS -> FightRules.play(this, choice, out);
            case REACT -> ArtifactRules.answer(this, choice, out);
            case TRADE_BUILD, TRADE_ANSWER -> TradeRules.play(this, choice, out);
            case DELIVER -> GoalRules.deliver(this, (KkChoice.Deliver) choice, out);
            default -> throw new IllegalStateException("no decision is open");
        }
    }

    /** The choice in a player's words, from the content this game was built with. */
    @Override
    public String describe(Choice choice) {
        if (!(choice instanceof KkChoice mine)) {
            return choice.label();
        }
        String said = ChoiceWords.describe(content, names, mine);
        // a move once the free one is spent, and opening a trade, each cost an action: the choice says so
        boolean costs = mine instanceof KkChoice.Move && phase == TURN && freeMoves == 0
                || mine instanceof KkChoice.ProposeTrade;
        return costs ? said + " (an action)" : said;
    }

    @Override
    public boolean isOver() {
        return phase == OVER;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    /** Each seat's Doubloons, in the round the table shows (from 1). */
    @Override
    public Standing standing() {
        return new Standing("round", round + 1, "Doubloons", doubloons);
    }

    @Override
    public State copy() {
        return new KkState(this);
    }

    @Override
    public View view(int seat) {
        return KkView.of(this, seat);
    }

    @Override
    protected KkState resampled(int seat, Rng r) {
        KkState d = new KkState(this);
        Hidden.resample(d, seat, r);
        return d;
    }

    /** The draws of the one random stream (dice and shuffles), so the undo rule sees when chance was drawn. */
    @Override
    public long chanceDraws() {
        return rng.draws();
    }

    /**
     * Everything that matters to the rules, folded into the engine's {@link Fingerprint} in a fixed order, allocating
     * nothing (rules version 5; before it a hand-written 31-multiplier hash over a scalar array built each call).
     */
    @Override
    public long fingerprint() {
        long h = Fingerprint.add(Fingerprint.START, rng.position());
        h = Fingerprint.add(h, step());
        h = Fingerprint.add(h, where);
        h = Fingerprint.add(h, shown);
        h = keepDeck.addTo(h);
        h = Fingerprint.add(h, goalWhere);
        h = goalDeck.addTo(h);
        h = Fingerprint.add(h, money, 0, n);
        h = Fingerprint.add(h, doubloons, 0, n);
        h = Fingerprint.add(h, area, 0, n);
        h = Fingerprint.add(h, display, 0, n);
        h = Fingerprint.add(h, lostActions, 0, n);
        h = Fingerprint.add(h, lostMove);
        h = Fingerprint.add(h, order, 0, n);
        h = Fingerprint.add(h, handCount, 0, n);
        h = Fingerprint.add(h, roundLimit);
        h = Fingerprint.add(h, topKnown);
        h = Fingerprint.add(h, peekMask);
        h = Fingerprint.add(h, bankDoubloons);
        h = Fingerprint.add(h, bankTakings);
        h = Fingerprint.add(h, turnIndex);
        h = Fingerprint.add(h, current);
        h = Fingerprint.add(h, round);
        h = Fingerprint.add(h, actions);
        h = Fingerprint.add(h, freeMoves);
        h = Fingerprint.add(h, swappedDisplay);
        h = Fingerprint.add(h, phase);
        h = Fingerprint.add(h, displayDue);
        h = Fingerprint.add(h, setupIndex);
        h = Fingerprint.add(h, fightDrawn);
        h = Fingerprint.add(h, fightBonus);
        h = Fingerprint.add(h, hostileUser);
        h = Fingerprint.add(h, hostileTarget);
        h = Fingerprint.add(h, hostileCard);
        h = Fingerprint.add(h, partner);
        h = Fingerprint.add(h, giveLow);
        h = Fingerprint.add(h, giveHigh);
        h = Fingerprint.add(h, askLow);
        h = Fingerprint.add(h, askHigh);
        h = Fingerprint.add(h, giveMoney);
        h = Fingerprint.add(h, askMoney);
        h = Fingerprint.add(h, deliverGoal);
        return Fingerprint.add(h, deliverLeft);
    }

    @Override
    public List<ItemUse> itemUses() {
        List<ItemUse> uses = new ArrayList<>();
        for (int item = 0; item < content.items(); item++) {
            for (int p = 0; p < n; p++) {
                int t = tally[item * n + p];
                if (t > 0) {
                    uses.add(new ItemUse(content.itemName(item), p, t));
                }
            }
        }
        return uses;
    }
}
