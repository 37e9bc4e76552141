package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.State;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.Campaigns;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live tables and their campaigns: choices (stored before anyone hears of them), undo, bots
 * on a bounded pool, and what each connected client is told. A game's rules that throw anything
 * but a refusal stop the table in the open (see {@link #stop}).
 */
final class Tables implements BotTables {
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    private static final Pattern ID = Pattern.compile("[a-z0-9]{1,40}");
    private static final int FINISHED_KEPT = 64;
    /** A table in play that nobody watches or asks for this long, and that waits for no bot here, leaves memory. */
    static final long UNLOAD_AFTER_MS = 5 * 60_000;

    /** The tables in play (running or stopped) by id. */
    final Map<String, Table> byId = new ConcurrentHashMap<>();
    final Map<String, ServerCampaign> campaigns = new ConcurrentHashMap<>();
    final Map<String, Client> clients = new ConcurrentHashMap<>();
    /** Finished tables lately asked for, read back from the store; the least recently asked leaves first. */
    private final Map<String, Table> finished = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Table> eldest) {
            return size() > FINISHED_KEPT;
        }
    };
    final Bots bots;
    /** Runs after a game ends here (its last choice stored): the ratings weigh it. */
    volatile Runnable whenFinished = () -> { };
    /** Which seat a token holds, and whether it expired. */
    final SeatTokens seatTokens;
    /** Who is logged in (an account's seat is played only in its session). */
    final Sessions sessions;
    /** Turn-based tables' settings, clocks and stand-ins in the store. */
    final TurnRows turnRows;
    /** The writes of turn-based tables that go with each step and undo (set once the server has its parts). */
    private volatile Steps steps;
    /** How long each choice took to store, failed writes included. */
    final RecentTimes storeTimes = new RecentTimes();
    private final Db db;
    private final ClientRows clientRows;
    private final Metrics metrics;
    private final ObjectMapper json;
    private StoredTables stored;
    /** Told of a table this node holds from now on, read from the store (so it may have missed a change). */
    private volatile Consumer<String> heldFromStore = id -> { };
    /** For tests: runs after a table was read from the store and before it is held (to stage a race). */
    volatile Consumer<String> afterRead = id -> { };
    private volatile Leases leases;
    private volatile boolean closing;

    Tables(Db db, Metrics metrics, ObjectMapper json, ServerConfig config) {
        this.db = db;
        this.clientRows = new ClientRows(db);
        this.metrics = metrics;
        this.json = json;
        this.seatTokens = new SeatTokens(db);
        this.sessions = new Sessions(db);
        this.turnRows = new TurnRows(db);
        this.bots = new Bots(this, new BotBudgets(config.limits()), metrics, config.botThreads(),
                config.botDelayMs());
        bots.pool.scheduleWithFixedDelay(() -> {
            try {
                unloadIdle(UNLOAD_AFTER_MS);
            } catch (RuntimeException e) {
                LOG.error("event=unload_failed", e);
            }
        }, 30, 30, java.util.concurrent.TimeUnit.SECONDS);
    }

    /** Where finished tables are read back from when someone asks for one. */
    void readFrom(StoredTables store) {
        this.stored = store;
    }

    /**
     * Takes in every stored campaign and every stored table whose game is not over (from the store given to
     * {@link #readFrom}), and sets the bots of running tables going.
     */
    void resume() {
        for (ServerCampaign c : stored.campaigns()) {
            campaigns.put(c.id, c);
        }
        Map<Table.Standing, Integer> count = new EnumMap<>(Table.Standing.class);
        for (Table t : stored.unfinished()) {
            byId.put(t.id, t);
            count.merge(t.standing(), 1, Integer::sum);
            ServerCampaign campaign = t.campaignId == null ? null : campaigns.get(t.campaignId);
            if (campaign != null && !t.state.isOver()) {
                // a stopped game holds its campaign too: no second game may start from the same point
                campaign.runningTable = t.id;
            }
            synchronized (t) {
                scheduleBot(t);
            }
            LOG.info("event=table_resumed table={} game={} step={} over={} stopped={}", t.id, t.game.id(),
                    t.state.step(), t.state.isOver(), t.problem != null);
        }
        LOG.info("event=resume_done tables={}", count);
    }

    /**
     * The table of this id: in play (held in memory, or read back from the store if it was unloaded or
     * is another node's), or finished and read back from the store; null if there is none.
     */
    Table find(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            return null;
        }
        Table t = byId.get(id);
        if (t != null) {
            t.lastUsed = System.currentTimeMillis();
            return t;
        }
        synchronized (finished) {
            t = finished.get(id);
            if (t == null && stored != null) {
                t = stored.load(id);
                if (t != null && !t.state.isOver()) {
                    // unloaded here, or another node's table: this node serves it again, kept up by the
                    // announcements. A change stored while it was read was announced before it was held here,
                    // and so unheard: it is read once more, now that every later announcement reaches it.
                    afterRead.accept(id);
                    t.client = clientRows.clientOf(id);
                    Table held = byId.putIfAbsent(id, t);
                    if (held != null) {
                        return held;
                    }
                    heldFromStore.accept(id);
                    synchronized (t) {
                        scheduleBot(t);
                    }
                    return t;
                }
                if (t != null) {
                    finished.put(id, t);
                }
            }
            return t;
        }
    }

    /** Whom to tell of a table this node holds from now on, read from the store while it may have changed. */
    void whenHeldFromStore(Consumer<String> tell) {
        this.heldFromStore = tell;
    }

    /**
     * Lets go of the tables in play that nobody watches, that wait for no bot of this node and that
     * nobody asked for within {@code idleMs}: they are read back from the store when next asked for, so
     * memory holds what is being played, not the history of the node. Returns how many left.
     */
    int unloadIdle(long idleMs) {
        long now = System.currentTimeMillis();
        int unloaded = 0;
        for (Table t : byId.values()) {
            synchronized (t) {
                if (now - t.lastUsed < idleMs || t.hinting || watched(t)
                        || t.standing() == Table.Standing.RUNNING && t.botOf(t.state.toMove()) != null && runsBots(t)) {
                    continue;
                }
                t.unloaded = true;
                t.forgetBotMove();
                if (byId.remove(t.id, t)) {
                    unloaded++;
                }
            }
        }
        if (unloaded > 0) {
            LOG.info("event=tables_unloaded tables={} held={}", unloaded, byId.size());
        }
        return unloaded;
    }

    /**
     * The clients here that played {@code seat} of the table watch it as spectators from now on (its seat was handed
     * to another account): they are told why (call under the table's monitor).
     */
    void unseat(Table t, int seat) {
        for (Client c : clients.values()) {
            if (c.table == t && c.seat == seat) {
                c.seat = Audience.SPECTATOR;
                refuse(c, "this seat was handed to another player: you are watching the table now");
                deliver(c, true);
            }
        }
    }

    /** Whether a client here watches the table. */
    boolean watched(Table t) {
        for (Client c : clients.values()) {
            if (c.table == t) {
                return true;
            }
        }
        return false;
    }

    /** With several nodes on one database: which node runs which table's bots. */
    void runBotsBy(Leases l) {
        this.leases = l;
    }

    /** What a step or an undo writes besides the record (a turn-based table's clock and notices). */
    interface Steps {
        /** The writes that go with the step of {@code t} to {@code next}, or null (under the table's monitor). */
        StepWrites step(Table t, State next);

        /** The writes that go with taking {@code t} back to {@code back}, or null (under the table's monitor). */
        Db.Also undone(Table t, State back);
    }

    /** Writes made in a step's transaction; {@link #applied} once the step is stored and played here. */
    interface StepWrites extends Db.Also {
        void applied();
    }

    /** The clocks and notices of turn-based tables, told of every step and undo. */
    void writeWithSteps(Steps s) {
        this.steps = s;
    }

    /** This node's name among several, or null when it is alone. */
    String node() {
        return leases == null ? null : leases.node;
    }

    /** Whether several nodes share the database (so the store, not this node's memory, is the truth). */
    boolean clustered() {
        return leases != null;
    }

    /** Whether this node runs the table's bots (always, unless several nodes share the database). */
    @Override
    public boolean runsBots(Table t) {
        return runsBotsOf(t.id);
    }

    /** Whether this node runs the bots of the table of this id. */
    boolean runsBotsOf(String id) {
        return leases == null || leases.owns(id);
    }

    /** A new table, stored: it is in play here, and this node runs its bots. */
    void opened(Table t) {
        byId.put(t.id, t);
        if (leases != null) {
            leases.claim(t.id);
        }
    }

    /** A table whose game is over leaves memory (call under its monitor); it is read back on demand. */
    void retire(Table t) {
        synchronized (finished) {
            finished.put(t.id, t);
        }
        byId.remove(t.id);
    }

    /**
     * After a write refused because the store holds another history: this server's copy of the table
     * is stale. Reads the stored one, points the table's clients at it and shows it to them (call
     * under the stale copy's monitor).
     */
    void reload(Table stale) {
        reread(stale, "stale");
    }

    /**
     * Reads the table again from the store and points its clients at the new copy, which they are shown whole
     * (call under the old copy's monitor): after a write refused as stale, or a change to the seats (a name) that
     * the whole record is read again under. Anyone still holding the old copy is refused and sends again.
     */
    void reread(Table stale, String why) {
        Table fresh = stored == null ? null : stored.load(stale.id);
        if (fresh == null) {
            return;
        }
        stale.problem = "this server's copy of the table was replaced by the stored one; send again";
        stale.unloaded = true;
        fresh.client = stale.client;
        stale.forgetBotMove();
        if (fresh.state.isOver()) {
            retire(fresh);
        } else {
            byId.put(fresh.id, fresh);
        }
        synchronized (fresh) {
            for (Client c : clients.values()) {
                if (c.table == stale) {
                    c.table = fresh;
                    if (c.greeted()) {
                        deliver(c, true);
                    }
                }
            }
            scheduleBot(fresh);
        }
        if (why.equals("stale")) {
            LOG.warn("event=table_reloaded table={} step={}", fresh.id, fresh.state.step());
        } else {
            LOG.info("event=table_reread table={} step={} why={}", fresh.id, fresh.state.step(), why);
        }
    }

    /**
     * A table gone from the store (a moderator deleted it, here or on another node): it leaves memory
     * and its clients are closed with {@code reason} (call under its monitor).
     */
    void forget(Table t, String reason) {
        byId.remove(t.id);
        synchronized (finished) {
            finished.remove(t.id);
        }
        clients.values().removeIf(c -> {
            if (c.table == t) {
                c.ctx.closeSession(1000, reason);
                return true;
            }
            return false;
        });
    }

    @Override
    public boolean closing() {
        return closing;
    }

    /**
     * Stops a table whose rules (or bot) threw: logs it with the stack trace, counts it, stores why
     * (so a restart under the same rules does not try again) and tells every client. The record is
     * kept as it is. Call under the table's monitor. Returns the message the table now shows.
     */
    @Override
    public String stop(Table t, String during, Throwable e) {
        metrics.rulesFailures.incrementAndGet();
        int step = t.choices.size();
        LOG.error("event=rules_failed table={} game={} rules={} step={} during=\"{}\"", t.id, t.game.id(),
                t.game.rulesVersion(), step, during, e);
        if (t.problem != null) {
            return t.problem;
        }
        t.problem = "the rules failed at step " + step + " (" + during + "); the game is kept";
        t.forgetBotMove();
        try {
            db.markStopped(t.id, t.problem, t.game.rulesVersion());
        } catch (Db.StoreException store) {
            LOG.error("event=stop_not_stored table={} reason=\"{}\"", t.id, store.getMessage());
        }
        tellEveryone(t, false);
        return t.problem;
    }

    /**
     * Plays a choice for a seat if it is that seat's turn at that step and the rules allow it: stores
     * it, then tells every client. Returns why it was refused, or null.
     */
    @Override
    public String submit(Table t, int seat, int step, Choice choice) {
        synchronized (t) {
            if (t.problem != null) {
                return "this table is stopped: " + t.problem;
            }
            if (closing) {
                return "the server is shutting down";
            }
            if (t.state.isOver()) {
                return "the game is over";
            }
            if (step != t.state.step()) {
                return "stale: the choice was made at step " + step + " but the game is at step " + t.state.step();
            }
            if (t.state.toMove() != seat) {
                return "not your turn: " + t.setup.seats().get(t.state.toMove()).name() + " is to move";
            }
            EventSink.Collector events = EventSink.collect();
            State next;
            String outcome = null;
            ServerCampaign campaign = null;
            Campaign after = null;
            String choiceText;
            long print;
            try {
                next = t.tryApply(choice, events);
                if (next.isOver()) {
                    outcome = outcomeJson(next);
                    campaign = t.campaignId == null ? null : campaigns.get(t.campaignId);
                }
                after = campaign == null ? null
                        : Campaigns.after(t.game.campaign(), Campaigns.of(t.game.campaign(), t.setup), next);
                choiceText = t.choiceText(choice);
                print = next.fingerprint();
            } catch (IllegalChoiceException e) {
                return "illegal choice: " + e.getMessage();
            } catch (RuntimeException | StackOverflowError e) {
                return stop(t, "playing '" + choice + "' for seat " + (seat + 1), e);
            }
            StepWrites turn = steps == null ? null : steps.step(t, next);
            long writing = System.nanoTime();
            try {
                db.appendChoice(t.id, next.step(), choiceText, print, next.isOver(), outcome,
                        after == null ? null : new Db.CampaignUpdate(campaign.id, Campaigns.write(after)), t.held(),
                        turn);
                storeTimes.add(System.nanoTime() - writing);
            } catch (Db.StoreConflict e) {
                LOG.warn("event=store_conflict table={} step={} reason=\"{}\"", t.id, next.step(), e.getMessage());
                reload(t);
                return "the choice was not stored: " + e.getMessage() + "; the table is read again from the store";
            } catch (Db.StoreException e) {
                storeTimes.add(System.nanoTime() - writing);
                LOG.error("event=store_failed table={} step={} reason=\"{}\"", t.id, next.step(), e.getMessage());
                return NOT_STORED + "; try again";
            }
            t.commit(choice, choiceText, next, events.events());
            if (turn != null) {
                turn.applied();
            }
            metrics.choicesApplied.incrementAndGet();
            if (after != null) {
                synchronized (campaign) {
                    campaign.state = after;
                    campaign.gamesPlayed++;
                    campaign.runningTable = null;
                }
                LOG.info("event=campaign_advanced campaign={} table={} summary=\"{}\"", campaign.id, t.id,
                        after.summary());
            }
            if (outcome != null) {
                LOG.info("event=table_finished table={} game={} steps={} outcome={}", t.id, t.game.id(),
                        next.step(), outcome);
                retire(t);
                whenFinished.run();
            }
            tellEveryone(t, false);
            scheduleBot(t);
            return null;
        }
    }

    private String outcomeJson(State finished) {
        ObjectNode o = json.createObjectNode();
        o.put("reason", finished.outcome().reason());
        ArrayNode w = o.putArray("winners");
        finished.outcome().winners().forEach(w::add);
        if (!finished.outcome().results().isEmpty()) { // each seat's place, for the ratings
            ArrayNode places = o.putArray("places");
            finished.outcome().results().forEach(r -> places.add(r.place()));
        }
        if (finished.outcome().progress() != null) {
            o.set("progress", json.valueToTree(finished.outcome().progress()));
        }
        return o.toString();
    }

    /**
     * Takes back the last choice at the request of the seat that made it, if the game allows it
     * (a co-operative game, while the choice showed nothing new). Returns why not, or null.
     */
    String undo(Table t, int seat, int step) {
        synchronized (t) {
            if (closing) {
                return "the server is shutting down";
            }
            if (t.problem != null) {
                return "this table is stopped: " + t.problem;
            }
            if (step != t.state.step()) {
                return "stale: the undo was asked at step " + step + " but the game is at step " + t.state.step();
            }
            try {
                String refused = t.undoRefusal(seat);
                if (refused != null) {
                    return refused;
                }
            } catch (RuntimeException | StackOverflowError e) {
                return stop(t, "asking whether the last choice may be taken back", e);
            }
            try {
                db.removeLastChoice(t.id, step, t.held(), steps == null ? null : steps.undone(t, t.previous));
            } catch (Db.StoreConflict e) {
                LOG.warn("event=store_conflict table={} step={} reason=\"{}\"", t.id, step, e.getMessage());
                reload(t);
                return "the undo was not stored: " + e.getMessage() + "; the table is read again from the store";
            } catch (Db.StoreException e) {
                LOG.error("event=undo_failed table={} step={} reason=\"{}\"", t.id, step, e.getMessage());
                return "the undo could not be stored; try again";
            }
            t.forgetBotMove();
            try {
                t.undoLast();
            } catch (RuntimeException | StackOverflowError e) {
                return stop(t, "taking back the last choice", e);
            }
            LOG.info("event=undo table={} step={} seat={}", t.id, step, seat);
            tellEveryone(t, true);
            scheduleBot(t);
            return null;
        }
    }

    /** Sends every greeted client of the table its picture (call under the table's monitor). */
    void tellEveryone(Table t, boolean reset) {
        for (Client c : clients.values()) {
            if (c.table == t && c.greeted()) {
                deliver(c, reset);
            }
        }
    }

    /**
     * Sends a client its seat's picture of the table (call under the table's monitor). Rules that
     * fail to draw it stop the table; the client then hears why.
     */
    void deliver(Client c, boolean reset) {
        Table t = c.table;
        int from = reset ? 0 : c.logIndex;
        ObjectNode message;
        try {
            message = StateMessage.of(t, c.seat, reset, from);
        } catch (RuntimeException | StackOverflowError e) {
            if (t.problem == null) {
                stop(t, "drawing the table for " + (c.seat >= 0 ? "seat " + (c.seat + 1) : "a spectator"), e);
                return; // stop() told everyone, this client included
            }
            LOG.warn("event=draw_failed table={} seat={} reason=\"{}\"", t.id, c.seat, e);
            message = StateMessage.stopped(t, c.seat);
        }
        c.logIndex = t.log.size();
        c.send(message.toString());
    }

    /** Tells a client why its message was refused. */
    void refuse(Client c, String reason) {
        metrics.refusals.incrementAndGet();
        ObjectNode n = json.createObjectNode();
        n.put("type", "refused");
        n.put("reason", reason);
        synchronized (c.table) {
            n.put("step", c.table.choices.size());
            c.send(n.toString());
        }
    }

    /** If a bot is to move, asks the pool to play for it (call under the table's monitor). */
    void scheduleBot(Table t) {
        bots.schedule(t);
    }

    /** Stops taking choices and lets bot moves in flight finish storing theirs. */
    void close() {
        closing = true;
        bots.close();
        for (Table t : byId.values()) {
            synchronized (t) {
                // waits for a choice being stored on a request thread
                t.forgetBotMove();
            }
        }
    }
}
