package keeptable.games.killmanskeep.content;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.content.ContentCache;
import keeptable.engine.content.ContentDigest;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;
import keeptable.games.killmanskeep.content.ContentFiles.BoardFile;

/**
 * All static content of Killman's Keep, loaded once from YAML, validated, and shared by every state:
 * the board, the Artifact, Monster and Goal cards and the Action card. Physical Keep cards are
 * numbered: {@code 0 .. artifactCards-1} are Artifact copies, the rest Monster copies.
 */
public final class Content {
    public final List<Area> areas;
    public final int start;
    public final int market;
    public final int bank;
    public final int guild;
    public final int keep;
    /** adjacency[a] = the areas joined to area a. */
    public final int[][] adjacency;
    public final int doubloonsPerPlayer;
    public final int startingMoney;
    public final int startingArtifacts;
    public final int marketArtifacts;
    public final int doubloonPrice;
    public final int doubloonsToWin;
    public final List<Artifact> artifacts;
    public final List<Monster> monsters;
    public final List<Goal> goals;
    public final ActionCard actionCard;
    /** Number of Artifact copies; physical cards below this number are Artifacts. */
    public final int artifactCards;
    /** Number of physical Keep cards (Artifact and Monster copies). */
    public final int cards;
    private final int[] cardKind;
    private final int[][] cardsByEffect;

    /** The hash of every content file this was loaded from (see {@link ContentDigest}): part of the rules version. */
    public final String hash;

