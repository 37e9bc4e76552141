package keeptable.games.killmanskeep;

import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.cards.IntDeck;
import keeptable.games.killmanskeep.content.Content;

/**
 * Where everything of a game of Killman's Keep is: every card, pawn, coin and the open decision, as
 * small primitive arrays and numbers (the cards themselves are in the shared {@link Content}), with
 * the small moves every rule makes (a card into or out of a hand, paying and earning). It calls no
 * rule: the {@code *Rules} classes change it, and {@code KkState} adds the engine contract on top.
 */
abstract class KkPosition extends RulesState<KkChoice> {
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

    final Content content;
    final ChoiceTable table;
    final int n;
    final int roundLimit;
    /** Players' names from the setup, shared by every copy. */
    final String[] names;
    Rng rng;

    // cards
    /** Where each Keep card is; a card marked {@link #DISCARD} is also in {@link #keepDeck}'s discard pile. */
    byte[] where;
    boolean[] shown;
    /** The Keep deck (book: Keep Deck) and its discard pile. */
    IntDeck keepDeck;
    /** Where each Goal is; one marked {@link #GOAL_DISCARD} is also in {@link #goalDeck}'s discard pile. */
    byte[] goalWhere;
    /** The Goal deck in the Guild (book: Goal Cards) and its discard pile. */
    IntDeck goalDeck;
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
    long giveLow;
    long giveHigh;
    long askLow;
    long askHigh;
    int giveMoney;
    int askMoney;
    // a goal being turned in
    int deliverGoal;
    int deliverLeft;

    Outcome outcome;
    /** Times each content item was used, item * n + seat; shared between copies until one writes. */
    short[] tally;
    boolean tallyShared;

    KkPosition(Content content, ChoiceTable table, String[] names, int roundLimit, Rng rng) {
        int seats = names.length;
        this.content = content;
        this.table = table;
        this.names = names;
        this.n = seats;
        this.roundLimit = roundLimit;
        this.rng = rng;
        where = new byte[content.cards];
        shown = new boolean[content.cards];
        keepDeck = new IntDeck(content.cards);
        goalWhere = new byte[content.goals.size()];
        goalDeck = new IntDeck(content.goals.size());
        handCount = new int[seats];
        money = new int[seats];
        doubloons = new int[seats];
        area = new int[seats];
        display = new int[seats];
        lostActions = new int[seats];
        lostMove = new boolean[seats];
        order = new int[seats];
        tally = new short[content.items() * seats];
    }

    KkPosition(KkPosition o) {
        super(o);
        content = o.content;
        table = o.table;
        n = o.n;
        names = o.names;
        roundLimit = o.roundLimit;
        rng = o.rng.copy();
        where = o.where.clone();
        shown = o.shown.clone();
        keepDeck = o.keepDeck.copy();
        goalWhere = o.goalWhere.clone();
        goalDeck = o.goalDeck.copy();
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
        giveLow = o.giveLow;
        giveHigh = o.giveHigh;
        askLow = o.askLow;
        askHigh = o.askHigh;
        giveMoney = o.giveMoney;
        askMoney = o.askMoney;
        deliverGoal = o.deliverGoal;
        deliverLeft = o.deliverLeft;
        outcome = o.outcome;
        tally = o.tally;
        tallyShared = true;
        o.tallyShared = true;
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
        return keepDeck.discardCount();
    }

    int goalDiscardSize() {
        return goalDeck.discardCount();
    }

    int top() {
        return keepDeck.peek();
    }

    /**
     * Whether seat {@code p} knows that a Monster is on top of the Keep: everyone saw it, or the seat
     * looked at the top card and found one (book: "If a Monster is known to be on top of the Keep Deck").
     */
    boolean monsterKnownOnTop(int p) {
        return topKnown || !keepDeck.isEmpty() && (peekMask & 1 << p) != 0 && content.isMonster(top());
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
        if (zone == DISCARD) {
            keepDeck.discard(card);
        }
        if (seat >= 0) {
            handCount[seat]--;
        }
        if (seat >= 0 && display[seat] == card) {
            display[seat] = -1;
            displayDue |= 1 << seat;
        }
    }

    /**
     * Shuffles a deck's draw pile the way Killman's Keep always has: the shuffle's last card is drawn first,
     * so the pile is turned over after the shuffle and every recorded game keeps its draws.
     */
    static void shuffle(IntDeck deck, Rng rng) {
        deck.shuffle(rng);
        deck.turnOver();
    }

    /**
     * Refills an empty deck from its discard pile, {@link #shuffle shuffled}, marking its cards {@code mark}
     * in {@code where}; false when it was not empty or had no discards.
     */
    boolean reshuffle(IntDeck deck, byte[] whereCards, byte mark) {
        if (!deck.isEmpty() || deck.reshuffleDiscards(rng) == 0) {
            return false;
        }
        deck.turnOver();
        for (int i = 0; i < deck.size(); i++) {
            whereCards[deck.card(i)] = mark;
        }
        return true;
    }

    /** Puts a Goal onto the Goal discard pile. */
    void discardGoal(int goal) {
        goalWhere[goal] = GOAL_DISCARD;
        goalDeck.discard(goal);
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

    /** The Keep's name in the game's content (for words only). */
    String keepName() {
        return content.areaName(content.keep);
    }

    /** After a change made outside a played choice (a rule test building a scenario): forgets the stale choices. */
    void edited() {
        forgetChoices();
    }

    static boolean has(long lo, long hi, int card) {
        return card < 64 ? (lo >>> card & 1) != 0 : (hi >>> (card - 64) & 1) != 0;
    }
}
