package keeptable.engine.agent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012).
 * Each iteration samples a determinization of the observer's information set, walks the one shared
 * tree with UCB1 restricted to the choices legal in that sample (counting availability, not parent
 * visits), expands one node (with progressive widening, only while the node has few children for its
 * visits), plays out with a rollout policy up to a depth, and backs the result up as every seat's reward.
 *
 * <p>The budget is iterations, time, or both (whichever runs out first). Time is checked at every
 * playout step, so a deadline is kept even when one playout is long: the playout in hand is cut and
 * judged by the evaluator, its result backed up like any other, and the best choice so far returned.
 * No work is thrown away. {@link #analyseInParallel} searches several trees at once (root parallelism).
 */
public final class IsmctsAgent implements Agent {

    public static final int DEFAULT_ITERATIONS = 400;

    /** What a search concluded: the best choice and its estimated win rate for the observer. */
    public record Analysis(Choice best, double winRate, int iterations, List<ChoiceStats> choices) {
        /** The most visited root choice other than {@link #best}, or null when no other was tried. */
        public ChoiceStats runnerUp() {
            ChoiceStats second = null;
            for (ChoiceStats c : choices) {
                if (!c.choice().equals(best) && c.visits() > 0 && (second == null || c.visits() > second.visits())) {
                    second = c;
                }
            }
            return second;
        }

        /** The statistics of {@link #best}. */
        public ChoiceStats bestStats() {
            for (ChoiceStats c : choices) {
                if (c.choice().equals(best)) {
                    return c;
                }
            }
            return new ChoiceStats(best, 0, 0);
        }
    }

    /** Picks the choices a search weighs at a decision ({@link Config#withCandidates}). */
    @FunctionalInterface
    public interface Candidates {
        /** The choices to weigh: some of {@code legal}, at least one. */
        List<Choice> of(State state, List<Choice> legal);
    }

    /** How often a root choice was tried and how it fared for the observer. */
    public record ChoiceStats(Choice choice, int visits, double winRate) {
    }

    private final Config config;

    public IsmctsAgent(Config config) {
        this.config = config;
    }

    public Config config() {
        return config;
    }

    @Override
    public String name() {
        return "ismcts";
    }

    @Override
    public Choice choose(State observed, List<Choice> choices, Rng rng) {
        if (choices.size() == 1) {
            return choices.get(0);
        }
        List<Choice> weighed = weighed(observed, choices);
        if (weighed.size() == 1) {
            return weighed.get(0);
        }
        return analyse(observed, choices, rng).best();
    }

    /** The choices the search weighs among {@code legal} ({@link Config#candidates}). */
    private List<Choice> weighed(State s, List<Choice> legal) {
        return config.candidates() == null || legal.size() == 1 ? legal : config.candidates().of(s, legal);
    }

    /** Searches from {@code observed} for its seat to move, within the configured budget. */
    public Analysis analyse(State observed, List<Choice> choices, Rng rng) {
        long deadline = config.millis() > 0 ? System.nanoTime() + config.millis() * 1_000_000L : Long.MAX_VALUE;
        return analyse(observed, choices, rng, deadline);
    }

    /**
     * Searches until the configured iterations are done or {@code deadline} (a {@link System#nanoTime}
     * instant) passes, whichever is first, and returns the best choice found by then.
     */
    public Analysis analyse(State observed, List<Choice> choices, Rng rng, long deadline) {
        Node root = new Node(null, -1, null);
        int done = grow(root, observed, observed.toMove(), rng, deadline);
        return conclude(new Node[] {root}, done, choices, rng);
    }

    /**
     * Root parallelism: each agent searches a tree of its own on a thread of its own, from its own
     * determinization, until its budget or {@code deadline} runs out; their root statistics are added
     * up. Each agent needs its own rollout and guide policies (a game's search defaults made once per
     * tree), as policies may keep working state. The first tree runs on the calling thread.
     */
    public static Analysis analyseInParallel(List<IsmctsAgent> trees, State observed, List<Choice> choices, Rng rng,
                                             long deadline) {
        int observer = observed.toMove();
        int n = trees.size();
        Node[] roots = new Node[n];
        int[] done = new int[n];
        RuntimeException[] failed = new RuntimeException[n];
        Thread[] helpers = new Thread[n];
        for (int t = 0; t < n; t++) {
            roots[t] = new Node(null, -1, null);
        }
        for (int t = 1; t < n; t++) {
            int tree = t;
            State own = observed.determinize(observer, rng);
            Rng ownRng = rng.split();
            helpers[t] = Thread.ofPlatform().name("ismcts-tree-" + t).start(() -> {
                try {
                    done[tree] = trees.get(tree).grow(roots[tree], own, observer, ownRng, deadline);
                } catch (RuntimeException e) {
                    failed[tree] = e;
                }
            });
        }
        done[0] = trees.get(0).grow(roots[0], observed, observer, rng, deadline);
        int total = done[0];
        for (int t = 1; t < n; t++) {
            try {
                helpers[t].join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while searching", e);
            }
            if (failed[t] != null) {
                throw failed[t];
            }
            total += done[t];
        }
        return conclude(roots, total, choices, rng);
    }

    private int grow(Node root, State observed, int observer, Rng rng, long deadline) {
        int iterations = config.iterations();
        int done = 0;
        while (done == 0 || (iterations == 0 || done < iterations) && System.nanoTime() - deadline < 0) {
            iterate(root, observed.determinize(observer, rng), rng, deadline);
            done++;
        }
        return done;
    }

    private static Analysis conclude(Node[] roots, int total, List<Choice> choices, Rng rng) {
        ChoiceStats best = null;
        double bestReward = 0;
        List<ChoiceStats> stats = new ArrayList<>(choices.size());
        for (Choice c : choices) {
            int visits = 0;
            double reward = 0;
            for (Node root : roots) {
                Node child = root.children.get(c);
                if (child != null) {
                    visits += child.visits;
                    reward += child.reward;
                }
            }
            ChoiceStats s = new ChoiceStats(c, visits, visits == 0 ? 0 : reward / visits);
            stats.add(s);
            if (visits > 0 && (best == null || visits > best.visits() || visits == best.visits() && reward > bestReward)) {
                best = s;
                bestReward = reward;
            }
        }
        Choice chosen = best == null ? choices.get(rng.nextInt(choices.size())) : best.choice();
        return new Analysis(chosen, best == null ? 0 : best.winRate(), total, stats);
    }

    private void iterate(Node root, State s, Rng rng, long deadline) {
        Node node = root;
        // selection and expansion
        while (!s.isOver()) {
            List<Choice> legal = weighed(s, s.choices());
            int mover = s.toMove();
            Choice guided = config.guide() == null || legal.size() == 1 ? null
                    : config.guide().choose(s, legal, rng);
            Choice untried = null;
            int untriedCount = 0;
            boolean guidedUntried = false;
            Node best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            int tried = 0;
            for (Choice c : legal) {
                Node child = node.children.get(c);
                if (child == null) {
                    if (c.equals(guided)) {
                        untried = c;
                        guidedUntried = true;
                    } else if (!guidedUntried && rng.nextInt(++untriedCount) == 0) {
                        untried = c;
                    }
                    continue;
                }
                child.available++;
                tried++;
                double v = child.reward / child.visits
                        + config.exploration() * Math.sqrt(Math.log(child.available) / child.visits);
                if (c.equals(guided)) {
                    v += config.guideWeight() / (child.visits + 1);
                }
                if (v > bestValue) {
                    bestValue = v;
                    best = child;
                }
            }
            if (untried != null && (best == null || grows(node, tried))) {
                Node child = new Node(untried, mover, node);
                child.available = 1;
                node.children.put(untried, child);
                s.apply(untried);
                node = child;
                break;
            }
            s.apply(best.move);
            node = best;
        }
        double[] reward = playout(s, rng, deadline);
        for (Node n = node; n != null; n = n.parent) {
            n.visits++;
            if (n.mover >= 0) {
                n.reward += reward[n.mover];
            }
        }
    }

    /** Whether a node with {@code tried} children legal in this sample may grow another ({@link Config#widening}). */
    private boolean grows(Node node, int tried) {
        return config.widening() == 0 || tried < config.widening() * Math.sqrt(node.visits + 1);
    }

    private double[] playout(State s, Rng rng, long deadline) {
        int depth = 0;
        while (!s.isOver() && depth < config.rolloutDepth() && System.nanoTime() - deadline < 0) {
            s.apply(config.rollout().choose(s, s.choices(), rng));
            depth++;
        }
        if (s.isOver()) {
            double[] r = new double[s.seats()];
            for (int seat = 0; seat < r.length; seat++) {
                r[seat] = s.outcome().reward(seat);
            }
            return r;
        }
        return config.evaluator().evaluate(s);
    }

    private static final class Node {
        final Choice move;
        final int mover;
        final Node parent;
        final Map<Choice, Node> children = new HashMap<>();
        int visits;
        int available;
        double reward;

        Node(Choice move, int mover, Node parent) {
            this.move = move;
            this.mover = mover;
            this.parent = parent;
        }
    }

    /**
     * How an {@link IsmctsAgent} searches. Built from {@link #defaults} and named withers, e.g.
     * {@code Config.defaults(evaluator).withExploration(0.5).withRollout(h, 30).withGuide(h, 3)}.
     * Immutable: every wither returns a new config.
     */
    public static final class Config {
        private final int iterations;
        private final long millis;
        private final double exploration;
        private final Agent rollout;
        private final int rolloutDepth;
        private final Evaluator evaluator;
        private final Agent guide;
        private final double guideWeight;
        private final double widening;
        private final Candidates candidates;

        private Config(int iterations, long millis, double exploration, Agent rollout, int rolloutDepth,
                       Evaluator evaluator, Agent guide, double guideWeight, double widening, Candidates candidates) {
            if (iterations < 0 || millis < 0 || iterations == 0 && millis == 0) {
                throw new IllegalArgumentException("an ISMCTS budget needs a positive number of iterations or milliseconds");
            }
            if (exploration < 0 || rolloutDepth < 0 || widening < 0) {
                throw new IllegalArgumentException("exploration, rollout depth and widening must not be negative");
            }
            if (rollout == null || evaluator == null) {
                throw new IllegalArgumentException("a search needs a rollout policy and an evaluator");
            }
            this.iterations = iterations;
            this.millis = millis;
            this.exploration = exploration;
            this.rollout = rollout;
            this.rolloutDepth = rolloutDepth;
            this.evaluator = evaluator;
            this.guide = guide;
            this.guideWeight = guideWeight;
            this.widening = widening;
            this.candidates = candidates;
        }

        /** {@value #DEFAULT_ITERATIONS} iterations, exploration 0.7, random playouts of 40 choices, no guide. */
        public static Config defaults(Evaluator evaluator) {
            return new Config(DEFAULT_ITERATIONS, 0, 0.7, RandomAgent.INSTANCE, 40, evaluator, null, 0, 0, null);
        }

        /** Iterations per decision, or 0 for none (then {@link #millis} bounds the search). */
        public int iterations() {
            return iterations;
        }

        /** Time per decision in milliseconds, or 0 for no time limit. */
        public long millis() {
            return millis;
        }

        /** The UCB1 exploration constant. */
        public double exploration() {
            return exploration;
        }

        /** The policy that plays out from a new node. */
        public Agent rollout() {
            return rollout;
        }

        /** Choices played out before {@link #evaluator} judges the position. */
        public int rolloutDepth() {
            return rolloutDepth;
        }

        /** Judges a position that is not over. */
        public Evaluator evaluator() {
            return evaluator;
        }

        /**
         * A policy whose pick is expanded first at every node and favoured by a bias of
         * {@code guideWeight / (visits + 1)} (progressive bias); null for none.
         */
        public Agent guide() {
            return guide;
        }

        /** The strength of the guide's bias, in units of win rate. */
        public double guideWeight() {
            return guideWeight;
        }

        /**
         * Progressive widening: a node of {@code n} visits grows a new child only while fewer than
         * {@code k * sqrt(n + 1)} of its children are legal in the sample (the guide's pick first), and otherwise
         * walks on among them, so a decision of many equal choices (free moves that change nothing) does not spread
         * the visits over all of them; 0 (the default) grows every choice before any is tried twice.
         */
        public double widening() {
            return widening;
        }

        /**
         * The choices the search weighs at a decision, or null (the default) for every legal choice. A game may
         * leave out choices that only waste the search's visits (The Dead Keep: Swaps that improve nothing); the
         * choices left out are never played by the search, though its playouts may still play them.
         */
        public Candidates candidates() {
            return candidates;
        }

        public Config withCandidates(Candidates c) {
            return new Config(iterations, millis, exploration, rollout, rolloutDepth, evaluator, guide, guideWeight,
                    widening, c);
        }

        public Config withWidening(double k) {
            return new Config(iterations, millis, exploration, rollout, rolloutDepth, evaluator, guide, guideWeight,
                    k, candidates);
        }

        /** An iteration budget with no time limit. */
        public Config withIterations(int n) {
            return new Config(n, 0, exploration, rollout, rolloutDepth, evaluator, guide, guideWeight, widening,
                    candidates);
        }

        /** A time budget with no iteration limit. */
        public Config withMillis(long ms) {
            return new Config(0, ms, exploration, rollout, rolloutDepth, evaluator, guide, guideWeight, widening,
                    candidates);
        }

        /** Keeps the iteration budget and adds a time limit: the search stops at whichever comes first. */
        public Config withTimeLimit(long ms) {
            return new Config(iterations, ms, exploration, rollout, rolloutDepth, evaluator, guide, guideWeight,
                    widening, candidates);
        }

        public Config withExploration(double c) {
            return new Config(iterations, millis, c, rollout, rolloutDepth, evaluator, guide, guideWeight, widening,
                    candidates);
        }

        public Config withRollout(Agent policy, int depth) {
            return new Config(iterations, millis, exploration, policy, depth, evaluator, guide, guideWeight,
                    widening, candidates);
        }

        public Config withEvaluator(Evaluator e) {
            return new Config(iterations, millis, exploration, rollout, rolloutDepth, e, guide, guideWeight,
                    widening, candidates);
        }

        public Config withGuide(Agent policy, double weight) {
            return new Config(iterations, millis, exploration, rollout, rolloutDepth, evaluator, policy, weight,
                    widening, candidates);
        }

        @Override
        public String toString() {
            return "ISMCTS(" + (iterations > 0 ? iterations + " iterations" : "") + (iterations > 0 && millis > 0 ? ", " : "")
                    + (millis > 0 ? millis + " ms" : "") + ", exploration " + exploration + ", rollout "
                    + rollout.name() + " x" + rolloutDepth + (guide == null ? "" : ", guide " + guide.name() + " " + guideWeight)
                    + (widening == 0 ? "" : ", widening " + widening) + (candidates == null ? "" : ", candidates")
                    + ")";
        }
    }
}
