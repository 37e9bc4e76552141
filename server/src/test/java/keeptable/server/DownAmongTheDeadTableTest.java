package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 26, Down Among The Dead at the table as a new player meets it, every table dealt from a fixed seed: axe-core
 * stays clean through a game's first 45 choices on a phone, the set-up marks and names the squares to place on (and
 * places by keys), a counter moves to its destination in one act, and the end names the winner with each side's
 * figures. Screenshots land in target/screenshots (down-among-the-dead-*).
 */
class DownAmongTheDeadTableTest extends BrowserCase {
    private static final String GAME = "down-among-the-dead";
    private static final Map<String, String> BARROW = Map.of("map", "barrow");

    @AfterEach
    void wide() {
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    private static String prompt() {
        return String.valueOf(PhoneAndAxeTest.js("return document.getElementById('prompt').textContent"));
    }

    /** Plays this seat's first choice until {@code done} (a script returning true) holds at its turn. */
    private static void playUntil(String table, String done, int most) throws Exception {
        for (int i = 0; ; i++) {
            awaitMyTurn();
            awaitSettled();
            if (Boolean.TRUE.equals(PhoneAndAxeTest.js(done))) {
                return;
            }
            assertTrue(i < most, "reached within " + most + " choices: " + done);
            playFirstChoices(table, 1);
        }
    }

    /**
     * The fault seen on square H3 (seed 7, about the 27th choice: a square's visible letters missing from its name as
     * whole words) and any other: axe-core's serious and critical findings every third choice at 390 px.
     */
    @Test
    void axeFindsNothingThroughTheFirstFortyFiveChoicesOnAPhone() throws Exception {
        String table = createInLobby(GAME, 2, BARROW);
        resize(PhoneAndAxeTest.PHONE);
        List<String> failed = new ArrayList<>();
        for (int made = 1; made <= 45 && !over(table); made++) {
            waiting().until(d -> over(table)
                    || !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty());
            PhoneAndAxeTest.js("document.querySelector('#choices button.choice').click()");
            int after = made;
            waiting().until(d -> {
                try {
                    return over(table) || step(table) >= after && !d.findElements(
                            By.cssSelector("#choices button.choice:not([disabled])")).isEmpty();
                } catch (Exception e) {
                    return false;
                }
            });
            if (made % 3 == 0) {
                awaitSettled();
                seriousViolations().forEach(v -> failed.add("after choice " + after + ": " + v));
            }
        }
        screenshot("down-among-the-dead-390-walk");
        assertTrue(step(table) >= 45, "45 choices were made: " + step(table));
        assertEquals(List.of(), failed);
    }

    @Test
    void theSetUpMarksTheStartingSquaresAndACounterIsPlacedByKeys() throws Exception {
        String table = createInLobby(GAME, 2, BARROW);
        playUntil(table, "return document.getElementById('prompt').textContent.includes('marked green')", 30);
        assertTrue(prompt().matches(".*place the \\w[\\w-]* on a free starting square, marked green on the board: "
                + "H2, I2, F3, G3, H3, I3, J3, K3"), prompt());
        assertEquals(8, driver.findElements(By.cssSelector("#dad-board [data-start='adventurers']")).size(),
                "the Barrow's eight starting squares are marked");
        assertTrue(driver.findElement(By.id("dad-set-up")).getText().startsWith("Green squares: where the adventurers"));
        List<WebElement> offered = driver.findElements(By.cssSelector("#dad-board [data-square].clickable"));
        assertEquals(8, offered.size(), "each free starting square is offered");
        for (WebElement sq : offered) {
            assertEquals("adventurers", sq.getDomAttribute("data-start"));
            assertEquals("0", sq.getDomAttribute("tabindex"), "in the tab order");
        }
        screenshot("down-among-the-dead-set-up");
        String first = offered.get(0).getDomAttribute("data-square");
        PhoneAndAxeTest.js("document.querySelector('#dad-board [data-square].clickable').focus()");
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        waiting().until(d -> !d.findElements(By.cssSelector("#dad-board [data-square='" + first + "'] [data-counter]"))
                .isEmpty());
    }

    @Test
    void aCounterMovesToItsDestinationInOneAct() throws Exception {
        String table = createInLobby(GAME, 2, BARROW);
        playUntil(table, "return !!document.getElementById('dad-moving')", 80);
        // pick a counter when several may move, then a square at least two steps off that needs no break-away roll
        if (driver.findElements(By.cssSelector("#dad-board [data-goes]")).isEmpty()) {
            driver.findElement(By.cssSelector("#dad-board [data-square].clickable")).click();
        }
        waiting().until(d -> !d.findElements(By.cssSelector("#dad-board [data-goes]")).isEmpty());
        screenshot("down-among-the-dead-moving");
        WebElement target = driver.findElements(By.cssSelector("#dad-board [data-goes]")).stream()
                .filter(e -> e.getDomAttribute("aria-label").matches("Move the [\\w-]+ from \\w+ to \\w+ by \\w+, \\w+")
                        || e.getDomAttribute("aria-label").matches("Move the [\\w-]+ from \\w+ to \\w+ by \\w+"))
                .reduce((a, b) -> b.getDomAttribute("aria-label").length() > a.getDomAttribute("aria-label").length() ? b : a)
                .orElseThrow();
        String words = target.getDomAttribute("aria-label");
        String name = target.getDomAttribute("data-goes");
        String to = target.getDomAttribute("data-square");
        String from = words.replaceAll("Move the [\\w-]+ from (\\w+) to .*", "$1");
        int steps = words.split(",").length + 1;
        int before = step(table);
        target.click();
        waiting().until(d -> !d.findElements(By.cssSelector("#dad-board [data-square='" + to + "'] [data-counter='"
                + name + "']")).isEmpty());
        assertTrue(driver.findElements(By.cssSelector("#dad-board [data-square='" + from + "'] [data-counter='" + name
                + "']")).isEmpty(), "the " + name + " left " + from);
        assertTrue(step(table) >= before + steps, "each step of the way was played: " + (step(table) - before));
        waiting().until(d -> d.findElement(By.id("log")).getText().matches("(?s).*The " + name + " moves from \\w+ to "
                + to + "\\b.*"));
    }

    @Test
    void theEndNamesTheWinnerAndEachSidesFigures() throws Exception {
        String id = Harness.create(server.port(), GAME, 12, "heuristic", "heuristic").get("id").asText();
        new WebDriverWait(driver, Duration.ofSeconds(180)).until(d -> server.stateOf(id).isOver());
        driver.get(base + "/");
        PhoneAndAxeTest.js("localStorage.clear()");
        driver.get(base + "/table.html?t=" + id);
        waiting().until(d -> !d.findElements(By.cssSelector("#dad-end h2")).isEmpty());
        String headline = driver.findElement(By.cssSelector("#dad-end h2")).getText();
        assertTrue(headline.matches(".+ wins with the (adventurers|monsters)\\."), headline);
        List<WebElement> sides = driver.findElements(By.cssSelector("#dad-end h3"));
        assertEquals(2, sides.size());
        assertTrue(sides.get(0).getText().contains("the adventurers") && sides.get(1).getText().contains("the monsters"));
        assertEquals(1, driver.findElements(By.xpath("//section[@id='dad-end']/h3[contains(., '(won)')]")).size(),
                "the winning side is marked");
        String figures = driver.findElement(By.id("dad-end")).getText();
        assertTrue(figures.matches("(?s).*\\d of 5 adventurers standing.*monsters? killed or banished.*spawning squares"
                + " destroyed.*the Vampire Master (is dead|stands on \\w+ with \\d of the 6 wounds that kill him).*"
                + "monsters? on the map.*adventurer deaths? dealt.*"), figures);
        List<String> wrong = checkBothWidths("down-among-the-dead-end");
        assertEquals(List.of(), wrong);
        assertFalse(figures.contains("null"), figures);
    }
}
