package keeptable.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Evaluator;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.campaign.CampaignRules;
import keeptable.engine.campaign.Campaigns;

/** A game's rules: stateless, thread-safe, and the factory of its states. */
public interface Game {
    /** Short id used on the command line and in records, e.g. "killmans-keep". */
    String id();

    String title();

    /** One line on what kind of game it is. */
    String summary();

    /** Changes whenever the rules or content change in a way that alters replays. */
    String rulesVersion();

    int minSeats();

    int maxSeats();

    /**
     * A new game.
     *
     * @throws SetupException if the setup does not suit the game, with a message a player understands
     */
    State newGame(Setup setup);

    /** The game's sealed choice interface, for JSON. */
    Class<? extends Choice> choiceType();

    /** The game's sealed event interface, for JSON. */
    Class<? extends Event> eventType();

    /** The game's view record, for JSON. */
    Class<? extends View> viewType();

    /** A bot that plays this game sensibly from simple rules of thumb. */
    Agent heuristicAgent();

    /** The ISMCTS set-up for this game: budget, exploration, playout policy and evaluator. */
    default IsmctsAgent.Config searchDefaults() {
        return IsmctsAgent.Config.defaults(Evaluator.EVEN);
    }

    /**
     * The game's campaign, or null if its games stand alone. A game with a campaign reads it from
     * the setup (see {@link keeptable.engine.campaign.Campaigns#of}), starting a new one if none is given.
     */
    default CampaignRules<?> campaign() {
        return null;
    }

    /**
     * Whether every seat plays on one side against the game, so a seat may take back a choice that
     * brought nothing to light ({@link UndoRule}); in a game with opponents no choice is ever taken back.
     */
    default boolean cooperative() {
        return false;
    }

    /** The options this game can be set up with; none by default. */
    default List<GameOption> options() {
        return List.of();
    }

    /**
     * Refuses an option the game does not have (naming those it has) or a value its option does not
     * allow, so a misspelt option is never silently ignored. A campaign game also takes the campaign.
     *
     * @throws SetupException naming the first bad option, in sorted order
     */
    default void checkOptions(Setup setup) {
        List<GameOption> mine = options();
        for (String key : new TreeSet<>(setup.options().keySet())) {
            if (key.equals(Campaigns.OPTION) && campaign() != null) {
                continue;
            }
            GameOption option = null;
            for (GameOption o : mine) {
                if (o.name().equals(key)) {
                    option = o;
                }
            }
            if (option == null) {
                List<String> names = new ArrayList<>();
                mine.forEach(o -> names.add(o.name()));
                throw new SetupException(title() + " has no option '" + key + "'"
                        + (names.isEmpty() ? " (it has none)" : " (it has " + String.join(", ", names) + ")"));
            }
            String why = option.refusal(setup.options().get(key));
            if (why != null) {
                throw new SetupException(title() + "'s option " + key + ": " + why);
            }
        }
    }

    /** Checks the seat count against the game's limits. */
    default void checkSeats(Setup setup) {
        int n = setup.size();
        if (n < minSeats() || n > maxSeats()) {
            throw new SetupException(title() + " is for " + minSeats() + " to " + maxSeats()
                    + " players, not " + n);
        }
    }
}
