package keeptable.games.killmanskeep.content;

import java.util.List;

/** An area of the board and the areas joined to it. */
public record Area(String id, String name, List<String> adjacent, String does) {
}
