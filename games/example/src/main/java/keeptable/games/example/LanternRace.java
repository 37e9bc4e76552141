package keeptable.games.example;

import java.util.List;
import keeptable.engine.GameOption;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesVersion;
import keeptable.engine.module.AbstractGameModule;
import keeptable.engine.module.GameModule;
import keeptable.games.example.content.Content;

/**
 * Lantern Race, the worked example of docs/new-game.md: two to four players race their lanterns along a track,
 * each turn playing one of two hidden cards (then drawing another) or rolling a die. Small on purpose, it uses
 * every piece a real game does - content YAML, an option, hidden cards, chance from the state's own Rng, events
 * only some seats see, a typed heuristic - and passes the whole conformance kit. It is never served: no server or
 * CLI module depends on this one, so the ServiceLoader never finds it outside its own tests.
 */
public final class LanternRace extends AbstractGameModule {
    public static final String ID = "lantern-race";
    /** The human part of the rules version; the content's hash is the other part. */
    public static final String HUMAN_VERSION = "1";
    public static final int DEFAULT_TRACK = 12;

    private static final Facts FACTS = new Facts(ID, "Lantern Race",
            "race your lantern to the end of the track with cards and a die (the guide's example)", 2, 4);
    private static final Types TYPES = new Types(LrChoice.class, LrEvent.class, LrView.class);
    private static final List<GameOption> OPTIONS = List.of(GameOption.number("track", "Track length", 6, 40,
            DEFAULT_TRACK + " steps", "how many steps a lantern goes to win"));

    private final Content content;

    /** The game with its shipped content (the ServiceLoader uses this). */
    public LanternRace() {
        this(Content.standard());
    }

    public LanternRace(Content content) {
        super(FACTS, RulesVersion.of(HUMAN_VERSION, content.hash), TYPES, LrWords.HEADINGS);
        this.content = content;
    }

    @Override
    public GameModule withContent(ContentSource source) {
        return new LanternRace(Content.load(source));
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    protected State start(Setup setup) {
        int track = Integer.parseInt(setup.option("track", String.valueOf(DEFAULT_TRACK)).trim());
        LrState state = new LrState(content, setup.size(), track, new Rng(setup.seed()));
        RaceRules.deal(state);
        return state;
    }

    @Override
    public Agent heuristicAgent() {
        return new LrHeuristic();
    }
}
