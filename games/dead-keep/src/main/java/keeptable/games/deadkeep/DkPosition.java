package keeptable.games.deadkeep;

import keeptable.engine.Copies;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.cards.IntDeck;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.EnemyType;
import keeptable.games.deadkeep.content.Quest;

/**
 * Where everything of a game of The Dead Keep is. Only what changes lives here, as primitive arrays: Adventurers
 * (index 0..n-1), Enemy miniatures (a fixed slot per miniature of the box, grouped by type; a slot off the board
 * is in the reserve), tokens per Zone, decks as card-index arrays, and the decision under way, with the small
 * reads and writes every rule makes. It calls no rule: the rules files ({@code Turns}, {@code Combat},
 * {@code Foes}, ...) change it, and {@code DkState} adds the engine contract on top.
 */
abstract class DkPosition extends RulesState<DkChoice> {
    // modes: what is being decided now
    static final int M_BUY = 0;
    static final int M_BRING = 1;
    static final int M_PICK_ADV = 2;
    static final int M_ACTION = 3;
    static final int M_REORG = 4;
    static final int M_KEEP = 5;
    static final int M_SKILL = 6;
    static final int M_HIT = 7;
    static final int M_SURE = 8;
    static final int M_FF = 9;
    static final int M_E_ASSIGN = 10;
    static final int M_E_ROUTE = 11;
    static final int M_OVER = 12;
    static final int M_REFLEX = 13;
    static final int M_ARMOR = 14;
    static final int M_SHOP = 15;
    static final int M_POTION = 16;
    static final int M_TOKEN = 17;
    static final int M_FIRST = 18;
    static final int M_TOUGH = 19;
    static final int M_MIST = 20;
    static final int M_REAP = 21;

    // phases
    static final int SETUP = 0;
    static final int PLAYER = 1;
    static final int ENEMY = 2;

    final Content c;
    final Ground g;
    final Quest quest;
    final ContentIndex t;
    final int seats;
    final int n;
    /** Every die and shuffle (rule tests put a scripted Rng here to set the dice). */
    Rng rng;

    // Adventurers
    final int[] card;
    final int[] owner;
    /** The players' names by seat, for words only (no rule reads them), or null when the game was not told. */
    final String[] seatNames;
    int[] zone;
    int[] wounds;
    int[] mana;
    int[] ap;
    int[] level;
    int[] laps;
    long[] skills;
    long[] skillsHi;
    int[] actions;
    int[] potions;
    int[] inv;
    int[] pendingOrange;
    int[] pendingRed;
    /** Free Actions left this Turn, by type ({@link FreeActions#FREE_TYPES}), per Adventurer. */
    int[] free;
    /** Once-per-Turn uses spent (bits {@code ActionBudget.U_*}), per Adventurer. */
    int[] used;
    /** Class Ability uses this Turn. */
    int[] classUses;
    /** Escalation: consecutive Combat Actions of one type this Turn (type in low bits, count above). */
    int[] escalation;
    long koMask;
    long actedMask;
    /** Talisman pools brought from the campaign (card indexes), per Adventurer, for the Bring step. */
    int[][] pool;
    /** Campaign Gold per Adventurer (spent on Talismans between Quests). */
    int[] gold;
    /** What each Adventurer met, for the designer's reports only ({@link #itemUses}). */
    ItemTally uses;

    // Enemies
    /** Each miniature slot's Zone, -1 in the reserve; write it with {@link #place}, which keeps {@link #placed}. */
    int[] enZone;
    /** The slots on the board (Zone >= 0), for passes over the Enemies: {@code s.placed.next(e + 1)}. */
    SlotSet placed;
    int[] enWounds;
    int[] enLevel;
    int[] enCard;
    boolean[] noRegen;
    int bossSlot;
    boolean bossActive;
    boolean bossDead;
    int doom;
    int[] stagePile;
    int stageCount;
    int stagesRevealed;

