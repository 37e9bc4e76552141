package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.GameOption;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.campaign.CampaignRules;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesVersion;
import keeptable.engine.module.AbstractGameModule;
import keeptable.engine.module.GameModule;
import keeptable.games.deadkeep.content.AdventurerCard;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.Quest;

/**
 * The Dead Keep: a co-operative dungeon crawl in which 1 to 6 players run 1 to 6 Adventurers and the
 * game runs every Undead, Monster, spawn and Boss.
 *
 * <p>Options: {@code quest} (tutorial, q1 ... q7; default tutorial, or the campaign's next Quest),
 * {@code adventurers} (names or ids, comma-separated, dealt round-robin to the seats; default one per
 * seat, two for a solo player), {@code campaign} (the campaign as JSON, see {@link DkCampaignRules}).
 */
public final class DeadKeep extends AbstractGameModule {
    public static final String ID = "dead-keep";
    private static final String[] DEFAULT_PARTY = {"astrid", "lothar", "mai-ling", "tessara", "theron", "amaranthe"};

    /** The human part of the rules version: raised, with a line in the rules notes, when the rules code changes a replay. */
    static final String HUMAN_VERSION = "7";

    private static final Facts FACTS = new Facts(ID, "The Dead Keep",
            "co-operative: 1-6 Adventurers against the Undead, Monsters and a Boss the game runs", 1, 6);
    private static final Types TYPES = new Types(DkChoice.class, DkEvent.class, DkView.class);

    private final Shelf shelf;
    private final Content content;
    /** Built once from the content: every new game checks its setup against them. */
    private final List<GameOption> options;
    private final DkCampaignRules campaign;
    private keeptable.engine.content.RulesAid aid;

    /** The game with the content it ships with. */
    public DeadKeep() {
        this(Shelf.standard());
    }

    /** The game with other content (a designer's folder, a test's files): its rules version carries that content's hash. */
    public DeadKeep(ContentSource source) {
        this(Shelf.of(source));
    }

    private DeadKeep(Shelf shelf) {
        super(FACTS, RulesVersion.of(HUMAN_VERSION, shelf.hash), TYPES, ChoiceWords.HEADINGS);
        this.shelf = shelf;
        this.content = shelf.content;
        this.campaign = new DkCampaignRules(content);
        this.options = optionsOf(content);
    }

    public Content content() {
        return content;
    }

    /** The rules aid for players, with the reference of every card and Enemy of this game's content. */
    @Override
    public synchronized keeptable.engine.content.RulesAid rulesAid() {
        if (aid == null) {
            aid = CardReference.aid(ID, content);
        }
        return aid;
    }

    /** The game built from a designer's copy of its content folder. */
    @Override
    public GameModule withContent(ContentSource source) {
        return new DeadKeep(source);
    }

    /** The options, from the content: the Quest to play and the party. */
    @Override
    public List<GameOption> options() {
        return options;
    }

    private static List<GameOption> optionsOf(Content content) {
        List<GameOption.Value> quests = new ArrayList<>();
        for (String id : content.questIds()) {
            quests.add(new GameOption.Value(id, content.quest(id).name()));
        }
        List<GameOption.Value> party = new ArrayList<>();
        for (AdventurerCard a : content.adventurers) {
            party.add(new GameOption.Value(a.id(), a.name()));
        }
        return List.of(
                GameOption.oneOf("quest", "Quest", "the tutorial (in a campaign: its next Quest)", "the Quest to play",
                        quests),
                GameOption.listOf("adventurers", "Adventurers", "one per seat (two when alone; in a campaign: its"
                        + " party)", "the party, 1 to 6 Adventurers, dealt to the seats in turn", party),
                GameOption.text("seating", "Who runs whom", "dealt in turn", "each Adventurer's player, by seat"
                        + " number in the party's order, comma-separated (e.g. 1,1,2: the first two are player 1's)"));
    }

    /** The players share the Adventurers as they see fit: each one's seat (1-based), in the party's order. */
    private static void seating(String text, int seats, int[] owners) {
        String[] parts = text.split(",");
        if (parts.length != owners.length) {
            throw new SetupException("seating names " + parts.length + " players for " + owners.length + " Adventurers");
        }
        boolean[] runs = new boolean[seats];
        for (int i = 0; i < parts.length; i++) {
            int seat;
            try {
                seat = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                seat = 0;
            }
            if (seat < 1 || seat > seats) {
                throw new SetupException("seating: '" + parts[i].trim() + "' is not a player from 1 to " + seats);
            }
            owners[i] = seat - 1;
            runs[seat - 1] = true;
        }
        for (int seat = 0; seat < seats; seat++) {
            if (!runs[seat]) {
                throw new SetupException("seating: player " + (seat + 1) + " runs no Adventurer");
            }
        }
    }

