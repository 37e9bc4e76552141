package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.Campaigns;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live tables and their campaigns: choices (stored before anyone hears of them), undo, bots
 * on a bounded pool, and what each connected client is told. A game's rules that throw anything
 * but a refusal stop the table in the open (see {@link #stop}).
 */
final class Tables {
    private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

    /** The live tables by id. */
    final Map<String, Table> byId = new ConcurrentHashMap<>();
    final Map<String, ServerCampaign> campaigns = new ConcurrentHashMap<>();
    final Map<String, Client> clients = new ConcurrentHashMap<>();
    final ScheduledThreadPoolExecutor pool;
    private final Db db;
    private final Metrics metrics;
    private final ObjectMapper json;
    private final long botDelayMs;
    private volatile boolean closing;

    Tables(Db db, Metrics metrics, ObjectMapper json, int botThreads, long botDelayMs) {
        this.db = db;
        this.metrics = metrics;
        this.json = json;
        this.botDelayMs = botDelayMs;
        AtomicInteger n = new AtomicInteger();
        pool = new ScheduledThreadPoolExecutor(botThreads, r -> {
            Thread t = new Thread(r, "keeptable-bot-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        pool.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    boolean closing() {
        return closing;
    }

    /**
     * Stops a table whose rules (or bot) threw: logs it with the stack trace, counts it, stores why
     * (so a restart under the same rules does not try again) and tells every client. The record is
     * kept as it is. Call under the table's monitor. Returns the message the table now shows.
     */
    String stop(Table t, String during, Throwable e) {
        metrics.rulesFailures.incrementAndGet();
        int step = t.choices.size();
        LOG.error("event=rules_failed table={} game={} rules={} step={} during=\"{}\"", t.id, t.game.id(),
                t.game.rulesVersion(), step, during, e);
        if (t.problem != null) {
            return t.problem;
        }
        t.problem = "the rules failed at step " + step + " (" + during + "); the game is kept";
        t.botPending = -1;
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
    String submit(Table t, int seat, int step, Choice choice) {
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
                        : Campaigns.after(t.game, Campaigns.of(t.game.campaign(), t.setup), next);
                choiceText = t.choiceText(choice);
                print = next.fingerprint();
            } catch (IllegalChoiceException e) {
                return "illegal choice: " + e.getMessage();
            } catch (RuntimeException | StackOverflowError e) {
                return stop(t, "playing '" + choice + "' for seat " + (seat + 1), e);
            }
            try {
                db.appendChoice(t.id, next.step(), choiceText, print, next.isOver(), outcome,
                        after == null ? null : new Db.CampaignUpdate(campaign.id, Campaigns.write(after)));
            } catch (Db.StoreException e) {
                LOG.error("event=store_failed table={} step={} reason=\"{}\"", t.id, next.step(), e.getMessage());
                return "the choice could not be stored; try again";
            }
            t.commit(choice, next, events.events());
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
                if (!t.mayUndo(seat)) {
                    return t.state.isOver() ? "the game is over"
                            : seat != t.lastMover ? "only the seat that made the last choice may take it back"
                            : "the last choice cannot be taken back: it brought something new to light";
                }
            } catch (RuntimeException | StackOverflowError e) {
                return stop(t, "asking whether the last choice may be taken back", e);
            }
            try {
                db.removeLastChoice(t.id, step);
            } catch (Db.StoreException e) {
                LOG.error("event=undo_failed table={} step={} reason=\"{}\"", t.id, step, e.getMessage());
                return "the undo could not be stored; try again";
            }
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

    // ---------------------------------------------------------------- bots

    /** If a bot is to move, asks the pool to play for it (call under the table's monitor). */
    void scheduleBot(Table t) {
        if (closing || t.problem != null || t.state.isOver() || !t.isBot(t.state.toMove())) {
            return;
        }
        int step = t.state.step();
        if (t.botPending == step) {
            return;
        }
        t.botPending = step;
        pool.schedule(() -> playBot(t, step), botDelayMs, TimeUnit.MILLISECONDS);
    }

    /**
     * Plays a bot's move. A bot that throws, or that offers a choice the rules refuse, stops the table
     * in the open: trying again would fail the same way.
     */
    private void playBot(Table t, int step) {
        State observed;
        List<Choice> choices;
        int seat;
        Rng rng;
        synchronized (t) {
            if (closing || t.problem != null || t.state.step() != step || t.state.isOver()) {
                return;
            }
            seat = t.state.toMove();
            try {
                observed = t.state.determinize(seat, t.botRng);
                choices = t.state.choices();
            } catch (RuntimeException | StackOverflowError e) {
                stop(t, "showing seat " + (seat + 1) + "'s bot the game", e);
                return;
            }
            rng = new Rng(t.botRng.nextLong());
        }
        Choice choice;
        try {
            Agent agent = Agents.create(t.setup.seats().get(seat).agent(), t.game);
            choice = agent.choose(observed, choices, rng);
        } catch (RuntimeException | StackOverflowError e) {
            synchronized (t) {
                if (t.state.step() == step && !closing) {
                    stop(t, "the " + t.setup.seats().get(seat).agent() + " bot of seat " + (seat + 1)
                            + " choosing", e);
                }
            }
            return;
        }
        String refused = submit(t, seat, step, choice);
        if (refused == null) {
            metrics.botMoves.incrementAndGet();
            return;
        }
        synchronized (t) {
            if (!closing && t.problem == null && t.state.step() == step) {
                stop(t, "the " + t.setup.seats().get(seat).agent() + " bot of seat " + (seat + 1)
                        + " offered a choice the rules refuse", new IllegalStateException(refused));
            }
        }
    }

    /** Stops taking choices and lets bot moves in flight finish storing theirs. */
    void close() {
        closing = true;
        pool.shutdown();
        try {
            if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
                LOG.warn("event=shutdown_bots_timeout");
                pool.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Table t : byId.values()) {
            synchronized (t) {
                // waits for a choice being stored on a request thread
                t.botPending = -1;
            }
        }
    }
}