    // board state
    long openDoors;
    int[] searchTokens;
    /** Search tokens owed to Zones while all 5 are out (the players pick where each comes from), and whose Action it was. */
    int[] tokenDue;
    int tokenAdv;
    int[] artifactTokens;
    /** Each Quest Artifact token: the Zone it lies in, or {@code -2 - a} while Adventurer a carries it. */
    int[] relics;
    long objectivesTaken;
    long treasuresTaken;
    int[] treasureArtifact;
    /** Blinding Mist: the Game Rounds it blinds the Mist Zones, from {@code blindFrom} to {@code blindUntil} (0: none). */
    int blindFrom;
    int blindUntil;
    /** Footmen in the Mist! short of Footmen: the Mist Zones still to get Footmen (the players choose), how many each. */
    long mistFill;
    int mistFillWant;
    /** Dark Zones of a just-opened building still to draw their cards (after a Footmen in the Mist! choice). */
    long darkPending;

    // decks: arrays of card indexes with a read position
    int[] streetDeck;
    int streetPos;
    int[] buildingDeck;
    int buildingPos;
    /** The Necromantic Equipment deck, one id per physical card ({@link ContentIndex#necroCards} names its card). */
    IntDeck necro;
    /** The Necromantic Artifact deck, likewise ({@link ContentIndex#artifactCards}). */
    IntDeck artifacts;
    int[] adventureLeft;
    int[] stageDeck;
    int stageDeckLen;

    // flow
    int phase;
    int mode;
    int round;
    int first;
    int turnSeat;
    int seatsDone;
    int cur;
    int partner;
    int keeper;
    int keepCard;
    int keepMore;
    int skillAdv;
    Outcome outcome;

    // combat under way
    int cbAdv;
    int cbCard;
    int cbLine;
    int cbZone;
    int cbTarget;
    int cbKind;
    int cbHits;
    int cbMisses;
    int cbSixes;
    int cbPenetration;
    boolean cbFreeChoice;
    boolean cbIgnoreArmor;
    int cbKills;
    long cbKilledTypes;
    boolean cbReaper;
    /** Missed dice still to fall on teammates in the target Zone (Friendly Fire). */
    int cbFriendlyFireLeft;
    /** Skills the attacking weapon grants (content Skill index, or -1) and one it grants against the target. */
    int cbWeaponSkill;
    int cbTargetSkill;
    int cbPaid;
    int cbRange;

    // enemy phase under way
    /** Where the Enemy Phase stands ({@code Foes.E_*}) and the pass or Spawn Zone within that step. */
    int enemyStep;
    int enemyStepIndex;
    boolean batch;
    int batchStage;
    int batchCursor;
    int batchSteps;
    int batchPass;
    boolean[] act;
    int[] eTarget;
    int[] destChoice;
    int[] stepChoice;
    /** The Attacks to distribute: the attacking Enemy slot of each, and the Adventurer it went to ({@code poolAdv}). */
    int[] poolEnemy;
    int poolLen;
    int poolPos;
    int[] poolAdv;
    int routeKind;
    int routeSlot;
    int[] routeOptions;
    int routeLen;

    // Combat Reflexes: per Enemy card that spawned in sight of a Duo, the Zones it filled and the Duos yet to answer
    long spawnMask;
    /** The miniature slots the spawning effect under way placed; per pending card, the slots it placed (its reflex targets). */
    long[] spawnSlots;
    long[] reflexSlots;
    long[] reflexMasks;
    int[] reflexDuos;
    int reflexLen;
    int reflexAdv;
    int[] reflexSecond;
    int taunter;
    int extraQueued;
    /** The open activation is the Monsters' extra one (Running Out of Miniatures). */
    boolean batchMonsters;
    /** Doom tokens an inactive Boss gets once the Monsters' extra Activations now open or queued are over. */
    int doomWaiting;
    /** Resolving the distributed Attacks: the Adventurer and Enemy type under way, Attacks cancelled, dice rolled. */
    int resolveAdv;
    int resolveType;
    int resolveSaved;
    boolean resolveRolled;
    /** Tough against the Attacks under way: 0 not asked yet, 1 used on one of them, 2 kept for later. */
    int resolveTough;
    int leader;
    /** The Adventurer whose failed Armor roll against Friendly Fire may be rerolled (+1 Armor Reroll), or -1. */
    int ffArmor;
    int led;

