package keeptable.games.deadcells.content;


import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * All of Dead Cells' static content, compiled to small immutable records indexed by int and shared by every state:
 * the data only. {@link ContentReader} reads it from YAML and checks it ({@link ContentLines} reads a card line or
 * an icon); this class names none of them.
 */
public final class Content {
    // Action types.
    public static final int DAMAGE = 0, SHIELD = 1, SKILL = 2, LOOT = 3, HEAL = 4, POISON = 5, BLEED = 6, FIRE = 7,
            FREEZE = 8, MARK = 9;
    public static final List<String> ACT_NAMES = List.of("damage", "shield", "skill", "loot", "heal", "poison", "bleed",
            "fire", "freeze", "mark");
    /** States, in token order: Poisoned, Bleeding, On Fire, Frozen, Marked. */
    public static final int S_POISON = 0, S_BLEED = 1, S_FIRE = 2, S_FREEZE = 3, S_MARK = 4;
    public static final List<String> STATE_NAMES = List.of("poison", "bleed", "fire", "freeze", "mark");
    // Enemy targets.
    public static final int T_ONE = 0, T_TWO = 1, T_FIRST = 2, T_ALL = 3;
    // Combat board spaces: 0 left of the Group, 1..3 to its right (3 = far right).
    public static final int SPACES = 4;
    public static final List<String> SPACE_NAMES = List.of("left of the Group", "next to the Group", "middle", "far right");
    // Scroll colours / check symbols.
    public static final int G = 0, P = 1, R = 2, ANY = 3;
    public static final List<String> COLOURS = List.of("Green (Survival)", "Purple (Tactics)", "Red (Brutality)", "any");
    // Gains (tile icons).
    public static final int TEETH = 0, CELL = 1, POTION = 2, VIAL = 3, SCROLL = 4, EQUIPMENT = 5, BLUEPRINT = 6, RUNE = 7,
            WOUND = 8, CHANGE_FP = 9, CHECK = 10, UNLOCK = 11, UPGRADE = 12;
    // Track steps.
    public static final int ST_HEALTH = 0, ST_IMMUNE = 1, ST_SLOT = 2, ST_ROUND0 = 3, ST_SKILL = 4;
    // Equipment kinds.
    public static final int E_INSTEAD = 0, E_ADD = 1, E_ALWAYS = 2, E_SKILL = 3, E_COMPANION = 4;
    // Tile kinds.
    public static final int K_ENCOUNTER = 0, K_ELITE = 1, K_TREASURE = 2, K_CURSED = 3, K_MERCHANT = 4, K_DOOR = 5,
            K_TELEPORT = 6;
    public static final List<String> KIND_NAMES = List.of("encounter", "elite", "treasure", "cursed", "merchant", "door",
            "teleport");
    // Upgrade kinds and mutation slots.
    public static final int U_MUTATION = 0, U_COMBAT = 1, U_INSTRUCTION = 2, U_FEAT = 3;
    /** An Upgrade card is named in a Run by one int: its deck times 64 plus its place in the deck (bottom 0). */
    public static final int UPGRADE_DECK_SHIFT = 6, UPGRADE_DECK_MAX = 1 << UPGRADE_DECK_SHIFT;

    public static int upgradeCode(int deck, int index) {
        return deck << UPGRADE_DECK_SHIFT | index;
    }
    public static final List<String> SLOT_NAMES = List.of("start", "during", "skill");
    /** The curse effects the rules know (Cursed Treasure keys). */
    public static final List<String> CURSES = List.of("discard potions", "discard teeth", "wound to 1", "fp damage 1",
            "no runes", "discard equipment", "silence");

    public record Act(int id, int type, int n, int range, int target, String text) {
        public boolean targetsEnemy() {
            return type == DAMAGE || type >= POISON;
        }
    }

    /** A tile icon: what it gives, as the content file codes it ({@code code}, "teeth 2") and in words ({@code text}). */
    public record Gain(int id, int kind, int n, int arg, boolean fp, String code, String text) {
    }

    public record Step(int kind, int n, Act act, String text) {
    }

    public record Beheaded(String id, String name, int health, Act skill, Step[][] tracks, int[] deck) {
    }

