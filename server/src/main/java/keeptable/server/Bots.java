package keeptable.server;

import java.util.List;
import java.util.concurrent.Delayed;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots' pool. Each bot move is one task of bounded cost (its budget is within the server's
 * {@link Limits}, see {@link BotBudgets}); a table asks for one move at a time and asks again only
 * after it is played, so the tables take turns on the pool's threads and none can starve another.
 * Hints run on the same threads (see {@link HintApi}).
 */
final class Bots {
    private static final Logger LOG = LoggerFactory.getLogger(Bots.class);
    final ScheduledThreadPoolExecutor pool;
    private final Tables tables;
    private final BotBudgets budgets;
    private final Metrics metrics;
    private final long delayMs;

    Bots(Tables tables, BotBudgets budgets, Metrics metrics, int threads, long delayMs) {
        this.tables = tables;
        this.budgets = budgets;
        this.metrics = metrics;
        this.delayMs = delayMs;
        AtomicInteger n = new AtomicInteger();
        pool = new ScheduledThreadPoolExecutor(threads, r -> {
            Thread t = new Thread(r, "keeptable-bot-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        pool.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    /** The bot moves and hints asked for, their delay included. */
    int queued() {
        return pool.getQueue().size();
    }

    /** The bot moves and hints whose time has come and that wait for a thread. */
    int waiting() {
        int n = 0;
        for (Runnable r : pool.getQueue()) {
            if (r instanceof Delayed d && d.getDelay(TimeUnit.MILLISECONDS) <= 0) {
                n++;
            }
        }
        return n;
    }

    /** If a bot is to move, asks the pool to play for it (call under the table's monitor). */
    void schedule(Table t) {
        if (tables.closing() || t.problem != null || t.state.isOver() || !t.isBot(t.state.toMove())
                || !tables.runsBots(t)) {
            return;
        }
        int step = t.state.step();
        if (t.botPending == step) {
            return;
        }
        t.botPending = step;
        long round = ++t.botRound;
        pool.schedule(() -> play(t, step, round), delayMs, TimeUnit.MILLISECONDS);
    }

    /** Whether the move asked for in this round is still the one to play (call under the table's monitor). */
    private boolean stillWanted(Table t, int step, long round) {
        return !tables.closing() && t.problem == null && t.botRound == round && t.state.step() == step
                && !t.state.isOver() && tables.runsBots(t);
    }

    /**
     * Plays a bot's move. A bot that throws, or that offers a choice the rules refuse, stops the table
     * in the open: trying again would fail the same way. A move overtaken by an undo is dropped.
     */
    private void play(Table t, int step, long round) {
        State observed;
        List<Choice> choices;
        int seat;
        Rng rng;
        synchronized (t) {
            if (!stillWanted(t, step, round)) {
                return;
            }
            seat = t.state.toMove();
            try {
                observed = t.state.determinize(seat, t.botRng);
                choices = t.state.choices();
            } catch (RuntimeException | StackOverflowError e) {
                tables.stop(t, "showing seat " + (seat + 1) + "'s bot the game", e);
                return;
            }
            rng = new Rng(t.botRng.nextLong());
        }
        String spec = t.setup.seats().get(seat).agent();
        Choice choice;
        try {
            choice = choose(t, spec, observed, choices, rng);
        } catch (RuntimeException | StackOverflowError e) {
            synchronized (t) {
                if (stillWanted(t, step, round)) {
                    tables.stop(t, "the " + spec + " bot of seat " + (seat + 1) + " choosing", e);
                }
            }
            return;
        }
        synchronized (t) {
            if (!stillWanted(t, step, round)) {
                return;
            }
            String refused = tables.submit(t, seat, step, choice);
            if (refused == null) {
                metrics.botMoves.incrementAndGet();
            } else if (refused.startsWith(Tables.NOT_STORED)) {
                // the store failed, not the bot: ask again in a while
                t.forgetBotMove();
                pool.schedule(() -> {
                    synchronized (t) {
                        schedule(t);
                    }
                }, 1, TimeUnit.SECONDS);
            } else if (stillWanted(t, step, round)) {
                tables.stop(t, "the " + spec + " bot of seat " + (seat + 1) + " offered a choice the rules refuse",
                        new IllegalStateException(refused));
            }
        }
    }

    /**
     * The bot's choice within its budget. A search whose iterations outlast the time limit stops at
     * it and plays the best choice it has found by then (counted as a bot timeout).
     */
    private Choice choose(Table t, String spec, State observed, List<Choice> choices, Rng rng) {
        Agent agent = budgets.create(spec, t.game);
        if (!(agent instanceof IsmctsAgent search) || search.config().iterations() == 0 || choices.size() == 1) {
            return agent.choose(observed, choices, rng);
        }
        IsmctsAgent.Analysis found = search.analyse(observed, choices, rng);
        if (found.iterations() < search.config().iterations()) {
            metrics.botTimeouts.incrementAndGet();
            LOG.warn("event=bot_out_of_time table={} step={} bot={} iterations={}", t.id, observed.step(), spec,
                    found.iterations());
        }
        return found.best();
    }

    /** Lets bot moves in flight finish storing their choice; drops the ones not yet begun. */
    void close() {
        pool.shutdown();
        try {
            if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
                pool.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
