package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.State;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The lobby and table pages in Debian's headless Chromium: create a game with bots, play by
 * clicking, see the board change, reload and resume, and watch as a spectator who sees no secret.
 * Screenshots of each game's table land in target/screenshots.
 */
class BrowserTest extends BrowserCase {
    @Test
    void killmansKeepPlayByClickingReloadResumeAndSpectate() throws Exception {
        String table = createInLobby("killmans-keep", 3);
        awaitMyTurn();
        assertNoInternals(table);
        assertTrue(driver.getTitle().startsWith("Your turn · Killman's Keep"), driver.getTitle());
        String boardBefore = driver.findElement(By.id("board")).getDomProperty("innerHTML");
        int before = step(table);
        // play on the board where a choice is drawn there (an area to move to), else from the list
        List<WebElement> onBoard = driver.findElements(By.cssSelector("#board [data-area].clickable"));
        if (!onBoard.isEmpty()) {
            // a move shows nothing new and leaves the turn with its player: against opponents too, it can be taken back
            onBoard.get(0).click();
            waiting().until(d -> d.findElement(By.id("undo")).isDisplayed());
            driver.findElement(By.id("undo")).click();
            waiting().until(d -> "%d".formatted(before).equals(d.findElement(By.tagName("body")).getDomAttribute("data-step"))
                    && !d.findElement(By.id("undo")).isDisplayed());
            assertEquals(before, step(table), "the move was taken back");
            awaitMyTurn();
            driver.findElements(By.cssSelector("#board [data-area].clickable")).get(0).click();
        } else {
            driver.findElement(By.cssSelector("#choices button.choice")).click();
        }
        waiting().until(d -> {
            try {
                return step(table) > before;
            } catch (Exception e) {
                return false;
            }
        });
        // and a few more from the list, by keyboard too
        for (int i = 0; i < 3 && !server.stateOf(table).isOver(); i++) {
            awaitMyTurn();
            int s = step(table);
            driver.findElement(By.tagName("body")).sendKeys("1");
            waiting().until(d -> {
                try {
                    return step(table) > s;
                } catch (Exception e) {
                    return false;
                }
            });
        }
        awaitMyTurn();
        assertNotEquals(boardBefore, driver.findElement(By.id("board")).getDomProperty("innerHTML"),
                "the board changed");
        assertFalse(driver.findElements(By.cssSelector("#log li")).isEmpty(), "the event log fills");
        screenshot("killmans-keep-table");

        // reload: the same seat, resumed where it was, log and all
        int atReload = step(table);
        driver.navigate().refresh();
        awaitMyTurn();
        assertTrue(driver.findElement(By.id("who")).getText().contains("Ann"));
        assertTrue(step(table) >= atReload);
        waiting().until(d -> !d.findElements(By.cssSelector("#log li")).isEmpty());

        // a hint from ISMCTS
        driver.findElement(By.id("hint")).click();
        waiting().until(d -> !d.findElements(By.id("hint-text")).isEmpty());
        String hint = driver.findElement(By.id("hint-text")).getText();
        assertTrue(hint.startsWith("Suggested: "), hint);
        assertFalse(hint.contains("ISMCTS") || hint.contains("iterations") || hint.contains("%"), "plain words: " + hint);
        // and why, in the words the terminal's hint uses (HintWords): "Good move: from here you win about 6 in 10 ..."
        String why = driver.findElement(By.id("hint-why")).getText();
        assertTrue(why.matches("(Good move|Too close to tell apart|From here you|It is the only).*in 10.*|It is the only.*"),
                "the hint says why in plain words: " + why);
        screenshot("killmans-keep-hint");

        // phone width
        driver.manage().window().setSize(new Dimension(390, 844));
        screenshot("killmans-keep-phone");
        driver.manage().window().setSize(new Dimension(1400, 1000));

        // a spectator (a browser holding no token) sees no hidden card
        State state = server.stateOf(table);
        JsonNode mine = keeptable.engine.module.GameModules.byId("killmans-keep").json()
                .valueToTree(state.view(0));
        List<String> secrets = new ArrayList<>();
        for (JsonNode c : mine.get("hand")) {
            secrets.add(c.get("name").asText());
        }
        for (JsonNode g : mine.get("goals")) {
            secrets.add(g.get("name").asText());
        }
        String publicText = publicText(state);
        secrets.removeIf(publicText::contains);
        ((JavascriptExecutor) driver).executeScript("localStorage.clear()");
        driver.get(base + "/table.html?t=" + table);
        waiting().until(d -> d.findElement(By.id("who")).getText().contains("Spectating"));
        waiting().until(d -> !d.findElements(By.cssSelector("#board svg")).isEmpty());
        screenshot("killmans-keep-spectator");
        String page = driver.findElement(By.tagName("body")).getText() + driver.getPageSource();
        for (String s : secrets) {
            assertFalse(page.contains(s), "a spectator sees the hidden card " + s);
        }
        assertTrue(driver.findElements(By.cssSelector("#choices button.choice")).isEmpty(), "no choices to watch");
        assertTrue(driver.findElements(By.cssSelector("#kk-hand")).isEmpty(), "a spectator is shown no hand at all");
    }

