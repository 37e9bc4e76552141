package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;

/**
 * Issue 26: a table stays clean for axe-core (4.14, every default rule) as the game goes on, not only at its
 * opening: in each game seat 1 plays its first choices and the page is checked once every drawing has settled
 * (the Dead Keep's Enemy Phase steps fade in), at 1280 px after each choice and at 390 px at the end.
 */
class AxeThroughPlayTest extends BrowserCase {
    static final int CHOICES = 8;

    static List<String> playAndCheck(String game, int players, Map<String, String> options) throws Exception {
        String table = createInLobby(game, players, options);
        List<String> failed = new ArrayList<>();
        driver.manage().window().setSize(PhoneAndAxeTest.DESKTOP);
        try {
            for (int i = 0; i < CHOICES && !over(table); i++) {
                playFirstChoices(table, 1);
                waiting().until(d -> over(table)
                        || !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty());
                awaitSettled();
                int made = i + 1;
                PhoneAndAxeTest.seriousViolations().forEach(v -> failed.add(game + " after choice " + made + ": " + v));
            }
            resize(PhoneAndAxeTest.PHONE);
            PhoneAndAxeTest.seriousViolations().forEach(v -> failed.add(game + " at 390 px: " + v));
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
        System.out.println("[axe in play] " + game + ": " + (failed.isEmpty() ? "clean" : String.join("; ", failed)));
        return failed;
    }

    @Test
    void killmansKeep() throws Exception {
        assertEquals(List.of(), playAndCheck("killmans-keep", 3, Map.of()));
    }

    @Test
    void theKeep() throws Exception {
        assertEquals(List.of(), playAndCheck("the-keep", 4, Map.of()));
    }

    @Test
    void downAmongTheDead() throws Exception {
        assertEquals(List.of(), playAndCheck("down-among-the-dead", 2, Map.of("map", "barrow")));
    }

    @Test
    void theDeadKeep() throws Exception {
        assertEquals(List.of(), playAndCheck("dead-keep", 1, Map.of("quest", "tutorial")));
    }

    @Test
    void deadCells() throws Exception {
        assertEquals(List.of(), playAndCheck("dead-cells", 2, Map.of()));
    }
}
