package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Game;
import keeptable.engine.GameOption;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.campaign.CampaignRules;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesAid;
import keeptable.engine.content.RulesVersion;
import keeptable.engine.module.AbstractGameModule;
import keeptable.engine.module.GameModule;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.ContentReader;

/**
 * Dead Cells: The Rogue-Lite Board Game. One game is one Run; the campaign (Mutation board, grown decks, Runes)
 * travels in the setup option "campaign". Options: beheaded=flayed,quartered,... (one per seat, in seat order).
 */
public final class DeadCells extends AbstractGameModule {
    public static final String ID = "dead-cells";
    /** The human part of the rules version; raise it (with a line in the rules notes) when the rules code changes. */
    static final String HUMAN_VERSION = "8";
    private static final Facts FACTS = new Facts(ID, "Dead Cells: The Rogue-Lite Board Game",
            "co-operative rogue-lite: Runs through Biomes and Bosses, a campaign that remembers", 1, 4);
    private static final Types TYPES = new Types(DcChoice.class, DcEvent.class, DcView.class);

    private final Content content;
    /** Built once from the content: every new game checks its setup against them. */
    private final List<GameOption> options;
    private final DcCampaignRules campaign;

    public DeadCells() {
        this(ContentReader.standard());
    }

    public DeadCells(Content content) {
        super(FACTS, RulesVersion.of(HUMAN_VERSION, content.hash), TYPES, Wording.HEADINGS);
        this.content = content;
        this.campaign = new DcCampaignRules(content);
        this.options = optionsOf(content);
    }

    Content content() {
        return content;
    }

    /** The game built from a designer's copy of its content folder. */
    @Override
    public GameModule withContent(ContentSource source) {
        return new DeadCells(ContentReader.load(source));
    }

    /** The rules aid, with every card, Beheaded, Enemy and Upgrade of this game's content listed after the rules. */
    @Override
    public RulesAid rulesAid() {
        return CardsInTheAid.aid(ID, content);
    }

    @Override
    public CampaignRules<DcCampaign> campaign() {
        return campaign;
    }

    /** The options, from the content: who plays which Beheaded, the solo partner, and where a Run starts. */
    @Override
    public List<GameOption> options() {
        return options;
    }

    private static List<GameOption> optionsOf(Content content) {
        List<GameOption.Value> figures = new ArrayList<>();
        for (Content.Beheaded b : content.beheaded) {
            figures.add(new GameOption.Value(b.id(), b.name()));
        }
        List<GameOption.Value> biomes = new ArrayList<>();
        for (Content.Biome b : content.biomes) {
            biomes.add(new GameOption.Value(b.id(), b.name()));
        }
        return List.of(
                GameOption.listOf("beheaded", "Beheaded", "one each, in order",
                        "the Beheaded each seat plays, one per seat", figures),
                GameOption.oneOf("solo", "Solo partner", "Serenade", "who fights beside a lone player",
                        List.of(new GameOption.Value("serenade", "Serenade"))),
                GameOption.oneOf("start", "Starting Biome", biomes.get(0).words()
                        + " (the Group chooses once later Biomes are open)", "the unlocked Biome the Run starts in",
                        biomes));
    }

    @Override
    protected State start(Setup setup) {
        return RunSetup.newRun(content, campaign, setup);
    }

    /** Co-operative: a choice that brought nothing to light may be taken back (the engine's undo rule). */
    @Override
    public boolean cooperative() {
        return true;
    }

    /**
     * The book lets no player give a turn up: every player plays at least one Combat card in each combat
     * turn (three cards in all), and in a four-player game the one who passes is set by turns round the
     * table, never chosen by the player out of time; the Group moves and fights together.
     */
    @Override
    public String noSkipReason() {
        return "every player plays at least one Combat card each combat turn, and with four players who passes"
                + " goes round the table by turns";
    }

    @Override
    public Agent heuristicAgent() {
        return new DcHeuristic();
    }

    @Override
    public IsmctsAgent.Config searchDefaults() {
        DcHeuristic h = new DcHeuristic();
        return IsmctsAgent.Config.defaults(DcHeuristic::evaluate).withExploration(0.3).withRollout(h, 16)
                .withGuide(h, 3.0).withIterations(4_000).withTimeLimit(1_000);
    }
}