    /** Everything public about the table: the game's spectator view. */
    static String publicText(State state) {
        var mapper = keeptable.engine.module.GameModules.byId("killmans-keep").json();
        return mapper.valueToTree(state.view(keeptable.engine.View.SPECTATOR)).toString();
    }

    /**
     * What a player reads holds no internals: no table id, no step count, no bot kind, no rules hash, no search
     * jargon - on the table and in the lobby's list, where the table says whose turn it is instead.
     */
    private static void assertNoInternals(String table) {
        String text = driver.findElement(By.tagName("body")).getText();
        for (String inside : List.of(table, "heuristic", "ISMCTS", "iterations")) {
            assertFalse(text.contains(inside), "the table shows '" + inside + "':\n" + text);
        }
        assertFalse(java.util.regex.Pattern.compile("(?i)\\bstep \\d").matcher(text).find(), "a step count: " + text);
        assertFalse(java.util.regex.Pattern.compile("\\d\\+[0-9a-f]{12}").matcher(text).find(), "a rules hash: " + text);
        driver.get(base + "/");
        waiting().until(d -> !d.findElements(By.cssSelector("#running [data-table=\"" + table + "\"]")).isEmpty());
        String row = driver.findElement(By.cssSelector("#running [data-table=\"" + table + "\"]")).getText();
        assertTrue(row.contains("Your turn") && row.contains("Bot 2 (bot)"), row);
        for (String inside : List.of(table, "Step", "heuristic", "ismcts")) {
            assertFalse(row.contains(inside), "the lobby shows '" + inside + "':\n" + row);
        }
        driver.findElement(By.cssSelector("#running [data-table=\"" + table + "\"] a")).click();
        awaitMyTurn();
    }

    /**
     * The choice list reads as the terminal's: a kind with several choices under a heading of its own in the game's
     * words, the rest under "Other choices", choices that read alike (the Market's two Torches at seed 10) as one
     * line; a number key plays the line shown with that number.
     */
    @Test
    void choicesAreGroupedByKindAndAlikeOnesAreOneLine() throws Exception {
        JsonNode t = Harness.create(server.port(), "killmans-keep", 10, "human", "heuristic", "heuristic");
        String table = t.get("id").asText();
        driver.get(base + "/table.html?t=" + table + "#seat=0&token=" + t.get("tokens").get("0").asText());
        awaitMyTurn();
        assertTrue(driver.findElements(By.cssSelector("#choices .choice-kind")).isEmpty(),
                "one kind of choice (the Display card) is a plain list");
        driver.findElement(By.tagName("body")).sendKeys("1");
        waiting().until(d -> !d.findElements(By.cssSelector("#choices .choice-kind")).isEmpty());
        awaitMyTurn();
        assertEquals(List.of("Move", "Buy from the Market", "Sell to the Market", "Use an Artifact", "Offer a trade",
                "Other choices"),
                driver.findElements(By.cssSelector("#choices .choice-kind .kind")).stream().map(WebElement::getText)
                        .toList());
        List<String> lines = driver.findElements(By.cssSelector("#choices button.choice")).stream()
                .map(WebElement::getText).toList();
        assertEquals(lines.size(), lines.stream().distinct().count(), lines.toString());
        assertEquals("5 Buy Torch (*) for $50 (2 alike)", lines.get(4), lines.toString());
        for (int i = 0; i < 9; i++) {
            assertTrue(lines.get(i).startsWith((i + 1) + " "), "numbered in the order shown: " + lines);
        }
        // the headings keep the page clean for axe-core and the first choice on a phone's first screen
        assertEquals(List.of(), PhoneAndAxeTest.check("killmans-keep-choices", true));
        driver.findElement(By.tagName("body")).sendKeys("5");
        waiting().until(d -> d.findElement(By.id("log")).getText().contains("buys Torch"));
    }

