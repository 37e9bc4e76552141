package keeptable.games.deadcells;

import static keeptable.games.deadcells.ContentParsers.colour;
import static keeptable.games.deadcells.ContentParsers.num;
import static keeptable.games.deadcells.ContentParsers.round;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.content.ContentCache;
import keeptable.engine.content.ContentDigest;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;

/**
 * All of Dead Cells' static content, read once from YAML, checked, and compiled to small immutable
 * records indexed by int; shared by every state.
 */
public final class Content {
    // Action types.
    static final int DAMAGE = 0, SHIELD = 1, SKILL = 2, LOOT = 3, HEAL = 4, POISON = 5, BLEED = 6, FIRE = 7,
            FREEZE = 8, MARK = 9;
    static final String[] ACT_NAMES = {"damage", "shield", "skill", "loot", "heal", "poison", "bleed", "fire",
        "freeze", "mark"};
    /** States, in token order: Poisoned, Bleeding, On Fire, Frozen, Marked. */
    static final int S_POISON = 0, S_BLEED = 1, S_FIRE = 2, S_FREEZE = 3, S_MARK = 4;
    static final String[] STATE_NAMES = {"poison", "bleed", "fire", "freeze", "mark"};
    // Enemy targets.
    static final int T_ONE = 0, T_TWO = 1, T_FIRST = 2, T_ALL = 3;
    // Combat board spaces: 0 left of the Group, 1..3 to its right (3 = far right).
    static final int SPACES = 4;
    static final String[] SPACE_NAMES = {"left of the Group", "next to the Group", "middle", "far right"};
    // Scroll colours / check symbols.
    static final int G = 0, P = 1, R = 2, ANY = 3;
    static final String[] COLOURS = {"Green (Survival)", "Purple (Tactics)", "Red (Brutality)", "any"};
    // Gains (tile icons).
    static final int TEETH = 0, CELL = 1, POTION = 2, VIAL = 3, SCROLL = 4, EQUIPMENT = 5, BLUEPRINT = 6, RUNE = 7,
            WOUND = 8, CHANGE_FP = 9, CHECK = 10, UNLOCK = 11, UPGRADE = 12;
    // Track steps.
    static final int ST_HEALTH = 0, ST_IMMUNE = 1, ST_SLOT = 2, ST_ROUND0 = 3, ST_SKILL = 4;
    // Equipment kinds.
    static final int E_INSTEAD = 0, E_ADD = 1, E_ALWAYS = 2, E_SKILL = 3, E_COMPANION = 4;
    // Tile kinds.
    static final int K_ENCOUNTER = 0, K_ELITE = 1, K_TREASURE = 2, K_CURSED = 3, K_MERCHANT = 4, K_DOOR = 5,
            K_TELEPORT = 6;
    static final String[] KIND_NAMES = {"encounter", "elite", "treasure", "cursed", "merchant", "door", "teleport"};
    // Upgrade kinds and mutation slots.
    static final int U_MUTATION = 0, U_COMBAT = 1, U_INSTRUCTION = 2, U_FEAT = 3;
    /** An Upgrade card is named in a Run by one int: its deck times 64 plus its place in the deck (bottom 0). */
    static final int UPGRADE_DECK_SHIFT = 6, UPGRADE_DECK_MAX = 1 << UPGRADE_DECK_SHIFT;

    static int upgradeCode(int deck, int index) {
        return deck << UPGRADE_DECK_SHIFT | index;
    }
    static final String[] SLOT_NAMES = {"start", "during", "skill"};
    /** The curse effects the rules know (Cursed Treasure keys). */
    static final List<String> CURSES = List.of("discard potions", "discard teeth", "wound to 1", "fp damage 1",
            "no runes", "discard equipment", "silence");

    record Act(int id, int type, int n, int range, int target, String text) {
        boolean targetsEnemy() {
            return type == DAMAGE || type >= POISON;
        }
    }

    record Gain(int id, int kind, int n, int arg, boolean fp, String text) {
    }

    record Step(int kind, int n, Act act, String text) {
    }

    record Beheaded(String id, String name, int health, Act skill, Step[][] tracks, int[] deck) {
    }

    record Serenade(int health, int[] deck, Gain[] power, Act[] melee, Act[] board, Act[] powers) {
    }

