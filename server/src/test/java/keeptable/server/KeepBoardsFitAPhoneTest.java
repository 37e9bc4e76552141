package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.deque.html.axecore.results.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Dimension;

/**
 * The Keep and The Dead Keep on a phone (issue 26): at 390 x 844 px the whole board is in view at the default zoom - no
 * wider than its panel, so every piece (the player's own pawn among them) and everything that stands for a choice is on
 * it, each piece inside its room or cell - with every text on it at least 8 px high, as at 1280 px; zooming in still makes it wider, to pan for detail. A
 * room that stands for a choice is named by the words it shows (axe-core's label-content-name-mismatch), and no text a
 * player sees at these tables speaks of steps. The Keep's board and its choices fit the phone's screen together:
 * scrolled to the board, the whole board stands above the choices' sheet and the first choice is in view under it.
 */
class KeepBoardsFitAPhoneTest extends BrowserCase {
    static final List<Dimension> SIZES = List.of(PhoneAndAxeTest.PHONE, PhoneAndAxeTest.DESKTOP);

    /** What is wrong with the board as drawn at the default zoom, in words (empty: it fits and reads). */
    @SuppressWarnings("unchecked")
    static List<String> boardProblems() {
        List<String> out = new ArrayList<>((List<String>) PhoneAndAxeTest.js("const out = [], pan = document.querySelector('#board .pan');"
                + " const svg = pan.querySelector('svg'), p = pan.getBoundingClientRect(), b = svg.getBoundingClientRect();"
                + " if (b.width > pan.clientWidth + 1 || pan.scrollWidth > pan.clientWidth + 1)"
                + "  out.push(`the board is ${Math.round(b.width)} px wide in a panel of ${pan.clientWidth} px`);"
                + " for (const e of pan.querySelectorAll('[data-piece], .clickable')) { const r = e.getBoundingClientRect();"
                + "  if (r.left < p.left - 1 || r.right > p.right + 1) out.push(`${e.getAttribute('aria-label') || e.dataset.piece} is off the board's panel`); }"
                + " for (const shape of pan.querySelectorAll('[data-zone] [data-kind] > :is(circle, rect), [data-room] [data-piece] > :is(circle, rect)')) {"
                + "  const home = shape.closest('[data-zone], [data-room]'), s = shape.getBoundingClientRect();"
                + "  const inside = [...home.querySelectorAll(':scope > rect')].map(r => r.getBoundingClientRect())"
                + "   .some(c => s.left >= c.left - 1 && s.right <= c.right + 1 && s.top >= c.top - 1 && s.bottom <= c.bottom + 1);"
                + "  if (!inside) out.push(`${shape.parentNode.dataset.label || shape.parentNode.dataset.piece} runs out of its ${home.dataset.room ? 'room' : 'cell'}`); }"
                + " return out;"));
        PhoneAndAxeTest.smallOrCutOff("#board svg text").forEach(t -> out.add("text " + t));
        return out;
    }

    /**
     * The lines a player sees on the page that speak of steps: a step count or a kind of choice worded from its type
     * ('Step', 'Guard step'). The game's own words may say it: The Dead Keep's book names a part of its Enemy Phase the
     * Spawn Step, and a card in a hand reads as its content words it (The Keep's Reroll: 'Before your first step, ...',
     * a step being a move to the next room).
     */
    @SuppressWarnings("unchecked")
    static List<String> stepsSaid() {
        return (List<String>) PhoneAndAxeTest.js("const cards = new Set([...document.querySelectorAll('#board [data-bonus], #board [data-card]')]"
                + ".map(c => c.innerText.trim()));"
                + " return document.body.innerText.split('\\n').filter(l => !cards.has(l.trim()))"
                + ".filter(l => /\\bsteps?\\b/i.test(l.replace(/\\bSpawn Step\\b/g, '')))");
    }

    /** axe-core's label-content-name-mismatch (a default rule of the axe-core 4.14 the tests inject) on the page. */
    static List<String> namesNotShowingTheirWords() {
        List<String> out = new ArrayList<>();
        for (Rule r : AxeCore.analyze(driver).getViolations()) {
            if (r.getId().equals("label-content-name-mismatch")) {
                r.getNodes().forEach(n -> out.add(n.getTarget() + ": " + n.getHtml() + " " + n.getFailureSummary()));
            }
        }
        return out;
    }

