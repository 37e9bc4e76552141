package keeptable.engine.conformance;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import keeptable.engine.Choice;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.content.RulesVersion;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Recorder;
import keeptable.engine.record.Replay;

/**
 * A game's golden records: whole games, seeded and played to the end by the agents their setups
 * name, kept in the module's test resources. They must replay step for step, fingerprints included,
 * as long as the rules version is the one they were made under. A change that alters a replay must
 * therefore come with a new version (the content hash changes by itself; the human version is raised
 * by hand), renewed records, and a line in the game's "Rules versions" notes; this check fails until
 * all three are done, and says how. Renew with {@code -Dkeeptable.golden.renew=true}.
 */
public final class GoldenRecords {
    public static final String RENEW = "keeptable.golden.renew";
    private static final int MAX_STEPS = 200_000;

    private final GameModule game;
    private final ObjectMapper json;
    private final Path dir;
    private final Path notes;
    private final String renewCommand;

    /**
     * @param dir    where the records live (e.g. src/test/resources/golden)
     * @param notes  the game's rules notes, whose "Rules versions" section must name the human version
     * @param test   the test class that runs the check, for the renewal command
     */
    public GoldenRecords(GameModule game, Path dir, Path notes, Class<?> test) {
        this.game = game;
        this.json = game.json();
        this.dir = dir;
        this.notes = notes;
        this.renewCommand = "mvn -pl <this game's module> test -Dtest=" + test.getSimpleName() + " -D" + RENEW + "=true";
    }

    /** A golden table: {@code players} seats named P1, P2, ... whose agents cycle through {@code agents}. */
    public static Setup table(int players, Map<String, String> options, long seed, String... agents) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(new Seat("P" + (i + 1), agents[i % agents.length]));
        }
        return new Setup(seats, options, seed);
    }

    /** Renews the records first when asked to by the system property, then verifies them all. */
    public void check(List<Setup> setups) {
        if (Boolean.getBoolean(RENEW)) {
            renew(setups);
        }
        verify(setups);
    }

    /** Plays every setup afresh and writes its record, replacing the old ones. */
    public void renew(List<Setup> setups) {
        try {
            Files.createDirectories(dir);
            try (Stream<Path> old = Files.list(dir)) {
                for (Path p : old.filter(GoldenRecords::isRecord).toList()) {
                    Files.delete(p);
                }
            }
            for (int i = 0; i < setups.size(); i++) {
                write(file(i), play(setups.get(i)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replays every record; fails naming the record, the step and what to do. */
    public void verify(List<Setup> setups) {
        String version = game.rulesVersion();
        String human = RulesVersion.human(version);
        checkNotes(human);
        List<Path> files = records();
        if (files.size() != setups.size()) {
            throw new AssertionError(game.id() + ": " + files.size() + " golden records in " + dir + " but "
                    + setups.size() + " golden setups; renew them: " + renewCommand);
        }
        for (int i = 0; i < setups.size(); i++) {
            GameRecord r = read(file(i));
            String name = file(i).getFileName().toString();
            if (!r.setup().equals(setups.get(i))) {
                throw new AssertionError(game.id() + ": golden record " + name + " was made from another setup"
                        + " than the test's golden setup " + i + "; renew them: " + renewCommand);
            }
            if (!r.rulesVersion().equals(version)) {
                throw new AssertionError(game.id() + ": golden record " + name + " was made under rules "
                        + r.rulesVersion() + " and the game is now " + version + ". If this change is meant,"
                        + " renew the records (" + renewCommand + ") and say what changed under version " + human
                        + " in the 'Rules versions' section of " + notes.getFileName()
                        + " (raise the human version when the rules code changed)");
            }
            Replay replay = new Replay(game, r);
            while (replay.hasNext()) {
                replay.next();
            }
            Replay.Result result = replay.result();
            if (!result.ok()) {
                throw new AssertionError(game.id() + ": golden record " + name + " no longer replays under the same"
                        + " rules version " + version + ": " + result.problem() + " (step " + result.divergedAt()
                        + "). The rules code changed what a replay does: if that is meant, raise the human version"
                        + " (now " + human + "), renew the records (" + renewCommand + ") and add a line to the"
                        + " 'Rules versions' section of " + notes.getFileName() + "; if not, it is a bug");
            }
            Outcome ended = replay.state().outcome();
            // A record made before outcomes carried per-seat results holds only winners and reason.
            boolean same = r.outcome() != null
                    && (r.outcome().results().isEmpty() ? r.outcome().sameEnding(ended) : r.outcome().equals(ended));
            if (!same) {
                throw new AssertionError(game.id() + ": golden record " + name + " ended " + r.outcome()
                        + " but its replay ends " + replay.state().outcome());
            }
        }
    }

    private void checkNotes(String human) {
        String text;
        try {
            text = Files.readString(notes);
        } catch (IOException e) {
            throw new AssertionError(game.id() + ": cannot read the rules notes " + notes + ": " + e.getMessage());
        }
        int at = text.indexOf("## Rules versions");
        if (at < 0) {
            throw new AssertionError(notes + " has no '## Rules versions' section");
        }
        int end = text.indexOf("\n## ", at + 3);
        String section = end < 0 ? text.substring(at) : text.substring(at, end);
        Pattern line = Pattern.compile("(?m)^\\s*[-*]\\s+[*`]*" + Pattern.quote(human) + "[*`]*[\\s:(]");
        if (!line.matcher(section).find()) {
            throw new AssertionError(notes + ": the 'Rules versions' section has no item for version " + human
                    + " (a list item starting with it, e.g. '- **" + human + "** (date): what changed')");
        }
    }

    /** Plays one golden game with the agents its seats name; the agents draw from a generator of the seed. */
    private GameRecord play(Setup setup) {
        State s = game.newGame(setup);
        List<Agent> agents = new ArrayList<>();
        for (var seat : setup.seats()) {
            agents.add(game.agent(seat.agent()));
        }
        Rng rng = new Rng(setup.seed() * 0x9E3779B97F4A7C15L + 99);
        Recorder recorder = new Recorder(game, setup, s);
        while (!s.isOver()) {
            if (s.step() > MAX_STEPS) {
                throw new AssertionError(game.id() + ": a golden game did not end in " + MAX_STEPS + " choices");
            }
            int seat = s.toMove();
            Choice c = agents.get(seat).choose(s.determinize(seat, rng), s.choices(), rng);
            s.apply(c);
            recorder.played(c, s);
        }
        return recorder.record(s);
    }

    private List<Path> records() {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(GoldenRecords::isRecord).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isRecord(Path p) {
        return p.getFileName().toString().endsWith(".json.gz");
    }

    private Path file(int i) {
        return dir.resolve(String.format("%02d.json.gz", i));
    }

    private void write(Path p, GameRecord r) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
            json.writeValue(out, r);
        }
    }

    private GameRecord read(Path p) {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(p))) {
            return json.readValue(in, GameRecord.class);
        } catch (IOException e) {
            throw new AssertionError(game.id() + ": golden record " + p + " cannot be read: " + e.getMessage(), e);
        }
    }
}
