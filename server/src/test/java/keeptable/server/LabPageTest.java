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
 * a value of a game's content, run a small compare, watch it finish, read its report in the page and download
 * compare.json, with axe-core clean and nothing wider than the window.
 */
class LabPageTest extends BrowserCase {
    @Test
    void aDesignerChangesAValueRunsACompareReadsTheReportAndDownloadsCompareJson() throws Exception {
        List<String> failed = new ArrayList<>();
        boolean signedIn = false;
        int penalty = 4;
        for (Dimension size : List.of(PhoneAndAxeTest.DESKTOP, PhoneAndAxeTest.PHONE)) {
            String at = size.getWidth() + " px";
            String value = Integer.toString(penalty);
            driver.manage().window().setSize(size);
            driver.get(base + "/lab.html");
            if (!signedIn) {
                waiting().until(d -> d.findElement(By.id("sign-in")).isDisplayed());
                failed.addAll(PhoneAndAxeTest.seriousViolations().stream().map(v -> at + " sign-in: " + v).toList());
                driver.findElement(By.id("admin-token")).sendKeys(ADMIN_TOKEN);
                driver.findElement(By.cssSelector("#sign-in-form button[type=submit]")).click();
                signedIn = true;
            }
            waiting().until(d -> d.findElement(By.id("lab")).isDisplayed()
                    && d.findElements(By.cssSelector("#lab-game option")).size() >= 2);
            new Select(driver.findElement(By.id("lab-game"))).selectByValue("killmans-keep");
            By field = By.cssSelector("input[data-target='monsters.yaml:dragon.penalty']");
            waiting().until(d -> !d.findElements(field).isEmpty());
            WebElement file = driver.findElement(By.xpath("//details[summary[starts-with(., 'monsters.yaml')]]"));
            file.findElement(By.tagName("summary")).click();
            driver.findElement(field).sendKeys(value);
            waiting().until(d -> d.findElement(By.id("lab-changes")).getText()
                    .contains("monsters.yaml:dragon.penalty=" + value));
            WebElement games = driver.findElement(By.id("lab-games"));
            games.clear();
            games.sendKeys("6");
            new Select(driver.findElement(By.id("lab-bot"))).selectByValue("random");
            int before = driver.findElements(By.cssSelector("#lab-jobs tr[data-job]")).size();
            driver.findElement(By.id("lab-run")).click();
            waiting().until(d -> d.findElements(By.cssSelector("#lab-jobs tr[data-job]")).size() == before + 1);
            new org.openqa.selenium.support.ui.WebDriverWait(driver, java.time.Duration.ofSeconds(180))
                    .until(d -> !d.findElements(By.cssSelector("#lab-jobs tbody tr:first-child .lab-show")).isEmpty());
            screenshot("lab-" + size.getWidth());
            driver.findElement(By.cssSelector("#lab-jobs tbody tr:first-child .lab-show")).click();
            waiting().until(d -> d.findElement(By.id("lab-report")).isDisplayed());
            driver.switchTo().frame(driver.findElement(By.id("lab-report-frame")));
            waiting().until(d -> d.findElement(By.tagName("body")).getText().contains("base against variant"));
            String report = driver.findElement(By.tagName("body")).getText();
            driver.switchTo().defaultContent();
            screenshot("lab-report-" + size.getWidth());
            assertTrue(report.contains("dragon.penalty: 3 -> " + penalty), "the report shows the change: " + report);
            failed.addAll(PhoneAndAxeTest.seriousViolations().stream().map(v -> at + ": " + v).toList());
            if (PhoneAndAxeTest.sideways() > 0) {
                failed.add(at + ": the page is " + PhoneAndAxeTest.sideways() + " px wider than the window");
            }
            WebElement link = driver.findElement(By.xpath("//tbody/tr[1]//a[contains(., 'compare.json')]"));
            assertEquals("killmans-keep-compare.json", link.getAttribute("download"));
            String downloaded = (String) ((JavascriptExecutor) driver).executeAsyncScript(
                    "const done = arguments[1]; fetch(arguments[0]).then(r => r.text()).then(done, e => done('' + e));",
                    link.getAttribute("href"));
            JsonNode cmp = Harness.JSON.readTree(downloaded);
            assertEquals(6, cmp.get("games").asInt(), downloaded);
            assertTrue(cmp.get("variant").get("run").get("content").asText()
                    .contains("monsters.yaml dragon.penalty: 3 -> " + penalty), downloaded);
            penalty++;
        }
        driver.manage().window().setSize(new Dimension(1400, 1000));
        assertEquals(List.of(), failed);
    }
}
