package keeptable.games.deadkeep.content;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;

/**
 * All static content of The Dead Keep, loaded once from YAML under {@code dead-keep/}, validated, and
 * shared by every state: Enemies, the two Enemy decks, Equipment, Adventurers, Boss Stage cards,
 * Quests and the campaign. Rules code reads the index arrays; the records are kept for views.
 */
public final class Content {
    public static final String ENEMIES = "enemies.yaml";
    public static final String STREET = "street-deck.yaml";
    public static final String BUILDING = "building-deck.yaml";
    public static final String EQUIPMENT = "equipment.yaml";
    public static final String ADVENTURERS = "adventurers.yaml";
    public static final String STAGES = "stages.yaml";
    public static final String CAMPAIGN = "campaign.yaml";
    public static final String[] QUEST_FILES = {"quests/tutorial.yaml", "quests/q1.yaml", "quests/q2.yaml",
        "quests/q3.yaml", "quests/q4.yaml", "quests/q5.yaml", "quests/q6.yaml", "quests/q7.yaml"};

    /** The campaign's Quest order and Talisman limits. */
    /**
     * The campaign: Quests in order, the Talisman pool, Talismans per Quest, and the Gold each Adventurer earns
     * for a Quest won (authored; spent on Talismans between Quests).
     */
    public record CampaignFile(List<String> quests, int talismanPool, int talismansPerQuest, int questGold) {
    }

    public final List<EnemyType> enemies;
    public final List<EnemyCard> street;
    public final List<EnemyCard> building;
    public final List<Equipment> equipment;
    public final List<AdventurerCard> adventurers;
    public final List<StageCard> stages;
    public final List<Quest> quests;
    public final CampaignFile campaign;
    /** Every Skill named anywhere, indexed; an Adventurer's Skills are a bit mask over this list. */
    public final List<Skill> skills;
    /** The Skill indexes of each Skill kind. */
    public final int[][] skillsOfKind;

    private final Map<String, Integer> enemyIndex = new HashMap<>();
    private final Map<String, Integer> equipmentIndex = new HashMap<>();
    private final Map<String, Integer> adventurerIndex = new HashMap<>();
    private final Map<String, Integer> skillIndex = new HashMap<>();
    private final Map<String, Quest> questById = new LinkedHashMap<>();

    /** Per Equipment card: its Skill index (or -1), its target-Enemy Skill index (or -1), its target Enemy (or -1). */
    public final int[] equipmentSkill;
    public final int[] equipmentTargetSkill;
    public final int[] equipmentTargetEnemy;
    public final int[] equipmentVersus;
    /** Per Skill: whether some Equipment card grants it while held (else holding cards never gives it). */
    public final boolean[] grantedByEquipment;
    /** Per Enemy card (street then building): the Enemy index, or -1 for a Mist Event. */
    public final int[] streetEnemy;
    public final int[] buildingEnemy;
    /** Per Adventurer and Danger Level tier: the Skill indexes. */
    public final int[][][] tree;
    /** Per Stage card: the inactive and active Enemy indexes. */
    public final int[] stageInactive;
    public final int[] stageActive;
    /** Per Enemy: the escort index, or -1. */
    public final int[] escort;

