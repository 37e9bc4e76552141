package keeptable.games.downamongthedead.content;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import keeptable.engine.content.ContentCache;
import keeptable.engine.content.ContentDigest;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;

/**
 * All static content of Down Among The Dead, loaded once from YAML, validated, and shared by every
 * state: the maps, the counter list, the items and spells, and the spawn tables.
 */
public final class Content {
    public static final String MAPS = "maps.yaml";
    public static final String COUNTERS = "counters.yaml";
    public static final String ITEMS = "items.yaml";
    public static final String SPAWNS = "spawns.yaml";

    record MapEntry(String id, String name, List<String> rows) {
    }

    record CounterEntry(String id, String name, String code, String side, int movement, int combat, int hitPoints,
                        int arcane, int copies) {
    }

    record ItemEntry(String id, String name, int copies, int bonus) {
    }

    record Limit(String id, int max, boolean reroll) {
    }

    record Sacrifice(int thralls, int lesser) {
    }

    record SpawnFile(List<String> spawnTable, List<Limit> limits, List<Sacrifice> demonSacrifices,
                     List<String> summonTable) {
    }


    public final List<GameMap> maps;
    public final String[] name = new String[Kind.ALL.length];
    public final String[] code = new String[Kind.ALL.length];
    public final int[] movement = new int[Kind.ALL.length];
    public final int[] combat = new int[Kind.ALL.length];
    public final int[] hitPoints = new int[Kind.ALL.length];
    public final int[] arcane = new int[Kind.ALL.length];
    public final int[] copies = new int[Kind.ALL.length];
    /** Item types: 0 heal potion, 1 strength potion, 2 resurrection scroll. */
    public final String[] itemName = new String[3];
    public final int[] itemCopies = new int[3];
    public final int strengthBonus;
    /** Spells: 0 combustion, 1 chain lightning, 2 frost. */
    public final String[] spellName = new String[3];
    public final int[] spellBonus = new int[3];
    /** spawnTable[face-1] = kind ordinal, or -1 for none. */
    public final int[] spawnTable = new int[6];
    public final int[] summonTable = new int[6];
    /** Most in play at once per kind, or Integer.MAX_VALUE; reroll when at the limit. */
    public final int[] limit = new int[Kind.ALL.length];
    public final boolean[] reroll = new boolean[Kind.ALL.length];
    public final int[][] sacrifices;
    /** The counters in the box, numbered from {@link #copies}. */
    public final Roster roster;
    /** The hash of every content file this was loaded from (see {@link ContentDigest}): part of the rules version. */
    public final String hash;

    public static final int HEAL = 0;
    public static final int STRENGTH = 1;
    public static final int SCROLL = 2;
    public static final int COMBUSTION = 0;
    public static final int CHAIN = 1;
    public static final int FROST = 2;

    private Content(List<GameMap> maps, List<CounterEntry> counters, List<ItemEntry> items, List<ItemEntry> spells,
                    SpawnFile spawns, String hash) {
        this.hash = hash;
        this.maps = List.copyOf(maps);
        for (CounterEntry e : counters) {
            int k = Kind.byId(e.id()).ordinal();
            name[k] = e.name();
            code[k] = e.code();
            movement[k] = e.movement();
            combat[k] = e.combat();
            hitPoints[k] = e.hitPoints();
            arcane[k] = e.arcane();
            copies[k] = e.copies();
        }
        roster = new Roster(copies);
        String[] itemIds = {"heal-potion", "strength-potion", "resurrection-scroll"};
        int str = 0;
        for (ItemEntry e : items) {
            int i = List.of(itemIds).indexOf(e.id());
            itemName[i] = e.name();
            itemCopies[i] = e.copies();
            if (i == STRENGTH) {
                str = e.bonus();
            }
        }
        strengthBonus = str;
        String[] spellIds = {"combustion", "chain-lightning", "frost"};
        for (ItemEntry e : spells) {
            int i = List.of(spellIds).indexOf(e.id());
            spellName[i] = e.name();
            spellBonus[i] = e.bonus();
        }
        for (int f = 0; f < 6; f++) {
            Kind a = Kind.byId(spawns.spawnTable().get(f));
            spawnTable[f] = a == null ? -1 : a.ordinal();
            Kind b = Kind.byId(spawns.summonTable().get(f));
            summonTable[f] = b == null ? -1 : b.ordinal();
        }
        java.util.Arrays.fill(limit, Integer.MAX_VALUE);
        for (Limit l : spawns.limits()) {
            int k = Kind.byId(l.id()).ordinal();
            limit[k] = l.max();
            reroll[k] = l.reroll();
        }
        sacrifices = new int[spawns.demonSacrifices().size()][];
        for (int i = 0; i < sacrifices.length; i++) {
            sacrifices[i] = new int[] {spawns.demonSacrifices().get(i).thralls(), spawns.demonSacrifices().get(i).lesser()};
        }
    }

