package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.GameOption;
import keeptable.engine.SetupException;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * The game options (Setup.options), read and checked once:
 * <ul>
 *   <li>{@code map}: a map id from maps.yaml (default the first map, {@code crypt});</li>
 *   <li>{@code lieutenants}: none, werewolf, summoner or both (default none; both under no random
 *       spawns) - each gives the adventurers one more character and two more items;</li>
 *   <li>{@code spawns}: random (default) or none - the "no random spawns" optional rule;</li>
 *   <li>{@code boss}: vampire (default), werewolf or summoner - the alternate creature boss;</li>
 *   <li>{@code turns}: the limited-turns rule, a number of turns (default
 *       {@value #DEFAULT_TURNS}, the authored safeguard that ends every game).</li>
 * </ul>
 */
record Variant(GameMap map, boolean werewolf, boolean summoner, boolean noSpawns, int boss, int turnLimit,
               int partySize, int itemLimit) {
    static final int DEFAULT_TURNS = 20;

    /** The options as the game declares them; {@link #of} reads values they have already allowed. */
    static List<GameOption> options(Content c) {
        List<GameOption.Value> maps = new ArrayList<>();
        for (GameMap m : c.maps) {
            maps.add(new GameOption.Value(m.id, m.name));
        }
        return List.of(
                GameOption.oneOf("map", "Map", maps.get(0).words(), "the map to play on", maps),
                GameOption.oneOf("lieutenants", "Lieutenants", "none (both with no random spawns)",
                        "creature lieutenants: each gives the adventurers one more character and two more items",
                        List.of(value("none", "none"), value("werewolf", "the Werewolf"),
                                value("summoner", "the Summoner"), value("both", "both"))),
                GameOption.oneOf("spawns", "Spawns", "random", "the optional rule of no random spawns",
                        List.of(value("random", "random spawns"), value("none", "no random spawns"))),
                GameOption.oneOf("boss", "Boss", "the Vampire Master", "the alternate creature boss",
                        List.of(value("vampire", "the Vampire Master"), value("werewolf", "the Werewolf"),
                                value("summoner", "the Summoner"))),
                GameOption.number("turns", "Turn limit", 1, 200, DEFAULT_TURNS + " turns",
                        "the limited-turns rule: the game ends after this many turns"));
    }

    private static GameOption.Value value(String id, String words) {
        return new GameOption.Value(id, words);
    }

    static Variant of(Content c, Map<String, String> options) {
        String mapId = options.getOrDefault("map", c.maps.get(0).id);
        GameMap map = c.map(mapId);
        if (map == null) {
            throw new SetupException("no map '" + mapId + "'; maps are "
                    + c.maps.stream().map(m -> m.id).toList());
        }
        String spawns = options.getOrDefault("spawns", "random");
        if (!spawns.equals("random") && !spawns.equals("none")) {
            throw new SetupException("spawns must be random or none, not " + spawns);
        }
        boolean noSpawns = spawns.equals("none");
        String lt = options.getOrDefault("lieutenants", noSpawns ? "both" : "none");
        boolean wo;
        boolean su;
        switch (lt) {
            case "none" -> {
                wo = false;
                su = false;
            }
            case "werewolf" -> {
                wo = true;
                su = false;
            }
            case "summoner" -> {
                wo = false;
                su = true;
            }
            case "both" -> {
                wo = true;
                su = true;
            }
            default -> throw new SetupException("lieutenants must be none, werewolf, summoner or both, not " + lt);
        }
        String b = options.getOrDefault("boss", "vampire");
        int boss = switch (b) {
            case "vampire" -> Kind.VAMPIRE_MASTER.ordinal();
            case "werewolf" -> Kind.WEREWOLF.ordinal();
            case "summoner" -> Kind.SUMMONER.ordinal();
            default -> throw new SetupException("boss must be vampire, werewolf or summoner, not " + b);
        };
        if (boss == Kind.WEREWOLF.ordinal() && wo || boss == Kind.SUMMONER.ordinal() && su) {
            throw new SetupException("the " + b + " cannot be both the boss and a lieutenant");
        }
        int turns;
        try {
            turns = Integer.parseInt(options.getOrDefault("turns", String.valueOf(DEFAULT_TURNS)));
        } catch (NumberFormatException e) {
            turns = 0;
        }
        if (turns < 1 || turns > 200) {
            throw new SetupException("turns must be a whole number from 1 to 200: " + options.get("turns"));
        }
        int lts = (wo ? 1 : 0) + (su ? 1 : 0);
        int items = noSpawns ? 6 : 10 + 2 * lts;
        return new Variant(map, wo, su, noSpawns, boss, turns, 5 + lts, items);
    }
}