    private Content(List<EnemyType> enemies, List<EnemyCard> street, List<EnemyCard> building,
                    List<Equipment> equipment, List<AdventurerCard> adventurers, List<StageCard> stages,
                    List<Quest> quests, CampaignFile campaign) {
        this.enemies = List.copyOf(enemies);
        this.street = List.copyOf(street);
        this.building = List.copyOf(building);
        this.equipment = List.copyOf(equipment);
        this.adventurers = List.copyOf(adventurers);
        this.stages = List.copyOf(stages);
        this.quests = List.copyOf(quests);
        this.campaign = campaign;
        for (int i = 0; i < enemies.size(); i++) {
            index(enemyIndex, enemies.get(i).id(), i, ENEMIES);
        }
        for (int i = 0; i < equipment.size(); i++) {
            index(equipmentIndex, equipment.get(i).id(), i, EQUIPMENT);
        }
        for (int i = 0; i < adventurers.size(); i++) {
            index(adventurerIndex, adventurers.get(i).id(), i, ADVENTURERS);
        }
        for (Quest q : quests) {
            if (questById.put(q.id(), q) != null) {
                throw new ContentException("quests/" + q.id() + ".yaml", q.id(), "a second Quest with this id");
            }
        }
        List<Skill> found = new ArrayList<>();
        this.escort = new int[enemies.size()];
        for (int i = 0; i < enemies.size(); i++) {
            EnemyType e = enemies.get(i);
            checkEnemy(e);
            escort[i] = e.escort() == null ? -1 : enemy(ENEMIES, e.id(), e.escort());
            if (escort[i] >= 0 && enemies.get(escort[i]).kind() != EnemyType.Kind.UNDEAD) {
                throw new ContentException(ENEMIES, e.id(), "a Notable's escort must be an Undead");
            }
        }
        this.streetEnemy = deck(STREET, street, false);
        this.buildingEnemy = deck(BUILDING, building, true);
        int n = equipment.size();
        this.equipmentSkill = new int[n];
        this.equipmentTargetSkill = new int[n];
        this.equipmentTargetEnemy = new int[n];
        this.equipmentVersus = new int[n];
        for (int i = 0; i < n; i++) {
            Equipment e = equipment.get(i);
            checkEquipment(e);
            equipmentSkill[i] = e.skill() == null ? -1 : skill(found, EQUIPMENT, e.id(), e.skill());
            equipmentTargetSkill[i] = e.targetSkill() == null ? -1 : skill(found, EQUIPMENT, e.id(), e.targetSkill());
            equipmentTargetEnemy[i] = e.targetEnemy() == null ? -1 : enemy(EQUIPMENT, e.id(), e.targetEnemy());
            equipmentVersus[i] = e.versus() == null ? -1 : enemy(EQUIPMENT, e.id(), e.versus());
            if ((e.targetEnemy() == null) != (e.targetSkill() == null)) {
                throw new ContentException(EQUIPMENT, e.id(), "targetEnemy and targetSkill go together");
            }
        }
        this.tree = new int[adventurers.size()][4][];
        for (int a = 0; a < adventurers.size(); a++) {
            AdventurerCard card = adventurers.get(a);
            int[] sizes = {1, 1, 2, 3};
            if (card.wounds() < 1) {
                throw new ContentException(ADVENTURERS, card.id(), "Wounds must be at least 1");
            }
            if (card.type() == null) {
                throw new ContentException(ADVENTURERS, card.id(), "needs a Class (type)");
            }
            for (int t = 0; t < 4; t++) {
                List<String> tier = card.tier(t);
                if (tier == null || tier.size() != sizes[t]) {
                    throw new ContentException(ADVENTURERS, card.id(), "the " + TIERS[t] + " tier needs "
                            + sizes[t] + " Skill" + (sizes[t] > 1 ? "s" : ""));
                }
                tree[a][t] = new int[tier.size()];
                for (int k = 0; k < tier.size(); k++) {
                    tree[a][t][k] = skill(found, ADVENTURERS, card.id(), tier.get(k));
                }
            }
        }
        this.stageInactive = new int[stages.size()];
        this.stageActive = new int[stages.size()];
        for (int i = 0; i < stages.size(); i++) {
            StageCard s = stages.get(i);
            stageInactive[i] = enemy(STAGES, s.id(), s.inactiveEnemy());
            stageActive[i] = enemy(STAGES, s.id(), s.activeEnemy());
            if (enemies.get(stageInactive[i]).monster() || enemies.get(stageActive[i]).monster()
                    || s.inactiveCount() < 1 || s.activeCount() < 1) {
                throw new ContentException(STAGES, s.id(), "a Stage card spawns at least 1 Undead on each side");
            }
        }
        if (stages.isEmpty()) {
            throw new ContentException(STAGES, null, "the Boss needs Stage cards");
        }
        for (Quest q : quests) {
            checkQuest(q);
        }
        if (found.size() > 128) {
            throw new ContentException(ADVENTURERS, null, "at most 128 distinct Skills, not " + found.size());
        }
        this.skills = List.copyOf(found);
        this.grantedByEquipment = new boolean[skills.size()];
        for (int k : equipmentSkill) {
            if (k >= 0) {
                grantedByEquipment[k] = true;
            }
        }
        this.skillsOfKind = new int[Skill.Kind.values().length][];
        for (Skill.Kind k : Skill.Kind.values()) {
            skillsOfKind[k.ordinal()] = java.util.stream.IntStream.range(0, skills.size())
                    .filter(i -> skills.get(i).kind() == k).toArray();
        }
        for (String q : campaign.quests()) {
            if (!questById.containsKey(q)) {
                throw new ContentException(CAMPAIGN, q, "no such Quest");
            }
        }
        if (campaign.talismansPerQuest() < 1 || campaign.talismanPool() < campaign.talismansPerQuest()) {
            throw new ContentException(CAMPAIGN, null, "the Talisman pool must hold at least the Talismans per Quest");
        }
        if (campaign.questGold() < 0) {
            throw new ContentException(CAMPAIGN, null, "questGold cannot be negative");
        }
    }