    /** A bot of the broken test game throws: the table says the rules failed and stops; the lobby says so too. */
    @Test
    void aRulesFailureIsShownAtTheTableAndInTheLobby() throws Exception {
        String table = createInLobby("brittle", 2);
        waiting().until(d -> !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty());
        driver.findElements(By.cssSelector("#choices button.choice")).get(0).click(); // add 1; then the bot throws
        String expected = "the rules failed at step 1 (the heuristic bot of seat 2 choosing); the game is kept";
        waiting().until(d -> d.findElement(By.id("outcome")).getText().contains(expected));
        assertEquals("Stopped", driver.findElement(By.id("status")).getText());
        assertTrue(driver.findElements(By.cssSelector("#choices button.choice")).isEmpty(), "nothing to play");
        assertTrue(driver.findElement(By.id("replay-panel")).isDisplayed(), "a stopped game can be looked through");
        driver.get(base + "/");
        waiting().until(d -> !d.findElements(By.cssSelector("#running [data-table=\"" + table + "\"]")).isEmpty());
        assertTrue(driver.findElement(By.id("running")).getText().contains(expected), "the lobby shows why");
    }

    @Test
    void aCampaignStartsFromTheLobbyAndAStepIsTakenBackWithUndo() throws Exception {
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        new Select(driver.findElement(By.id("game"))).selectByValue("relay");
        waiting().until(d -> d.findElement(By.id("campaign-row")).isDisplayed());
        new Select(driver.findElement(By.id("count"))).selectByValue("1");
        new Select(driver.findElement(By.id("campaign"))).selectByValue("new");
        driver.findElement(By.id("create")).click();
        waiting().until(d -> !d.findElements(By.id("go-table")).isEmpty());
        driver.findElement(By.id("go-table")).click();
        waiting().until(d -> d.getCurrentUrl().contains("table.html"));
        String table = tableIdFromUrl();
        assertFalse(Harness.get(server.port(), "/api/tables/" + table).body().path("campaign").isMissingNode(),
                "the table plays the new campaign's first game");

        waiting().until(d -> !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty());
        assertFalse(driver.findElement(By.id("undo")).isDisplayed(), "nothing to undo at the start");
        driver.findElements(By.cssSelector("#choices button.choice")).get(0).click(); // one pace: nothing new shown
        waiting().until(d -> d.findElement(By.id("undo")).isDisplayed());
        assertEquals(1, step(table));
        driver.findElement(By.id("undo")).click();
        waiting().until(d -> "0".equals(d.findElement(By.tagName("body")).getDomAttribute("data-step")));
        assertEquals(0, step(table));
        assertFalse(driver.findElement(By.id("undo")).isDisplayed());

        driver.get(base + "/");
        waiting().until(d -> !d.findElements(By.cssSelector("#campaigns [data-campaign]")).isEmpty());
        assertTrue(driver.findElement(By.id("campaigns")).getText().contains("0 of 3 games played"));
    }

