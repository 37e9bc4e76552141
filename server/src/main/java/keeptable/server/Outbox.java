package keeptable.server;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends the notices queued in the store (see {@link Notices}) on a thread of its own, so a slow or failing
 * SMTP server or webhook never holds up play. A node first claims a due notice (one conditional update: only
 * one node gets it), and marks it done once sent; a notice whose node died while holding it is claimed again
 * when the claim runs out ({@link #CLAIM_MS}), and a node that stops gracefully finishes the notice it is
 * sending. A failure is tried again after a back-off that doubles from the retry base up to an hour,
 * {@link #ATTEMPTS} times at most. A notice to a player watching the table is not sent.
 */
final class Outbox implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Outbox.class);
    static final long CLAIM_MS = 60_000;
    static final int ATTEMPTS = 8;
    private static final long LONGEST_BACKOFF_MS = 3_600_000;

    private record Due(String id, String table, int seat, String channel, String address, String subject,
                       String body, String link, int attempts) {
    }

    private final Db db;
    private final TurnRows rows;
    private final Mailer mailer;
    private final Webhooks webhooks;
    private final String node;
    private final long retryBaseMs;
    private final ScheduledThreadPoolExecutor thread;
    private volatile boolean closing;
    private final AtomicLong sent;

    /** {@code sent} counts the notices this node sent. */
    Outbox(Db db, Mailer mailer, Webhooks webhooks, String node, long retryBaseMs, AtomicLong sent) {
        this.sent = sent;
        this.db = db;
        this.rows = new TurnRows(db);
        this.mailer = mailer;
        this.webhooks = webhooks;
        this.node = node;
        this.retryBaseMs = retryBaseMs;
        this.thread = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "keeptable-outbox");
            t.setDaemon(true);
            return t;
        });
    }

    void start(long pollMs) {
        thread.scheduleWithFixedDelay(() -> {
            try {
                deliverDue(System.currentTimeMillis());
            } catch (RuntimeException e) {
                LOG.warn("event=outbox_failed reason=\"{}\"", e.getMessage());
            }
        }, pollMs, pollMs, TimeUnit.MILLISECONDS);
    }

    /** Sends every notice due by {@code now} that no living node holds. */
    void deliverDue(long now) {
        for (Due d : due(now)) {
            if (closing) {
                return;
            }
            if (!claim(d.id(), now)) {
                continue;
            }
            if (rows.watchedSince(d.table(), d.seat(), now - Notices.WATCHING_MS)) {
                done(d.id(), "not sent: the player was watching the table");
                continue;
            }
            try {
                if (d.channel().equals("mail")) {
                    if (mailer == null) {
                        throw new IllegalStateException("this server has no SMTP server now");
                    }
                    mailer.send(d.address(), d.subject(), d.body(), key(d.id()));
                } else {
                    webhooks.post(d.address(), d.subject(), d.body(), d.link(), key(d.id()));
                }
                done(d.id(), "sent");
                sent.incrementAndGet();
                LOG.info("event=notice_sent table={} seat={} channel={}", d.table(), d.seat(), d.channel());
            } catch (Exception e) {
                String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                LOG.warn("event=notice_failed table={} seat={} channel={} attempt={} reason=\"{}\"", d.table(),
                        d.seat(), d.channel(), d.attempts() + 1, Text.quoted(why));
                retry(d, why);
            }
        }
    }

    /**
     * The key a notice is sent under, the same at every attempt and on every node: the SHA-256 of its id, so
     * the receiver learns nothing of the table's internals from it.
     */
    static String key(String noticeId) {
        return Secrets.hash(noticeId);
    }

    private List<Due> due(long now) {
        return db.inTransaction(c -> {
            List<Due> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id, table_id, seat, channel, address, subject, body,"
                    + " link, attempts FROM notices WHERE sent_at IS NULL AND due_at <= ? AND claimed_until < ?"
                    + " ORDER BY due_at LIMIT 20")) {
                p.setLong(1, now);
                p.setLong(2, now);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Due(r.getString(1), r.getString(2), r.getInt(3), r.getString(4), r.getString(5),
                                r.getString(6), r.getString(7), r.getString(8), r.getInt(9)));
                    }
                }
            }
            return out;
        });
    }

    /** Takes a notice for this node; false if another node (or an earlier claim still running) has it. */
    private boolean claim(String id, long now) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE notices SET claimed_by = ?, claimed_until = ?,"
                    + " attempts = attempts + 1 WHERE id = ? AND sent_at IS NULL AND claimed_until < ?")) {
                p.setString(1, node);
                p.setLong(2, now + CLAIM_MS);
                p.setString(3, id);
                p.setLong(4, now);
                return p.executeUpdate() == 1;
            }
        });
    }

    private void done(String id, String outcome) {
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE notices SET sent_at = ?, outcome = ? WHERE id = ? AND claimed_by = ?")) {
                p.setLong(1, System.currentTimeMillis());
                p.setString(2, outcome);
                p.setString(3, id);
                p.setString(4, node);
                p.executeUpdate();
            }
            return null;
        });
    }

    private void retry(Due d, String why) {
        int attempts = d.attempts() + 1;
        String reason = why.length() > 250 ? why.substring(0, 250) : why;
        if (attempts >= ATTEMPTS) {
            done(d.id(), "gave up after " + attempts + " attempts: " + reason);
            return;
        }
        long backoff = Math.min(LONGEST_BACKOFF_MS, retryBaseMs << Math.min(20, attempts - 1));
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE notices SET claimed_by = NULL, claimed_until = 0,"
                    + " due_at = ?, outcome = ? WHERE id = ? AND claimed_by = ?")) {
                p.setLong(1, System.currentTimeMillis() + backoff);
                p.setString(2, "attempt " + attempts + " failed: " + reason);
                p.setString(3, d.id());
                p.setString(4, node);
                p.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Stops sending: the notice being sent now is finished (and marked) first, waiting at most as long as one
     * send may take; the rest wait in the store for the next start or another node.
     */
    @Override
    public void close() {
        closing = true;
        thread.shutdown();
        try {
            if (!thread.awaitTermination(15, TimeUnit.SECONDS)) {
                thread.shutdownNow();
            }
        } catch (InterruptedException e) {
            thread.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
