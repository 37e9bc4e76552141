package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The Lab page as a designer uses it, at a laptop's width and a phone's: sign in with the admin token, change
 * a value of a game's content and run a small compare, or sweep one field over a few values; watch it finish,
 * read its report in the page and download compare.json or sweep.json, with axe-core clean and nothing wider
 * than the window.
 */
class LabPageTest extends BrowserCase {
    /**
     * Opens the Lab page on Killman's Keep, signing in first when the browser holds no Lab cookie yet (the
     * sign-in form's axe-core findings are added to {@code failed}).
     */
    private static void openKillmansKeep(List<String> failed, String at) {
        driver.get(base + "/lab.html");
        waiting().until(d -> d.findElement(By.id("sign-in")).isDisplayed() || d.findElement(By.id("lab")).isDisplayed());
        if (driver.findElement(By.id("sign-in")).isDisplayed()) {
            failed.addAll(seriousViolations().stream().map(v -> at + " sign-in: " + v).toList());
            driver.findElement(By.id("admin-token")).sendKeys(ADMIN_TOKEN);
            driver.findElement(By.cssSelector("#sign-in-form button[type=submit]")).click();
        }
        waiting().until(d -> d.findElement(By.id("lab")).isDisplayed()
                && d.findElements(By.cssSelector("#lab-game option")).size() >= 2);
        new Select(driver.findElement(By.id("lab-game"))).selectByValue("killmans-keep");
    }

    /**
     * Presses {@code button}, waits for the new job to be done, shows its report and returns the report's text
     * once it shows {@code says}; the page's axe-core findings and any sideways scroll are added to {@code failed}.
     */
    private static String runToItsReport(String button, String says, String shot, List<String> failed, String at)
            throws Exception {
        int before = driver.findElements(By.cssSelector("#lab-jobs tr[data-job]")).size();
        driver.findElement(By.id(button)).click();
        waiting().until(d -> d.findElements(By.cssSelector("#lab-jobs tr[data-job]")).size() == before + 1);
        new org.openqa.selenium.support.ui.WebDriverWait(driver, java.time.Duration.ofSeconds(180))
                .until(d -> !d.findElements(By.cssSelector("#lab-jobs tbody tr:first-child .lab-show")).isEmpty());
        screenshot(shot);
        driver.findElement(By.cssSelector("#lab-jobs tbody tr:first-child .lab-show")).click();
        waiting().until(d -> d.findElement(By.id("lab-report")).isDisplayed());
        driver.switchTo().frame(driver.findElement(By.id("lab-report-frame")));
        waiting().until(d -> d.findElement(By.tagName("body")).getText().contains(says));
        String report = driver.findElement(By.tagName("body")).getText();
        driver.switchTo().defaultContent();
        screenshot(shot.replace("lab-", "lab-report-"));
        failed.addAll(seriousViolations().stream().map(v -> at + ": " + v).toList());
        if (PhoneAndAxeTest.sideways() > 0) {
            failed.add(at + ": the page is " + PhoneAndAxeTest.sideways() + " px wider than the window");
        }
        return report;
    }

