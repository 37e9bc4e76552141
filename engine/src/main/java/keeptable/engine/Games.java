package keeptable.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;

/** The games found on the class path. */
public final class Games {
    private Games() {
    }

    public static List<Game> all() {
        List<Game> games = new ArrayList<>();
        for (GameProvider provider : ServiceLoader.load(GameProvider.class)) {
            games.add(provider.game());
        }
        games.sort(Comparator.comparing(Game::id));
        return games;
    }

    /**
     * The game with this id built from the content in {@code folder} (a designer's copy of its content
     * files), or as it comes when {@code folder} is null. A missing folder or a bad file is refused naming
     * the file, the entry and the reason.
     */
    public static Game byId(String id, Path folder) {
        if (folder == null) {
            return byId(id);
        }
        if (!Files.isDirectory(folder)) {
            throw new SetupException("no content folder " + folder);
        }
        for (GameProvider provider : ServiceLoader.load(GameProvider.class)) {
            if (provider.game().id().equals(id)) {
                try {
                    return provider.game(ContentSource.directory(folder));
                } catch (ContentException e) {
                    throw new SetupException("the content in " + folder + " is refused: " + e.getMessage());
                }
            }
        }
        return byId(id); // no such game: refused, naming the games there are
    }

    /** The game with this id, or an error listing the ids there are. */
    public static Game byId(String id) {
        List<Game> games = all();
        for (Game g : games) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new SetupException("no game '" + id + "'; known games: "
                + games.stream().map(Game::id).toList());
    }
}
