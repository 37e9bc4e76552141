package keeptable.games.deadkeep;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.EnemyType;

/**
 * Numbers worked out once from the content and shared by every state: one slot per Enemy miniature
 * of the box (grouped by type), each slot's type, the Enemy types the rules name, and the inventory slots
 * each Equipment card fits.
 */
final class ContentIndex {
    private static final Map<Content, ContentIndex> CACHE = new ConcurrentHashMap<>();

    final int slots;
    final int[] typeOf;
    final int[] base;
    final int[] minis;
    final int[] armorPriority;
    final int footman;
    final int crawler;
    final int babaYaga;
    /** Per Equipment card: bit {@code s} set when the card fits inventory slot {@code s} ({@link Slots#fits}). */
    final int[] fitsSlots;

    private ContentIndex(Content c) {
        int types = c.enemies.size();
        base = new int[types];
        minis = new int[types];
        armorPriority = new int[types];
        int total = 0;
        for (int i = 0; i < types; i++) {
            EnemyType e = c.enemies.get(i);
            base[i] = total;
            minis[i] = e.minis();
            total += e.minis();
        }
        slots = total;
        typeOf = new int[total];
        for (int i = 0; i < types; i++) {
            for (int k = 0; k < minis[i]; k++) {
                typeOf[base[i] + k] = i;
            }
        }
        footman = indexOr(c, "footman");
        crawler = indexOr(c, "crawler");
        babaYaga = indexOr(c, "baba-yaga");
        fitsSlots = new int[c.equipment.size()];
        for (int k = 0; k < fitsSlots.length; k++) {
            for (int slot = 0; slot < Slots.N; slot++) {
                if (Slots.fits(c.equipment.get(k), slot)) {
                    fitsSlots[k] |= 1 << slot;
                }
            }
        }
    }

    private static int indexOr(Content c, String id) {
        for (int i = 0; i < c.enemies.size(); i++) {
            if (c.enemies.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    static ContentIndex of(Content c) {
        return CACHE.computeIfAbsent(c, ContentIndex::new);
    }
}
