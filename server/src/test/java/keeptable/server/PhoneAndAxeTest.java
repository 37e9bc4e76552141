package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The lobby and every game's table at a laptop's width (1280 px) and a phone's (390 x 844): axe-core
 * finds no serious or critical violation, nothing scrolls sideways, and on a table the first choice is
 * on the first screen; Killman's Keep's, Down Among The Dead's and Dead Cells' boards are whole in view with every
 * label at least 8 px high ({@link #boardNotInView}). Screenshots of each land in target/screenshots (NAME-desktop, NAME-phone).
 */
class PhoneAndAxeTest extends BrowserCase {
    static final Dimension DESKTOP = new Dimension(1280, 900);
    static final Dimension PHONE = new Dimension(390, 844);

    static Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    /** How many CSS pixels the page is wider than the window (0: nothing scrolls sideways). */
    static long sideways() {
        return (Long) js("return Math.max(0, document.documentElement.scrollWidth - window.innerWidth)");
    }

    /** Whether the first legal choice's button lies wholly inside the window, with no scrolling. */
    static boolean firstChoiceOnFirstScreen() {
        return (Boolean) js("const b = document.querySelector('#choices button.choice');"
                + " if (!b) return false; const r = b.getBoundingClientRect();"
                + " return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth"
                + " && window.scrollY === 0");
    }

    /** Checks the page at both widths; a table also for its first choice. Returns what failed, in words. */
    static List<String> check(String name, boolean table) throws Exception {
        List<String> failed = new ArrayList<>();
        for (Dimension size : List.of(DESKTOP, PHONE)) {
            resize(size);
            js("window.scrollTo(0, 0)");
            if (table) {
                awaitMyTurn();
            }
            String at = name + " at " + size.getWidth() + " px";
            screenshot(name + (size == PHONE ? "-phone" : "-desktop"));
            long width = (Long) js("return window.innerWidth");
            if (width != size.getWidth()) {
                failed.add(at + ": the window is " + width + " px wide");
            }
            if (sideways() > 0) {
                failed.add(at + ": scrolls sideways by " + sideways() + " px");
            }
            if (table && !firstChoiceOnFirstScreen()) {
                failed.add(at + ": the first choice is not on the first screen");
            }
            if (table && (Long) js("const ids = [...document.querySelectorAll('#board [id]')].map(e => e.id);"
                    + " return ids.length - new Set(ids).size") != 0) {
                failed.add(at + ": the board is drawn more than once (an id appears twice)");
            }
            if (table && (Long) js("const s = [...document.querySelectorAll('style')];"
                    + " return document.querySelectorAll('#board style').length + s.length - new Set(s.map(x => x.id)).size") != 0) {
                failed.add(at + ": a style sheet is added again with a drawing");
            }
            for (String v : seriousViolations()) {
                failed.add(at + ": axe-core " + v);
            }
        }
        driver.manage().window().setSize(new Dimension(1400, 1000));
        System.out.println("[phone+axe] " + name + ": " + (failed.isEmpty() ? "clean" : String.join("; ", failed)));
        return failed;
    }

    @Test
    void theLobby() throws Exception {
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        assertEquals(List.of(), check("lobby", false));
    }

    /** The check is no formality: a faint grey line on white is caught as a serious violation. */
    @Test
    void aLowContrastLineIsCaught() {
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        assertEquals(List.of(), seriousViolations(), "the lobby is clean before");
        js("const p = document.createElement('p'); p.id = 'faint'; p.textContent = 'barely readable words';"
                + " p.style.color = '#c8c8c8'; p.style.background = '#ffffff'; document.querySelector('main').append(p)");
        List<String> found = seriousViolations();
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).startsWith("color-contrast (1)") && found.get(0).contains("#faint"), found.get(0));
    }

    /**
     * The pinned axe-core (4.14 or newer) is the one that runs, with its default rules: a button with no name and a
     * button whose label differs from its visible words (label-content-name-mismatch, a default rule since 4.14) are
     * both caught.
     */
    @Test
    void thePinnedAxeCoreCatchesANamelessButtonAndAMismatchedLabel() {
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        String[] version = AxeCore.analyze(driver).getTestEngine().getVersion().split("\\.");
        assertTrue(Integer.parseInt(version[0]) > 4 || Integer.parseInt(version[0]) == 4 && Integer.parseInt(version[1]) >= 14,
                "axe-core " + String.join(".", version) + " ran");
        assertEquals(List.of(), seriousViolations(), "the lobby is clean before");
        js("const main = document.querySelector('main'), a = document.createElement('button'), b = document.createElement('button');"
                + " a.id = 'nameless'; b.id = 'mislabelled'; b.textContent = 'Open the door'; b.setAttribute('aria-label', 'Close');"
                + " main.append(a, b)");
        List<String> found = seriousViolations();
        assertEquals(2, found.size(), found.toString());
        assertTrue(found.stream().anyMatch(v -> v.startsWith("button-name (1)") && v.contains("#nameless")), found.toString());
        assertTrue(found.stream().anyMatch(v -> v.startsWith("label-content-name-mismatch (1)") && v.contains("#mislabelled")),
                found.toString());
    }

    /** Opens a table of the game with this browser in seat 1 and bots in the rest, and checks it. */
    static void checkTable(String game, int players, Map<String, String> options) throws Exception {
        createInLobby(game, players, options);
        awaitMyTurn();
        assertEquals(List.of(), check(game, true));
    }

    @Test
    void killmansKeep() throws Exception {
        checkTable("killmans-keep", 3, Map.of());
        assertBoardInView("killmans-keep", true);
    }

    @Test
    void theKeep() throws Exception {
        checkTable("the-keep", 4, Map.of());
    }

    @Test
    void downAmongTheDead() throws Exception {
        checkTable("down-among-the-dead", 2, Map.of("map", "barrow"));
        assertBoardInView("down-among-the-dead", true);
    }

    /**
     * Dead Cells' Biome board (issue 26): on a phone it is laid out from top to bottom, so it fits the width with every
     * label at least 8 px high; at 1280 px it runs from left to right.
     */
    @Test
    void deadCells() throws Exception {
        checkTable("dead-cells", 2, Map.of());
        assertBoardInView("dead-cells", false);
        for (Dimension size : List.of(PHONE, DESKTOP)) {
            driver.manage().window().setSize(size);
            driver.navigate().refresh();
            awaitMyTurn();
            js("document.querySelector('.dc-board').scrollIntoView()");
            screenshot("dead-cells-biome-" + size.getWidth());
            assertEquals(List.of(), smallOrCutOff(".dc-board text, .dc-players *, #dc-hand *"),
                    "labels under 8 px or cut off at " + size.getWidth() + " px");
            assertEquals(0L, sideways(), "the page does not scroll sideways at " + size.getWidth() + " px");
        }
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    /**
     * The texts among {@code selector} drawn under 8 px high or cut off, with why: cut off is reaching past the
     * window's sides or past the sides of a box that clips it (a board's panel); a text in a table that scrolls
     * sideways inside itself on purpose ({@code .scroll}) is only measured.
     */
    @SuppressWarnings("unchecked")
    static List<String> smallOrCutOff(String selector) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript("const w = document.documentElement.clientWidth;"
                + " const clips = e => { const out = []; for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {"
                + "  if (a.classList.contains('scroll')) return null;"
                + "  if (getComputedStyle(a).overflowX !== 'visible') out.push(a.getBoundingClientRect()); } return out; };"
                + " return [...document.querySelectorAll(arguments[0])].filter(e => [...e.childNodes]"
                + "  .some(n => n.nodeType === 3 && n.textContent.trim())).flatMap(e => {"
                + "  const r = e.getBoundingClientRect(), h = e instanceof SVGElement ? r.height * 0.8"
                + "   : parseFloat(getComputedStyle(e).fontSize), t = e.textContent.trim().slice(0, 30), boxes = clips(e);"
                + "  return r.width === 0 ? [] : h < 8 ? [t + ': ' + h.toFixed(1) + ' px high']"
                + "   : boxes === null ? [] : r.left < -1 || r.right > w + 1 ? [t + ': ' + Math.round(r.left) + '..' + Math.round(r.right)]"
                + "   : boxes.some(b => r.left < b.left - 1 || r.right > b.right + 1)"
                + "   ? [t + ': cut off by its panel'] : []; })",
                selector);
    }

    /**
     * Issue 26, for every game: at the default zoom each board picture is whole in view across - no wider than its
     * panel, inside the window - and every text on the board (the picture, its notes, cards and tables) is at least
     * 8 px high and not cut off. With {@code upright}, each picture is also no higher than the room above the
     * choices (on a phone a sheet fixed at the bottom), so scrolled to the board a player sees it whole beside them;
     * a board laid out from top to bottom on purpose (Dead Cells' Biome) is checked without. Returns what is wrong.
     */
    @SuppressWarnings("unchecked")
    static List<String> boardNotInView(boolean upright) {
        List<String> out = new ArrayList<>((List<String>) ((JavascriptExecutor) driver).executeScript("const out = [], sheet = document.getElementById('choices-panel');"
                + " const room = Math.round(sheet && getComputedStyle(sheet).position === 'fixed' ? sheet.getBoundingClientRect().top : innerHeight);"
                + " document.querySelectorAll('#board .pan > svg').forEach(s => { const r = s.getBoundingClientRect(),"
                + "  p = s.parentElement.getBoundingClientRect(), name = s.getAttribute('aria-label');"
                + "  if (r.width > p.width + 1 || r.left < -1 || r.right > innerWidth + 1)"
                + "   out.push(`${name}: ${Math.round(r.width)} px wide in a ${Math.round(p.width)} px panel`);"
                + "  if (arguments[0] && r.height > room) out.push(`${name}: ${Math.round(r.height)} px high, ${room} px above the choices`); });"
                + " return out", upright));
        out.addAll(smallOrCutOff("#board *"));
        return out;
    }

    /** Checks the board is whole in view at both widths (the window is resized, the page not reloaded). */
    static void assertBoardInView(String game, boolean upright) throws Exception {
        try {
            for (Dimension size : List.of(DESKTOP, PHONE)) {
                resize(size);
                assertEquals(List.of(), boardNotInView(upright), game + ": the board at " + size.getWidth() + " px");
            }
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
    }

    @Test
    void theDeadKeep() throws Exception {
        checkTable("dead-keep", 1, Map.of("quest", "tutorial"));
        for (Dimension size : List.of(DESKTOP, PHONE)) {
            resize(size);
            assertTrue((Long) js("return document.querySelectorAll('#board g[data-kind] > text').length") >= 3,
                    "the Adventurers and the Boss stand as tokens");
            assertEquals(List.of(), cutOffLabels(), "token labels at " + size.getWidth() + " px");
        }
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    /**
     * Issue 26: a Dead Keep Trade names the cards and where they go ("Give Astrid's Broadsword to Lothar (in hand)"),
     * never slots, under a heading per kind of move; pictured at both widths.
     */
    @Test
    void theDeadKeepTradeNamesTheCards() throws Exception {
        String table = createInLobby("dead-keep", 1, Map.of("quest", "tutorial"));
        boolean trading = false;
        for (int i = 0; i < 40 && !trading; i++) {
            awaitMyTurn();
            int before = step(table);
            List<WebElement> buttons = driver.findElements(By.cssSelector("#choices button.choice"));
            WebElement pick = buttons.get(0);
            for (WebElement b : buttons) {
                if (b.getText().contains("Trade with")) {
                    pick = b;
                    trading = true;
                }
            }
            pick.click();
            waiting().until(d -> {
                try {
                    return step(table) > before;
                } catch (Exception e) {
                    return false;
                }
            });
        }
        assertTrue(trading, "a Trade was offered in the first turns");
        awaitMyTurn();
        @SuppressWarnings("unchecked")
        List<String> headings = (List<String>) js("return [...document.querySelectorAll('#choices .kind')].map(p => p.textContent)");
        @SuppressWarnings("unchecked")
        List<String> said = (List<String>) js("return [...document.querySelectorAll('#choices button.choice')].map(b => b.textContent)");
        assertTrue(headings.containsAll(List.of("Give a card", "Rearrange the cards")), "the moves by kind: " + headings);
        assertTrue(said.stream().anyMatch(w -> w.matches(".*Give \\w+'s \\w[\\w ]* to \\w+ \\(in hand\\).*")), "a card given by name: " + said);
        assertEquals(List.of(), said.stream().filter(w -> w.matches(".*(slot|Hand \\d|Backpack \\d|Talisman \\d).*")).toList(),
                "no choice names a slot");
        for (Dimension size : List.of(DESKTOP, PHONE)) {
            resize(size);
            screenshot("dead-keep-trade-" + (size == PHONE ? "phone" : "desktop"));
        }
        driver.manage().window().setSize(new Dimension(1400, 1000));
    }

    /**
     * Dead Keep's tokens (issues 15 and 26): an Adventurer's disc shows one or two letters that the legend spells
     * out; a kind of Enemy reads by name and how many ("Footman ×2"), a Monster by name (and the Wounds it has
     * left); each text fits inside its shape. Returns the labels that do not, with why.
     */
    static List<String> cutOffLabels() {
        @SuppressWarnings("unchecked")
        List<String> bad = (List<String>) js("const legend = [...document.querySelectorAll('.dk-info')].map(p => p.textContent).join(' ');"
                + " const said = { adv: /^[A-Za-z]{1,2}$/, undead: /^[A-Z][A-Za-z' -]+ ×[0-9]+$/, monster: /^[A-Z][A-Za-z' -]+( [0-9]+\\/[0-9]+)?$/ };"
                + " return [...document.querySelectorAll('#board g[data-kind] > text')].flatMap(t => {"
                + "  const kind = t.parentNode.dataset.kind, shape = t.parentNode.querySelector('circle, rect, path'), label = t.textContent;"
                + "  const room = shape.getBBox().width * 0.95, used = t.getBBox().width;"
                + "  if (!said[kind] || !said[kind].test(label)) return [label + ': not the words of its kind (' + kind + ')'];"
                + "  if (used > room) return [label + ': ' + used.toFixed(1) + ' px in ' + room.toFixed(1)];"
                + "  if (kind === 'adv' && !legend.includes(label + ' ')) return [label + ': not in the legend'];"
                + "  return []; })");
        return bad;
    }

    /**
     * The check is no formality: an Enemy group labelled by letters ("1De", as before issue 26), a name too long for
     * its bar, and an Adventurer's letters the legend does not spell out, are all caught.
     */
    @Test
    void aCutOffTokenLabelIsCaught() throws Exception {
        createInLobby("dead-keep", 1, Map.of("quest", "tutorial"));
        awaitMyTurn();
        assertEquals(List.of(), cutOffLabels(), "clean before");
        js("const board = document.getElementById('dk-board');"
                + " const ns = 'http://www.w3.org/2000/svg', add = (kind, shape, attrs, label) => {"
                + "  const g = document.createElementNS(ns, 'g'); g.setAttribute('data-kind', kind);"
                + "  const s = document.createElementNS(ns, shape); for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);"
                + "  const t = document.createElementNS(ns, 'text'); t.setAttribute('font-size', 8); t.setAttribute('x', 40); t.setAttribute('y', 40);"
                + "  t.textContent = label; g.append(s, t); board.append(g); };"
                + " add('undead', 'rect', { x: 31, y: 32, width: 58, height: 10 }, '1De');"
                + " add('undead', 'rect', { x: 31, y: 32, width: 18, height: 10 }, 'Shadowguard ×12');"
                + " add('adv', 'circle', { cx: 40, cy: 40, r: 8.5 }, 'Qz');");
        List<String> found = cutOffLabels();
        assertEquals(3, found.size(), found.toString());
        assertEquals("1De: not the words of its kind (undead)", found.get(0));
        assertTrue(found.get(1).startsWith("Shadowguard ×12: ") && found.get(1).contains(" px in "), found.get(1));
        assertEquals("Qz: not in the legend", found.get(2));
    }

    /**
     * On a phone a board pans inside its panel and zooms: Zoom in makes it wider than the panel, which then
     * scrolls; Fit fits it again. The table of players fits the width (a card per player): neither it nor the page
     * scrolls sideways. Returns what failed, in words.
     */
    static List<String> zoomPanAndScroll() {
        @SuppressWarnings("unchecked")
        List<String> failed = (List<String>) js("const out = [], pan = document.querySelector('#board .pan'), svg = pan.querySelector('svg');"
                + " const width = () => Math.round(svg.getBoundingClientRect().width);"
                + " document.getElementById('zoom-in').click(); const zoomed = width(); pan.scrollLeft = 60;"
                + " if (!(zoomed > pan.clientWidth && pan.scrollLeft > 0)) out.push(`the board does not pan: ${zoomed} px in ${pan.clientWidth}, scrolled ${pan.scrollLeft}`);"
                + " pan.scrollLeft = 0; document.getElementById('zoom-fit').click(); const fit = width();"
                + " if (!(fit < zoomed && fit <= pan.clientWidth)) out.push(`Fit leaves the board ${fit} px in ${pan.clientWidth} (zoomed ${zoomed})`);"
                + " const table = document.querySelector('#board .scroll');"
                + " if (table.scrollWidth > table.clientWidth + 1 || document.documentElement.scrollWidth > innerWidth)"
                + "  out.push(`the players' table does not fit the width: ${table.scrollWidth} px in ${table.clientWidth}`);"
                + " return out;");
        return failed;
    }

    @Test
    void onAPhoneTheBoardZoomsAndPansAndThePlayersTableFitsTheWidth() throws Exception {
        createInLobby("killmans-keep", 3);
        awaitMyTurn();
        resize(PHONE);
        try {
            assertEquals(List.of(), zoomPanAndScroll());
            // the check is no formality: a board that cannot pan and a table laid out in columns (too wide) are caught
            js("document.querySelector('#board .pan').style.overflow = 'visible';"
                    + " document.querySelector('#board .scroll table').classList.remove('rows-as-cards')");
            List<String> broken = zoomPanAndScroll();
            assertEquals(2, broken.size(), broken.toString());
            assertTrue(broken.get(0).startsWith("the board does not pan"), broken.get(0));
            assertTrue(broken.get(1).startsWith("the players' table does not fit the width"), broken.get(1));
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
    }

    /**
     * Dead Cells' Combat board and the Beheaded's boards on a phone (issues 15 and 26): every Enemy's card, the boards
     * and the hand fit the width with no sideways scrolling and no text under 8 px, at 390 and 1280 px. The Run is
     * played by its first choices until a Combat starts.
     */
    @Test
    void deadCellsCombatAndBoardsFitAPhone() throws Exception {
        com.fasterxml.jackson.databind.JsonNode t = Harness.create(server.port(), "dead-cells", 5, "human", "heuristic");
        String id = t.get("id").asText();
        driver.get(base + "/");
        ((JavascriptExecutor) driver).executeScript("localStorage.clear(); localStorage.setItem(arguments[0],"
                + " JSON.stringify({0: arguments[1]}))", "keeptable.tokens." + id, t.get("tokens").get("0").asText());
        driver.get(base + "/table.html?t=" + id);
        for (int i = 0; driver.findElements(By.cssSelector("#dc-combat .dc-card.enemy")).isEmpty(); i++) {
            assertTrue(i < 30, "no Combat in the Run's first 30 choices");
            awaitMyTurn();
            int before = step(id);
            driver.findElement(By.cssSelector("#choices button.choice")).click();
            waiting().until(d -> {
                try {
                    return step(id) > before && !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty();
                } catch (Exception e) {
                    return false;
                }
            });
        }
        try {
            for (Dimension size : List.of(PHONE, DESKTOP)) {
                resize(size);
                js("document.getElementById('dc-combat').scrollIntoView()");
                screenshot("dead-cells-combat-" + size.getWidth());
                assertEquals(List.of(), smallOrCutOff("#dc-combat *, .dc-players *, #dc-hand *"),
                        "Combat board texts under 8 px or cut off at " + size.getWidth() + " px");
                assertEquals(0L, sideways(), "the page does not scroll sideways at " + size.getWidth() + " px");
                js("document.querySelector('.dc-players').scrollIntoView()");
                screenshot("dead-cells-boards-" + size.getWidth());
            }
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
    }

    /**
     * A log line names the book section behind it; its link opens the game's rules aid for players (in a new tab)
     * at the section that explains it, and that page is as clean for axe-core and a phone as the tables. The
     * choices on offer link to the sections that explain them.
     */
    @Test
    void aLogLinesRuleOpensTheRulesAidAtItsSection() throws Exception {
        createInLobby("the-keep", 4);
        awaitMyTurn();
        keeptable.engine.content.RulesAid aid = new keeptable.games.thekeep.TheKeep().rulesAid();
        List<String> choiceLinks = driver.findElements(By.cssSelector("#choice-rules a")).stream()
                .map(a -> a.getAttribute("href").replaceAll("^.*#", "")).toList();
        assertFalse(choiceLinks.isEmpty(), "the choices on offer link to the rules aid");
        choiceLinks.forEach(anchor -> assertNotNull(aid.section(anchor), anchor));
        WebElement link = waiting().until(d -> d.findElements(By.cssSelector("#log a.rule")).stream().findFirst().orElse(null));
        String rule = link.getText();
        String table = driver.getWindowHandle();
        link.click();
        waiting().until(d -> d.getWindowHandles().size() == 2);
        driver.switchTo().window(driver.getWindowHandles().stream().filter(h -> !h.equals(table)).findFirst().orElseThrow());
        try {
            waiting().until(d -> d.getCurrentUrl().contains("/rules/the-keep#"));
            String target = (String) js("const t = document.querySelector(':target'); return t ? t.id : null");
            assertEquals(aid.anchorForRule(rule), target, rule + " led to: " + driver.getCurrentUrl());
            assertEquals(List.of(), check("rules-aid", false));
        } finally {
            driver.close();
            driver.switchTo().window(table);
        }
    }

    /**
     * The board works from the keyboard: Tab reaches an area that stands for a move and Enter plays it.
     * Pieces slide to their new place, unless the player asks for reduced motion.
     */
    @Test
    void keyboardPlaysOnTheBoardAndReducedMotionStopsTheSlides() throws Exception {
        String table = createInLobby("killmans-keep", 3);
        awaitMyTurn();
        assertEquals("0.35s", js("return getComputedStyle(document.querySelector('[data-piece]')).transitionDuration"));
        int tabs = 0;
        while (!(Boolean) js("return !!(document.activeElement && document.activeElement.closest('#board .clickable'))")) {
            assertTrue(++tabs < 120, "Tab never reached a thing on the board that stands for a choice");
            new Actions(driver).sendKeys(Keys.TAB).perform();
        }
        int before = step(table);
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        waiting().until(d -> {
            try {
                return step(table) > before;
            } catch (Exception e) {
                return false;
            }
        });
        driver.executeCdpCommand("Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        try {
            assertEquals("0s", js("return getComputedStyle(document.querySelector('[data-piece]')).transitionDuration"));
        } finally {
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }
}
