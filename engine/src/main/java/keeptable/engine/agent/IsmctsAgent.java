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
 * visits), expands one node, plays out with a rollout policy up to a depth, and backs the result up
 * as every seat's reward.
 */
public final class IsmctsAgent implements Agent {

    /**
     * @param iterations   iterations per decision (used when {@code millis} is 0)
     * @param millis       time budget per decision in milliseconds, or 0 to use {@code iterations}
     * @param exploration  the UCB1 exploration constant
     * @param rollout      the policy that plays out from a new node
     * @param rolloutDepth choices played out before {@code evaluator} judges the position
     * @param evaluator    judges a position that is not over
     * @param guide        a policy whose pick is expanded first at every node and favoured by a bias of
     *                     {@code guideWeight / (visits + 1)} (progressive bias); null for none
     * @param guideWeight  the strength of that bias, in units of win rate
     */
    public record Config(int iterations, long millis, double exploration, Agent rollout, int rolloutDepth,
                         Evaluator evaluator, Agent guide, double guideWeight) {
        public Config {
            if (iterations <= 0 && millis <= 0) {
                throw new IllegalArgumentException("an ISMCTS budget needs iterations or milliseconds");
            }
            if (exploration < 0 || rolloutDepth < 0) {
                throw new IllegalArgumentException("exploration and rollout depth must not be negative");
            }
        }

        /** Random playouts to the end (or 40 choices), no guide. */
        public static Config defaults(Evaluator evaluator) {
            return new Config(DEFAULT_ITERATIONS, 0, 0.7, RandomAgent.INSTANCE, 40, evaluator, null, 0);
        }

        public Config withIterations(int n) {
            return new Config(n, 0, exploration, rollout, rolloutDepth, evaluator, guide, guideWeight);
        }

        public Config withMillis(long ms) {
            return new Config(0, ms, exploration, rollout, rolloutDepth, evaluator, guide, guideWeight);
        }

        public Config withExploration(double c) {
            return new Config(iterations, millis, c, rollout, rolloutDepth, evaluator, guide, guideWeight);
        }

        public Config withRollout(Agent policy, int depth) {
            return new Config(iterations, millis, exploration, policy, depth, evaluator, guide, guideWeight);
        }

        public Config withGuide(Agent policy, double weight) {
            return new Config(iterations, millis, exploration, rollout, rolloutDepth, evaluator, policy, weight);
        }
    }

    public static final int DEFAULT_ITERATIONS = 400;

    /** What a search concluded: the best choice and its estimated win rate for the observer. */
    public record Analysis(Choice best, double winRate, int iterations, List<ChoiceStats> choices) {
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
        return analyse(observed, choices, rng).best();
    }

    /** Searches from {@code observed} for its seat to move. */
    public Analysis analyse(State observed, List<Choice> choices, Rng rng) {
        int observer = observed.toMove();
        Node root = new Node(null, -1, null);
        long deadline = config.millis() > 0 ? System.nanoTime() + config.millis() * 1_000_000L : Long.MAX_VALUE;
        int done = 0;
        while (config.millis() > 0 ? System.nanoTime() < deadline || done == 0 : done < config.iterations()) {
            iterate(root, observed.determinize(observer, rng), rng);
            done++;
        }
        Node best = null;
        List<ChoiceStats> stats = new ArrayList<>();
        for (Choice c : choices) {
            Node child = root.children.get(c);
            if (child == null) {
                stats.add(new ChoiceStats(c, 0, 0));
                continue;
            }
            stats.add(new ChoiceStats(c, child.visits, child.visits == 0 ? 0 : child.reward / child.visits));
            if (best == null || child.visits > best.visits
                    || child.visits == best.visits && child.reward > best.reward) {
                best = child;
            }
        }
        Choice chosen = best == null ? choices.get(rng.nextInt(choices.size())) : best.move;
        double winRate = best == null || best.visits == 0 ? 0 : best.reward / best.visits;
        return new Analysis(chosen, winRate, done, stats);
    }

    private void iterate(Node root, State s, Rng rng) {
        Node node = root;
        // selection and expansion
        while (!s.isOver()) {
            List<Choice> legal = s.choices();
            int mover = s.toMove();
            Choice guided = config.guide() == null || legal.size() == 1 ? null
                    : config.guide().choose(s, legal, rng);
            Choice untried = null;
            int untriedCount = 0;
            boolean guidedUntried = false;
            Node best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
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
                if (untried == null) {
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
            }
            if (untried != null) {
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
        double[] reward = playout(s, rng);
        for (Node n = node; n != null; n = n.parent) {
            n.visits++;
            if (n.mover >= 0) {
                n.reward += reward[n.mover];
            }
        }
    }

    private double[] playout(State s, Rng rng) {
        int depth = 0;
        while (!s.isOver() && depth < config.rolloutDepth()) {
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
}
