package keeptable.lab;

import java.util.ArrayList;
import java.util.List;

/**
 * One pair of a paired run ({@code compare}): game (or campaign) {@code index}, played on the same seed under the
 * base and the variant content, with each version's result, so the paired test can be checked by hand from
 * {@code pairs.csv}. In a campaign each count is summed over the campaign's games and the words are joined.
 *
 * @param index           the game's (or campaign's) number in the run, from 0
 * @param seed            its seed (the first game's, in a campaign)
 * @param games           games played in it by the base and by the variant
 * @param baseWins        per seat, games the seat won under the base content
 * @param variantWins     the same under the variant
 * @param baseChoices     choices played under the base
 * @param variantChoices  choices played under the variant
 * @param baseWinner      who won under the base, in words ("seat 2 won", "Molasar won", "won", "lost")
 * @param variantWinner   who won under the variant
 * @param baseEnding      how the base game ended
 * @param variantEnding   how the variant game ended
 */
public record PairRow(long index, long seed, int[] games, int[] baseWins, int[] variantWins, int baseChoices,
                      int variantChoices, String baseWinner, String variantWinner, String baseEnding,
                      String variantEnding) {

    /** The row of pair {@code index} from each version's games in order. */
    public static PairRow of(long index, List<GameStats> base, List<GameStats> variant) {
        int seats = base.isEmpty() ? variant.get(0).seats() : base.get(0).seats();
        return new PairRow(index, base.isEmpty() ? variant.get(0).seed() : base.get(0).seed(),
                new int[] {base.size(), variant.size()}, wins(base, seats), wins(variant, seats), choices(base),
                choices(variant), words(base, true), words(variant, true), words(base, false),
                words(variant, false));
    }

    private static int[] wins(List<GameStats> games, int seats) {
        int[] w = new int[seats];
        for (GameStats g : games) {
            for (int s = 0; s < seats; s++) {
                if (g.won(s)) {
                    w[s]++;
                }
            }
        }
        return w;
    }

    private static int choices(List<GameStats> games) {
        return games.stream().mapToInt(GameStats::choices).sum();
    }

    private static String words(List<GameStats> games, boolean winner) {
        List<String> out = new ArrayList<>();
        for (GameStats g : games) {
            out.add(winner ? Tally.outcomeGroup(g) : g.reason());
        }
        return String.join(" | ", out);
    }
}
