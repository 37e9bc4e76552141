package keeptable.games.deadkeep;

import java.util.List;
import java.util.Map;
import keeptable.engine.campaign.Campaign;

/**
 * A Dead Keep campaign: the party, the next Quest, the Campaign Level the Enemy decks start from, and
 * each Adventurer's Talismans (up to 10; 3 are brought into each Quest).
 *
 * @param party      Adventurer ids in seat order
 * @param next       index of the next Quest in the campaign's order
 * @param level      Campaign Level (1..5)
 * @param talismans  Talisman card ids per Adventurer id
 * @param played     Quests played
 * @param won        Quests won
 * @param log        one line per Quest played
 * @param quests     Quests in the campaign
 * @param gold       campaign Gold per Adventurer id (earned by Quests won, spent on Talismans between Quests)
 */
public record DkCampaign(List<String> party, int next, int level, Map<String, List<String>> talismans, int played,
                         int won, List<String> log, int quests, Map<String, Integer> gold) implements Campaign {

    public DkCampaign {
        party = List.copyOf(party);
        talismans = Map.copyOf(talismans);
        log = List.copyOf(log);
        gold = gold == null ? Map.of() : Map.copyOf(gold);
    }

    /** A campaign with no Gold yet. */
    public DkCampaign(List<String> party, int next, int level, Map<String, List<String>> talismans, int played,
                      int won, List<String> log, int quests) {
        this(party, next, level, talismans, played, won, log, quests, Map.of());
    }

    @Override
    public String summary() {
        return isFinished() ? "Campaign complete: " + won + " of " + played + " Quests won"
                : "Quest " + (next + 1) + " of " + quests + " next, Campaign Level " + level + ", " + won + " won of "
                + played;
    }

    @Override
    public boolean isFinished() {
        return next >= quests;
    }
}
