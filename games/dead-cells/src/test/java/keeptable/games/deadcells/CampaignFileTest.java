package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.campaign.Campaigns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A campaign is checked when it is read: a bad one is refused with the entry at fault and why, never played. */
class CampaignFileTest {
    final DcCampaignRules rules = (DcCampaignRules) Scene.GAME.campaign();

    DcCampaign fresh() {
        return rules.start(Map.of());
    }

    static DcCampaign withPurged(DcCampaign c, List<String> purged) {
        return new DcCampaign(c.runs(), c.wins(), c.runes(), c.equipment(), c.cards(), purged, c.mutations(),
                c.feats(), c.bought(), c.well(), c.secrets(), c.unlocked(), c.history(), c.beaten(), c.setAside());
    }

    static void play(DcCampaign c) {
        Map<String, String> options = new HashMap<>();
        options.put("campaign", Campaigns.write(c));
        Scene.GAME.newGame(new Setup(List.of(new Seat("A", "t"), new Seat("B", "t")), options, 1));
    }

    static void says(Exception e, String... words) {
        for (String w : words) {
            assertTrue(e.getMessage().contains(w), "'" + e.getMessage() + "' should say '" + w + "'");
        }
    }

    @Test
    void aNegativeCountInACampaignFileIsRefusedNamingTheFileTheEntryAndWhy(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("my-campaign.json");
        Files.writeString(file, Campaigns.write(fresh()).replace("\"well\":0", "\"well\":-3"));
        SetupException e = assertThrows(SetupException.class, () -> Campaigns.load(rules, file));
        says(e, "my-campaign.json", "well", "-3", "negative");
    }

    /** Every Combat deck keeps at least 6 cards (Serenade's 3): a file whose purges go below that is refused. */
    @Test
    void aCampaignThatLeavesADeckBelowItsMinimumIsRefused() {
        SetupException e = assertThrows(SetupException.class, () -> play(withPurged(fresh(), List.of("FL1"))));
        says(e, "The Flayed", "5 cards", "minimum of 6");
    }

    @Test
    void aCampaignNamingAnUnknownCardIsRefused() {
        SetupException e = assertThrows(SetupException.class, () -> play(withPurged(fresh(), List.of("FL9"))));
        says(e, "purged", "FL9", "no card");
    }

    @Test
    void aCampaignWithMoreMutationsThanTheBoardHoldsIsRefused() {
        DcCampaign c = fresh();
        DcCampaign full = new DcCampaign(c.runs(), c.wins(), c.runes(), c.equipment(), c.cards(), c.purged(),
                List.of("SV01", "TC01", "BR04"), c.feats(), List.of(1, 1, 4), c.well(), c.secrets(), c.unlocked(),
                c.history(), c.beaten(), c.setAside());
        SetupException e = assertThrows(SetupException.class, () -> play(full));
        says(e, "mutations", "3 start-of-game", "2 slots");
    }
}
