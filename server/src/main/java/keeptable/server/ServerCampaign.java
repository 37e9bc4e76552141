package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.module.GameModule;

/**
 * A campaign on the server: its game, what it remembers now, and the table playing its next game
 * (one at a time, so no two games move it on from the same point). Guarded by its own monitor.
 */
final class ServerCampaign {
    final String id;
    final GameModule game;
    final long createdAt;
    Campaign state;
    int gamesPlayed;
    /** The table playing this campaign's current game, or null between games. */
    String runningTable;
    /**
     * The SHA-256 of the secret its owner was given (see {@link Secrets}): only that client may start its
     * next game. Null for a campaign stored before owners were kept, until someone starts its next game.
     */
    String ownerHash;

    ServerCampaign(String id, GameModule game, long createdAt, Campaign state, int gamesPlayed, String ownerHash) {
        this.id = id;
        this.ownerHash = ownerHash;
        this.game = game;
        this.createdAt = createdAt;
        this.state = state;
        this.gamesPlayed = gamesPlayed;
    }

    /** The campaign as the lobby shows it (call under its monitor). */
    ObjectNode summary(ObjectMapper json) {
        ObjectNode n = json.createObjectNode();
        n.put("id", id);
        n.put("game", game.id());
        n.put("title", game.title());
        n.put("summary", state.summary());
        n.put("finished", state.isFinished());
        n.put("gamesPlayed", gamesPlayed);
        n.put("createdAt", createdAt);
        if (runningTable != null) {
            n.put("table", runningTable);
        }
        n.set("state", json.valueToTree(state));
        return n;
    }
}
