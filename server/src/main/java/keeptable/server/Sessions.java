package keeptable.server;

import io.javalin.http.Context;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;

/**
 * Who is logged in. A session is a secret in an HttpOnly, SameSite=Lax cookie ({@link #COOKIE}; Secure
 * when the page was served over https), kept in the store only as its SHA-256 with the account, when it
 * began and when it ends. It ends {@link #LIFETIME} after it was last used: a session used by an HTTP
 * request within its life is renewed (and its cookie sent again), but the store is written at most once per
 * {@link #RENEW_EVERY} per session (not per request), so it may end up to that much sooner; and never later
 * than {@link #LONGEST} after logging in.
 * Logging out ends the browser's session, logging out everywhere every session of the account; an ended
 * or expired session is nobody. Every node reads the same rows, so a session holds on all of them.
 */
final class Sessions {
    static final String COOKIE = "keeptable_session";
    /** How long a session lasts unused. */
    static final Duration LIFETIME = Duration.ofDays(30);
    /** The longest a session lasts however much it is used: then its player logs in again. */
    static final Duration LONGEST = Duration.ofDays(180);
    /** A session is renewed in the store at most this often. */
    static final Duration RENEW_EVERY = Duration.ofHours(1);
    private static final long SWEEP_EVERY_MS = Duration.ofHours(1).toMillis();
    private final Db db;
    private volatile long lastSweep;

    Sessions(Db db) {
        this.db = db;
    }

    /** Logs the browser in as the account: a new session, its cookie set on the response. */
    void open(Context ctx, Account account) {
        String secret = Secrets.fresh();
        long now = System.currentTimeMillis();
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "INSERT INTO sessions (token_hash, account, created_at, expires_at) VALUES (?, ?, ?, ?)")) {
                p.setString(1, Secrets.hash(secret));
                p.setString(2, account.key());
                p.setLong(3, now);
                p.setLong(4, now + LIFETIME.toMillis());
                p.executeUpdate();
            }
            return null;
        });
        setCookie(ctx, secret, LIFETIME.toSeconds());
    }

    /** The account the request's session cookie belongs to, or null (none, unknown, ended or expired). */
    Account accountOf(Context ctx) {
        String secret = ctx.cookie(COOKIE);
        Found f = find(secret, true);
        if (f == null) {
            return null;
        }
        if (f.renewedFor() > 0) {
            setCookie(ctx, secret, f.renewedFor()); // the browser keeps the cookie as long as the store the session
        }
        return f.account();
    }

    /**
     * The account whose session this cookie secret is, or null. Not renewed here (a socket cannot send the
     * cookie again): the pages' HTTP requests renew it.
     */
    Account accountOfSecret(String secret) {
        Found f = find(secret, false);
        return f == null ? null : f.account();
    }

    /** A session found: its account, and for how many seconds it was just renewed (0 if it was not). */
    private record Found(Account account, long renewedFor) {
    }

    private Found find(String secret, boolean renew) {
        if (secret == null || secret.isEmpty() || secret.length() > 64) {
            return null;
        }
        sweep();
        long now = System.currentTimeMillis();
        String hash = Secrets.hash(secret);
        return db.inTransaction(c -> {
            Account account;
            long createdAt;
            long expiresAt;
            try (PreparedStatement p = c.prepareStatement("SELECT a.name_key, a.name, s.created_at, s.expires_at"
                    + " FROM sessions s JOIN accounts a ON a.name_key = s.account WHERE s.token_hash = ?"
                    + " AND s.expires_at > ?")) {
                p.setString(1, hash);
                p.setLong(2, now);
                try (ResultSet r = p.executeQuery()) {
                    if (!r.next()) {
                        return null;
                    }
                    account = new Account(r.getString(1), r.getString(2));
                    createdAt = r.getLong(3);
                    expiresAt = r.getLong(4);
                }
            }
            long renewed = Math.min(now + LIFETIME.toMillis(), createdAt + LONGEST.toMillis());
            if (!renew || renewed - expiresAt < RENEW_EVERY.toMillis()) {
                return new Found(account, 0); // renewed within the hour, or at its longest: no write
            }
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE sessions SET expires_at = ? WHERE token_hash = ? AND expires_at = ?")) {
                p.setLong(1, renewed);
                p.setString(2, hash);
                p.setLong(3, expiresAt); // another node renewing it at once writes it once
                p.executeUpdate();
            }
            return new Found(account, (renewed - now) / 1000);
        });
    }

    /** The request's account, or a 401 asking to log in. */
    Account required(Context ctx) {
        Account a = accountOf(ctx);
        if (a == null) {
            throw new ApiError(401, "log in first (POST /api/session)");
        }
        return a;
    }

    /** Ends this browser's session (if any) and clears its cookie. */
    void close(Context ctx) {
        String secret = ctx.cookie(COOKIE);
        if (secret != null && secret.length() <= 64) {
            delete("DELETE FROM sessions WHERE token_hash = ?", Secrets.hash(secret));
        }
        setCookie(ctx, "", 0);
    }

    /** Ends every session of the account, on every browser and node. */
    void closeAll(Account account) {
        delete("DELETE FROM sessions WHERE account = ?", account.key());
    }

    private void delete(String sql, String value) {
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(sql)) {
                p.setString(1, value);
                p.executeUpdate();
            }
            return null;
        });
    }

    /** Forgets the sessions that ended by time, at most once an hour a node. */
    private void sweep() {
        long now = System.currentTimeMillis();
        if (now - lastSweep < SWEEP_EVERY_MS) {
            return;
        }
        lastSweep = now;
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM sessions WHERE expires_at <= ?")) {
                p.setLong(1, now);
                p.executeUpdate();
            }
            return null;
        });
    }

    /** The cookie, HttpOnly and SameSite=Lax always, Secure when the browser reached us over https. */
    private static void setCookie(Context ctx, String value, long maxAgeSeconds) {
        boolean https = "https".equalsIgnoreCase(ctx.scheme())
                || "https".equalsIgnoreCase(ctx.header("X-Forwarded-Proto"));
        ctx.res().addHeader("Set-Cookie", COOKIE + "=" + value + "; Path=/; Max-Age=" + maxAgeSeconds
                + "; HttpOnly; SameSite=Lax" + (https ? "; Secure" : ""));
    }
}
