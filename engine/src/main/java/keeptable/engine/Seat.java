package keeptable.engine;

/**
 * One place at the table: the player's name and who plays it ("human", "random", "heuristic",
 * "ismcts"). The rules never look at {@code agent}; records keep it so a replay shows who sat where.
 */
public record Seat(String name, String agent) {
    public Seat {
        if (name == null || name.isBlank()) {
            throw new SetupException("every seat needs a name");
        }
        if (agent == null || agent.isBlank()) {
            agent = "human";
        }
    }
}
