package keeptable.games.deadkeep;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass;
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
    /** The Skills some Equipment card gives, as a bit mask (Skills 0-63 and 64-127). */
    final long gearLo;
    final long gearHi;
    /** Per Class (ordinal): its "Class: [Class]" Skills as a bit mask, Skills 0-63 ({@code [2c]}) and 64-127 ({@code [2c+1]}). */
    final long[] classSkills;
    /** Per Enemy type: its Ironclad and its Killer Skills likewise ({@code [2type]}, {@code [2type+1]}). */
    final long[] ironcladSkills;
    final long[] killerSkills;
    /** Per Skill: the free Action type ({@code FreeActions.F_*}) it gives each activation (+1 Free Action, Spellcaster), or -1. */
    final int[] freeActionOf;
    /** Per Skill: its Teleport range, 0 for any other Skill. */
    final int[] teleportOf;

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
            }
        }
        long[] gear = new long[2];
        freeActionOf = new int[c.skills.size()];
        teleportOf = new int[c.skills.size()];
        for (int k = 0; k < c.skills.size(); k++) {
            Skill sk = c.skills.get(k);
            if (c.grantedByEquipment[k]) {
                add(gear, 0, k);
            }
            freeActionOf[k] = sk.kind() == Skill.Kind.FREE_ACTION ? freeIndex(sk.param())
                    : sk.kind() == Skill.Kind.SPELLCASTER ? FreeActions.F_SPELL : -1;
            teleportOf[k] = sk.kind() == Skill.Kind.TELEPORT ? Integer.parseInt(sk.param()) : 0;
        }
        gearLo = gear[0];
        gearHi = gear[1];
        AdventurerClass[] classes = AdventurerClass.values();
        classSkills = new long[2 * classes.length];
        for (AdventurerClass cl : classes) {
            named(c, Skill.Kind.CLASS, cl.name().toLowerCase(Locale.ROOT), classSkills, cl.ordinal());
        }
        ironcladSkills = new long[2 * types];
        killerSkills = new long[2 * types];
        for (int type = 0; type < types; type++) {
            named(c, Skill.Kind.IRONCLAD, c.enemies.get(type).id(), ironcladSkills, type);
            named(c, Skill.Kind.KILLER, c.enemies.get(type).id(), killerSkills, type);
        }
    }

    /** Puts the Skills {@code kind:param} into the mask pair {@code at} of {@code masks}. */
    private static void named(Content c, Skill.Kind kind, String param, long[] masks, int at) {
        for (int k : c.skillsOfKind[kind.ordinal()]) {
            if (param.equals(c.skills.get(k).param())) {
                add(masks, at, k);
            }
        }
    }

    private static void add(long[] masks, int at, int k) {
        masks[2 * at + (k >>> 6)] |= 1L << k;
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

    /** The free Action type ({@code FreeActions.F_*}) a Skill's parameter names ("move", "melee", ...; else combat). */
    static int freeIndex(String type) {
        return switch (type) {
            case "move" -> FreeActions.F_MOVE;
            case "melee" -> FreeActions.F_MELEE;
            case "ranged" -> FreeActions.F_RANGED;
            case "magic" -> FreeActions.F_MAGIC;
            case "search" -> FreeActions.F_SEARCH;
            case "enchantment" -> FreeActions.F_ENCHANT;
            case "gather" -> FreeActions.F_GATHER;
            default -> FreeActions.F_COMBAT;
        };
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
