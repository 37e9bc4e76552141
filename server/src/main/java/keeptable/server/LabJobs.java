package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;
import keeptable.engine.module.GameModule;
import keeptable.lab.Cluster;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Lab page's jobs - a compare of a game's content against a designer's edits ({@link LabCompare}), or a
 * sweep of one value ({@link LabSweep}) - asked over HTTP, stored, and played on one thread of the lowest priority that steps aside while any bot of a game in play has work queued
 * (the games people play come first). A job's games are played a few at a time so its progress is seen and a
 * cancel is heard between them. With a cluster (serve --spark MASTER) a job's games are played there instead: it
 * waits to start while bots have work queued, the cluster tells how many seeds are done, and a cancel stops the
 * cluster's job. Jobs queued or running when the server stops are queued again when it starts
 * and played from their first game: the same seeds give the same games, so the result is the one the
 * uninterrupted job would have had.
 */
final class LabJobs implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LabJobs.class);
    static final String COMPARE = "compare";
    static final String SWEEP = "sweep";
    /** The most jobs queued or running at once. */
    static final int MAX_WAITING = 5;
    /** Games played between two looks at a cancel and at the bots' queue. */
    private static final int CHUNK = 2;
    private static final long PROGRESS_WRITE_MS = 500;

    private final LabRows rows;
    private final LabContent content;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;
    private final IntSupplier botsWaiting;
    private final Cluster cluster;
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

    /**
     * {@code botsWaiting}: how much bot work of the games in play is queued; a job waits while there is some.
     * {@code cluster}: where the jobs' games are played, or null for this process's lab thread; closed with this.
     */
    LabJobs(LabRows rows, LabContent content, Map<String, GameModule> games, ObjectMapper json,
            IntSupplier botsWaiting, Cluster cluster) {
        this.rows = rows;
        this.content = content;
        this.games = games;
        this.json = json;
        this.botsWaiting = botsWaiting;
        this.cluster = cluster;
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
        String kind = body.path("kind").asText(COMPARE);
        Object ask = switch (kind) {
            case COMPARE -> LabCompare.ask(body, games);
            case SWEEP -> LabSweep.ask(body, games);
            default -> throw new ApiError(400, "kind must be " + COMPARE + " or " + SWEEP + ", not "
                    + Text.quoted(kind));
        };
        LabWork work = work(ask);
        if (rows.unfinished().size() >= MAX_WAITING) {
            throw new ApiError(429, MAX_WAITING + " jobs are queued or running already (at most " + MAX_WAITING
                    + " at once): wait for one to finish or cancel one");
        }
        LabRows.Job j = new LabRows.Job(HexFormat.of().formatHex(random.generateSeed(8)), kind,
                body.path("game").asText(), json.valueToTree(ask).toString(), LabRows.QUEUED, 0, work.total(), null,
                System.currentTimeMillis(), 0);
        rows.insert(j);
        LOG.info("event=lab_job_created id={} kind={} game={} games={}", j.id(), kind, j.game(), j.total());
        pool.execute(() -> run(j.id()));
        return j;
    }

    /** The job's games, checked and ready to play: refused (400) naming what is wrong. */
    private LabWork work(Object ask) {
        return ask instanceof LabSweep.Ask sweep ? LabSweep.work(sweep, content)
                : LabCompare.work((LabCompare.Ask) ask, content);
    }

    /** The job's request as stored, read back as its kind's ask. */
    private Object stored(LabRows.Job j) throws IOException {
        if (j.kind().equals(SWEEP)) {
            return json.readValue(j.request(), LabSweep.Ask.class);
        }
        return json.readValue(j.request(), LabCompare.Ask.class);
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
            LabWork work = work(stored(j));
            long started = System.nanoTime();
            Told told = new Told(id, done);
            if (!(cluster == null ? playHere(id, work, told) : playOnCluster(id, work, told))) {
                rows.progress(id, done.get());
                return;
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            if (rows.finish(id, done.get(), work.files(seconds))) {
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

    /** A running job's count of seeds done, shown live and written to the store at most twice a second. */
    private final class Told implements Cluster.Watch {
        private final String id;
        private final AtomicInteger done;
        private long written = System.currentTimeMillis();

        Told(String id, AtomicInteger done) {
            this.id = id;
            this.done = done;
        }

        @Override
        public void done(long seeds) {
            done.set((int) seeds);
            if (System.currentTimeMillis() - written >= PROGRESS_WRITE_MS) {
                rows.progress(id, done.get());
                written = System.currentTimeMillis();
            }
        }

        @Override
        public boolean stopped() {
            return closing || cancelled.contains(id);
        }
    }

    /** Plays the seeds here, a few at a time, stepping aside for the games in play; false if stopped. */
    private boolean playHere(String id, LabWork work, Told told) {
        for (int from = 0; from < work.total(); from += CHUNK) {
            stepAside(id);
            if (told.stopped()) {
                return false;
            }
            work.play(from, Math.min(work.total(), from + CHUNK));
            told.done(Math.min(work.total(), from + CHUNK));
        }
        return true;
    }

    /** Plays the seeds on the cluster, once no bot of a game in play waits; false if stopped. */
    private boolean playOnCluster(String id, LabWork work, Told told) {
        stepAside(id);
        if (told.stopped()) {
            return false;
        }
        try {
            work.playOn(cluster, told);
            return true;
        } catch (CancellationException e) {
            return false;
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
        if (cluster != null) {
            cluster.close();
        }
    }
}