    public record Serenade(int health, int[] deck, Gain[] power, Act[] melee, Act[] board, Act[] powers) {
    }

    public record Card(String id, String name, int owner, int symbols, Act[] byRound) {
        public boolean has(int colour) {
            return (symbols & 1 << colour) != 0;
        }
    }

    public record Monster(String id, String name, int biome, boolean elite, int health, int place, int thorns, int immune,
                   Act[] byRound, Gain[] death) {
    }

    /** An Equipment card; wallAct (or null) replaces its action while the Wall/Hole token is in the Combat. */
    public record Equip(String id, String name, String origin, int kind, boolean onShield, int health, int round, Act act,
                 Act wallAct) {
    }

    public record Corridor(int from, int to, int rune, int check, int colour, Gain reward, String text) {
    }

    public record Biome(String id, String name, String curseI, String curseII, String[] spaces, int start, int[] exitTo,
                 Corridor[] corridors, int[] tiles, int[] monsters, int[] elites, int[] blueprints) {
    }

    public record Offer(Gain item, int cost, int times) {
    }

    /** A tile; constraint 1-4 (I-IV of the Constraint key) binds the Combat it starts, 0 for none. */
    public record Tile(String id, int biome, int kind, int[] enemies, Gain[] loot, Gain[] gains, Gain[][] either,
                int curse, Offer[] offers, int constraint, boolean wall) {
    }

    public record Instance(String name, int health, Act[] byRound) {
    }

    public record Boss(String id, String name, Gain[] victory, Instance[] instances, int[] blueprints) {
    }

    public record Upgrade(String id, int deck, int kind, int slot, String effect, int card, String goal, Gain reward) {
    }

    public record Well(int cells, Gain effect) {
    }

    /** Every action and every gain of the content, by id (tasks in a state refer to them by id). */
    public final List<Act> acts;
    public final List<Gain> gainList;
    public final List<Beheaded> beheaded;
    public final Serenade serenade;
    public final List<Card> cards;
    public final List<Monster> monsters;
    /** Monster card copies: physical card index → monster kind. */
    private final int[] monsterOf;
    public final List<Equip> equipment;
    public final List<Biome> biomes;
    public final List<Tile> tiles;
    public final List<Boss> bosses;
    /** The Upgrade decks SV, TC and BR, bottom card first. */
    public final List<List<Upgrade>> upgrades;
    public final List<Well> well;
    public final List<String> runes;
    public final List<String> runeNames;
    public final List<Gain[]> secrets;
    /** The Scroll gains handed out at the end-of-combat upkeep, by colour. */
    private final Gain[] scrollGains;
    public final int upgradeCost;
    public final int minDeck;
    public final int minSerenadeDeck;
    private final int[] slots;
    /** The Interbiome characters by level: HEALER {cost, times}, MERCHANT and COLLECTOR {draw, cost}. */
    private final int[][][] market;
    public static final int HEALER = 0, MERCHANT = 1, COLLECTOR = 2;
    public static final List<String> MARKET_NAMES = List.of("healer", "merchant", "collector");
    /** The hash of every content file this was read from: part of the rules version. */
    public final String hash;

    private final Map<String, Integer> cardIx;
    private final Map<String, Integer> equipIx;

    /** The content as it is read, its lists still growing: {@link Content} takes a frozen copy of it at the end. */
    static class Parts {
        final List<Act> acts = new ArrayList<>();
        final List<Gain> gainList = new ArrayList<>();
        final List<Beheaded> beheaded = new ArrayList<>();
        Serenade serenade;
        final List<Card> cards = new ArrayList<>();
        final List<Monster> monsters = new ArrayList<>();
        int[] monsterOf;
        final List<Equip> equipment = new ArrayList<>();
        final List<Biome> biomes = new ArrayList<>();
        final List<Tile> tiles = new ArrayList<>();
        final List<Boss> bosses = new ArrayList<>();
        final List<List<Upgrade>> upgrades = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        final List<Well> well = new ArrayList<>();
        final List<String> runes = new ArrayList<>();
        final List<String> runeNames = new ArrayList<>();
        final List<Gain[]> secrets = new ArrayList<>();
        final Gain[] scrollGains = new Gain[4];
        int upgradeCost;
        int minDeck;
        int minSerenadeDeck;
        final int[] slots = new int[3];
        final int[][][] market = new int[3][][];
        final Map<String, Integer> cardIx = new HashMap<>();
        final Map<String, Integer> equipIx = new HashMap<>();

