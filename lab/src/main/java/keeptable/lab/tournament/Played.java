package keeptable.lab.tournament;

/**
 * One game of a tournament as the ratings need it.
 *
 * @param round    the round it belongs to (all games of a round share a deal)
 * @param seating  the agent's index in each seat
 * @param place    each seat's place, 1 first (seats that tie share a place)
 * @param side     each seat's side (e.g. "Molasar"), or null in a game without sides
 * @param won      whether each seat won
 * @param progress how far the players got as a fraction of the way (0 to 1), or NaN when the game measures none
 * @param length   the choices the game took
 * @param thinking how long each seat's agent thought, in CPU time of its thread
 */
public record Played(int round, int[] seating, int[] place, String[] side, boolean[] won, double progress,
                     int length, Thinking[] thinking) {
    /** The name the ratings give the agent in {@code seat}: its spec, and its side when sides differ. */
    public String participant(String[] agents, int seat) {
        return side[seat] == null ? agents[seating[seat]] : agents[seating[seat]] + " as " + side[seat];
    }
}
