package keeptable.games.deadkeep;

import java.util.Map;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;

/** Not a test: prints one heuristic game with its events (run by hand). */
public final class PlayLog {
    public static void main(String[] args) {
        DeadKeep game = new DeadKeep();
        Agent agent = game.heuristicAgent();
        State s = game.newGame(new Setup(java.util.List.of(new Seat("P1", "h")), Map.of("quest", args[0]),
                Long.parseLong(args[1])));
        Rng rng = new Rng(1);
        System.out.println(s.view(0).text());
        while (!s.isOver()) {
            var c = agent.choose(s.determinize(s.toMove(), rng), s.choices(), rng);
            EventSink.Collector ev = EventSink.collect();
            System.out.println("> " + c.label());
            s.apply(c, ev);
            for (Event e : ev.events()) {
                System.out.println("    " + e.text() + "   [" + e.rule() + "]");
            }
        }
        System.out.println(s.view(0).text());
    }
}
