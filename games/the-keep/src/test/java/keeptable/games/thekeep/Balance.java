package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.match.Match;

/** Side balance between equally strong bots (not a test; run with a main). args: games agent seats */
public final class Balance {
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        String agent = args.length > 1 ? args[1] : "heuristic";
        int seats = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        int[] mol = new int[7];
        int[] total = new int[7];
        long rounds = 0;
        long steps = 0;
        long t = System.nanoTime();
        for (int g = 0; g < games; g++) {
            int n = seats > 0 ? seats : 3 + g % 4;
            List<Agent> agents = new ArrayList<>();
            String[] names = new String[n];
            for (int i = 0; i < n; i++) {
                agents.add(Agents.create(agent, TheKeep.GAME));
                names[i] = agent;
            }
            Match.Result r = new Match(TheKeep.GAME, Setup.of(g, names), agents, g * 7L).play();
            KeepState last = (KeepState) r.last();
            total[n]++;
            if (last.winner == last.molSeat) {
                mol[n]++;
            }
            rounds += last.round;
            steps += last.step();
        }
        int m = 0;
        int all = 0;
        for (int n = 3; n <= 6; n++) {
            if (total[n] > 0) {
                System.out.printf("%d players: Molasar wins %d of %d (%.1f%%)%n", n, mol[n], total[n],
                        100.0 * mol[n] / total[n]);
                m += mol[n];
                all += total[n];
            }
        }
        double p = (double) m / all;
        System.out.printf("all: Molasar wins %.1f%% +- %.1f%% (95%%), mean %.1f rounds, %.0f choices/game, %.1f s%n",
                100 * p, 196 * Math.sqrt(p * (1 - p) / all), (double) rounds / all, (double) steps / all,
                (System.nanoTime() - t) / 1e9);
    }
}
