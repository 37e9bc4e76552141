package keeptable.engine.module;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import keeptable.engine.SetupException;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;

/** The game modules found on the class path. */
public final class GameModules {
    private GameModules() {
    }

    public static List<GameModule> all() {
        List<GameModule> games = new ArrayList<>();
        for (GameModule game : ServiceLoader.load(GameModule.class)) {
            games.add(game);
        }
        games.sort(Comparator.comparing(GameModule::id));
        return games;
    }

    /**
     * The game with this id built from the content in {@code folder} (a designer's copy of its content
     * files), or as it comes when {@code folder} is null. A missing folder or a bad file is refused naming
     * the file, the entry and the reason.
     */
    public static GameModule byId(String id, Path folder) {
        GameModule game = byId(id);
        if (folder == null) {
            return game;
        }
        if (!Files.isDirectory(folder)) {
            throw new SetupException("no content folder " + folder);
        }
        try {
            return game.withContent(ContentSource.directory(folder));
        } catch (ContentException e) {
            throw new SetupException("the content in " + folder + " is refused: " + e.getMessage());
        }
    }

    /** The game with this id, or an error listing the ids there are. */
    public static GameModule byId(String id) {
        List<GameModule> games = all();
        for (GameModule g : games) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new SetupException("no game '" + id + "'; known games: "
                + games.stream().map(GameModule::id).toList());
    }
}
