package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.Fingerprint;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.cards.IntDeck;

/**
 * Where everything of a game of The Keep is, as ids and small primitive arrays: the pawns, the found secret
 * doors, the turn and its open decision ({@link #phase}), the conflict in play, where every card is, the Rng. It
 * calls no rule: the rule files (one per book section: {@code Opening}, {@code TurnOrder}, {@code SearcherTurn},
 * {@code Movement}, ...) read and change it, and {@link KeepState} adds the engine contract on top. The board and
 * cards live in the shared {@link Content}.
 */
abstract class KeepPosition extends RulesState<KeepChoice> {
    // pawn positions beyond room indices
    public static final int NONE = -1;
    public static final int OUTSIDE = Content.OUTSIDE;
    public static final int UNPLACED = -3;
    // Searcher pawns by ID card (index = number - 1)
    public static final int EVA = 0;
    public static final int FONESCU = 1;
    public static final int CUZA = 2;
    public static final int GLAEKEN = 3;
    public static final int WOERMANN = 4;
    /** The actor code of Molasar's turn, and the enemy code of Molasar in a conflict (guards are 0..11). */
    public static final int MOL = 5;
    public static final int ENEMY_MOL = 12;
    // movement kinds: Searcher 0..4, guard 10+g, Molasar
    static final int K_GUARD = 10;
    static final int K_MOL = 30;
    // card locations (a seat number when in a hand)
    static final int DECK = -1;
    static final int DISCARD = -2;
    // bonus effects
    static final int B_REROLL = 0;
    static final int B_SECOND_WIND = 1;
    static final int B_SECOND_GUESS = 2;
    static final int B_BLADE = 3;
    static final int B_MOVE_NAZI = 4;
    static final int B_PASS = 5;
    static final int B_FLASHLIGHT = 6;
    static final int B_SECRET_ENTRANCE = 7;
    // hazard effects
    static final int H_EVIL = 0;
    static final int H_POWER = 1;
    static final int H_SUMMON = 2;
    static final int H_ALERT = 3;
    static final int H_PASSAGE = 4;
    static final int H_MAGIC = 5;
    // the decision open now (the field phase)
    static final int P_HILT = 0;
    static final int P_PLACE = 1;
    static final int P_S_START = 2;
    static final int P_S_MOVE = 3;
    static final int P_NAZI = 4;
    static final int P_S_END = 5;
    static final int P_M_JUMP = 10;
    static final int P_M_HAZARD = 11;
    static final int P_M_MOVE = 12;
    static final int P_SS_START = 13;
    static final int P_SS_MOVE = 14;
    static final int P_SS_SEARCH = 15;
    static final int P_H_FLASH = 16;
    static final int P_H_SUMMON = 17;
    static final int P_H_TELEPORT = 18;
    static final int P_C_PICK = 20;
    static final int P_C_MOL = 21;
    static final int P_C_DEFENDER = 22;
    static final int P_C_DEF = 23;
    static final int P_C_WINDOW = 24;
    static final int P_C_SG = 25;
    static final int P_C_MOL_RE = 26;
    static final int P_C_DISCARD = 27;
    static final int P_C_RETREAT = 28;
    // the Hazard window open now (the field hazardWindowOpen): see MolasarTurn
    static final int BEFORE_HIS_MOVE = 0;
    static final int AFTER_HIS_MOVE = 1;
    static final int AFTER_THE_GUARDS = 2;
    static final int BEFORE_THE_JUMP = 3;
    static final int BETWEEN_CONFLICTS = 4;
    static final int AFTER_THE_CONFLICTS = 5;
    /** Molasar wins when his turn with this number begins (one SS guard is then left). */
    public static final int LAST_TURN = 12;
    static final int MOLASAR_HAND = 4;
    static final int SEARCHER_HAND = 3;
    static final int BONUS_LIMIT = 2;
    static final int GENERAL_ALERT_MOVES = 5;
    static final int MOVE_NAZI_MOVES = 4;
    /** Bonus card ids are 0..11, then in {@link #used} the six Hazard cards; {@code CARD_KINDS} per seat. */
    static final int BONUS_CARDS = 12;
    static final int CARD_KINDS = 18;

