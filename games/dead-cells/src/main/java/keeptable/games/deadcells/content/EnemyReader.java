package keeptable.games.deadcells.content;

import static keeptable.games.deadcells.content.Content.HEALER;
import static keeptable.games.deadcells.content.Content.MARKET_NAMES;
import static keeptable.games.deadcells.content.Content.STATE_NAMES;
import static keeptable.games.deadcells.content.ContentParsers.round;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.YamlReader;
import keeptable.games.deadcells.content.Content.Act;
import keeptable.games.deadcells.content.Content.Biome;
import keeptable.games.deadcells.content.Content.Boss;
import keeptable.games.deadcells.content.Content.Instance;
import keeptable.games.deadcells.content.Content.Monster;

/**
 * Reads the enemies into the {@link Content} being built: {@code monsters.yaml} (Monster cards, then each Biome's
 * Monster, Elite and Blueprint lists) and {@code bosses.yaml} (Bosses and the Interbiome characters' levels).
 * Reads after {@link BiomeReader}, since both name Biomes.
 */
final class EnemyReader {
    private EnemyReader() {
    }

    static void readMonsters(ContentLines c, YamlReader r) {
        String f = "monsters.yaml";
        JsonNode t = r.tree(f);
        List<Integer> copies = new ArrayList<>();
        for (Yaml.MonsterEntry e : r.entries(t, f, "monsters", Yaml.MonsterEntry.class)) {
            int b = c.biomeIndex(e.biome());
            if (b < 0) {
                throw new ContentException(f, e.id(), "no Biome '" + e.biome() + "'");
            }
            if (e.health() < 1) {
                throw new ContentException(f, e.id(), "health must be at least 1");
            }
            int place = e.place() == null ? 0 : switch (e.place()) {
                case "normal" -> 0;
                case "left" -> 1;
                case "far" -> 2;
                default -> throw new ContentException(f, e.id(), "place is normal, left or far");
            };
            int immune = 0;
            for (String s : e.immune() == null ? List.<String>of() : e.immune()) {
                int st = STATE_NAMES.indexOf(s);
                if (st < 0) {
                    throw new ContentException(f, e.id(), "unknown State '" + s + "'");
                }
                immune |= 1 << st;
            }
            Act[] by = new Act[5];
            for (String line : e.lines()) {
                int round = round(f, e.id(), line, 0, 4);
                by[round] = c.act(f, e.id(), line.substring(2), true);
            }
            int m = c.monsters.size();
            c.monsters.add(new Monster(e.id(), e.name(), b, e.elite(), e.health(), place, e.thorns(), immune, by,
                    c.gains(f, e.id(), e.death())));
            for (int i = 0; i < Math.max(1, e.copies()); i++) {
                copies.add(m);
            }
        }
        c.monsterOf = copies.stream().mapToInt(Integer::intValue).toArray();
        for (int b = 0; b < c.biomes.size(); b++) {
            List<Integer> ms = new ArrayList<>();
            List<Integer> es = new ArrayList<>();
            for (int k = 0; k < c.monsterOf.length; k++) {
                Monster m = c.monsters.get(c.monsterOf[k]);
                if (m.biome() == b) {
                    (m.elite() ? es : ms).add(k);
                }
            }
            List<Integer> bps = new ArrayList<>();
            for (int q = 0; q < c.equipment.size(); q++) {
                if (c.equipment.get(q).origin().equals(c.biomes.get(b).id())) {
                    bps.add(q);
                }
            }
            Biome old = c.biomes.get(b);
            if (ms.size() < 3 || es.isEmpty()) {
                throw new ContentException(f, old.id(), "a Biome needs at least 3 Monster cards and an Elite");
            }
            c.biomes.set(b, new Biome(old.id(), old.name(), old.curseI(), old.curseII(), old.spaces(), old.start(),
                    old.exitTo(), old.corridors(), old.tiles(), ints(ms), ints(es), ints(bps)));
        }
    }

    private static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    static void readBosses(ContentLines c, YamlReader r) {
        String f = "bosses.yaml";
        JsonNode t = r.tree(f);
        for (Yaml.BossEntry e : r.entries(t, f, "bosses", Yaml.BossEntry.class)) {
            if (!e.id().equals("C" + (c.bosses.size() + 1))) {
                throw new ContentException(f, e.id(), "Bosses are listed in order C1, C2, C3");
            }
            if (e.instances() == null || e.instances().size() < 2) {
                throw new ContentException(f, e.id(), "a Boss has at least 2 Instances");
            }
            Instance[] in = new Instance[e.instances().size()];
            for (int i = 0; i < in.length; i++) {
                Yaml.InstanceEntry ie = e.instances().get(i);
                Act[] by = new Act[5];
                for (String line : ie.lines()) {
                    by[round(f, e.id(), line, 0, 4)] = c.act(f, e.id(), line.substring(2), true);
                }
                in[i] = new Instance(ie.name(), ie.health(), by);
            }
            List<Integer> bps = new ArrayList<>();
            for (int q = 0; q < c.equipment.size(); q++) {
                if (c.equipment.get(q).origin().equals(e.id())) {
                    bps.add(q);
                }
            }
            c.bosses.add(new Boss(e.id(), e.name(), c.gains(f, e.id(), e.victory()), in, ints(bps)));
        }
        JsonNode ib = t.get("interbiome");
        if (ib == null) {
            throw new ContentException(f, "interbiome", "missing");
        }
        for (int ch = 0; ch < 3; ch++) {
            String name = MARKET_NAMES.get(ch);
            JsonNode levels = ib.path(name);
            if (!levels.isArray() || levels.isEmpty()) {
                throw new ContentException(f, "interbiome", name + " needs a list of levels, Level 0 first");
            }
            String[] keys = ch == HEALER ? new String[] {"cost", "times"} : new String[] {"draw", "cost"};
            c.market[ch] = new int[levels.size()][2];
            for (int l = 0; l < levels.size(); l++) {
                for (int k = 0; k < 2; k++) {
                    int v = levels.get(l).path(keys[k]).asInt(-1);
                    if (v < 1) {
                        throw new ContentException(f, "interbiome",
                                name + " Level " + l + " needs a positive " + keys[k]);
                    }
                    boolean worse = l > 0
                            && (keys[k].equals("cost") ? v > c.market[ch][l - 1][k] : v < c.market[ch][l - 1][k]);
                    if (worse) {
                        throw new ContentException(f, "interbiome",
                                name + " Level " + l + " is worse than Level " + (l - 1) + " (" + keys[k] + ")");
                    }
                    c.market[ch][l][k] = v;
                }
            }
        }
        for (Biome b : c.biomes) {
            for (int x : b.exitTo()) {
                if (x != Integer.MIN_VALUE && x < 0 && -1 - x >= c.bosses.size()) {
                    throw new ContentException("biomes.yaml", b.id(), "an exit leads to a Boss that is not authored");
                }
            }
        }
    }
}
