package keeptable.engine.sim;

import java.util.List;

/**
 * What a simulation found: win rate per seat with a 95% Wilson interval, game length in choices,
 * and per content item how often it was used and how its users fared.
 */
public record SimulationSummary(String game, String rulesVersion, int games, int threads, long seed,
                                double seconds, double gamesPerSecond, List<SeatSummary> seats, int noWinner,
                                Lengths length, List<ItemSummary> items) {

    public record SeatSummary(int seat, String agent, int wins, double winRate, double low95, double high95) {
    }

    public record Lengths(double mean, int median, int min, int max) {
    }

    /**
     * @param games   games in which some seat used the item
     * @param uses    times it was used in all
     * @param users   (game, seat) pairs that used it
     * @param winRate share of those users that won their game
     */
    public record ItemSummary(String item, int games, int uses, int users, double winRate, double low95,
                              double high95) {
    }
}
