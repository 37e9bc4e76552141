package keeptable.games.deadkeep;

/**
 * What each Adventurer met during a game, kept only for the designer's reports ({@code ItemUses}): the
 * Enemies it eliminated and those whose Attacks it faced, by Enemy type, and the map tiles it entered. The rules
 * never read it, so it is not in the fingerprint; the Equipment held and the Skills gained are read from the
 * state itself when the game ends.
 */
final class ItemTally {
    /** Per Adventurer and Enemy type ({@code a * types + type}): Enemies eliminated. */
    private final int[] killed;
    /** Per Adventurer and Enemy type: Enemy Attacks faced (before Armor). */
    private final int[] fought;
    /** Per Adventurer: the tiles entered, as a mask of tile indexes. */
    private final long[] tiles;
    private final int types;

    ItemTally(int adventurers, int types) {
        this.types = types;
        killed = new int[adventurers * types];
        fought = new int[adventurers * types];
        tiles = new long[adventurers];
    }

    private ItemTally(ItemTally o) {
        types = o.types;
        killed = o.killed.clone();
        fought = o.fought.clone();
        tiles = o.tiles.clone();
    }

    ItemTally copy() {
        return new ItemTally(this);
    }

    void killed(int a, int type) {
        killed[a * types + type]++;
    }

    void fought(int a, int type, int attacks) {
        fought[a * types + type] += attacks;
    }

    void entered(int a, int tile) {
        if (tile < 64) {
            tiles[a] |= 1L << tile;
        }
    }

    /** Enemies of a type Adventurer a eliminated. */
    int killedBy(int a, int type) {
        return killed[a * types + type];
    }

    /** Attacks of Enemies of a type Adventurer a faced. */
    int faced(int a, int type) {
        return fought[a * types + type];
    }

    /** The tiles Adventurer a entered, as a mask of tile indexes. */
    long tilesOf(int a) {
        return tiles[a];
    }
}
