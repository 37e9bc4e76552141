package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;

import java.util.Arrays;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.engine.Copies;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.cards.IntDeck;
import keeptable.games.deadcells.content.Content;

/**
 * Where a Run of Dead Cells stands: everything that changes, as small int arrays, with the small moves every rule
 * makes (draw, refill, discard, push a task). It calls no rule, no words and not the engine facade ({@code DcState}
 * on top); the rules files read and change it. Pending steps are a decision ({@link #pending}, a {@link Pending})
 * plus a small stack of tasks.
 */
abstract class DcPosition extends RulesState<DcChoice> {
    // Phases.
    static final int EXPLORE = 0, COMBAT = 1, INTERBIOME = 2, END = 3, OVER = 4;
    // Tasks on the task stack: an action, a Combat card's turn, a gain, a Damage icon, a forced discard.
    static final int TK_ACT = 1, TK_CARD = 2, TK_GAIN = 3, TK_WOUND = 4, TK_DISCARD_EQUIP = 5;
    /** Cards in a full hand: a hand is refilled to it and never holds more. */
    static final int HAND_SIZE = 3;
    /** The decks of Combat cards a card may belong to: the four Beheaded's, by their place in the box, then Serenade's. */
    static final int SERENADE_DECK = 4;
    // Where things go in Gives.
    static final int W_SCROLL = 0, W_VIAL = 1, W_EQUIP = 2, W_WOUND = 3;

    final Content c;
    /** Every shuffle of the Run; determinizing re-seeds it, so a bot never knows the shuffles to come. */
    Rng rng;
    /** Figures in the Group: the seats, plus Serenade (figure 1) in the solo mode. */
    final int n;
    /** Solo mode: one Beheaded (figure 0) and Serenade (figure 1). */
    final boolean solo;
    /** Serenade's board side (0 POWER, 1 MELEE), its power this Combat (a colour, or -1), its deck spent. */
    int serenadeSide;
    int serenadePower = -1;
    boolean serenadeOnBoard;
    final int[] who;
    final String[] names;

    // --- campaign, as read at the start and changed at the End of Run ---
    int runes;
    boolean[] equipmentOwned;
    int[] cardHome;
    int[] mutations;
    /**
     * Mutations set aside (the book's tuckbox): the first {@code setAsideOld} were set aside in earlier Runs and may
     * be placed back at this Run's end; those after them were set aside in this Run.
     */
    int[] setAside;
    int setAsideN;
    int setAsideOld;
    int[] feats;
    int[] bought;
    int wellCells;
    int secretsSeen;
    int unlocked;
    long purgedEquip;
    int runsBefore;
    int winsBefore;

    // --- the Group ---
    int first;
    /** Each figure's Combat cards: its draw pile and its discard pile (card ids of {@code c.cards}). */
    IntDeck[] combatDeck;
    /**
     * The card on top of each figure's discard pile, or -1 when it is empty: the deck keeps its discards as a set, and
     * the solo rules read this one card (Serenade's power).
     */
    int[] topDiscard;
    int[][] hand;
    int[] handN;
    int[][] active;
    /** The Round announced for each played card: card k of seat p at activeRound[p] >> (4 * k) & 15. */
    int[] activeRound;
    /** Damage tokens on each figure's Health Track, and the Track's length (Health Scroll steps add to it). */
    int[] damage;
    int[] maxHealth;
    int[][] scroll;
    int[] shields;
    int[][] states;
    int[] frozen;
    boolean[] dead;
    int[][] slot;
    /** Damage on the Companion in each Equipment slot. */
    int[][] slotDamage;
    int[] skillUsed;
    boolean[] involved;

    // --- bag and loot ---
    int teeth, cells, potions;
    int[] bagScroll = new int[4];
    int[] bagEquip = new int[8];
    int bagEquipN;
    int[] bagBlue = new int[8];
    int bagBlueN;
    int[] collector = new int[8];
    int collectorN;
    int lootTeeth, lootCells, lootPotions;
    int[] lootScroll = new int[4];
    int[] lootEquip = new int[4];
    int lootEquipN;
    int[] lootBlue = new int[4];
    int lootBlueN;

