package keeptable.server;

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
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 26: every screen a player meets in Killman's Keep and Down Among The Dead, on a phone (390 x 844) - the
 * middle of a game, the players' or counters' table under the board, a hint, the choices' rules-aid links, the chat,
 * and the end of a game - has the board whole in
 * view, nothing cut off or under 8 px and nothing scrolling sideways. Screenshots land in target/screenshots
 * (GAME-phone-SCREEN).
 */
class PhoneScreensTest extends BrowserCase {
    /** The page's texts the player reads besides the board: the choices sheet, hint, rules links, log, chat, outcome. */
    static final String PAGE = "header *, #outcome *, #status, #choices-panel *, #log *, #chat *, #chat-say *";

    @AfterEach
    void wide() {
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    /** What is wrong with the screen as it stands at a phone's width, in words, after a screenshot named for it. */
    static List<String> phoneScreen(String name) throws Exception {
        driver.manage().window().setSize(PHONE);
        Thread.sleep(400);
        screenshot(name);
        List<String> wrong = new ArrayList<>(boardNotInView(true));
        wrong.addAll(smallOrCutOff(PAGE));
        if (sideways() > 0) {
            wrong.add("the page scrolls sideways by " + sideways() + " px");
        }
        return wrong;
    }

    /** Plays the first choice {@code n} times (fewer if the game ends), then waits for this seat's turn. */
    static void play(String table, int n) throws Exception {
        playFirstChoices(table, n);
        awaitMyTurn();
    }

    /** The middle of a game, a hint, the rules-aid links of the choices, and a line said in the chat. */
    static void midGameHintAndChat(String game, String table, int choices) throws Exception {
        play(table, choices);
        assertEquals(List.of(), phoneScreen(game + "-phone-midgame"), game + " in the middle of a game");
        js("document.querySelector('#board .scroll').scrollIntoView()");
        assertEquals(List.of(), phoneScreen(game + "-phone-players"), game + ": the table under the board");
        js("window.scrollTo(0, 0)");
        assertFalse(driver.findElements(By.cssSelector("#choice-rules a")).isEmpty(), "the choices link to the rules aid");
        js("document.getElementById('hint').click()");
        waiting().until(d -> !d.findElement(By.id("hint-out")).getText().isBlank());
        js("document.getElementById('hint-out').scrollIntoView()");
        assertEquals(List.of(), phoneScreen(game + "-phone-hint"), game + " with a hint shown");
        js("document.getElementById('chat-text').value = 'Good luck, everyone - may the dice be kind to us all'");
        js("document.querySelector('#chat-say button').click()");
        waiting().until(d -> d.findElement(By.id("chat")).getText().contains("may the dice be kind"));
        js("document.getElementById('chat').scrollIntoView()");
        assertEquals(List.of(), phoneScreen(game + "-phone-chat"), game + " with a line in the chat");
    }

    /** A game the bots played to its end, opened by the first seat's player at a phone's width. */
    static void endOfGame(String game, long seed, String... bots) throws Exception {
        JsonNode t = Harness.create(server.port(), game, seed, bots);
        String id = t.get("id").asText();
        new WebDriverWait(driver, Duration.ofSeconds(240)).until(d -> server.stateOf(id).isOver());
        driver.manage().window().setSize(PHONE);
        driver.get(base + "/");
        ((JavascriptExecutor) driver).executeScript("localStorage.clear()");
        driver.get(base + "/table.html?t=" + id);
        waiting().until(d -> !d.findElements(By.id("outcome-text")).isEmpty() && !d.findElements(By.cssSelector("#board svg")).isEmpty());
        assertTrue(driver.findElement(By.id("outcome-text")).getText().startsWith("Game over"));
        assertEquals(List.of(), phoneScreen(game + "-phone-end"), game + " at its end");
    }

    @Test
    void killmansKeepScreens() throws Exception {
        String table = createInLobby("killmans-keep", 3, Map.of());
        awaitMyTurn();
        midGameHintAndChat("killmans-keep", table, 8);
        endOfGame("killmans-keep", 41, "random", "random", "random");
    }

    @Test
    void downAmongTheDeadScreens() throws Exception {
        String table = createInLobby("down-among-the-dead", 2, Map.of("map", "barrow"));
        awaitMyTurn();
        midGameHintAndChat("down-among-the-dead", table, 24);
        endOfGame("down-among-the-dead", 12, "heuristic", "heuristic");
    }
}
