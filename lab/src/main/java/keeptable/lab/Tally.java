package keeptable.lab;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;

/**
 * Running totals of many games' {@link GameStats}, in whole numbers only (fractions are kept in
 * millionths), so that totals merged in any order, from any number of threads or cluster partitions,
 * are exactly the same: a run's summary depends on its seed and games, never on how it was split.
 */
public final class Tally implements Serializable {
    /** Fractions are summed as whole millionths. */
    static final double MICRO = 1_000_000.0;

    final int seats;
    long games;
    final long[] wins;
    long noWinner;
    long shared;
    long together;
    long timedOut;
    long firstMoverWins;
    long choices;
    long offered;
    long turns;
    long rounds;
    long evaluated;
    long leadChanges;
    long decisivenessMicro;
    long dramaMicro;
    final TreeMap<Integer, Long> lengths = new TreeMap<>();
    final TreeMap<String, Long> endings = new TreeMap<>();
    final TreeMap<String, Long> losses = new TreeMap<>();
    /** Endings grouped by who won ({@link #outcomeGroup}): group, then ending, then games. */
    final TreeMap<String, TreeMap<String, Long>> endingGroups = new TreeMap<>();
    /** Per side: games it was played, games it won. */
    final TreeMap<String, long[]> sides = new TreeMap<>();
    /** Progress reached: games by how far they got; and the most there is. */
    final TreeMap<Integer, Long> progress = new TreeMap<>();
    int progressOf = -1;
    String progressName;
    /** Per item: its totals as {@link ItemSums} keeps them. */
    final TreeMap<String, long[]> items = new TreeMap<>();
    /** Per position in a campaign (from 0): games played, games some seat won. */
    final TreeMap<Integer, long[]> stages = new TreeMap<>();
    final TreeMap<Integer, TreeMap<String, Long>> stageEndings = new TreeMap<>();
    /** Round by round ({@link RoundCurves}) and per kind of choice ({@link ActionFrequencies}). */
    final RoundCurves curves;
    final ActionFrequencies actions;

    public Tally(int seats) {
        this.seats = seats;
        this.wins = new long[seats];
        this.curves = new RoundCurves(seats);
        this.actions = new ActionFrequencies(seats);
    }

    public void add(GameStats g) {
        games++;
        for (int s = 0; s < seats; s++) {
            if (g.won(s)) {
                wins[s]++;
            }
        }
        if (g.winners() == 0) {
            noWinner++;
        } else if (g.winnerCount() > 1 && !g.together()) {
            shared++;
        }
        if (g.together() && !g.timedOut()) {
            together++;
        }
        if (g.timedOut()) {
            timedOut++;
        }
        if (g.won(g.firstMover())) {
            firstMoverWins++;
        }
        choices += g.choices();
        offered += g.offered();
        turns += g.turns();
        rounds += g.rounds();
        lengths.merge(g.choices(), 1L, Long::sum);
        endings.merge(g.reason(), 1L, Long::sum);
        endingGroups.computeIfAbsent(outcomeGroup(g), k -> new TreeMap<>()).merge(g.reason(), 1L, Long::sum);
        if (g.winners() == 0) {
            losses.merge(g.reason(), 1L, Long::sum);
        }
        if (g.evaluated()) {
            evaluated++;
            leadChanges += g.leadChanges();
            decisivenessMicro += Math.round(g.decisiveness() * MICRO);
            dramaMicro += Math.round(g.drama() * MICRO);
        }
        if (g.sides() != null) {
            // A side is played once a game and wins when any of its seats wins (The Keep's Searchers win alone).
            Map<String, Boolean> won = new TreeMap<>();
            for (int s = 0; s < g.sides().size(); s++) {
                won.merge(g.sides().get(s), g.won(s), Boolean::logicalOr);
            }
            won.forEach((side, w) -> {
                long[] t = sides.computeIfAbsent(side, k -> new long[2]);
                t[0]++;
                if (w) {
                    t[1]++;
                }
            });
        }
        if (g.progressOf() >= 0) {
            progress.merge(g.progress(), 1L, Long::sum);
            progressOf = Math.max(progressOf, g.progressOf());
            progressName = g.progressName();
        }
        ItemSums.add(items, g, seats);
        long[] stage = stages.computeIfAbsent(g.stage(), k -> new long[2]);
        stage[0]++;
        if (g.winners() != 0) {
            stage[1]++;
        }
        stageEndings.computeIfAbsent(g.stage(), k -> new TreeMap<>()).merge(g.reason(), 1L, Long::sum);
        curves.add(g);
        actions.add(g);
    }

