package keeptable.server;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which seat a token holds. The store keeps only each token's SHA-256 (see {@link Secrets}) and when it was
 * last used; a token unused for {@link #IDLE_DAYS} days expires, and its seat can no longer be played by
 * it. A token's use is written down at most once an hour.
 */
final class SeatTokens {
    private static final Logger LOG = LoggerFactory.getLogger(SeatTokens.class);
    /** Days a seat token may lie unused before it expires. */
    static final int IDLE_DAYS = 30;
    static final long IDLE_MS = Duration.ofDays(IDLE_DAYS).toMillis();
    private static final long NOTED_EVERY_MS = Duration.ofHours(1).toMillis();
    /** What {@link #seatOf} gives for a token that expired. */
    static final int EXPIRED = -2;
    /** What {@link #seatOf} gives for the token of an account's seat sent without that account's session. */
    static final int OTHER_ACCOUNT = -3;

    private final Db db;

    SeatTokens(Db db) {
        this.db = db;
    }

    /**
     * The seat this token holds at the table, -1 for none, {@link #EXPIRED} for one unused too long (call
     * under the table's monitor). Its use is noted.
     */
    private int seatOf(Table t, String token) {
        int seat = t.seatOf(token);
        if (seat < 0) {
            return -1;
        }
        long now = System.currentTimeMillis();
        if (now - t.tokenUsedAt[seat] > IDLE_MS) {
            t.tokenUsedAt[seat] = Math.max(t.tokenUsedAt[seat], storedUse(t.id, seat)); // another node's use
            if (now - t.tokenUsedAt[seat] > IDLE_MS) {
                return EXPIRED;
            }
        }
        if (now - t.tokenUsedAt[seat] > NOTED_EVERY_MS) {
            note(t.id, seat, now);
            t.tokenUsedAt[seat] = now;
        }
        return seat;
    }

    /**
     * The seat of whoever sends this token (or none) from the session of {@code who} (null for a guest),
     * -1 for none, {@link #EXPIRED} or {@link #OTHER_ACCOUNT} (call under the table's monitor). A seat that
     * belongs to an account is played only in that account's session: its token alone (copied, stolen) is
     * refused, and a logged-in player needs no token for it. A guest's seat is played by its token.
     */
    int seatOf(Table t, String token, Account who) {
        if ((token == null || token.isEmpty()) && who != null) {
            return t.seatOfAccount(who.key());
        }
        int seat = seatOf(t, token);
        if (seat >= 0 && t.accounts[seat] != null && (who == null || !who.key().equals(t.accounts[seat]))) {
            return OTHER_ACCOUNT;
        }
        return seat;
    }

    /** Why a token was refused, for {@link #seatOf}'s -1, {@link #EXPIRED} or {@link #OTHER_ACCOUNT}. */
    static String refusal(int seat) {
        return switch (seat) {
            case EXPIRED -> "this seat token expired: it was not used for " + IDLE_DAYS + " days";
            case OTHER_ACCOUNT -> "this seat belongs to an account: log in as it to play the seat";
            default -> "unknown seat token";
        };
    }

    private long storedUse(String table, int seat) {
        try {
            return db.inTransaction(c -> {
                try (PreparedStatement p = c.prepareStatement(
                        "SELECT token_used_at FROM table_seats WHERE table_id = ? AND seat = ?")) {
                    p.setString(1, table);
                    p.setInt(2, seat);
                    try (ResultSet r = p.executeQuery()) {
                        return r.next() ? r.getLong(1) : 0L;
                    }
                }
            });
        } catch (Db.StoreException e) {
            return 0;
        }
    }

    private void note(String table, int seat, long now) {
        try {
            db.inTransaction(c -> {
                try (PreparedStatement p = c.prepareStatement(
                        "UPDATE table_seats SET token_used_at = ? WHERE table_id = ? AND seat = ?")) {
                    p.setLong(1, now);
                    p.setString(2, table);
                    p.setInt(3, seat);
                    p.executeUpdate();
                }
                return null;
            });
        } catch (Db.StoreException e) {
            LOG.warn("event=token_use_not_noted table={} seat={} reason=\"{}\"", table, seat, e.getMessage());
        }
    }
}
