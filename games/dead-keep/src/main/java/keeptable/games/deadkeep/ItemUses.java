package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.ItemUse;

/** What each seat's Adventurers used and met in a game, for the designer's reports, from the {@link ItemTally} and the position. */
final class ItemUses {
    private ItemUses() {
    }

    /**
     * Per seat (the owner of each Adventurer): "Equipment: NAME" for each card held at the end, "Skill: NAME" for
     * each Skill gained on the Danger Bar (not the Adventurer's starting ones), "Killed: ENEMY" and "Fought: ENEMY"
     * with their counts, and "Tile: NAME" for each tile entered. Uses of one item by one seat are summed.
     */
    static List<ItemUse> of(DkPosition s) {
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
                    add(out, "Skill: " + ChoiceWords.skillName(s.c, k), seat, 1);
                }
            }
            for (int type = 0; type < s.c.enemies.size(); type++) {
                String enemy = s.c.enemies.get(type).name();
                add(out, "Killed: " + enemy, seat, s.uses.killedBy(a, type));
                add(out, "Fought: " + enemy, seat, s.uses.faced(a, type));
            }
            for (long m = s.uses.tilesOf(a); m != 0; m &= m - 1) {
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