    /** The newest job's file {@code name}, fetched through its download link as the page offers it. */
    private static String download(String name) {
        WebElement link = driver.findElement(By.xpath("//tbody/tr[1]//a[contains(., '" + name + "')]"));
        assertEquals("killmans-keep-" + name, link.getAttribute("download"));
        return (String) ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[1]; fetch(arguments[0]).then(r => r.text()).then(done, e => done('' + e));",
                link.getAttribute("href"));
    }

    /** A designer's flow on the Lab page at one width: {@code round} 0 at a laptop's, 1 at a phone's. */
    private interface Flow {
        void run(int round, int width, List<String> failed) throws Exception;
    }

    /**
     * Runs {@code flow} at a laptop's width and then a phone's, each time on the Lab page opened on Killman's Keep;
     * fails with what axe-core and the page's width checks found on the way.
     */
    private static void atBothWidths(Flow flow) throws Exception {
        List<String> failed = new ArrayList<>();
        List<Dimension> sizes = List.of(PhoneAndAxeTest.DESKTOP, PhoneAndAxeTest.PHONE);
        for (int round = 0; round < sizes.size(); round++) {
            Dimension size = sizes.get(round);
            driver.manage().window().setSize(size);
            openKillmansKeep(failed, size.getWidth() + " px");
            flow.run(round, size.getWidth(), failed);
        }
        driver.manage().window().setSize(new Dimension(1400, 1000));
        assertEquals(List.of(), failed);
    }

    /** {@code games} games of random bots dealt from the fixed seed, in the panel whose ids start with {@code panel}. */
    private static void randomBotsFromTheSeed(String panel, int games) {
        WebElement count = driver.findElement(By.id(panel + "-games"));
        count.clear();
        count.sendKeys(Integer.toString(games));
        new Select(driver.findElement(By.id(panel + "-bot"))).selectByValue("random");
        WebElement seed = driver.findElement(By.id(panel + "-seed"));
        seed.clear();
        seed.sendKeys(Long.toString(SEED)); // the same games every run
    }

    @Test
    void aDesignerChangesAValueRunsACompareReadsTheReportAndDownloadsCompareJson() throws Exception {
        atBothWidths((round, width, failed) -> {
            int penalty = 4 + round;
            String value = Integer.toString(penalty);
            By field = By.cssSelector("input[data-target='monsters.yaml:dragon.penalty']");
            waiting().until(d -> !d.findElements(field).isEmpty());
            WebElement file = driver.findElement(By.xpath("//details[summary[starts-with(., 'monsters.yaml')]]"));
            file.findElement(By.tagName("summary")).click();
            driver.findElement(field).sendKeys(value);
            waiting().until(d -> d.findElement(By.id("lab-changes")).getText()
                    .contains("monsters.yaml:dragon.penalty=" + value));
            randomBotsFromTheSeed("lab", 6);
            String report = runToItsReport("lab-run", "base against variant", "lab-" + width, failed, width + " px");
            assertTrue(report.contains("dragon.penalty: 3 -> " + penalty), "the report shows the change: " + report);
            String downloaded = download("compare.json");
            JsonNode cmp = Harness.JSON.readTree(downloaded);
            assertEquals(6, cmp.get("games").asInt(), downloaded);
            assertTrue(cmp.get("variant").get("run").get("content").asText()
                    .contains("monsters.yaml dragon.penalty: 3 -> " + penalty), downloaded);
        });
    }

    @Test
    void aDesignerSweepsAFieldReadsTheReportAndDownloadsSweepJson() throws Exception {
        atBothWidths((round, width, failed) -> {
            int low = 1 + round;
            String values = low + ", 3";
            By field = By.cssSelector("#sweep-field option[value='monsters.yaml:dragon.penalty']");
            waiting().until(d -> !d.findElements(field).isEmpty());
            new Select(driver.findElement(By.id("sweep-field"))).selectByValue("monsters.yaml:dragon.penalty");
            driver.findElement(By.id("sweep-values")).sendKeys(values);
            randomBotsFromTheSeed("sweep", 4);
            String report = runToItsReport("sweep-run", "swept", "lab-sweep-" + width, failed, width + " px");
            assertTrue(driver.findElement(By.cssSelector("#lab-jobs tbody tr:first-child")).getText()
                    .contains("monsters.yaml:dragon.penalty = " + values), "the job names the field and values");
            assertTrue(report.contains("monsters.yaml:dragon.penalty swept") && report.contains("against the baseline, 3"),
                    "the report shows the sweep against the shipped value: " + report);
            String downloaded = download("sweep.json");
            JsonNode rows = Harness.JSON.readTree(downloaded);
            assertEquals(List.of(Integer.toString(low), "3"), List.of(rows.get(0).get("value").asText(),
                    rows.get(1).get("value").asText()), downloaded);
            assertTrue(rows.get(1).get("baseline").asBoolean() && rows.size() == 2, downloaded);
            assertEquals(4, rows.get(0).get("summary").get("games").asInt(), downloaded);
        });
    }
}
