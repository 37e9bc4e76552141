package keeptable.engine;

import java.util.List;
import java.util.Map;

/** How a game starts: the seats in table order, game options, and the seed of all its chance. */
public record Setup(List<Seat> seats, Map<String, String> options, long seed) {
    public Setup {
        if (seats == null || seats.isEmpty()) {
            throw new SetupException("a game needs at least one seat");
        }
        seats = List.copyOf(seats);
        options = options == null ? Map.of() : Map.copyOf(options);
    }

    public static Setup of(long seed, String... agents) {
        Seat[] seats = new Seat[agents.length];
        for (int i = 0; i < agents.length; i++) {
            seats[i] = new Seat("Player " + (i + 1), agents[i]);
        }
        return new Setup(List.of(seats), Map.of(), seed);
    }

    public int size() {
        return seats.size();
    }

    public String option(String key, String fallback) {
        return options.getOrDefault(key, fallback);
    }
}
