package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Game;
import keeptable.engine.GameOption;
import keeptable.engine.GameProvider;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesVersion;

/** The Keep (Mayfair, 1983): one player is Molasar, the others search the cellars for the Hilt. */
public final class TheKeep implements Game, GameProvider {
    /** The human part of the rules version: raised, with a line in the game's notes, when the rules code changes replays. */
    static final String HUMAN_VERSION = "3";
    public static final TheKeep GAME = new TheKeep();

    private final Content content;
    private final String version;

    /** The game with its shipped content (the ServiceLoader uses this). */
    public TheKeep() {
        this(Content.standard());
    }

    /** The game played with other content (a designer's folder, a test's edited file): its version carries that content's hash. */
    public TheKeep(Content content) {
        this.content = content;
        this.version = RulesVersion.of(HUMAN_VERSION, content.hash);
    }

    /** The ServiceLoader's instance hands out the one shared game with the shipped content. */
    @Override
    public Game game() {
        return GAME;
    }

    /** The game built from a designer's copy of its content folder. */
    @Override
    public Game game(ContentSource source) {
        return new TheKeep(Content.load(source));
    }

    @Override
    public String id() {
        return "the-keep";
    }

    @Override
    public String title() {
        return "The Keep";
    }

    @Override
    public String summary() {
        return "3-6 players: Molasar against the Searchers, who race to find the Hilt hidden in the cellars";
    }

    @Override
    public String rulesVersion() {
        return version;
    }

    @Override
    public int minSeats() {
        return 3;
    }

    @Override
    public int maxSeats() {
        return 6;
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
    public State newGame(Setup setup) {
        checkSeats(setup);
        checkOptions(setup);
        return new KeepState(content, setup);
    }

    @Override
    public Class<? extends Choice> choiceType() {
        return KeepChoice.class;
    }

    @Override
    public Class<? extends Event> eventType() {
        return KeepEvent.class;
    }

    @Override
    public Class<? extends View> viewType() {
        return KeepView.class;
    }

    @Override
    public Agent heuristicAgent() {
        return new KeepHeuristic();
    }

    @Override
    public IsmctsAgent.Config searchDefaults() {
        KeepHeuristic heuristic = new KeepHeuristic();
        return IsmctsAgent.Config.defaults(new KeepEvaluator()).withIterations(300).withRollout(heuristic, 40)
                .withGuide(heuristic, 2.0).withTimeLimit(1_000);
    }
}
