package keeptable.games.thekeep;

import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Game;
import keeptable.engine.GameProvider;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.RandomAgent;

/** The Keep (Mayfair, 1983): one player is Molasar, the others search the cellars for the Hilt. */
public final class TheKeep implements Game, GameProvider {
    public static final TheKeep GAME = new TheKeep();

    @Override
    public Game game() {
        return GAME;
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
        return "1";
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
    @Override
    public State newGame(Setup setup) {
        checkSeats(setup);
        setup.allowOnly(title(), "molasar", "characters");
        return new KeepState(Content.standard(), setup);
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
        return new IsmctsAgent.Config(300, 0, 0.7, new KeepHeuristic(), 40, new KeepEvaluator(), null, 0);
    }
}
