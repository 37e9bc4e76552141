package keeptable.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

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
