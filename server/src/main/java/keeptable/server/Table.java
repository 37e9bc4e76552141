package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.UndoRule;
import keeptable.engine.agent.Agents;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;

/**
 * One game on the server: its setup, the live state, seat tokens and the event log. Every change
 * happens under the table's monitor; a choice is stored before the state moves on.
 */
final class Table {
    /** Where a table stands: play goes on, the game is over, or the table is stopped (see {@link #problem}). */
    enum Standing {
        RUNNING, FINISHED, STOPPED
    }

    /** An event and the step (choice number) that caused it. */
    record Logged(int step, Event event) {
    }

    final String id;
    final GameModule game;
    final Setup setup;
    final ObjectMapper mapper;
    final long createdAt;
    /** Per seat: the SHA-256 of a human seat's secret token, null while open (and for bots). */
    final String[] tokenHashes;
    /** Per seat: when its token was last used, as far as this server knows (see {@link SeatTokens}). */
    final long[] tokenUsedAt;
    /** Per seat: the key of the account it belongs to (its token works only in that account's session), or null. */
    final String[] accounts;
    final List<Choice> choices = new ArrayList<>();
    /** Each choice as it is stored (the store checks a writer's last one before it takes the next). */
    final List<String> storedChoices = new ArrayList<>();
    final List<Long> fingerprints = new ArrayList<>();
    final List<Logged> log = new ArrayList<>();
    /** The client (its address) that created the table, for the bots' turns; null when read from the store. */
    volatile String client;
    /** When someone last asked for the table or played at it (System.currentTimeMillis). */
    volatile long lastUsed = System.currentTimeMillis();
    /** Whether this copy left memory (see {@link Tables#unloadIdle}); whoever holds it asks for the table again. */
    volatile boolean unloaded;
    /** The campaign this table's game belongs to, or null. */
    final String campaignId;
    State state;
    /** The state before the last choice, and the seat that made it (null and -1 at the start). */
    State previous;
    int lastMover = -1;
    /** Chance for the bots' determinizations (never the game's own chance). */
    final Rng botRng;
    /** The step a bot has been asked to play, or -1. */
    int botPending = -1;
    /**
     * Counts the bot moves asked for; an undo or a stop moves it on, so a bot move asked for before
     * then is dropped rather than played on another position.
     */
    long botRound;
    /** Whether a hint is being searched for this table (one at a time). */
    boolean hinting;
    /**
     * Why this table cannot go on, or null: the rules failed, or its stored record parts from these
     * rules. A stopped table is kept and stays readable; nobody plays at it.
     */
    String problem;
    /** The rules version its record is kept under (the game's own, unless it is kept read-only). */
    String rulesVersion;
    /** Earlier rules versions its record was carried over from ("1.0 until step 12"), or null. */
    String rulesHistory;
    /** The number of the last chat line this node told the table's clients (see {@link TableChat}). */
    int chatSeen;
    /** The chat lines deleted by a moderator that this node told the table's clients of. */
    final java.util.Set<Integer> chatDeletedTold = new java.util.HashSet<>();
    /** Whether its creator chose the seed it was dealt from (see {@link Deal}): the lobby says so. */
    boolean chosenSeed;
    /** How the table is played turn by turn, or null for a live table. */
    TurnBased turnBased;
    /** Per seat: the bot playing it for its player (see {@link StandIns}), or null while the player plays. */
    final String[] standIns;
    /** When the time of the seat to move runs out (milliseconds since the epoch), or 0 while no clock runs. */
    long clockDue;

    Table(String id, GameModule game, Setup setup, long createdAt, String[] tokenHashes, String campaignId) {
        this.id = id;
        this.campaignId = campaignId;
        this.game = game;
        this.setup = setup;
        this.mapper = game.json();
        this.createdAt = createdAt;
        this.tokenHashes = tokenHashes;
        this.tokenUsedAt = new long[tokenHashes.length];
        this.accounts = new String[tokenHashes.length];
        this.standIns = new String[tokenHashes.length];
        this.state = game.newGame(setup);
        this.rulesVersion = game.rulesVersion();
        this.botRng = new Rng(setup.seed() * 0x9E3779B97F4A7C15L + 17);
        fingerprints.add(state.fingerprint());
    }

