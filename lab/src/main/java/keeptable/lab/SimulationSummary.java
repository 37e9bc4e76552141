package keeptable.lab;

import java.util.List;
import java.util.Map;

/**
 * What a simulation found: what was run, win rate per seat with a 95% Wilson interval, game length in
 * choices, the game's {@link Metrics}, per content item how often it was used and how its users fared
 * against their seats' baseline, how many games ended each way (the outcome's reason, e.g. "died in
 * Biome 3"), for campaigns how the n-th game of a campaign fared, the games round by round ({@code rounds}, null
 * where no game was measured) and how often each kind of choice was offered and made ({@code actions}).
 */
public record SimulationSummary(String game, String rulesVersion, int games, int threads, long seed,
                                double seconds, double gamesPerSecond, List<SeatSummary> seats, int noWinner,
                                Lengths length, List<ItemSummary> items, Map<String, Integer> endings,
                                List<CampaignGame> campaign, Run run, Metrics metrics,
                                Map<String, Map<String, Integer>> endingGroups, RoundCurves.Summary rounds,
                                List<ActionFrequencies.Kind> actions) {

    /**
     * What was run, so a report can be run again.
     *
     * @param content        the content played ("the game's own content", or its --content and --set options)
     * @param options        the game options
     * @param agents         the bot in each seat
     * @param campaignLength games per campaign (1: games stand alone)
     * @param maxChoices     the choice limit after which a game counts as timed out
     * @param command        the command line, or empty
     */
    public record Run(String content, Map<String, String> options, List<String> agents, int campaignLength,
                      int maxChoices, String command) {
    }

    public record SeatSummary(int seat, String agent, int wins, double winRate, double low95, double high95) {
    }

    public record Lengths(double mean, int median, int min, int max) {
    }

    /**
     * One content item. Its users are the (game, seat) pairs that used it; their win rate is set against
     * the baseline: what the same seats won over all games, weighted by how often each seat used it. The
     * game is the unit of every interval (its seats share or split one outcome): see docs/lab.md.
     *
     * @param uses      times it was used in all
     * @param users     (game, seat) pairs that used it
     * @param games     games it was used in
     * @param winRate   share of those users that won their game, with its 95 % interval clustered by game
     * @param baseline  the same seats' win rate over all games, weighted by their uses
     * @param effect    winRate - baseline, with its 95 % interval (effectLow, effectHigh) clustered by game
     * @param late      share of its games in which every user first used it in the game's last round
     * @param followsOutcome  late in at least {@link #LATE} of its games: its effect likely follows from
     *                  the outcome (a use that comes with winning or losing) rather than causing it
     * @param fewUses   used in too few games (under {@link #FEW_GAMES}) to rank it: read its figures as a hint only
     */
    public record ItemSummary(String item, long uses, long users, long games, double winRate, double low95,
                              double high95, double baseline, double effect, double effectLow, double effectHigh,
                              double late, boolean followsOutcome, boolean fewUses) {
        public static final int FEW_GAMES = 30;
        public static final double LATE = 0.5;
    }

    /**
     * The games played {@code position}-th in their campaigns (from 1): how many were played (a
     * finished campaign plays no more), how many some seat won, and how they ended.
     */
    public record CampaignGame(int position, int played, int won, double winRate, double low95, double high95,
                               Map<String, Integer> endings) {
    }
}