    // rule names (book sections)
    static final String R_SETUP = "Beginning the Game";
    static final String R_MOVEMENT = "Movement";
    static final String R_TURN = "Playing the Turn";
    static final String R_SECRET = "Secret Doors/Secret Passages";
    static final String R_SEARCHER = "Searcher Movement";
    static final String R_MOLASAR = "Molasar/SS Guards Movement";
    static final String R_CONFLICT = "Conflict";
    static final String R_RETREAT = "Retreat";
    static final String R_WIN = "Winning the Game";
    static final String R_BONUS = "Bonus Cards";
    static final String R_HAZARD = "Hazard Cards";
    static final String R_CARDS = "Conflict Cards";
    static final String R_ID = "ID Cards";

    final Content k;
    final int seats;
    final int molSeat;
    /** The seat playing each Searcher pawn, or -1 when that character is not in the game; fixed at setup. */
    final int[] seatOf;
    /** Each seat's name from the setup, for the words a player reads; shared by copies, never fingerprinted. */
    final List<String> names;

    // the board
    /** Room of each Searcher pawn, or {@link #NONE}, {@link #OUTSIDE}, {@link #UNPLACED}. */
    int[] pos;
    /** Per Searcher pawn, the secret doors it has found (bit per door). */
    int[] found;
    /** The secret doors the SS guards have found. */
    int guardsFoundDoors;
    /** Room of each SS guard, -1 once eaten. */
    int[] guardRooms;
    /**
     * Per SS guard, the rooms it has stood in on its walk this turn (bit per room), so a bot walks it with purpose,
     * never back: not rules. A walk starts with each player's turn and with each retreat; copied, not fingerprinted.
     */
    long[] guardWalk;
    int mol;
    int hilt = -1;
    /** Rooms known in public not to hide the Hilt. */
    long ruledOut;
    // the turn
    int round = 1;
    int molTurns;
    int eaten;
    /** Whose turn: a Searcher pawn 0..4 or {@link #MOL}. */
    int actor;
    /** The decision open now: one of the {@code P_} constants above. */
    int phase;
    /** The Searcher pawn being placed at the start. */
    int placeIdx;
    int turnStartRoom;
    // movement
    /** Movement points left (rooms). */
    int movePoints;
    boolean stepped;
    boolean halted;
    /** The movement roll was an ordinary roll (Reroll applies), not a secret-door search roll. */
    boolean ordinaryRoll;
    /** The Pass card is in force for this turn. */
    boolean passActive;
    /** Guards halted by meeting a Searcher (bit per guard). */
    int guardsHalted;
    /** A guard standing in a room it may not stop in, which must move on; -1 when none. */
    int midGuard = -1;
    /** The one guard moving alone (through a found door, by Move Nazi SS Guard, under General Alert); -1 when none. */
    int oneGuard = -1;
    /** Under General Alert, the guards that have finished their move (bit per guard). */
    int guardsDone;
    /** General Alert is in force. */
    boolean alert;
    // hazards
    /** Molasar's Hazard cards not yet played (bit per card). */
    int hazards = 0x3F;
    boolean hazPlayed;
    /** The Hazard window open now: one of the window constants above. */
    int hazardWindowOpen;
    boolean powerFailure;
    /** Seats whose pawns a Flashlight frees from Power Failure (bit per seat). */
    int flashExempt;
    /** The seat asked now whether to answer Power Failure with a Flashlight. */
    int flashSeat;
    int summonLeft;
    /** The rooms Secret Passage or Molasar's Magic may take Molasar to. */
    long teleportTargets;
    /** Molasar met a Searcher and moves no further this turn. */
    boolean molHalted;
    /**
     * The turn's conflicts are over: set by the conflict rules, and the phase machine ends the turn as soon as
     * the rule that got there returns. Always false between two choices, so neither copied nor fingerprinted.
     */
    boolean turnOver;
    // conflict
    /** The Searcher pawn in conflict, its enemy (guard 0..11 or {@link #ENEMY_MOL}), the defending seat. */
    int conflictPawn = -1;
    int conflictEnemy = -1;
    int defenderSeat = -1;
    /** The face-down Conflict cards of Molasar and the defender; the card Second Guess showed. */
    int molasarCard = -1;
    int defenderCard = -1;
    int secondGuessCard = -1;
    boolean blade;
    /** Per Searcher pawn, the enemies it has fought this turn (bit per enemy). */
    int[] resolved;
    /** The retreating pawn (movement kind), rooms left, the seat steering it, whether it has moved. */
    int retreatPawn = -1;
    int retreatLeft;
    int retreatSteerer = -1;
    boolean retreatMoved;
    // cards
    /** Where each Conflict card is: {@link #DECK}, {@link #DISCARD} or the seat holding it. */
    int[] conflictWhere;
    /** The Conflict draw pile and discard pile; a card marked {@link #DISCARD} is also in the discard pile. */
    IntDeck conflictDeck;
    /** Per Conflict card, the seats that know it although they do not hold it (bit per seat). */
    int[] conflictKnownTo;
    /** Where each Bonus card is, and the Bonus deck, as for the Conflict cards. */
    int[] bonusWhere;
    IntDeck bonusDeck;
    // end
    boolean over;
    int winner = -1;
    int winningPawn = -1;
    /** Per seat, how often each Bonus (0..11) and Hazard (12..17) card was played: simulation figures only. */
    int[] used;
    Rng rng;

