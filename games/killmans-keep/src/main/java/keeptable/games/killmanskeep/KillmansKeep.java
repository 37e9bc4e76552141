package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.GameOption;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesAid;
import keeptable.engine.content.RulesVersion;
import keeptable.engine.module.AbstractGameModule;
import keeptable.engine.module.GameModule;
import keeptable.games.killmanskeep.content.Content;

/**
 * Killman's Keep: a race through Market, Bank, Guild and Keep to be first to five Doubloons, by
 * trading Artifacts, fighting Monsters for their corpses and finishing Goals.
 *
 * <p>Options: {@code roundLimit} (default {@value #DEFAULT_ROUND_LIMIT}), the authored safeguard
 * that ends a game nobody has won after that many rounds.
 */
public final class KillmansKeep extends AbstractGameModule {
    public static final String ID = "killmans-keep";
    public static final int MIN_SEATS = 2;
    public static final int MAX_SEATS = 6;
    public static final int DEFAULT_ROUND_LIMIT = 60;
    /** The human part of the rules version; games stored before versions were derived say "1.0". */
    public static final String HUMAN_VERSION = "5";

    private static final Facts FACTS = new Facts(ID, "Killman's Keep",
            "race to 5 Doubloons: trade Artifacts, fight Monsters, finish Goals", MIN_SEATS, MAX_SEATS);
    private static final Types TYPES = new Types(KkChoice.class, KkEvent.class, KkView.class);

    private final Content content;
    private final ChoiceTable table;

    /** The game with its standard content (the ServiceLoader uses this). */
    public KillmansKeep() {
        this(Content.standard());
    }

    public KillmansKeep(Content content) {
        super(FACTS, RulesVersion.of(HUMAN_VERSION, content.hash), TYPES, ChoiceWords.HEADINGS);
        if (content.cards > 128) {
            throw new SetupException("Killman's Keep supports at most 128 Keep cards, not " + content.cards);
        }
        this.content = content;
        this.table = new ChoiceTable(content, MAX_SEATS);
    }

    public Content content() {
        return content;
    }

    /** The game built from a designer's copy of its content folder. */
    /** Every event that shows a hidden card says so, checked by the conformance kit's reveal audit: undo is safe. */
    @Override
    public boolean revealsMarked() {
        return true;
    }

    /**
     * A player out of time on a turn-based table is skipped: the turn ends where the rules let it end (a
     * player may end the turn with actions left), and before that an offer or an Artifact used on them is
     * let go by (declined, cancelled, endured). Mid-fight and at the start there is no such choice.
     */
    @Override
    public Choice skipChoice(State state) {
        for (Choice c : state.choices()) {
            if (c instanceof KkChoice.EndTurn || c instanceof KkChoice.DeclineOffer
                    || c instanceof KkChoice.CancelOffer || c instanceof KkChoice.Endure) {
                return c;
            }
        }
        return null;
    }

    @Override
    public String skips() {
        return "a player may end the turn with actions left, decline or cancel an offer and endure an Artifact";
    }

    /** The rules aid, with every Artifact, Monster and Goal of this game's content listed under its Cards section. */
    @Override
    public RulesAid rulesAid() {
        return CardsInTheAid.aid(ID, content);
    }

    @Override
    public GameModule withContent(ContentSource source) {
        return new KillmansKeep(Content.load(source));
    }

    /** The game's one option: the safeguard that ends a game no one wins. */
    private static final List<GameOption> OPTIONS = List.of(GameOption.number("roundLimit", "Round limit", 1, 1000,
            DEFAULT_ROUND_LIMIT + " rounds", "a game still going after this many rounds goes to the most Doubloons, then the most money"));

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    protected State start(Setup setup) {
        int roundLimit = Integer.parseInt(setup.option("roundLimit", String.valueOf(DEFAULT_ROUND_LIMIT)).trim());
        String[] names = setup.seats().stream().map(Seat::name).toArray(String[]::new);
        KkState game = new KkState(content, table, names, roundLimit, new Rng(setup.seed()));
        Opening.setUp(game);
        return game;
    }

    @Override
    public Agent heuristicAgent() {
        return new KkHeuristic();
    }

    @Override
    public IsmctsAgent.Config searchDefaults() {
        KkHeuristic heuristic = new KkHeuristic();
        // 1,000 iterations: 30 to 45 ms a move on one core (150 ms at most), rated above the heuristic at
        // 2 and 4 seats (docs/bots.md; 2,000 were not above it at 4 seats); the time limit keeps any move
        // within a second on a slower machine
        return IsmctsAgent.Config.defaults(new KkEvaluator()).withExploration(0.3).withRollout(heuristic, 16)
                .withGuide(heuristic, 3.0).withIterations(1_000).withTimeLimit(1_000);
    }
}
