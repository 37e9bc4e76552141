package keeptable.engine.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CampaignsTest {
    record Ladder(int rung, List<String> talismans) implements Campaign {
        @Override
        public String summary() {
            return "rung " + rung;
        }
    }

    static final CampaignRules<Ladder> LADDER = new CampaignRules<>() {
        @Override
        public Class<Ladder> type() {
            return Ladder.class;
        }

        @Override
        public Ladder start(Map<String, String> options) {
            return new Ladder(Integer.parseInt(options.getOrDefault("rung", "1")), List.of());
        }

        @Override
        public Ladder after(Ladder before, State finished) {
            return new Ladder(before.rung() + 1, before.talismans());
        }
    };

    @Test
    void aSetupWithoutACampaignStartsOneFromItsOptions() {
        Setup setup = new Setup(Setup.of(1, "random").seats(), Map.of("rung", "3"), 1);
        assertEquals(new Ladder(3, List.of()), Campaigns.of(LADDER, setup));
    }

    @Test
    void aSetupCarriesItsCampaignAndKeepsItsOtherOptions() {
        Setup setup = new Setup(Setup.of(7, "random").seats(), Map.of("rung", "3"), 7);
        Ladder ladder = new Ladder(4, List.of("Amulet", "Ring"));
        Setup carried = Campaigns.carrying(setup, ladder);
        assertEquals(ladder, Campaigns.of(LADDER, carried));
        assertEquals("3", carried.option("rung", null));
        assertEquals(7, carried.seed());
    }

    @Test
    void aCampaignFileRoundTripsAndAFaultyOneSaysWhy(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("sub/campaign.json");
        Ladder ladder = new Ladder(2, List.of("Amulet"));
        Campaigns.save(ladder, file);
        assertEquals(ladder, Campaigns.load(LADDER, file));
        try (var files = Files.list(file.getParent())) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }

        Files.writeString(file, "{\"rung\": \"high\"}");
        SetupException bad = assertThrows(SetupException.class, () -> Campaigns.load(LADDER, file));
        assertTrue(bad.getMessage().contains(file.toString()), bad.getMessage());
        SetupException missing = assertThrows(SetupException.class,
                () -> Campaigns.load(LADDER, dir.resolve("none.json")));
        assertTrue(missing.getMessage().contains("none.json"), missing.getMessage());
        assertFalse(ladder.isFinished());
    }
}
