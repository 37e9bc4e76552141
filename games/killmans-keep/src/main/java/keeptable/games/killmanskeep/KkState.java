package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.ItemUse;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.games.killmanskeep.content.Content;

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
                case TURN -> "your turn: " + actions + " action(s)" + (freeMoves > 0 ? " and a free move" : "")
                        + " left";
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
        return choice instanceof KkChoice mine ? ChoiceWords.describe(content, names, mine) : choice.label();
    }

    @Override
    public boolean isOver() {
        return phase == OVER;
    }

    @Override
    public Outcome outcome() {
        return outcome;
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

    @Override
    public long fingerprint() {
        long h = 17;
        for (byte b : where) {
            h = h * 31 + b;
        }
        for (boolean b : shown) {
            h = h * 31 + (b ? 1 : 0);
        }
        // each deck bottom card first, as before it was an IntDeck, so recorded fingerprints still match
        for (int i = keepDeck.size() - 1; i >= 0; i--) {
            h = h * 31 + keepDeck.card(i);
        }
        for (byte b : goalWhere) {
            h = h * 31 + b;
        }
        for (int i = goalDeck.size() - 1; i >= 0; i--) {
            h = h * 31 + goalDeck.card(i);
        }
        for (int p = 0; p < n; p++) {
            h = h * 31 + money[p];
            h = h * 31 + doubloons[p];
            h = h * 31 + area[p];
            h = h * 31 + display[p];
            h = h * 31 + lostActions[p];
            h = h * 31 + (lostMove[p] ? 1 : 0);
            h = h * 31 + order[p];
            h = h * 31 + handCount[p];
        }
        long[] scalars = {roundLimit, keepDeck.size(), goalDeck.size(), topKnown ? 1 : 0, peekMask, bankDoubloons, bankTakings,
            turnIndex, current, round, actions, freeMoves, swappedDisplay ? 1 : 0, phase, displayDue, setupIndex,
            fightDrawn ? 1 : 0, fightBonus, hostileUser, hostileTarget, hostileCard, partner, giveLow, giveHigh, askLow,
            askHigh, giveMoney, askMoney, deliverGoal, deliverLeft, rng.position(), step()};
        for (long v : scalars) {
            h = h * 31 + v;
        }
        return h ^ (h >>> 29);
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
