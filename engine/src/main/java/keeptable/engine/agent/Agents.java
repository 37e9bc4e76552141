package keeptable.engine.agent;

import keeptable.engine.Game;
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

    public static Agent create(String spec, Game game) {
        String[] parts = spec.split(":", 2);
        switch (parts[0]) {
            case "random":
                return RandomAgent.INSTANCE;
            case "heuristic":
                return game.heuristicAgent();
            case "ismcts":
                IsmctsAgent.Config config = ismctsDefaults(game);
                if (parts.length == 2) {
                    config = withBudget(config, parts[1], spec);
                }
                return new IsmctsAgent(config);
            default:
                throw new SetupException("unknown agent '" + spec
                        + "'; use human, random, heuristic, ismcts, ismcts:<iterations> or ismcts:<ms>ms");
        }
    }

    /** The ISMCTS set-up each game runs by default: its own evaluator and playout policy. */
    public static IsmctsAgent.Config ismctsDefaults(Game game) {
        return game.searchDefaults();
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
