package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.module.GameModules;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Dimension;

/**
 * Issue 26: no choice line runs off a phone's screen. For each of the five games the longest choice and the longest
 * prompt it can show - found by playing seeded games of the table's setup to their end with random choices, worded as
 * the server words them - stand in the table's first choice button and its prompt at 390 px: each wraps inside the
 * choices' sheet, is cut off by nothing, and the page does not scroll sideways. The Keep's Bonus cards in a hand wrap
 * too (its table is dealt Second Guess, the card with the longest words).
 */
class ChoiceLinesFitAPhoneTest extends BrowserCase {
    /** The Keep at seed 4: seat 1 is a Searcher holding Second Guess. */
    static final long SECOND_GUESS = 4;

    /** The longest choice and the longest prompt of {@code games} random games of this setup, as the table words them. */
    static List<String> longestLines(String game, int players, Map<String, String> options, int games) {
        var g = GameModules.byId(game);
        String choice = "", prompt = "";
        for (long seed = 1; seed <= games; seed++) {
            List<Seat> seats = new ArrayList<>(List.of(new Seat("Ann", "human")));
            for (int i = 2; i <= players; i++) {
                seats.add(new Seat("Bot " + i, "random"));
            }
            State s = g.newGame(new Setup(seats, options, seed));
            Rng rng = new Rng(seed);
            for (int n = 0; n < 5_000 && !s.isOver(); n++) {
                List<Choice> choices = s.choices();
                for (Choice c : choices) {
                    String line = s.describe(c);
                    choice = line.length() > choice.length() ? line : choice;
                }
                String p = s.decision().prompt();
                prompt = p.length() > prompt.length() ? p : prompt;
                s.apply(choices.get(rng.nextInt(choices.size())));
            }
        }
        return List.of(choice, prompt);
    }

    /**
     * The texts of the choices' sheet that are cut off, under 8 px, or run past their own box (a line that does not
     * wrap), and any sideways scroll of the page, in words.
     */
    @SuppressWarnings("unchecked")
    static List<String> linesNotFitting() {
        List<String> out = new ArrayList<>(PhoneAndAxeTest.smallOrCutOff("#choices-panel *"));
        out.addAll((List<String>) PhoneAndAxeTest.js("return [...document.querySelectorAll('#prompt, #choices button')]"
                + ".filter(e => e.scrollWidth > e.clientWidth + 1)"
                + ".map(e => `${e.textContent.trim().slice(0, 30)}: ${e.scrollWidth} px of words in ${e.clientWidth}`)"));
        if (PhoneAndAxeTest.sideways() > 0) {
            out.add("the page scrolls sideways by " + PhoneAndAxeTest.sideways() + " px");
        }
        return out;
    }

    /** Opens the game's table at 390 px, shows its longest lines in the first choice and the prompt, and checks them. */
    static List<String> check(String game, int players, Map<String, String> options, long seed) throws Exception {
        List<String> lines = longestLines(game, players, options, 3);
        createInLobby(game, players, options, seed);
        awaitMyTurn();
        resize(PhoneAndAxeTest.PHONE);
        try {
            driver.executeScript("const b = document.querySelector('#choices button.choice');"
                    + " b.replaceChildren(b.querySelector('kbd') || '', ' ', arguments[0] + ' (2 alike)');"
                    + " document.getElementById('prompt').textContent = arguments[1]", lines.get(0), lines.get(1));
            screenshot(game + "-longest-choice-phone");
            List<String> wrong = linesNotFitting();
            System.out.println("[choice lines] " + game + ": '" + lines.get(0) + "', '" + lines.get(1) + "': "
                    + (wrong.isEmpty() ? "fit" : wrong));
            return wrong;
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
    }

    @Test
    void killmansKeep() throws Exception {
        assertEquals(List.of(), check("killmans-keep", 3, Map.of(), SEED));
    }

    /** The Keep's longest lines; its Bonus card with the most words wraps in the hand; a line that will not wrap is caught. */
    @Test
    void theKeep() throws Exception {
        assertEquals(List.of(), check("the-keep", 4, Map.of(), SECOND_GUESS));
        awaitMyTurn();
        resize(PhoneAndAxeTest.PHONE);
        try {
            assertTrue(driver.findElement(org.openqa.selenium.By.id("tk-bonus")).getText().contains("Second Guess"),
                    "the hand holds Second Guess");
            List<String> hand = new ArrayList<>(PhoneAndAxeTest.smallOrCutOff("#tk-bonus *"));
            @SuppressWarnings("unchecked")
            List<String> over = (List<String>) PhoneAndAxeTest.js("return [...document.querySelectorAll('#tk-bonus [data-bonus]')]"
                    + ".filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent.slice(0, 30) + ': runs past its box')");
            hand.addAll(over);
            assertEquals(List.of(), hand, "the Bonus cards at 390 px");
            // the check is no formality: a choice that does not wrap is caught
            PhoneAndAxeTest.js("const b = document.querySelector('#choices button.choice'); b.style.whiteSpace = 'nowrap';"
                    + " b.append(' and more words than a phone has room for in one line of a button')");
            assertTrue(!linesNotFitting().isEmpty(), "a line that does not wrap is caught");
        } finally {
            driver.manage().window().setSize(new Dimension(1400, 1000));
        }
    }

    @Test
    void downAmongTheDead() throws Exception {
        assertEquals(List.of(), check("down-among-the-dead", 2, Map.of("map", "barrow"), SEED));
    }

    @Test
    void theDeadKeep() throws Exception {
        assertEquals(List.of(), check("dead-keep", 1, Map.of("quest", "tutorial"), SEED));
    }

    @Test
    void deadCells() throws Exception {
        assertEquals(List.of(), check("dead-cells", 2, Map.of(), SEED));
    }
}