    /** The content shipped with the game. */
    public static Content standard() {
        return ContentCache.shipped(Content.class, "down-among-the-dead", Content::load);
    }

    public GameMap map(String id) {
        for (GameMap m : maps) {
            if (m.id.equals(id)) {
                return m;
            }
        }
        return null;
    }

    public String kindName(int kind) {
        return name[kind];
    }

    /**
     * Reads and checks every content file, all four of them at once and through a digest, so the
     * content's hash covers everything the rules read.
     *
     * @throws ContentException naming the file, the entry and the reason of the first problem found
     */
    public static Content load(ContentSource source) {
        ContentDigest digest = new ContentDigest(source);
        YamlReader yaml = new YamlReader(digest);
        List<MapEntry> mapEntries = yaml.entries(yaml.tree(MAPS), MAPS, "maps", MapEntry.class);
        List<CounterEntry> counters = yaml.entries(yaml.tree(COUNTERS), COUNTERS, "counters",
                CounterEntry.class);
        JsonNode itemTree = yaml.tree(ITEMS);
        List<ItemEntry> items = yaml.entries(itemTree, ITEMS, "items", ItemEntry.class);
        List<ItemEntry> spells = yaml.entries(itemTree, ITEMS, "spells", ItemEntry.class);
        SpawnFile spawns = yaml.convert(yaml.tree(SPAWNS), SPAWNS, null, SpawnFile.class);
        List<GameMap> maps = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (MapEntry m : mapEntries) {
            if (m.id() == null || m.id().isBlank() || !ids.add(m.id())) {
                throw new ContentException(MAPS, m.id(), "every map needs an id of its own");
            }
            maps.add(MapChecks.check(MAPS, m.id(), m.name(), m.rows()));
        }
        if (maps.size() < 2) {
            throw new ContentException(MAPS, null, "at least two maps are needed");
        }
        checkCounters(counters);
        checkItems(items, spells);
        checkSpawns(spawns);
        return new Content(maps, counters, items, spells, spawns, digest.hash());
    }

    private static void checkCounters(List<CounterEntry> counters) {
        Set<String> seen = new HashSet<>();
        for (CounterEntry e : counters) {
            Kind k = Kind.byId(e.id());
            if (k == null) {
                throw new ContentException(COUNTERS, e.id(), "no such counter in the game");
            }
            if (!seen.add(e.id())) {
                throw new ContentException(COUNTERS, e.id(), "the id is used twice");
            }
            if (e.name() == null || e.name().isBlank() || e.code() == null || e.code().isBlank()
                    || e.code().length() > 2) {
                throw new ContentException(COUNTERS, e.id(), "needs a name and a code of 1 or 2 letters");
            }
            if (!(k.adventurer() ? "adventurer" : "monster").equals(e.side())) {
                throw new ContentException(COUNTERS, e.id(), "side must be " + (k.adventurer() ? "adventurer" : "monster"));
            }
            if (e.movement() < 1 || e.movement() > 8) {
                throw new ContentException(COUNTERS, e.id(), "movement must be 1 to 8");
            }
            if (e.hitPoints() < 0 || e.hitPoints() > 9) {
                throw new ContentException(COUNTERS, e.id(), "hitPoints must be 0 to 9");
            }
            if (k == Kind.MAGE ? e.arcane() < 1 : e.arcane() != 0) {
                throw new ContentException(COUNTERS, e.id(), "only the Mage has an arcane rank, and he must have one");
            }
            int want = k == Kind.ZOMBIE ? -1 : k == Kind.VAMPIRE_THRALL ? 4 : k == Kind.MINION ? -1 : 1;
            if (want > 0 ? e.copies() != want : e.copies() < 1) {
                throw new ContentException(COUNTERS, e.id(), "copies must be " + (want > 0 ? want : "at least 1"));
            }
        }
        for (Kind k : Kind.ALL) {
            if (!seen.contains(k.id)) {
                throw new ContentException(COUNTERS, k.id, "this counter is missing");
            }
        }
        int total = counters.stream().mapToInt(CounterEntry::copies).sum();
        if (total > Roster.MAX_COUNTERS) {
            throw new ContentException(COUNTERS, null, "at most " + Roster.MAX_COUNTERS + " counters in all, not "
                    + total);
        }
    }

