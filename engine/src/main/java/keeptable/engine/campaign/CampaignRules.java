package keeptable.engine.campaign;

import java.util.Map;
import keeptable.engine.State;

/**
 * How a game's campaign starts and how each finished game changes it. A game in a campaign reads
 * the campaign from its setup's {@link Campaigns#OPTION} option, so its record replays alone.
 */
public interface CampaignRules<C extends Campaign> {
    /** The campaign record type, for JSON. */
    Class<C> type();

    /**
     * A new campaign for these game options (party, difficulty).
     *
     * @throws keeptable.engine.SetupException if the options do not make a campaign
     */
    C start(Map<String, String> options);

    /** The campaign after {@code finished}, which must be over and must have started from {@code before}. */
    C after(C before, State finished);
}
