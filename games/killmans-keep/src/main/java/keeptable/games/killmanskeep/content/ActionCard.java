package keeptable.games.killmanskeep.content;

import java.util.List;

/** The reference card each player holds: a turn in short lines. */
public record ActionCard(String title, List<String> lines) {
}
