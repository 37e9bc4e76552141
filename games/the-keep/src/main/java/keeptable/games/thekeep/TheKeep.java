package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.GameOption;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesVersion;
import keeptable.engine.module.AbstractGameModule;
import keeptable.engine.module.GameModule;

/** The Keep (Mayfair, 1983): one player is Molasar, the others search the cellars for the Hilt. */
public final class TheKeep extends AbstractGameModule {
    /** The human part of the rules version: raised, with a line in the game's notes, when the rules code changes replays. */
    static final String HUMAN_VERSION = "6";

    private static final Facts FACTS = new Facts("the-keep", "The Keep",
            "3-6 players: Molasar against the Searchers, who race to find the Hilt hidden in the cellars", 3, 6);
    private static final Types TYPES = new Types(KeepChoice.class, KeepEvent.class, KeepView.class);
    /** The game with its shipped content (declared after the facts it is built from). */
    public static final TheKeep GAME = new TheKeep();

    private final Content content;

    /** The game with its shipped content (the ServiceLoader uses this). */
    public TheKeep() {
        this(Content.standard());
    }

    /** The game played with other content (a designer's folder, a test's edited file): its version carries that content's hash. */
    public TheKeep(Content content) {
        super(FACTS, RulesVersion.of(HUMAN_VERSION, content.hash), TYPES, ChoiceWords.HEADINGS);
        this.content = content;
    }

    /**
     * Every event that shows a seat something hidden says so (a card drawn, laid, shown or played from a hand, a
     * room shown not to hide the Hilt), checked by the conformance kit's reveal audit: a choice that showed nothing
     * may be taken back within its player's turn.
     */
    @Override
    public boolean revealsMarked() {
        return true;
    }

    /**
     * A player out of time on a turn-based table is skipped as the book lets any player move fewer rooms than
     * the roll: the pawn stays where it is (or rolls and stops at once, moving no room), its guards are not
     * moved, a retreat it moves is ended and no card is played. What the book makes a player do - Molasar's
     * jump to an SS guard, a conflict's card, re-entering the Keep - has no such choice: the normal bot makes it.
     */
    @Override
    public Choice skipChoice(State state) {
        Choice roll = null;
        for (Choice c : state.choices()) {
            if (c instanceof KeepChoice.Stay || c instanceof KeepChoice.Stop || c instanceof KeepChoice.Proceed) {
                return c;
            }
            if (c instanceof KeepChoice.Roll) {
                roll = c;
            }
        }
        return roll;
    }

    @Override
    public String skips() {
        return "a player may move fewer rooms than the roll, none at all, and play no card";
    }

    /** The game built from a designer's copy of its content folder. */
    @Override
    public GameModule withContent(ContentSource source) {
        return new TheKeep(Content.load(source));
    }

    /**
     * A new game. Options: {@code molasar} = the seat number (1-based) playing Molasar (default: the last
     * seat); {@code characters} = the ID numbers of each Searcher player in seat order, e.g. "1,2,3,4" or,
     * with three players, "1+3,2+5" (default: dealt at random).
     */
    private static final List<GameOption> OPTIONS = List.of(
            GameOption.number("molasar", "Molasar's seat", 1, 6, "the last seat",
                    "the seat (counted from 1) whose player is Molasar"),
            GameOption.text("characters", "Characters", "dealt at random",
                    "each Searcher player's ID numbers (1-5) in seat order: 1,2,3,4, or with three players 1+3,2+5"));

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    protected State start(Setup setup) {
        return KeepState.start(content, setup);
    }

    @Override
    public Agent heuristicAgent() {
        return new KeepHeuristic();
    }

    @Override
    public IsmctsAgent.Config searchDefaults() {
        KeepHeuristic heuristic = new KeepHeuristic();
        return IsmctsAgent.Config.defaults(new KeepEvaluator()).withIterations(300).withRollout(heuristic, 40)
                .withGuide(heuristic, 2.0).withTimeLimit(1_000).withCandidates(new KeepCandidates());
    }
}