    DkPosition(Content c, Ground g, Quest quest, int seats, int[] cards, int[] owners, long seed) {
        this(c, g, quest, seats, cards, owners, seed, null);
    }

    DkPosition(Content c, Ground g, Quest quest, int seats, int[] cards, int[] owners, long seed, String[] seatNames) {
        this.seatNames = seatNames == null ? null : seatNames.clone();
        this.c = c;
        this.g = g;
        this.quest = quest;
        this.t = ContentIndex.of(c);
        this.seats = seats;
        this.n = cards.length;
        this.rng = new Rng(seed);
        this.card = cards.clone();
        this.owner = owners.clone();
        zone = new int[n];
        wounds = new int[n];
        mana = new int[n];
        ap = new int[n];
        level = new int[n];
        laps = new int[n];
        skills = new long[n];
        skillsHi = new long[n];
        actions = new int[n];
        potions = new int[n];
        inv = new int[n * Slots.N];
        java.util.Arrays.fill(inv, -1);
        pendingOrange = new int[n];
        pendingRed = new int[n];
        free = new int[n * FreeActions.FREE_TYPES];
        used = new int[n];
        classUses = new int[n];
        escalation = new int[n];
        pool = new int[n][0];
        gold = new int[n];
        uses = new ItemTally(n, c.enemies.size());
        int e = t.slots;
        enZone = new int[e];
        java.util.Arrays.fill(enZone, -1);
        placed = new SlotSet(e);
        enWounds = new int[e];
        enLevel = new int[e];
        enCard = new int[e];
        java.util.Arrays.fill(enCard, -1);
        noRegen = new boolean[e];
        act = new boolean[e];
        eTarget = new int[e];
        int z = g.zones();
        searchTokens = new int[z];
        tokenDue = new int[z];
        artifactTokens = new int[z];
        relics = g.questArtifacts().clone();
        destChoice = new int[z];
        stepChoice = new int[z];
        poolEnemy = new int[64];
        poolAdv = new int[64];
        routeOptions = new int[Math.max(8, z)];
        treasureArtifact = new int[g.treasures().length];
        reflexMasks = new long[8];
        spawnSlots = new long[(e + 63) >>> 6];
        reflexSlots = new long[8 * spawnSlots.length];
        reflexDuos = new int[8];
        reflexSecond = new int[8];
        taunter = -1;
        leader = -1;
        ffArmor = -1;
    }

