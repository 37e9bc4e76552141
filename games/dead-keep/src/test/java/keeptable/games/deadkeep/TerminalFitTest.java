package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import org.junit.jupiter.api.Test;

/**
 * The terminal's board fits an 80 x 40 terminal (issue 26). {@code keeptable play} lays a decision out as: the events
 * since the player's last decision, a blank line, this view's text, a blank line, the prompt, the numbered choices, the
 * question. So the text may take {@link #BOARD_ROWS} rows of 80 columns (a longer line wraps onto more rows): what is
 * left of 40 holds the prompt, the question and their blank lines (4) and a short decision's choices (5: most of the
 * Enemy Phase's, a Health Potion window's, a card to keep); a Player Phase's list, often 10 to 17 lines, pushes the
 * news above the screen on the largest maps. Heuristic parties of one to four play every Quest from fixed seeds; the
 * text is measured every 25 choices.
 */
class TerminalFitTest {
    static final int ROWS = 40;
    static final int COLUMNS = 80;
    static final int BOARD_ROWS = ROWS - 4 - 5;
    static final List<String> ADVENTURERS = List.of("Astrid", "Lothar", "Mai Ling", "Tessara");
    private final DeadKeep game = new DeadKeep();

    /** The rows a text takes on a terminal of {@link #COLUMNS}: a line longer than that wraps. */
    static int rows(String text) {
        int rows = 0;
        for (String line : text.split("\n", -1)) {
            rows += Math.max(1, (line.length() + COLUMNS - 1) / COLUMNS);
        }
        return text.endsWith("\n") ? rows - 1 : rows;
    }

    @Test
    void theTextOfMidGameStatesOfEveryQuestFitsTheRowsLeftForIt() {
        Agent bot = game.heuristicAgent();
        Rng rng = new Rng(3);
        List<String> over = new ArrayList<>();
        int measured = 0;
        int tallest = 0;
        for (String quest : game.content().questIds()) {
            for (int party = 1; party <= 4; party++) {
                List<Seat> seats = new ArrayList<>();
                for (int i = 0; i < party; i++) {
                    seats.add(new Seat("Player " + (i + 1), "bot"));
                }
                Map<String, String> options = Map.of("quest", quest, "adventurers",
                        String.join(",", ADVENTURERS.subList(0, party)));
                DkState s = (DkState) game.newGame(new Setup(seats, options, 40 + party));
                for (int step = 0; step < 400 && !s.isOver(); step++) {
                    if (step % 25 == 0) {
                        String text = s.view(0).text();
                        int rows = rows(text);
                        measured++;
                        tallest = Math.max(tallest, rows);
                        if (rows > BOARD_ROWS) {
                            over.add(quest + " with " + party + " Adventurers, choice " + step + ": " + rows + " rows\n" + text);
                        }
                    }
                    List<Choice> choices = s.choices();
                    s.apply(bot.choose(s, choices, rng));
                }
            }
        }
        assertTrue(measured > 100, "states measured: " + measured);
        over.sort(java.util.Comparator.comparingInt((String o) -> Integer.parseInt(o.replaceAll("(?s).*?: (\\d+) rows.*", "$1"))).reversed());
        assertEquals(List.of(), over.size() > 2 ? over.subList(0, 2) : over, "tallest " + tallest + " rows");
    }

    @Test
    void aLineLongerThanTheTerminalCountsTheRowsItWrapsOnto() {
        assertEquals(1, rows("x".repeat(80) + "\n"));
        assertEquals(2, rows("x".repeat(81) + "\n"));
        assertEquals(3, rows("a\n\nb\n"));
    }
}