    /** A game before its first choice: pawns unplaced, guards and Molasar on their start, both decks in card order. */
    KeepPosition(Content k, List<String> names, int molSeat, int[] seatOf, Rng rng) {
        this.k = k;
        this.seats = names.size();
        this.rng = rng;
        this.molSeat = molSeat;
        this.names = names;
        this.seatOf = seatOf;
        pos = new int[5];
        found = new int[5];
        for (int p = 0; p < 5; p++) {
            pos[p] = seatOf[p] >= 0 ? UNPLACED : NONE;
        }
        guardRooms = k.ssStart.clone();
        guardWalk = new long[guardRooms.length];
        mol = k.molasarStart;
        ruledOut = 1L << mol;
        resolved = new int[5];
        conflictWhere = new int[32];
        conflictDeck = new IntDeck(32);
        conflictKnownTo = new int[32];
        for (int i = 0; i < 32; i++) {
            conflictDeck.putAtBottom(i);
            conflictWhere[i] = DECK;
        }
        bonusWhere = new int[BONUS_CARDS];
        bonusDeck = new IntDeck(BONUS_CARDS);
        for (int i = 0; i < BONUS_CARDS; i++) {
            bonusDeck.putAtBottom(i);
            bonusWhere[i] = DECK;
        }
        used = new int[seats * CARD_KINDS];
        phase = P_HILT;
    }

    KeepPosition(KeepPosition o) {
        super(o);
        k = o.k;
        seats = o.seats;
        molSeat = o.molSeat;
        seatOf = o.seatOf.clone();
        names = o.names;
        pos = o.pos.clone();
        found = o.found.clone();
        guardsFoundDoors = o.guardsFoundDoors;
        guardRooms = o.guardRooms.clone();
        guardWalk = o.guardWalk.clone();
        mol = o.mol;
        hilt = o.hilt;
        ruledOut = o.ruledOut;
        round = o.round;
        molTurns = o.molTurns;
        eaten = o.eaten;
        actor = o.actor;
        phase = o.phase;
        placeIdx = o.placeIdx;
        turnStartRoom = o.turnStartRoom;
        movePoints = o.movePoints;
        stepped = o.stepped;
        halted = o.halted;
        ordinaryRoll = o.ordinaryRoll;
        passActive = o.passActive;
        guardsHalted = o.guardsHalted;
        midGuard = o.midGuard;
        oneGuard = o.oneGuard;
        guardsDone = o.guardsDone;
        alert = o.alert;
        hazards = o.hazards;
        hazPlayed = o.hazPlayed;
        hazardWindowOpen = o.hazardWindowOpen;
        powerFailure = o.powerFailure;
        flashExempt = o.flashExempt;
        flashSeat = o.flashSeat;
        summonLeft = o.summonLeft;
        teleportTargets = o.teleportTargets;
        molHalted = o.molHalted;
        conflictPawn = o.conflictPawn;
        conflictEnemy = o.conflictEnemy;
        defenderSeat = o.defenderSeat;
        molasarCard = o.molasarCard;
        defenderCard = o.defenderCard;
        secondGuessCard = o.secondGuessCard;
        blade = o.blade;
        resolved = o.resolved.clone();
        retreatPawn = o.retreatPawn;
        retreatLeft = o.retreatLeft;
        retreatSteerer = o.retreatSteerer;
        retreatMoved = o.retreatMoved;
        conflictWhere = o.conflictWhere.clone();
        conflictDeck = o.conflictDeck.copy();
        conflictKnownTo = o.conflictKnownTo.clone();
        bonusWhere = o.bonusWhere.clone();
        bonusDeck = o.bonusDeck.copy();
        over = o.over;
        winner = o.winner;
        winningPawn = o.winningPawn;
        used = o.used.clone();
        rng = o.rng.copy();
    }