    /**
     * On a phone, scrolled to the board: where the board runs past the top of the choices' sheet (fixed at the foot
     * of the screen) or the first choice is not wholly in view under it, in words (empty: board and choices fit the
     * screen together, so the player reads the board and picks a choice without scrolling between them). The page is
     * left scrolled to the board.
     */
    @SuppressWarnings("unchecked")
    static List<String> boardAndChoicesApart() {
        return (List<String>) PhoneAndAxeTest.js("const out = [], svg = document.querySelector('#board .pan > svg'),"
                + " sheet = document.getElementById('choices-panel'), first = document.querySelector('#choices button.choice');"
                + " svg.scrollIntoView({ block: 'start' }); const b = svg.getBoundingClientRect();"
                + " const top = getComputedStyle(sheet).position === 'fixed' ? sheet.getBoundingClientRect().top : innerHeight;"
                + " if (b.top < -1 || b.bottom > top + 1) out.push(`the board runs from ${Math.round(b.top)} to ${Math.round(b.bottom)} px,"
                + " the choices' sheet begins at ${Math.round(top)} px`);"
                + " if (!first) out.push('no choice is offered'); else { const f = first.getBoundingClientRect();"
                + "  if (f.top < b.bottom - 1 || f.top < 0 || f.bottom > innerHeight + 1) out.push(`the first choice stands at"
                + " ${Math.round(f.top)}..${Math.round(f.bottom)} px in a window ${innerHeight} px high`); }"
                + " return out;");
    }

    /** A picture of the whole page, beyond the window, into target/screenshots (to look at every part a player meets). */
    static void wholePage(String name) throws Exception {
        Map<String, Object> shot = driver.executeCdpCommand("Page.captureScreenshot", Map.of("captureBeyondViewport", true));
        java.nio.file.Files.write(java.nio.file.Path.of("target", "screenshots", name + ".png"),
                java.util.Base64.getDecoder().decode((String) shot.get("data")));
    }

    /**
     * Plays {@code choices} of this browser's choices, checking the board at both widths after each few; with
     * {@code withChoices}, also that on a phone the board and the choices fit the screen together.
     */
    static void checkWhilePlaying(String game, String table, int choices, int every, boolean withChoices) throws Exception {
        for (int i = 0; i <= choices && !over(table); i += every) {
            awaitMyTurn();
            for (Dimension size : SIZES) {
                resize(size);
                awaitMyTurn();
                // the board as it settles: pieces slide to their rooms, the Dead Keep shows the Enemy Phase's steps one after another
                awaitSettled();
                String at = game + " after " + i + " choices at " + size.getWidth() + " px";
                screenshot(game + "-board-" + size.getWidth() + "-" + i);
                wholePage(game + "-page-" + size.getWidth() + "-" + i);
                assertEquals(List.of(), boardProblems(), at);
                assertEquals(List.of(), namesNotShowingTheirWords(), at);
                assertEquals(List.of(), stepsSaid(), at);
                if (withChoices && size == PhoneAndAxeTest.PHONE) {
                    assertEquals(List.of(), boardAndChoicesApart(), at);
                    screenshot(game + "-board-and-choices-" + i);
                    PhoneAndAxeTest.js("window.scrollTo(0, 0)");
                }
            }
            playFirstChoices(table, every);
        }
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    @Test
    void theKeep() throws Exception {
        checkWhilePlaying("the-keep", createInLobby("the-keep", 4, Map.of(), 1), 12, 3, true);
        // zooming in still gives detail: the board grows wider than its panel, which pans
        awaitMyTurn();
        resize(PhoneAndAxeTest.PHONE);
        try {
            PhoneAndAxeTest.js("document.getElementById('zoom-in').click()");
            assertTrue((Boolean) PhoneAndAxeTest.js("const pan = document.querySelector('#board .pan');"
                    + " return pan.querySelector('svg').getBoundingClientRect().width > pan.clientWidth + 50"), "Zoom in widens the board");
            assertEquals(1, boardProblems().stream().filter(p -> p.startsWith("the board is ")).count(), "zoomed in, the board pans");
            PhoneAndAxeTest.js("document.getElementById('zoom-fit').click()");
            assertEquals(List.of(), boardProblems(), "Fit fits again");
            // the checks are no formality: a step count in the heading and a room that stands for a choice named without its words are caught
            PhoneAndAxeTest.js("document.getElementById('status').textContent += ' (step 2)';"
                    + " const room = document.querySelector('#board [data-room]'); room.setAttribute('role', 'button');"
                    + " room.setAttribute('aria-label', 'the room')");
            assertEquals(1, stepsSaid().size(), stepsSaid().toString());
            assertEquals(1, namesNotShowingTheirWords().size(), namesNotShowingTheirWords().toString());
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
    }

    @Test
    void theDeadKeepsTutorial() throws Exception {
        checkWhilePlaying("dead-keep", createInLobby("dead-keep", 1, Map.of("quest", "tutorial")), 8, 4, false);
    }

    /** A map of two by two tiles (as wide as tall: a phone draws it larger-lettered) and one of three by two (turned). */
    @Test
    void theDeadKeepsSquareAndWideMaps() throws Exception {
        checkWhilePlaying("dead-keep-q1", createInLobby("dead-keep", 2, Map.of("quest", "q1")), 4, 4, false);
        // three players: the start Zone holds more Adventurers than a phone's cell has room for side by side
        checkWhilePlaying("dead-keep-q2", createInLobby("dead-keep", 3, Map.of("quest", "q2")), 4, 4, false);
    }
}
