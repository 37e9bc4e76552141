package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import org.junit.jupiter.api.Test;

/**
 * Every Wound a listening table sees says where it came from and under which rule, although the rules build
 * those words only when someone listens (random playouts build none). The sources seen are the ones the
 * balance notes count (Enemy Attacks, Friendly Fire, Mist Burn).
 */
class WoundSourcesTest {
    @Test
    void everyWoundNamesItsSourceAndRule() {
        DeadKeep game = new DeadKeep();
        Agent bot = game.heuristicAgent();
        Map<String, Integer> bySource = new TreeMap<>();
        for (String quest : List.of("tutorial", "q1")) {
            for (int g = 0; g < 6; g++) {
                State s = game.newGame(new Setup(List.of(new Seat("P1", "heuristic"), new Seat("P2", "heuristic")),
                        Map.of("quest", quest), g));
                Rng rng = new Rng(g);
                while (!s.isOver()) {
                    EventSink.Collector ev = EventSink.collect();
                    s.apply(bot.choose(s.determinize(s.toMove(), rng), s.choices(), rng), ev);
                    for (Event e : ev.events()) {
                        if (e instanceof DkEvent.AdventurerWounded w && w.wounds() > 0) {
                            assertNotNull(w.why(), "a Wound without its source");
                            assertFalse(w.why().isBlank(), "a Wound without its source");
                            assertNotNull(w.rule(), "a Wound without its rule");
                            String source = w.why().endsWith(" Attacks") ? "Enemy Attacks"
                                    : w.why().startsWith("a missed shot of ") ? "Friendly Fire" : w.why();
                            bySource.merge(source, w.wounds(), Integer::sum);
                        }
                    }
                }
            }
        }
        assertTrue(bySource.containsKey("Enemy Attacks"), "Enemies wounded nobody in 12 games: " + bySource);
    }
}
