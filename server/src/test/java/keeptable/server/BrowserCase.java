package keeptable.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the browser tests share: one server on an SQLite file and one headless Chromium for the
 * whole class, and the steps a player takes in the lobby and at a table. Every table is dealt from a fixed seed, so
 * the same deal plays every run: the lobby's Seed field for a table played alone with bots ({@link #SEED}), and for a
 * table for several people, whose seed the server draws, this test server's drawn seed ({@link #DRAWN_SEED}).
 */
abstract class BrowserCase {
    @TempDir
    static Path dir;
    static KeeptableServer server;
    static ChromeDriver driver;
    static String base;
    /** The admin token the server is started with (the Lab page signs in with it). */
    static final String ADMIN_TOKEN = "browser-admin-token";
    /** The seed {@link #createInLobby} types into the lobby's Seed field unless a test names another. */
    static final long SEED = 7;
    /** The seed this server deals from where a real one draws a seed nobody knows (a table for several people). */
    static final long DRAWN_SEED = 11;

    @BeforeAll
    static void start() throws Exception {
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb("jdbc:sqlite:" + dir.resolve("browser.db"), null).withBots(1, 30).withHintMillis(100)
                .withAdminToken(ADMIN_TOKEN));
        server.dealDrawnSeedsFrom(DRAWN_SEED);
        base = "http://127.0.0.1:" + server.port();
        ChromeOptions o = new ChromeOptions();
        o.setBinary("/usr/bin/chromium");
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + Files.createTempDirectory(dir, "chrome"), "--window-size=1400,1000");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of("/usr/bin/chromedriver").toFile()).usingAnyFreePort().build();
        driver = new ChromeDriver(service, o);
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    static WebDriverWait waiting() {
        return new WebDriverWait(driver, Duration.ofSeconds(30));
    }

    static String tableIdFromUrl() {
        String url = driver.getCurrentUrl();
        return url.substring(url.indexOf("t=") + 2).replaceAll("[&#].*", "");
    }

    /**
     * Creates a game in the lobby with seat 1 for this browser and the rest heuristic bots, dealt from {@link #SEED};
     * opens its table.
     */
    static String createInLobby(String game, int players) {
        return createInLobby(game, players, java.util.Map.of());
    }

    /** The same, choosing the given values in the lobby's option selects (key: option key). */
    static String createInLobby(String game, int players, java.util.Map<String, String> options) {
        return createInLobby(game, players, options, SEED);
    }

    /** The same, dealt from the given seed (typed into the lobby's Seed field; the table says it was kept). */
    static String createInLobby(String game, int players, java.util.Map<String, String> options, long seed) {
        driver.get(base + "/");
        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        waiting().until(d -> d.findElements(By.cssSelector("#count option")).size() > 0
                && d.findElement(By.id("summary")).getText().length() > 3);
        new Select(driver.findElement(By.id("count"))).selectByValue(Integer.toString(players));
        driver.findElement(By.cssSelector("#seats .seatrow .name")).sendKeys("Ann");
        for (var o : options.entrySet()) {
            waiting().until(d -> !d.findElements(By.cssSelector("select[data-option='" + o.getKey() + "']")).isEmpty());
            new Select(driver.findElement(By.cssSelector("select[data-option='" + o.getKey() + "']")))
                    .selectByValue(o.getValue());
        }
        driver.findElement(By.id("seed")).sendKeys(Long.toString(seed));
        if (game.equals("killmans-keep")) {
            try {
                screenshot("lobby");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        driver.findElement(By.id("create")).click();
        waiting().until(d -> !d.findElements(By.id("go-table")).isEmpty());
        driver.findElement(By.id("go-table")).click();
        waiting().until(d -> d.getCurrentUrl().contains("table.html"));
        String table = tableIdFromUrl();
        try {
            if (!Harness.get(server.port(), "/api/tables/" + table).body().get("chosenSeed").asBoolean()) {
                throw new IllegalStateException("the lobby did not deal " + game + " from seed " + seed);
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return table;
    }

    static void awaitMyTurn() {
        waiting().until(d -> !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty()
                && !d.findElements(By.cssSelector("#board svg")).isEmpty());
    }

    /**
     * Waits until the board shows the state the page last received (or, in a replay, the step replayed), drawn for the
     * window's width (a phone's layout or the wide one), and nothing on the page moves (no piece slides, no drawing
     * fades in): what is measured then is what a player sees once the table is still. On a page with no board drawn
     * (the lobby, a hand-over screen), only until nothing moves.
     */
    static void awaitSettled() {
        waiting().until(d -> Boolean.TRUE.equals(((org.openqa.selenium.JavascriptExecutor) d).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + " const still = () => document.getAnimations().every(a => a.playState !== 'running');"
                        + " const board = document.getElementById('board'), body = document.body.dataset;"
                        + " const step = body.replayStep ?? body.step;"
                        + " if (!board || step === undefined || !board.childElementCount) { done(still()); } else {"
                        + "  import('/svg.js').then(s => done(board.dataset.shows === `${step} ${s.phone() ? 'phone' : 'wide'}`"
                        + "   && still()), () => done(false)); }")));
    }

    /** Sizes the window (CSS pixels, as a phone's or a laptop's screen) and waits until the page has settled at it. */
    static void resize(org.openqa.selenium.Dimension size) {
        driver.manage().window().setSize(size);
        waiting().until(d -> ((Long) ((org.openqa.selenium.JavascriptExecutor) d).executeScript("return innerWidth"))
                == size.getWidth());
        awaitSettled();
    }

    /**
     * axe-core's serious and critical findings on the page as it stands (the pinned axe-core, {@link AxeCore}), one
     * line each. axe's last step runs in a window of its own that must open within a second; on a busy machine it
     * sometimes does not ("finishRun", "Timed out receiving message from renderer"), so it is asked up to three times.
     * A test that plays first waits for the board to settle ({@link #awaitSettled}).
     */
    static java.util.List<String> seriousViolations() {
        for (int tries = 1;; tries++) {
            try {
                return AxeCore.seriousViolations(driver);
            } catch (RuntimeException e) {
                String said = e.getMessage() + (e.getCause() == null ? "" : " " + e.getCause().getMessage());
                if (tries == 3 || !(said.contains("finishRun") || said.contains("Timed out receiving message from renderer"))) {
                    throw e;
                }
            }
        }
    }

    /** Clicks the element as the page stands when it is clicked (a box the page draws again may replace it meanwhile). */
    static void clickAsItStands(By element) {
        waiting().ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(d -> {
            d.findElement(element).click();
            return true;
        });
    }

    static int step(String table) throws Exception {
        return Harness.get(server.port(), "/api/tables/" + table).body().get("step").asInt();
    }

    /**
     * The page at 1280 and 390 px (a screenshot of each): axe-core's serious and critical findings and any sideways
     * scroll, in words; the window is left at 1280 px.
     */
    static java.util.List<String> checkBothWidths(String name) throws Exception {
        java.util.List<String> failed = new java.util.ArrayList<>();
        for (org.openqa.selenium.Dimension size : java.util.List.of(PhoneAndAxeTest.DESKTOP, PhoneAndAxeTest.PHONE)) {
            resize(size);
            screenshot(name + (size == PhoneAndAxeTest.PHONE ? "-phone" : "-desktop"));
            if (PhoneAndAxeTest.sideways() > 0) {
                failed.add(name + " at " + size.getWidth() + " px scrolls sideways");
            }
            PhoneAndAxeTest.seriousViolations().forEach(v -> failed.add(name + " at " + size.getWidth() + " px: " + v));
        }
        driver.manage().window().setSize(PhoneAndAxeTest.DESKTOP);
        return failed;
    }

    static void screenshot(String name) throws Exception {
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        Path png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(png, out.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    static boolean over(String table) {
        try {
            return Harness.get(server.port(), "/api/tables/" + table).body().get("over").asBoolean();
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * Plays up to {@code choices} of this browser's choices by clicking the first legal one, stopping if
     * the game ends; returns the step reached.
     */
    static int playFirstChoices(String table, int choices) throws Exception {
        for (int i = 0; i < choices; i++) {
            int before = step(table);
            waiting().until(d -> over(table)
                    || !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty());
            if (over(table)) {
                break;
            }
            driver.findElement(By.cssSelector("#choices button.choice")).click();
            waiting().until(d -> {
                try {
                    return step(table) > before;
                } catch (Exception e) {
                    return false;
                }
            });
        }
        return step(table);
    }
}
