package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.ItemUse;

/**
 * Content used during a game (abilities, items, the demon), counted per seat for simulations, and after them the
 * counters each side killed or banished, for the end of the game ({@link EndFigures}); none of it is rules.
 */
final class Tally {
    static final String[] NAMES = {"ability: mind control", "ability: summon elemental", "ability: banish",
        "ability: thrown daggers", "ability: divine fire", "ability: spell", "item: heal potion",
        "item: strength potion", "item: resurrection scroll", "spawn: minor demon", "ability: berserker rage",
        "ability: knight re-roll", "ability: man-at-arms cancel"};
    static final int ITEMS = NAMES.length;
    static final int ABILITY = 0;
    static final int ITEM = 6;
    static final int DEMON = 9;
    static final int BERSERK = 10;
    static final int REROLL = 11;
    static final int CANCEL = 12;
    /** The counters of the other side each seat killed or banished (not a content use: never in {@link #uses}). */
    static final int KILLS = ITEMS;
    /** The length of a position's tally array: every use and the kills, per seat. */
    static final int SLOTS = (ITEMS + 1) * 2;

    private Tally() {
    }

    /** The uses counted in a position's tally (per content, per seat), the unused left out. */
    static List<ItemUse> uses(short[] tally) {
        List<ItemUse> out = new ArrayList<>();
        for (int i = 0; i < ITEMS; i++) {
            for (int p = 0; p < 2; p++) {
                if (tally[i * 2 + p] > 0) {
                    out.add(new ItemUse(NAMES[i], p, tally[i * 2 + p]));
                }
            }
        }
        return out;
    }
}