        int card(String id) {
            return cardIx.getOrDefault(id, -1);
        }

        int rune(String id) {
            return runes.indexOf(id);
        }

        int biomeIndex(String id) {
            return Content.biomeIndex(biomes, id);
        }
    }

    /** Takes a copy of everything {@code read} holds, so nothing read later or elsewhere can change it. */
    Content(Parts read, String hash) {
        acts = frozen(read.acts);
        gainList = frozen(read.gainList);
        beheaded = frozen(read.beheaded);
        serenade = read.serenade;
        cards = frozen(read.cards);
        monsters = frozen(read.monsters);
        monsterOf = read.monsterOf.clone();
        equipment = frozen(read.equipment);
        biomes = frozen(read.biomes);
        tiles = frozen(read.tiles);
        bosses = frozen(read.bosses);
        List<List<Upgrade>> decks = new ArrayList<>();
        for (List<Upgrade> deck : read.upgrades) {
            decks.add(frozen(deck));
        }
        upgrades = frozen(decks);
        well = frozen(read.well);
        runes = frozen(read.runes);
        runeNames = frozen(read.runeNames);
        secrets = frozen(read.secrets);
        scrollGains = read.scrollGains.clone();
        upgradeCost = read.upgradeCost;
        minDeck = read.minDeck;
        minSerenadeDeck = read.minSerenadeDeck;
        slots = read.slots.clone();
        market = new int[read.market.length][][];
        for (int ch = 0; ch < market.length; ch++) {
            market[ch] = new int[read.market[ch].length][];
            for (int l = 0; l < market[ch].length; l++) {
                market[ch][l] = read.market[ch][l].clone();
            }
        }
        this.hash = hash;
        cardIx = Map.copyOf(read.cardIx);
        equipIx = Map.copyOf(read.equipIx);
    }

    /** An unmodifiable copy that, unlike {@link List#copyOf}, keeps nulls. */
    private static <T> List<T> frozen(List<T> list) {
        return Collections.unmodifiableList(new ArrayList<>(list));
    }

    /** How many Monster and Elite cards there are (copies counted). */
    public int monsterCards() {
        return monsterOf.length;
    }

    /** The monster kind (index into {@link #monsters}) printed on Monster card {@code card}. */
    public int monsterOf(int card) {
        return monsterOf[card];
    }

    /** The Scroll gain of colour {@code colour} (G, P, R or ANY) handed out at the end-of-combat upkeep. */
    public Gain scrollGain(int colour) {
        return scrollGains[colour];
    }

    /** How many mutation slots of kind {@code slot} (start, during, skill) a board has. */
    public int slots(int slot) {
        return slots[slot];
    }

    /** How many levels Interbiome character {@code who} (HEALER, MERCHANT, COLLECTOR) has. */
    public int marketLevels(int who) {
        return market[who].length;
    }

    /** Character {@code who}'s two numbers at {@code level}: HEALER {cost, times}, the others {draw, cost}. */
    public int[] market(int who, int level) {
        return market[who][level].clone();
    }

    public int card(String id) {
        Integer k = cardIx.get(id);
        return k == null ? -1 : k;
    }

    public int equip(String id) {
        Integer k = equipIx.get(id);
        return k == null ? -1 : k;
    }

    public int rune(String id) {
        return runes.indexOf(id);
    }

    public int beheadedIndex(String id) {
        for (int i = 0; i < beheaded.size(); i++) {
            if (beheaded.get(i).id().equalsIgnoreCase(id) || beheaded.get(i).name().equalsIgnoreCase(id)
                    || ("the " + beheaded.get(i).id()).equalsIgnoreCase(id)) {
                return i;
            }
        }
        return -1;
    }

    public int biomeIndex(String id) {
        return biomeIndex(biomes, id);
    }

    static int biomeIndex(List<Biome> biomes, String id) {
        for (int i = 0; i < biomes.size(); i++) {
            if (biomes.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    public int bossIndex(String id) {
        for (int i = 0; i < bosses.size(); i++) {
            if (bosses.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
