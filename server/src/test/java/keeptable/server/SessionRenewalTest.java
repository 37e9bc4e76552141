package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sessions extend with use, over real HTTP on SQLite and PostgreSQL: a session used near the end of its
 * life is renewed for another {@link Sessions#LIFETIME} (in the store and in the cookie), never past
 * {@link Sessions#LONGEST} after logging in, and the store is written at most once per
 * {@link Sessions#RENEW_EVERY}, not per request. A session's age is set in the store, as time would.
 */
class SessionRenewalTest extends ServerCase {
    private static final long HOUR = 3_600_000;

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aSessionUsedWithinItsLifeIsRenewedAtMostHourlyAndNeverPastItsLongest(String kind) throws Exception {
        start(kind);
        Person ann = Person.signedUp(port, "Ann");
        String hash = Secrets.hash(ann.cookie.substring(ann.cookie.indexOf('=') + 1));
        long atLogin = expiresAt(hash);
        assertEquals(200, ann.call("GET", "/api/me", null).status());
        assertEquals(atLogin, expiresAt(hash), "a session renewed within the hour is not written again");
        assertNull(ann.setCookie, "nor its cookie sent again");

        // last renewed 30 days less a minute ago: one minute of life left, and then used
        long now = System.currentTimeMillis();
        set(hash, now - 30L * 24 * HOUR, now + 60_000);
        assertEquals(200, ann.call("GET", "/api/me", null).status());
        long renewed = expiresAt(hash);
        assertTrue(renewed >= now + Sessions.LIFETIME.toMillis() && renewed <= System.currentTimeMillis()
                + Sessions.LIFETIME.toMillis(), "renewed for another 30 days from its use: " + (renewed - now));
        long maxAge = Long.parseLong(ann.setCookie.replaceAll(".*Max-Age=(\\d+).*", "$1"));
        assertTrue(maxAge > Sessions.LIFETIME.toSeconds() - 60 && maxAge <= Sessions.LIFETIME.toSeconds(),
                "the cookie lasts as long again: " + ann.setCookie);
        assertEquals(200, ann.call("GET", "/api/me", null).status());
        assertEquals(renewed, expiresAt(hash), "used again at once: no second write");

        // logged in 180 days less two hours ago: renewed only up to its longest
        long createdAt = now - Sessions.LONGEST.toMillis() + 2 * HOUR;
        set(hash, createdAt, now + 60_000);
        assertEquals(200, ann.call("GET", "/api/me", null).status());
        assertEquals(createdAt + Sessions.LONGEST.toMillis(), expiresAt(hash), "never past 180 days after logging in");
        assertEquals(200, ann.call("GET", "/api/me", null).status());
        assertEquals(createdAt + Sessions.LONGEST.toMillis(), expiresAt(hash));

        // past its end it is nobody, however it was used
        long ended = System.currentTimeMillis() - 1;
        set(hash, now - 31L * 24 * HOUR, ended);
        assertEquals(401, ann.call("GET", "/api/me", null).status());
        assertEquals(ended, expiresAt(hash), "an ended session is not brought back");
    }

    private long expiresAt(String hash) throws Exception {
        return Long.parseLong(db.query("SELECT expires_at FROM sessions WHERE token_hash = ?", hash));
    }

    private void set(String hash, long createdAt, long expiresAt) throws Exception {
        try (Connection c = db.connect(); PreparedStatement p = c.prepareStatement(
                "UPDATE sessions SET created_at = ?, expires_at = ? WHERE token_hash = ?")) {
            p.setLong(1, createdAt);
            p.setLong(2, expiresAt);
            p.setString(3, hash);
            assertEquals(1, p.executeUpdate());
        }
    }
}
