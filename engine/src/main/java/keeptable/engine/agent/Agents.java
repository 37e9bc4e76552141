package keeptable.engine.agent;

import keeptable.engine.SetupException;

/**
 * Makes bots from their names on the command line: {@code random}, {@code heuristic},
 * {@code ismcts} (default budget), {@code ismcts:2000} (iterations) or {@code ismcts:500ms} (time).
 */
public final class Agents {
    private Agents() {
    }

    /** True for the agent names a bot can take; "human" is not one. */
    public static boolean isBot(String spec) {
        String kind = spec.split(":", 2)[0];
        return kind.equals("random") || kind.equals("heuristic") || kind.equals("ismcts");
    }

    /**
     * The bot {@code spec} names, given the game's heuristic bot and its search set-up (a game module's
     * {@link keeptable.engine.module.GameModule#agent} passes its own).
     *
     * @throws SetupException naming the agents there are, or the budget's form
     */
    public static Agent create(String spec, Agent heuristic, IsmctsAgent.Config search) {
        String[] parts = spec.split(":", 2);
        switch (parts[0]) {
            case "random":
                return RandomAgent.INSTANCE;
            case "heuristic":
                return heuristic;
            case "ismcts":
                IsmctsAgent.Config config = search;
                if (parts.length == 2) {
                    config = withBudget(config, parts[1], spec);
                }
                return new IsmctsAgent(config);
            default:
                throw new SetupException("unknown agent '" + spec
                        + "'; use human, random, heuristic, ismcts, ismcts:<iterations> or ismcts:<ms>ms");
        }
    }

    private static IsmctsAgent.Config withBudget(IsmctsAgent.Config config, String budget, String spec) {
        try {
            if (budget.endsWith("ms")) {
                return config.withMillis(Long.parseLong(budget.substring(0, budget.length() - 2)));
            }
            return config.withIterations(Integer.parseInt(budget));
        } catch (IllegalArgumentException e) {
            throw new SetupException("bad ISMCTS budget in '" + spec + "': use e.g. ismcts:1000 or ismcts:250ms");
        }
    }
}
