package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The measures of a game every report shows, each defined with its formula in docs/lab.md.
 *
 * @param cooperative  every game was won or lost by all seats together
 * @param draws        competitive games: share nobody won or several seats shared the win
 * @param timeouts     share of games stopped at the choice limit
 * @param firstMover   share of games the seat that chose first won, against the even share 1/seats; null in
 *                     a game of sides, where the first chooser always plays one side (see sides)
 * @param sides        win rate of each side: games it won (any of its seats won) over games it was played
 * @param choices      mean choices per game
 * @param turns        mean turns per game (runs of choices by one seat)
 * @param rounds       mean rounds per game (returns of the turn to the first mover, plus one)
 * @param branching    legal choices offered per decision (all choices offered / all choices made)
 * @param lead         how the lead ran, where the game's evaluator measures it; null otherwise
 * @param progressName what the co-operative progress counts, or null
 * @param survival     share of games that got at least so far, by progress reached; empty without progress
 * @param losses       co-operative games lost, by how they ended
 */
public record Metrics(boolean cooperative, Rate draws, Rate timeouts, FirstMover firstMover, List<Side> sides,
                     double choices, double turns, double rounds, double branching, Lead lead, String progressName,
                     List<Survival> survival, Map<String, Long> losses) {

    /** A share with its 95 % Wilson interval. */
    public record Rate(long count, long of, double rate, double low95, double high95) {
        static Rate of(long k, long n) {
            double[] ci = Stats.wilson(k, n);
            return new Rate(k, n, Stats.share(k, n), ci[0], ci[1]);
        }
    }

    /** The first mover's wins against {@code even} = 1/seats; {@code advantage} = rate - even. */
    public record FirstMover(Rate won, double even, double advantage) {
    }

    public record Side(String side, Rate won) {
    }

    /**
     * @param games        games whose lead was measured (competitive, with a winner and an evaluator)
     * @param decisiveness mean share of the game left when the eventual winner took the lead for good
     * @param leadChanges  mean times the lead changed hands
     * @param drama        mean of how far the eventual winner trailed the leader, turn by turn
     */
    public record Lead(long games, double decisiveness, double leadChanges, double drama) {
    }

    /** Games that got at least {@code reached} far: how many and their share. */
    public record Survival(int reached, long games, double share) {
    }

    public static Metrics of(Tally t) {
        boolean coop = t.cooperative();
        Rate draws = coop ? Rate.of(0, 0) : Rate.of(t.noWinner + t.shared, t.games);
        List<Side> sides = new ArrayList<>();
        t.sides.forEach((name, c) -> sides.add(new Side(name, Rate.of(c[1], c[0]))));
        double even = 1.0 / t.seats;
        Rate first = Rate.of(t.firstMoverWins, t.games);
        Lead lead = t.evaluated == 0 ? null : new Lead(t.evaluated, t.decisivenessMicro / Tally.MICRO / t.evaluated,
                (double) t.leadChanges / t.evaluated, t.dramaMicro / Tally.MICRO / t.evaluated);
        List<Survival> survival = new ArrayList<>();
        if (t.progressOf >= 0) {
            long atLeast = t.games;
            for (int k = 0; k <= t.progressOf; k++) {
                survival.add(new Survival(k, atLeast, Stats.share(atLeast, t.games)));
                atLeast -= t.progress.getOrDefault(k, 0L);
            }
        }
        // Where the game has sides, the seat that chooses first always plays the same one: its wins are
        // that side's win rate (in sides), not an advantage of moving first.
        FirstMover firstMover = t.sides.isEmpty() ? new FirstMover(first, even, first.rate() - even) : null;
        return new Metrics(coop, draws, Rate.of(t.timedOut, t.games), firstMover,
                sides, Stats.share(t.choices, t.games), Stats.share(t.turns, t.games), Stats.share(t.rounds, t.games),
                Stats.share(t.offered, t.choices), lead, t.progressName, survival,
                coop ? new TreeMap<>(t.losses) : Map.of());
    }
}
