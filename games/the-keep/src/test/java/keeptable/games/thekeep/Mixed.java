package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.match.Match;

/** Searcher bots of one kind against a Molasar bot of another (not a test). args: games searchers molasar seats */
public final class Mixed {
    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        int seats = Integer.parseInt(args[3]);
        int mol = 0;
        long t = System.nanoTime();
        for (int g = 0; g < games; g++) {
            List<Agent> agents = new ArrayList<>();
            String[] names = new String[seats];
            for (int i = 0; i < seats; i++) {
                names[i] = i == seats - 1 ? args[2] : args[1];
                agents.add(Agents.create(names[i], TheKeep.GAME));
            }
            KeepState last = (KeepState) new Match(TheKeep.GAME, Setup.of(g, names), agents, g * 7L).play().last();
            mol += last.winner == last.molSeat ? 1 : 0;
        }
        double p = (double) mol / games;
        System.out.printf("Searchers %s vs Molasar %s, %d players: Molasar wins %.1f%% +- %.1f%% of %d (%.0f s)%n",
                args[1], args[2], seats, 100 * p, 196 * Math.sqrt(p * (1 - p) / games), games,
                (System.nanoTime() - t) / 1e9);
    }
}
