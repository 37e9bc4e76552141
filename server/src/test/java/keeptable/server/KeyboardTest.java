package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 26: every game's board plays from the keyboard alone, and a screen reader hears each event. For each game,
 * seat 1 plays one whole turn with Tab, Enter and Space only: Tab to a thing on the board that stands for a choice
 * (a space, a card, a room) where the board offers one, else to a choice's button, and to the picker's buttons when
 * one thing stands for several choices. At every step each offered thing on the board is in the tab order with a
 * name. The turn's new log lines land in a live region.
 */
class KeyboardTest extends BrowserCase {
    /** Where Tab should land next: the picker when it is open, else the board where it offers something. */
    private static final String TARGET = "const picker = document.getElementById('picker');"
            + " if (!picker.hidden && picker.querySelector('button')) return 'picker';"
            + " return document.querySelector('#board .clickable') ? 'board' : 'choices';";
    private static final String FOCUSED = "const a = document.activeElement; if (!a) return '';"
            + " if (a.closest('#picker') && a.matches('button')) return 'picker';"
            + " if (a.closest('#board .clickable') === a) return 'board';"
            + " return a.matches('#choices button.choice:not([disabled])') ? 'choices' : '';";

    /** The offered things on the board that a keyboard cannot reach or a screen reader cannot name. */
    @SuppressWarnings("unchecked")
    static List<String> unreachableOffers() {
        return (List<String>) PhoneAndAxeTest.js("return [...document.querySelectorAll('#board .clickable')].flatMap(e => {"
                + " const name = (e.getAttribute('aria-label') || e.getAttribute('title') || e.textContent || '').trim();"
                + " const what = (name || e.outerHTML).slice(0, 60);"
                + " if (!(e.tabIndex >= 0)) return [what + ': not in the tab order'];"
                + " if (!name) return [what + ': no name'];"
                + " return e.getClientRects().length ? [] : [what + ': not shown']; })");
    }

    private static int toMove(String table) throws Exception {
        return Harness.get(server.port(), "/api/tables/" + table).body().get("toMove").asInt();
    }

    /** Choices a test makes by keys at most: a Dead Cells seat may decide for a long stretch before another moves. */
    private static final int MOST_CHOICES = 40;

    /**
     * Plays seat 1's turn by keys until another seat is to move, the game is over or {@link #MOST_CHOICES} were made
     * (a bound on a long turn); returns how many of the choices were made on the
     * board itself (a thing on the board or the picker it opened).
     */
    static int playATurnByKeys(String table) throws Exception {
        awaitMyTurn();
        int onBoard = 0;
        for (int made = 0; made < MOST_CHOICES; made++) {
            assertEquals(List.of(), unreachableOffers(), "offered things on the board, choice " + (made + 1));
            String target = (String) PhoneAndAxeTest.js(TARGET);
            int tabs = 0;
            while (!target.equals(PhoneAndAxeTest.js(FOCUSED))) {
                assertTrue(++tabs <= 400, "Tab never reached the " + target + " (choice " + (made + 1) + ")");
                new Actions(driver).sendKeys(Keys.TAB).perform();
            }
            if (!target.equals("choices")) {
                onBoard++;
            }
            int before = step(table);
            new Actions(driver).sendKeys(made % 2 == 0 ? Keys.ENTER : Keys.SPACE).perform();
            if (target.equals("board") && !(Boolean) PhoneAndAxeTest.js("return document.getElementById('picker').hidden")) {
                continue; // one thing stood for several choices: the picker lists them, its first button focused
            }
            waiting().until(d -> {
                try {
                    return step(table) > before && (over(table) || toMove(table) != 0
                            || !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty());
                } catch (Exception e) {
                    return false;
                }
            });
            if (over(table) || toMove(table) != 0) {
                return onBoard;
            }
        }
        return onBoard;
    }