    // --- decks (ids: Equipment and Blueprints of c.equipment, Monster and Elite cards of c.monsterOf) ---
    IntDeck equipmentDeck;
    /** How many cards on top of the Equipment deck the table saw put there (the Collector's): determinizing keeps them. */
    int equipmentKnownTop;
    /** The Blueprint deck, never shuffled: its top is the card the book draws first (the bottom of the physical deck). */
    IntDeck blueprintDeck;
    IntDeck monsterDeck;
    IntDeck eliteDeck;

    // --- the Biome ---
    int phase;
    int biome;
    int biomesDone;
    /** Biomes entered this Run (bit per Biome) and Bosses met (bit per Boss), for reports of how far Runs get. */
    int visited;
    int bossesMet;
    int pos;
    int[] tileAt;
    int flipped;
    int shut;
    /** Curses lasting to the end of the Biome: {@link #CURSE_NO_RUNES}, {@link #CURSE_SILENCE}. */
    int biomeCurses;
    static final int CURSE_NO_RUNES = 1, CURSE_SILENCE = 2;
    int eliteKills;
    int boss = -1;
    int instance;
    int turn;

    // --- Combat ---
    int[] enemy = new int[SPACES];
    int[] enemyDamage = new int[SPACES];
    int[] enemyShields = new int[SPACES];
    int[][] enemyStates = new int[SPACES][5];
    int[] enemyFrozen = new int[SPACES];
    int round;
    int cursor;
    boolean elite;
    int passer = -1;
    int passers;
    boolean boardActed;
    int timedUsed;
    int combatEnds;
    /** The Constraint (1-4, the key's I-IV) binding this Combat, or 0. */
    int constraint;
    /** Whether the Wall/Hole token is on the Combat board. */
    boolean wall;
    boolean bossZero;

    // --- decisions and tasks ---
    Pending pending = Pending.NONE;
    /** The purchase decision to come back to once a bought item has been handed out. */
    Pending resume = Pending.NONE;
    int about, item, allowed, taken;
    /**
     * The action (an id of {@code c.acts}) a Heal decision carries out, for its words only ("Flayed Bind: Heal 1 to
     * ..."): the rules never read it, so the fingerprint leaves it out.
     */
    int healAct = -1;
    int[] tasks = new int[64];
    int taskN;
    int uses;
    int merchantLeft0, merchantLeft1, merchantLeft2;
    int interbiomeDrawn;
    int[] interbiomeCards = new int[4];
    Outcome outcome;
    String reason;
    boolean won;
    /**
     * For the end of the Run's words only ({@code RunSummary}; the rules never read them, so the fingerprint leaves
     * them out): the figures that fell (a bit per figure; the End of Run clears the boards), and the Cells the Group
     * carried to the End of Run (-1 before it).
     */
    int fallen;
    int cellsCarried = -1;
    /** The Run's item uses for reports, one packed int each ({@code RunReport.used}); the rules never read it. */
    int[] itemLog = new int[0];
    int itemLogN;
    /** The list the choices of a decision are listed into, made on first use and never copied (each copy makes its own). */
    private ChoiceList listing;

    DcPosition(Content c, Rng rng, int[] who, String[] names, boolean solo) {
        this.c = c;
        this.rng = rng;
        this.solo = solo;
        this.n = who.length;
        this.who = who;
        this.names = names;
    }