    DkPosition(DkPosition o) {
        super(o);
        seatNames = o.seatNames;
        c = o.c;
        g = o.g;
        quest = o.quest;
        t = o.t;
        seats = o.seats;
        n = o.n;
        rng = o.rng.copy();
        card = o.card;
        owner = o.owner;
        zone = o.zone.clone();
        wounds = o.wounds.clone();
        mana = o.mana.clone();
        ap = o.ap.clone();
        level = o.level.clone();
        laps = o.laps.clone();
        skills = o.skills.clone();
        skillsHi = o.skillsHi.clone();
        actions = o.actions.clone();
        potions = o.potions.clone();
        inv = o.inv.clone();
        pendingOrange = o.pendingOrange.clone();
        pendingRed = o.pendingRed.clone();
        free = o.free.clone();
        used = o.used.clone();
        classUses = o.classUses.clone();
        escalation = o.escalation.clone();
        koMask = o.koMask;
        actedMask = o.actedMask;
        pool = Copies.deep(o.pool);
        gold = o.gold.clone();
        uses = o.uses.copy();
        enZone = o.enZone.clone();
        placed = o.placed.copy();
        enWounds = o.enWounds.clone();
        enLevel = o.enLevel.clone();
        enCard = o.enCard.clone();
        noRegen = o.noRegen.clone();
        bossSlot = o.bossSlot;
        bossActive = o.bossActive;
        bossDead = o.bossDead;
        doom = o.doom;
        stagePile = o.stagePile.clone();
        stageCount = o.stageCount;
        stagesRevealed = o.stagesRevealed;
        openDoors = o.openDoors;
        searchTokens = o.searchTokens.clone();
        tokenDue = o.tokenDue.clone();
        tokenAdv = o.tokenAdv;
        artifactTokens = o.artifactTokens.clone();
        relics = o.relics.clone();
        objectivesTaken = o.objectivesTaken;
        treasuresTaken = o.treasuresTaken;
        treasureArtifact = o.treasureArtifact.clone();
        blindFrom = o.blindFrom;
        blindUntil = o.blindUntil;
        mistFill = o.mistFill;
        mistFillWant = o.mistFillWant;
        darkPending = o.darkPending;
        streetDeck = o.streetDeck.clone();
        streetPos = o.streetPos;
        buildingDeck = o.buildingDeck.clone();
        buildingPos = o.buildingPos;
        necro = o.necro.copy();
        artifacts = o.artifacts.copy();
        adventureLeft = o.adventureLeft.clone();
        stageDeck = o.stageDeck.clone();
        stageDeckLen = o.stageDeckLen;
        phase = o.phase;
        mode = o.mode;
        round = o.round;
        first = o.first;
        turnSeat = o.turnSeat;
        seatsDone = o.seatsDone;
        cur = o.cur;
        partner = o.partner;
        keeper = o.keeper;
        keepCard = o.keepCard;
        keepMore = o.keepMore;
        skillAdv = o.skillAdv;
        outcome = o.outcome;
        cbAdv = o.cbAdv;
        cbCard = o.cbCard;
        cbLine = o.cbLine;
        cbZone = o.cbZone;
        cbTarget = o.cbTarget;
        cbKind = o.cbKind;
        cbHits = o.cbHits;
        cbMisses = o.cbMisses;
        cbSixes = o.cbSixes;
        cbPenetration = o.cbPenetration;
        cbFreeChoice = o.cbFreeChoice;
        cbIgnoreArmor = o.cbIgnoreArmor;
        cbKills = o.cbKills;
        cbKilledTypes = o.cbKilledTypes;
        cbReaper = o.cbReaper;
        cbFriendlyFireLeft = o.cbFriendlyFireLeft;
        cbWeaponSkill = o.cbWeaponSkill;
        cbTargetSkill = o.cbTargetSkill;
        cbPaid = o.cbPaid;
        cbRange = o.cbRange;
        enemyStep = o.enemyStep;
        enemyStepIndex = o.enemyStepIndex;
        batch = o.batch;
        batchStage = o.batchStage;
        batchCursor = o.batchCursor;
        batchSteps = o.batchSteps;
        batchPass = o.batchPass;
        act = o.act.clone();
        eTarget = o.eTarget.clone();
        destChoice = o.destChoice.clone();
        stepChoice = o.stepChoice.clone();
        poolEnemy = o.poolEnemy.clone();
        poolLen = o.poolLen;
        poolPos = o.poolPos;
        poolAdv = o.poolAdv.clone();
        routeKind = o.routeKind;
        routeSlot = o.routeSlot;
        routeOptions = o.routeOptions.clone();
        routeLen = o.routeLen;
        spawnMask = o.spawnMask;
        reflexMasks = o.reflexMasks.clone();
        spawnSlots = o.spawnSlots.clone();
        reflexSlots = o.reflexSlots.clone();
        reflexDuos = o.reflexDuos.clone();
        reflexLen = o.reflexLen;
        reflexAdv = o.reflexAdv;
        reflexSecond = o.reflexSecond.clone();
        taunter = o.taunter;
        extraQueued = o.extraQueued;
        batchMonsters = o.batchMonsters;
        doomWaiting = o.doomWaiting;
        resolveAdv = o.resolveAdv;
        resolveType = o.resolveType;
        resolveSaved = o.resolveSaved;
        resolveRolled = o.resolveRolled;
        resolveTough = o.resolveTough;
        leader = o.leader;
        ffArmor = o.ffArmor;
        led = o.led;
    }

