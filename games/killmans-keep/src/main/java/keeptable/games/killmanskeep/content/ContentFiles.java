package keeptable.games.killmanskeep.content;

import java.util.List;

/** The names of the game's content files and the board file's shape as read, before it is checked. */
public final class ContentFiles {
    public static final String BOARD = "board.yaml";
    public static final String ARTIFACTS = "artifacts.yaml";
    public static final String MONSTERS = "monsters.yaml";
    public static final String GOALS = "goals.yaml";
    public static final String ACTION_CARD = "action-card.yaml";

    record BoardFile(String start, int doubloonsPerPlayer, int startingMoney, int startingArtifacts,
                     int marketArtifacts, int doubloonPrice, int doubloonsToWin, List<Area> areas) {
    }

    private ContentFiles() {
    }
}