    DcPosition(DcPosition o) {
        super(o);
        c = o.c;
        rng = o.rng.copy();
        n = o.n;
        solo = o.solo;
        serenadeSide = o.serenadeSide;
        serenadePower = o.serenadePower;
        serenadeOnBoard = o.serenadeOnBoard;
        who = o.who;
        names = o.names;
        runes = o.runes;
        equipmentOwned = o.equipmentOwned.clone();
        cardHome = o.cardHome.clone();
        mutations = o.mutations.clone();
        setAside = o.setAside.clone();
        setAsideN = o.setAsideN;
        setAsideOld = o.setAsideOld;
        feats = o.feats.clone();
        bought = o.bought.clone();
        wellCells = o.wellCells;
        secretsSeen = o.secretsSeen;
        unlocked = o.unlocked;
        purgedEquip = o.purgedEquip;
        runsBefore = o.runsBefore;
        winsBefore = o.winsBefore;
        first = o.first;
        combatDeck = IntDeck.copyEach(o.combatDeck);
        topDiscard = o.topDiscard.clone();
        hand = Copies.deep(o.hand);
        handN = o.handN.clone();
        active = Copies.deep(o.active);
        activeRound = o.activeRound.clone();
        damage = o.damage.clone();
        maxHealth = o.maxHealth.clone();
        scroll = Copies.deep(o.scroll);
        shields = o.shields.clone();
        states = Copies.deep(o.states);
        frozen = o.frozen.clone();
        dead = o.dead.clone();
        slot = Copies.deep(o.slot);
        slotDamage = Copies.deep(o.slotDamage);
        skillUsed = o.skillUsed.clone();
        involved = o.involved.clone();
        teeth = o.teeth;
        cells = o.cells;
        potions = o.potions;
        bagScroll = o.bagScroll.clone();
        bagEquip = o.bagEquip.clone();
        bagEquipN = o.bagEquipN;
        bagBlue = o.bagBlue.clone();
        bagBlueN = o.bagBlueN;
        collector = o.collector.clone();
        collectorN = o.collectorN;
        lootTeeth = o.lootTeeth;
        lootCells = o.lootCells;
        lootPotions = o.lootPotions;
        lootScroll = o.lootScroll.clone();
        lootEquip = o.lootEquip.clone();
        lootEquipN = o.lootEquipN;
        lootBlue = o.lootBlue.clone();
        lootBlueN = o.lootBlueN;
        equipmentDeck = o.equipmentDeck.copy();
        equipmentKnownTop = o.equipmentKnownTop;
        blueprintDeck = o.blueprintDeck.copy();
        monsterDeck = o.monsterDeck.copy();
        eliteDeck = o.eliteDeck.copy();
        phase = o.phase;
        biome = o.biome;
        biomesDone = o.biomesDone;
        visited = o.visited;
        bossesMet = o.bossesMet;
        pos = o.pos;
        tileAt = o.tileAt.clone();
        flipped = o.flipped;
        shut = o.shut;
        biomeCurses = o.biomeCurses;
        eliteKills = o.eliteKills;
        boss = o.boss;
        instance = o.instance;
        turn = o.turn;
        enemy = o.enemy.clone();
        enemyDamage = o.enemyDamage.clone();
        enemyShields = o.enemyShields.clone();
        enemyStates = Copies.deep(o.enemyStates);
        enemyFrozen = o.enemyFrozen.clone();
        round = o.round;
        cursor = o.cursor;
        elite = o.elite;
        passer = o.passer;
        passers = o.passers;
        boardActed = o.boardActed;
        timedUsed = o.timedUsed;
        combatEnds = o.combatEnds;
        constraint = o.constraint;
        wall = o.wall;
        bossZero = o.bossZero;
        pending = o.pending;
        resume = o.resume;
        about = o.about;
        item = o.item;
        allowed = o.allowed;
        taken = o.taken;
        healAct = o.healAct;
        tasks = o.tasks.clone();
        taskN = o.taskN;
        uses = o.uses;
        merchantLeft0 = o.merchantLeft0;
        merchantLeft1 = o.merchantLeft1;
        merchantLeft2 = o.merchantLeft2;
        interbiomeDrawn = o.interbiomeDrawn;
        interbiomeCards = o.interbiomeCards.clone();
        outcome = o.outcome;
        reason = o.reason;
        won = o.won;
        fallen = o.fallen;
        cellsCarried = o.cellsCarried;
        itemLog = Arrays.copyOf(o.itemLog, o.itemLogN);
        itemLogN = o.itemLogN;
    }

    // ================================================================================================ helpers

    /** The state's reusable list of choices, emptied: it never grows past the longest decision listed so far. */
    ChoiceList listing() {
        if (listing == null) {
            listing = new ChoiceList(32);
        } else {
            listing.clear();
        }
        return listing;
    }

    boolean serenade(int p) {
        return solo && p == 1;
    }

    String name(int seat) {
        if (serenade(seat)) {
            return "Serenade";
        }
        return names[seat] + " (" + c.beheaded.get(who[seat]).name() + ")";
    }

    boolean alive(int seat) {
        return !dead[seat];
    }

    boolean hasMutation(String effect) {
        return mutationCount(effect) > 0;
    }

    /** How many cards with this effect are on the Mutation board. */
    int mutationCount(String effect) {
        int n = 0;
        for (int u : mutations) {
            if (u >= 0 && effect.equals(upgrade(u).effect())) {
                n++;
            }
        }
        return n;
    }

