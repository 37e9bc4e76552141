package keeptable.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import keeptable.engine.State;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turn-based tables: the clock of the seat to move (set in the transaction of each step, see
 * {@link #step}), and the time-outs. Every node looks for clocks run out once a poll; with several nodes
 * only the one that runs a table's bots acts on its clock, and the store lets one writer only take a
 * time-out (see {@link TurnRows#takeTimeout}), so it acts once. A time-out puts the table's bot in the
 * seat until its player takes it back, skips the seat's turn, or abandons the game without a result.
 */
final class Turns implements Tables.Steps, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Turns.class);

    private final Tables tables;
    private final CatchUp catchUp;
    private final Db db;
    private final TurnRows rows;
    private final Notices notices;
    private final ScheduledExecutorService timer;
    private final AtomicLong timedOut;

    /** {@code timedOut} counts the time-outs this node acted on. */
    Turns(Tables tables, CatchUp catchUp, Db db, Notices notices, AtomicLong timedOut) {
        this.timedOut = timedOut;
        this.tables = tables;
        this.catchUp = catchUp;
        this.db = db;
        this.rows = new TurnRows(db);
        this.notices = notices;
        this.timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "keeptable-clocks");
            t.setDaemon(true);
            return t;
        });
    }

    /** Looks for clocks run out every {@code pollMs}, and notes every {@code pollMs} who watches which table. */
    void start(long pollMs) {
        timer.scheduleWithFixedDelay(() -> {
            try {
                timeOuts(System.currentTimeMillis());
            } catch (RuntimeException e) {
                LOG.warn("event=clocks_failed reason=\"{}\"", e.getMessage());
            }
        }, pollMs, pollMs, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(() -> {
            try {
                noteWatchers();
            } catch (RuntimeException e) {
                LOG.warn("event=watchers_not_noted reason=\"{}\"", e.getMessage());
            }
        }, 0, Notices.WATCHING_MS / 3, TimeUnit.MILLISECONDS);
    }

    /** The writes that go with a step of table {@code t} to {@code next}: built before it is stored, applied after. */
    final class Step implements Tables.StepWrites {
        private final Table table;
        private final State next;
        private final int mover;
        private final boolean skipEnds;
        private final long clockDue;

        private Step(Table t, State next) {
            this.table = t;
            this.next = next;
            this.mover = t.state.toMove();
            int to = next.isOver() ? -1 : next.toMove();
            this.skipEnds = mover >= 0 && TurnBased.SKIPPING.equals(t.standIns[mover]) && to != mover;
            boolean personToMove = to >= 0 && (t.botOf(to) == null || skipEnds && to == mover);
            this.clockDue = t.turnBased != null && personToMove
                    ? System.currentTimeMillis() + t.turnBased.moveSeconds() * 1000L : 0;
        }

        @Override
        public void write(Connection c) throws SQLException {
            if (table.turnBased == null) {
                return;
            }
            TurnRows.setClock(c, table.id, next.step(), clockDue);
            if (skipEnds) {
                TurnRows.setStandIn(c, table.id, mover, null);
            }
            notices.afterStep(c, table, next, mover);
        }

        /** After the step is stored and played: the table's copy follows the store. */
        @Override
        public void applied() {
            if (table.turnBased == null) {
                return;
            }
            table.clockDue = clockDue;
            if (skipEnds) {
                table.standIns[mover] = null;
            }
        }
    }

    /** The writes that go with the step of {@code t} to {@code next} (call under the table's monitor). */
    @Override
    public Step step(Table t, State next) {
        return new Step(t, next);
    }

    /** After an undo: the clock times the seat to move again (call under the table's monitor, the undo made). */
    @Override
    public Db.Also undone(Table t, State back) {
        if (t.turnBased == null) {
            return null;
        }
        long due = back.isOver() || t.botOf(back.toMove()) != null ? 0
                : System.currentTimeMillis() + t.turnBased.moveSeconds() * 1000L;
        return c -> {
            TurnRows.setClock(c, t.id, back.step(), due);
            t.clockDue = due;
        };
    }

    /** Acts on every clock run out by {@code now} whose table this node runs the bots of. */
    void timeOuts(long now) {
        for (TurnRows.Due due : rows.due(now, tables.clustered() ? tables.node() : null)) {
            try {
                timeOut(due);
            } catch (Db.StoreException e) {
                LOG.warn("event=timeout_not_stored table={} step={} reason=\"{}\"", due.table(), due.step(),
                        e.getMessage());
            }
        }
    }

    private void timeOut(TurnRows.Due due) {
        Table t = catchUp.find(due.table());
        if (t == null) {
            return;
        }
        synchronized (t) {
            if (t.turnBased == null || t.problem != null || t.state.isOver() || t.state.step() != due.step()) {
                return; // a step this copy has not heard of yet: the clock of that step decides
            }
            int seat = t.state.toMove();
            String name = t.setup.seats().get(seat).name();
            if (t.turnBased.onTimeout() == TurnBased.OnTimeout.ABANDON) {
                String why = "abandoned: " + name + "'s time to move ran out";
                boolean mine = db.inTransaction(c -> {
                    if (!TurnRows.takeTimeout(c, t.id, due.step())) {
                        return false;
                    }
                    abandon(c, t.id, why);
                    db.announce(c, t.id);
                    notices.ended(c, t, why);
                    return true;
                });
                if (mine) {
                    timedOut.incrementAndGet();
                    t.problem = why;
                    t.clockDue = 0;
                    t.forgetBotMove();
                    LOG.info("event=table_abandoned table={} step={} seat={}", t.id, due.step(), seat);
                    tables.tellEveryone(t, false);
                }
                return;
            }
            String bot = t.turnBased.onTimeout() == TurnBased.OnTimeout.BOT ? t.turnBased.bot() : TurnBased.SKIPPING;
            boolean mine = db.inTransaction(c -> {
                if (!TurnRows.takeTimeout(c, t.id, due.step())) {
                    return false;
                }
                TurnRows.setStandIn(c, t.id, seat, bot);
                db.announce(c, t.id);
                return true;
            });
            if (mine) {
                timedOut.incrementAndGet();
                t.standIns[seat] = bot;
                t.clockDue = 0;
                LOG.info("event=move_timed_out table={} step={} seat={} then={}", t.id, due.step(), seat,
                        t.turnBased.onTimeout().word());
                t.forgetBotMove();
                tables.tellEveryone(t, false);
                tables.scheduleBot(t);
            }
        }
    }

    private static void abandon(Connection c, String id, String why) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "UPDATE game_tables SET stopped = ?, stopped_rules = ? WHERE id = ?")) {
            p.setString(1, why);
            p.setString(2, Db.ABANDONED);
            p.setString(3, id);
            p.executeUpdate();
        }
    }

    /** Notes in the store which seats' players watch their table through this node now. */
    private void noteWatchers() {
        List<Object[]> seats = new ArrayList<>();
        for (Client c : tables.clients.values()) {
            if (c.seat >= 0 && c.ctx.session.isOpen()) {
                seats.add(new Object[] {c.table.id, c.seat});
            }
        }
        rows.watching(seats, System.currentTimeMillis());
    }

    /** Notes at once that a seat's player watches its table (a socket said hello with the seat's token). */
    void watching(Table t, int seat) {
        List<Object[]> one = new ArrayList<>();
        one.add(new Object[] {t.id, seat});
        rows.watching(one, System.currentTimeMillis());
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
