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
 * opening: in each game's seeded table seat 1 plays its first 40 choices (or to the end), and every few choices, once
 * every drawing has settled (the Dead Keep's Enemy Phase steps fade in), the page is checked at 1280 and at 390 px.
 */
class AxeThroughPlayTest extends BrowserCase {
    static final int CHOICES = 40;
    /** axe-core is asked after every this many choices (each time at both widths). */
    static final int EVERY = 5;

    /** The page at both widths once it has settled, axe-core's findings in words; the window is left at 1280 px. */
    static List<String> checkBothWidths(String game, int made) {
        List<String> failed = new ArrayList<>();
        for (Dimension size : List.of(PhoneAndAxeTest.PHONE, PhoneAndAxeTest.DESKTOP)) {
            resize(size);
            seriousViolations().forEach(v -> failed.add(game + " after choice " + made + " at " + size.getWidth() + " px: " + v));
        }
        return failed;
    }

    /** Plays seat 1's first {@link #CHOICES} choices (fewer if the game ends); returns what axe-core found. */
    static List<String> playAndCheck(String game, int players, Map<String, String> options) throws Exception {
        String table = createInLobby(game, players, options);
        List<String> failed = new ArrayList<>();
        int made = 0;
        driver.manage().window().setSize(PhoneAndAxeTest.DESKTOP);
        try {
            while (made < CHOICES && !over(table)) {
                playFirstChoices(table, 1);
                made++;
                waiting().until(d -> over(table)
                        || !d.findElements(By.cssSelector("#choices button.choice:not([disabled])")).isEmpty());
                if (made % EVERY == 0 || over(table)) {
                    failed.addAll(checkBothWidths(game, made));
                }
            }
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
        System.out.println("[axe in play] " + game + ", " + made + " choices: "
                + (failed.isEmpty() ? "clean" : String.join("; ", failed)));
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