    private Content(BoardFile board, List<Artifact> artifacts, List<Monster> monsters, List<Goal> goals,
                    ActionCard actionCard, String hash) {
        this.hash = hash;
        this.areas = List.copyOf(board.areas());
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < areas.size(); i++) {
            index.put(areas.get(i).id(), i);
        }
        this.start = index.get(board.start());
        this.market = index.get("market");
        this.bank = index.get("bank");
        this.guild = index.get("guild");
        this.keep = index.get("keep");
        this.adjacency = new int[areas.size()][];
        for (int i = 0; i < areas.size(); i++) {
            adjacency[i] = areas.get(i).adjacent().stream().mapToInt(index::get).toArray();
        }
        this.doubloonsPerPlayer = board.doubloonsPerPlayer();
        this.startingMoney = board.startingMoney();
        this.startingArtifacts = board.startingArtifacts();
        this.marketArtifacts = board.marketArtifacts();
        this.doubloonPrice = board.doubloonPrice();
        this.doubloonsToWin = board.doubloonsToWin();
        this.artifacts = List.copyOf(artifacts);
        this.monsters = List.copyOf(monsters);
        this.goals = List.copyOf(goals);
        this.actionCard = actionCard;
        List<Integer> kinds = new ArrayList<>();
        for (int a = 0; a < artifacts.size(); a++) {
            for (int c = 0; c < artifacts.get(a).copies(); c++) {
                kinds.add(a);
            }
        }
        this.artifactCards = kinds.size();
        for (int m = 0; m < monsters.size(); m++) {
            for (int c = 0; c < monsters.get(m).copies(); c++) {
                kinds.add(m);
            }
        }
        this.cards = kinds.size();
        this.cardKind = kinds.stream().mapToInt(Integer::intValue).toArray();
        this.cardsByEffect = new int[Effect.values().length][];
        for (Effect e : Effect.values()) {
            cardsByEffect[e.ordinal()] = java.util.stream.IntStream.range(0, artifactCards)
                    .filter(k -> artifacts.get(cardKind[k]).effect() == e).toArray();
        }
    }

    /** The content shipped with the game. */
    public static Content standard() {
        return ContentCache.shipped(Content.class, "killmans-keep", Content::load);
    }

    /**
     * Reads and checks every content file, hashing each one read.
     *
     * @throws ContentException naming the file, the entry and the reason of the first problem found
     */
    public static Content load(ContentSource source) {
        ContentDigest digest = new ContentDigest(source);
        YamlReader yaml = new YamlReader(digest);
        JsonNode boardTree = yaml.tree(ContentFiles.BOARD);
        List<Area> areas = yaml.entries(boardTree, ContentFiles.BOARD, "areas", Area.class);
        ((ObjectNode) boardTree).remove("areas");
        BoardFile board = yaml.convert(boardTree, ContentFiles.BOARD, null, BoardFile.class);
        board = new BoardFile(board.start(), board.doubloonsPerPlayer(), board.startingMoney(),
                board.startingArtifacts(), board.marketArtifacts(), board.doubloonPrice(), board.doubloonsToWin(), areas);
        List<Artifact> artifacts =
                yaml.entries(yaml.tree(ContentFiles.ARTIFACTS), ContentFiles.ARTIFACTS, "artifacts", Artifact.class);
        List<Monster> monsters =
                yaml.entries(yaml.tree(ContentFiles.MONSTERS), ContentFiles.MONSTERS, "monsters", Monster.class);
        List<Goal> goals = yaml.entries(yaml.tree(ContentFiles.GOALS), ContentFiles.GOALS, "goals", Goal.class);
        ActionCard action =
                yaml.convert(yaml.tree(ContentFiles.ACTION_CARD), ContentFiles.ACTION_CARD, null, ActionCard.class);
        ContentChecks.board(board);
        ContentChecks.artifacts(artifacts);
        ContentChecks.monsters(monsters);
        ContentChecks.goals(goals);
        ContentChecks.actionCard(action);
        return new Content(board, artifacts, monsters, goals, action, digest.hash());
    }

    // ---- physical cards ----------------------------------------------------------------------

    public boolean isMonster(int card) {
        return card >= artifactCards;
    }

    public Artifact artifact(int card) {
        return artifacts.get(cardKind[card]);
    }

    public Monster monster(int card) {
        return monsters.get(cardKind[card]);
    }

    /** Index of the card's kind in {@link #artifacts} or {@link #monsters}. */
    public int kind(int card) {
        return cardKind[card];
    }

    /** The Artifact cards with this effect, in card order. */
    public int[] cardsWith(Effect effect) {
        return cardsByEffect[effect.ordinal()];
    }

    public int rarity(int card) {
        return isMonster(card) ? monster(card).rarity() : artifact(card).rarity();
    }

    public String cardName(int card) {
        return isMonster(card) ? monster(card).name() + " corpse" : artifact(card).name();
    }

    public String monsterName(int card) {
        return monster(card).name();
    }

    /** The card's name with its stars, e.g. "Ruby (2*)". */
    public String cardTitle(int card) {
        return cardName(card) + " (" + "*".repeat(rarity(card)) + ")";
    }

    /** Base value of a card: $50 per star. */
    public static int baseValue(int rarity) {
        return 50 * rarity;
    }

    /** The Market's haggling table: price for a rarity and a d6 roll. */
    public static int hagglePrice(int rarity, int roll) {
        int band = roll <= 2 ? 0 : roll <= 4 ? 1 : 2;
        return 50 * rarity - 25 + 25 * band;
    }

    public String areaName(int area) {
        return areas.get(area).name();
    }

    /** Number of content items tallied for simulation figures: artifact kinds, monster kinds, goals. */
    public int items() {
        return artifacts.size() + monsters.size() + goals.size();
    }

    public String itemName(int item) {
        if (item < artifacts.size()) {
            return "artifact: " + artifacts.get(item).name();
        }
        item -= artifacts.size();
        if (item < monsters.size()) {
            return "monster: " + monsters.get(item).name();
        }
        return "goal: " + goals.get(item - monsters.size()).name();
    }

    public int artifactItem(int card) {
        return cardKind[card];
    }

    public int monsterItem(int card) {
        return artifacts.size() + cardKind[card];
    }

    public int goalItem(int goal) {
        return artifacts.size() + monsters.size() + goal;
    }
}
