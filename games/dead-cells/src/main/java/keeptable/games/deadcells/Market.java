package keeptable.games.deadcells;

/** The Interbiome characters' levels and what they sell at them, read by the rules and by the words. */
final class Market {
    private Market() {
    }

    /**
     * An Interbiome character at its level: Level 0, one level up for each of its mutations ("healer-plus",
     * "merchant-plus", "collector-plus") on the Mutation board, up to its highest authored level.
     */
    static int level(DcPosition s, int ch) {
        return Math.min(s.mutationCount(RAISED_BY[ch]), s.c.marketLevels(ch) - 1);
    }

    /** The mutation effect that raises each character (by {@code Content.MARKET_NAMES}' order) one level. */
    private static final String[] RAISED_BY = {"healer-plus", "merchant-plus", "collector-plus"};

    /** That character's numbers at its level: the Healer {cost, times}, the Merchant and Collector {draw, cost}. */
    static int[] market(DcPosition s, int ch) {
        return s.c.market(ch, level(s, ch));
    }
}
