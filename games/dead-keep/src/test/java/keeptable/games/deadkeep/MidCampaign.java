package keeptable.games.deadkeep;

import java.util.Map;
import keeptable.engine.campaign.Campaigns;

/**
 * A campaign half-way through, as the {@code campaign} option's JSON: six Adventurers at Campaign Level 2 going
 * into q1 with Talismans to bring (more than three for Astrid and Lothar) and Gold for the shop, so whole-game runs also
 * cover the Talisman shop and the Bring step. Written out by hand so that the option, part of a golden record's
 * setup, is the same text in every run (a written map's key order is not).
 */
final class MidCampaign {
    private MidCampaign() {
    }

    static final String JSON = """
            {"party":["astrid","lothar","mai-ling","tessara","theron","amaranthe"],"next":1,"level":2,\
            "talismans":{"astrid":["healing-charm","mana-stone","iron-amulet","eel-skin","hunters-token","seekers-eye"],\
            "lothar":["troll-bane","mist-veil","healing-charm","mana-stone"],\
            "tessara":["seekers-eye","mist-veil"]},"played":1,"won":1,"log":["tutorial: won"],"quests":4,\
            "gold":{"astrid":100,"lothar":250,"mai-ling":150,"theron":40}}""";

    /** The options of a game of this campaign. */
    static Map<String, String> options() {
        return Map.of(Campaigns.OPTION, JSON);
    }
}