    private static final String[] TIERS = {"Blue", "Yellow", "Orange", "Red"};

    private static void index(Map<String, Integer> map, String id, int i, String file) {
        if (id == null || id.isBlank()) {
            throw new ContentException(file, "#" + (i + 1), "needs an id");
        }
        if (map.put(id, i) != null) {
            throw new ContentException(file, id, "a second entry with this id");
        }
    }

    private void checkEnemy(EnemyType e) {
        if (e.kind() == null || e.stats() == null) {
            throw new ContentException(ENEMIES, e.id(), "needs a kind and stats");
        }
        int lines = e.monster() ? 5 : 1;
        if (e.stats().size() != lines) {
            throw new ContentException(ENEMIES, e.id(), (e.monster() ? "a Monster needs 5 stat lines (one per"
                    + " Campaign Level)" : "an Undead needs exactly 1 stat line") + ", not " + e.stats().size());
        }
        for (EnemyType.Stats s : e.stats()) {
            checkStats(e, s);
        }
        if (e.boss() != null) {
            if (!e.monster()) {
                throw new ContentException(ENEMIES, e.id(), "only a Monster can be a Boss");
            }
            checkStats(e, e.boss());
        }
        if (e.minis() < 1 || e.actions() < 1 || e.moves() < 1 || e.range() < 0 || e.sightMoves() < 0) {
            throw new ContentException(ENEMIES, e.id(), "minis, actions and moves must be at least 1, range not negative");
        }
        if (e.kind() == EnemyType.Kind.NOTABLE && e.escort() == null) {
            throw new ContentException(ENEMIES, e.id(), "a Notable names the Undead it spawns (escort)");
        }
    }

    private static void checkStats(EnemyType e, EnemyType.Stats s) {
        if (s.armor() < 1 || s.wounds() < 1 || s.attacks() < 1 || s.damage() < 1) {
            throw new ContentException(ENEMIES, e.id(), "armor, wounds, attacks and damage must all be at least 1");
        }
    }

    private int[] deck(String file, List<EnemyCard> cards, boolean buildingDeck) {
        int[] out = new int[cards.size()];
        boolean[] levels = new boolean[6];
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (int i = 0; i < cards.size(); i++) {
            EnemyCard c = cards.get(i);
            if (!ids.add(c.id())) {
                throw new ContentException(file, c.id(), "a second card with this id");
            }
            if (c.level() < 1 || c.level() > 5) {
                throw new ContentException(file, c.id(), "level must be a Campaign Level from 1 to 5");
            }
            levels[c.level()] = true;
            if ((c.enemy() == null) == (c.mist() == null)) {
                throw new ContentException(file, c.id(), "a card spawns an Enemy or is a Mist Event, exactly one");
            }
            if (c.counts() == null || c.counts().size() != 4) {
                throw new ContentException(file, c.id(), "counts needs 4 numbers (Blue, Yellow, Orange, Red)");
            }
            for (int k : c.counts()) {
                if (k < 0) {
                    throw new ContentException(file, c.id(), "counts cannot be negative");
                }
            }
            out[i] = c.enemy() == null ? -1 : enemy(file, c.id(), c.enemy());
            if (out[i] >= 0 && buildingDeck && enemies.get(out[i]).monster()) {
                throw new ContentException(file, c.id(), "Monsters spawn only in streets, not from the Building deck");
            }
        }
        for (int l = 1; l <= 5; l++) {
            if (!levels[l]) {
                throw new ContentException(file, null, "Campaign Level " + l + " has no cards");
            }
        }
        return out;
    }

