package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.content.RuleRows;
import org.junit.jupiter.api.Test;

/**
 * Every event names its rule, the book section behind it, and the browser's log links that name to the rules
 * notes (the server's {@code /rules/dead-keep?rule=NAME}), which open the row of the book-section table in
 * {@code docs/games/dead-keep.md} that treats it: the row named so, else the first whose name begins with it,
 * else the first whose name it begins with (names compared as lower-case words joined by '-', a row's name
 * being its first cell up to a colon). A rule with no row would open the top of the page.
 */
class RuleNamesTest {
    private static final Path NOTES = Path.of("../../docs/games/dead-keep.md");

    @Test
    void everyRuleTheEventsOfRandomAndHeuristicGamesNameHasItsRowInTheRulesNotes() throws IOException {
        List<String> rows = RuleRows.of(Files.readString(NOTES));
        DeadKeep game = new DeadKeep();
        Set<String> rules = new TreeSet<>();
        Rng rng = new Rng(21);
        Agent bot = game.heuristicAgent();
        List<String> quests = new ArrayList<>(game.content().questIds());
        int games = 3 * quests.size();
        for (int g = 0; g < games + 2; g++) {
            List<Seat> seats = new ArrayList<>();
            for (int i = 0; i <= g % 4; i++) {
                seats.add(new Seat("P" + (i + 1), "random"));
            }
            Map<String, String> options = g < games ? Map.of("quest", quests.get(g % quests.size()))
                    : MidCampaign.options(); // the shop between Quests has rules of its own
            State s = game.newGame(new Setup(seats, options, 700 + g));
            for (int step = 0; step < 4000 && !s.isOver(); step++) {
                List<Choice> choices = s.choices();
                EventSink.Collector ev = EventSink.collect();
                s.apply(g % 2 == 0 ? choices.get(rng.nextInt(choices.size())) : bot.choose(s, choices, rng), ev);
                for (Event e : ev.events()) {
                    rules.add(e.rule());
                }
            }
        }
        assertTrue(rules.size() >= 30, "the games reached most of the book: " + rules);
        List<String> missing = rules.stream().filter(r -> RuleRows.match(rows, r) == null).toList();
        assertEquals(List.of(), missing, "rules with no row in " + NOTES);
    }

    @Test
    void aRuleFindsItsRowByNameOrByTheStartOfTheRowsName() throws IOException {
        List<String> rows = RuleRows.of(Files.readString(NOTES));
        assertEquals("activation", RuleRows.match(rows, "Activation: Move"), "a sub-rule finds its section's row");
        assertEquals("door-opening-free-1-3-doom-first-opening-spawns-in-dark-zones-never-closes",
                RuleRows.match(rows, "Door Opening"), "a row whose name says more");
        assertNull(RuleRows.match(rows, "Chess Openings"), "a name with no row is not matched to some other row");
        assertNull(RuleRows.match(List.of("melee-action"), "Magic Action"));
    }
}