    @Test
    void theDeadKeepQuestOnTheTileBoardWithTheHordeRunByTheGame() throws Exception {
        String table = createInLobby("dead-keep", 1, java.util.Map.of("quest", "tutorial"));
        awaitMyTurn();
        assertTrue(driver.findElements(By.cssSelector("#board [data-zone]")).size() > 8, "zones drawn from the tiles");
        assertFalse(driver.findElements(By.cssSelector("#board [data-door]")).isEmpty(), "doors drawn");
        assertFalse(driver.findElements(By.cssSelector("#board [data-adventurer]")).isEmpty(),
                "the Adventurers' dashboards");
        screenshot("dead-keep-table");
        int reached = playFirstChoices(table, 25);
        assertTrue(reached >= 20 || over(table), "the Adventurers act and the Enemy Phase runs: step " + reached);
        assertEquals(List.of(), PhoneAndAxeTest.cutOffLabels(), "the tokens' labels once the Enemies are out");
        assertTrue(driver.findElement(By.id("log")).getText().length() > 50, "the log tells what happened");
    }

    @Test
    void deadCellsRunWithOnlyMyOwnHandShown() throws Exception {
        String table = createInLobby("dead-cells", 2);
        awaitMyTurn();
        assertFalse(driver.findElements(By.id("dc-hand")).isEmpty(), "my hand is shown");
        assertFalse(driver.findElements(By.cssSelector("#board [data-space]")).isEmpty(), "the Biome board is drawn");
        screenshot("dead-cells-table");
        int reached = playFirstChoices(table, 12);
        assertTrue(reached >= 12 || over(table), "the Run goes on until it ends: step " + reached);
    }

    @Test
    void theKeepPlayByClickingARoom() throws Exception {
        String table = createInLobby("the-keep", 4);
        boolean clickedRoom = false;
        for (int i = 0; i < 12 && !clickedRoom; i++) {
            awaitMyTurn();
            int before = step(table);
            String boardBefore = driver.findElement(By.id("board")).getDomProperty("innerHTML");
            List<WebElement> rooms = driver.findElements(By.cssSelector("#board [data-room].clickable"));
            if (!rooms.isEmpty()) {
                rooms.get(0).findElement(By.tagName("rect")).click();
                clickedRoom = true;
            } else {
                driver.findElement(By.cssSelector("#choices button.choice")).click();
            }
            waiting().until(d -> {
                try {
                    return step(table) > before;
                } catch (Exception e) {
                    return false;
                }
            });
            if (clickedRoom) {
                waiting().until(d -> !boardBefore.equals(d.findElement(By.id("board")).getDomProperty("innerHTML")));
            }
        }
        assertTrue(clickedRoom, "a room on the board stood for a legal move and was clicked");
        awaitMyTurn();
        screenshot("the-keep-table");
    }

    @Test
    void downAmongTheDeadGridCountersAndPlayByClickingASquare() throws Exception {
        String table = createInLobby("down-among-the-dead", 2, java.util.Map.of("map", "barrow"));
        awaitMyTurn();
        waiting().until(d -> !d.findElements(By.cssSelector("#board svg [data-square]")).isEmpty());
        assertTrue(driver.findElement(By.id("dad-board")).getDomAttribute("aria-label").contains("The Barrow"),
                "the map chosen in the lobby is drawn");
        assertTrue(driver.findElements(By.cssSelector("#dad-board [data-wall]")).size() > 20, "walls drawn");
        assertTrue(driver.findElements(By.cssSelector("#dad-board [data-spawn]")).size() >= 4, "spawning squares");
        assertFalse(driver.findElements(By.cssSelector("#dad-board [data-counter]")).isEmpty(), "counters drawn");
        String clicked = null;
        for (int i = 0; i < 60 && clicked == null; i++) {
            clicked = playDad(table);
        }
        assertTrue(clicked != null, "a square on the grid stood for a legal choice and was clicked");
        String at = clicked;
        waiting().until(d -> !d.findElements(By.cssSelector("#dad-board [data-square='" + at + "'] [data-counter]"))
                .isEmpty());
        // on to the movement phase, playing on the board where a square stands for a choice
        for (int i = 0; i < 40 && !dadInfo().matches("(?is).*(movement|combat).*"); i++) {
            playDad(table);
        }
        awaitMyTurn();
        assertTrue(dadInfo().contains("turn"), "turn and phase shown");
        screenshot("down-among-the-dead-table");
        driver.manage().window().setSize(new Dimension(390, 844));
        screenshot("down-among-the-dead-phone");
        driver.manage().window().setSize(new Dimension(1400, 1000));
        awaitMyTurn();
        // a square that several choices name offers a small picker of them
        List<WebElement> shared = driver.findElements(By.cssSelector("#dad-board [data-square].clickable[aria-label*=' / ']"));
        if (!shared.isEmpty()) {
            int s = step(table);
            shared.get(0).click();
            waiting().until(d -> d.findElements(By.cssSelector("#picker button[data-pick]")).size() > 1
                    && d.findElement(By.id("picker")).isDisplayed());
            driver.findElement(By.cssSelector("#picker button[data-pick]")).click();
            waiting().until(d -> {
                try {
                    return step(table) > s;
                } catch (Exception e) {
                    return false;
                }
            });
        }
    }

