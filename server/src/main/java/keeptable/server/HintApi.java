package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Hint;
import keeptable.engine.agent.IsmctsAgent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hint button ({@code POST /api/tables/{id}/hint}): ISMCTS searches a determinized copy of what
 * the seat knows, for the server's hint time, on the bots' threads in slices with a tree per thread
 * ({@link SearchHint}), in its client's turn (see {@link BotTurns}), and answers at that time with the choice and why it is good, in words. Rationed: so many a minute per
 * client, one at a time per table, and never more searching at once than the pool has threads, so
 * hints cannot crowd out the bots.
 */
final class HintApi {
    private static final Logger LOG = LoggerFactory.getLogger(HintApi.class);
    private static final SecureRandom SECRETS = new SecureRandom();
    private final Tables tables;
    private final CatchUp catchUp;
    private final ObjectMapper json;
    private final Metrics metrics;
    private final long hintMillis;
    private final Rations rations;
    private final ClientAddress addresses;
    private final Semaphore searching;
    /** The trees a hint grows at once: one per bot thread. */
    private final int trees;

    HintApi(Tables tables, CatchUp catchUp, Db db, ObjectMapper json, Metrics metrics, ServerConfig config) {
        this.tables = tables;
        this.catchUp = catchUp;
        this.json = json;
        this.metrics = metrics;
        this.hintMillis = config.hintMillis();
        this.addresses = new ClientAddress(config.trustedProxies());
        this.rations = new Rations("hints", config.limits().hintsPerMinute(), addresses).sharedIn(db, config.cluster());
        this.searching = new Semaphore(config.botThreads());
        this.trees = config.botThreads();
    }

    void hint(Context ctx) {
        Table t = Http.table(ctx, catchUp);
        String token = Http.body(ctx, json).path("token").asText("");
        Account who = tables.sessions.accountOf(ctx);
        State observed;
        List<Choice> choices;
        int step;
        synchronized (t) {
            int seat = tables.seatTokens.seatOf(t, token, who);
            if (seat < 0) {
                throw new ApiError(403, SeatTokens.refusal(seat));
            }
            if (t.problem != null) {
                throw new ApiError(409, "this table is stopped: " + t.problem);
            }
            if (t.state.isOver() || t.state.toMove() != seat) {
                throw new ApiError(409, "a hint is for the seat to move");
            }
            rations.take(ctx);
            if (t.hinting) {
                throw new ApiError(429, "a hint for this table is being searched; wait for it");
            }
            if (!searching.tryAcquire()) {
                throw new ApiError(429, "the server is searching as many hints as it has threads; try again shortly");
            }
            t.hinting = true;
            step = t.state.step();
            try {
                observed = t.state.determinize(seat, new Rng(SECRETS.nextLong()));
                choices = t.state.choices();
            } catch (RuntimeException | StackOverflowError e) {
                done(t);
                throw hintFailed(t, step, e);
            }
        }
        metrics.hints.incrementAndGet();
        Rng rng = new Rng(SECRETS.nextLong());
        CompletableFuture<Hint> searched = SearchHint.start(tables.bots.turns, addresses.of(ctx),
                t.game::searchDefaults, observed, choices, rng, hintMillis, trees);
        if (searched == null) {
            done(t);
            throw new ApiError(503, "the server is shutting down");
        }
        CompletableFuture<String> f = searched.thenApply(hint -> {
            IsmctsAgent.Analysis a = hint.analysis();
            ObjectNode n = json.createObjectNode();
            n.put("step", step);
            n.put("index", choices.indexOf(a.best()));
            n.put("label", observed.describe(a.best()));
            n.set("choice", t.choiceNode(a.best()));
            n.put("winRate", a.winRate());
            n.put("iterations", a.iterations());
            n.put("why", hint.why());
            n.put("millis", hint.millis());
            return n.toString();
        });
        ctx.future(() -> f.handle((s, e) -> {
            done(t);
            if (e != null) {
                ApiError failed = hintFailed(t, step, e);
                ctx.status(failed.status).contentType("application/json")
                        .result(json.createObjectNode().put("error", failed.getMessage()).toString());
            } else {
                ctx.contentType("application/json").result(s);
            }
            return null;
        }));
    }

    private void done(Table t) {
        synchronized (t) {
            t.hinting = false;
        }
        searching.release();
    }

    /**
     * A hint whose search the rules (or the search bot) broke: logged and counted, answered with a 500.
     * The table goes on: the search ran on a determinized copy, not on the game itself.
     */
    private ApiError hintFailed(Table t, int step, Throwable e) {
        metrics.rulesFailures.incrementAndGet();
        LOG.error("event=hint_failed table={} game={} step={}", t.id, t.game.id(), step, e);
        return new ApiError(500, "the rules failed while searching for a hint at step " + step);
    }
}
