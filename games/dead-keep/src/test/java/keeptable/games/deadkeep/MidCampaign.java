package keeptable.games.deadkeep;

import java.util.List;
import java.util.Map;
import keeptable.engine.campaign.Campaigns;

/**
 * A campaign half-way through, as the {@code campaign} option's JSON: six Adventurers at Campaign Level 2 going
 * into q1 with Talismans to bring (more than three for some) and Gold for the shop, so whole-game runs also cover
 * the Talisman shop and the Bring step.
 */
final class MidCampaign {
    private MidCampaign() {
    }

    static final DkCampaign CAMPAIGN = new DkCampaign(
            List.of("astrid", "lothar", "mai-ling", "tessara", "theron", "amaranthe"), 1, 2,
            Map.of("astrid", List.of("healing-charm", "mana-stone", "iron-amulet", "eel-skin"),
                    "lothar", List.of("troll-bane"),
                    "tessara", List.of("seekers-eye", "mist-veil")),
            1, 1, List.of("tutorial: won"), 4,
            Map.of("astrid", 100, "lothar", 250, "mai-ling", 150, "theron", 40));

    /** The options of a game of this campaign. */
    static Map<String, String> options() {
        return Map.of(Campaigns.OPTION, Campaigns.write(CAMPAIGN));
    }
}