    @Test
    void downAmongTheDeadFinishedBotGameAsASpectator() throws Exception {
        String id = Harness.create(server.port(), "down-among-the-dead", 12, "heuristic", "heuristic").get("id").asText();
        new WebDriverWait(driver, Duration.ofSeconds(180)).until(d -> server.stateOf(id).isOver());
        driver.get(base + "/");
        ((JavascriptExecutor) driver).executeScript("localStorage.clear()");
        driver.get(base + "/table.html?t=" + id);
        waiting().until(d -> d.findElement(By.id("who")).getText().contains("Spectating"));
        waiting().until(d -> !d.findElements(By.cssSelector("#dad-board [data-counter]")).isEmpty());
        assertTrue(dadInfo().contains("turn"), "turn and outcome shown");
        assertTrue(driver.findElements(By.cssSelector("#dad-board [data-square].clickable")).isEmpty(),
                "nothing to click for a spectator");
        screenshot("down-among-the-dead-finished");
        // replayed at step 3, the log shows what had happened by then and nothing after
        waiting().until(d -> d.findElement(By.id("replay-panel")).isDisplayed());
        driver.findElement(By.id("replay-first")).click();
        for (int i = 0; i < 3; i++) {
            driver.findElement(By.id("replay-next")).click();
        }
        waiting().until(d -> d.findElement(By.id("status")).getText().startsWith("Replay: after choice 3 of"));
        Object shown = ((JavascriptExecutor) driver).executeScript("return [...document.querySelectorAll('#log li')]"
                + ".filter(li => !li.hidden).map(li => Number(li.dataset.step))");
        List<?> steps = (List<?>) shown;
        assertFalse(steps.isEmpty(), "the log keeps the events up to step 3");
        assertTrue(steps.stream().allMatch(n -> ((Number) n).intValue() <= 3), "no later event shows: " + steps);
        assertFalse(driver.findElement(By.tagName("body")).getText().contains("(null)"), "no (null) anywhere");
    }

    /** The turn and phase line (read in one go: the board is redrawn on every message). */
    static String dadInfo() {
        Object t = ((JavascriptExecutor) driver).executeScript(
                "const e = document.getElementById('dad-info'); return e ? e.textContent : ''");
        return String.valueOf(t);
    }

    /** Plays one Down Among The Dead choice: on a highlighted square if any (its square returned), else from the list. */
    static String playDad(String table) throws Exception {
        awaitMyTurn();
        int before = step(table);
        String boardBefore = driver.findElement(By.id("board")).getDomProperty("innerHTML");
        String clicked = null;
        List<WebElement> squares = driver.findElements(By.cssSelector("#dad-board [data-square].clickable"));
        if (!squares.isEmpty()) {
            WebElement sq = squares.get(0);
            clicked = sq.getDomAttribute("data-square");
            sq.click();
            List<WebElement> pick = driver.findElements(By.cssSelector("#picker:not([hidden]) button[data-pick]"));
            if (!pick.isEmpty()) {
                pick.get(0).click();
            }
        } else {
            List<WebElement> done = driver.findElements(By.xpath("//button[contains(., 'Take no more items')]"));
            (done.isEmpty() ? driver.findElement(By.cssSelector("#choices button.choice")) : done.get(0)).click();
        }
        waiting().until(d -> {
            try {
                return step(table) > before;
            } catch (Exception e) {
                return false;
            }
        });
        if (clicked != null) {
            waiting().until(d -> !boardBefore.equals(d.findElement(By.id("board")).getDomProperty("innerHTML")));
        }
        return clicked;
    }

