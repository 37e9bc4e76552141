package keeptable.server;

import static keeptable.server.PhoneAndAxeTest.DESKTOP;
import static keeptable.server.PhoneAndAxeTest.PHONE;
import static keeptable.server.PhoneAndAxeTest.js;
import static keeptable.server.PhoneAndAxeTest.smallOrCutOff;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 26, Dead Cells at the table in Chromium, each table dealt from a fixed seed: the end of a Run shows its
 * outcome and the figures that decided it; the corridor labels of a Biome 2 board (the Toxic Sewers, where the bots'
 * Run from seed 5 ends) never overlap one another, at 1280 and 390 px; and a card's name at the table opens the rules
 * aid's list that holds the card.
 */
class DeadCellsTableTest extends BrowserCase {
    @AfterEach
    void wide() {
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    /**
     * Each corridor label on the board whose drawn box overlaps another label, a space (its circle, its letter, its
     * kind written under it) or the Group's token, in words.
     */
    @SuppressWarnings("unchecked")
    static List<String> overlappingLabels() {
        return (List<String>) js("const box = e => e.getBoundingClientRect(), out = [];"
                + " const marks = [...document.querySelectorAll('[data-corridor-mark]')].map(t => ({ words: `'${t.textContent}'`, r: box(t) }));"
                + " const things = [...document.querySelectorAll('[data-space] circle, [data-space] text, [data-group]')].map(e => ({"
                + "  words: e.closest('[data-group]') ? 'the Group token' : `space ${e.closest('[data-space]').dataset.space}`"
                + "   + (e.tagName === 'text' ? ` '${e.textContent}'` : ''), r: box(e) }));"
                + " const cross = (a, b) => { const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left),"
                + "  h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);"
                + "  if (w > 1 && h > 1) out.push(`${a.words} overlaps ${b.words} by ${w.toFixed(1)} x ${h.toFixed(1)} px`); };"
                + " marks.forEach((a, i) => { marks.slice(i + 1).forEach(b => cross(a, b)); things.forEach(b => cross(a, b)); });"
                + " return out");
    }

    @Test
    void theEndOfARunShowsItsFiguresAndBiomeTwosCorridorLabelsDoNotOverlap() throws Exception {
        String id = PhoneScreensTest.open(PhoneScreensTest.DEAD_CELLS, 0, "heuristic", "heuristic");
        new WebDriverWait(driver, Duration.ofSeconds(300)).until(d -> server.stateOf(id).isOver());
        waiting().until(d -> !d.findElements(By.cssSelector("[data-corridor-mark]")).isEmpty());
        assertFalse(driver.findElements(By.cssSelector("svg[aria-label='the Biome board: Toxic Sewers']")).isEmpty(),
                "the Run from seed 5 ends on Biome 2's board");
        int labels = driver.findElements(By.cssSelector("[data-corridor-mark]")).size();
        assertTrue(labels >= 4, labels + " corridor labels");
        for (Dimension size : List.of(DESKTOP, PHONE)) {
            resize(size);
            js("document.querySelector('.dc-board').scrollIntoView()");
            screenshot("dead-cells-biome2-" + size.getWidth());
            assertEquals(List.of(), overlappingLabels(), "Biome 2's corridor labels at " + size.getWidth() + " px");
        }
        WebElement end = driver.findElement(By.id("dc-end"));
        assertEquals("The Run is lost: the Group died in Biome 2 (Toxic Sewers)",
                end.findElement(By.tagName("h3")).getText());
        List<String> lines = end.findElements(By.tagName("li")).stream().map(WebElement::getText).toList();
        assertEquals(5, lines.size(), "three lines of the Group's figures and one per player: " + lines);
        assertTrue(lines.get(2).contains("carried out of the Run"), lines.toString());
        assertTrue(lines.get(3).startsWith("Ann (The ") && lines.get(4).startsWith("Bo (The "), lines.toString());
        assertTrue(lines.subList(3, 5).stream().anyMatch(line -> line.endsWith(" fell")), "who fell: " + lines);
        for (Dimension size : List.of(DESKTOP, PHONE)) {
            resize(size);
            js("window.scrollTo(0, 0)");
            screenshot("dead-cells-end-" + size.getWidth());
            assertEquals(List.of(), smallOrCutOff("#dc-end *"), "the end of the Run at " + size.getWidth() + " px");
            assertEquals(List.of(), seriousViolations(), "axe-core at " + size.getWidth() + " px");
        }
    }

    @Test
    void aCardsNameOpensTheRulesAidsListThatHoldsIt() throws Exception {
        String id = PhoneScreensTest.open(PhoneScreensTest.DEAD_CELLS, 1, "heuristic");
        PhoneScreensTest.awaitChoices();
        List<WebElement> cards = driver.findElements(By.cssSelector("#dc-hand .dc-card h4"));
        assertEquals(3, cards.size(), "a hand of three Combat cards at " + id);
        for (WebElement head : cards) {
            WebElement link = head.findElement(By.cssSelector("a[href^='/rules/dead-cells#']"));
            String href = link.getAttribute("href");
            String anchor = href.substring(href.indexOf('#') + 1);
            String page = Harness.HTTP.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + "/rules/dead-cells"))
                    .build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
            int at = page.indexOf("id=\"" + anchor + "\"");
            assertTrue(at > 0, anchor + " is no section of the rules aid");
            int next = page.indexOf("<h3", at + 1);
            assertTrue(page.substring(at, next < 0 ? page.length() : next).contains("<strong>" + link.getText() + "</strong>"),
                    link.getText() + " is listed in the section " + anchor + " opens");
        }
    }
}
