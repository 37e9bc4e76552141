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
 * A game of Killman's Keep in progress. Only what changes lives here, as small primitive arrays;
 * the cards themselves are in the shared {@link Content}. The rules that change it are in the
 * {@code *Rules} classes of this package, one per part of the book.
 */
public final class KkState extends RulesState<KkChoice> {
    // where a Keep card is: one of these, or HAND + seat
    static final byte DECK = 0;
    static final byte DISCARD = 1;
    static final byte MARKET = 2;
    static final byte HAND = 3;
    // where a Goal card is: one of these, or GOAL_HELD + seat
    static final byte GOAL_DECK = 0;
    static final byte GOAL_DISCARD = 1;
    static final byte GOAL_HELD = 2;

    // phases: what the open decision is about
    static final int SETUP_DISPLAY = 0;
    static final int TURN = 1;
    static final int FIGHT = 2;
    static final int AFTER_LOSS = 3;
    static final int REACT = 4;
    static final int TRADE_BUILD = 5;
    static final int TRADE_ANSWER = 6;
    static final int DELIVER = 7;
    static final int OVER = 8;

    final Content c;
    final ChoiceTable table;
    final int n;
    final int roundLimit;
    /** Players' names from the setup, shared by every copy. */
    final String[] names;
    Rng rng;

    // cards
    byte[] where;
    boolean[] shown;
    int[] deck;
    int deckSize;
    byte[] goalWhere;
    int[] goalDeck;
    int goalDeckSize;
    /** The top Keep card is a Monster everyone has seen (it was fled from or beaten off). */
    boolean topKnown;
    /** Seats that looked at the top Keep card in secret. */
    int peekMask;

    // players
    /** Cards in each hand (kept up to date by {@link #toHand} and {@link #leaveHand}). */
    int[] handCount;
    int[] money;
    int[] doubloons;
    int[] area;
    int[] display;
    int[] lostActions;
    boolean[] lostMove;
    int bankDoubloons;
    /** Money the Bank has taken in minus money it has paid out: players' money + this is constant. */
    int bankTakings;

    // turn
    int[] order;
    int turnIndex;
    int current;
    int round;
    int actions;
    int freeMoves;
    boolean swappedDisplay;
    int phase;
    /** Seats that must choose a new Display card before anything else happens (bit per seat). */
    int displayDue;
    int setupIndex;

    // fight
    boolean fightDrawn;
    int fightBonus;
    // an artifact used against a player, waiting for the answer
    int hostileUser;
    int hostileTarget;
    int hostileCard;
    // a trade being put together or answered
    int partner;
    long give0;
    long give1;
    long ask0;
    long ask1;
    int giveMoney;
    int askMoney;
    // a goal being turned in
    int deliverGoal;
    int deliverLeft;

    Outcome outcome;
    /** Times each content item was used, item * n + seat; shared between copies until one writes. */
    short[] tally;
    boolean tallyShared;

    KkState(Content c, ChoiceTable table, String[] names, int roundLimit, Rng rng) {
        int seats = names.length;
        this.c = c;
        this.table = table;
        this.names = names;
        this.n = seats;
        this.roundLimit = roundLimit;
        this.rng = rng;
        where = new byte[c.cards];
        shown = new boolean[c.cards];
        deck = new int[c.cards];
        goalWhere = new byte[c.goals.size()];
        goalDeck = new int[c.goals.size()];
        handCount = new int[seats];
        money = new int[seats];
        doubloons = new int[seats];
        area = new int[seats];
        display = new int[seats];
        lostActions = new int[seats];
        lostMove = new boolean[seats];
        order = new int[seats];
        tally = new short[c.items() * seats];
    }

    private KkState(KkState o) {
        super(o);
        c = o.c;
        table = o.table;
        n = o.n;
        names = o.names;
        roundLimit = o.roundLimit;
        rng = o.rng.copy();
        where = o.where.clone();
        shown = o.shown.clone();
        deck = o.deck.clone();
        deckSize = o.deckSize;
        goalWhere = o.goalWhere.clone();
        goalDeck = o.goalDeck.clone();
        goalDeckSize = o.goalDeckSize;
        topKnown = o.topKnown;
        peekMask = o.peekMask;
        handCount = o.handCount.clone();
        money = o.money.clone();
        doubloons = o.doubloons.clone();
        area = o.area.clone();
        display = o.display.clone();
        lostActions = o.lostActions.clone();
        lostMove = o.lostMove.clone();
        bankDoubloons = o.bankDoubloons;
        bankTakings = o.bankTakings;
        order = o.order.clone();
        turnIndex = o.turnIndex;
        current = o.current;
        round = o.round;
        actions = o.actions;
        freeMoves = o.freeMoves;
        swappedDisplay = o.swappedDisplay;
        phase = o.phase;
        displayDue = o.displayDue;
        setupIndex = o.setupIndex;
        fightDrawn = o.fightDrawn;
        fightBonus = o.fightBonus;
        hostileUser = o.hostileUser;
        hostileTarget = o.hostileTarget;
        hostileCard = o.hostileCard;
        partner = o.partner;
        give0 = o.give0;
        give1 = o.give1;
        ask0 = o.ask0;
        ask1 = o.ask1;
        giveMoney = o.giveMoney;
        askMoney = o.askMoney;
        deliverGoal = o.deliverGoal;
        deliverLeft = o.deliverLeft;
        outcome = o.outcome;
        tally = o.tally;
        tallyShared = true;
        o.tallyShared = true;
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
                case FIGHT -> "fight the " + c.monsterName(deck[deckSize - 1]) + (fightDrawn ? " or flee" : "");
                case AFTER_LOSS -> "you lost the battle roll: reroll or accept";
                case REACT -> "player " + (hostileUser + 1) + " used " + c.cardName(hostileCard) + " on you";
                case TRADE_BUILD -> "put together your offer to player " + (partner + 1);
                case TRADE_ANSWER -> "player " + (current + 1) + " offers you a trade";
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
            Opening.displayChoices(this, Integer.numberOfTrailingZeros(displayDue), out);
            return out;
        }
        switch (phase) {
            case SETUP_DISPLAY -> Opening.displayChoices(this, order[setupIndex], out);
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
            Opening.replaceDisplay(this, Integer.numberOfTrailingZeros(displayDue), ((KkChoice.ShowCard) choice).card(),
                    out);
        } else {
            playInPhase(choice, out);
        }
        TurnRules.afterChoice(this, out);
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
        return choice instanceof KkChoice mine ? ChoiceWords.describe(c, mine) : choice.label();
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

