package keeptable.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.Set;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One node of several on one PostgreSQL database. Two threads: the heartbeat renews this node's
 * life, takes its share of the tables no living node runs and sets their bots going (see
 * {@link Leases}); the listener hears the other nodes' changes (LISTEN/NOTIFY on a connection of its
 * own) and hands them to {@link CatchUp}. A broken listening connection is opened again, and then
 * every table is treated as changed, since announcements may have been missed.
 */
final class Cluster implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Cluster.class);
    private final Db db;
    private final Leases leases;
    private final CatchUp catchUp;
    private final Thread heartbeat;
    private final Thread listener;
    private volatile boolean running = true;
    private volatile Connection listening;

    private Cluster(Db db, Leases leases, CatchUp catchUp) {
        this.db = db;
        this.leases = leases;
        this.catchUp = catchUp;
        heartbeat = new Thread(this::beat, "keeptable-heartbeat");
        listener = new Thread(this::listen, "keeptable-listener");
        heartbeat.setDaemon(true);
        listener.setDaemon(true);
    }

    /** Joins the cluster: listens first, so that no change made after the tables were read goes unheard. */
    static Cluster join(Db db, Leases leases, CatchUp catchUp) throws SQLException {
        Cluster c = new Cluster(db, leases, catchUp);
        c.listening = c.openListening();
        leases.heartbeat();
        c.listener.start();
        return c;
    }

    /** Starts running bots: takes this node's share of the tables at once, then at every heartbeat. */
    void startBots() {
        takeShare();
        heartbeat.start();
    }

    String node() {
        return leases.node;
    }

    private Connection openListening() throws SQLException {
        Connection c = db.connectAlone();
        try (Statement s = c.createStatement()) {
            s.execute("LISTEN \"" + db.channel() + "\"");
        }
        return c;
    }

    private void beat() {
        while (running) {
            try {
                Thread.sleep(Leases.HEARTBEAT_MS);
                leases.heartbeat();
                takeShare();
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                LOG.warn("event=heartbeat_failed node={} reason=\"{}\"", leases.node, e.getMessage());
            }
        }
    }

    private void takeShare() {
        Set<String> fresh = leases.takeShareAndRefresh();
        for (String id : fresh) {
            catchUp.takeOver(id);
        }
        if (!fresh.isEmpty()) {
            LOG.info("event=tables_taken_over node={} tables={}", leases.node, fresh.size());
        }
    }

    private void listen() {
        while (running) {
            try {
                PGNotification[] heard = listening.unwrap(PGConnection.class).getNotifications(500);
                Set<String> changed = new LinkedHashSet<>();
                for (PGNotification n : heard == null ? new PGNotification[0] : heard) {
                    int space = n.getParameter().indexOf(' ');
                    if (space > 0 && !n.getParameter().substring(0, space).equals(leases.node)) {
                        changed.add(n.getParameter().substring(space + 1));
                    }
                }
                changed.forEach(catchUp::heard);
            } catch (SQLException e) {
                if (!running) {
                    return;
                }
                LOG.warn("event=listening_lost node={} reason=\"{}\"", leases.node, e.getMessage());
                reopen();
            } catch (RuntimeException e) {
                LOG.error("event=catch_up_failed node={}", leases.node, e);
            }
        }
    }

    private void reopen() {
        closeQuietly(listening);
        while (running) {
            try {
                Thread.sleep(1_000);
                listening = openListening();
                catchUp.heardNothingFor();
                return;
            } catch (InterruptedException e) {
                return;
            } catch (SQLException | RuntimeException e) {
                LOG.warn("event=listening_retry node={} reason=\"{}\"", leases.node, e.getMessage());
            }
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            if (c != null) {
                c.close();
            }
        } catch (SQLException e) {
            // it is broken already
        }
    }

    /** Stops as if the process died: no goodbye, so the other nodes take this one's tables when its life runs out. */
    void halt() {
        running = false;
        heartbeat.interrupt();
        listener.interrupt();
        closeQuietly(listening);
    }

    /** Leaves gracefully: this node's tables are free for the other nodes at once. */
    @Override
    public void close() {
        halt();
        try {
            heartbeat.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            leases.release();
        } catch (RuntimeException e) {
            LOG.warn("event=release_failed node={} reason=\"{}\"", leases.node, e.getMessage());
        }
    }
}
