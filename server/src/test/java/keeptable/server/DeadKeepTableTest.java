package keeptable.server;

import static keeptable.server.PhoneAndAxeTest.DESKTOP;
import static keeptable.server.PhoneAndAxeTest.PHONE;
import static keeptable.server.PhoneAndAxeTest.js;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The Dead Keep at the table (issue 26), in headless Chromium at 1280 and 390 px, each table dealt from a fixed seed:
 * the Adventurers' table fits a phone, every Skill says what it does on hover and on focus as the rules aid does, the
 * legend says what a full Zone's "+N more" means, and the end of a Quest says won or lost with the figures that
 * decided it.
 */
class DeadKeepTableTest extends BrowserCase {

    @AfterEach
    void wide() {
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    /** On a phone the Adventurers' table lays its rows out as cards: it never scrolls sideways inside itself. */
    @Test
    void theAdventurersTableFitsAPhone() throws Exception {
        String table = createInLobby("dead-keep", 3, Map.of("quest", "q2"));
        for (int round = 0; round < 3; round++) {
            awaitMyTurn();
            resize(PHONE);
            Map<?, ?> widths = (Map<?, ?>) js("const s = document.getElementById('dk-adventurers').closest('.scroll');"
                    + " return { scroll: s.scrollWidth, client: s.clientWidth, page: document.documentElement.scrollWidth - innerWidth }");
            screenshot("dead-keep-adventurers-390-" + round);
            assertTrue(((Number) widths.get("scroll")).longValue() <= ((Number) widths.get("client")).longValue(),
                    "the Adventurers' table scrolls sideways: " + widths);
            assertTrue(((Number) widths.get("page")).longValue() <= 0, "the page scrolls sideways: " + widths);
            driver.manage().window().setSize(new Dimension(1400, 1000));
            playFirstChoices(table, 5);
        }
    }

    /**
     * Every Skill in the Adventurers' table shows its effect when pointed at and when it has the focus, and says the
     * same as the rules aid's line for it.
     */
    @Test
    void everySkillSaysWhatItDoesOnHoverAndFocusAsTheRulesAidDoes() throws Exception {
        createInLobby("dead-keep", 1, Map.of("quest", "tutorial"));
        awaitMyTurn();
        List<WebElement> skills = driver.findElements(By.cssSelector("#dk-adventurers .dk-skill"));
        assertTrue(skills.size() >= 2, "each Adventurer has a Skill");
        String aid = Harness.request(server.port(), "GET", "/rules/dead-keep", null).body().asText();
        for (WebElement skill : skills) {
            String name = skill.getAttribute("data-skill");
            WebElement tip = skill.findElement(By.cssSelector(".dk-tip"));
            assertFalse(tip.isDisplayed(), name + "'s effect waits to be asked for");
            driver.executeScript("arguments[0].focus()", skill);
            assertTrue(tip.isDisplayed(), name + "'s effect shows on focus");
            String effect = tip.getText();
            assertTrue(effect.length() > 10, name + ": " + effect);
            assertTrue(aid.contains(name + "</strong>: " + effect), "the rules aid says " + name + ": " + effect);
            js("document.activeElement.blur()");
            assertFalse(tip.isDisplayed(), name + "'s effect goes with the focus");
            new org.openqa.selenium.interactions.Actions(driver).moveToElement(skill).perform();
            assertTrue(tip.isDisplayed(), name + "'s effect shows on hover");
            new org.openqa.selenium.interactions.Actions(driver).moveToElement(driver.findElement(By.id("dk-info"))).perform();
        }
        assertTrue(driver.findElement(By.id("dk-legend")).getText().contains("\"+2 more\" at the foot of a Zone"),
                "the legend says what a full Zone's count means");
    }

    /** Bots play the tutorial to its end: the table says won or lost in words, with the figures that decided it. */
    @Test
    void theEndSaysWonOrLostAndTheFiguresThatDecidedIt() throws Exception {
        String id = PhoneScreensTest.open(PhoneScreensTest.DEAD_KEEP, 0, "heuristic", "heuristic");
        new WebDriverWait(driver, Duration.ofSeconds(300)).until(d -> server.stateOf(id).isOver());
        waiting().until(d -> !d.findElements(By.id("dk-end")).isEmpty());
        boolean won = !server.stateOf(id).outcome().winners().isEmpty();
        String headline = driver.findElement(By.cssSelector("#dk-end h3")).getText();
        assertEquals((won ? "The party won " : "The party lost ") + "Tutorial: The Gatehouse: "
                + server.stateOf(id).outcome().reason(), headline);
        @SuppressWarnings("unchecked")
        List<String> figures = (List<String>) js("return [...document.querySelectorAll('#dk-end li')].map(l => l.textContent)");
        // the tutorial asks for its red Objectives and the Boss killed for good
        assertEquals(List.of("Adventurers standing", "red Objectives taken", "the Boss Minotaur", "Game Rounds played",
                "Quest goals met"), figures.stream().map(f -> f.replaceAll(":.*", "")).toList(), figures.toString());
        int goals = server.stateOf(id).outcome().progress().reached();
        assertEquals("Quest goals met: " + goals + " of 3", figures.get(4));
        for (Dimension size : List.of(DESKTOP, PHONE)) {
            resize(size);
            js("document.getElementById('dk-end').scrollIntoView()");
            screenshot("dead-keep-end-" + size.getWidth());
        }
    }
}
