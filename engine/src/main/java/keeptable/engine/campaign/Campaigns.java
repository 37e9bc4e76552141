package keeptable.engine.campaign;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.json.Json;

/** Campaigns as JSON: carried in a setup's options, and kept in a file between sessions. */
public final class Campaigns {
    /** The setup option that holds the campaign, as JSON, of a game played in a campaign. */
    public static final String OPTION = "campaign";

    private Campaigns() {
    }

    /** The campaign a setup carries, or a new one from its options if it carries none. */
    public static <C extends Campaign> C of(CampaignRules<C> rules, Setup setup) {
        String json = setup.options().get(OPTION);
        return json == null ? rules.start(setup.options()) : read(rules, json);
    }

    /** The same setup, carrying {@code campaign}. */
    public static Setup carrying(Setup setup, Campaign campaign) {
        Map<String, String> options = new HashMap<>(setup.options());
        options.put(OPTION, write(campaign));
        return new Setup(setup.seats(), options, setup.seed());
    }

    public static String write(Campaign campaign) {
        return Json.write(Json.plain(), campaign);
    }

    /** Reads a campaign; bad JSON is a setup error that says what is wrong. */
    public static <C extends Campaign> C read(CampaignRules<C> rules, String json) {
        try {
            return Json.plain().readValue(json, rules.type());
        } catch (JsonProcessingException e) {
            throw new SetupException("the campaign does not read: " + e.getOriginalMessage());
        }
    }

    /** The campaign after a finished game, typed by the game's campaign rules. */
    @SuppressWarnings("unchecked")
    public static Campaign after(CampaignRules<?> campaignRules, Campaign before, State finished) {
        if (!finished.isOver()) {
            throw new IllegalStateException("a campaign moves on only after a finished game");
        }
        if (campaignRules == null) {
            throw new SetupException("a game without a campaign has no campaign to move on");
        }
        CampaignRules<Campaign> rules = (CampaignRules<Campaign>) campaignRules;
        return rules.after(rules.type().cast(before), finished);
    }

    /** Reads a campaign file; a missing file is a setup error naming it. */
    public static <C extends Campaign> C load(CampaignRules<C> rules, Path file) {
        try {
            return read(rules, Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new SetupException("cannot read the campaign file " + file + ": " + e.getMessage());
        } catch (SetupException e) {
            throw new SetupException(file + ": " + e.getMessage());
        }
    }

    /** Writes a campaign file whole or not at all (a crash never leaves half a campaign). */
    public static void save(Campaign campaign, Path file) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".campaign", ".tmp");
            Files.writeString(tmp, write(campaign), StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
