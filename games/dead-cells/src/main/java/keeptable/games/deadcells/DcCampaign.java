package keeptable.games.deadcells;

import java.util.List;
import java.util.Map;
import keeptable.engine.campaign.Campaign;

/**
 * What the group keeps from Run to Run: the Runes flipped on the Mutation board, the Equipment deck (grown by
 * Blueprints, shrunk by Purges), where each Improved Combat card lives, the purged cards, the mutations and Feats
 * on the board, how far each Upgrade deck has been bought, the Cells thrown into the Well, the Secrets seen, the
 * unlocked Biomes, and a line per Run on how far it got.
 */
public record DcCampaign(int runs, int wins, List<String> runes, List<String> equipment, Map<String, String> cards,
                         List<String> purged, List<String> mutations, List<String> feats, List<Integer> bought,
                         int well, int secrets, List<String> unlocked, List<String> history) implements Campaign {
    public DcCampaign {
        runes = List.copyOf(runes);
        equipment = List.copyOf(equipment);
        cards = Map.copyOf(cards);
        purged = List.copyOf(purged);
        mutations = List.copyOf(mutations);
        feats = List.copyOf(feats);
        bought = List.copyOf(bought);
        unlocked = List.copyOf(unlocked);
        history = List.copyOf(history);
    }

    @Override
    public String summary() {
        return "Run " + (runs + 1) + " next; " + wins + " Boss(es) beaten; " + runes.size() + " Rune(s); "
                + mutations.size() + " mutation(s); Equipment deck of " + equipment.size()
                + (history.isEmpty() ? "" : "; last Run " + history.get(history.size() - 1));
    }
}
