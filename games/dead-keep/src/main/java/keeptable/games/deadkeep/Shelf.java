package keeptable.games.deadkeep;

import java.util.LinkedHashMap;
import java.util.Map;
import keeptable.engine.SetupException;
import keeptable.engine.content.ContentCache;
import keeptable.engine.content.ContentDigest;
import keeptable.engine.content.ContentSource;
import keeptable.games.deadkeep.board.Boards;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.Quest;

/**
 * Everything a game of The Dead Keep is built from: the cards and Quests, and the map of every Quest with
 * its tiles, all read through one {@link ContentDigest} when the game is built, so the hash in the rules
 * version covers every content file the rules use (maps and tiles included).
 */
final class Shelf {

    final Content content;
    /** Twelve hex digits over every file read. */
    final String hash;
    /** How many content files were read. */
    final int files;
    private final Map<String, Ground> grounds;

    private Shelf(Content content, Map<String, Ground> grounds, ContentDigest digest) {
        this.content = content;
        this.grounds = grounds;
        this.hash = digest.hash();
        this.files = digest.files();
    }

    /** Reads and checks the content and compiles every Quest's map. */
    static Shelf of(ContentSource source) {
        ContentDigest digest = new ContentDigest(source);
        Content content = Content.load(digest);
        Map<String, Ground> grounds = new LinkedHashMap<>();
        for (Quest q : content.quests) {
            grounds.computeIfAbsent(q.map(), id -> new Ground(Boards.load(digest, id)));
        }
        return new Shelf(content, Map.copyOf(grounds), digest);
    }

    /** The content shipped with the game, read once. */
    static Shelf standard() {
        return ContentCache.shipped(Shelf.class, "dead-keep", Shelf::of);
    }

    /** The map of a Quest as the rules see it. */
    Ground ground(String mapId) {
        Ground g = grounds.get(mapId);
        if (g == null) {
            throw new SetupException("no map '" + mapId + "' (there are " + grounds.keySet() + ")");
        }
        return g;
    }
}
