package keeptable.games.deadcells.content;

import static keeptable.games.deadcells.content.Content.BLUEPRINT;
import static keeptable.games.deadcells.content.Content.CELL;
import static keeptable.games.deadcells.content.Content.CURSES;
import static keeptable.games.deadcells.content.Content.EQUIPMENT;
import static keeptable.games.deadcells.content.Content.KIND_NAMES;
import static keeptable.games.deadcells.content.Content.K_CURSED;
import static keeptable.games.deadcells.content.Content.K_ELITE;
import static keeptable.games.deadcells.content.Content.K_ENCOUNTER;
import static keeptable.games.deadcells.content.Content.K_MERCHANT;
import static keeptable.games.deadcells.content.Content.POTION;
import static keeptable.games.deadcells.content.Content.SCROLL;
import static keeptable.games.deadcells.content.Content.TEETH;
import static keeptable.games.deadcells.content.ContentParsers.colour;
import static keeptable.games.deadcells.content.ContentParsers.num;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.YamlReader;
import keeptable.games.deadcells.content.Content.Biome;
import keeptable.games.deadcells.content.Content.Corridor;
import keeptable.games.deadcells.content.Content.Gain;
import keeptable.games.deadcells.content.Content.Offer;
import keeptable.games.deadcells.content.Content.Tile;

/**
 * Reads {@code biomes.yaml} into the {@link Content} being built: its tiles, then its Biomes with their spaces,
 * exits, curse keys and corridors, each checked.
 */
final class BiomeReader {
    private BiomeReader() {
    }