    /** Cellar rooms not yet ruled out in public. */
    public long possibleHiltRooms() {
        long p = k.cellar & ~ruledOut;
        return p == 0 ? k.cellar & ~(1L << k.molasarStart) : p;
    }

    /** The name of the player at this seat, as the table knows them. */
    String name(int seat) {
        return names.get(seat);
    }

    /** A Searcher player's name with the characters they play: "Bob (Cpt. Woermann)", "Cy (Eva and Dr. Cuza)". */
    String nameWithCharacters(int seat) {
        String who = characters(seat);
        return who.isEmpty() ? name(seat) : name(seat) + " (" + who + ")";
    }

    /** The characters a Searcher player plays, in ID order: "Eva and Dr. Cuza"; "" for Molasar's player. */
    String characters(int seat) {
        StringBuilder who = new StringBuilder();
        for (int p = 0; p < seatOf.length; p++) {
            if (seatOf[p] == seat) {
                who.append(who.isEmpty() ? "" : " and ").append(k.ids[p].name());
            }
        }
        return who.toString();
    }

    /** For tests that arrange a position by hand: drop the cached choices. */
    void refresh() {
        forgetChoices();
    }

    // ---------------------------------- who stands where, who holds what ----------------------------------

    int searcherAt(int room, int except) {
        for (int p = 0; p < 5; p++) {
            if (p != except && pos[p] == room) {
                return p;
            }
        }
        return -1;
    }

    int guardAt(int room, int except) {
        for (int g = 0; g < 12; g++) {
            if (g != except && guardRooms[g] == room) {
                return g;
            }
        }
        return -1;
    }

    /** Whether Molasar may still play a Hazard card this turn (one a turn, each card once). */
    boolean mayPlayHazard() {
        return !hazPlayed && hazards != 0;
    }

    boolean guardsLeft() {
        for (int g = 0; g < 12; g++) {
            if (guardRooms[g] >= 0) {
                return true;
            }
        }
        return false;
    }

    int cellarGuards(int except) {
        int n = 0;
        for (int g = 0; g < 12; g++) {
            if (g != except && guardRooms[g] >= 0 && k.isCellar(guardRooms[g])) {
                n++;
            }
        }
        return n;
    }

    /** The enemy (guard 0..11 or {@link #ENEMY_MOL}) in a room, or -1. */
    int enemyAt(int room) {
        if (room < 0) {
            return -1;
        }
        if (mol == room) {
            return ENEMY_MOL;
        }
        return guardAt(room, -1);
    }

    /** The room of a pawn given by its movement kind (Searcher 0..4, {@link #K_GUARD} + g, {@link #K_MOL}). */
    int roomOf(int kind) {
        if (kind < 5) {
            return pos[kind];
        }
        if (kind == K_MOL) {
            return mol;
        }
        return guardRooms[kind - K_GUARD];
    }

    String pawnName(int kind) {
        if (kind < 5) {
            return k.ids[kind].name();
        }
        if (kind == K_MOL) {
            return "Molasar";
        }
        return guardName(kind - K_GUARD);
    }

    /**
     * An SS guard as players name it at the table, by the room it stands in: "the SS guard in G6 Kitchen". The guards'
     * pawns are alike, so no number: at most one guard may stop in a room, and only a guard on the move passes
     * through another's.
     */
    String guardName(int g) {
        return guardRooms[g] >= 0 ? "the SS guard in " + k.roomLabel(guardRooms[g]) : "an SS guard";
    }

