package keeptable.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Hint;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.RootTally;

/**
 * A hint's search run on the bots' threads in slices of at most {@link BotTurns#SLICE_MS}, in its
 * client's turn like a bot's move ({@link SearchMove}): a hint never holds a thread, let alone every
 * core, while other clients' bots wait. It grows several trees (one per bot thread, so an idle server
 * searches on all of them at once, as {@link Hint#search} does on its own threads), each as a chain of
 * slices, and adds up their root statistics; the answer comes when the last chain reaches the hint's
 * deadline. On a busy server its chains wait their turns, so the hint searches less, not longer.
 */
final class SearchHint {
    private final IsmctsAgent.Config wording;
    private final State observed;
    private final List<Choice> choices;
    private final RootTally tally;
    private final long start;
    private final long deadline;
    private final CompletableFuture<Hint> answer = new CompletableFuture<>();
    private int chainsRunning;

    private SearchHint(IsmctsAgent.Config wording, State observed, List<Choice> choices, long millis) {
        this.wording = wording;
        this.observed = observed;
        this.choices = choices;
        this.tally = new RootTally(choices);
        this.start = System.nanoTime();
        this.deadline = Hint.searchDeadline(start, millis);
    }

    /**
     * Queues a hint's search of {@code millis} for {@code client}: {@code trees} chains, each with the game's
     * search set-up made anew ({@code search}: policies may keep working state) and, but the first, a
     * determinization of its own. The future fails if the search does, and is null if the turns are stopping.
     */
    static CompletableFuture<Hint> start(BotTurns turns, String client, Supplier<IsmctsAgent.Config> search,
                                         State observed, List<Choice> choices, Rng rng, long millis, int trees) {
        if (choices.size() == 1) {
            return CompletableFuture.completedFuture(Hint.search(search.get(), observed, choices, rng, millis, 1));
        }
        SearchHint hint = new SearchHint(search.get(), observed, choices, millis);
        hint.chainsRunning = trees;
        for (int t = 0; t < trees; t++) {
            State own = t == 0 ? observed : observed.determinize(observed.toMove(), rng);
            Chain chain = hint.new Chain(new IsmctsAgent(search.get().withMillis(millis)), own, rng.split());
            if (!turns.submit(client, chain)) {
                return null;
            }
        }
        return hint.answer;
    }

    /** One tree of the hint, grown a slice at a time. */
    private final class Chain implements BotTurns.Work {
        private final IsmctsAgent agent;
        private final State own;
        private final Rng rng;

        Chain(IsmctsAgent agent, State own, Rng rng) {
            this.agent = agent;
            this.own = own;
            this.rng = rng;
        }

        @Override
        public BotTurns.Work run() {
            if (answer.isDone()) {
                return null;
            }
            try {
                long until = Math.min(deadline, System.nanoTime() + BotTurns.SLICE_MS * 1_000_000L);
                tally.add(agent.analyse(own, choices, rng, until));
                if (System.nanoTime() - deadline < 0) {
                    return this;
                }
                chainDone();
            } catch (RuntimeException | StackOverflowError e) {
                answer.completeExceptionally(e);
            }
            return null;
        }
    }

    private void chainDone() {
        boolean last;
        synchronized (this) {
            last = --chainsRunning == 0;
        }
        if (last) {
            answer.complete(Hint.of(wording, observed, tally.total(), start));
        }
    }
}