    /** How many Upgrades of this deck are left to buy. */
    int upgradesLeft(int deck) {
        return c.upgrades.get(deck).size() - bought[deck];
    }

    Upgrade upgrade(int u) {
        return c.upgrades.get(u >> UPGRADE_DECK_SHIFT).get(u & UPGRADE_DECK_MAX - 1);
    }

    void push(int kind, int a, int b, int x) {
        if (taskN + 4 > tasks.length) {
            tasks = Arrays.copyOf(tasks, tasks.length * 2);
        }
        tasks[taskN++] = kind;
        tasks[taskN++] = a;
        tasks[taskN++] = b;
        tasks[taskN++] = x;
    }

    int drawCard(int seat, EventSink ev) {
        IntDeck deck = combatDeck[seat];
        if (deck.isEmpty()) {
            if (serenade(seat) || deck.reshuffleDiscards(rng) == 0) {
                return -1;
            }
            topDiscard[seat] = -1;
            if (ev.enabled()) {
                ev.emit(new DcEvent.Seen(name(seat) + " shuffles the discard pile into a new draw pile", "After a Check"));
            }
        }
        int k = deck.draw();
        if (ev.enabled()) {
            ev.emit(new DcEvent.Secret(seat, name(seat) + " draws " + c.cards.get(k).name(), "After a Check"));
        }
        return k;
    }

    void refill(int seat, EventSink ev) {
        if (serenade(seat)) {
            return;
        }
        while (handN[seat] < HAND_SIZE) {
            int k = drawCard(seat, ev);
            if (k < 0) {
                return;
            }
            hand[seat][handN[seat]++] = k;
        }
    }

    void removeFromHand(int seat, int card) {
        for (int i = 0; i < handN[seat]; i++) {
            if (hand[seat][i] == card) {
                hand[seat][i] = hand[seat][--handN[seat]];
                hand[seat][handN[seat]] = -1;
                return;
            }
        }
        throw new IllegalStateException("card not in hand");
    }

    /** The top card of the Equipment deck, which must not be empty, turned over. */
    int drawEquipment(EventSink ev) {
        equipmentKnownTop = Math.max(0, equipmentKnownTop - 1);
        int q = equipmentDeck.draw();
        if (ev.enabled()) {
            ev.emit(new DcEvent.Revealed("Equipment drawn: " + c.equipment.get(q).name(), "Equipping"));
        }
        return q;
    }

    /** The bottom card of the Blueprint deck (its {@link IntDeck} top), which must not be empty, turned over. */
    int takeBottomBlueprint(EventSink ev) {
        int q = blueprintDeck.draw();
        if (ev.enabled()) {
            ev.emit(new DcEvent.Revealed("Blueprint drawn: " + c.equipment.get(q).name(), "Tile icons"));
        }
        return q;
    }

    /** Puts a Blueprint at the bottom of its deck: the next one drawn. */
    void bottomBlueprint(int q) {
        blueprintDeck.putOnTop(q);
    }

    /** Puts the first {@code count} Blueprints of {@code cards} back at the bottom of their deck. */
    void bottomBlueprints(int[] cards, int count) {
        for (int i = 0; i < count; i++) {
            bottomBlueprint(cards[i]);
        }
    }

    /** Throws the first {@code count} Equipment cards of {@code cards} on the Equipment discard pile. */
    void discardEquipment(int[] cards, int count) {
        for (int i = 0; i < count; i++) {
            equipmentDeck.discard(cards[i]);
        }
    }

    /** Puts a card on top of the Equipment deck in sight of the table. */
    void equipmentOnTop(int q) {
        equipmentDeck.putOnTop(q);
        equipmentKnownTop++;
    }

    void discard(int seat, int card) {
        combatDeck[seat].discard(card);
        topDiscard[seat] = card;
    }

    boolean involvedOrOut(int p) {
        return phase != COMBAT || involved[p];
    }

    /** The wares of the Merchant tile the Group stands on (a purchase handed to a Beheaded reuses {@link #about}). */
    Content.Offer[] merchantOffers() {
        return c.tiles.get(tileAt[pos]).offers();
    }

    int nextSeat(int seat) {
        return (seat + 1) % n;
    }
}