    @Test
    void hotseatHandsOverBetweenSeatsHeldInOneBrowser() throws Exception {
        JsonNode t = Harness.create(server.port(), "killmans-keep", 77, "human", "human");
        String id = t.get("id").asText();
        driver.get(base + "/");
        ((JavascriptExecutor) driver).executeScript("localStorage.clear(); localStorage.setItem(arguments[0],"
                + " JSON.stringify({0: arguments[1], 1: arguments[2]}))", "keeptable.tokens." + id,
                t.get("tokens").get("0").asText(), t.get("tokens").get("1").asText());
        driver.get(base + "/table.html?t=" + id);
        boolean handedOver = false;
        for (int i = 0; i < 40 && !handedOver; i++) {
            waiting().until(d -> !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty()
                    || d.findElement(By.id("handover")).isDisplayed());
            if (driver.findElement(By.id("handover")).isDisplayed()) {
                handedOver = true;
                break;
            }
            String who = driver.findElement(By.id("who")).getText();
            int s = step(id);
            List<WebElement> end = driver.findElements(By.xpath("//button[contains(., 'End your turn')]"));
            (end.isEmpty() ? driver.findElement(By.cssSelector("#choices button.choice")) : end.get(0)).click();
            waiting().until(d -> {
                try {
                    return step(id) > s;
                } catch (Exception e) {
                    return false;
                }
            });
            assertTrue(who.startsWith("You: Seat"), who);
        }
        assertTrue(handedOver, "the hand-over screen came up when the turn passed to the other seat");
        assertTrue(driver.findElements(By.cssSelector("#kk-hand")).isEmpty(), "no hand shows behind it");
        assertEquals("rgba(59, 42, 26, 1)", driver.findElement(By.id("handover")).getCssValue("background-color"),
                "the hand-over screen is fully opaque");
        assertTrue(driver.findElements(By.cssSelector("#log li")).isEmpty(),
                "none of the last seat's log lines (its draws among them) stays on the page");
        assertEquals("", driver.findElement(By.id("board")).getText(), "nothing of its table either");
        String next = driver.findElement(By.id("handover-text")).getText().replace("Pass to ", "");
        driver.findElement(By.id("handover-go")).click();
        waiting().until(d -> d.findElement(By.id("who")).getText().equals("You: " + next));
        awaitMyTurn();
        waiting().until(d -> !d.findElements(By.cssSelector("#log li")).isEmpty());

        // a reload resumes the hotseat game with the seat this tab showed, with no hand-over
        driver.navigate().refresh();
        awaitMyTurn();
        assertEquals("You: " + next, driver.findElement(By.id("who")).getText());
        assertFalse(driver.findElement(By.id("handover")).isDisplayed());

        // a new tab (no seat remembered) resumes it from the lobby's Resume link: the device goes to the seat to move
        ((JavascriptExecutor) driver).executeScript("sessionStorage.clear()");
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.xpath("//a[@href='/table.html?t=" + id + "' and .='Resume']")).size() == 1);
        driver.findElement(By.xpath("//a[@href='/table.html?t=" + id + "' and .='Resume']")).click();
        waiting().until(d -> d.findElement(By.id("handover")).isDisplayed()
                || d.findElement(By.id("who")).getText().equals("You: " + next));
        if (driver.findElement(By.id("handover")).isDisplayed()) {
            assertEquals("Pass to " + next, driver.findElement(By.id("handover-text")).getText());
            driver.findElement(By.id("handover-go")).click();
        }
        awaitMyTurn();
        assertEquals("You: " + next, driver.findElement(By.id("who")).getText());
    }
}