    /** Where this table stands (call under its monitor). */
    Standing standing() {
        return problem != null ? Standing.STOPPED : state.isOver() ? Standing.FINISHED : Standing.RUNNING;
    }

    boolean isBot(int seat) {
        return Agents.isBot(setup.seats().get(seat).agent());
    }

    /** The kind of bot that plays this seat now (its own, or one standing in for its player), or null. */
    String botOf(int seat) {
        return isBot(seat) ? setup.seats().get(seat).agent() : standIns[seat];
    }

    /** The seat this token belongs to, or -1 (whether it expired is {@link SeatTokens}'s to say). */
    int seatOf(String token) {
        for (int i = 0; i < tokenHashes.length; i++) {
            if (Secrets.matches(tokenHashes[i], token)) {
                return i;
            }
        }
        return -1;
    }

    /** The seat of the account with this key at this table, or -1. */
    int seatOfAccount(String accountKey) {
        for (int i = 0; i < accounts.length; i++) {
            if (accountKey.equals(accounts[i])) {
                return i;
            }
        }
        return -1;
    }

    /** Applies a choice to a copy; the caller stores it and then calls {@link #commit}. */
    State tryApply(Choice choice, EventSink.Collector events) {
        State next = state.copy();
        next.apply(choice, events);
        return next;
    }

    void commit(Choice choice, String stored, State next, List<Event> events) {
        storedChoices.add(stored);
        previous = state;
        lastMover = state.toMove();
        state = next;
        choices.add(choice);
        fingerprints.add(next.fingerprint());
        for (Event e : events) {
            log.add(new Logged(next.step(), e));
        }
    }

    /**
     * Whether {@code seat} may take back the last choice: it made it, the table is not stopped, and the
     * engine's undo rule allows it (a co-operative game, nothing drawn on chance, no event of that choice
     * in the log revealing anything).
     */
    boolean mayUndo(int seat) {
        return seat >= 0 && seat == lastMover && previous != null && problem == null
                && UndoRule.allows(game, previous, state, lastEvents());
    }

    /**
     * Why {@code seat} may not take back the last choice, in the words its player reads (the one reason that holds),
     * or null when it may (the table not stopped: that is asked first).
     */
    String undoRefusal(int seat) {
        if (previous == null) {
            return UndoRule.NOTHING_PLAYED;
        }
        String maker = setup.seats().get(lastMover).name();
        String said = previous.describe(choices.get(choices.size() - 1));
        UndoRule.Refusal why = UndoRule.why(game, previous, state, lastEvents());
        if (why == UndoRule.Refusal.TURN_PASSED && seat != lastMover) {
            return UndoRule.notChosenYet(maker, said);
        }
        if (why == null) {
            return seat == lastMover ? null : UndoRule.notYours(maker);
        }
        return why.told(seat == lastMover ? "your" : maker + "'s", said,
                state.toMove() < 0 ? "" : setup.seats().get(state.toMove()).name());
    }

    /** The logged events of the last choice. */
    private List<Event> lastEvents() {
        List<Event> out = new ArrayList<>();
        for (int i = log.size() - 1; i >= 0 && log.get(i).step() == state.step(); i--) {
            out.add(log.get(i).event());
        }
        return out;
    }

    /** Takes back the last choice (already removed from the store): the state, record and log step back. */
    void undoLast() {
        int step = state.step();
        state = previous;
        choices.remove(choices.size() - 1);
        storedChoices.remove(storedChoices.size() - 1);
        fingerprints.remove(fingerprints.size() - 1);
        log.removeIf(l -> l.step() == step);
        previous = null;
        lastMover = -1;
        if (!choices.isEmpty()) {
            State s = game.newGame(setup);
            for (int i = 0; i < choices.size() - 1; i++) {
                s.apply(choices.get(i));
            }
            previous = s;
            lastMover = s.toMove();
        }
    }