    record Card(String id, String name, int owner, int symbols, Act[] byRound) {
        boolean has(int colour) {
            return (symbols & 1 << colour) != 0;
        }
    }

    record Monster(String id, String name, int biome, boolean elite, int health, int place, int thorns, int immune,
                   Act[] byRound, Gain[] death) {
    }

    /** An Equipment card; wallAct (or null) replaces its action while the Wall/Hole token is in the Combat. */
    record Equip(String id, String name, String origin, int kind, boolean onShield, int health, int round, Act act,
                 Act wallAct) {
    }

    record Corridor(int from, int to, int rune, int check, int colour, Gain reward, String text) {
    }

    record Biome(String id, String name, String curseI, String curseII, String[] spaces, int start, int[] exitTo,
                 Corridor[] corridors, int[] tiles, int[] monsters, int[] elites, int[] blueprints) {
    }

    record Offer(Gain item, int cost, int times) {
    }

    /** A tile; constraint 1-4 (I-IV of the Constraint key) binds the Combat it starts, 0 for none. */
    record Tile(String id, int biome, int kind, int[] enemies, Gain[] loot, Gain[] gains, Gain[][] either,
                int curse, Offer[] offers, int constraint, boolean wall) {
    }

    record Instance(String name, int health, Act[] byRound) {
    }

    record Boss(String id, String name, Gain[] victory, Instance[] instances, int[] blueprints) {
    }

    record Upgrade(String id, int deck, int kind, int slot, String effect, int card, String goal, Gain reward) {
    }

    record Well(int cells, Gain effect) {
    }

    /** Every action and every gain of the content, by id (tasks in a state refer to them by id). */
    final List<Act> acts = new ArrayList<>();
    final List<Gain> gainList = new ArrayList<>();
    final List<Beheaded> beheaded = new ArrayList<>();
    Serenade serenade;
    final List<Card> cards = new ArrayList<>();
    final List<Monster> monsters = new ArrayList<>();
    /** Monster card copies: physical card index → monster kind. */
    int[] monsterOf;
    final List<Equip> equipment = new ArrayList<>();
    final List<Biome> biomes = new ArrayList<>();
    final List<Tile> tiles = new ArrayList<>();
    final List<Boss> bosses = new ArrayList<>();
    final List<Upgrade>[] upgrades;
    final List<Well> well = new ArrayList<>();
    final List<String> runes = new ArrayList<>();
    final List<String> runeNames = new ArrayList<>();
    final List<Gain[]> secrets = new ArrayList<>();
    /** The Scroll gains handed out at the end-of-combat upkeep, by colour. */
    final Gain[] scrollGains = new Gain[4];
    int upgradeCost;
    int minDeck;
    int minSerenadeDeck;
    final int[] slots = new int[3];
    /** The Interbiome characters by level: HEALER {cost, times}, MERCHANT and COLLECTOR {draw, cost}. */
    final int[][][] market = new int[3][][];
    static final int HEALER = 0, MERCHANT = 1, COLLECTOR = 2;
    static final String[] MARKET_NAMES = {"healer", "merchant", "collector"};
    /** The hash of every content file this was read from: part of the rules version. */
    String hash;

    private final Map<String, Integer> cardIx = new HashMap<>();
    private final Map<String, Integer> equipIx = new HashMap<>();

    @SuppressWarnings("unchecked")
    private Content() {
        upgrades = new List[] {new ArrayList<>(), new ArrayList<>(), new ArrayList<>()};
    }

    /** The authored campaign, loaded once. */
    public static Content standard() {
        return ContentCache.shipped(Content.class, "dead-cells", Content::load);
    }

    /** Reads every content file through a digest, so {@link #hash} covers them all. */
    public static Content load(ContentSource source) {
        ContentDigest digest = new ContentDigest(source);
        Content c = new Content();
        c.read(new YamlReader(digest));
        c.hash = digest.hash();
        return c;
    }

    int card(String id) {
        Integer k = cardIx.get(id);
        return k == null ? -1 : k;
    }

    int equip(String id) {
        Integer k = equipIx.get(id);
        return k == null ? -1 : k;
    }

    int rune(String id) {
        return runes.indexOf(id);
    }