    /**
     * Who won a game, in words that group its endings: the winning side (or sides) where the game has
     * sides, "won" or "lost" where the seats win together, else the winning seat, "shared" or "no winner".
     */
    static String outcomeGroup(GameStats g) {
        if (g.timedOut()) {
            return "timed out";
        }
        if (g.winners() == 0) {
            return g.seats() > 1 && g.sides() == null ? "no winner" : "lost";
        }
        if (g.sides() != null) {
            java.util.TreeSet<String> won = new java.util.TreeSet<>();
            for (int s = 0; s < g.sides().size(); s++) {
                if (g.won(s)) {
                    won.add(g.sides().get(s));
                }
            }
            return String.join(" and ", won) + " won";
        }
        if (g.together()) {
            return "won";
        }
        return g.winnerCount() > 1 ? "shared" : "seat " + (Integer.numberOfTrailingZeros(g.winners()) + 1) + " won";
    }

    /** Adds another tally's games to this one. */
    public void merge(Tally o) {
        if (o.seats != seats) {
            throw new IllegalArgumentException("tallies of " + seats + " and " + o.seats + " seats");
        }
        games += o.games;
        add(wins, o.wins);
        noWinner += o.noWinner;
        shared += o.shared;
        together += o.together;
        timedOut += o.timedOut;
        firstMoverWins += o.firstMoverWins;
        choices += o.choices;
        offered += o.offered;
        turns += o.turns;
        rounds += o.rounds;
        evaluated += o.evaluated;
        leadChanges += o.leadChanges;
        decisivenessMicro += o.decisivenessMicro;
        dramaMicro += o.dramaMicro;
        o.lengths.forEach((k, v) -> lengths.merge(k, v, Long::sum));
        o.endings.forEach((k, v) -> endings.merge(k, v, Long::sum));
        o.losses.forEach((k, v) -> losses.merge(k, v, Long::sum));
        o.endingGroups.forEach((k, v) -> v.forEach((e, c) ->
                endingGroups.computeIfAbsent(k, x -> new TreeMap<>()).merge(e, c, Long::sum)));
        o.sides.forEach((k, v) -> add(sides.computeIfAbsent(k, x -> new long[v.length]), v));
        o.progress.forEach((k, v) -> progress.merge(k, v, Long::sum));
        if (o.progressOf > progressOf) {
            progressOf = o.progressOf;
            progressName = o.progressName;
        }
        o.items.forEach((k, v) -> add(items.computeIfAbsent(k, x -> new long[v.length]), v));
        o.stages.forEach((k, v) -> add(stages.computeIfAbsent(k, x -> new long[v.length]), v));
        o.stageEndings.forEach((k, v) -> v.forEach((e, c) ->
                stageEndings.computeIfAbsent(k, x -> new TreeMap<>()).merge(e, c, Long::sum)));
        curves.merge(o.curves);
        actions.merge(o.actions);
    }

    private static void add(long[] into, long[] from) {
        for (int i = 0; i < from.length; i++) {
            into[i] += from[i];
        }
    }

    public long games() {
        return games;
    }

    public int seats() {
        return seats;
    }

    /** Whether every game that ended was won or lost by all seats together (a co-operative or solo game). */
    public boolean cooperative() {
        return games > timedOut && together == games - timedOut;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tally t && t.games == games && java.util.Arrays.equals(t.wins, wins)
                && t.noWinner == noWinner && t.shared == shared && t.together == together && t.timedOut == timedOut
                && t.firstMoverWins == firstMoverWins && t.choices == choices && t.offered == offered
                && t.turns == turns && t.rounds == rounds && t.evaluated == evaluated && t.leadChanges == leadChanges
                && t.decisivenessMicro == decisivenessMicro && t.dramaMicro == dramaMicro
                && t.lengths.equals(lengths) && t.endings.equals(endings) && t.losses.equals(losses)
                && t.endingGroups.equals(endingGroups)
                && t.progress.equals(progress) && sameCounts(t.sides, sides) && sameCounts(t.items, items)
                && sameCounts(t.stages, stages) && t.stageEndings.equals(stageEndings)
                && t.curves.equals(curves) && t.actions.equals(actions);
    }

    private static <K> boolean sameCounts(Map<K, long[]> a, Map<K, long[]> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        for (K k : a.keySet()) {
            if (!java.util.Arrays.equals(a.get(k), b.get(k))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(games) * 31 + lengths.hashCode();
    }
}