    private void checkEquipment(Equipment e) {
        if (e.deck() == null || e.slot() == null) {
            throw new ContentException(EQUIPMENT, e.id(), "needs a deck and a slot");
        }
        boolean hasLines = e.lines() != null && !e.lines().isEmpty();
        if (e.weapon() != hasLines) {
            throw new ContentException(EQUIPMENT, e.id(), "a weapon has an action and combat lines; nothing else has lines");
        }
        if (e.weapon() && e.slot() != Equipment.Slot.HAND) {
            throw new ContentException(EQUIPMENT, e.id(), "weapons are held in Hand");
        }
        if (hasLines) {
            for (Weapon w : e.lines()) {
                if (w.min() < 0 || w.max() < w.min() || w.dice() < 1 || w.accuracy() < 2 || w.accuracy() > 6
                        || w.penetration() < 0 || w.mana() < 0) {
                    throw new ContentException(EQUIPMENT, e.id(), "a combat line needs 0 <= min <= max, dice >= 1,"
                            + " accuracy 2..6 (a 1 always misses)");
                }
                if (e.action() == Equipment.Action.MELEE && w.max() != 0) {
                    throw new ContentException(EQUIPMENT, e.id(), "a Melee weapon has Range 0");
                }
                if (e.deck() == Equipment.Deck.ARTIFACT && w.mana() < 1) {
                    throw new ContentException(EQUIPMENT, e.id(), "a Necromantic Artifact costs Mana on every line");
                }
            }
        }
        if (e.slot() == Equipment.Slot.TALISMAN && e.deck() != Equipment.Deck.TALISMAN) {
            throw new ContentException(EQUIPMENT, e.id(), "only Talismans go in Talisman slots");
        }
        if ((e.armor() > 0) != (e.slot() == Equipment.Slot.BODY)) {
            throw new ContentException(EQUIPMENT, e.id(), "armour (armor) is worn on the Body, and Body cards are armour");
        }
        if (e.shield() > 0 && e.slot() != Equipment.Slot.HAND) {
            throw new ContentException(EQUIPMENT, e.id(), "a shield is held in Hand");
        }
        if (e.enchant() != null && (e.slot() != Equipment.Slot.TALISMAN || e.amount() < 1)) {
            throw new ContentException(EQUIPMENT, e.id(), "an Enchantment is a Talisman with an amount");
        }
        if (e.crawler() && e.deck() != Equipment.Deck.NECROMANTIC) {
            throw new ContentException(EQUIPMENT, e.id(), "Crawler cards belong to the Necromantic deck");
        }
        if (e.buy() < 0 || e.sell() < 0 || e.sell() > e.buy() || e.copies() < 1) {
            throw new ContentException(EQUIPMENT, e.id(), "prices must be 0 or more with sell <= buy, copies >= 1");
        }
    }

    private void checkQuest(Quest q) {
        String file = "quests/" + q.id() + ".yaml";
        Integer boss = enemyIndex.get(q.boss());
        if (boss == null || enemies.get(boss).boss() == null) {
            throw new ContentException(file, q.id(), "boss '" + q.boss() + "' is not a Monster with a Boss line");
        }
        if (q.campaignLevel() < 1 || q.campaignLevel() > 5 || q.stages() < 0 || q.roundLimit() < 0
                || q.doomPerRound() < 0 || q.objectiveAp() < 0) {
            throw new ContentException(file, q.id(), "campaignLevel 1..5; stages, roundLimit, doomPerRound not negative");
        }
        if (!condition(q.activateOn()) || !condition(q.towerAccess())) {
            throw new ContentException(file, q.id(),
                    "activateOn and towerAccess must be always, objectives, blue, green, artifacts or round:N");
        }
        if (q.carryArtifacts() && !q.takeObjectives()) {
            throw new ContentException(file, q.id(), "carryArtifacts makes the Artifacts objectives: it needs takeObjectives");
        }
        if (q.map() == null || q.map().isBlank()) {
            throw new ContentException(file, q.id(), "needs a map");
        }
    }