    /** The last step of the history this table holds, as the store must hold it too. */
    Db.Held held() {
        return choices.isEmpty() ? Db.Held.START
                : new Db.Held(storedChoices.get(storedChoices.size() - 1), fingerprints.get(fingerprints.size() - 1));
    }

    /** Drops any bot move asked for and not yet played. */
    void forgetBotMove() {
        botPending = -1;
        botRound++;
    }

    JsonNode choiceNode(Choice c) {
        try {
            return mapper.readTree(mapper.writerFor(game.choiceType()).writeValueAsString(c));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    String choiceText(Choice c) {
        return choiceNode(c).toString();
    }

    GameRecord record() {
        long[] prints = new long[fingerprints.size()];
        for (int i = 0; i < prints.length; i++) {
            prints[i] = fingerprints.get(i);
        }
        return new GameRecord(game.id(), rulesVersion, setup, choices, prints, state.outcome());
    }

    /** Whether the seat (or a spectator) may hear this event. */
    boolean visible(Event e, int seat) {
        return Audience.hears(e, seat, setup.size());
    }

    ObjectNode eventNode(Logged l) {
        ObjectNode n = mapper.createObjectNode();
        n.put("step", l.step());
        n.put("text", l.event().text());
        n.put("rule", l.event().rule());
        return n;
    }

    /** The table as the lobby lists it: no secrets. */
    ObjectNode summary() {
        ObjectNode n = mapper.createObjectNode();
        n.put("id", id);
        n.put("game", game.id());
        n.put("title", game.title());
        n.put("step", state.step());
        n.put("toMove", state.toMove());
        n.put("over", state.isOver());
        n.put("createdAt", createdAt);
        Outcome o = state.outcome();
        if (o != null) {
            n.put("outcome", o.reason());
            ArrayNode w = n.putArray("winners");
            o.winners().forEach(w::add);
            n.set("results", mapper.valueToTree(o.results()));
            if (o.progress() != null) {
                n.set("progress", mapper.valueToTree(o.progress()));
            }
        }
        if (problem != null) {
            n.put("problem", problem);
        }
        n.put("rulesVersion", rulesVersion);
        if (rulesHistory != null) {
            n.put("rulesHistory", rulesHistory);
        }
        if (campaignId != null) {
            n.put("campaign", campaignId);
        }
        n.put("chosenSeed", chosenSeed);
        n.put("cooperative", game.cooperative());
        ArrayNode seats = n.putArray("seats");
        for (int i = 0; i < setup.size(); i++) {
            ObjectNode s = seats.addObject();
            s.put("seat", i);
            s.put("name", setup.seats().get(i).name());
            String agent = setup.seats().get(i).agent();
            s.put("agent", agent);
            s.put("bot", isBot(i));
            s.put("open", !isBot(i) && tokenHashes[i] == null);
            putStandIn(s, i);
        }
        putTurns(n);
        return n;
    }

    /** Says on a seat's node that a bot plays it for its player ("easy", "normal", "hard" or "skipping"). */
    void putStandIn(ObjectNode seatNode, int seat) {
        if (standIns[seat] != null) {
            seatNode.put("standIn", standIns[seat].equals(TurnBased.SKIPPING) ? "skipping"
                    : TurnBased.strengthOf(standIns[seat]));
        }
    }

    /** Says how a turn-based table is played and when the time of the seat to move runs out (nothing for a live one). */
    void putTurns(ObjectNode n) {
        if (turnBased == null) {
            return;
        }
        ObjectNode tb = n.putObject("turnBased");
        tb.put("moveSeconds", turnBased.moveSeconds());
        tb.put("moveMinutes", turnBased.moveSeconds() / 60);
        tb.put("onTimeout", turnBased.onTimeout().word());
        tb.put("bot", TurnBased.strengthOf(turnBased.bot()));
        if (clockDue > 0) {
            tb.put("clockDue", clockDue);
        }
    }
}