    // ---------------------------------------------------------------- the small reads and writes of the rules

    /** A six-sided die from the state's generator. */
    int die() {
        return rng.roll(6);
    }

    /** Tests and setup: the state was changed outside a choice; the legal choices are worked out again. */
    void changed() { placed.setFrom(enZone); forgetChoices(); }

    boolean ko(int a) { return (koMask & (1L << a)) != 0; }

    int maxWounds(int a) { return c.adventurers.get(card[a]).wounds(); }

    int item(int a, int slot) { return inv[a * Slots.N + slot]; }

    void setItem(int a, int slot, int cardIndex) { inv[a * Slots.N + slot] = cardIndex; }

    /** Whether Skill {@code skill} is on the Adventurer's Danger Bar (Equipment Skills: {@link Skills}). */
    boolean has(int a, int skill) {
        return skill >= 0 && ((skill < 64 ? skills[a] : skillsHi[a]) & (1L << (skill & 63))) != 0;
    }

    /** Gives the Adventurer Skill {@code skill}. */
    void grant(int a, int skill) {
        if (skill < 64) {
            skills[a] |= 1L << skill;
        } else {
            skillsHi[a] |= 1L << (skill & 63);
        }
        forgetChoices();
    }

    /** Tests: takes every Skill away. */
    void clearSkills(int a) {
        skills[a] = 0;
        skillsHi[a] = 0;
        forgetChoices();
    }

    /** The Enemy type of a miniature slot. */
    int type(int slot) { return t.typeOf[slot]; }

    boolean onBoard(int slot) { return enZone[slot] >= 0; }

    /** Puts a miniature in Zone {@code z}, or back in the reserve ({@code -1}). */
    void place(int slot, int z) { enZone[slot] = z; placed.set(slot, z >= 0); }

    /** Whether a miniature on the board can be fought and acts: everything but an inactive Boss. */
    boolean live(int slot) {
        return enZone[slot] >= 0 && !(slot == bossSlot && !bossActive);
    }

    EnemyType.Stats stats(int slot) {
        EnemyType e = c.enemies.get(type(slot));
        return slot == bossSlot ? e.boss() : e.at(enLevel[slot]);
    }

    boolean blinding() { return blindUntil > 0 && round >= blindFrom; }

    int sight(int from, int to) { return g.sight(from, to, openDoors, blinding()); }

    String advName(int a) { return c.adventurers.get(card[a]).name(); }

    /** The name its player plays this seat under ("Ann", "Bot 2"), or "Player N" when the game was not told. */
    String seatName(int seat) {
        return seatNames != null && seat >= 0 && seat < seatNames.length ? seatNames[seat] : "Player " + (seat + 1);
    }

    String enemyName(int slot) { return (slot == bossSlot ? "Boss " : "") + c.enemies.get(type(slot)).name(); }

    String zoneName(int z) { // as the map numbers it, in every event (the browser's renderer reads it back)
        return "Zone " + z;
    }

    /** The seat that decides for the players when no Adventurer is concerned: the first player. */
    int playersSeat() { return first; }

    public boolean isOver() {
        return mode == M_OVER;
    }

    public Outcome outcome() {
        return outcome;
    }

    public int seats() {
        return seats;
    }
}