    @Override
    protected State start(Setup setup) {
        Map<String, String> o = setup.options();
        DkCampaign camp = o.containsKey(Campaigns.OPTION) ? Campaigns.read(campaign, o.get(Campaigns.OPTION)) : null;
        String questId = o.getOrDefault("quest", camp == null ? "tutorial"
                : content.campaign.quests().get(Math.min(camp.next(), camp.quests() - 1)));
        Quest quest = content.quest(questId);
        if (quest == null) {
            throw new SetupException("no Quest '" + questId + "' (there are " + content.questIds() + ")");
        }
        List<String> names = new ArrayList<>();
        if (o.containsKey("adventurers")) {
            for (String n : o.get("adventurers").split(",")) {
                names.add(n);
            }
        } else if (camp != null) {
            names.addAll(camp.party());
        } else {
            int k = setup.size() == 1 ? 2 : setup.size();
            for (int i = 0; i < k; i++) {
                names.add(DEFAULT_PARTY[i]);
            }
        }
        if (names.isEmpty() || names.size() > 6) {
            throw new SetupException("The Dead Keep is played with 1 to 6 Adventurers, not " + names.size());
        }
        if (names.size() < setup.size()) {
            throw new SetupException("every seat needs at least one Adventurer: " + setup.size() + " seats but "
                    + names.size() + " Adventurers");
        }
        int[] cards = new int[names.size()];
        int[] owners = new int[names.size()];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = content.adventurerIndex(names.get(i));
            if (cards[i] < 0) {
                throw new SetupException("no Adventurer '" + names.get(i).trim() + "'");
            }
            for (int j = 0; j < i; j++) {
                if (cards[j] == cards[i]) {
                    throw new SetupException(content.adventurers.get(cards[i]).name() + " is in the party twice");
                }
            }
            owners[i] = i % setup.size();
        }
        if (o.containsKey("seating")) {
            seating(o.get("seating"), setup.size(), owners);
        }
        int[][] talismans = new int[cards.length][];
        for (int i = 0; i < cards.length; i++) {
            List<String> ids = camp == null ? List.of()
                    : camp.talismans().getOrDefault(content.adventurers.get(cards[i]).id(), List.of());
            talismans[i] = ids.stream().mapToInt(content::equipmentIndex).toArray();
        }
        Ground ground = shelf.ground(quest.map());
        DkState fresh = new DkState(content, ground, quest, setup.size(), cards, owners, setup.seed(),
                setup.seats().stream().map(seat -> seat.name()).toArray(String[]::new));
        DkState s = Turns.start(Opening.setUp(fresh, talismans, camp == null ? 1 : camp.level(), true));
        if (camp != null) {
            int[] gold = new int[cards.length];
            for (int i = 0; i < cards.length; i++) {
                gold[i] = camp.gold().getOrDefault(content.adventurers.get(cards[i]).id(), 0);
            }
            s.gold = gold;
            if (camp.played() > 0) {
                Opening.openShop(s, gold);
            }
        }
        return s;
    }

    @Override
    public Agent heuristicAgent() {
        return new DkHeuristic();
    }

    /**
     * The heuristic plays out and guides; progressive widening keeps a Reorganize decision (dozens of Swaps that
     * change nothing) from spreading the visits over every Swap, and the search weighs at a Reorganize only Done and
     * the Swaps that equip the party better ({@link DkCandidates}): without that it swapped on for thousands of choices.
     */
    @Override
    public IsmctsAgent.Config searchDefaults() {
        DkHeuristic h = new DkHeuristic();
        return IsmctsAgent.Config.defaults(new DkEvaluator()).withIterations(200).withExploration(0.5)
                .withRollout(h, 30).withGuide(h, 2.0).withWidening(1).withCandidates(new DkCandidates())
                .withTimeLimit(1_000);
    }

    /**
     * Co-operative: a choice may be taken back while it brought nothing to light (the engine's undo rule): no
     * die rolled and no revealing event (a card drawn from a face-down deck, a Treasure turned over, a Stage
     * card shown). A Move or a Reorganize qualifies; a Combat Action, a Door Opening or a Search does not.
     */
    /**
     * A player out of time on a turn-based table is skipped with the book's Do Nothing: the Adventurer ends
     * the Turn at once, its remaining Actions lost; a trade or a reorganizing is ended, and a Health Potion or
     * a Combat Reflexes chance is let go by. Choosing which Adventurer to activate, and the players' choices for
     * the Enemies, have no such choice: the normal bot makes them.
     */
    @Override
    public Choice skipChoice(State state) {
        for (Choice c : state.choices()) {
            if (c instanceof DkChoice.DoNothing || c instanceof DkChoice.Done || c instanceof DkChoice.NoPotion
                    || c instanceof DkChoice.Pass) {
                return c;
            }
        }
        return null;
    }

    @Override
    public String skips() {
        return "an Adventurer may Do Nothing, ending the Turn with Actions left";
    }

    @Override
    public boolean cooperative() {
        return true;
    }

    @Override
    public CampaignRules<?> campaign() {
        return campaign;
    }
}