    @Override
    public long fingerprint() {
        long h = 17;
        for (byte b : where) {
            h = h * 31 + b;
        }
        for (boolean b : shown) {
            h = h * 31 + (b ? 1 : 0);
        }
        for (int i = 0; i < deckSize; i++) {
            h = h * 31 + deck[i];
        }
        for (byte b : goalWhere) {
            h = h * 31 + b;
        }
        for (int i = 0; i < goalDeckSize; i++) {
            h = h * 31 + goalDeck[i];
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
        long[] scalars = {roundLimit, deckSize, goalDeckSize, topKnown ? 1 : 0, peekMask, bankDoubloons, bankTakings,
            turnIndex, current, round, actions, freeMoves, swappedDisplay ? 1 : 0, phase, displayDue, setupIndex,
            fightDrawn ? 1 : 0, fightBonus, hostileUser, hostileTarget, hostileCard, partner, give0, give1, ask0,
            ask1, giveMoney, askMoney, deliverGoal, deliverLeft, rng.position(), step()};
        for (long v : scalars) {
            h = h * 31 + v;
        }
        return h ^ (h >>> 29);
    }

    @Override
    public List<ItemUse> itemUses() {
        List<ItemUse> uses = new ArrayList<>();
        for (int item = 0; item < c.items(); item++) {
            for (int p = 0; p < n; p++) {
                int t = tally[item * n + p];
                if (t > 0) {
                    uses.add(new ItemUse(c.itemName(item), p, t));
                }
            }
        }
        return uses;
    }

    // ---- helpers shared by the rules -------------------------------------------------------

    void count(int item, int seat) {
        if (tallyShared) {
            tally = tally.clone();
            tallyShared = false;
        }
        tally[item * n + seat]++;
    }

    boolean inHand(int card, int seat) {
        return where[card] == HAND + seat;
    }

    int handSize(int seat) {
        return handCount[seat];
    }

    int keepDiscardSize() {
        int k = 0;
        for (byte w : where) {
            if (w == DISCARD) {
                k++;
            }
        }
        return k;
    }

    int goalDiscardSize() {
        int k = 0;
        for (byte w : goalWhere) {
            if (w == GOAL_DISCARD) {
                k++;
            }
        }
        return k;
    }

    int top() {
        return deck[deckSize - 1];
    }

    /**
     * Whether seat {@code p} knows that a Monster is on top of the Keep: everyone saw it, or the seat
     * looked at the top card and found one (book: "If a Monster is known to be on top of the Keep Deck").
     */
    boolean monsterKnownOnTop(int p) {
        return topKnown || deckSize > 0 && (peekMask & 1 << p) != 0 && c.isMonster(top());
    }

    /** Puts a card into a seat's hand; {@code open} when everyone saw which card it is. */
    void toHand(int card, int seat, boolean open) {
        where[card] = (byte) (HAND + seat);
        handCount[seat]++;
        shown[card] = open;
    }

    /** Takes a card out of whatever hand holds it to {@code zone}; asks for a new Display card if needed. */
    void leaveHand(int card, byte zone) {
        int seat = where[card] - HAND;
        where[card] = zone;
        shown[card] = false;
        if (seat >= 0) {
            handCount[seat]--;
        }
        if (seat >= 0 && display[seat] == card) {
            display[seat] = -1;
            displayDue |= 1 << seat;
        }
    }

    void pay(int seat, int amount) {
        money[seat] -= amount;
        bankTakings += amount;
    }

    void earn(int seat, int amount) {
        money[seat] += amount;
        bankTakings -= amount;
    }

    String name(int seat) {
        return names[seat];
    }

    /** After a change made outside {@link #play} (a rule test building a scenario): forgets the stale choices. */
    void edited() {
        forgetChoices();
    }

    static boolean has(long lo, long hi, int card) {
        return card < 64 ? (lo >>> card & 1) != 0 : (hi >>> (card - 64) & 1) != 0;
    }
}
