package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;

/**
 * Who sits in a seat, in a real headless Chromium: a logged-in friend opens an invite link, finds their account's
 * name in the join form, is told why a name another seat has, or one that reads as another account's, is refused,
 * joins under a name they pick (the seat is their account's); then agrees, with a button, to another player's hand-over, and hands their own seat to another
 * account, after which they watch the table. The join form is axe-core clean and fits at 1280 and 390 px.
 */
class SeatsBrowserTest extends BrowserCase {

    private static String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    @Test
    void aLoggedInFriendJoinsByInviteUnderANameTheyPickAndHandsTheSeatOnLater() throws Exception {
        Person bob = Person.signedUp(server.port(), "Bobo");
        Person.signedUp(server.port(), "Cyd");
        Person.signedUp(server.port(), "Dana");
        Harness.Response r = Harness.post(server.port(), "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":["
                + "{\"kind\":\"human\",\"name\":\"Ann\"},{\"kind\":\"open\"}]}");
        String id = r.body().get("id").asText();
        String ann = r.body().get("tokens").get("0").asText();
        driver.manage().window().setSize(PhoneAndAxeTest.DESKTOP);
        driver.get(base + "/");
        driver.manage().deleteAllCookies();
        driver.manage().addCookie(new Cookie(Sessions.COOKIE, bob.cookie.substring(bob.cookie.indexOf('=') + 1), "/"));
        driver.get(base + "/table.html?t=" + id + "&join=1");
        waiting().until(d -> d.findElement(By.id("join")).isDisplayed()
                && "Bobo".equals(d.findElement(By.id("join-name")).getDomProperty("value")));
        assertTrue(text("join-note").contains("logged in as Bobo"), text("join-note"));
        assertTrue(text("join-with").contains("Ann"), text("join-with"));
        List<String> failed = new ArrayList<>(checkBothWidths("join-form"));

        driver.findElement(By.id("join-name")).clear();
        driver.findElement(By.id("join-name")).sendKeys("ann");
        driver.findElement(By.id("join-go")).click();
        waiting().until(d -> d.findElement(By.id("join-error")).getText().contains("is another seat's at this table"));
        assertTrue(Harness.get(server.port(), "/api/tables/" + id).body().get("seats").get(1).get("open").asBoolean(),
                "the refused name took nothing");
        driver.findElement(By.id("join-name")).clear();
        driver.findElement(By.id("join-name")).sendKeys("C\u00fdd");
        driver.findElement(By.id("join-go")).click();
        waiting().until(d -> d.findElement(By.id("join-error")).getText().contains("reads as the account Cyd's"));
        driver.findElement(By.id("join-name")).clear();
        driver.findElement(By.id("join-name")).sendKeys("Bob the Bold");
        driver.findElement(By.id("join-go")).click();
        waiting().until(d -> d.findElement(By.id("who")).getText().equals("You: Bob the Bold"));
        assertTrue(!driver.findElement(By.id("join")).isDisplayed());
        assertTrue(!driver.getCurrentUrl().contains("join="), "the invite leaves the address: " + driver.getCurrentUrl());
        JsonNode mine = bob.call("GET", "/api/me/tables", null).body();
        assertEquals(id, mine.get(0).get("id").asText(), "the seat is Bobo's account's: " + mine);

        // Ann asks to hand her seat to Dana: Bob is asked on the page and agrees
        Harness.Response asked = Harness.post(server.port(), "/api/tables/" + id + "/seats/0/handover",
                "{\"to\":\"Dana\",\"token\":\"" + ann + "\"}");
        assertEquals(200, asked.status(), asked.toString());
        waiting().until(d -> !d.findElements(By.cssSelector(".hand-ask[data-seat='0'] .hand-agree")).isEmpty());
        assertTrue(driver.findElement(By.cssSelector(".hand-ask[data-seat='0']")).getText()
                .contains("Ann asks to hand their seat to Dana"));
        failed.addAll(checkBothWidths("hand-over-asked"));
        driver.findElement(By.cssSelector(".hand-ask[data-seat='0'] .hand-agree")).click();
        waiting().until(d -> {
            try {
                return Harness.get(server.port(), "/api/tables/" + id).body().get("seats").get(0).get("name").asText()
                        .equals("Dana");
            } catch (Exception e) {
                return false;
            }
        });

        // the page draws the hand-over box again once its own summary shows Dana (the ask gone): wait for that
        waiting().until(d -> d.findElements(By.cssSelector(".hand-ask[data-seat='0']")).isEmpty());
        // Bob hands his own seat to Cyd; Dana agrees; Bob then watches the table
        waiting().ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(d -> {
            d.findElement(By.cssSelector("#hand-seat summary")).click();
            return true;
        });
        driver.findElement(By.id("hand-to")).sendKeys("Cyd");
        driver.findElement(By.id("hand-ask")).click();
        waiting().until(d -> !d.findElements(By.id("hand-over-waiting")).isEmpty());
        assertTrue(text("hand-over-waiting").contains("Your seat goes to Cyd once Dana agrees."), text("hand-over-waiting"));
        Person dana = new Person(server.port(), "Dana");
        assertEquals(200, dana.logIn(Person.PASSWORD).status());
        Harness.Response agreed = dana.call("POST", "/api/tables/" + id + "/seats/1/handover/answer", "{\"agree\":true}");
        assertEquals("handed", agreed.body().get("answer").asText(), agreed.toString());
        waiting().until(d -> d.findElement(By.id("who")).getText().startsWith("Spectating"));
        String page = driver.findElement(By.tagName("body")).getText();
        assertTrue(page.contains("Cyd"), "the seat is called by its new player's name");
        assertTrue(!page.contains(id), "no table id on the page");
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }
}
