package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;

/**
 * "Your turn" in My games, in a real headless Chromium: two accounts sit at a turn-based table; the page lists it as
 * their turn for the player to move and as the other's turn for the other, and after the move the two swap. The page
 * is axe-core clean and does not scroll sideways at 1280 and 390 px.
 */
class MyGamesBrowserTest extends BrowserCase {
    /** My games as {@code p} sees it (their session cookie in the browser): the table's row's "Now" column. */
    private static String nowFor(Person p) {
        driver.manage().deleteAllCookies();
        String value = p.cookie.substring(p.cookie.indexOf('=') + 1);
        driver.manage().addCookie(new Cookie(Sessions.COOKIE, value, "/"));
        driver.get(base + "/me.html");
        waiting().until(d -> d.findElement(By.id("account")).getText().contains("Logged in as " + p.name)
                && !d.findElements(By.cssSelector("#my-games tr td a")).isEmpty());
        return driver.findElement(By.cssSelector("#my-games tr:nth-child(2) td:nth-child(3)")).getText();
    }

    private static boolean yourTurnRow() {
        return !driver.findElements(By.cssSelector("#my-games tr.your-turn strong")).isEmpty();
    }

    @Test
    void myGamesSaysYourTurnToThePlayerToMoveOnlyAndSwapsAfterTheMove() throws Exception {
        driver.manage().window().setSize(PhoneAndAxeTest.DESKTOP);
        driver.get(base + "/"); // a page of the server, so that its cookie can be set
        Person ann = Person.signedUp(server.port(), "Anna");
        Person bob = Person.signedUp(server.port(), "Bobby");
        Harness.Response created = ann.call("POST", "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":"
                + "[{\"account\":\"Anna\"},{\"account\":\"Bobby\"}],\"turnBased\":{\"moveMinutes\":60,"
                + "\"onTimeout\":\"bot\"}}");
        assertEquals(201, created.status(), created.toString());
        String id = created.body().get("id").asText();
        Person[] people = {ann, bob};
        int mover = created.body().get("table").get("toMove").asInt();
        Person first = people[mover];
        Person other = people[1 - mover];

        assertTrue(nowFor(first).startsWith("Your turn (until "), "the player to move: " + nowFor(first));
        assertTrue(yourTurnRow(), "the row stands out as the player's turn");
        List<String> failed = new ArrayList<>(checkBothWidths("my-games-your-turn"));
        assertEquals(first.name + " to move", nowFor(other), "not the other player's turn");
        assertTrue(!yourTurnRow());

        // the player to move plays their turn to its end
        Harness.Ws w = first.seat(id, null);
        try {
            JsonNode m = w.await(s -> "state".equals(s.path("type").asText()));
            for (int i = 0; i < 200 && !m.get("over").asBoolean() && m.get("toMove").asInt() == mover; i++) {
                JsonNode pick = Harness.endTurnOrFirst(m);
                int at = m.get("step").asInt();
                w.send("{\"type\":\"choice\",\"step\":" + at + ",\"choice\":" + pick + "}");
                m = w.await(s -> "state".equals(s.path("type").asText()) && s.get("step").asInt() > at
                        || "refused".equals(s.path("type").asText()));
                assertEquals("state", m.get("type").asText(), m.toString());
            }
            assertEquals(1 - mover, m.get("toMove").asInt(), "the turn passed");
        } finally {
            w.close();
        }
        assertTrue(nowFor(other).startsWith("Your turn (until "), "now the other's turn: " + nowFor(other));
        assertTrue(yourTurnRow());
        assertEquals(other.name + " to move", nowFor(first));
        assertTrue(!yourTurnRow());
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }
}
