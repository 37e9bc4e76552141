package keeptable.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Seat;
import keeptable.engine.State;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Replay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Plays a saved game back, step by step, checking it gives the same positions as when recorded. */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Replays a game record, printing every choice and its events, and verifies that each "
                + "step reaches the recorded position.",
                "Exit code 0 when the record is verified, 1 when the replay diverges, 2 when the file is not a record."},
        footer = {"", "Examples:",
                "  keeptable replay records/killmans-keep-42.json",
                "  keeptable replay records/killmans-keep-42.json --seat 1 --step"})
final class ReplayCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Parameters(index = "0", paramLabel = "<record.json>", description = "A game record saved by play or simulate.")
    Path file;

    @Option(names = "--step", description = "Wait for Enter after each step.")
    boolean step;

    @Option(names = "--seat", paramLabel = "N",
            description = "Show only what seat N (1-based) could see: its own choices and the events visible to it.")
    Integer seat;

    ReplayCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        RecordFiles.Loaded loaded = RecordFiles.load(file);
        GameRecord record = loaded.record();
        List<Seat> seats = record.setup().seats();
        if (seat != null && (seat < 1 || seat > seats.size())) {
            throw new UsageError("--seat must be 1 to " + seats.size() + " for this record");
        }
        Integer viewer = seat == null ? null : seat - 1;
        terminal.out().println(loaded.game().title() + " (rules " + record.rulesVersion() + "), seed "
                + record.setup().seed() + ", " + record.choices().size() + " choices");
        for (int i = 0; i < seats.size(); i++) {
            terminal.out().printf("  seat %d: %s (%s)%n", i + 1, seats.get(i).name(), seats.get(i).agent());
        }
        Replay replay = new Replay(loaded.game(), record);
        while (replay.hasNext()) {
            int mover = replay.state().toMove();
            int before = replay.step();
            Choice choice = record.choices().get(before);
            String said = said(replay.state(), choice);
            List<Event> events = replay.next();
            if (replay.step() == before) {
                break; // the rules refused the recorded choice: nothing happened
            }
            printStep(replay.step(), seats, mover, said, events, viewer);
            if (step && replay.hasNext()) {
                if (terminal.ask("(Enter for the next step) ") == null) {
                    step = false;
                }
            }
        }
        Replay.Result result = replay.result();
        if (result.ok()) {
            terminal.out().println("record verified: " + result.steps() + " steps"
                    + (replay.sameRules() ? "" : " (made under rules " + record.rulesVersion()
                    + ", it replays identically under " + loaded.game().rulesVersion() + ")"));
            if (record.outcome() != null) {
                terminal.out().println(PlayCommand.describe(record.outcome(),
                        seats.stream().map(Seat::name).toList()));
            }
            return ExitCodes.OK;
        }
        terminal.out().println("record diverges at step " + result.divergedAt() + ": " + result.problem());
        return ExitCodes.FAILED;
    }

    /** The recorded choice in words where it was offered; one these rules cannot word is shown by its fields. */
    private static String said(State before, Choice choice) {
        try {
            return before.describe(choice);
        } catch (RuntimeException otherRules) {
            return choice.label();
        }
    }

    private void printStep(int number, List<Seat> seats, int mover, String choice, List<Event> events,
                           Integer viewer) {
        String who = mover >= 0 && mover < seats.size() ? seats.get(mover).name() : "?";
        if (viewer == null || viewer == mover) {
            terminal.out().printf("%4d. %s: %s%n", number, who, choice);
        } else {
            terminal.out().printf("%4d. %s played.%n", number, who);
        }
        for (Event e : events) {
            if (viewer == null || e.visibleTo(viewer)) {
                terminal.out().println("        " + e.text());
            }
        }
    }
}