    /** Molasar, or "an SS guard", where the words already say the room. */
    String enemyName(int e) {
        return e == ENEMY_MOL ? "Molasar" : "an SS guard";
    }

    int handSize(int seat) {
        int n = 0;
        for (int c = 0; c < 32; c++) {
            if (conflictWhere[c] == seat) {
                n++;
            }
        }
        return n;
    }

    int bonusCount(int seat) {
        int n = 0;
        for (int c = 0; c < BONUS_CARDS; c++) {
            if (bonusWhere[c] == seat) {
                n++;
            }
        }
        return n;
    }

    /** The first Bonus card of this effect in the seat's hand, or -1. */
    int bonusOf(int seat, int effect) {
        for (int c = 0; c < BONUS_CARDS; c++) {
            if (bonusWhere[c] == seat && k.bonusEffect[c] == effect) {
                return c;
            }
        }
        return -1;
    }

    /**
     * A hash of everything that matters, with the engine's {@link Fingerprint} (rules version 6; before it the game
     * mixed its own hash): the seats, every array, both decks' draw piles and discard sets, every number of the turn,
     * the step and the Rng's position. Allocation-free.
     */
    @Override
    public long fingerprint() {
        long h = Fingerprint.add(Fingerprint.START, rng.position());
        h = Fingerprint.add(h, seats);
        h = Fingerprint.add(h, molSeat);
        h = Fingerprint.add(h, seatOf);
        h = Fingerprint.add(h, pos);
        h = Fingerprint.add(h, found);
        h = Fingerprint.add(h, guardRooms);
        h = Fingerprint.add(h, resolved);
        h = Fingerprint.add(h, conflictWhere);
        h = Fingerprint.add(h, conflictKnownTo);
        h = Fingerprint.add(h, bonusWhere);
        h = conflictDeck.addTo(h);
        h = bonusDeck.addTo(h);
        h = Fingerprint.add(h, ruledOut);
        h = Fingerprint.add(h, teleportTargets);
        h = Fingerprint.add(h, step());
        h = Fingerprint.add(h, guardsFoundDoors);
        h = Fingerprint.add(h, mol);
        h = Fingerprint.add(h, hilt);
        h = Fingerprint.add(h, round);
        h = Fingerprint.add(h, molTurns);
        h = Fingerprint.add(h, eaten);
        h = Fingerprint.add(h, actor);
        h = Fingerprint.add(h, phase);
        h = Fingerprint.add(h, placeIdx);
        h = Fingerprint.add(h, turnStartRoom);
        h = Fingerprint.add(h, movePoints);
        h = Fingerprint.add(h, stepped);
        h = Fingerprint.add(h, halted);
        h = Fingerprint.add(h, ordinaryRoll);
        h = Fingerprint.add(h, passActive);
        h = Fingerprint.add(h, guardsHalted);
        h = Fingerprint.add(h, midGuard);
        h = Fingerprint.add(h, oneGuard);
        h = Fingerprint.add(h, guardsDone);
        h = Fingerprint.add(h, alert);
        h = Fingerprint.add(h, hazards);
        h = Fingerprint.add(h, hazPlayed);
        h = Fingerprint.add(h, hazardWindowOpen);
        h = Fingerprint.add(h, powerFailure);
        h = Fingerprint.add(h, flashExempt);
        h = Fingerprint.add(h, flashSeat);
        h = Fingerprint.add(h, summonLeft);
        h = Fingerprint.add(h, molHalted);
        h = Fingerprint.add(h, conflictPawn);
        h = Fingerprint.add(h, conflictEnemy);
        h = Fingerprint.add(h, defenderSeat);
        h = Fingerprint.add(h, molasarCard);
        h = Fingerprint.add(h, defenderCard);
        h = Fingerprint.add(h, secondGuessCard);
        h = Fingerprint.add(h, blade);
        h = Fingerprint.add(h, retreatPawn);
        h = Fingerprint.add(h, retreatLeft);
        h = Fingerprint.add(h, retreatSteerer);
        h = Fingerprint.add(h, retreatMoved);
        h = Fingerprint.add(h, over);
        h = Fingerprint.add(h, winner);
        return Fingerprint.add(h, winningPawn);
    }
}
