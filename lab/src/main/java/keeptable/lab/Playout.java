package keeptable.lab;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.ItemUse;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Evaluator;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Recorder;

/**
 * Plays one game between bots exactly as {@link keeptable.engine.match.Match} does (the same agent
 * seed, so the same game and record), measuring it on the way: choices offered per decision, turns,
 * rounds, and at each change of turn the game's {@link Evaluator} to see who leads; at each round's start
 * it notes the items used so far, to tell which were first used in the last round. One instance per
 * thread: it reuses its buffers.
 */
public final class Playout {
    private final GameModule game;
    private final Evaluator evaluator;
    private final int maxChoices;
    private double[] evaluations = new double[64];
    private int boundaries;
    private GameRecord lastRecord;
    private State lastState;
    /** The items used before the round now being played began (each round start replaces it). */
    private List<ItemUse> beforeLastRound = List.of();
    private final CourseLog course = new CourseLog();
    private final KindCounter kinds;

    /**
     * @param maxChoices a game still running after this many choices is stopped and counted as timed out
     */
    public Playout(GameModule game, int maxChoices) {
        this.game = game;
        Evaluator e = game.searchDefaults().evaluator();
        this.evaluator = e == Evaluator.EVEN ? null : e;
        this.maxChoices = maxChoices;
        this.kinds = new KindCounter(game);
    }

    /** Plays the game set up by {@code setup}; with {@code record} true, {@link #record()} then holds its record. */
    public GameStats play(Setup setup, int stage, List<Agent> agents, boolean record) {
        State state = game.newGame(setup);
        Recorder recorder = record ? new Recorder(game, setup, state) : null;
        Rng agentRng = new Rng(~setup.seed());
        int n = setup.size();
        boundaries = 0;
        long offered = 0;
        int turns = 0;
        int rounds = 0;
        int last = -1;
        int first = -1;
        boolean timedOut = false;
        beforeLastRound = List.of();
        course.start();
        kinds.start(n);
        while (!state.isOver()) {
            if (state.step() >= maxChoices) {
                timedOut = true;
                break;
            }
            int seat = state.toMove();
            if (seat != last) {
                turns++;
                if (first < 0) {
                    first = seat;
                } else if (seat == first) {
                    rounds++;
                    beforeLastRound = state.itemUses();
                }
                measure(state, n);
                course.boundary(state, rounds + 1);
                last = seat;
            }
            List<Choice> choices = state.choices();
            offered += choices.size();
            Agent agent = agents.get(seat);
            State observed = agent.observes() ? state.determinize(seat, agentRng) : null;
            Choice choice = agent.choose(observed, choices, agentRng);
            kinds.decided(seat, choices, choice);
            state.apply(choice);
            if (recorder != null) {
                recorder.played(choice, state);
            }
        }
        lastState = state;
        lastRecord = recorder == null || timedOut ? null : recorder.record(state);
        return stats(setup, stage, state, timedOut, Math.max(first, 0), offered, turns, rounds + 1);
    }

    /** The record of the last game played with {@code record} true (null if it timed out). */
    public GameRecord record() {
        return lastRecord;
    }

    /** The last game's final state (for a campaign to carry on from). */
    public State last() {
        return lastState;
    }

    private void measure(State state, int n) {
        if (evaluator == null) {
            return;
        }
        double[] v = evaluator.evaluate(state);
        int at = boundaries * n;
        if (at + n > evaluations.length) {
            evaluations = Arrays.copyOf(evaluations, Math.max(evaluations.length * 2, at + n));
        }
        System.arraycopy(v, 0, evaluations, at, n);
        boundaries++;
    }

    private GameStats stats(Setup setup, int stage, State state, boolean timedOut, int first, long offered,
                            int turns, int rounds) {
        int n = setup.size();
        Outcome outcome = timedOut ? null : state.outcome();
        int winners = 0;
        if (outcome != null) {
            for (int w : outcome.winners()) {
                winners |= 1 << w;
            }
        }
        boolean evaluated = evaluator != null && boundaries > 0 && Integer.bitCount(winners) > 0
                && Integer.bitCount(winners) < n;
        int leadChanges = 0;
        double decisiveness = 0;
        double drama = 0;
        int[] leadByRound = null;
        if (evaluated) {
            leadByRound = new int[course.roundAt(boundaries - 1)];
            int leader = -1;
            int clearFrom = boundaries;
            for (int b = 0; b < boundaries; b++) {
                int now = leader(b, n);
                if (now >= 0 && leader >= 0 && now != leader) {
                    leadChanges++;
                    leadByRound[course.roundAt(b) - 1]++;
                }
                if (now >= 0) {
                    leader = now;
                }
                double best = 0;
                double winner = 0;
                for (int s = 0; s < n; s++) {
                    best = Math.max(best, evaluations[b * n + s]);
                    if ((winners & (1 << s)) != 0) {
                        winner = Math.max(winner, evaluations[b * n + s]);
                    }
                }
                drama += best - winner;
                boolean winnerLeads = now >= 0 && (winners & (1 << now)) != 0;
                if (!winnerLeads) {
                    clearFrom = b + 1;
                }
            }
            decisiveness = (boundaries - clearFrom) / (double) boundaries;
            drama /= boundaries;
        }
        List<String> sides = null;
        if (outcome != null && outcome.results().size() == n && outcome.results().get(0).side() != null) {
            sides = new ArrayList<>(n);
            for (Outcome.SeatResult r : outcome.results()) {
                sides.add(r.side());
            }
        }
        Outcome.Progress p = outcome == null ? null : outcome.progress();
        List<GameStats.ItemCount> items = new ArrayList<>();
        if (!timedOut) {
            java.util.Set<ItemUse> earlier = new java.util.HashSet<>();
            for (ItemUse before : beforeLastRound) {
                if (before.times() > 0) {
                    earlier.add(new ItemUse(before.item(), before.seat(), 0));
                }
            }
            for (ItemUse use : state.itemUses()) {
                boolean late = !earlier.contains(new ItemUse(use.item(), use.seat(), 0));
                items.add(new GameStats.ItemCount(use.item(), use.seat(), use.times(), late));
            }
        }
        return new GameStats(stage, setup.seed(), winners, n, outcome == null ? "timed out" : outcome.reason(),
                timedOut, first, state.step(), offered, turns, rounds, evaluated, leadChanges, decisiveness, drama,
                p == null ? -1 : p.reached(), p == null ? -1 : p.of(), p == null ? null : p.measure(), sides, items,
                course.course(leadByRound), kinds.counts());
    }

    /** The one seat the evaluator puts highest at boundary {@code b}, or -1 on a tie for the top. */
    private int leader(int b, int n) {
        int best = -1;
        double top = Double.NEGATIVE_INFINITY;
        boolean tie = false;
        for (int s = 0; s < n; s++) {
            double v = evaluations[b * n + s];
            if (v > top) {
                top = v;
                best = s;
                tie = false;
            } else if (v == top) {
                tie = true;
            }
        }
        return tie ? -1 : best;
    }
}
