package keeptable.games.deadkeep;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.EnemyType;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;

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
    /**
     * Per Equipment card and inventory slot ({@code card * Slots.N + slot}): the content Skill the card gives
     * while it sits in that slot ("while equipped" cards in a Hand or Body slot, Talismans, cards that work
     * in the Backpack), or -1.
     */
    final int[] gearSkill;
    /** The Necromantic Equipment deck's physical cards in deck order of the content (copies side by side): id -> card. */
    final int[] necroCards;
    /** The Necromantic Artifact deck's physical cards likewise. */
    final int[] artifactCards;
    /** Per Skill kind (ordinal): the content Skills of that kind as a bit mask, Skills 0-63 and 64-127. */
    final long[] kindLo;
    final long[] kindHi;
    /** Per Skill kind (ordinal): whether some Equipment card gives a Skill of that kind. */
    final boolean[] kindByGear;

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
        gearSkill = new int[c.equipment.size() * Slots.N];
        for (int k = 0; k < c.equipment.size(); k++) {
            Equipment e = c.equipment.get(k);
            for (int slot = 0; slot < Slots.N; slot++) {
                boolean works = c.equipmentSkill[k] >= 0 && e.held() && Slots.active(e, slot);
                gearSkill[k * Slots.N + slot] = works ? c.equipmentSkill[k] : -1;
            }
        }
        necroCards = copies(c, Equipment.Deck.NECROMANTIC);
        artifactCards = copies(c, Equipment.Deck.ARTIFACT);
        int kinds = Skill.Kind.values().length;
        kindLo = new long[kinds];
        kindHi = new long[kinds];
        kindByGear = new boolean[kinds];
        for (int kind = 0; kind < kinds; kind++) {
            for (int k : c.skillsOfKind[kind]) {
                if (k >= 128) {
                    throw new IllegalStateException("The Dead Keep keeps at most 128 Skills, not " + c.skills.size());
                }
                if (k < 64) {
                    kindLo[kind] |= 1L << k;
                } else {
                    kindHi[kind] |= 1L << (k - 64);
                }
                kindByGear[kind] |= c.grantedByEquipment[k];
            }
        }
    }

    /** One entry per physical card of an Equipment deck: the content card, each copy after the other. */
    private static int[] copies(Content c, Equipment.Deck deck) {
        int n = 0;
        for (Equipment e : c.equipment) {
            n += e.deck() == deck ? e.copies() : 0;
        }
        int[] out = new int[n];
        int len = 0;
        for (int k = 0; k < c.equipment.size(); k++) {
            if (c.equipment.get(k).deck() == deck) {
                for (int i = 0; i < c.equipment.get(k).copies(); i++) {
                    out[len++] = k;
                }
            }
        }
        return out;
    }

    /** Whether content Skill {@code k} is of the kind with these masks. */
    static boolean inKind(int k, long lo, long hi) {
        return k < 64 ? (lo & (1L << k)) != 0 : (hi & (1L << (k - 64))) != 0;
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
