package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;
import keeptable.engine.SetupException;
import keeptable.engine.module.GameModule;
import keeptable.lab.ContentEdit;
import keeptable.lab.PairTally;
import keeptable.lab.PairedRun;
import keeptable.lab.Simulation;
import keeptable.lab.Variant;
import keeptable.lab.report.CompareFiles;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Lab page's jobs: a compare of a game's content against a designer's edits, asked over HTTP, stored, and
 * played on one thread of the lowest priority that steps aside while any bot of a game in play has work queued
 * (the games people play come first). A job's games are played a few at a time so its progress is seen and a
 * cancel is heard between them. Jobs queued or running when the server stops are queued again when it starts
 * and played from their first game: the same seeds give the same games, so the result is the one the
 * uninterrupted job would have had.
 */
final class LabJobs implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LabJobs.class);
    /** The most games (pairs: base and variant) one job may ask for. */
    static final int MAX_GAMES = 2000;
    /** The most edits one job may make. */
    static final int MAX_EDITS = 20;
    /** The longest edit, in characters. */
    static final int LONGEST_EDIT = 200;
    /** The most jobs queued or running at once. */
    static final int MAX_WAITING = 5;
    /** The bots a job's seats may be played by. */
    static final List<String> BOTS = List.of("heuristic", "random");
    /** Games played between two looks at a cancel and at the bots' queue. */
    private static final int CHUNK = 2;
    private static final long PROGRESS_WRITE_MS = 500;

    private final LabRows rows;
    private final LabContent content;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;
    private final IntSupplier botsWaiting;
    private final Map<String, AtomicInteger> progress = new ConcurrentHashMap<>();
    private final Set<String> cancelled = ConcurrentHashMap.newKeySet();
    private final ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lab-job");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });
    private final SecureRandom random = new SecureRandom();
    private volatile boolean closing;

    /** {@code botsWaiting}: how much bot work of the games in play is queued; a job waits while there is some. */
    LabJobs(LabRows rows, LabContent content, Map<String, GameModule> games, ObjectMapper json,
            IntSupplier botsWaiting) {
        this.rows = rows;
        this.content = content;
        this.games = games;
        this.json = json;
        this.botsWaiting = botsWaiting;
    }

    /** The job as asked, checked: every refusal names what is wrong and the bound it broke. */
    record Ask(String game, List<String> set, int games, int seats, String bot, long seed) {
        List<ContentEdit> edits() {
            return set.stream().map(ContentEdit::parse).toList();
        }

        /** The command that plays the same games in a terminal, for the report. */
        String command() {
            StringBuilder b = new StringBuilder("keeptable compare " + game);
            set.forEach(s -> b.append(" --set ").append(s.contains(" ") ? "'" + s + "'" : s));
            b.append(" --games ").append(games).append(" --seats ")
                    .append(String.join(",", java.util.Collections.nCopies(seats, bot))).append(" --seed ").append(seed);
            return b.toString() + " --threads 1";
        }
    }

    /** Queues the jobs left queued or running by the last run of the server, from their first game. */
    void resume() {
        for (LabRows.Job j : rows.unfinished()) {
            if (rows.move(j.id(), List.of(LabRows.QUEUED, LabRows.RUNNING), LabRows.QUEUED,
                    j.status().equals(LabRows.RUNNING) ? "resumed from its first game after a restart" : null)) {
                LOG.info("event=lab_job_resumed id={}", j.id());
                pool.execute(() -> run(j.id()));
            }
        }
    }

    /** Checks the request, stores the job as queued and queues it; nothing is stored if anything is refused. */
    LabRows.Job create(JsonNode body) {
        Ask ask = ask(body);
        Configs configs = configs(ask);
        configs.base().check();
        if (rows.unfinished().size() >= MAX_WAITING) {
            throw new ApiError(429, MAX_WAITING + " jobs are queued or running already (at most " + MAX_WAITING
                    + " at once): wait for one to finish or cancel one");
        }
        LabRows.Job j = new LabRows.Job(HexFormat.of().formatHex(random.generateSeed(8)), "compare", ask.game(),
                json.valueToTree(ask).toString(), LabRows.QUEUED, 0, ask.games(), null, System.currentTimeMillis(), 0);
        rows.insert(j);
        LOG.info("event=lab_job_created id={} game={} games={}", j.id(), j.game(), j.total());
        pool.execute(() -> run(j.id()));
        return j;
    }

    private Ask ask(JsonNode b) {
        String game = b.path("game").asText("");
        GameModule g = games.get(game);
        if (g == null) {
            throw new ApiError(400, "no game " + Text.quoted(game) + "; the games are " + games.keySet());
        }
        JsonNode set = b.path("set");
        if (!set.isArray() || set.isEmpty()) {
            throw new ApiError(400, "change at least one value (set: [\"FILE:ENTRY.FIELD=VALUE\", ...])");
        }
        if (set.size() > MAX_EDITS) {
            throw new ApiError(400, set.size() + " changes: a job makes at most " + MAX_EDITS);
        }
        List<String> specs = new ArrayList<>();
        for (JsonNode s : set) {
            if (!s.isTextual() || s.asText().length() > LONGEST_EDIT) {
                throw new ApiError(400, "each change is text of at most " + LONGEST_EDIT + " characters: "
                        + Text.quoted(s.asText()));
            }
            specs.add(s.asText());
        }
        int count = whole(b, "games", 200, 1, MAX_GAMES);
        int defaultSeats = Math.max(g.minSeats(), Math.min(3, g.maxSeats()));
        int seats = whole(b, "seats", defaultSeats, g.minSeats(), g.maxSeats());
        String bot = b.path("bot").asText("heuristic");
        if (!BOTS.contains(bot)) {
            throw new ApiError(400, "bot must be one of " + BOTS + ", not " + Text.quoted(bot));
        }
        JsonNode seed = b.path("seed");
        if (!seed.isMissingNode() && !seed.isNull() && !seed.canConvertToLong()) {
            throw new ApiError(400, "seed must be a whole number");
        }
        long s = seed.isMissingNode() || seed.isNull() ? System.currentTimeMillis() : seed.asLong();
        Ask ask = new Ask(game, List.copyOf(specs), count, seats, bot, s);
        try {
            ask.edits();
        } catch (SetupException e) {
            throw new ApiError(400, words(e));
        }
        return ask;
    }

    private static int whole(JsonNode b, String name, int otherwise, int low, int high) {
        JsonNode n = b.path(name);
        if (n.isMissingNode() || n.isNull()) {
            return otherwise;
        }
        if (!n.isIntegralNumber() || n.asLong() < low || n.asLong() > high) {
            throw new ApiError(400, name + " must be a whole number from " + low + " to " + high + ", not " + n);
        }
        return n.asInt();
    }

    /** A refusal of the lab's in the page's words: the edit named as the page shows it, without "--set". */
    private static String words(RuntimeException e) {
        return e.getMessage().replace("--set ", "");
    }

    private record Configs(Simulation.Config base, Simulation.Config variant) {
    }

    /** The two runs of a job, with the same checks and refusals as the command line's compare. */
    private Configs configs(Ask ask) {
        try {
            Variant base = new Variant(content.folder(ask.game()), List.of());
            Variant variant = new Variant(content.folder(ask.game()), ask.edits());
            GameModule baseGame = base.build(ask.game());
            variant.refuseUnchanged(ask.game());
            GameModule variantGame = variant.build(ask.game());
            Simulation.Config a = new Simulation.Config(baseGame, java.util.Collections.nCopies(ask.seats(), ask.bot()),
                    ask.games(), 1, ask.seed(), Map.of(), 1, keeptable.engine.match.Match.MAX_STEPS, base.describe(),
                    ask.command());
            Simulation.Config b = a.with(variantGame, variant.describe(ask.game()));
            PairedRun.check(a, b);
            return new Configs(a, b);
        } catch (SetupException | IllegalArgumentException e) {
            throw new ApiError(400, words(e));
        }
    }

    private void run(String id) {
        LabRows.Job j = rows.find(id);
        if (closing || j == null || !rows.move(id, List.of(LabRows.QUEUED), LabRows.RUNNING, j.message())) {
            cancelled.remove(id);
            return;
        }
        AtomicInteger done = progress.computeIfAbsent(id, k -> new AtomicInteger());
        done.set(0);
        try {
            Ask ask = json.readValue(j.request(), Ask.class);
            Configs c = configs(ask);
            long started = System.nanoTime();
            long written = System.currentTimeMillis();
            PairTally all = new PairTally(ask.seats(), 1);
            for (int from = 0; from < ask.games(); from += CHUNK) {
                stepAside(id);
                if (closing || cancelled.contains(id)) {
                    rows.progress(id, done.get());
                    return;
                }
                all.merge(PairedRun.play(c.base(), c.variant(), from, Math.min(ask.games(), from + CHUNK)));
                done.set(Math.min(ask.games(), from + CHUNK));
                if (System.currentTimeMillis() - written >= PROGRESS_WRITE_MS) {
                    rows.progress(id, done.get());
                    written = System.currentTimeMillis();
                }
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            if (rows.finish(id, done.get(), CompareFiles.of(CompareFiles.comparison(all, c.base(), c.variant(), seconds)))) {
                LOG.info("event=lab_job_done id={} seconds={}", id, Math.round(seconds));
            }
        } catch (IOException | RuntimeException e) {
            if (!closing) {
                LOG.warn("event=lab_job_failed id={}", id, e);
                rows.move(id, List.of(LabRows.RUNNING), LabRows.FAILED, e instanceof ApiError ? e.getMessage()
                        : "the job failed: " + e.getMessage());
            }
        } finally {
            progress.remove(id);
            cancelled.remove(id);
        }
    }

    /** Waits while bots of games in play have work queued (a person waits on them), up to a cancel or a close. */
    private void stepAside(String id) {
        while (botsWaiting.getAsInt() > 0 && !closing && !cancelled.contains(id)) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Cancels a job queued or running; false if it had finished. */
    boolean cancel(String id) {
        cancelled.add(id);
        boolean moved = rows.move(id, List.of(LabRows.QUEUED, LabRows.RUNNING), LabRows.CANCELLED, "cancelled");
        if (!moved && !progress.containsKey(id)) {
            cancelled.remove(id);
        }
        return moved;
    }

    /** A job as the page shows it: what was asked, how far it got, its files once done. */
    ObjectNode json(LabRows.Job j) {
        ObjectNode n = json.createObjectNode();
        n.put("id", j.id());
        n.put("kind", j.kind());
        n.put("game", j.game());
        n.put("status", j.status());
        AtomicInteger live = progress.get(j.id());
        n.put("done", live != null && j.status().equals(LabRows.RUNNING) ? live.get() : j.done());
        n.put("total", j.total());
        if (j.message() != null) {
            n.put("message", j.message());
        }
        n.put("createdAt", j.createdAt());
        if (j.finishedAt() > 0) {
            n.put("finishedAt", j.finishedAt());
        }
        try {
            n.set("asked", json.readTree(j.request()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        ArrayNode files = n.putArray("files");
        if (j.status().equals(LabRows.DONE)) {
            rows.fileNames(j.id()).forEach(files::add);
        }
        return n;
    }

    /** Stops taking jobs; a running one stops after its current games and is queued again at the next start. */
    @Override
    public void close() {
        closing = true;
        pool.shutdownNow();
        try {
            pool.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
