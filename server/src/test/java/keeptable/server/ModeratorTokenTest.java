package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import keeptable.server.Harness.Response;
import org.junit.jupiter.api.Test;

/**
 * The moderator's admin token, over real HTTP: read from a file or the environment rather than the
 * command line, and guessed at most five times a minute from one address.
 */
class ModeratorTokenTest extends ServerCase {
    private Response stop(String table, String token) throws Exception {
        return Harness.request(port, "POST", "/api/admin/tables/" + table + "/stop", "{}",
                "Content-Type", "application/json", "Authorization", "Bearer " + token);
    }

    @Test
    void theTokenComesFromAFileOrTheEnvironment() throws Exception {
        Path file = Files.writeString(dir.resolve("admin-token"), "from-the-file\nsecond line ignored\n");
        assertEquals("from-the-file", AdminSecret.resolve(null, file, Map.of()));
        assertEquals("from-the-env", AdminSecret.resolve(null, null, Map.of(AdminSecret.ENVIRONMENT, "from-the-env")));
        assertEquals("given", AdminSecret.resolve("given", null, Map.of(AdminSecret.ENVIRONMENT, "from-the-env")));
        assertNull(AdminSecret.resolve(null, null, Map.of()), "no token, no moderation");
        assertThrows(IllegalArgumentException.class, () -> AdminSecret.resolve("given", file, Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> AdminSecret.resolve(null, Files.writeString(dir.resolve("empty"), "\n"), Map.of()));

        start("sqlite", c -> c.withAdminToken(AdminSecret.resolve(null, file, Map.of())));
        String id = Harness.create(port, "the-keep", 5, "human", "random", "random").get("id").asText();
        assertEquals(200, stop(id, "from-the-file").status());
    }

    @Test
    void wrongGuessesAreThrottledPerAddress() throws Exception {
        start("sqlite", c -> c.withAdminToken("the-real-token"));
        String id = Harness.create(port, "the-keep", 5, "human", "random", "random").get("id").asText();
        for (int i = 0; i < AdminApi.WRONG_GUESSES_PER_MINUTE; i++) {
            assertEquals(401, stop(id, "guess-" + i).status());
        }
        Response shut = stop(id, "guess-again");
        assertEquals(429, shut.status(), "a sixth guess within the minute: " + shut);
        assertTrue(shut.body().get("error").asText().contains("wrong admin tokens"), shut.toString());
        assertEquals(429, stop(id, "the-real-token").status(), "the address is shut out, right token or not");
        assertEquals(null, server.problemOf(id), "nothing was stopped");
    }
}
