package keeptable.games.deadkeep;

import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.Rng;

/**
 * Not a test: plays games and prints how they end (run by hand). Arguments: games per Quest; properties
 * {@code -Dseats=4} (one Adventurer per seat, the default party), {@code -Dparty=a,b}, {@code -Dquests=q1,q2}.
 */
public final class PlayReport {
    public static void main(String[] args) {
        DeadKeep game = new DeadKeep();
        for (String agentName : new String[] {"heuristic"}) {
            Agent agent = agentName.equals("random") ? RandomAgent.INSTANCE : game.heuristicAgent();
            for (String q : System.getProperty("quests", "tutorial,q1,q2,q3").split(",")) {
                Map<String, Integer> reasons = new TreeMap<>();
                long steps = 0;
                int wins = 0;
                int games = Integer.parseInt(args.length > 0 ? args[0] : "50");
                long t0 = System.nanoTime();
                for (int g = 0; g < games; g++) {
                    int seats = Integer.getInteger("seats", 2);
                    java.util.List<Seat> list = new java.util.ArrayList<>();
                    for (int i = 0; i < seats; i++) {
                        list.add(new Seat("P" + (i + 1), agentName));
                    }
                    String party = System.getProperty("party");
                    Setup setup = new Setup(list, party == null ? Map.of("quest", q)
                            : Map.of("quest", q, "adventurers", party), g);
                    State s = game.newGame(setup);
                    Rng rng = new Rng(g);
                    while (!s.isOver()) {
                        s.apply(agent.choose(s.determinize(s.toMove(), rng), s.choices(), rng));
                    }
                    steps += s.step();
                    wins += s.outcome().winners().isEmpty() ? 0 : 1;
                    String r = s.outcome().reason().replaceAll("[0-9]+", "N") + " r" + ((DkState) s).round / 4 * 4;
                    reasons.merge(r.length() > 60 ? r.substring(0, 60) : r, 1, Integer::sum);
                }
                double secs = (System.nanoTime() - t0) / 1e9;
                System.out.printf("%s %s: %d/%d won, %.0f choices/game, %.0f choices/s%n  %s%n", agentName, q, wins, games,
                        steps / (double) games, steps / secs, reasons);
            }
        }
    }
}