    static void read(ContentLines c, YamlReader r) {
        String f = "biomes.yaml";
        JsonNode t = r.tree(f);
        List<Yaml.BiomeEntry> entries = r.entries(t, f, "biomes", Yaml.BiomeEntry.class);
        List<Yaml.TileEntry> tileEntries = r.entries(t, f, "tiles", Yaml.TileEntry.class);
        for (Yaml.TileEntry e : tileEntries) {
            int b = -1;
            for (int i = 0; i < entries.size(); i++) {
                if (entries.get(i).id().equals(e.biome())) {
                    b = i;
                }
            }
            if (b < 0) {
                throw new ContentException(f, e.id(), "no Biome '" + e.biome() + "'");
            }
            int kind = KIND_NAMES.indexOf(e.kind());
            if (kind < 0) {
                throw new ContentException(f, e.id(), "unknown tile kind '" + e.kind() + "'");
            }
            int[] enemies = new int[e.enemies() == null ? 0 : e.enemies().size()];
            for (int i = 0; i < enemies.length; i++) {
                String m = e.enemies().get(i);
                if (!m.equals("M") && !m.equals("E")) {
                    throw new ContentException(f, e.id(), "an enemy icon is M or E, not '" + m + "'");
                }
                enemies[i] = m.equals("E") ? 1 : 0;
            }
            if ((kind == K_ENCOUNTER || kind == K_ELITE) && enemies.length == 0) {
                throw new ContentException(f, e.id(), "an Encounter places at least one enemy");
            }
            if (kind == K_ELITE && enemies[0] != 1 && (enemies.length < 2 || enemies[1] != 1)) {
                boolean any = false;
                for (int x : enemies) {
                    any |= x == 1;
                }
                if (!any) {
                    throw new ContentException(f, e.id(), "an Elite Encounter places an Elite");
                }
            }
            Gain[][] either = new Gain[e.either() == null ? 0 : e.either().size()][];
            for (int i = 0; i < either.length; i++) {
                String[] parts = e.either().get(i).split("\\|");
                either[i] = new Gain[parts.length];
                for (int j = 0; j < parts.length; j++) {
                    either[i][j] = c.gain(f, e.id(), parts[j].trim());
                }
            }
            int curse = e.curse() == null ? 0 : e.curse().equals("I") ? 1 : e.curse().equals("II") ? 2 : -1;
            if (curse < 0 || (kind == K_CURSED) != (curse > 0)) {
                throw new ContentException(f, e.id(), "a Cursed Treasure (and only it) names curse I or II");
            }
            Offer[] offers = new Offer[e.offers() == null ? 0 : e.offers().size()];
            for (int i = 0; i < offers.length; i++) {
                String[] p = e.offers().get(i).trim().split(" +");
                if (p.length < 3) {
                    throw new ContentException(f, e.id(), "an offer is 'ITEM COST TIMES': " + e.offers().get(i));
                }
                String item = String.join(" ", java.util.Arrays.copyOf(p, p.length - 2));
                offers[i] = new Offer(c.gain(f, e.id(), item), num(f, e.id(), p[p.length - 2]),
                        num(f, e.id(), p[p.length - 1]));
            }
            if ((kind == K_MERCHANT) != (offers.length > 0)) {
                throw new ContentException(f, e.id(), "a Merchant (and only it) has offers");
            }
            int constraint = e.constraint() == null ? 0 : List.of("I", "II", "III", "IV").indexOf(e.constraint()) + 1;
            if (constraint == 0 && e.constraint() != null || constraint > 0 && kind != K_ENCOUNTER && kind != K_ELITE) {
                throw new ContentException(f, e.id(), "a Constraint (I to IV) goes on an Encounter tile");
            }
            Gain[] loot = c.gains(f, e.id(), e.loot());
            for (Gain g : loot) {
                if (g.kind() != TEETH && g.kind() != CELL && g.kind() != POTION && g.kind() != SCROLL
                        && g.kind() != EQUIPMENT && g.kind() != BLUEPRINT) {
                    throw new ContentException(f, e.id(), "Loot is Gold Teeth, Cells, a Potion, a Scroll, Equipment "
                            + "or a Blueprint, not '" + g.code() + "'");
                }
            }
            c.tiles.add(new Tile(e.id(), b, kind, enemies, loot, c.gains(f, e.id(), e.gains()),
                    either, curse, offers, constraint, e.wall()));
        }
        for (int bi = 0; bi < entries.size(); bi++) {
            Yaml.BiomeEntry e = entries.get(bi);
            String[] spaces = e.spaces().toArray(String[]::new);
            List<String> names = e.spaces();
            int start = names.indexOf(e.start());
            if (start < 0) {
                throw new ContentException(f, e.id(), "no start space '" + e.start() + "'");
            }
            int[] exitTo = new int[spaces.length];
            java.util.Arrays.fill(exitTo, Integer.MIN_VALUE);
            for (var x : e.exits().entrySet()) {
                int s = names.indexOf(x.getKey());
                if (s < 0) {
                    throw new ContentException(f, e.id(), "no exit space '" + x.getKey() + "'");
                }
                int next = -1;
                for (int i = 0; i < entries.size(); i++) {
                    if (entries.get(i).id().equals(x.getValue())) {
                        next = i;
                    }
                }
                if (next < 0) {
                    // A Boss is named by its code C1, C2, ...: exit value -1 is the first Boss, -2 the second.
                    if (!x.getValue().matches("C[1-9]")) {
                        throw new ContentException(f, e.id(), "an exit leads to a Biome or a Boss (C1, C2...), not "
                                + x.getValue());
                    }
                    next = -(x.getValue().charAt(1) - '0');
                }
                exitTo[s] = next;
            }
            for (String key : new String[] {"I", "II"}) {
                String curse = e.curse() == null ? null : e.curse().get(key);
                int number = key.length();
                boolean used = false;
                for (Tile tile : c.tiles) {
                    used |= tile.biome() == bi && tile.curse() == number;
                }
                // A key may be left out only where no tile of the Biome names it (the book's B6 II acts on Lantern
                // tokens whose rules it does not give).
                if (curse == null && !used) {
                    continue;
                }
                if (curse == null || !CURSES.contains(curse)) {
                    throw new ContentException(f, e.id(), "curse " + key + " is one of " + CURSES + ", not " + curse);
                }
            }
            Corridor[] cs = new Corridor[e.corridors().size()];
            for (int i = 0; i < cs.length; i++) {
                cs[i] = corridor(c, f, e.id(), names, e.corridors().get(i));
            }
            List<Integer> tileList = new ArrayList<>();
            for (int k = 0; k < c.tiles.size(); k++) {
                if (c.tiles.get(k).biome() == bi) {
                    tileList.add(k);
                }
            }
            int tileSpaces = spaces.length - 1 - e.exits().size();
            // The book shuffles all of a Biome's tiles and lays one on each space; the rest stay in the box.
            if (tileList.size() < tileSpaces) {
                throw new ContentException(f, e.id(), tileSpaces + " tile spaces but only " + tileList.size()
                        + " tiles");
            }
            for (int s = 0; s < spaces.length; s++) {
                if (exitTo[s] != Integer.MIN_VALUE) {
                    continue;
                }
                boolean open = false;
                boolean reached = s == start;
                for (Corridor way : cs) {
                    open |= way.from() == s && way.rune() < 0 && way.check() != 1;
                    reached |= way.to() == s;
                }
                if (!open) {
                    throw new ContentException(f, e.id(), "space " + spaces[s]
                            + " needs a corridor out with no Rune and no Hand Check, so the Group never sticks");
                }
                if (!reached) {
                    throw new ContentException(f, e.id(), "space " + spaces[s] + " cannot be reached");
                }
            }
            c.biomes.add(new Biome(e.id(), e.name(), e.curse() == null ? null : e.curse().get("I"),
                    e.curse() == null ? null : e.curse().get("II"), spaces, start, exitTo, cs,
                    tileList.stream().mapToInt(Integer::intValue).toArray(), null, null, null));
        }
    }

    private static Corridor corridor(ContentLines c, String f, String biome, List<String> names, String text) {
        String[] parts = text.split("\\|");
        String[] ends = parts[0].split("->");
        if (ends.length != 2) {
            throw new ContentException(f, biome, "a corridor is 'FROM -> TO': " + text);
        }
        int from = names.indexOf(ends[0].trim());
        int to = names.indexOf(ends[1].trim());
        if (from < 0 || to < 0) {
            throw new ContentException(f, biome, "corridor to an unknown space: " + text);
        }
        int rune = -1;
        int check = 0;
        int colour = 0;
        Gain reward = null;
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].trim();
            if (p.startsWith("rune ")) {
                rune = c.rune(p.substring(5).trim());
                if (rune < 0) {
                    throw new ContentException(f, biome, "unknown Rune in corridor: " + text);
                }
            } else if (p.startsWith("hand ")) {
                check = 1;
                colour = colour(f, biome, p.substring(5).trim(), false);
            } else if (p.startsWith("deck ")) {
                check = 2;
                int colon = p.indexOf(':');
                if (colon < 0) {
                    throw new ContentException(f, biome, "a Deck Check names its reward: " + text);
                }
                colour = colour(f, biome, p.substring(5, colon).trim(), false);
                reward = c.gain(f, biome, p.substring(colon + 1).trim());
            } else {
                throw new ContentException(f, biome, "unknown corridor mark '" + p + "'");
            }
        }
        return new Corridor(from, to, rune, check, colour, reward, text);
    }
}