    private static void checkItems(List<ItemEntry> items, List<ItemEntry> spells) {
        List<String> want = List.of("heal-potion", "strength-potion", "resurrection-scroll");
        for (ItemEntry e : items) {
            if (!want.contains(e.id())) {
                throw new ContentException(ITEMS, e.id(), "no such item; items are " + want);
            }
            if (e.copies() < 1) {
                throw new ContentException(ITEMS, e.id(), "copies must be at least 1");
            }
            if (e.id().equals("strength-potion") ? e.bonus() <= 0 : e.bonus() != 0) {
                throw new ContentException(ITEMS, e.id(), "only the strength potion has a bonus, and it is positive");
            }
        }
        if (items.size() != 3) {
            throw new ContentException(ITEMS, null, "items must list " + want + " once each");
        }
        List<String> sp = List.of("combustion", "chain-lightning", "frost");
        Set<String> seen = new HashSet<>();
        for (ItemEntry e : spells) {
            if (!sp.contains(e.id()) || !seen.add(e.id())) {
                throw new ContentException(ITEMS, e.id(), "spells are " + sp + ", once each");
            }
            if (e.bonus() < 0) {
                throw new ContentException(ITEMS, e.id(), "a spell bonus must not be negative");
            }
        }
        if (seen.size() != 3) {
            throw new ContentException(ITEMS, null, "spells must list " + sp);
        }
    }

    private static void checkSpawns(SpawnFile s) {
        if (s.spawnTable() == null || s.spawnTable().size() != 6) {
            throw new ContentException(SPAWNS, "spawnTable", "needs one entry per die face (6)");
        }
        for (String id : s.spawnTable()) {
            Kind k = Kind.byId(id);
            if (!"none".equals(id) && (k == null || k.adventurer())) {
                throw new ContentException(SPAWNS, "spawnTable", "'" + id + "' is not a creature");
            }
        }
        if (s.summonTable() == null || s.summonTable().size() != 6) {
            throw new ContentException(SPAWNS, "summonTable", "needs one entry per die face (6)");
        }
        for (String id : s.summonTable()) {
            Kind k = Kind.byId(id);
            if (!"none".equals(id) && (k == null || !k.elemental())) {
                throw new ContentException(SPAWNS, "summonTable", "'" + id + "' is not an elemental");
            }
        }
        if (s.spawnTable().stream().allMatch("none"::equals)) {
            throw new ContentException(SPAWNS, "spawnTable", "nothing could ever spawn");
        }
        for (Limit l : s.limits() == null ? List.<Limit>of() : s.limits()) {
            if (Kind.byId(l.id()) == null || l.max() < 1) {
                throw new ContentException(SPAWNS, l.id(), "a limit names a creature and a positive max");
            }
            if (l.reroll() && s.spawnTable().stream().allMatch(id -> id.equals(l.id()))) {
                throw new ContentException(SPAWNS, l.id(), "a reroll limit on every face would never end");
            }
        }
        if (s.demonSacrifices() == null || s.demonSacrifices().isEmpty()) {
            throw new ContentException(SPAWNS, "demonSacrifices", "at least one way to summon the demon");
        }
        for (Sacrifice x : s.demonSacrifices()) {
            if (x.thralls() < 0 || x.lesser() < 0 || x.thralls() + x.lesser() == 0 || x.thralls() > 4) {
                throw new ContentException(SPAWNS, "demonSacrifices", "a sacrifice removes 0-4 thralls and some counters");
            }
        }
    }
}
