package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * Turn-based play in a real headless Chromium: the lobby creates a table played turn by turn (a day a move,
 * a hard bot when time runs out), offering "skipped" only where the game's rules let a player pass; the
 * table shows the move time and the clock, hands the seat to a bot and takes it back; lobby and table at
 * 1280 and 390 px with no serious or critical axe-core violation and nothing scrolling sideways.
 */
class TurnBasedBrowserTest extends BrowserCase {

    @Test
    void aTurnBasedTableIsCreatedInTheLobbyAndItsPlayerHandsTheSeatToABotAndBack() throws Exception {
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        new Select(driver.findElement(By.id("game"))).selectByValue("dead-cells");
        driver.findElement(By.id("pace-turns")).click();
        waiting().until(d -> d.findElement(By.id("turn-options")).isDisplayed());
        assertTrue(!driver.findElement(By.cssSelector("#on-timeout option[value='skip']")).isEnabled(),
                "Dead Cells' rules let nobody pass: no skip offered");
        new Select(driver.findElement(By.id("game"))).selectByValue("killmans-keep");
        waiting().until(d -> d.findElement(By.cssSelector("#on-timeout option[value='skip']")).isEnabled());
        new Select(driver.findElement(By.id("count"))).selectByValue("2");
        new Select(driver.findElements(By.cssSelector("#seats .kind")).get(1)).selectByValue("open");
        driver.findElement(By.cssSelector("#seats .seatrow .name")).sendKeys("Ann");
        new Select(driver.findElement(By.id("move-time"))).selectByValue("1440");
        new Select(driver.findElement(By.id("on-timeout"))).selectByValue("skip");
        assertTrue(driver.findElement(By.id("skip-words")).getText().contains("end the turn"),
                driver.findElement(By.id("skip-words")).getText());
        new Select(driver.findElement(By.id("on-timeout"))).selectByValue("bot");
        new Select(driver.findElement(By.id("timeout-bot"))).selectByValue("hard");
        List<String> failed = new ArrayList<>(checkBothWidths("turns-lobby"));

        driver.findElement(By.id("create")).click();
        waiting().until(d -> !d.findElements(By.id("go-table")).isEmpty());
        driver.findElement(By.id("go-table")).click();
        waiting().until(d -> d.getCurrentUrl().contains("table.html"));
        String id = tableIdFromUrl();
        JsonNode tb = Harness.get(server.port(), "/api/tables/" + id).body().get("turnBased");
        assertEquals(1440, tb.get("moveMinutes").asInt());
        assertEquals("bot", tb.get("onTimeout").asText());
        assertEquals("hard", tb.get("bot").asText());
        waiting().until(d -> d.findElement(By.id("clock")).isDisplayed()
                && d.findElement(By.id("clock")).getText().startsWith("Turn by turn: 1 day a move"));
        assertTrue(driver.findElement(By.id("clock")).getText().contains("then a bot plays for them"),
                driver.findElement(By.id("clock")).getText());
        waiting().until(d -> !d.findElements(By.id("hand-over")).isEmpty());
        failed.addAll(checkBothWidths("turns-table"));

        new Select(driver.findElement(By.id("stand-in-bot"))).selectByValue("easy");
        driver.findElement(By.id("hand-over")).click();
        waiting().until(d -> !d.findElements(By.id("take-back")).isEmpty());
        assertTrue(driver.findElement(By.id("stand-in")).getText().contains("A bot (easy) plays your seat"),
                driver.findElement(By.id("stand-in")).getText());
        assertEquals("easy", Harness.get(server.port(), "/api/tables/" + id).body().get("seats").get(0)
                .get("standIn").asText());
        failed.addAll(checkBothWidths("turns-table-bot"));
        clickAsItStands(By.id("take-back")); // the stand-in box is drawn again each time the bot plays
        waiting().until(d -> !d.findElements(By.id("hand-over")).isEmpty());
        assertTrue(!Harness.get(server.port(), "/api/tables/" + id).body().get("seats").get(0).has("standIn"),
                "the seat is the player's again");
        String page = driver.findElement(By.tagName("body")).getText();
        for (String internal : List.of("heuristic", "ismcts", id)) {
            assertTrue(!page.contains(internal), "the page names no internals: " + internal);
        }
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }

    /**
     * The Dead Keep is played together: Ann's table shows that Bob is away with a button to seat a bot for him;
     * the bot plays for him, and when Bob comes back by his seat link his page offers "Take my seat back".
     */
    @Test
    void aCoOperativePartySeatsABotForAnAwayPlayerWhoTakesTheSeatBackOnReturn() throws Exception {
        Harness.Response r = Harness.post(server.port(), "/api/tables", "{\"game\":\"dead-keep\",\"seats\":["
                + "{\"kind\":\"human\",\"name\":\"Ann\"},{\"kind\":\"human\",\"name\":\"Bob\"}]}");
        assertEquals(201, r.status(), r.toString());
        String id = r.body().get("id").asText();
        String ann = r.body().get("tokens").get("0").asText();
        String bob = r.body().get("tokens").get("1").asText();
        driver.get(base + "/table.html?t=" + id + "#seat=0&token=" + ann);
        waiting().until(d -> !d.findElements(By.cssSelector("button.seat-bot[data-seat='1']")).isEmpty());
        assertTrue(driver.findElement(By.id("stand-in")).getText().contains("Bob is away."),
                driver.findElement(By.id("stand-in")).getText());
        List<String> failed = new ArrayList<>(checkBothWidths("coop-away"));
        driver.findElement(By.cssSelector("button.seat-bot[data-seat='1']")).click();
        waiting().until(d -> d.findElement(By.id("stand-in")).getText().contains("A bot (normal) plays for Bob"));
        assertEquals("normal", Harness.get(server.port(), "/api/tables/" + id).body().get("seats").get(1)
                .get("standIn").asText());
        assertTrue(driver.findElements(By.cssSelector("button.seat-bot")).isEmpty(), "no button for a seat a bot plays");

        // Bob comes back on his own device (this browser, holding only his seat now)
        PhoneAndAxeTest.js("localStorage.clear(); sessionStorage.clear(); return 0;");
        driver.get("about:blank"); // the seat link then loads the page anew (not as a jump within it)
        driver.get(base + "/table.html?t=" + id + "#seat=1&token=" + bob);
        waiting().until(d -> !d.findElements(By.id("take-back")).isEmpty());
        assertTrue(driver.findElement(By.id("stand-in")).getText().contains("plays your seat while you are away"));
        failed.addAll(checkBothWidths("coop-take-back"));
        clickAsItStands(By.id("take-back")); // the stand-in box is drawn again each time the bot plays for Bob
        waiting().until(d -> !d.findElements(By.id("hand-over")).isEmpty());
        assertTrue(!Harness.get(server.port(), "/api/tables/" + id).body().get("seats").get(1).has("standIn"),
                "the seat is Bob's again");
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }
}
