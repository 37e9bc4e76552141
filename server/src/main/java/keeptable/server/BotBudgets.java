package keeptable.server;

import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.module.GameModule;

/**
 * Bot seats within the server's {@link Limits}: a seat asking for more search than the server
 * allows is refused, naming the limit; a stored seat from before a limit was lowered plays at the
 * limit, so no bot move costs more than the server allows.
 */
final class BotBudgets {
    /** The longest bot kind a seat may name (the store keeps 100 characters). */
    static final int LONGEST_SPEC = 100;
    /** The clock budget of a search with iterations and no time limit (none is made here: a day). */
    static final long UNTIMED_MS = 86_400_000L;
    private final Limits limits;

    BotBudgets(Limits limits) {
        this.limits = limits;
    }

    /** An ISMCTS budget: iterations, or milliseconds. */
    private record Budget(long amount, boolean millis) {
    }

    /**
     * Refuses a bot kind that is unknown, too long or asks for more than the limits (an
     * {@link ApiError} 400 naming the seat and the limit). {@code seat} counts from 1.
     */
    void check(int seat, String spec, GameModule game) {
        if (spec.length() > LONGEST_SPEC) {
            throw new ApiError(400, "seat " + seat + ": a kind has at most " + LONGEST_SPEC + " characters");
        }
        if (!Agents.isBot(spec)) {
            throw new ApiError(400, "seat " + seat + ": kind must be human, open, random, heuristic, ismcts,"
                    + " ismcts:<iterations> or ismcts:<ms>ms, not '" + spec + "'");
        }
        Budget b = budget(spec);
        if (b == null && spec.contains(":")) {
            throw new ApiError(400, "seat " + seat + ": '" + spec + "' has no budget to read; use e.g. ismcts:1000"
                    + " or ismcts:250ms");
        }
        if (b != null && b.millis() && b.amount() > limits.botMillis()) {
            throw new ApiError(400, "seat " + seat + ": a bot may think at most " + limits.botMillis()
                    + " ms a move on this server (its --bot-max-ms)");
        }
        if (b != null && !b.millis() && b.amount() > limits.botIterations()) {
            throw new ApiError(400, "seat " + seat + ": a bot may search at most " + limits.botIterations()
                    + " iterations a move on this server (its --bot-max-iterations)");
        }
        game.agent(spec);
    }

    /**
     * The agent of a seat for one move, its budget held within the limits: at most so many
     * iterations, and at most the time limit whatever its budget (an iteration budget stops at the
     * time limit, keeping the best choice found by then).
     */
    Agent create(String spec, GameModule game) {
        Budget b = budget(spec);
        IsmctsAgent.Config config;
        if (b == null) {
            Agent agent = game.agent(spec);
            if (!(agent instanceof IsmctsAgent ismcts)) {
                return agent;
            }
            config = ismcts.config().millis() > 0 ? ismcts.config()
                    : ismcts.config().withIterations(Math.min(ismcts.config().iterations(), limits.botIterations()));
        } else {
            IsmctsAgent.Config defaults = game.searchDefaults();
            config = b.millis() ? defaults.withMillis(Math.min(b.amount(), limits.botMillis()))
                    : defaults.withIterations((int) Math.min(b.amount(), limits.botIterations()));
        }
        return new IsmctsAgent(config.millis() > 0 ? config : config.withTimeLimit(limits.botMillis()));
    }

    /** The budget of an {@code ismcts:N} or {@code ismcts:Nms} kind, or null (another kind, or unreadable). */
    private static Budget budget(String spec) {
        if (!spec.startsWith("ismcts:")) {
            return null;
        }
        String n = spec.substring("ismcts:".length());
        boolean millis = n.endsWith("ms");
        String digits = millis ? n.substring(0, n.length() - 2) : n;
        if (digits.isEmpty() || digits.length() > 18 || !digits.chars().allMatch(Character::isDigit)) {
            return null;
        }
        long amount = Long.parseLong(digits);
        return amount < 1 ? null : new Budget(amount, millis);
    }
}
