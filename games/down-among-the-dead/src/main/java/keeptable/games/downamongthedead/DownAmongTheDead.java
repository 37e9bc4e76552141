package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.GameOption;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesAid;
import keeptable.engine.content.RulesVersion;
import keeptable.engine.module.AbstractGameModule;
import keeptable.engine.module.GameModule;
import keeptable.games.downamongthedead.content.Content;

/**
 * Down Among The Dead: adventurers against monsters on a square grid. Seat 1 (the first seat)
 * plays the adventurers, seat 2 the monsters. Options are described in {@link Variant}.
 */
public final class DownAmongTheDead extends AbstractGameModule {
    public static final String ID = "down-among-the-dead";

    private static final Facts FACTS = new Facts(ID, "Down Among The Dead",
            "2 players, adventurers against monsters on a square grid: kill the boss or destroy the spawns", 2, 2);
    private static final Types TYPES = new Types(DadChoice.class, DadEvent.class, DadView.class);

    private final Content content;

    public DownAmongTheDead() {
        this(Content.standard());
    }

    public DownAmongTheDead(Content content) {
        super(FACTS, RulesVersion.of(HUMAN_VERSION, content.hash), TYPES, ChoiceWords.HEADINGS);
        this.content = content;
    }

    public Content content() {
        return content;
    }

    /** The players' rules aid, its lists of items and counters drawn from this game's content. */
    @Override
    public RulesAid rulesAid() {
        return ListsInTheAid.aid(ID, content);
    }

    /** The game built from a designer's copy of its content folder. */
    @Override
    public GameModule withContent(ContentSource source) {
        return new DownAmongTheDead(Content.load(source));
    }

    /**
     * The human version, raised (with a line under "Rules versions" in docs/games/down-among-the-dead.md)
     * whenever the rules code changes what a replay does.
     */
    public static final String HUMAN_VERSION = "5";

    @Override
    public List<GameOption> options() {
        return Variant.options(content);
    }

    @Override
    protected State start(Setup setup) {
        Variant v = Variant.of(content, setup.options());
        String[] names = setup.seats().stream().map(Seat::name).toArray(String[]::new);
        DadState s = new DadState(content, v, names, new Rng(setup.seed()));
        Opening.setUp(s);
        return s;
    }

    /**
     * The book hides nothing (every counter and item lies in the open), so no event brings anything to light;
     * what a choice cannot take back is a die rolled, which the state's {@code chanceDraws} tells the undo rule.
     */
    @Override
    public boolean revealsMarked() {
        return true;
    }

    /**
     * A player out of time on a turn-based table is skipped as the book lets a player leave every phase
     * undone: no item used, no counter moved (a counter already moving stops where it stands), no action in
     * combat, every reaction and advance turned down, and the monsters' spawn rolled rather than a demon
     * summoned. Picking and stocking the party at the start, and where to put what a rule places, have no
     * such choice: the normal bot makes them.
     */
    @Override
    public Choice skipChoice(State state) {
        Choice fallback = null;
        for (Choice c : state.choices()) {
            if (c instanceof DadChoice.EndPhase || c instanceof DadChoice.Decline) {
                return c;
            }
            if (c instanceof DadChoice.Stop || c instanceof DadChoice.RollSpawns) {
                fallback = c;
            }
        }
        return fallback;
    }

    @Override
    public String skips() {
        return "a player may use no item, move no counter and take no action in a phase, and turn reactions down";
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