    int beheadedIndex(String id) {
        for (int i = 0; i < beheaded.size(); i++) {
            if (beheaded.get(i).id().equalsIgnoreCase(id) || beheaded.get(i).name().equalsIgnoreCase(id)
                    || ("the " + beheaded.get(i).id()).equalsIgnoreCase(id)) {
                return i;
            }
        }
        return -1;
    }

    int biomeIndex(String id) {
        for (int i = 0; i < biomes.size(); i++) {
            if (biomes.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    int bossIndex(String id) {
        for (int i = 0; i < bosses.size(); i++) {
            if (bosses.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    private void read(YamlReader r) {
        // Runes first: corridors and gains name them.
        String f = "campaign.yaml";
        JsonNode camp = r.tree(f);
        for (Yaml.RuneEntry e : r.entries(camp, f, "runes", Yaml.RuneEntry.class)) {
            runes.add(e.id());
            runeNames.add(e.name());
        }
        if (runes.size() != 7) {
            throw new ContentException(f, null, "the Mutation board holds 7 Runes, not " + runes.size());
        }
        readCards(r);
        readEquipment(r);
        readBeheaded(r);
        BiomeReader.read(this, r);
        EnemyReader.readMonsters(this, r);
        EnemyReader.readBosses(this, r);
        readCampaign(r, camp, f);
        for (int col = 0; col < 4; col++) {
            scrollGains[col] = gain(f, "upkeep", "scroll " + (col == 3 ? "any" : "GPR".substring(col, col + 1)));
        }
    }

    private void readCards(YamlReader r) {
        String f = "cards.yaml";
        JsonNode t = r.tree(f);
        for (Yaml.CardEntry e : r.entries(t, f, "cards", Yaml.CardEntry.class)) {
            if (cardIx.containsKey(e.id())) {
                throw new ContentException(f, e.id(), "the id is used twice");
            }
            int mask = 0;
            for (String s : e.symbols() == null ? List.<String>of() : e.symbols()) {
                mask |= 1 << colour(f, e.id(), s, false);
            }
            Act[] by = new Act[5];
            for (String line : e.lines()) {
                int round = round(f, e.id(), line, 1, 3);
                if (by[round] != null) {
                    throw new ContentException(f, e.id(), "two lines for Round " + round);
                }
                by[round] = act(f, e.id(), line.substring(2), false);
            }
            cardIx.put(e.id(), cards.size());
            cards.add(new Card(e.id(), e.name(), -3, mask, by));
        }
    }

    private void readEquipment(YamlReader r) {
        String f = "equipment.yaml";
        JsonNode t = r.tree(f);
        for (Yaml.EquipmentEntry e : r.entries(t, f, "equipment", Yaml.EquipmentEntry.class)) {
            int kind = switch (String.valueOf(e.kind())) {
                case "instead" -> E_INSTEAD;
                case "add" -> E_ADD;
                case "always" -> E_ALWAYS;
                case "skill" -> E_SKILL;
                case "companion" -> E_COMPANION;
                default -> throw new ContentException(f, e.id(), "unknown kind '" + e.kind() + "'");
            };
            if (kind == E_COMPANION && e.health() < 1) {
                throw new ContentException(f, e.id(), "a Companion needs health");
            }
            if (kind == E_ALWAYS && !"shield".equals(e.trigger())) {
                throw new ContentException(f, e.id(), "Always-Active Equipment needs trigger: shield");
            }
            int round = round(f, e.id(), e.line(), 0, 3);
            equipIx.put(e.id(), equipment.size());
            Act wallAct = null;
            if (e.wall() != null) {
                if (round(f, e.id(), e.wall(), 0, 3) != round) {
                    throw new ContentException(f, e.id(), "the Wall/Hole line keeps the item's Round");
                }
                wallAct = act(f, e.id(), e.wall().substring(2), false);
            }
            equipment.add(new Equip(e.id(), e.name(), e.origin(), kind, kind == E_ALWAYS, e.health(), round,
                    act(f, e.id(), e.line().substring(2), false), wallAct));
        }
    }

    private void readBeheaded(YamlReader r) {
        String f = "beheaded.yaml";
        JsonNode t = r.tree(f);
        for (Yaml.BeheadedEntry e : r.entries(t, f, "beheaded", Yaml.BeheadedEntry.class)) {
            Step[][] tracks = new Step[3][];
            for (int col = 0; col < 3; col++) {
                List<String> steps = e.tracks() == null ? null : e.tracks().get("GPR".substring(col, col + 1));
                if (steps == null || steps.isEmpty()) {
                    throw new ContentException(f, e.id(), "missing Scroll track " + "GPR".charAt(col));
                }
                tracks[col] = new Step[steps.size()];
                for (int i = 0; i < steps.size(); i++) {
                    tracks[col][i] = step(f, e.id(), steps.get(i));
                }
            }
            int[] deck = cardList(f, e.id(), e.deck());
            if (deck.length != 6) {
                throw new ContentException(f, e.id(), "a starting Combat deck has 6 cards, not " + deck.length);
            }
            int index = beheaded.size();
            for (int k : deck) {
                own(f, e.id(), k, index);
            }
            if (e.health() < 1) {
                throw new ContentException(f, e.id(), "health must be at least 1");
            }
            beheaded.add(new Beheaded(e.id(), e.name(), e.health(), act(f, e.id(), e.skill(), false), tracks, deck));
        }
        if (beheaded.size() != 4) {
            throw new ContentException(f, null, "there are 4 Beheaded, not " + beheaded.size());
        }
        Yaml.SerenadeEntry s = r.convert(t.get("serenade"), f, "serenade", Yaml.SerenadeEntry.class);
        if (s == null) {
            throw new ContentException(f, "serenade", "missing");
        }
        int[] deck = cardList(f, "serenade", s.deck());
        for (int k : deck) {
            own(f, "serenade", k, -2);
        }
        Gain[] power = new Gain[s.power().size()];
        for (int i = 0; i < power.length; i++) {
            String p = s.power().get(i);
            power[i] = p.equals("transform") ? null : gain(f, "serenade", p);
        }
        Act[] melee = new Act[s.melee().size()];
        for (int i = 0; i < melee.length; i++) {
            melee[i] = null;
        }
        Act[] board = new Act[5];
        for (String line : s.board()) {
            board[round(f, "serenade", line, 1, 3)] = act(f, "serenade", line.substring(2), false);
        }
        Act[] powers = new Act[3];
        for (var en : s.powers().entrySet()) {
            powers[colour(f, "serenade", en.getKey(), false)] = act(f, "serenade", en.getValue().substring(2), false);
        }
        serenade = new Serenade(s.health(), deck, power, melee, board, powers);
        for (int k = 0; k < cards.size(); k++) {
            if (cards.get(k).owner() == -3) {
                cards.set(k, withOwner(cards.get(k), -1));
            }
        }
    }

    private void own(String f, String entry, int k, int owner) {
        if (cards.get(k).owner() != -3) {
            throw new ContentException(f, entry, "card " + cards.get(k).id() + " is in two starting decks");
        }
        cards.set(k, withOwner(cards.get(k), owner));
    }

    private static Card withOwner(Card c, int owner) {
        return new Card(c.id(), c.name(), owner, c.symbols(), c.byRound());
    }

    private int[] cardList(String f, String entry, List<String> ids) {
        if (ids == null) {
            throw new ContentException(f, entry, "missing deck");
        }
        int[] out = new int[ids.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = card(ids.get(i));
            if (out[i] < 0) {
                throw new ContentException(f, entry, "no Combat card '" + ids.get(i) + "'");
            }
        }
        return out;
    }


    private void readCampaign(YamlReader r, JsonNode t, String f) {
        upgradeCost = t.path("upgradeCost").asInt(0);
        minDeck = t.path("minDeck").asInt(0);
        minSerenadeDeck = t.path("minSerenadeDeck").asInt(0);
        for (int i = 0; i < 3; i++) {
            slots[i] = t.path("slots").path(SLOT_NAMES[i]).asInt(-1);
        }
        if (upgradeCost < 1 || minDeck < 1 || minSerenadeDeck < 1 || slots[0] < 0 || slots[2] != 1) {
            throw new ContentException(f, null, "upgradeCost, minDeck, minSerenadeDeck and slots (one skill) are needed");
        }
        String[] decks = {"SV", "TC", "BR"};
        for (int d = 0; d < 3; d++) {
            JsonNode node = t.path("upgrades");
            for (Yaml.UpgradeEntry e : r.entries(node, f, decks[d], Yaml.UpgradeEntry.class)) {
                int kind = switch (String.valueOf(e.kind())) {
                    case "mutation" -> U_MUTATION;
                    case "combat" -> U_COMBAT;
                    case "instruction" -> U_INSTRUCTION;
                    case "feat" -> U_FEAT;
                    default -> throw new ContentException(f, e.id(), "unknown Upgrade kind '" + e.kind() + "'");
                };
                int slot = kind == U_MUTATION ? List.of(SLOT_NAMES).indexOf(e.slot()) : -1;
                int card = -1;
                if (kind == U_MUTATION && (slot < 0 || !List.of("start-potion", "start-teeth", "start-scroll",
                        "healer-plus", "merchant-plus", "collector-plus", "elite-vial", "skill-shield")
                        .contains(e.effect()))) {
                    throw new ContentException(f, e.id(), "a mutation needs a slot and a known effect");
                }
                if (kind == U_COMBAT) {
                    card = card(e.card());
                    if (card < 0 || cards.get(card).owner() != -1) {
                        throw new ContentException(f, e.id(), "no Improved Combat card '" + e.card() + "'");
                    }
                }
                Gain reward = null;
                if (kind == U_INSTRUCTION && !"purge".equals(e.effect())) {
                    reward = gain(f, e.id(), String.valueOf(e.effect()));
                    if (reward.kind() != RUNE) {
                        throw new ContentException(f, e.id(), "an instruction is 'purge' or 'rune ID', not '"
                                + e.effect() + "'");
                    }
                }
                if (kind == U_FEAT) {
                    String[] g = String.valueOf(e.goal()).split(" ");
                    if (g.length != 2 || !(g[0].equals("elites") || g[0].equals("biome"))) {
                        throw new ContentException(f, e.id(), "a Feat's goal is 'elites N' or 'biome N'");
                    }
                    num(f, e.id(), g[1]);
                    reward = gain(f, e.id(), String.valueOf(e.reward()));
                    if (reward.kind() != RUNE && reward.kind() != CELL) {
                        throw new ContentException(f, e.id(), "a Feat's reward is 'rune ID' or 'cell N', not '"
                                + e.reward() + "'");
                    }
                }
                if (upgrades[d].size() == UPGRADE_DECK_MAX) {
                    throw new ContentException(f, e.id(), "an Upgrade deck holds at most " + UPGRADE_DECK_MAX
                            + " cards");
                }
                upgrades[d].add(new Upgrade(e.id(), d, kind, slot, e.effect(), card, e.goal(), reward));
            }
        }
        for (Yaml.WellEntry e : r.entries(t, f, "well", Yaml.WellEntry.class)) {
            well.add(new Well(e.cells(), gain(f, "well " + e.cells(), e.effect())));
        }
        for (Yaml.SecretEntry e : r.entries(t, f, "secrets", Yaml.SecretEntry.class)) {
            secrets.add(gains(f, e.id(), e.gains()));
        }
    }

    // ---- small parsers -------------------------------------------------------------------------------------

    /** An action: "damage 1 @12", "shield", "poison 1 first", "damage 1 x2". */
    Act act(String f, String entry, String text, boolean enemy) {
        String[] w = text.trim().split(" +");
        int type = w[0].equals("block") ? SHIELD : List.of(ACT_NAMES).indexOf(w[0]);
        if (type < 0) {
            throw new ContentException(f, entry, "unknown action '" + w[0] + "'");
        }
        if (enemy && (type == SKILL || type == LOOT || type == HEAL)) {
            throw new ContentException(f, entry, "an Enemy cannot " + w[0]);
        }
        int n = 1;
        int range = 0;
        int target = T_ONE;
        for (int i = 1; i < w.length; i++) {
            String p = w[i];
            if (p.startsWith("@")) {
                for (char ch : p.substring(1).toCharArray()) {
                    int s = ch == 'L' ? 0 : ch - '0';
                    if (s < 0 || s > 3) {
                        throw new ContentException(f, entry, "a Range uses L, 1, 2 and 3: " + p);
                    }
                    range |= 1 << s;
                }
            } else if (p.equals("x2")) {
                target = T_TWO;
            } else if (p.equals("first")) {
                target = T_FIRST;
            } else if (p.equals("all")) {
                target = T_ALL;
            } else {
                n = num(f, entry, p);
            }
        }
        if (!enemy && (type == DAMAGE || type >= POISON) && range == 0) {
            throw new ContentException(f, entry, "an attack needs a Range: " + text);
        }
        if (n < 1) {
            throw new ContentException(f, entry, "an amount is at least 1: " + text);
        }
        Act a = new Act(acts.size(), type, n, range, target, Words.act(type, n, range, target));
        acts.add(a);
        return a;
    }

    private Step step(String f, String entry, String text) {
        String[] w = text.split(" ", 2);
        return switch (w[0]) {
            case "health" -> new Step(ST_HEALTH, num(f, entry, w[1]), null, Words.step(ST_HEALTH, num(f, entry, w[1]), null));
            case "immune" -> {
                int st = List.of(STATE_NAMES).indexOf(w.length > 1 ? w[1] : "");
                if (st < 0) {
                    throw new ContentException(f, entry, "unknown State in '" + text + "'");
                }
                yield new Step(ST_IMMUNE, st, null, Words.step(ST_IMMUNE, st, null));
            }
            case "slot" -> new Step(ST_SLOT, 1, null, Words.step(ST_SLOT, 1, null));
            case "round0" -> {
                Act a = act(f, entry, w[1], false);
                yield new Step(ST_ROUND0, 0, a, Words.step(ST_ROUND0, 0, a));
            }
            case "skill" -> {
                Act a = act(f, entry, w[1], false);
                yield new Step(ST_SKILL, 0, a, Words.step(ST_SKILL, 0, a));
            }
            default -> throw new ContentException(f, entry, "unknown track step '" + text + "'");
        };
    }

    Gain[] gains(String f, String entry, List<String> list) {
        if (list == null) {
            return new Gain[0];
        }
        Gain[] out = new Gain[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = gain(f, entry, list.get(i));
        }
        return out;
    }

    /** A tile icon in words: "teeth 2", "fp damage 1", "scroll any", "rune vine", "check R". */
    Gain gain(String f, String entry, String text) {
        String t = text.trim();
        boolean fp = t.startsWith("fp ");
        if (fp) {
            t = t.substring(3);
        }
        String[] w = t.split(" +");
        int n = 1;
        int arg = 0;
        int kind;
        switch (w[0]) {
            case "teeth" -> kind = TEETH;
            case "cell" -> kind = CELL;
            case "potion" -> kind = POTION;
            case "vial" -> kind = VIAL;
            case "scroll" -> {
                kind = SCROLL;
                arg = colour(f, entry, w.length > 1 ? w[1] : "?", true);
            }
            case "equipment" -> kind = EQUIPMENT;
            case "blueprint" -> kind = BLUEPRINT;
            case "rune" -> {
                kind = RUNE;
                arg = rune(w.length > 1 ? w[1] : "?");
                if (arg < 0) {
                    throw new ContentException(f, entry, "unknown Rune in '" + text + "'");
                }
            }
            case "damage" -> kind = WOUND;
            case "changefp" -> kind = CHANGE_FP;
            case "check" -> {
                kind = CHECK;
                arg = colour(f, entry, w.length > 1 ? w[1] : "?", false);
            }
            case "unlock" -> {
                kind = UNLOCK;
                arg = biomeIndex(w.length > 1 ? w[1] : "?");
                if (arg < 0) {
                    throw new ContentException(f, entry, "unknown Biome in '" + text + "'");
                }
            }
            case "upgrade" -> {
                kind = UPGRADE;
                arg = List.of("SV", "TC", "BR").indexOf(w.length > 1 ? w[1] : "?");
                if (arg < 0) {
                    throw new ContentException(f, entry, "unknown Upgrade deck in '" + text + "'");
                }
            }
            default -> throw new ContentException(f, entry, "unknown icon '" + text + "'");
        }
        if ((kind == TEETH || kind == CELL || kind == WOUND) && w.length > 1) {
            n = num(f, entry, w[1]);
        }
        Gain g = new Gain(gainList.size(), kind, n, arg, fp, Words.icon(this, kind, arg, text.trim()));
        gainList.add(g);
        return g;
    }
}
