package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.support.ui.Select;

/**
 * Accounts in a real headless Chromium: a player signs up, logs out and in, starts a game with a friend's
 * account from the lobby, finds it in My games, chats at the table (a line with markup shows as its
 * text, and reaches the friend's socket), and logs out; the lobby, My games, the table and the ratings
 * page are axe-core clean and do not scroll sideways at 1280 and 390 px.
 */
class AccountsBrowserTest extends BrowserCase {
    private static final String LINE = "<img src=x onerror=alert(1)> good luck";

    private static void loggedInAs(String name) {
        waiting().ignoring(StaleElementReferenceException.class)
                .until(d -> d.findElement(By.id("account")).getText().contains("Logged in as " + name));
    }

    private static void logInForm(String name, String button) {
        waiting().ignoring(StaleElementReferenceException.class)
                .until(d -> !d.findElements(By.cssSelector("nav.account summary")).isEmpty());
        driver.findElement(By.cssSelector("nav.account summary")).click();
        driver.findElement(By.id("account-name")).sendKeys(name);
        driver.findElement(By.id("account-password")).sendKeys(Person.PASSWORD);
        driver.findElement(By.id(button)).click();
    }

    /** The page at both widths: axe-core's serious and critical findings and any sideways scroll, in words. */
    private static List<String> check(String name) throws Exception {
        List<String> failed = new ArrayList<>();
        for (Dimension size : List.of(PhoneAndAxeTest.DESKTOP, PhoneAndAxeTest.PHONE)) {
            resize(size);
            screenshot(name + (size == PhoneAndAxeTest.PHONE ? "-phone" : "-desktop"));
            for (String v : seriousViolations()) {
                failed.add(name + " at " + size.getWidth() + " px: " + v);
            }
            if (PhoneAndAxeTest.sideways() > 0) {
                failed.add(name + " at " + size.getWidth() + " px scrolls sideways by " + PhoneAndAxeTest.sideways());
            }
        }
        driver.manage().window().setSize(PhoneAndAxeTest.DESKTOP);
        return failed;
    }

    @Test
    void signUpLogInStartAGameWithAFriendFindItInMyGamesChatAndLogOut() throws Exception {
        Person bob = Person.signedUp(server.port(), "Bob");
        List<String> failed = new ArrayList<>();
        driver.manage().window().setSize(PhoneAndAxeTest.DESKTOP);
        driver.get(base + "/");
        logInForm("Ann", "sign-up");
        loggedInAs("Ann");
        failed.addAll(check("accounts-lobby"));
        driver.findElement(By.id("log-out")).click();
        logInForm("Ann", "log-in");
        loggedInAs("Ann");

        waiting().until(d -> d.findElements(By.cssSelector("#game option")).size() >= 2);
        new Select(driver.findElement(By.id("game"))).selectByValue("killmans-keep");
        waiting().until(d -> d.findElements(By.cssSelector("#count option[value='2']")).size() > 0);
        new Select(driver.findElement(By.id("count"))).selectByValue("2");
        new Select(driver.findElement(By.cssSelector("select.kind[data-seat='1']"))).selectByValue("account");
        driver.findElements(By.cssSelector("#seats .seatrow .name")).get(1).sendKeys("Bob");
        driver.findElement(By.id("create")).click();
        waiting().until(d -> !d.findElements(By.id("go-table")).isEmpty());
        assertTrue(driver.findElement(By.id("created")).getText().contains("Bob plays logged in"));

        driver.get(base + "/me.html");
        waiting().until(d -> !d.findElements(By.cssSelector("#my-games tr td a")).isEmpty());
        JsonNode mine = Harness.JSON.readTree((String) PhoneAndAxeTest.js(
                "const r = new XMLHttpRequest(); r.open('GET', '/api/me/tables', false); r.send(); return r.responseText;"));
        String table = mine.get(0).get("id").asText();
        String now = driver.findElement(By.cssSelector("#my-games tr:nth-child(2) td:nth-child(3)")).getText();
        assertEquals(mine.get(0).get("yourTurn").asBoolean() ? "Your turn" : "Bob to move", now);
        assertTrue(driver.findElement(By.id("my-games")).getText().contains("Ann, Bob"));
        assertTrue(!driver.findElement(By.id("my-games")).getText().contains(table), "no table id on the page");
        failed.addAll(check("accounts-my-games"));

        Harness.Ws bobs = bob.seat(table, null);
        try {
            driver.findElement(By.cssSelector("#my-games tr td a")).click();
            waiting().until(d -> d.getCurrentUrl().contains("table.html"));
            waiting().until(d -> !d.findElements(By.cssSelector("#board svg")).isEmpty());
            driver.findElement(By.id("chat-text")).sendKeys(LINE);
            driver.findElement(By.cssSelector("#chat-say button")).click();
            waiting().until(d -> d.findElement(By.id("chat")).getText().contains(LINE));
            assertEquals(0, driver.findElements(By.cssSelector("#chat img")).size(), "the line is shown as text");
            JsonNode heard = bobs.await(m -> m.path("type").asText().equals("chat") && !m.get("reset").asBoolean());
            assertEquals(LINE, heard.get("lines").get(0).get("text").asText());
            assertEquals("Ann", heard.get("lines").get(0).get("author").asText());
            failed.addAll(check("accounts-table-chat"));
        } finally {
            bobs.close();
        }

        driver.get(base + "/ratings.html?game=killmans-keep");
        waiting().until(d -> d.findElement(By.id("leaderboard")).getText().contains("Nobody is rated"));
        failed.addAll(check("accounts-ratings"));

        driver.get(base + "/me.html");
        loggedInAs("Ann");
        driver.findElement(By.id("log-out")).click();
        waiting().until(d -> d.getCurrentUrl().equals(base + "/")
                && !d.findElements(By.cssSelector("nav.account summary")).isEmpty());
        driver.get(base + "/me.html");
        waiting().until(d -> d.findElement(By.id("my-games")).getText().contains("Log in"));
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }
}