    /** Plays a turn by keys in a new table of the game and checks that the log's new lines are read out. */
    static void aTurnByKeys(String game, int players, Map<String, String> options) throws Exception {
        listen();
        String table = createInLobby(game, players, options);
        awaitMyTurn();
        long lines = (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length");
        int onBoard = playATurnByKeys(table);
        System.out.println("[keyboard] " + game + ": a turn by keys, " + onBoard + " of its choices on the board");
        assertTrue(onBoard > 0 || (Boolean) PhoneAndAxeTest.js("return !document.querySelector('#board .clickable')"),
                "no choice was made on the board");
        waiting().until(d -> (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length") > lines);
        assertEquals(List.of(), notHeard(lines), "new log lines a screen reader would not hear");
    }

    /**
     * From now on each page this browser opens records every text added to a polite or assertive live region that is
     * not busy (window.heard): what a screen reader reads out as it happens.
     */
    static void listen() {
        driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", "if (!window.heard) {"
                + " window.heard = []; new MutationObserver(records => { for (const r of records) for (const n of r.addedNodes) {"
                + "  const e = n.nodeType === 1 ? n : n.parentElement, live = e && e.closest('[aria-live]');"
                + "  if (live && ['polite', 'assertive'].includes(live.getAttribute('aria-live'))"
                + "   && live.getAttribute('aria-busy') !== 'true' && n.textContent.trim()) window.heard.push(n.textContent.trim()); } })"
                + " .observe(document, { childList: true, subtree: true }); }"));
    }

    /** The log's lines from the {@code from}-th on whose event was not read out since the page opened (see listen). */
    @SuppressWarnings("unchecked")
    static List<String> notHeard(long from) {
        return (List<String>) driver.executeScript("const said = line => line.firstChild.textContent.trim();"
                + " return [...document.querySelectorAll('#log li')].slice(arguments[0]).map(said)"
                + ".filter(t => !window.heard.some(h => h.includes(t))).map(t => t.slice(0, 60))", from);
    }

    /** The log's lines read out since the page opened (see listen). */
    @SuppressWarnings("unchecked")
    static List<String> heardOfTheLog() {
        return (List<String>) PhoneAndAxeTest.js("const lines = [...document.querySelectorAll('#log li')].map(li => li.firstChild.textContent.trim());"
                + " return lines.filter(t => window.heard.some(h => h.includes(t))).map(t => t.slice(0, 60))");
    }

    /**
     * A player who joins or reloads meets the log so far: a screen reader does not read that backlog out, only the
     * events that happen from then on.
     */
    @Test
    void aReloadReadsOutOnlyTheNewEvents() throws Exception {
        listen();
        com.fasterxml.jackson.databind.JsonNode t = Harness.create(server.port(), "killmans-keep", 41, "human", "heuristic", "heuristic");
        String table = t.get("id").asText();
        driver.get(base + "/");
        driver.executeScript("localStorage.clear(); localStorage.setItem(arguments[0], JSON.stringify({0: arguments[1]}))",
                "keeptable.tokens." + table, t.get("tokens").get("0").asText());
        driver.get(base + "/table.html?t=" + table);
        awaitMyTurn();
        long lines = (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length");
        playFirstChoices(table, 3);
        waiting().until(d -> (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length") > lines);
        assertEquals(List.of(), notHeard(lines), "the new events are read out");
        long before = (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length");
        driver.navigate().refresh();
        awaitMyTurn();
        waiting().until(d -> (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length") >= before);
        assertEquals(List.of(), heardOfTheLog(), "the log drawn on a reload is not read out");
        long drawn = (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length");
        playFirstChoices(table, 1);
        waiting().until(d -> (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length") > drawn);
        assertEquals(List.of(), notHeard(drawn), "the events after a reload are read out");
    }

    @Test
    void killmansKeepByKeys() throws Exception {
        aTurnByKeys("killmans-keep", 3, Map.of());
    }

    @Test
    void theKeepByKeys() throws Exception {
        aTurnByKeys("the-keep", 4, Map.of());
    }

    @Test
    void downAmongTheDeadByKeys() throws Exception {
        aTurnByKeys("down-among-the-dead", 2, Map.of("map", "barrow"));
    }

    @Test
    void theDeadKeepByKeys() throws Exception {
        aTurnByKeys("dead-keep", 2, Map.of("quest", "tutorial"));
    }

    @Test
    void deadCellsByKeys() throws Exception {
        aTurnByKeys("dead-cells", 2, Map.of());
    }

    /** The checks are no formality: a board thing out of the tab order, and a log outside a live region, are caught. */
    @Test
    void anUnreachableOfferAndADeafLogAreCaught() throws Exception {
        listen();
        String table = createInLobby("killmans-keep", 3);
        awaitMyTurn();
        assertEquals(List.of(), unreachableOffers());
        PhoneAndAxeTest.js("const e = document.querySelector('#board .clickable'); e.setAttribute('tabindex', '-1');"
                + " e.setAttribute('aria-label', 'the Bank')");
        assertEquals(List.of("the Bank: not in the tab order"), unreachableOffers());
        // new events are read out, unless nothing live receives them
        PhoneAndAxeTest.js("document.getElementById('log-news').removeAttribute('aria-live')");
        long lines = (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length");
        playFirstChoices(table, 1);
        waiting().until(d -> (Long) PhoneAndAxeTest.js("return document.querySelectorAll('#log li').length") > lines);
        assertTrue(!notHeard(lines).isEmpty(), "new events that no live region receives are caught");
    }
}
