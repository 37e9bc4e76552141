package keeptable.server;

import java.util.List;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots. Each bot move is asked for once its delay is over, and played on the threads of
 * {@link BotTurns} under the client whose table it is: clients take turns, then their tables, so no
 * table and no client can starve another. A search (within the server's {@link Limits}, see
 * {@link BotBudgets}) runs as a {@link SearchMove} of slices. A table asks for one move at a time and
 * asks again only after it is played. Hints run on the same turns (see {@link HintApi}).
 */
final class Bots implements BotMoves {
    private static final Logger LOG = LoggerFactory.getLogger(Bots.class);
    /** The work of tables no client is known for (read back from the store) is queued under this name. */
    static final String STORED = "tables read from the store";
    /** Only times the delays before bot moves; the moves themselves run on {@link #turns}. */
    final ScheduledThreadPoolExecutor pool;
    final BotTurns turns;
    private final BotTables tables;
    private final BotBudgets budgets;
    private final Metrics metrics;
    private final long delayMs;

    Bots(BotTables tables, BotBudgets budgets, Metrics metrics, int threads, long delayMs) {
        this.tables = tables;
        this.budgets = budgets;
        this.metrics = metrics;
        this.delayMs = delayMs;
        this.turns = new BotTurns(threads);
        pool = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "keeptable-bot-timer");
            t.setDaemon(true);
            return t;
        });
        pool.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    /** The bot moves and hints asked for, their delay included. */
    int queued() {
        long delayed = pool.getQueue().stream()
                .filter(r -> !(r instanceof java.util.concurrent.RunnableScheduledFuture<?> f && f.isPeriodic())).count();
        return (int) delayed + turns.waiting();
    }

    /** Whether a seat's kind is a search bot (ISMCTS of any budget). */
    static boolean searches(String agent) {
        return agent.equals("ismcts") || agent.startsWith("ismcts:");
    }

    /** The client a table's bot moves are done for: the one that created it, or {@link #STORED}. */
    static String clientOf(Table t) {
        return t.client == null ? STORED : t.client;
    }

    /** If a bot is to move, asks for its move once the delay is over (call under the table's monitor). */
    void schedule(Table t) {
        if (tables.closing() || t.problem != null || t.state.isOver() || t.botOf(t.state.toMove()) == null
                || !tables.runsBots(t)) {
            return;
        }
        int step = t.state.step();
        if (t.botPending == step) {
            return;
        }
        t.botPending = step;
        long round = ++t.botRound;
        String client = clientOf(t);
        pool.schedule(() -> turns.submit(client, () -> play(t, step, round)), delayMs, TimeUnit.MILLISECONDS);
    }

    /** Whether the move asked for in this round is still the one to play (call under the table's monitor). */
    private boolean stillWanted(Table t, int step, long round) {
        return !tables.closing() && t.problem == null && t.botRound == round && t.state.step() == step
                && !t.state.isOver() && tables.runsBots(t) && t.botOf(t.state.toMove()) != null;
    }

    /**
     * Plays a bot's move. A bot that throws, or that offers a choice the rules refuse, stops the table
     * in the open: trying again would fail the same way. A move overtaken by an undo is dropped.
     */
    private BotTurns.Work play(Table t, int step, long round) {
        State observed;
        List<Choice> choices;
        int seat;
        Rng rng;
        synchronized (t) {
            if (!stillWanted(t, step, round)) {
                return null;
            }
            seat = t.state.toMove();
            try {
                observed = t.state.determinize(seat, t.botRng);
                choices = t.state.choices();
            } catch (RuntimeException | StackOverflowError e) {
                tables.stop(t, "showing seat " + (seat + 1) + "'s bot the game", e);
                return null;
            }
            rng = new Rng(t.botRng.nextLong());
        }
        String spec;
        synchronized (t) {
            spec = t.botOf(seat);
        }
        if (spec == null) {
            return null; // its player took the seat back
        }
        BotMove move = new BotMove(t, step, round, seat, spec);
        Agent agent;
        try {
            if (spec.equals(TurnBased.SKIPPING)) {
                return played(move, skip(t.game, observed, choices, rng));
            }
            agent = budgets.create(spec, t.game);
            if (agent instanceof IsmctsAgent search && search.config().iterations() + search.config().millis() > 0
                    && choices.size() > 1) {
                return new SearchMove(this, move, search, observed, choices, rng).slice();
            }
            return played(move, agent.choose(observed, choices, rng));
        } catch (RuntimeException | StackOverflowError e) {
            return failed(move, e);
        }
    }

    /**
     * The choice of a seat whose turn is being given up after a time-out: the one the game's rules offer to
     * give up the turn at this decision; where there is none (mid-fight), the normal bot's answer.
     */
    private Choice skip(keeptable.engine.module.GameModule game, State observed, List<Choice> choices, Rng rng) {
        Choice pass = game.skipChoice(observed);
        if (pass != null && choices.contains(pass)) {
            return pass;
        }
        return budgets.create("heuristic", game).choose(observed, choices, rng);
    }

    /** A bot that threw while choosing stops its table, unless the move is no longer wanted. */
    @Override
    public BotTurns.Work failed(BotMove m, Throwable e) {
        Table t = m.table();
        synchronized (t) {
            if (stillWanted(t, m.step(), m.round())) {
                tables.stop(t, "the " + m.spec() + " bot of seat " + (m.seat() + 1) + " choosing", e);
            }
        }
        return null;
    }

    /** Whether a move is still to be made (a search stops early when it is not). */
    @Override
    public boolean wanted(BotMove m) {
        synchronized (m.table()) {
            return stillWanted(m.table(), m.step(), m.round());
        }
    }

    /** A search that stopped at the time limit before its iterations were done is counted and logged. */
    @Override
    public void outOfTime(BotMove m, int iterations) {
        metrics.botTimeouts.incrementAndGet();
        LOG.warn("event=bot_out_of_time table={} step={} bot={} iterations={}", m.table().id, m.step(), m.spec(),
                iterations);
    }

    /** Plays the bot's choice, if the move is still wanted. */
    @Override
    public BotTurns.Work played(BotMove m, Choice choice) {
        Table t = m.table();
        int step = m.step();
        long round = m.round();
        int seat = m.seat();
        String spec = m.spec();
        synchronized (t) {
            if (!stillWanted(t, step, round)) {
                return null;
            }
            String refused = tables.submit(t, seat, step, choice);
            if (refused == null) {
                metrics.botMoves.incrementAndGet();
            } else if (refused.startsWith(BotTables.NOT_STORED)) {
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
        return null;
    }

    /** Lets bot moves in flight finish storing their choice; drops the ones not yet begun. */
    void close() {
        pool.shutdownNow();
        turns.close(30_000);
    }

    /** Drops everything at once, as a killed process would. */
    void halt() {
        pool.shutdownNow();
        turns.close(0);
    }
}
