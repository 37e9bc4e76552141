package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Game;
import keeptable.engine.GameOption;
import keeptable.engine.GameProvider;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesVersion;
import keeptable.games.downamongthedead.content.Content;

/**
 * Down Among The Dead: adventurers against monsters on a square grid. Seat 1 (the first seat)
 * plays the adventurers, seat 2 the monsters. Options are described in {@link Variant}.
 */
public final class DownAmongTheDead implements Game, GameProvider {
    public static final String ID = "down-among-the-dead";

    private final Content content;

    public DownAmongTheDead() {
        this(Content.standard());
    }

    public DownAmongTheDead(Content content) {
        this.content = content;
    }

    public Content content() {
        return content;
    }

    @Override
    public Game game() {
        return this;
    }

    /** The game built from a designer's copy of its content folder. */
    @Override
    public Game game(ContentSource source) {
        return new DownAmongTheDead(Content.load(source));
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Down Among The Dead";
    }

    @Override
    public String summary() {
        return "2 players, adventurers against monsters on a square grid: kill the boss or destroy the spawns";
    }

    /**
     * The human version, raised (with a line under "Rules versions" in docs/games/down-among-the-dead.md)
     * whenever the rules code changes what a replay does.
     */
    public static final String HUMAN_VERSION = "3";

    /** The human version plus the hash of the content this game was built from. */
    @Override
    public String rulesVersion() {
        return RulesVersion.of(HUMAN_VERSION, content.hash);
    }

    @Override
    public int minSeats() {
        return 2;
    }

    @Override
    public int maxSeats() {
        return 2;
    }

    @Override
    public List<GameOption> options() {
        return Variant.options(content);
    }

    @Override
    public State newGame(Setup setup) {
        checkSeats(setup);
        checkOptions(setup);
        Variant v = Variant.of(content, setup.options());
        String[] names = setup.seats().stream().map(Seat::name).toArray(String[]::new);
        return Opening.newGame(content, v, names, setup.seed());
    }

    @Override
    public Class<? extends Choice> choiceType() {
        return DadChoice.class;
    }

    @Override
    public Class<? extends Event> eventType() {
        return DadEvent.class;
    }

    @Override
    public Class<? extends View> viewType() {
        return DadView.class;
    }

    @Override
    public Agent heuristicAgent() {
        return new DadHeuristic();
    }

    @Override
    public IsmctsAgent.Config searchDefaults() {
        DadHeuristic heuristic = new DadHeuristic();
        return IsmctsAgent.Config.defaults(new DadEvaluator()).withExploration(0.5).withRollout(heuristic, 30)
                .withGuide(heuristic, 3.0).withTimeLimit(1_000);
    }
}
