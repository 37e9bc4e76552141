package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 26, what a new user's review still met: a screen reader heard a table's whole chat again on every reload (the
 * list itself was live), and the lobby's Seed field cut its placeholder off on a phone.
 */
class ChatAndLobbyFieldsTest extends BrowserCase {
    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** What a screen reader would read out now: the text of every live region on the page, and where it is. */
    @SuppressWarnings("unchecked")
    private static List<String> liveAround(String selector) {
        return (List<String>) js("const e = document.querySelector(arguments[0]), out = [];"
                + " for (let a = e; a; a = a.parentElement) if (a.getAttribute('aria-live') && a.getAttribute('aria-live') !== 'off')"
                + "  out.push(a.id || a.tagName); return out;", selector);
    }

    private static String news(String id) {
        return driver.findElement(By.id(id)).getDomProperty("textContent");
    }

    private static void say(String words) {
        js("document.getElementById('chat-text').value = arguments[0]; document.querySelector('#chat-say button').click()", words);
        waiting().until(d -> d.findElement(By.id("chat")).getText().contains(words));
    }

    /**
     * The table's chat is drawn whole on a reload and read out only from then on: the backlog stands in a list that is
     * not live, and the one line said after the reload is what the chat's live region holds.
     */
    @Test
    void aReloadShowsTheChatButReadsOutOnlyWhatIsSaidAfter() {
        createInLobby("killmans-keep", 2);
        awaitMyTurn();
        say("Hello, table");
        assertEquals("Ann: Hello, table", news("chat-news"), "a new line is read out");
        say("Good luck");
        driver.navigate().refresh();
        awaitMyTurn();
        waiting().until(d -> d.findElements(By.cssSelector("#chat li")).size() == 2);
        assertEquals(List.of(), liveAround("#chat li"), "the backlog is in no live region");
        assertEquals("", news("chat-news"), "nothing of the backlog is read out");
        say("Your move");
        assertEquals("Ann: Your move", news("chat-news"), "only the line said after the reload");
    }

    /** The lobby's chat likewise: its backlog is shown on loading, and only a line said after is read out. */
    @Test
    void theLobbyChatReadsOutOnlyNewLines() throws Exception {
        Person lobbyist = Person.signedUp(server.port(), "Lobbyist");
        assertEquals(201, lobbyist.call("POST", "/api/lobby/chat", "{\"text\":\"anyone for a game?\"}").status());
        driver.get(base + "/");
        waiting().until(d -> d.findElement(By.id("lobby-chat")).getText().contains("anyone for a game?"));
        assertEquals(List.of(), liveAround("#lobby-chat li"), "the backlog is in no live region");
        assertEquals("", news("lobby-chat-news"), "nothing of the backlog is read out");
        assertEquals(201, lobbyist.call("POST", "/api/lobby/chat", "{\"text\":\"the Keep, at eight\"}").status());
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> !news("lobby-chat-news").isEmpty());
        assertEquals("Lobbyist: the Keep, at eight", news("lobby-chat-news"));
    }

    /**
     * Every input of the lobby with a placeholder (a seat's name, the Seed, each game's options) has room for the whole
     * placeholder at 390 px, for every game of the list; the words measured in the input's own font.
     */
    @SuppressWarnings("unchecked")
    static List<String> placeholdersCutOff() {
        return (List<String>) js("const pen = document.createElement('canvas').getContext('2d');"
                + " return [...document.querySelectorAll('input[placeholder]')].filter(i => i.offsetWidth > 0 && i.placeholder).flatMap(i => {"
                + "  const s = getComputedStyle(i); pen.font = s.font;"
                + "  const room = i.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - (i.type === 'number' ? 20 : 0);"
                + "  const needs = pen.measureText(i.placeholder).width;"
                + "  return needs > room ? [`${i.id || i.getAttribute('aria-label') || i.dataset.option}: '${i.placeholder}'"
                + " needs ${Math.ceil(needs)} px, has ${Math.floor(room)}`] : []; })");
    }

    @Test
    void noLobbyPlaceholderIsCutOffOnAPhone() throws Exception {
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        List<String> games = new ArrayList<>();
        driver.findElements(By.cssSelector("#game option")).forEach(o -> games.add(o.getDomAttribute("value")));
        List<String> cut = new ArrayList<>();
        try {
            resize(PhoneAndAxeTest.PHONE);
            for (String game : games) {
                // the lobby draws a game's seats and options as it is chosen
                new Select(driver.findElement(By.id("game"))).selectByValue(game);
                placeholdersCutOff().forEach(c -> cut.add(game + ": " + c));
            }
            assertTrue((Long) js("return document.querySelectorAll('input[placeholder]').length") >= 3, "inputs were measured");
            new Select(driver.findElement(By.id("game"))).selectByValue("killmans-keep");
            screenshot("lobby-placeholders-phone");
            assertEquals(List.of(), cut);
            // the check is no formality: the Seed field as it stood, beside its long label, is caught
            js("const seed = document.getElementById('seed'); seed.parentElement.classList.remove('field');"
                    + " seed.style.width = '8rem'");
            List<String> narrow = placeholdersCutOff();
            assertEquals(1, narrow.size(), narrow.toString());
            assertTrue(narrow.get(0).startsWith("seed: 'drawn by the server' needs "), narrow.get(0));
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
    }
}
