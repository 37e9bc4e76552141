package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.ItemUse;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.games.thekeep.KeepChoice.Accept;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.DemandOther;
import keeptable.games.thekeep.KeepChoice.DiscardBonus;
import keeptable.games.thekeep.KeepChoice.GuardSearch;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.Jump;
import keeptable.games.thekeep.KeepChoice.LeaveKeep;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.PlayHazard;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.ResolveConflict;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Search;
import keeptable.games.thekeep.KeepChoice.Stay;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepChoice.Summon;
import keeptable.games.thekeep.KeepChoice.Teleport;
import keeptable.games.thekeep.KeepEvent.CardsRevealed;
import keeptable.games.thekeep.KeepEvent.GameOver;
import keeptable.games.thekeep.KeepEvent.GuardEaten;
import keeptable.games.thekeep.KeepEvent.Moved;
import keeptable.games.thekeep.KeepEvent.Private;
import keeptable.games.thekeep.KeepEvent.Rolled;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * A game of The Keep in progress. Only ids and small primitive arrays; the board and cards live in the
 * shared {@link Content}. The turn is a phase machine: {@link #phase} says which decision is open, and
 * single-option decisions are played automatically ({@link #settle}).
 */
public final class KeepState extends RulesState<KeepChoice> {
    // pawn positions beyond room indices
    public static final int NONE = -1;
    public static final int OUTSIDE = -2;
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
    /** Molasar wins when his turn with this number begins (one SS guard is then left). */
    public static final int LAST_TURN = 12;
    static final int MOLASAR_HAND = 4;
    static final int SEARCHER_HAND = 3;
    static final int BONUS_LIMIT = 2;
    static final int GENERAL_ALERT_MOVES = 5;
    static final int MOVE_NAZI_MOVES = 4;

    // phases
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

    // rule names (book sections)
    static final String R_SETUP = "Beginning the Game";
    static final String R_TURN = "Playing the Turn";
    static final String R_MOVE = "Movement";
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
    /** The seat playing each Searcher pawn, or -1 when that character is not in the game; never changes. */
    final int[] seatOf;

    int[] pos;
    int[] found;
    int ssFound;
    int[] ss;
    int mol;
    int hilt = -1;
    long ruledOut;
    int round = 1;
    int molTurns;
    int eaten;
    int actor;
    int phase;
    int placeIdx;
    int turnStartRoom;
    // movement
    int mp;
    boolean stepped;
    boolean halted;
    boolean ordinaryRoll;
    boolean passActive;
    int ssHalt;
    int midGuard = -1;
    int oneGuard = -1;
    int guardsDone;
    boolean alert;
    // hazards
    int hazards = 0x3F;
    boolean hazPlayed;
    int hazWin;
    boolean powerFailure;
    int flashExempt;
    int flashSeat;
    int summonLeft;
    long teleportTargets;
    boolean molHalted;
    // conflict
    int cS = -1;
    int cE = -1;
    int cDef = -1;
    int molCommit = -1;
    int defCommit = -1;
    int sgCard = -1;
    boolean blade;
    int[] resolved;
    int rPawn = -1;
    int rLeft;
    int rController = -1;
    boolean rStepped;
    // cards
    int[] cLoc;
    int[] cDeck;
    int cTop;
    int cLen;
    int[] cKnown;
    int[] bLoc;
    int[] bDeck;
    int bTop;
    int bLen;
    // end
    boolean over;
    /** Transient (not state): while listing a retreat of Molasar steered by a Searcher, the rooms that may
     * hold the Hilt as far as that Searcher knows; the listing must not depend on the true Hilt room. */
    private long blindAvoid;
    int winner = -1;
    int winningPawn = -1;
    /** Per seat, how often each Bonus (0..11) and Hazard (12..17) card was played: simulation figures only. */
    int[] used;
    Rng rng;

    KeepState(Content k, Setup setup) {
        this.k = k;
        this.seats = setup.size();
        this.rng = new Rng(setup.seed());
        int m = seats - 1;
        String ms = setup.option("molasar", "");
        if (!ms.isBlank()) {
            try {
                m = Integer.parseInt(ms.trim()) - 1;
            } catch (NumberFormatException e) {
                throw new SetupException("option molasar must be a seat number 1 to " + seats);
            }
            if (m < 0 || m >= seats) {
                throw new SetupException("option molasar must be a seat number 1 to " + seats);
            }
        }
        molSeat = m;
        seatOf = new int[5];
        Arrays.fill(seatOf, -1);
        int searcherSeats = seats - 1;
        int perSeat = searcherSeats == 2 ? 2 : 1;
        String chars = setup.option("characters", "");
        List<Integer> searcherSeatList = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            if (s != molSeat) {
                searcherSeatList.add(s);
            }
        }
        if (chars.isBlank()) {
            int[] idsDeal = {0, 1, 2, 3, 4};
            rng.shuffle(idsDeal);
            int n = 0;
            for (int s : searcherSeatList) {
                for (int j = 0; j < perSeat; j++) {
                    seatOf[idsDeal[n++]] = s;
                }
            }
        } else {
            String[] parts = chars.split(",");
            if (parts.length != searcherSeats) {
                throw new SetupException("option characters needs one entry per Searcher player (" + searcherSeats
                        + "), e.g. 1,2,3 or 1+3,2+5 in a three-player game");
            }
            for (int i = 0; i < parts.length; i++) {
                String[] idsOf = parts[i].trim().split("\\+");
                if (idsOf.length != perSeat) {
                    throw new SetupException("each Searcher player runs " + perSeat + " character(s) in a game of "
                            + seats);
                }
                for (String id : idsOf) {
                    int n;
                    try {
                        n = Integer.parseInt(id.trim());
                    } catch (NumberFormatException e) {
                        throw new SetupException("characters are ID numbers 1 to 5, not '" + id + "'");
                    }
                    if (n < 1 || n > 5 || seatOf[n - 1] >= 0) {
                        throw new SetupException("characters are ID numbers 1 to 5, each at most once");
                    }
                    seatOf[n - 1] = searcherSeatList.get(i);
                }
            }
        }
        pos = new int[5];
        found = new int[5];
        for (int p = 0; p < 5; p++) {
            pos[p] = seatOf[p] >= 0 ? UNPLACED : NONE;
        }
        ss = k.ssStart.clone();
        mol = k.molasarStart;
        ruledOut = 1L << mol;
        resolved = new int[5];
        cLoc = new int[32];
        cDeck = new int[32];
        cKnown = new int[32];
        for (int i = 0; i < 32; i++) {
            cDeck[i] = i;
            cLoc[i] = DECK;
        }
        rng.shuffle(cDeck);
        cLen = 32;
        bLoc = new int[12];
        bDeck = new int[12];
        for (int i = 0; i < 12; i++) {
            bDeck[i] = i;
            bLoc[i] = DECK;
        }
        rng.shuffle(bDeck);
        bLen = 12;
        for (int s = 0; s < seats; s++) {
            refill(s, s == molSeat ? MOLASAR_HAND : SEARCHER_HAND, EventSink.NONE);
            if (s != molSeat) {
                drawBonus(s, EventSink.NONE);
            }
        }
        used = new int[seats * 18];
        phase = P_HILT;
    }

    KeepState(KeepState o) {
        super(o);
        k = o.k;
        seats = o.seats;
        molSeat = o.molSeat;
        seatOf = o.seatOf;
        pos = o.pos.clone();
        found = o.found.clone();
        ssFound = o.ssFound;
        ss = o.ss.clone();
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
        mp = o.mp;
        stepped = o.stepped;
        halted = o.halted;
        ordinaryRoll = o.ordinaryRoll;
        passActive = o.passActive;
        ssHalt = o.ssHalt;
        midGuard = o.midGuard;
        oneGuard = o.oneGuard;
        guardsDone = o.guardsDone;
        alert = o.alert;
        hazards = o.hazards;
        hazPlayed = o.hazPlayed;
        hazWin = o.hazWin;
        powerFailure = o.powerFailure;
        flashExempt = o.flashExempt;
        flashSeat = o.flashSeat;
        summonLeft = o.summonLeft;
        teleportTargets = o.teleportTargets;
        molHalted = o.molHalted;
        cS = o.cS;
        cE = o.cE;
        cDef = o.cDef;
        molCommit = o.molCommit;
        defCommit = o.defCommit;
        sgCard = o.sgCard;
        blade = o.blade;
        resolved = o.resolved.clone();
        rPawn = o.rPawn;
        rLeft = o.rLeft;
        rController = o.rController;
        rStepped = o.rStepped;
        cLoc = o.cLoc.clone();
        cDeck = o.cDeck.clone();
        cTop = o.cTop;
        cLen = o.cLen;
        cKnown = o.cKnown.clone();
        bLoc = o.bLoc.clone();
        bDeck = o.bDeck.clone();
        bTop = o.bTop;
        bLen = o.bLen;
        over = o.over;
        winner = o.winner;
        winningPawn = o.winningPawn;
        used = o.used.clone();
        rng = o.rng.copy();
    }

    // =====================================================================================
    // State contract
    // =====================================================================================

    @Override
    public int seats() {
        return seats;
    }

    @Override
    public int toMove() {
        if (over) {
            return -1;
        }
        switch (phase) {
            case P_HILT, P_M_JUMP, P_M_HAZARD, P_M_MOVE, P_SS_START, P_SS_MOVE, P_SS_SEARCH, P_H_SUMMON,
                 P_H_TELEPORT, P_C_MOL, P_C_MOL_RE:
                return molSeat;
            case P_PLACE:
                return seatOf[placeIdx];
            case P_H_FLASH:
                return flashSeat;
            case P_C_PICK:
                return actor == MOL ? molSeat : seatOf[actor];
            case P_C_DEFENDER, P_C_WINDOW, P_C_SG:
                return seatOf[cS];
            case P_C_DEF, P_C_DISCARD:
                return cDef;
            case P_C_RETREAT:
                return rController;
            default:
                return seatOf[actor];
        }
    }

    @Override
    public Decision decision() {
        if (over) {
            return null;
        }
        return new Decision(toMove(), prompt());
    }

    String prompt() {
        String who = actor == MOL ? "Molasar" : k.ids[actor].name();
        return switch (phase) {
            case P_HILT -> "Molasar: secretly choose the cellar room that hides the Hilt";
            case P_PLACE -> k.ids[placeIdx].name() + ": choose an entry point";
            case P_S_START -> who + ": start of turn";
            case P_S_MOVE -> who + ": move (" + mp + " left)";
            case P_NAZI -> who + ": move an SS guard (" + mp + " left)";
            case P_S_END -> who + ": turn over; play Second Wind?";
            case P_M_JUMP -> "Molasar: jump to an SS guard and eat it";
            case P_M_HAZARD -> "Molasar: play a Hazard card?";
            case P_M_MOVE -> "Molasar: move (" + mp + " left)";
            case P_SS_START -> "Molasar: roll for the SS guards, or search a secret door with a guard";
            case P_SS_MOVE -> "Molasar: move SS guards" + (alert ? " (General Alert)" : " (" + mp + " left)");
            case P_SS_SEARCH -> "Molasar: move the guard through the secret door (" + mp + " left)";
            case P_H_FLASH -> "Power Failure: play a Flashlight?";
            case P_H_SUMMON -> "Molasar: summon guards into the cellar";
            case P_H_TELEPORT -> "Molasar: where does Molasar appear?";
            case P_C_PICK -> who + ": which conflict is played next?";
            case P_C_MOL, P_C_MOL_RE -> "Molasar: choose a Conflict card against " + k.ids[cS].name();
            case P_C_DEFENDER -> k.ids[cS].name() + ": choose a player to defend";
            case P_C_DEF -> "defend " + k.ids[cS].name() + ": choose a Conflict card";
            case P_C_WINDOW -> k.ids[cS].name() + ": play a Bonus card before the reveal?";
            case P_C_SG -> k.ids[cS].name() + ": keep Molasar's card or demand another?";
            case P_C_DISCARD -> "discard a Bonus card (limit two)";
            case P_C_RETREAT -> "retreat " + pawnName(rPawn) + " (" + rLeft + " left)";
            default -> "?";
        };
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public Outcome outcome() {
        if (!over) {
            return null;
        }
        if (winner == molSeat) {
            return new Outcome(List.of(winner), "nobody found the Hilt by Molasar's " + LAST_TURN + "th turn: Molasar wins");
        }
        return new Outcome(List.of(winner), k.ids[winningPawn].name() + " found the Hilt in "
                + k.roomLabel(hilt) + ": player " + (winner + 1) + " wins");
    }

    @Override
    public State copy() {
        return new KeepState(this);
    }

    @Override
    public View view(int seat) {
        return KeepView.of(this, seat);
    }

    /** For tests that arrange a position by hand: drop the cached choices. */
    void refresh() {
        forgetChoices();
    }

    @Override
    public State determinize(int seat, Rng r) {
        KeepState d = new KeepState(this);
        // conflict cards: every card the seat cannot place is dealt again into the same slots
        int[] pool = new int[32];
        int[] slotLoc = new int[32];
        int[] slotIdx = new int[32];
        int n = 0;
        int bit = 1 << seat;
        for (int i = cTop; i < cLen; i++) {
            int c = cDeck[i];
            if ((cKnown[c] & bit) == 0) {
                pool[n] = c;
                slotLoc[n] = DECK;
                slotIdx[n] = i;
                n++;
            }
        }
        for (int c = 0; c < 32; c++) {
            if (cLoc[c] >= 0 && cLoc[c] != seat && (cKnown[c] & bit) == 0) {
                pool[n] = c;
                slotLoc[n] = cLoc[c];
                slotIdx[n] = (c == molCommit ? 1 : 0) | (c == defCommit ? 2 : 0) | (c == sgCard ? 4 : 0);
                n++;
            }
        }
        r.shuffle(pool, 0, n);
        for (int i = 0; i < n; i++) {
            int c = pool[i];
            d.cKnown[c] = 0;
            d.cLoc[c] = slotLoc[i];
            if (slotLoc[i] == DECK) {
                d.cDeck[slotIdx[i]] = c;
            } else {
                if ((slotIdx[i] & 1) != 0) {
                    d.molCommit = c;
                }
                if ((slotIdx[i] & 2) != 0) {
                    d.defCommit = c;
                }
                if ((slotIdx[i] & 4) != 0) {
                    d.sgCard = c;
                }
            }
        }
        // bonus cards
        n = 0;
        for (int i = bTop; i < bLen; i++) {
            pool[n] = bDeck[i];
            slotLoc[n] = DECK;
            slotIdx[n] = i;
            n++;
        }
        for (int c = 0; c < 12; c++) {
            if (bLoc[c] >= 0 && bLoc[c] != seat) {
                pool[n] = c;
                slotLoc[n] = bLoc[c];
                n++;
            }
        }
        r.shuffle(pool, 0, n);
        for (int i = 0; i < n; i++) {
            int c = pool[i];
            d.bLoc[c] = slotLoc[i];
            if (slotLoc[i] == DECK) {
                d.bDeck[slotIdx[i]] = c;
            }
        }
        // the Hilt, among the rooms still possible for a Searcher
        if (seat != molSeat && hilt >= 0) {
            long possible = possibleHiltRooms();
            int count = Long.bitCount(possible);
            int pick = r.nextInt(count);
            long m = possible;
            for (int i = 0; i < pick; i++) {
                m &= m - 1;
            }
            d.hilt = Long.numberOfTrailingZeros(m);
        }
        d.rng = r.split();
        d.forgetChoices();
        return d;
    }

    /** Cellar rooms not yet ruled out in public. */
    public long possibleHiltRooms() {
        long p = k.cellar & ~ruledOut;
        return p == 0 ? k.cellar & ~(1L << k.molasarStart) : p;
    }

    @Override
    public long fingerprint() {
        long h = 17;
        h = mix(h, Arrays.hashCode(pos));
        h = mix(h, Arrays.hashCode(found));
        h = mix(h, Arrays.hashCode(ss));
        h = mix(h, Arrays.hashCode(resolved));
        h = mix(h, Arrays.hashCode(cLoc));
        h = mix(h, Arrays.hashCode(cDeck));
        h = mix(h, Arrays.hashCode(cKnown));
        h = mix(h, Arrays.hashCode(bLoc));
        h = mix(h, Arrays.hashCode(bDeck));
        int[] scalars = {ssFound, mol, hilt, round, molTurns, eaten, actor, phase, placeIdx, turnStartRoom, mp,
                stepped ? 1 : 0, halted ? 1 : 0, ordinaryRoll ? 1 : 0, passActive ? 1 : 0, ssHalt, midGuard, oneGuard,
                guardsDone, alert ? 1 : 0, hazards, hazPlayed ? 1 : 0, hazWin, powerFailure ? 1 : 0, flashExempt,
                flashSeat, summonLeft, molHalted ? 1 : 0, cS, cE, cDef, molCommit, defCommit, sgCard, blade ? 1 : 0,
                rPawn, rLeft, rController, rStepped ? 1 : 0, cTop, cLen, bTop, bLen, over ? 1 : 0, winner,
                winningPawn, step()};
        h = mix(h, Arrays.hashCode(scalars));
        h = mix(h, Long.hashCode(ruledOut));
        h = mix(h, Long.hashCode(teleportTargets));
        return h * 31 + rng.position();
    }

    private static long mix(long h, long v) {
        return (h ^ v) * 0x100000001B3L + 0x9E3779B97F4A7C15L;
    }

    // =====================================================================================
    // Helpers: occupancy and movement
    // =====================================================================================

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
            if (g != except && ss[g] == room) {
                return g;
            }
        }
        return -1;
    }

    int cellarGuards(int except) {
        int n = 0;
        for (int g = 0; g < 12; g++) {
            if (g != except && ss[g] >= 0 && k.isCellar(ss[g])) {
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

    int roomOf(int kind) {
        if (kind < 5) {
            return pos[kind];
        }
        if (kind == K_MOL) {
            return mol;
        }
        return ss[kind - K_GUARD];
    }

    String pawnName(int kind) {
        if (kind < 0) {
            return "-";
        }
        if (kind < 5) {
            return k.ids[kind].name();
        }
        if (kind == K_MOL) {
            return "Molasar";
        }
        return "SS guard " + (kind - K_GUARD + 1);
    }

    String enemyName(int e) {
        return e == ENEMY_MOL ? "Molasar" : "SS guard " + (e + 1);
    }

    /** Rooms a pawn of this kind may step into from {@code from}, by doorways and the secret doors it knows. */
    long edges(int kind, int from) {
        long e = k.exits[from];
        int known = kind < 5 ? found[kind] : kind == K_MOL ? 0x3F : ssFound;
        int doors = k.doorsAt[from] & known;
        if (doors != 0) {
            e |= 1L << k.across(Integer.numberOfTrailingZeros(doors), from);
        }
        if (kind == K_MOL) {
            if (hilt >= 0 && blindAvoid == 0) {
                e &= ~(1L << hilt);
            }
        } else if (kind >= K_GUARD && !k.isCellar(from) && cellarGuards(kind - K_GUARD) >= 2) {
            e &= ~k.cellar;
        }
        return e;
    }

    /** Whether the pawn may finish its movement in the room (occupancy limits). */
    boolean validEnd(int kind, int r) {
        if (kind < 5) {
            return searcherAt(r, kind) < 0;
        }
        if (kind == K_MOL) {
            return guardAt(r, -1) < 0;
        }
        return guardAt(r, kind - K_GUARD) < 0 && mol != r;
    }

    /** Whether entering the room halts the pawn (a conflict waits there). */
    boolean stopsIn(int kind, int r, boolean pass) {
        if (kind < 5) {
            return mol == r || !pass && guardAt(r, -1) >= 0;
        }
        return searcherAt(r, -1) >= 0;
    }

    /** Whether the pawn may step from {@code from} to {@code to} with {@code rem} rooms of movement left. */
    boolean canEnter(int kind, int from, int to, int rem, boolean pass) {
        if (rem <= 0 || (edges(kind, from) >>> to & 1) == 0) {
            return false;
        }
        if (stopsIn(kind, to, pass)) {
            return validEnd(kind, to);
        }
        return validEnd(kind, to) || rem > 1 && continuable(kind, to, rem - 1, pass);
    }

    /** Whether, from a room it may not stop in, the pawn reaches a room it may stop in within {@code steps}. */
    boolean continuable(int kind, int start, int steps, boolean pass) {
        long visited = 1L << start;
        long frontier = visited;
        for (int d = 0; d < steps && frontier != 0; d++) {
            long next = 0;
            for (long m = frontier; m != 0; m &= m - 1) {
                next |= edges(kind, Long.numberOfTrailingZeros(m));
            }
            next &= ~visited & ~blindAvoid;
            visited |= next;
            long nf = 0;
            for (long m = next; m != 0; m &= m - 1) {
                int n = Long.numberOfTrailingZeros(m);
                if (validEnd(kind, n)) {
                    return true;
                }
                if (!stopsIn(kind, n, pass)) {
                    nf |= 1L << n;
                }
            }
            frontier = nf;
        }
        return false;
    }

    void addSteps(List<KeepChoice> out, int kind, int rem, boolean pass) {
        int from = roomOf(kind);
        if (from < 0) {
            return;
        }
        for (long m = edges(kind, from); m != 0; m &= m - 1) {
            int r = Long.numberOfTrailingZeros(m);
            if (canEnter(kind, from, r, rem, pass)) {
                out.add(kind >= K_GUARD && kind < K_MOL ? new GuardStep(kind - K_GUARD, r) : Step.of(r));
            }
        }
    }

    // =====================================================================================
    // Cards
    // =====================================================================================

    int handSize(int seat) {
        int n = 0;
        for (int c = 0; c < 32; c++) {
            if (cLoc[c] == seat) {
                n++;
            }
        }
        return n;
    }

    int bonusCount(int seat) {
        int n = 0;
        for (int c = 0; c < 12; c++) {
            if (bLoc[c] == seat) {
                n++;
            }
        }
        return n;
    }

    /** The first Bonus card of this effect in the seat's hand, or -1. */
    int bonusOf(int seat, int effect) {
        for (int c = 0; c < 12; c++) {
            if (bLoc[c] == seat && k.bonusEffect[c] == effect) {
                return c;
            }
        }
        return -1;
    }

    int hazardOf(int effect) {
        for (int h = 0; h < 6; h++) {
            if ((hazards >>> h & 1) != 0 && k.hazardEffect[h] == effect) {
                return h;
            }
        }
        return -1;
    }

    boolean drawConflict(int seat, EventSink ev) {
        if (cTop >= cLen) {
            int n = 0;
            for (int c = 0; c < 32; c++) {
                if (cLoc[c] == DISCARD) {
                    cDeck[n++] = c;
                    cLoc[c] = DECK;
                }
            }
            rng.shuffle(cDeck, 0, n);
            cTop = 0;
            cLen = n;
            if (ev.enabled()) {
                ev.emit(new Told("the Conflict discard pile is shuffled into a new deck", R_CARDS));
            }
            if (n == 0) {
                return false;
            }
        }
        int c = cDeck[cTop++];
        cLoc[c] = seat;
        cKnown[c] = 0;
        if (ev.enabled()) {
            ev.emit(new Private(seat, "you draw Conflict card " + k.conflictNumber[c], R_CARDS));
            ev.emit(new Told("player " + (seat + 1) + " draws a Conflict card", R_CARDS));
        }
        return true;
    }

    void refill(int seat, int size, EventSink ev) {
        while (handSize(seat) < size && drawConflict(seat, ev)) {
            // keep drawing
        }
    }

    void discardConflict(int c) {
        cLoc[c] = DISCARD;
        cKnown[c] = 0;
    }

    boolean drawBonus(int seat, EventSink ev) {
        if (bTop >= bLen) {
            int n = 0;
            for (int c = 0; c < 12; c++) {
                if (bLoc[c] == DISCARD) {
                    bDeck[n++] = c;
                    bLoc[c] = DECK;
                }
            }
            rng.shuffle(bDeck, 0, n);
            bTop = 0;
            bLen = n;
            if (ev.enabled()) {
                ev.emit(new Told("the Bonus discard pile is shuffled into a new deck", R_BONUS));
            }
            if (n == 0) {
                return false;
            }
        }
        int c = bDeck[bTop++];
        bLoc[c] = seat;
        if (ev.enabled()) {
            ev.emit(new Private(seat, "you draw Bonus card " + k.bonusName[c], R_BONUS));
            ev.emit(new Told("player " + (seat + 1) + " draws a Bonus card", R_BONUS));
        }
        return true;
    }

    void playBonusCard(int c, EventSink ev) {
        int seat = bLoc[c];
        bLoc[c] = DISCARD;
        used[seat * 18 + c]++;
        if (ev.enabled()) {
            ev.emit(new Told("player " + (seat + 1) + " plays " + k.bonusName[c], R_BONUS));
        }
    }

    boolean pfBlocks(int p) {
        return powerFailure && (flashExempt >>> seatOf[p] & 1) == 0;
    }

    // =====================================================================================
    // Legal choices
    // =====================================================================================

    @Override
    protected List<KeepChoice> legalChoices() {
        List<KeepChoice> out = new ArrayList<>();
        switch (phase) {
            case P_HILT -> {
                for (long m = k.cellar & ~(1L << mol); m != 0; m &= m - 1) {
                    out.add(new ChooseHilt(Long.numberOfTrailingZeros(m)));
                }
            }
            case P_PLACE -> addEntries(out);
            case P_S_START -> startChoices(out);
            case P_S_MOVE -> moveChoices(out);
            case P_NAZI -> {
                if (oneGuard < 0) {
                    for (int g = 0; g < 12; g++) {
                        if (ss[g] >= 0) {
                            addSteps(out, K_GUARD + g, mp, false);
                        }
                    }
                } else if ((ssHalt >>> oneGuard & 1) == 0) {
                    addSteps(out, K_GUARD + oneGuard, mp, false);
                }
                if (oneGuard < 0 || validEnd(K_GUARD + oneGuard, ss[oneGuard])) {
                    out.add(new Stop());
                }
            }
            case P_S_END -> {
                out.add(new Proceed());
                int sw = bonusOf(seatOf[actor], B_SECOND_WIND);
                if (sw >= 0) {
                    out.add(new PlayBonus(sw));
                }
            }
            case P_M_JUMP -> {
                long rooms = 0;
                for (int g = 0; g < 12; g++) {
                    if (ss[g] >= 0 && ss[g] != hilt) {
                        rooms |= 1L << ss[g];
                    }
                }
                for (long m = rooms; m != 0; m &= m - 1) {
                    out.add(new Jump(Long.numberOfTrailingZeros(m)));
                }
            }
            case P_M_HAZARD -> {
                out.add(new Proceed());
                for (int h = 0; h < 6; h++) {
                    if ((hazards >>> h & 1) != 0) {
                        out.add(new PlayHazard(h));
                    }
                }
            }
            case P_M_MOVE -> {
                if (!molHalted) {
                    addSteps(out, K_MOL, mp, false);
                }
                if (validEnd(K_MOL, mol)) {
                    out.add(new Stop());
                }
            }
            case P_SS_START -> {
                out.add(new Roll());
                for (int g = 0; g < 12; g++) {
                    if (ss[g] >= 0) {
                        int doors = k.doorsAt[ss[g]] & ~ssFound;
                        if (doors != 0) {
                            out.add(new GuardSearch(g, Integer.numberOfTrailingZeros(doors)));
                        }
                    }
                }
            }
            case P_SS_MOVE -> guardChoices(out);
            case P_SS_SEARCH -> {
                if ((ssHalt >>> oneGuard & 1) == 0) {
                    addSteps(out, K_GUARD + oneGuard, mp, false);
                }
                if (validEnd(K_GUARD + oneGuard, ss[oneGuard])) {
                    out.add(new Stop());
                }
            }
            case P_H_FLASH -> {
                out.add(new Proceed());
                int f = bonusOf(flashSeat, B_FLASHLIGHT);
                if (f >= 0) {
                    out.add(new PlayBonus(f));
                }
            }
            case P_H_SUMMON -> {
                if (summonLeft > 0 && cellarGuards(-1) < 2) {
                    for (int g = 0; g < 12; g++) {
                        if (ss[g] >= 0 && !k.isCellar(ss[g])) {
                            for (long m = k.cellar; m != 0; m &= m - 1) {
                                int r = Long.numberOfTrailingZeros(m);
                                if (mol != r && guardAt(r, -1) < 0) {
                                    out.add(new Summon(g, r));
                                }
                            }
                        }
                    }
                }
                out.add(new Stop());
            }
            case P_H_TELEPORT -> {
                out.add(new Stay());
                for (long m = teleportTargets; m != 0; m &= m - 1) {
                    int r = Long.numberOfTrailingZeros(m);
                    if (r != hilt && r != mol && guardAt(r, -1) < 0) {
                        out.add(new Teleport(r));
                    }
                }
            }
            case P_C_PICK -> {
                for (int p = 0; p < 5; p++) {
                    if (pendingConflict(p) >= 0) {
                        out.add(new ResolveConflict(p));
                    }
                }
            }
            case P_C_MOL -> addHand(out, molSeat, -1);
            case P_C_MOL_RE -> addHand(out, molSeat, sgCard);
            case P_C_DEFENDER -> {
                for (int s = 0; s < seats; s++) {
                    if (s != molSeat && s != seatOf[cS]) {
                        out.add(new ChooseDefender(s));
                    }
                }
            }
            case P_C_DEF -> addHand(out, cDef, -1);
            case P_C_WINDOW -> {
                out.add(new Proceed());
                int seat = seatOf[cS];
                int sg = bonusOf(seat, B_SECOND_GUESS);
                if (sg >= 0) {
                    out.add(new PlayBonus(sg));
                }
                int bl = bonusOf(seat, B_BLADE);
                if (bl >= 0 && cE == ENEMY_MOL && !blade) {
                    out.add(new PlayBonus(bl));
                }
            }
            case P_C_SG -> {
                out.add(new Accept());
                if (handSize(molSeat) >= 2) {
                    out.add(new DemandOther());
                }
            }
            case P_C_DISCARD -> {
                for (int c = 0; c < 12; c++) {
                    if (bLoc[c] == cDef) {
                        out.add(new DiscardBonus(c));
                    }
                }
            }
            case P_C_RETREAT -> {
                int room = roomOf(rPawn);
                if (room >= 0) {
                    long possible = possibleHiltRooms();
                    if (rPawn == K_MOL && rController != molSeat && Long.bitCount(possible) > 1) {
                        // the Searcher steering Molasar does not know the Hilt room: offer every room Molasar
                        // could enter were it not there; entering the Hilt room is then refused in public
                        blindAvoid = possible;
                        try {
                            addSteps(out, rPawn, rLeft, false);
                        } finally {
                            blindAvoid = 0;
                        }
                    } else {
                        addSteps(out, rPawn, rLeft, false);
                    }
                    if (rPawn < 5 && rLeft > 0 && (k.entries >>> room & 1) != 0) {
                        out.add(new LeaveKeep());
                    }
                }
                if (room < 0 || validEnd(rPawn, room) && (rStepped || out.isEmpty())) {
                    out.add(new Stop());
                }
            }
            default -> throw new IllegalStateException("unknown phase " + phase);
        }
        return Collections.unmodifiableList(out);
    }

    private void addEntries(List<KeepChoice> out) {
        for (long m = k.entries; m != 0; m &= m - 1) {
            int r = Long.numberOfTrailingZeros(m);
            if (searcherAt(r, -1) < 0) {
                out.add(new Place(r));
            }
        }
    }

    private void addHand(List<KeepChoice> out, int seat, int except) {
        for (int c = 0; c < 32; c++) {
            if (cLoc[c] == seat && c != except) {
                out.add(new Commit(c));
            }
        }
    }

    /** The secret door the pawn may search for now (it began its turn beside it), or -1. */
    int searchableDoor(int p) {
        int room = pos[p];
        if (room < 0 || room != turnStartRoom) {
            return -1;
        }
        int doors = k.doorsAt[room] & ~found[p];
        return doors == 0 ? -1 : Integer.numberOfTrailingZeros(doors);
    }

    private void startChoices(List<KeepChoice> out) {
        int p = actor;
        int seat = seatOf[p];
        if (pfBlocks(p)) {
            out.add(new Stay());
            int f = bonusOf(seat, B_FLASHLIGHT);
            if (f >= 0) {
                out.add(new PlayBonus(f));
            }
            return;
        }
        if (pos[p] == OUTSIDE) {
            addEntries(out);
            return;
        }
        out.add(new Roll());
        int door = searchableDoor(p);
        if (door >= 0) {
            out.add(new Search(door));
            int se = bonusOf(seat, B_SECRET_ENTRANCE);
            if (se >= 0 && p != CUZA) {
                out.add(new PlayBonus(se));
            }
        }
        int mn = bonusOf(seat, B_MOVE_NAZI);
        if (mn >= 0) {
            for (int g = 0; g < 12; g++) {
                if (ss[g] >= 0) {
                    out.add(new PlayBonus(mn));
                    break;
                }
            }
        }
        int pa = bonusOf(seat, B_PASS);
        if (pa >= 0 && !passActive) {
            out.add(new PlayBonus(pa));
        }
    }

    private void moveChoices(List<KeepChoice> out) {
        int p = actor;
        int seat = seatOf[p];
        boolean searcherMid = pos[p] >= 0 && !validEnd(p, pos[p]);
        if (mp > 0) {
            if (midGuard < 0 && !halted) {
                addSteps(out, p, mp, passActive);
            }
            if (p == WOERMANN && !searcherMid) {
                for (int g = 0; g < 12; g++) {
                    if (ss[g] >= 0 && (ssHalt >>> g & 1) == 0 && (midGuard < 0 || midGuard == g)) {
                        addSteps(out, K_GUARD + g, mp, false);
                    }
                }
            }
        }
        int rr = bonusOf(seat, B_REROLL);
        if (rr >= 0 && !stepped && ordinaryRoll) {
            out.add(new PlayBonus(rr));
        }
        int pa = bonusOf(seat, B_PASS);
        if (pa >= 0 && !passActive && !halted && mp > 0) {
            out.add(new PlayBonus(pa));
        }
        if (!searcherMid && midGuard < 0) {
            out.add(new Stop());
        }
    }

    private void guardChoices(List<KeepChoice> out) {
        for (int g = 0; g < 12; g++) {
            if (ss[g] < 0 || (ssHalt >>> g & 1) != 0 || midGuard >= 0 && midGuard != g) {
                continue;
            }
            if (alert) {
                if ((guardsDone >>> g & 1) != 0) {
                    continue;
                }
                addSteps(out, K_GUARD + g, g == oneGuard ? mp : GENERAL_ALERT_MOVES, false);
            } else {
                addSteps(out, K_GUARD + g, mp, false);
            }
        }
        if (midGuard < 0) {
            out.add(new Stop());
        }
    }

    /** The enemy a Searcher pawn must still fight this turn, or -1. */
    int pendingConflict(int p) {
        if (pos[p] < 0) {
            return -1;
        }
        int e = enemyAt(pos[p]);
        return e >= 0 && (resolved[p] >>> e & 1) == 0 ? e : -1;
    }

    // =====================================================================================
    // Playing choices
    // =====================================================================================

    @Override
    protected void play(KeepChoice choice, EventSink ev) {
        act(choice, ev);
        settle(ev);
    }

    /** Plays every decision that has only one possible choice, so nobody is asked a question without options. */
    private void settle(EventSink ev) {
        while (!over && autoPhase()) {
            List<KeepChoice> c = legalChoices();
            if (c.size() != 1) {
                return;
            }
            act(c.get(0), ev);
        }
    }

    /**
     * Whether a decision with a single option may be played without asking. Not at the moments where a
     * player may play a Bonus card: asking only those who hold one would tell the table who does.
     */
    private boolean autoPhase() {
        return phase != P_S_START && phase != P_S_MOVE && phase != P_S_END && phase != P_H_FLASH
                && phase != P_C_WINDOW;
    }

    private void act(KeepChoice choice, EventSink ev) {
        switch (phase) {
            case P_HILT -> {
                hilt = ((ChooseHilt) choice).room();
                if (ev.enabled()) {
                    ev.emit(new Private(molSeat, "you hide the Hilt in " + k.roomLabel(hilt), R_SETUP));
                    ev.emit(new Told("Molasar secretly writes down the room of the Hilt", R_SETUP));
                }
                placeIdx = nextPawn(-1);
                phase = P_PLACE;
            }
            case P_PLACE -> {
                int r = ((Place) choice).room();
                pos[placeIdx] = r;
                if (ev.enabled()) {
                    ev.emit(new Told(k.ids[placeIdx].name() + " starts at " + k.roomLabel(r), R_SETUP));
                }
                int next = nextPawn(placeIdx);
                if (next >= 0) {
                    placeIdx = next;
                } else {
                    if (ev.enabled()) {
                        ev.emit(new Told("the SS guards stand on their dots and Molasar in his cell", R_SETUP));
                    }
                    beginSearcherTurn(nextPawn(-1), ev);
                }
            }
            case P_S_START -> actStart(choice, ev);
            case P_S_MOVE -> actMove(choice, ev);
            case P_NAZI -> {
                if (choice instanceof GuardStep gs) {
                    oneGuard = gs.guard();
                    guardStep(gs.guard(), gs.room(), ev, R_BONUS);
                    if (mp == 0) {
                        phase = P_S_START;
                    }
                } else {
                    phase = P_S_START;
                }
            }
            case P_S_END -> {
                if (choice instanceof PlayBonus pb) {
                    playBonusCard(pb.card(), ev);
                    if (ev.enabled()) {
                        ev.emit(new Told(k.ids[actor].name() + " takes an extra turn", R_BONUS));
                    }
                    beginSearcherTurn(actor, ev);
                } else {
                    advance(ev);
                }
            }
            case P_M_JUMP -> {
                int r = ((Jump) choice).room();
                int g = guardAt(r, -1);
                int from = mol;
                mol = r;
                ss[g] = -1;
                eaten++;
                ruledOut |= 1L << r;
                if (ev.enabled()) {
                    ev.emit(new Moved("Molasar", k.roomLabel(from), k.roomLabel(r), R_TURN));
                    ev.emit(new GuardEaten(g, k.roomLabel(r), eaten));
                }
                hazardWindow(0, ev);
            }
            case P_M_HAZARD -> {
                if (choice instanceof PlayHazard ph) {
                    playHazard(ph.card(), ev);
                } else {
                    continueAfterWindow(ev);
                }
            }
            case P_M_MOVE -> {
                if (choice instanceof Step st) {
                    int from = mol;
                    mol = st.room();
                    mp--;
                    ruledOut |= 1L << mol;
                    if (ev.enabled()) {
                        ev.emit(new Moved("Molasar", k.roomLabel(from), k.roomLabel(mol), R_MOLASAR));
                    }
                    if (searcherAt(mol, -1) >= 0) {
                        molHalted = true;
                    }
                } else {
                    hazardWindow(1, ev);
                }
            }
            case P_SS_START -> {
                if (choice instanceof GuardSearch gs) {
                    int die = rng.roll(6);
                    if (ev.enabled()) {
                        ev.emit(new Rolled("SS guard " + (gs.guard() + 1), die, "search for secret door "
                                + k.doorId[gs.door()], R_SECRET));
                    }
                    if (die <= 3) {
                        ssFound |= 1 << gs.door();
                        if (ev.enabled()) {
                            ev.emit(new Told("the SS find secret door " + k.doorId[gs.door()]
                                    + "; every guard now knows it", R_SECRET));
                        }
                        oneGuard = gs.guard();
                        mp = die;
                        phase = P_SS_SEARCH;
                    } else {
                        if (ev.enabled()) {
                            ev.emit(new Told("the SS fail to find the secret door", R_SECRET));
                        }
                        rollGuards(1, ev);
                    }
                } else {
                    rollGuards(2, ev);
                }
            }
            case P_SS_SEARCH -> {
                if (choice instanceof GuardStep gs) {
                    guardStep(gs.guard(), gs.room(), ev, R_SECRET);
                    if (mp == 0) {
                        rollGuards(1, ev);
                    }
                } else {
                    rollGuards(1, ev);
                }
            }
            case P_SS_MOVE -> {
                if (choice instanceof GuardStep gs) {
                    if (alert) {
                        if (gs.guard() != oneGuard) {
                            if (oneGuard >= 0) {
                                guardsDone |= 1 << oneGuard;
                            }
                            oneGuard = gs.guard();
                            mp = GENERAL_ALERT_MOVES;
                        }
                    }
                    guardStep(gs.guard(), gs.room(), ev, alert ? R_HAZARD : R_MOLASAR);
                    if (!alert && mp == 0) {
                        hazardWindow(2, ev);
                    }
                } else {
                    hazardWindow(2, ev);
                }
            }
            case P_H_FLASH -> {
                if (choice instanceof PlayBonus pb) {
                    playBonusCard(pb.card(), ev);
                    flashExempt |= 1 << flashSeat;
                }
                flashSeat++;
                nextFlash(ev);
            }
            case P_H_SUMMON -> {
                if (choice instanceof Summon su) {
                    int from = ss[su.guard()];
                    ss[su.guard()] = su.room();
                    summonLeft--;
                    if (ev.enabled()) {
                        ev.emit(new Moved("SS guard " + (su.guard() + 1), k.roomLabel(from), k.roomLabel(su.room()),
                                R_HAZARD));
                    }
                } else {
                    continueAfterWindow(ev);
                }
            }
            case P_H_TELEPORT -> {
                if (choice instanceof Teleport t) {
                    int from = mol;
                    mol = t.room();
                    ruledOut |= 1L << mol;
                    if (ev.enabled()) {
                        ev.emit(new Moved("Molasar", k.roomLabel(from), k.roomLabel(mol), R_HAZARD));
                    }
                    if (searcherAt(mol, -1) >= 0) {
                        molHalted = true;
                    }
                }
                continueAfterWindow(ev);
            }
            case P_C_PICK -> {
                int p = ((ResolveConflict) choice).pawn();
                startConflict(p, pendingConflict(p), ev);
            }
            case P_C_MOL, P_C_MOL_RE -> {
                molCommit = ((Commit) choice).card();
                if (ev.enabled()) {
                    ev.emit(new Private(molSeat, "you lay Conflict card " + k.conflictNumber[molCommit]
                            + " face down", R_CONFLICT));
                    ev.emit(new Told("Molasar lays a Conflict card face down", R_CONFLICT));
                }
                if (phase == P_C_MOL_RE || cDef >= 0) {
                    if (phase == P_C_MOL_RE) {
                        phase = P_C_WINDOW;
                    } else {
                        toDefenderCommit(ev);
                    }
                } else {
                    phase = P_C_DEFENDER;
                }
            }
            case P_C_DEFENDER -> {
                cDef = ((ChooseDefender) choice).seat();
                if (ev.enabled()) {
                    ev.emit(new Told(k.ids[cS].name() + " asks player " + (cDef + 1) + " to defend", R_CONFLICT));
                }
                toDefenderCommit(ev);
            }
            case P_C_DEF -> {
                defCommit = ((Commit) choice).card();
                if (ev.enabled()) {
                    ev.emit(new Private(cDef, "you lay Conflict card " + k.conflictNumber[defCommit]
                            + " face down", R_CONFLICT));
                    ev.emit(new Told("player " + (cDef + 1) + " lays a Conflict card face down", R_CONFLICT));
                }
                phase = P_C_WINDOW;
            }
            case P_C_WINDOW -> {
                if (choice instanceof PlayBonus pb) {
                    int effect = k.bonusEffect[pb.card()];
                    playBonusCard(pb.card(), ev);
                    if (effect == B_BLADE) {
                        blade = true;
                    } else {
                        sgCard = molCommit;
                        cKnown[sgCard] |= 1 << seatOf[cS];
                        if (ev.enabled()) {
                            ev.emit(new Private(seatOf[cS], "Molasar's card is Conflict card "
                                    + k.conflictNumber[sgCard] + " (" + molValue(sgCard) + ")", R_BONUS));
                        }
                        phase = P_C_SG;
                    }
                } else {
                    reveal(ev);
                }
            }
            case P_C_SG -> {
                if (choice instanceof DemandOther) {
                    if (ev.enabled()) {
                        ev.emit(new Told("Molasar must take back his card and play another", R_BONUS));
                    }
                    molCommit = -1;
                    phase = P_C_MOL_RE;
                } else {
                    phase = P_C_WINDOW;
                }
            }
            case P_C_DISCARD -> {
                int c = ((DiscardBonus) choice).card();
                bLoc[c] = DISCARD;
                if (ev.enabled()) {
                    ev.emit(new Told("player " + (cDef + 1) + " discards " + k.bonusName[c] + " (hand limit)", R_BONUS));
                }
                startRetreat(ev);
            }
            case P_C_RETREAT -> actRetreat(choice, ev);
            default -> throw new IllegalStateException("unknown phase " + phase);
        }
    }

    int molValue(int card) {
        return cE == ENEMY_MOL ? k.redMol[card] : k.redNazi[card];
    }

    /** The next Searcher pawn in ID order after {@code p}, or -1. */
    int nextPawn(int p) {
        for (int q = p + 1; q < 5; q++) {
            if (seatOf[q] >= 0) {
                return q;
            }
        }
        return -1;
    }

    // ---------------------------------- Searcher turn ----------------------------------

    void beginSearcherTurn(int p, EventSink ev) {
        actor = p;
        phase = P_S_START;
        turnStartRoom = pos[p];
        mp = 0;
        stepped = false;
        halted = false;
        ordinaryRoll = false;
        passActive = false;
        ssHalt = 0;
        midGuard = -1;
        oneGuard = -1;
        if (ev.enabled()) {
            ev.emit(new Told("turn " + round + ": " + k.ids[p].name() + " (player " + (seatOf[p] + 1) + ")", R_TURN));
        }
    }

    private void actStart(KeepChoice choice, EventSink ev) {
        int p = actor;
        if (choice instanceof Place pl) {
            pos[p] = pl.room();
            turnStartRoom = -1;
            if (ev.enabled()) {
                ev.emit(new Told(k.ids[p].name() + " re-enters the Keep at " + k.roomLabel(pl.room()), R_RETREAT));
            }
            if (stopsIn(p, pl.room(), passActive)) {
                endMovement(ev);
            }
        } else if (choice instanceof Stay) {
            endMovement(ev);
        } else if (choice instanceof Roll) {
            rollMovement(ev);
        } else if (choice instanceof Search s) {
            found(p, s.door(), ev);
            if (p == CUZA) {
                if (ev.enabled()) {
                    ev.emit(new Told("Dr. Cuza opens secret door " + k.doorId[s.door()] + " without rolling", R_ID));
                }
                rollMovement(ev);
            } else {
                int die = rng.roll(6);
                if (ev.enabled()) {
                    ev.emit(new Rolled(k.ids[p].name(), die, "search for secret door " + k.doorId[s.door()], R_SECRET));
                }
                if (die <= 3) {
                    if (ev.enabled()) {
                        ev.emit(new Told(k.ids[p].name() + " finds secret door " + k.doorId[s.door()]
                                + " and moves on with the same roll", R_SECRET));
                    }
                    mp = die + (p == EVA ? 1 : 0);
                    ordinaryRoll = false;
                    phase = P_S_MOVE;
                } else {
                    found[p] &= ~(1 << s.door());
                    if (ev.enabled()) {
                        ev.emit(new Told(k.ids[p].name() + " does not find the secret door; the turn ends", R_SECRET));
                    }
                    endMovement(ev);
                }
            }
        } else if (choice instanceof PlayBonus pb) {
            int effect = k.bonusEffect[pb.card()];
            playBonusCard(pb.card(), ev);
            switch (effect) {
                case B_FLASHLIGHT -> flashExempt |= 1 << seatOf[p];
                case B_PASS -> passActive = true;
                case B_MOVE_NAZI -> {
                    phase = P_NAZI;
                    mp = MOVE_NAZI_MOVES;
                    oneGuard = -1;
                    ssHalt = 0;
                }
                case B_SECRET_ENTRANCE -> {
                    int door = searchableDoor(p);
                    found(p, door, ev);
                    if (ev.enabled()) {
                        ev.emit(new Told(k.ids[p].name() + " finds secret door " + k.doorId[door] + " without rolling",
                                R_BONUS));
                    }
                    rollMovement(ev);
                }
                default -> throw new IllegalStateException("bonus card not playable at the start of a turn");
            }
        }
    }

    private void found(int p, int door, EventSink ev) {
        found[p] |= 1 << door;
    }

    private void rollMovement(EventSink ev) {
        int p = actor;
        int die = rng.roll(6);
        mp = die + (p == EVA ? 1 : 0);
        ordinaryRoll = true;
        if (ev.enabled()) {
            ev.emit(new Rolled(k.ids[p].name(), die, p == EVA ? "movement, +1 for Eva" : "movement", R_SEARCHER));
        }
        phase = P_S_MOVE;
    }

    private void actMove(KeepChoice choice, EventSink ev) {
        int p = actor;
        if (choice instanceof Step st) {
            int from = pos[p];
            pos[p] = st.room();
            mp--;
            stepped = true;
            if (ev.enabled()) {
                ev.emit(new Moved(k.ids[p].name(), k.roomLabel(from), k.roomLabel(st.room()), R_SEARCHER));
            }
            if (stopsIn(p, st.room(), passActive)) {
                halted = true;
                if (ev.enabled()) {
                    ev.emit(new Told(k.ids[p].name() + " must stop: " + enemyName(enemyAt(st.room())) + " is here",
                            R_SEARCHER));
                }
                if (p != WOERMANN) {
                    endMovement(ev);
                    return;
                }
            }
        } else if (choice instanceof GuardStep gs) {
            stepped = true;
            guardStep(gs.guard(), gs.room(), ev, R_ID);
        } else if (choice instanceof PlayBonus pb) {
            int effect = k.bonusEffect[pb.card()];
            playBonusCard(pb.card(), ev);
            if (effect == B_REROLL) {
                rollMovement(ev);
            } else {
                passActive = true;
            }
            return;
        } else {
            endMovement(ev);
            return;
        }
        if (mp == 0 && midGuard < 0 && validEnd(p, pos[p])) {
            endMovement(ev);
        }
    }

    /** Moves a guard one room, spending one point of {@link #mp}; it halts on meeting a Searcher. */
    private void guardStep(int g, int r, EventSink ev, String rule) {
        int from = ss[g];
        ss[g] = r;
        mp--;
        if (ev.enabled()) {
            ev.emit(new Moved("SS guard " + (g + 1), k.roomLabel(from), k.roomLabel(r), rule));
        }
        if (searcherAt(r, -1) >= 0) {
            ssHalt |= 1 << g;
        }
        midGuard = validEnd(K_GUARD + g, r) ? -1 : g;
    }

    private void endMovement(EventSink ev) {
        mp = 0;
        beginConflicts(ev);
    }

    // ---------------------------------- Molasar turn ----------------------------------

    void beginMolasarTurn(EventSink ev) {
        actor = MOL;
        molTurns++;
        powerFailure = false;
        flashExempt = 0;
        hazPlayed = false;
        alert = false;
        molHalted = false;
        ssHalt = 0;
        midGuard = -1;
        oneGuard = -1;
        guardsDone = 0;
        if (molTurns >= LAST_TURN) {
            over = true;
            winner = molSeat;
            if (ev.enabled()) {
                ev.emit(new GameOver("Molasar's " + LAST_TURN + "th turn has come and nobody has found the Hilt: "
                        + "Molasar wins"));
            }
            return;
        }
        if (ev.enabled()) {
            ev.emit(new Told("turn " + round + ": Molasar's turn " + molTurns, R_TURN));
        }
        for (int g = 0; g < 12; g++) {
            if (ss[g] >= 0 && ss[g] != hilt) {
                phase = P_M_JUMP;
                return;
            }
        }
        boolean guardsLeft = false;
        for (int g = 0; g < 12; g++) {
            guardsLeft |= ss[g] >= 0;
        }
        if (guardsLeft && hilt >= 0) {
            // the only guard left stands in the Hilt room, which Molasar may not enter: that tells everybody
            ruledOut |= k.cellar & ~(1L << hilt);
        }
        if (ev.enabled()) {
            ev.emit(new Told("no SS guard Molasar may reach: he eats nothing this turn"
                    + (guardsLeft ? "; the last guard stands in the Hilt room" : ""), R_TURN));
        }
        hazardWindow(0, ev);
    }

    private void hazardWindow(int w, EventSink ev) {
        hazWin = w;
        if (!hazPlayed && hazards != 0) {
            phase = P_M_HAZARD;
        } else {
            continueAfterWindow(ev);
        }
    }

    private void continueAfterWindow(EventSink ev) {
        switch (hazWin) {
            case 0 -> {
                int a = rng.roll(6);
                int b = rng.roll(6);
                mp = molHalted ? 0 : a + b;
                if (ev.enabled()) {
                    ev.emit(new Rolled("Molasar", a, "his movement, first die", R_MOLASAR));
                    ev.emit(new Rolled("Molasar", b, "his movement, second die", R_MOLASAR));
                }
                phase = P_M_MOVE;
            }
            case 1 -> startGuardPhase(ev);
            default -> beginConflicts(ev);
        }
    }

    private void startGuardPhase(EventSink ev) {
        ssHalt = 0;
        midGuard = -1;
        oneGuard = -1;
        guardsDone = 0;
        boolean any = false;
        for (int g = 0; g < 12; g++) {
            any |= ss[g] >= 0;
        }
        if (!any) {
            hazardWindow(2, ev);
            return;
        }
        if (alert) {
            mp = GENERAL_ALERT_MOVES;
            if (ev.enabled()) {
                ev.emit(new Told("General Alert: every SS guard may move up to five rooms", R_HAZARD));
            }
            phase = P_SS_MOVE;
        } else {
            phase = P_SS_START;
        }
    }

    /** Rolls the remaining guard dice ({@code dice} of them) into one pool. */
    private void rollGuards(int dice, EventSink ev) {
        int total = 0;
        for (int i = 0; i < dice; i++) {
            int d = rng.roll(6);
            total += d;
            if (ev.enabled()) {
                ev.emit(new Rolled("Molasar", d, "SS guard movement", R_MOLASAR));
            }
        }
        mp = total;
        midGuard = -1;
        oneGuard = -1;
        phase = P_SS_MOVE;
    }

    private void playHazard(int h, EventSink ev) {
        hazards &= ~(1 << h);
        hazPlayed = true;
        used[molSeat * 18 + 12 + h]++;
        if (ev.enabled()) {
            ev.emit(new Told("Molasar plays the Hazard card " + k.hazardName[h], R_HAZARD));
        }
        switch (k.hazardEffect[h]) {
            case H_EVIL -> {
                for (int s = 0; s < seats; s++) {
                    int n = s == molSeat ? 0 : bonusCount(s);
                    if (n > 0) {
                        int pick = rng.nextInt(n);
                        for (int c = 0; c < 12; c++) {
                            if (bLoc[c] == s && pick-- == 0) {
                                bLoc[c] = DISCARD;
                                if (ev.enabled()) {
                                    ev.emit(new Told("player " + (s + 1) + " loses " + k.bonusName[c], R_HAZARD));
                                }
                                break;
                            }
                        }
                    }
                }
                continueAfterWindow(ev);
            }
            case H_POWER -> {
                powerFailure = true;
                flashSeat = 0;
                nextFlash(ev);
            }
            case H_SUMMON -> {
                summonLeft = 2;
                phase = P_H_SUMMON;
            }
            case H_ALERT -> {
                alert = true;
                continueAfterWindow(ev);
            }
            case H_PASSAGE -> {
                teleportTargets = k.secretRooms;
                phase = P_H_TELEPORT;
            }
            case H_MAGIC -> {
                teleportTargets = k.stairs;
                phase = P_H_TELEPORT;
            }
            default -> throw new IllegalStateException("unknown hazard");
        }
    }

    /** Offers a Flashlight, in answer to Power Failure, to the next Searcher player holding one. */
    private void nextFlash(EventSink ev) {
        while (flashSeat < seats) {
            if (flashSeat != molSeat) {
                phase = P_H_FLASH;
                return;
            }
            flashSeat++;
        }
        continueAfterWindow(ev);
    }

    // ---------------------------------- conflicts ----------------------------------

    private void beginConflicts(EventSink ev) {
        nextConflict(ev);
    }

    private void nextConflict(EventSink ev) {
        for (int p = 0; p < 5; p++) {
            if (pendingConflict(p) >= 0) {
                phase = P_C_PICK;
                return;
            }
        }
        endTurn(ev);
    }

    void startConflict(int p, int e, EventSink ev) {
        cS = p;
        cE = e;
        cDef = -1;
        blade = false;
        molCommit = -1;
        defCommit = -1;
        sgCard = -1;
        if (ev.enabled()) {
            ev.emit(new Told("conflict in " + k.roomLabel(pos[p]) + ": " + k.ids[p].name() + " against " + enemyName(e),
                    R_CONFLICT));
        }
        toMolasarCommit(ev);
    }

    private void toMolasarCommit(EventSink ev) {
        if (handSize(molSeat) == 0) {
            refill(molSeat, MOLASAR_HAND, ev);
        }
        phase = P_C_MOL;
    }

    private void toDefenderCommit(EventSink ev) {
        if (handSize(cDef) == 0) {
            refill(cDef, SEARCHER_HAND, ev);
        }
        phase = P_C_DEF;
    }

    /** The Searcher side's bonus from the pawn in conflict (not the defender's): abilities and The Blade. */
    int searcherBonus() {
        int b = 0;
        if (cS == FONESCU && cE != ENEMY_MOL) {
            b++;
        }
        if (cS == GLAEKEN && cE == ENEMY_MOL) {
            b++;
        }
        if (blade && cE == ENEMY_MOL) {
            b += 2;
        }
        return b;
    }

    private void reveal(EventSink ev) {
        int mc = molCommit;
        int dc = defCommit;
        int mv = molValue(mc);
        int dv = cE == ENEMY_MOL ? k.whiteMol[dc] : k.whiteNazi[dc];
        int bonus = searcherBonus();
        int sv = dv + bonus;
        discardConflict(mc);
        discardConflict(dc);
        molCommit = -1;
        defCommit = -1;
        sgCard = -1;
        if (sv == mv) {
            if (ev.enabled()) {
                ev.emit(new CardsRevealed(mc, mv, cDef, dc, dv, bonus, "a tie: the conflict is played again"));
            }
            toMolasarCommit(ev);
            return;
        }
        refill(molSeat, MOLASAR_HAND, ev);
        refill(cDef, SEARCHER_HAND, ev);
        resolved[cS] |= 1 << cE;
        int diff = Math.abs(sv - mv);
        rLeft = diff;
        rStepped = false;
        if (sv > mv) {
            if (ev.enabled()) {
                ev.emit(new CardsRevealed(mc, mv, cDef, dc, dv, bonus, "the Searchers win; " + enemyName(cE)
                        + " retreats up to " + diff + " rooms"));
            }
            rPawn = cE == ENEMY_MOL ? K_MOL : K_GUARD + cE;
            rController = seatOf[cS];
            drawBonus(cDef, ev);
            if (bonusCount(cDef) > BONUS_LIMIT) {
                phase = P_C_DISCARD;
                return;
            }
        } else {
            if (ev.enabled()) {
                ev.emit(new CardsRevealed(mc, mv, cDef, dc, dv, bonus, "Molasar wins; " + k.ids[cS].name()
                        + " retreats up to " + diff + " rooms"));
            }
            rPawn = cS;
            rController = molSeat;
        }
        startRetreat(ev);
    }

    private void startRetreat(EventSink ev) {
        phase = P_C_RETREAT;
    }

    private void actRetreat(KeepChoice choice, EventSink ev) {
        if (choice instanceof Step st && rPawn == K_MOL && st.room() == hilt) {
            // Molasar may never enter the Hilt room: the attempt fails, and now everybody knows where it is
            ruledOut |= k.cellar & ~(1L << hilt);
            rStepped = true;
            if (ev.enabled()) {
                ev.emit(new Told("Molasar cannot be pushed into " + k.roomLabel(hilt)
                        + ": the Hilt is hidden there, and now every player knows it", R_RETREAT));
            }
            return;
        }
        if (choice instanceof Step st) {
            int from = roomOf(rPawn);
            if (rPawn < 5) {
                pos[rPawn] = st.room();
            } else if (rPawn == K_MOL) {
                mol = st.room();
                ruledOut |= 1L << mol;
            } else {
                ss[rPawn - K_GUARD] = st.room();
            }
            rLeft--;
            rStepped = true;
            if (ev.enabled()) {
                ev.emit(new Moved(pawnName(rPawn), k.roomLabel(from), k.roomLabel(st.room()), R_RETREAT));
            }
            if (stopsIn(rPawn, st.room(), false) || rLeft == 0) {
                endRetreat(ev);
            }
        } else if (choice instanceof GuardStep gs) {
            // a retreating guard is listed as a guard step
            int from = ss[gs.guard()];
            ss[gs.guard()] = gs.room();
            rLeft--;
            rStepped = true;
            if (ev.enabled()) {
                ev.emit(new Moved(pawnName(rPawn), k.roomLabel(from), k.roomLabel(gs.room()), R_RETREAT));
            }
            if (stopsIn(rPawn, gs.room(), false) || rLeft == 0) {
                endRetreat(ev);
            }
        } else if (choice instanceof LeaveKeep) {
            if (ev.enabled()) {
                ev.emit(new Told(k.ids[rPawn].name() + " is driven out of the Keep", R_RETREAT));
            }
            pos[rPawn] = OUTSIDE;
            rStepped = true;
            endRetreat(ev);
        } else {
            endRetreat(ev);
        }
    }

    private void endRetreat(EventSink ev) {
        int pawn = rPawn;
        boolean moved = rStepped;
        rPawn = -1;
        rLeft = 0;
        rController = -1;
        rStepped = false;
        cS = -1;
        cE = -1;
        cDef = -1;
        blade = false;
        if (moved) {
            // a retreat into a room with an opponent is a new conflict, played at once
            if (pawn < 5) {
                int e = enemyAt(pos[pawn]);
                if (e >= 0) {
                    startConflict(pawn, e, ev);
                    return;
                }
            } else {
                int room = roomOf(pawn);
                int p = searcherAt(room, -1);
                if (p >= 0) {
                    startConflict(p, pawn == K_MOL ? ENEMY_MOL : pawn - K_GUARD, ev);
                    return;
                }
            }
        }
        nextConflict(ev);
    }

    // ---------------------------------- end of turn ----------------------------------

    private void endTurn(EventSink ev) {
        for (int p = 0; p < 5; p++) {
            if (pos[p] >= 0 && pos[p] == hilt) {
                over = true;
                winner = seatOf[p];
                winningPawn = p;
                if (ev.enabled()) {
                    ev.emit(new GameOver(k.ids[p].name() + " stands in " + k.roomLabel(hilt)
                            + ", where the Hilt is hidden: player " + (winner + 1) + " wins"));
                }
                return;
            }
        }
        for (int p = 0; p < 5; p++) {
            if (pos[p] >= 0 && k.isCellar(pos[p]) && (ruledOut >>> pos[p] & 1) == 0) {
                ruledOut |= 1L << pos[p];
                if (ev.enabled()) {
                    ev.emit(new Told("the Hilt is not in " + k.roomLabel(pos[p]), R_WIN));
                }
            }
        }
        Arrays.fill(resolved, 0);
        passActive = false;
        if (actor != MOL) {
            phase = P_S_END;
            return;
        }
        advance(ev);
    }

    private void advance(EventSink ev) {
        if (actor != MOL) {
            int next = nextPawn(actor);
            if (next >= 0) {
                beginSearcherTurn(next, ev);
            } else {
                beginMolasarTurn(ev);
            }
        } else {
            round++;
            beginSearcherTurn(nextPawn(-1), ev);
        }
    }

    // ---------------------------------- accessors for views, bots and tests ----------------------------------

    @Override
    public List<ItemUse> itemUses() {
        List<ItemUse> out = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            java.util.Map<String, Integer> bySeat = new java.util.TreeMap<>();
            for (int i = 0; i < 18; i++) {
                int n = used[seat * 18 + i];
                if (n > 0) {
                    bySeat.merge(i < 12 ? k.bonusName[i] : k.hazardName[i - 12], n, Integer::sum);
                }
            }
            final int who = seat;
            bySeat.forEach((name, n) -> out.add(new ItemUse(name, who, n)));
        }
        return out;
    }

    public int molasarSeat() {
        return molSeat;
    }

    public int seatOfPawn(int p) {
        return seatOf[p];
    }

    public int pawnRoom(int p) {
        return pos[p];
    }

    public int guardRoom(int g) {
        return ss[g];
    }

    public int molasarRoom() {
        return mol;
    }

    public long ruledOut() {
        return ruledOut;
    }

    public int molasarTurns() {
        return molTurns;
    }

    public int round() {
        return round;
    }

    Content content() {
        return k;
    }
}
