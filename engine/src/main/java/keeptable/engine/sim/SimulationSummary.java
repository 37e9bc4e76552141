package keeptable.engine.sim;

import java.util.List;
import java.util.Map;

/**
 * What a simulation found: win rate per seat with a 95% Wilson interval, game length in choices,
 * per content item how often it was used and how its users fared, how many games ended each way
 * (the outcome's reason, e.g. "died in Biome 3"), and for campaigns how the n-th game of a campaign
 * fared.
 */
public record SimulationSummary(String game, String rulesVersion, int games, int threads, long seed,
                                double seconds, double gamesPerSecond, List<SeatSummary> seats, int noWinner,
                                Lengths length, List<ItemSummary> items, Map<String, Integer> endings,
                                List<CampaignGame> campaign) {

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

    /**
     * The games played {@code position}-th in their campaigns (from 1): how many were played (a
     * finished campaign plays no more), how many some seat won, and how they ended.
     */
    public record CampaignGame(int position, int played, int won, double winRate, double low95, double high95,
                               Map<String, Integer> endings) {
    }
}
