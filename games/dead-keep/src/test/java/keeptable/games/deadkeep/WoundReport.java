package keeptable.games.deadkeep;

import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;

/** Not a test: where the heuristic party's Wounds come from, by Quest (run by hand). */
public final class WoundReport {
    public static void main(String[] args) {
        DeadKeep game = new DeadKeep();
        Agent bot = game.heuristicAgent();
        for (String q : args) {
            Map<String, Integer> by = new TreeMap<>();
            int rounds = 0;
            int taken = 0;
            int active = 0;
            for (int g = 0; g < 40; g++) {
                State s = game.newGame(new Setup(java.util.List.of(new Seat("P1", "h"), new Seat("P2", "h")),
                        Map.of("quest", q), g));
                Rng rng = new Rng(g);
                while (!s.isOver()) {
                    EventSink.Collector ev = EventSink.collect();
                    s.apply(bot.choose(s.determinize(s.toMove(), rng), s.choices(), rng), ev);
                    for (Event e : ev.events()) {
                        if (e instanceof DkEvent.AdventurerWounded w && w.wounds() > 0) {
                            by.merge(w.why().replaceAll("of [A-Z][a-z]+", ""), w.wounds(), Integer::sum);
                        }
                    }
                }
                rounds += ((DkState) s).round;
                taken += Long.bitCount(((DkState) s).objectivesTaken);
                active += ((DkState) s).bossActive ? 1 : 0;
            }
            System.out.println(q + ": " + rounds / 40.0 + " rounds, " + taken / 40.0 + " of "
                    + ((DkState) game.newGame(new Setup(java.util.List.of(new Seat("P1", "h")), Map.of("quest", q), 1)))
                    .g.objectives().length + " Objectives, Boss active in " + active + "/40; wounds by source " + by);
        }
    }
}
