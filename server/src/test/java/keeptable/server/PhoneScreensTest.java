package keeptable.server;

import static keeptable.server.PhoneAndAxeTest.DESKTOP;
import static keeptable.server.PhoneAndAxeTest.PHONE;
import static keeptable.server.PhoneAndAxeTest.boardNotInView;
import static keeptable.server.PhoneAndAxeTest.js;
import static keeptable.server.PhoneAndAxeTest.sideways;
import static keeptable.server.PhoneAndAxeTest.smallOrCutOff;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 26: every screen a player meets in each game, on a phone (390 x 844) and a laptop (1280 px) - the middle of a
 * game, the players' table under the board, a hint, the choices' rules-aid links, the chat, the end of a game, its
 * replay, and the hotseat hand-over screen (the table's own views at both widths, its panels scrolled into view on
 * the phone) - has the board whole in view, nothing cut off or under 8 px, nothing
 * scrolling sideways (a players' table included: on a phone its rows are cards) and no serious or critical axe-core
 * finding. Every table is dealt from a fixed seed. Screenshots land in target/screenshots (GAME-WIDTH-SCREEN).
 */
class PhoneScreensTest extends BrowserCase {
    /** The page's texts the player reads besides the board: choices, hint, rules links, log, chat, outcome, replay. */
    static final String PAGE = "header *, #outcome *, #status, #choices-panel *, #log *, #chat *, #chat-say *, #replay-panel *";
    static final List<Dimension> SIZES = List.of(PHONE, DESKTOP);

    /** A game as these tests play it: seed, options and the bots at a table; {@code upright}: see boardNotInView. */
    record Game(String id, long seed, boolean upright, String options, String... bots) {
    }

    static final Game KILLMANS_KEEP = new Game("killmans-keep", 41, true, "{}", "heuristic", "heuristic");
    static final Game DOWN_AMONG_THE_DEAD = new Game("down-among-the-dead", 12, true, "{\"map\":\"barrow\"}", "heuristic");
    /** The Keep's floors stand as rows on a phone too, the board no higher than the room above the choices. */
    static final Game THE_KEEP = new Game("the-keep", 7, true, "{}", "heuristic", "heuristic", "heuristic");
    static final Game DEAD_KEEP = new Game("dead-keep", 3, true, "{\"quest\":\"tutorial\"}", "heuristic");
    static final Game DEAD_CELLS = new Game("dead-cells", 5, false, "{}", "heuristic");
    /** The seats' names at these tables, in seat order. */
    static final List<String> NAMES = List.of("Ann", "Bo", "Cy", "Di", "Ed", "Flo");
    /** A game's own end screen on its board, where it has one: it names the winner first, then the figures. */
    static final java.util.Map<String, String> END_SCREENS = java.util.Map.of("the-keep", "#tk-ending");

    @AfterEach
    void wide() {
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    /** Waits for this seat's choices and a board (Dead Cells' Combat board has no picture). */
    static void awaitChoices() throws Exception {
        try {
            waiting().until(d -> !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty()
                    && !d.findElements(By.cssSelector("#board > *")).isEmpty());
        } catch (org.openqa.selenium.TimeoutException e) {
            screenshot("timeout");
            throw new AssertionError("no choice came: " + js("return document.getElementById('status').textContent + ' / '"
                    + " + document.getElementById('prompt').textContent + ' / ' + document.getElementById('choices').innerHTML.slice(0, 300)"), e);
        }
    }

    /** Each table of the board that scrolls sideways inside itself, in words (a phone lays a table out as cards). */
    @SuppressWarnings("unchecked")
    static List<String> tablesScrollingSideways() {
        return (List<String>) js("return [...document.querySelectorAll('#board .scroll')].filter(s => s.scrollWidth > s.clientWidth + 1)"
                + ".map(s => `${s.getAttribute('aria-label')} scrolls sideways by ${s.scrollWidth - s.clientWidth} px inside itself`)");
    }

    /**
     * What is wrong with the screen at this size, in words, after a screenshot GAME-WIDTH-SCREEN: the board out of
     * view, a text cut off or too small, the page or a table of the board scrolling sideways, axe-core's serious and
     * critical findings.
     */
    static List<String> screen(Game game, String name, Dimension size) throws Exception {
        resize(size);
        screenshot(game.id() + "-" + size.getWidth() + "-" + name);
        List<String> wrong = new ArrayList<>(boardNotInView(game.upright() && size == PHONE));
        wrong.addAll(smallOrCutOff(PAGE + ", #handover *"));
        wrong.addAll(tablesScrollingSideways());
        if (sideways() > 0) {
            wrong.add("the page scrolls sideways by " + sideways() + " px");
        }
        wrong.addAll(seriousViolations());
        return wrong;
    }

    /** The screen checked at both sizes (scrolled to the first of {@code scrollTo}, else the top). */
    static void bothSizes(Game game, String name, String scrollTo) throws Exception {
        atSizes(game, name, scrollTo, SIZES);
    }

    /** The screen checked at each size (scrolled to the first of {@code scrollTo}, else the top). */
    static void atSizes(Game game, String name, String scrollTo, List<Dimension> sizes) throws Exception {
        for (Dimension size : sizes) {
            resize(size);
            driver.executeScript(scrollTo == null ? "window.scrollTo(0, 0)" : "document.querySelector(arguments[0]).scrollIntoView()", scrollTo);
            assertEquals(List.of(), screen(game, name, size), game.id() + ": " + name + " at " + size.getWidth() + " px");
        }
    }

    /** Creates a table of the game (API, the game's seed) with {@code humans} seats held here, and opens it. */
    static String open(Game game, int humans, String... bots) throws Exception {
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < humans; i++) {
            kinds.add("human");
        }
        kinds.addAll(List.of(bots));
        StringBuilder seats = new StringBuilder();
        for (int i = 0; i < kinds.size(); i++) {
            seats.append(i == 0 ? "" : ",").append("{\"kind\":\"").append(kinds.get(i)).append("\",\"name\":\"")
                    .append(NAMES.get(i)).append("\"}");
        }
        Harness.Response r = Harness.post(server.port(), "/api/tables", "{\"game\":\"" + game.id() + "\",\"options\":"
                + game.options() + "," + Harness.dealtFrom(game.seed(), kinds.toArray(String[]::new)) + "\"seats\":[" + seats + "]}");
        assertEquals(201, r.status(), r.toString());
        String id = r.body().get("id").asText();
        driver.get(base + "/");
        driver.executeScript("localStorage.clear(); sessionStorage.clear();"
                + " if (arguments[1]) localStorage.setItem('keeptable.tokens.' + arguments[0], arguments[1])",
                id, humans == 0 ? null : r.body().get("tokens").toString());
        driver.get(base + "/table.html?t=" + id);
        waiting().until(d -> !d.findElements(By.cssSelector("#board > *")).isEmpty());
        return id;
    }

    /** The middle of a game, the table under the board, a hint, the rules-aid links of the choices, and the chat. */
    static void midGame(Game game, int choices) throws Exception {
        String table = open(game, 1, game.bots());
        awaitChoices();
        playFirstChoices(table, choices);
        awaitChoices();
        bothSizes(game, "midgame", null);
        atSizes(game, "players", "#board .scroll, .dc-players, #board .tk-info", List.of(PHONE));
        assertFalse(driver.findElements(By.cssSelector("#choice-rules a")).isEmpty(), "the choices link to the rules aid");
        js("document.getElementById('hint').click()");
        waiting().until(d -> !d.findElements(By.id("hint-text")).isEmpty());
        atSizes(game, "hint", "#hint-out", List.of(PHONE));
        js("document.getElementById('chat-text').value = 'Good luck, everyone - may the dice be kind to us all'");
        js("document.querySelector('#chat-say button').click()");
        waiting().until(d -> d.findElement(By.id("chat")).getText().contains("may the dice be kind"));
        atSizes(game, "chat", "#chat", List.of(PHONE));
    }

    /**
     * A game the bots played to its end: its end as a spectator sees it, then its replay seen by the first seat - at
     * its end (what that player saw last) and after its third choice.
     */
    static void endAndReplay(Game game) throws Exception {
        List<String> bots = new ArrayList<>(List.of("heuristic"));
        bots.addAll(List.of(game.bots()));
        String id = open(game, 0, bots.toArray(String[]::new));
        new WebDriverWait(driver, Duration.ofSeconds(300)).until(d -> server.stateOf(id).isOver());
        waiting().until(d -> !d.findElements(By.id("outcome-text")).isEmpty());
        assertTrue(driver.findElement(By.id("outcome-text")).getText().startsWith("Game over"));
        bothSizes(game, "end", null);
        String own = END_SCREENS.get(game.id());
        if (own != null) {
            String winner = NAMES.get(server.stateOf(id).outcome().winners().get(0));
            for (Dimension size : SIZES) {
                resize(size);
                js("window.scrollTo(0, 0)");
                String heading = driver.findElement(By.cssSelector(own + " h3")).getText();
                assertTrue(heading.startsWith(winner + " wins"), game.id() + ": the end names the winner first: " + heading);
                assertTrue(driver.findElements(By.cssSelector(own + " li")).size() >= 3, "the figures of each side");
                assertTrue((Boolean) driver.executeScript("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                        + " return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth", own),
                        game.id() + ": the end screen is in view at " + size.getWidth() + " px");
                screenshot(game.id() + "-" + size.getWidth() + "-ending");
            }
        }
        waiting().until(d -> d.findElement(By.id("replay-panel")).isDisplayed());
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("replay-seat"))).selectByValue("0");
        driver.findElement(By.id("replay-last")).click();
        waiting().until(d -> d.findElement(By.id("status")).getText().matches("Replay: after choice (\\d+) of \\1, seen by Ann"));
        bothSizes(game, "replay-end", "#replay-panel");
        driver.findElement(By.id("replay-first")).click();
        for (int i = 0; i < 3; i++) {
            driver.findElement(By.id("replay-next")).click();
        }
        waiting().until(d -> d.findElement(By.id("status")).getText().startsWith("Replay: after choice 3 of"));
        atSizes(game, "replay", "#replay-panel", List.of(PHONE));
    }

    /** Two seats held in this browser (hotseat): the first seat's choices are played until the device is handed over. */
    static void handOver(Game game) throws Exception {
        String id = open(game, 2, java.util.Arrays.copyOf(game.bots(), game.bots().length - 1));
        for (int i = 0; !driver.findElement(By.id("handover")).isDisplayed(); i++) {
            assertTrue(i < 60, "the turn passed to the other seat held here within 60 choices");
            waiting().until(d -> !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty()
                    || d.findElement(By.id("handover")).isDisplayed());
            if (!driver.findElement(By.id("handover")).isDisplayed()) {
                playFirstChoices(id, 1);
            }
        }
        assertTrue(driver.findElement(By.id("handover-text")).getText().startsWith("Pass to "));
        for (Dimension size : SIZES) {
            resize(size);
            screenshot(game.id() + "-" + size.getWidth() + "-handover");
            List<String> wrong = new ArrayList<>(smallOrCutOff("#handover *"));
            if (sideways() > 0) {
                wrong.add("the page scrolls sideways by " + sideways() + " px");
            }
            wrong.addAll(seriousViolations());
            assertTrue((Boolean) js("const r = document.getElementById('handover-go').getBoundingClientRect();"
                    + " return r.top >= 0 && r.bottom <= innerHeight"), "the hand-over's button is on the screen");
            assertEquals(List.of(), wrong, game.id() + ": the hand-over screen at " + size.getWidth() + " px");
        }
    }

    static void everyScreen(Game game, int choices) throws Exception {
        midGame(game, choices);
        endAndReplay(game);
        handOver(game);
    }

    @Test
    void killmansKeepScreens() throws Exception {
        everyScreen(KILLMANS_KEEP, 8);
    }

    @Test
    void downAmongTheDeadScreens() throws Exception {
        everyScreen(DOWN_AMONG_THE_DEAD, 24);
    }

    @Test
    void theKeepScreens() throws Exception {
        everyScreen(THE_KEEP, 6);
    }

    @Test
    void theDeadKeepScreens() throws Exception {
        everyScreen(DEAD_KEEP, 6);
    }

    @Test
    void deadCellsScreens() throws Exception {
        everyScreen(DEAD_CELLS, 3);
    }
}
