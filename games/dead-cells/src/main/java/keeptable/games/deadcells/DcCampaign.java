package keeptable.games.deadcells;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonMappingException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.campaign.Campaign;
import keeptable.games.deadcells.content.Words;

/**
 * What the group keeps from Run to Run: the Runes flipped on the Mutation board, the Equipment deck (grown by
 * Blueprints, shrunk by Purges), where each Improved Combat card lives, the purged cards, the mutations and Feats
 * on the board, how far each Upgrade deck has been bought, the Cells thrown into the Well, the Secrets seen, the
 * unlocked Biomes, a line per Run on how far it got, the Bosses beaten (by their codes C1-C3), and the mutations
 * set aside (taken off a full board or never placed: the book's tuckbox, placeable again in a later Run). The book
 * sets one goal, beating the Hand of the King (C3): once done, the campaign is finished.
 */
public record DcCampaign(int runs, int wins, List<String> runes, List<String> equipment, Map<String, String> cards,
                         List<String> purged, List<String> mutations, List<String> feats, List<Integer> bought,
                         int well, int secrets, List<String> unlocked, List<String> history, List<String> beaten,
                         List<String> setAside)
        implements Campaign {
    /** The Boss whose defeat is the goal of the game (the book's code for the Hand of the King). */
    public static final String GOAL = "C3";

    /** A campaign with no Boss beaten yet (or read from a file written before Bosses were recorded). */
    public DcCampaign(int runs, int wins, List<String> runes, List<String> equipment, Map<String, String> cards,
                      List<String> purged, List<String> mutations, List<String> feats, List<Integer> bought,
                      int well, int secrets, List<String> unlocked, List<String> history) {
        this(runs, wins, runes, equipment, cards, purged, mutations, feats, bought, well, secrets, unlocked, history,
                List.of());
    }

    /** A campaign with no mutation set aside (or read from a file written before they were recorded). */
    public DcCampaign(int runs, int wins, List<String> runes, List<String> equipment, Map<String, String> cards,
                      List<String> purged, List<String> mutations, List<String> feats, List<Integer> bought,
                      int well, int secrets, List<String> unlocked, List<String> history, List<String> beaten) {
        this(runs, wins, runes, equipment, cards, purged, mutations, feats, bought, well, secrets, unlocked, history,
                beaten, List.of());
    }

    public DcCampaign {
        beaten = beaten == null ? List.of() : List.copyOf(beaten);
        setAside = setAside == null ? List.of() : List.copyOf(setAside);
        runes = List.copyOf(runes);
        equipment = List.copyOf(equipment);
        // In key order: the same campaign writes the same JSON, and builds the same Run, in every JVM.
        cards = Collections.unmodifiableMap(new TreeMap<>(cards));
        purged = List.copyOf(purged);
        mutations = List.copyOf(mutations);
        feats = List.copyOf(feats);
        bought = List.copyOf(bought);
        unlocked = List.copyOf(unlocked);
        history = List.copyOf(history);
    }

    /**
     * A campaign as a file holds it: a negative count, or a list missing where the game needs one, is refused here
     * with the entry and why (the file's reader adds the file's name). Ids are checked against the game's content
     * when a Run is built from the campaign ({@code CampaignCheck}).
     */
    @JsonCreator
    static DcCampaign fromFile(@JsonProperty("runs") int runs, @JsonProperty("wins") int wins,
                               @JsonProperty("runes") List<String> runes,
                               @JsonProperty("equipment") List<String> equipment,
                               @JsonProperty("cards") Map<String, String> cards,
                               @JsonProperty("purged") List<String> purged,
                               @JsonProperty("mutations") List<String> mutations,
                               @JsonProperty("feats") List<String> feats,
                               @JsonProperty("bought") List<Integer> bought, @JsonProperty("well") int well,
                               @JsonProperty("secrets") int secrets, @JsonProperty("unlocked") List<String> unlocked,
                               @JsonProperty("history") List<String> history,
                               @JsonProperty("beaten") List<String> beaten,
                               @JsonProperty("setAside") List<String> setAside) throws JsonMappingException {
        Map<String, Integer> counts = new TreeMap<>(Map.of("runs", runs, "wins", wins, "well", well, "secrets",
                secrets));
        for (int d = 0; bought != null && d < bought.size(); d++) {
            counts.put("bought (deck " + (d + 1) + ")", bought.get(d) == null ? -1 : bought.get(d));
        }
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() < 0) {
                throw refused("entry '" + e.getKey() + "' is " + e.getValue() + ": a count is never negative");
            }
        }
        if (wins > runs) {
            throw refused("entry 'wins' is " + wins + ", more than the " + runs + " Runs played");
        }
        Map<String, Object> needed = new TreeMap<>();
        needed.put("runes", runes);
        needed.put("equipment", equipment);
        needed.put("bought", bought);
        needed.put("unlocked", unlocked);
        for (Map.Entry<String, Object> e : needed.entrySet()) {
            if (e.getValue() == null) {
                throw refused("entry '" + e.getKey() + "' is missing");
            }
        }
        return new DcCampaign(runs, wins, runes, equipment, cards == null ? Map.of() : cards, orNone(purged),
                orNone(mutations), orNone(feats), bought, well, secrets, unlocked, orNone(history), beaten, setAside);
    }

    private static List<String> orNone(List<String> list) {
        return list == null ? List.of() : list;
    }

    private static JsonMappingException refused(String why) {
        return JsonMappingException.from((JsonParser) null, "the campaign is refused: " + why);
    }

    @Override
    public boolean isFinished() {
        return beaten.contains(GOAL);
    }

    @Override
    public String summary() {
        return (isFinished() ? "The Hand of the King is beaten: the campaign is won after " + runs + " Runs; "
                : "Run " + (runs + 1) + " next; ") + Words.count(wins, "Boss", "Bosses") + " beaten; "
                + Words.count(runes.size(), "Rune", "Runes") + "; " + Words.count(mutations.size(), "Mutation", "Mutations")
                + "; Equipment deck of " + Words.count(equipment.size(), "card", "cards")
                + (history.isEmpty() ? "" : "; last Run " + history.get(history.size() - 1));
    }
}