    /** A Quest condition (Boss waking, Tower access): see {@link Quest#activateOn()}. */
    private static boolean condition(String c) {
        return c != null && (c.equals("always") || c.equals("objectives") || c.equals("blue") || c.equals("green")
                || c.equals("artifacts") || c.matches("round:\\d+"));
    }

    private int skill(List<Skill> found, String file, String entry, String id) {
        Integer known = skillIndex.get(id);
        if (known != null) {
            return known;
        }
        Skill s;
        try {
            s = Skill.parse(id);
        } catch (IllegalArgumentException e) {
            throw new ContentException(file, entry, e.getMessage());
        }
        if (s.param() != null) {
            boolean ok = switch (s.kind()) {
                case KILLER, IRONCLAD -> enemyIndex.containsKey(s.param());
                case FREE_ACTION, PAID_FREE_ACTION -> Skill.FREE_TYPES.contains(s.param());
                case TELEPORT -> s.param().matches("[1-9]");
                case CLASS -> Skill.CLASSES.contains(s.param());
                default -> Skill.ACTION_TYPES.contains(s.param());
            };
            if (!ok) {
                throw new ContentException(file, entry, "Skill '" + id + "' names no "
                        + (s.kind() == Skill.Kind.KILLER || s.kind() == Skill.Kind.IRONCLAD ? "Enemy"
                        : s.kind() == Skill.Kind.CLASS ? "Class" : "Action type"));
            }
        }
        skillIndex.put(id, found.size());
        found.add(s);
        return found.size() - 1;
    }

    private int enemy(String file, String entry, String id) {
        Integer i = enemyIndex.get(id);
        if (i == null) {
            throw new ContentException(file, entry, "no Enemy '" + id + "'");
        }
        return i;
    }

    public int enemyIndex(String id) {
        Integer i = enemyIndex.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no Enemy '" + id + "'");
        }
        return i;
    }

    public int equipmentIndex(String id) {
        Integer i = equipmentIndex.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no Equipment '" + id + "'");
        }
        return i;
    }

    /** The Adventurer with this id or name (any case, spaces or dashes), or -1. */
    public int adventurerIndex(String idOrName) {
        String key = idOrName.trim().toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
        Integer i = adventurerIndex.get(key);
        return i == null ? -1 : i;
    }

    public int skillIndex(String id) {
        Integer i = skillIndex.get(id);
        return i == null ? -1 : i;
    }

    public Quest quest(String id) {
        return questById.get(id);
    }

    public List<String> questIds() {
        return List.copyOf(questById.keySet());
    }

    /** Reads and checks every content file; a problem names its file, entry and reason. */
    public static Content load(ContentSource source) {
        YamlReader r = new YamlReader(source);
        List<EnemyType> enemies = r.entries(r.tree(ENEMIES), ENEMIES, "enemies", EnemyType.class);
        List<EnemyCard> street = r.entries(r.tree(STREET), STREET, "cards", EnemyCard.class);
        List<EnemyCard> building = r.entries(r.tree(BUILDING), BUILDING, "cards", EnemyCard.class);
        List<Equipment> equipment = r.entries(r.tree(EQUIPMENT), EQUIPMENT, "equipment", Equipment.class);
        List<AdventurerCard> adventurers = r.entries(r.tree(ADVENTURERS), ADVENTURERS, "adventurers",
                AdventurerCard.class);
        List<StageCard> stages = r.entries(r.tree(STAGES), STAGES, "stages", StageCard.class);
        List<Quest> quests = new ArrayList<>();
        for (String f : QUEST_FILES) {
            JsonNode tree = r.tree(f);
            quests.add(r.convert(tree, f, tree.hasNonNull("id") ? tree.get("id").asText() : null, Quest.class));
        }
        CampaignFile campaign = r.convert(r.tree(CAMPAIGN), CAMPAIGN, null, CampaignFile.class);
        return new Content(enemies, street, building, equipment, adventurers, stages, quests, campaign);
    }
}
