package keeptable.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import keeptable.engine.Game;
import keeptable.engine.Outcome;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.CampaignRules;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Plays one game at the terminal: humans and bots in any mix, hotseat when several humans. */
@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays a game at this terminal against bots, or hotseat with several humans.",
                "At your turn type a choice's number, or: why, hint, rules, board, log, auto, help, quit."},
        footer = {"", "Examples:",
                "  keeptable play killmans-keep --name Ann",
                "  keeptable play killmans-keep --seats human,ismcts:250ms,heuristic --seed 42",
                "  keeptable play killmans-keep --seats human,human --names Ann,Bob   (hotseat)",
                "  keeptable play dead-cells --campaign my-campaign.json   (a campaign, saved after each game)",
                "  keeptable play --resume records/killmans-keep-42.json   (go on with a game left with quit)",
                "", "A game's options (e.g. --quest q2) are listed by: keeptable games <game>"})
final class PlayCommand implements Callable<Integer> {
    /** Keeps bot randomness apart from the game's own seed. */
    private static final long AGENT_SALT = 0x5EED_AB1E_CAFE_F00DL;

    private final Terminal terminal;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<game>",
            description = "The game's id (see 'keeptable games'); not with --resume.")
    String gameId;

    @Option(names = "--resume", paramLabel = "FILE", description = "Go on with the game saved in FILE (a game left "
            + "with quit): its game, seats, names, options and seed come from the record, and it is saved there again.")
    Path resume;

    @Mixin
    Seats seats = new Seats();

    @Option(names = "--names", split = ",", paramLabel = "NAME", description = "The seats' names, in order.")
    List<String> names;

    @Option(names = "--name", paramLabel = "NAME", description = "Your name at the table, when one person plays "
            + "(at most 40 characters). Default: asked at the start when run in a terminal, else Player N.")
    String name;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the game's chance. Default: from the clock "
            + "(printed, so the game can be played again).")
    Long seed;

    @Option(names = "--save", paramLabel = "FILE",
            description = "Where to save the game record. Default: records/<game>-<seed>.json")
    Path save;

    @Option(names = "--campaign", paramLabel = "FILE", description = "Play the next game of the campaign kept in FILE "
            + "(a new campaign if there is no such file) and save the campaign there when the game ends.")
    Path campaignFile;

    @Option(names = "--ask-always", description = "Ask at every decision, even one with only one choice. By default "
            + "such a decision (a pass, say) is played for you after a line saying so; 'auto' at a prompt switches.")
    boolean askAlways;

    @Mixin
    GameOptions gameOptions = new GameOptions();

    @Mixin
    ContentOptions content = new ContentOptions();

    PlayCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        RecordFiles.Loaded saved = resume == null ? null : resumable();
        if (saved == null && gameId == null) {
            throw new UsageError("name a game to play (see 'keeptable games'), or --resume FILE");
        }
        GameModule game = saved != null ? saved.game() : content.game(gameId);
        List<String> specs = saved != null ? saved.record().setup().seats().stream().map(s -> s.agent()).toList()
                : seats.specs(game, SeatPlan.HUMAN);
        SeatPlan.check(specs, game, true);
        List<String> seatNames = saved != null ? saved.record().setup().seats().stream().map(s -> s.name()).toList()
                : PlayerNames.of(specs, names, name, terminal);
        long gameSeed = saved != null ? saved.record().setup().seed() : seed != null ? seed : System.currentTimeMillis();
        Setup setup = saved != null ? saved.record().setup()
                : SeatPlan.setup(specs, seatNames, gameOptions.map(), gameSeed);
        if (saved != null && !saved.record().rulesVersion().equals(game.rulesVersion())) {
            terminal.out().println("Note: " + resume + " was played under another version of the rules;"
                    + " it goes on under the current rules as long as its choices replay.");
        }
        Campaign campaign = campaignFile == null ? null : campaignToPlay(game, setup);
        if (campaign != null) {
            setup = Campaigns.carrying(setup, campaign);
        }
        State start = startFrom(game, setup, campaign);

        terminal.out().println(game.title() + ", seed " + gameSeed + " (play this deal again with --seed "
                + gameSeed + ")");
        // names only: which kind of bot plays a seat is the program's business, not the table's (issue 26)
        for (int i = 0; i < specs.size(); i++) {
            terminal.out().printf("  seat %d: %s%n", i + 1, seatNames.get(i));
        }
        HumanTable table = new HumanTable(terminal, game, setup, start);
        table.autoPlay(!askAlways);
        List<Agent> agents = new ArrayList<>();
        Resume replay = saved == null ? null : new Resume(saved.record().choices(), resume.toString(), table);
        for (int i = 0; i < specs.size(); i++) {
            Agent own = specs.get(i).equals(SeatPlan.HUMAN)
                    ? new TerminalPlayer(terminal, table, game, gameSeed * 31 + i)
                    : game.agent(specs.get(i));
            agents.add(replay == null ? own : replay.seat(own));
        }
        Match match = new Match(game, setup, agents, gameSeed ^ AGENT_SALT).listener(table);
        GameRecord record;
        try {
            Match.Result result = match.play();
            record = result.record();
            terminal.out().println();
            terminal.out().println("Game over. " + describe(record.outcome(), seatNames));
            if (campaign != null) {
                Campaign next = Campaigns.after(game.campaign(), campaign, result.last());
                Campaigns.save(next, campaignFile);
                terminal.out().println("Campaign saved to " + campaignFile.toAbsolutePath().normalize() + ": "
                        + next.summary() + (next.isFinished() ? " (the campaign is over)" : ""));
            }
        } catch (QuitGame quit) {
            record = table.recordSoFar();
            terminal.out().println();
            terminal.out().println("Game stopped: " + quit.getMessage() + ".");
            if (campaign != null) {
                terminal.out().println("The campaign in " + campaignFile + " is unchanged: a game counts once it ends.");
            }
        }
        Path file = save != null ? save : resume != null ? resume : Path.of("records", game.id() + "-" + gameSeed + ".json");
        RecordFiles.save(game, record, file);
        terminal.out().println("Record saved to " + file.toAbsolutePath().normalize()
                + (record.outcome() == null ? " (go on with: keeptable play --resume " + file + ")"
                : " (replay it with: keeptable replay " + file + ")"));
        return ExitCodes.OK;
    }

    /** The saved game to go on with; refused when it is over or when other flags would change it. */
    private RecordFiles.Loaded resumable() {
        if (gameId != null || seats.given != null || names != null || name != null || seed != null
                || campaignFile != null || gameOptions.given()) {
            throw new UsageError("--resume takes the game, seats, names, options and seed from the record: "
                    + "give it alone (with --save FILE to save elsewhere)");
        }
        RecordFiles.Loaded saved = RecordFiles.load(resume);
        if (saved.record().outcome() != null) {
            throw new UsageError(resume + " is a finished game (" + saved.record().outcome().reason()
                    + "); replay it with: keeptable replay " + resume);
        }
        return saved;
    }

    /** The game's first position; a campaign the game refuses is refused naming the file it came from. */
    private State startFrom(GameModule game, Setup setup, Campaign campaign) {
        try {
            return game.newGame(setup);
        } catch (SetupException e) {
            if (campaign == null) {
                throw e;
            }
            throw new UsageError(campaignFile + ": " + e.getMessage());
        }
    }

    /** The campaign in the file, or a new one from the options; an ended campaign is not played on. */
    private Campaign campaignToPlay(GameModule game, Setup setup) {
        CampaignRules<?> rules = game.campaign();
        if (rules == null) {
            throw new SetupException(game.title() + " has no campaign");
        }
        Campaign campaign = Files.exists(campaignFile) ? Campaigns.load(rules, campaignFile)
                : rules.start(setup.options());
        if (campaign.isFinished()) {
            throw new UsageError("the campaign in " + campaignFile + " is over (" + campaign.summary()
                    + "); name another file to start a new one");
        }
        terminal.out().println((Files.exists(campaignFile) ? "Campaign from " + campaignFile : "New campaign")
                + ": " + campaign.summary());
        return campaign;
    }

    static String describe(Outcome outcome, List<String> names) {
        if (outcome == null) {
            return "The game did not end.";
        }
        List<String> winners = outcome.winners().stream().map(names::get).toList();
        String who = winners.isEmpty() ? "Nobody won"
                : (winners.size() == 1 ? "Winner: " : "Winners: ") + String.join(", ", winners);
        StringBuilder words = new StringBuilder(who + " (" + outcome.reason() + ").");
        Outcome.Progress p = outcome.progress();
        if (p != null) {
            words.append(' ').append(p.measure()).append(": ").append(p.reached()).append(" of ").append(p.of())
                    .append(p.grade() == null ? "" : " (" + p.grade() + ")").append('.');
        }
        List<String> scores = new java.util.ArrayList<>();
        for (int seat = 0; seat < outcome.results().size() && seat < names.size(); seat++) {
            Outcome.SeatResult r = outcome.results().get(seat);
            if (r.score() != null) {
                scores.add(names.get(seat) + " " + r.score() + " (place " + r.place() + ")");
            }
        }
        if (!scores.isEmpty()) {
            words.append(" Scores: ").append(String.join(", ", scores)).append('.');
        }
        return words.toString();
    }
}
