package keeptable.engine.module;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Game;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.agent.Evaluator;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.campaign.CampaignRules;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesAid;
import keeptable.engine.json.Json;

/**
 * A game module: a game's rules ({@link Game}) together with what the table around them needs — its
 * bots, its JSON types, its campaign and a way to build it from a designer's content. Each game module
 * announces one through {@link java.util.ServiceLoader} (see {@link GameModules}); the rules themselves
 * know none of this, so the engine's core depends on none of its agent, campaign or JSON packages.
 */
public interface GameModule extends Game {
    /** The game's sealed choice interface, for JSON. */
    Class<? extends Choice> choiceType();

    /** The game's sealed event interface, for JSON. */
    Class<? extends Event> eventType();

    /** The game's view record, for JSON. */
    Class<? extends View> viewType();

    /** The JSON mapper for this game's choices, events, views and records (see {@link Json}). */
    default ObjectMapper json() {
        return Json.mapper(id(), choiceType(), eventType());
    }

    /** A bot that plays this game sensibly from simple rules of thumb. */
    Agent heuristicAgent();

    /** The ISMCTS set-up for this game: budget, exploration, playout policy and evaluator. */
    default IsmctsAgent.Config searchDefaults() {
        return IsmctsAgent.Config.defaults(Evaluator.EVEN);
    }

    /**
     * The bot a command line or a lobby names: {@code random}, {@code heuristic}, {@code ismcts} or
     * {@code ismcts:<iterations>} / {@code ismcts:<ms>ms} with this game's own heuristic and search set-up.
     *
     * @throws SetupException for a name or budget that is not one
     */
    default Agent agent(String spec) {
        return Agents.create(spec, heuristicAgent(), searchDefaults());
    }

    /**
     * The game's rules aid for players ({@code rules-aid/ID.md} in the module's resources) and its links from
     * book sections and kinds of choice to the aid's sections, or null for a game that ships none. Read afresh on each
     * call: callers keep it.
     */
    default RulesAid rulesAid() {
        return RulesAid.load(getClass(), id());
    }

    /**
     * The game's campaign, or null if its games stand alone. A game with a campaign reads it from the
     * setup (see {@link Campaigns#of}), starting a new one if none is given.
     */
    default CampaignRules<?> campaign() {
        return null;
    }

    /**
     * The same game built from other content: a designer's copy of its content folder. A bad file is
     * refused with a {@link keeptable.engine.content.ContentException} naming the file, the entry and the
     * reason. A game without content files refuses.
     */
    default GameModule withContent(ContentSource source) {
        throw new SetupException(title() + " has no content files a designer could change");
    }

    /** As {@link Game#checkOptions}, and a game with a campaign also takes the campaign it is played in. */
    @Override
    default void checkOptions(Setup setup) {
        if (campaign() == null || !setup.options().containsKey(Campaigns.OPTION)) {
            Game.super.checkOptions(setup);
            return;
        }
        Map<String, String> others = new HashMap<>(setup.options());
        others.remove(Campaigns.OPTION);
        Game.super.checkOptions(new Setup(setup.seats(), others, setup.seed()));
    }
}
