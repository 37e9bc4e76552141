package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.ItemUse;

/**
 * What each Adventurer met during a game, kept only for the designer's reports ({@link DkState#itemUses}): the
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

    /**
     * Per seat (the owner of each Adventurer): "Equipment: NAME" for each card held at the end, "Skill: NAME" for
     * each Skill gained on the Danger Bar (not the Adventurer's starting ones), "Killed: ENEMY" and "Fought: ENEMY"
     * with their counts, and "Tile: NAME" for each tile entered. Uses of one item by one seat are summed.
     */
    List<ItemUse> uses(DkState s) {
        List<ItemUse> out = new ArrayList<>();
        for (int a = 0; a < s.n; a++) {
            int seat = s.owner[a];
            for (int slot = 0; slot < Slots.N; slot++) {
                int k = s.item(a, slot);
                if (k >= 0) {
                    add(out, "Equipment: " + s.c.equipment.get(k).name(), seat, 1);
                }
            }
            int[] starting = s.c.tree[s.card[a]][0];
            for (int k = 0; k < s.c.skills.size(); k++) {
                if (s.has(a, k) && !contains(starting, k)) {
                    add(out, "Skill: " + ChoiceWords.skillWords(s.c.skills.get(k).id()), seat, 1);
                }
            }
            for (int type = 0; type < types; type++) {
                String enemy = s.c.enemies.get(type).name();
                add(out, "Killed: " + enemy, seat, killed[a * types + type]);
                add(out, "Fought: " + enemy, seat, fought[a * types + type]);
            }
            for (long m = tiles[a]; m != 0; m &= m - 1) {
                add(out, "Tile: " + s.g.board().tiles().get(Long.numberOfTrailingZeros(m)), seat, 1);
            }
        }
        return out;
    }

    private static boolean contains(int[] ks, int k) {
        for (int x : ks) {
            if (x == k) {
                return true;
            }
        }
        return false;
    }

    /** Adds {@code times} uses of {@code item} by {@code seat}, to the seat's line for that item if it has one. */
    private static void add(List<ItemUse> out, String item, int seat, int times) {
        if (times <= 0) {
            return;
        }
        for (int i = 0; i < out.size(); i++) {
            ItemUse u = out.get(i);
            if (u.seat() == seat && u.item().equals(item)) {
                out.set(i, new ItemUse(item, seat, u.times() + times));
                return;
            }
        }
        out.add(new ItemUse(item, seat, times));
    }
}
