package keeptable.server;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.RootTally;

/**
 * A bot's search for one move, run in slices of at most {@link BotTurns#SLICE_MS} so that other
 * clients' bots get their turns in between. Each slice grows a tree of its own from the same
 * determinized position, and the root statistics of the slices are added up, as the hint adds up the
 * trees it grows on several cores: a search that fits in one slice is searched exactly as in one
 * piece. The move's budget is counted on the clock from its first slice: an {@code ismcts:<ms>ms}
 * bot answers after its time whatever share of the threads it had meanwhile, and an iteration budget
 * stops at the server's time limit (a bot timeout), so a busy server makes its bots weaker, not late.
 */
final class SearchMove implements BotTurns.Work {
    private final BotMoves bots;
    private final BotMove move;
    private final IsmctsAgent.Config config;
    private final State observed;
    private final List<Choice> choices;
    private final Rng rng;
    private final RootTally tally;
    private long deadline;

    SearchMove(BotMoves bots, BotMove move, IsmctsAgent search, State observed, List<Choice> choices, Rng rng) {
        this.bots = bots;
        this.move = move;
        this.config = search.config();
        this.observed = observed;
        this.choices = choices;
        this.rng = rng;
        this.tally = new RootTally(choices);
    }

    @Override
    public BotTurns.Work run() {
        if (!bots.wanted(move)) {
            return null;
        }
        try {
            return slice();
        } catch (RuntimeException | StackOverflowError e) {
            return bots.failed(move, e);
        }
    }

    /** Searches one slice; gives itself back for another turn, or plays the move when the budget is spent. */
    BotTurns.Work slice() {
        long now = System.nanoTime();
        if (deadline == 0) {
            deadline = now + (config.millis() > 0 ? config.millis() : BotBudgets.UNTIMED_MS) * 1_000_000L;
        }
        long until = Math.min(deadline, now + BotTurns.SLICE_MS * 1_000_000L);
        int iterations = tally.iterations();
        IsmctsAgent agent = config.iterations() == 0 ? new IsmctsAgent(config)
                : new IsmctsAgent(config.withIterations(config.iterations() - iterations));
        tally.add(agent.analyse(observed, choices, rng, until));
        iterations = tally.iterations();
        boolean done = config.iterations() > 0 && iterations >= config.iterations();
        if (!done && System.nanoTime() - deadline < 0) {
            return this;
        }
        if (!done && config.iterations() > 0) {
            bots.outOfTime(move, iterations);
        }
        return bots.played(move, tally.total().best());
    }
}
