package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import keeptable.games.downamongthedead.content.GameMap;

/**
 * A counter the player to move may move now (4.0), with every square its whole move may end on and the way there
 * ({@link Routes}), in the table's words. The board lets a player pick the counter, then the square, and plays the
 * way's steps one after the other; a failed break-away roll ends the move where the rules say.
 *
 * @param from         the counter's square
 * @param name         the counter's name
 * @param words        what picking the counter does ("Choose where the Knight on C3 moves: up to 3 squares")
 * @param destinations each square the move may end on
 */
public record MoveOffer(String from, String name, String words, List<Destination> destinations) {

    /**
     * One square a move may end on.
     *
     * @param to    the square
     * @param path  the squares of the way in order, the counter's own first
     * @param words the move in words, with the way, the break-away rolls it needs and the spawning squares it destroys
     */
    public record Destination(String to, List<String> path, String words) {
    }

    /** The counters the player to move may move now: the one under way, else each that has not moved this phase. */
    static List<MoveOffer> of(DadPosition s) {
        List<MoveOffer> out = new ArrayList<>();
        if (s.phase != DadPosition.MOVE || s.reaction != DadPosition.NONE) {
            return out;
        }
        if (s.moving >= 0) {
            add(s, s.moving, out);
            return out;
        }
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i) && s.owner[i] == s.mover && (s.acted >>> i & 1) == 0) {
                add(s, i, out);
            }
        }
        return out;
    }

    private static void add(DadPosition s, int counter, List<MoveOffer> out) {
        Routes.Route[] best = Routes.of(s, counter);
        String name = s.content.kindName(s.roster.kind(counter));
        String from = GameMap.name(s.pos[counter]);
        List<Destination> destinations = new ArrayList<>();
        for (Routes.Route r : best) {
            if (r != null) {
                destinations.add(destination(s, counter, name, r));
            }
        }
        if (destinations.isEmpty()) {
            return;
        }
        int moves = s.moving == counter ? s.movesLeft : s.content.movement[s.roster.kind(counter)];
        String words = "Choose where the " + name + " on " + from + " moves: up to " + moves
                + (moves == 1 ? " square" : " squares") + (s.moving == counter ? " left" : "");
        out.add(new MoveOffer(from, name, words, destinations));
    }

    private static Destination destination(DadPosition s, int counter, String name, Routes.Route r) {
        List<String> path = new ArrayList<>(r.path().length);
        for (int sq : r.path()) {
            path.add(GameMap.name(sq));
        }
        StringBuilder w = new StringBuilder("Move the ").append(name).append(" from ").append(path.get(0)).append(" to ")
                .append(path.get(path.size() - 1));
        if (path.size() > 2) {
            w.append(" by ").append(String.join(", ", path.subList(1, path.size() - 1)));
        }
        if (r.rolls() > 0) {
            w.append(", breaking away ").append(r.rolls() == 1 ? "once" : r.rolls() + " times").append(" (")
                    .append(MoveChoices.breakAwayNeeds(s, counter)).append(" to 6 goes on, less ends the move)");
        }
        if (r.spawns() > 0) {
            w.append(", destroying ").append(r.spawns() == 1 ? "a spawning square" : r.spawns() + " spawning squares");
        }
        return new Destination(path.get(path.size() - 1), path, w.toString());
    }
}
