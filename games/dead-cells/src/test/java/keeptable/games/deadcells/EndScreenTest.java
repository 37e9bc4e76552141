package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: the end of a Run shows, in the browser's view and in the terminal's text and log, the outcome in words
 * and the figures that decided it: the Biomes crossed, the Elites killed, the Cells carried out and spent, and
 * which Beheaded fell - each player's own line, worked out from what happened in the Run.
 */
class EndScreenTest {
    record Played(DcState end, List<Event> events, List<String> died) {
    }

    /** A seeded Run of the heuristic bots to its end, with its events and the names of those who died in it. */
    static Played play(long seed, int seats) {
        List<Seat> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            list.add(new Seat(List.of("Ann", "Bo", "Cy", "Di").get(i), "bot"));
        }
        State s = Scene.GAME.newGame(new Setup(list, Map.of(), seed));
        Rng rng = new Rng(seed);
        EventSink.Collector events = EventSink.collect();
        for (int step = 0; step < 20_000 && !s.isOver(); step++) {
            assertNull(((DcView) s.view(0)).ending(), "no end screen while the Run goes on");
            List<Choice> choices = List.copyOf(s.choices());
            s.apply(Scene.GAME.heuristicAgent().choose(s.copy(), choices, rng), events);
        }
        assertTrue(s.isOver(), "the Run ended");
        List<String> died = new ArrayList<>();
        for (Event e : events.events()) {
            if (e.text().matches(".* (dies|bleeds to death|burns to death)\\b.*") && e.text().contains(" (The ")) {
                died.add(e.text().substring(0, e.text().indexOf(')') + 1));
            }
        }
        return new Played((DcState) s, events.events(), died);
    }

    @Test
    void theEndShowsTheOutcomeTheGroupsFiguresAndWhoFell() {
        int lost = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Played p = play(seed, 2 + (int) (seed % 3));
            DcState s = p.end();
            DcView.EndView end = ((DcView) s.view(View.SPECTATOR)).ending();
            boolean won = !s.outcome().winners().isEmpty();
            assertEquals(won, end.won());
            assertEquals((won ? "The Run is won: the Group " : "The Run is lost: the Group ") + s.outcome().reason(),
                    end.outcome());
            assertTrue(end.group().get(0).startsWith(s.biomesDone + (s.biomesDone == 1 ? " Biome" : " Biomes")
                    + " crossed; Run stages cleared: " + s.outcome().progress().reached() + " of "), end.group().get(0));
            assertEquals(s.eliteKills + (s.eliteKills == 1 ? " Elite Enemy killed" : " Elite Enemies killed"),
                    end.group().get(1));
            assertTrue(end.group().get(2).startsWith(s.cellsCarried + (s.cellsCarried == 1 ? " Cell" : " Cells")
                    + " carried out of the Run"), end.group().get(2));
            List<String> players = new ArrayList<>();
            for (int seat = 0; seat < s.n; seat++) {
                players.add(s.name(seat) + (p.died().contains(s.name(seat)) ? " fell" : " stood to the end"));
            }
            assertEquals(players, end.players());
            if (!won && s.outcome().reason().startsWith("died")) {
                lost++;
                assertTrue(end.players().stream().anyMatch(line -> line.endsWith(" fell")), "a Run lost to a death names who fell");
            }
            // the terminal: the log ends with the same lines, and the view's text holds them
            List<String> last = p.events().subList(p.events().size() - 1 - end.group().size() - end.players().size(),
                    p.events().size()).stream().map(Event::text).toList();
            List<String> said = new ArrayList<>(List.of(end.outcome()));
            said.addAll(end.group());
            said.addAll(end.players());
            assertEquals(said, last);
            String text = s.view(0).text();
            said.forEach(line -> assertTrue(text.contains(line), "the terminal's view shows '" + line + "'"));
        }
        assertTrue(lost > 0, "a Run lost to a death was seen");
    }
}
