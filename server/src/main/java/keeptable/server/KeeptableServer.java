package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.io.InputStream;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.Games;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.json.Json;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The keeptable server: lobby REST API, a WebSocket per table, bots on a bounded pool, and
 * event-sourced persistence (a choice is stored before anyone hears of it).
 */
public final class KeeptableServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(KeeptableServer.class);
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,60}");
    private static final SecureRandom SECRETS = new SecureRandom();

    /**
     * How to run.
     *
     * @param port        0 for any free port
     * @param db          a jdbc:sqlite: or jdbc:postgresql: URL
     * @param schema      PostgreSQL schema (null for the default); ignored for SQLite
     * @param botThreads  threads that run bots and hints
     * @param botDelayMs  pause before a bot moves, so people can follow
     * @param hintMillis  ISMCTS time for a hint
     */
    public record Config(String host, int port, String db, String schema, int botThreads, long botDelayMs,
                         long hintMillis) {
        public static Config defaults() {
            return new Config("0.0.0.0", 7070, "jdbc:sqlite:keeptable.db", null,
                    Math.max(1, Runtime.getRuntime().availableProcessors() - 1), 400, 1000);
        }

        public Config withPort(int p) {
            return new Config(host, p, db, schema, botThreads, botDelayMs, hintMillis);
        }

        public Config withDb(String url, String s) {
            return new Config(host, port, url, s, botThreads, botDelayMs, hintMillis);
        }

        public Config withBots(int threads, long delayMs) {
            return new Config(host, port, db, schema, threads, delayMs, hintMillis);
        }

        public Config withHost(String h) {
            return new Config(h, port, db, schema, botThreads, botDelayMs, hintMillis);
        }

        public Config withHintMillis(long ms) {
            return new Config(host, port, db, schema, botThreads, botDelayMs, ms);
        }
    }

    /** A WebSocket connection: a seat (or -1 for a spectator, -2 before hello) and what it has heard. */
    private static final class Client {
        final WsContext ctx;
        final Table table;
        int seat = -2;
        int logIndex;

        Client(WsContext ctx, Table table) {
            this.ctx = ctx;
            this.table = table;
        }
    }

    private final Config config;
    private final Db db;
    private final Map<String, Game> games = new LinkedHashMap<>();
    private final Map<String, Table> tables = new ConcurrentHashMap<>();
    private final Map<String, ServerCampaign> campaigns = new ConcurrentHashMap<>();
    private final Map<String, Client> clients = new ConcurrentHashMap<>();
    private final ScheduledThreadPoolExecutor bots;
    private final ObjectMapper json = Json.plain();
    private final AtomicLong choicesApplied = new AtomicLong();
    private final AtomicLong botMoves = new AtomicLong();
    private final AtomicLong refusals = new AtomicLong();
    private final AtomicLong hints = new AtomicLong();
    private final long startedAt = System.currentTimeMillis();
    private volatile boolean closing;
    private Javalin app;

    private KeeptableServer(Config config, Db db) {
        this.config = config;
        this.db = db;
        for (Game g : Games.all()) {
            games.put(g.id(), g);
        }
        AtomicInteger n = new AtomicInteger();
        bots = new ScheduledThreadPoolExecutor(config.botThreads(), r -> {
            Thread t = new Thread(r, "keeptable-bot-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        bots.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    /** Opens the database, resumes every stored table and starts listening. */
    public static KeeptableServer start(Config config) {
        Db db = Db.open(config.db(), config.schema());
        KeeptableServer s = new KeeptableServer(config, db);
        try {
            s.resumeAll();
            s.listen();
        } catch (RuntimeException e) {
            s.close();
            throw e;
        }
        return s;
    }

    public int port() {
        return app.port();
    }

    /** The live tables' ids, for tests and tools. */
    public List<String> tableIds() {
        return List.copyOf(tables.keySet());
    }

    /** A copy of a table's live state, for tests. */
    public State stateOf(String id) {
        Table t = tables.get(id);
        synchronized (t) {
            return t.state.copy();
        }
    }

    /** Whether the table's stored record replayed cleanly, for tests: its problem or null. */
    public String problemOf(String id) {
        Table t = tables.get(id);
        synchronized (t) {
            return t.problem;
        }
    }

    // ---------------------------------------------------------------- resume

    private void resumeAll() {
        for (Db.CampaignRow row : db.loadCampaigns()) {
            Game g = games.get(row.game());
            if (g == null || g.campaign() == null) {
                LOG.warn("event=campaign_skipped campaign={} game={} reason=\"game not installed\"", row.id(),
                        row.game());
                continue;
            }
            try {
                campaigns.put(row.id(), new ServerCampaign(row.id(), g, row.createdAt(),
                        Campaigns.read(g.campaign(), row.state()), row.gamesPlayed()));
            } catch (SetupException e) {
                LOG.error("event=campaign_resume_failed campaign={} reason=\"{}\"", row.id(), e.getMessage());
            }
        }
        int running = 0;
        int finished = 0;
        for (Db.TableRow row : db.loadAll()) {
            Game g = games.get(row.game());
            if (g == null) {
                LOG.warn("event=resume_skipped table={} game={} reason=\"game not installed\"", row.id(), row.game());
                continue;
            }
            Table t;
            try {
                Setup setup = json.readValue(row.setup(), Setup.class);
                String[] tokens = new String[setup.size()];
                for (Db.SeatRow s : row.seats()) {
                    tokens[s.seat()] = s.token();
                }
                t = new Table(row.id(), g, setup, row.createdAt(), tokens, row.campaignId());
            } catch (IOException | RuntimeException e) {
                LOG.error("event=resume_failed table={} reason=\"{}\"", row.id(), e.getMessage());
                continue;
            }
            if (t.state.fingerprint() != row.startPrint()) {
                t.problem = "the starting position differs from the stored one (rules " + row.rulesVersion()
                        + " then, " + g.rulesVersion() + " now)";
            }
            for (Db.ChoiceRow c : row.choices()) {
                if (t.problem != null) {
                    break;
                }
                try {
                    Choice choice = t.mapper.readValue(c.choice(), g.choiceType());
                    EventSink.Collector events = EventSink.collect();
                    State next = t.tryApply(choice, events);
                    if (next.fingerprint() != c.fingerprint()) {
                        t.problem = "step " + c.step() + " replays to a different position than was stored";
                        break;
                    }
                    t.commit(choice, next, events.events());
                } catch (IOException | IllegalChoiceException e) {
                    t.problem = "stored choice " + c.step() + " is refused: " + e.getMessage();
                }
            }
            if (t.problem != null) {
                LOG.error("event=resume_diverged table={} game={} problem=\"{}\"", t.id, g.id(), t.problem);
            }
            tables.put(t.id, t);
            if (t.state.isOver()) {
                finished++;
            } else {
                running++;
                ServerCampaign campaign = t.campaignId == null ? null : campaigns.get(t.campaignId);
                if (campaign != null) {
                    campaign.runningTable = t.id;
                }
                synchronized (t) {
                    scheduleBot(t);
                }
            }
            LOG.info("event=table_resumed table={} game={} step={} over={}", t.id, g.id(), t.state.step(),
                    t.state.isOver());
        }
        LOG.info("event=resume_done running={} finished={}", running, finished);
    }

    // ---------------------------------------------------------------- HTTP

    private void listen() {
        app = Javalin.create(cfg -> {
            cfg.showJavalinBanner = false;
            cfg.staticFiles.add(sf -> {
                sf.hostedPath = "/";
                sf.directory = "/keeptable-ui";
                sf.location = Location.CLASSPATH;
            });
            cfg.jetty.modifyWebSocketServletFactory(f -> f.setIdleTimeout(Duration.ofMinutes(10)));
            cfg.requestLogger.http((ctx, ms) -> {
                if (ctx.path().startsWith("/api") || ctx.path().startsWith("/health")) {
                    LOG.info("event=http method={} path={} status={} ms={}", ctx.method(), ctx.path(),
                            ctx.statusCode(), Math.round(ms));
                }
            });
        });
        app.exception(ApiError.class, (e, ctx) -> {
            ctx.status(e.status);
            ObjectNode n = json.createObjectNode();
            n.put("error", e.getMessage());
            ctx.contentType("application/json").result(n.toString());
        });
        app.exception(SetupException.class, (e, ctx) -> {
            ctx.status(400);
            ObjectNode n = json.createObjectNode();
            n.put("error", e.getMessage());
            ctx.contentType("application/json").result(n.toString());
        });
        app.get("/health", this::health);
        app.get("/metrics", this::metrics);
        app.get("/api/games", this::listGames);
        app.get("/api/games/{game}/content/{name}", this::content);
        app.get("/renderers/{file}", this::renderer);
        app.get("/api/campaigns", this::listCampaigns);
        app.post("/api/campaigns", this::createCampaign);
        app.get("/api/campaigns/{id}", ctx -> {
            ServerCampaign c = campaigns.get(ctx.pathParam("id"));
            if (c == null) {
                throw new ApiError(404, "no campaign " + ctx.pathParam("id"));
            }
            synchronized (c) {
                send(ctx, c.summary(json));
            }
        });
        app.get("/api/tables", this::listTables);
        app.post("/api/tables", this::createTable);
        app.get("/api/tables/{id}", ctx -> {
            Table t = table(ctx);
            synchronized (t) {
                send(ctx, t.summary());
            }
        });
        app.post("/api/tables/{id}/seats/{seat}/join", this::join);
        app.post("/api/tables/{id}/hint", this::hint);
        app.get("/api/tables/{id}/record", this::record);
        app.get("/api/tables/{id}/replay", this::replay);
        app.ws("/ws/tables/{id}", ws -> {
            ws.onConnect(this::wsConnect);
            ws.onMessage(ctx -> wsMessage(ctx, ctx.message()));
            ws.onClose(ctx -> clients.remove(ctx.sessionId()));
            ws.onError(ctx -> clients.remove(ctx.sessionId()));
        });
        app.start(config.host(), config.port());
        LOG.info("event=listening port={} db={} bot_threads={} games={}", app.port(), db.url(), config.botThreads(),
                games.keySet());
    }

    /** A refusal of an HTTP request, with its status and reason. */
    private static final class ApiError extends RuntimeException {
        final int status;

        ApiError(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private void send(Context ctx, JsonNode n) {
        ctx.contentType("application/json").result(n.toString());
    }

    private Table table(Context ctx) {
        Table t = tables.get(ctx.pathParam("id"));
        if (t == null) {
            throw new ApiError(404, "no table " + ctx.pathParam("id"));
        }
        return t;
    }

    private JsonNode body(Context ctx) {
        try {
            JsonNode n = json.readTree(ctx.body());
            if (n == null || !n.isObject()) {
                throw new ApiError(400, "the request body must be a JSON object");
            }
            return n;
        } catch (IOException e) {
            throw new ApiError(400, "malformed JSON: " + e.getMessage());
        }
    }

    private void health(Context ctx) {
        boolean ok = db.healthy() && !closing;
        ObjectNode n = json.createObjectNode();
        n.put("status", ok ? "ok" : "unavailable");
        n.put("db", db.sqlite() ? "sqlite" : "postgresql");
        ctx.status(ok ? 200 : 503);
        send(ctx, n);
    }

    private void metrics(Context ctx) {
        int running = 0;
        int finished = 0;
        for (Table t : tables.values()) {
            synchronized (t) {
                if (t.state.isOver()) {
                    finished++;
                } else {
                    running++;
                }
            }
        }
        ObjectNode n = json.createObjectNode();
        n.put("tablesRunning", running);
        n.put("tablesFinished", finished);
        n.put("choicesApplied", choicesApplied.get());
        n.put("botMoves", botMoves.get());
        n.put("refusals", refusals.get());
        n.put("hints", hints.get());
        n.put("websocketClients", clients.size());
        n.put("botQueue", bots.getQueue().size());
        n.put("uptimeSeconds", (System.currentTimeMillis() - startedAt) / 1000);
        send(ctx, n);
    }

    private void listGames(Context ctx) {
        ArrayNode a = json.createArrayNode();
        for (Game g : games.values()) {
            ObjectNode n = a.addObject();
            n.put("id", g.id());
            n.put("title", g.title());
            n.put("summary", g.summary());
            n.put("minSeats", g.minSeats());
            n.put("maxSeats", g.maxSeats());
            n.put("rulesVersion", g.rulesVersion());
            n.put("renderer", resource("web/" + g.id() + ".js") != null);
            n.put("campaign", g.campaign() != null);
        }
        send(ctx, a);
    }

    private static InputStream resource(String path) {
        return KeeptableServer.class.getClassLoader().getResourceAsStream(path);
    }

    /** A game's content file (board, cards) as JSON: the same data the rules read. */
    private void content(Context ctx) throws IOException {
        Game g = games.get(ctx.pathParam("game"));
        String name = ctx.pathParam("name");
        if (g == null || !NAME.matcher(name).matches()) {
            throw new ApiError(404, "no such content");
        }
        try (InputStream in = resource(g.id() + "/" + name + ".yaml")) {
            if (in == null) {
                throw new ApiError(404, "no content '" + name + "' in " + g.id());
            }
            JsonNode data = new YAMLMapper().readTree(in);
            ctx.header("Cache-Control", "max-age=300");
            send(ctx, data);
        }
    }

    /** A game's board renderer: {@code web/<game-id>.js} from the game's own jar. */
    private void renderer(Context ctx) throws IOException {
        String file = ctx.pathParam("file");
        if (!file.endsWith(".js") || !games.containsKey(file.substring(0, file.length() - 3))) {
            throw new ApiError(404, "no renderer " + file);
        }
        try (InputStream in = resource("web/" + file)) {
            if (in == null) {
                throw new ApiError(404, "no renderer " + file);
            }
            ctx.contentType("text/javascript").result(in.readAllBytes());
        }
    }

    private void listTables(Context ctx) {
        List<Table> all = new ArrayList<>(tables.values());
        all.sort(Comparator.comparingLong((Table t) -> t.createdAt).reversed().thenComparing(t -> t.id));
        ArrayNode a = json.createArrayNode();
        for (Table t : all) {
            synchronized (t) {
                a.add(t.summary());
            }
        }
        send(ctx, a);
    }

    private void createTable(Context ctx) {
        if (closing) {
            throw new ApiError(503, "the server is shutting down");
        }
        JsonNode b = body(ctx);
        Game g = games.get(b.path("game").asText());
        if (g == null) {
            throw new ApiError(400, "no game '" + b.path("game").asText() + "'; known games: " + games.keySet());
        }
        JsonNode seatsNode = b.path("seats");
        if (!seatsNode.isArray() || seatsNode.isEmpty()) {
            throw new ApiError(400, "seats must be a non-empty list");
        }
        List<Seat> seats = new ArrayList<>();
        String[] tokens = new String[seatsNode.size()];
        ObjectNode issued = json.createObjectNode();
        for (int i = 0; i < seatsNode.size(); i++) {
            JsonNode s = seatsNode.get(i);
            String kind = s.path("kind").asText("open").trim();
            String name = s.path("name").asText("").trim();
            String agent;
            if (kind.equals("human") || kind.equals("open")) {
                agent = "human";
                if (kind.equals("human")) {
                    tokens[i] = secret();
                    issued.put(Integer.toString(i), tokens[i]);
                }
            } else {
                if (!Agents.isBot(kind)) {
                    throw new ApiError(400, "seat " + (i + 1) + ": kind must be human, open, random, heuristic,"
                            + " ismcts or ismcts:<iterations>, not '" + kind + "'");
                }
                Agents.create(kind, g);
                agent = kind;
            }
            if (name.isEmpty()) {
                name = agent.equals("human") ? "Player " + (i + 1) : "Bot " + (i + 1) + " (" + agent + ")";
            }
            if (name.length() > 40) {
                throw new ApiError(400, "seat " + (i + 1) + ": a name has at most 40 characters");
            }
            seats.add(new Seat(name, agent));
        }
        Map<String, String> options = new LinkedHashMap<>();
        b.path("options").fields().forEachRemaining(e -> {
            String v = e.getValue().asText("").trim();
            if (!v.isEmpty()) {
                options.put(e.getKey(), v);
            }
        });
        long seed = b.hasNonNull("seed") ? b.get("seed").asLong() : SECRETS.nextLong();
        Setup setup = new Setup(seats, options, seed);
        g.checkSeats(setup);
        String id = newId();
        ServerCampaign campaign = null;
        if (b.hasNonNull("campaign")) {
            campaign = campaigns.get(b.get("campaign").asText());
            if (campaign == null || campaign.game != g) {
                throw new ApiError(400, "no " + g.id() + " campaign '" + b.get("campaign").asText() + "'");
            }
        }
        Table t;
        if (campaign == null) {
            t = openTable(id, g, setup, tokens, null);
        } else {
            synchronized (campaign) {
                if (campaign.state.isFinished()) {
                    throw new ApiError(409, "the campaign is over: " + campaign.state.summary());
                }
                if (campaign.runningTable != null) {
                    throw new ApiError(409, "the campaign's game at table " + campaign.runningTable
                            + " is still being played");
                }
                t = openTable(id, g, Campaigns.carrying(setup, campaign.state), tokens, campaign.id);
                campaign.runningTable = id;
            }
        }
        LOG.info("event=table_created table={} game={} seats={}", id, g.id(),
                seats.stream().map(Seat::agent).toList());
        ObjectNode out = json.createObjectNode();
        out.put("id", id);
        out.set("tokens", issued);
        synchronized (t) {
            out.set("table", t.summary());
            scheduleBot(t);
        }
        ctx.status(201);
        send(ctx, out);
    }

    /** Makes a table and stores it with its seats. */
    private Table openTable(String id, Game g, Setup setup, String[] tokens, String campaignId) {
        Table t = new Table(id, g, setup, System.currentTimeMillis(), tokens, campaignId);
        List<Db.SeatRow> rows = new ArrayList<>();
        for (int i = 0; i < setup.size(); i++) {
            rows.add(new Db.SeatRow(i, setup.seats().get(i).name(), setup.seats().get(i).agent(), tokens[i]));
        }
        db.createTable(id, g.id(), g.rulesVersion(), Json.write(json, setup), t.state.fingerprint(), rows,
                campaignId);
        tables.put(id, t);
        return t;
    }

    private void listCampaigns(Context ctx) {
        List<ServerCampaign> all = new ArrayList<>(campaigns.values());
        all.sort(Comparator.comparingLong((ServerCampaign c) -> c.createdAt).reversed().thenComparing(c -> c.id));
        ArrayNode a = json.createArrayNode();
        for (ServerCampaign c : all) {
            synchronized (c) {
                a.add(c.summary(json));
            }
        }
        send(ctx, a);
    }

    private void createCampaign(Context ctx) {
        JsonNode b = body(ctx);
        Game g = games.get(b.path("game").asText());
        if (g == null) {
            throw new ApiError(400, "no game '" + b.path("game").asText() + "'; known games: " + games.keySet());
        }
        if (g.campaign() == null) {
            throw new ApiError(400, g.title() + " has no campaign");
        }
        Map<String, String> options = new LinkedHashMap<>();
        b.path("options").fields().forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText("").trim()));
        Campaign state = g.campaign().start(options);
        String id = newId();
        db.createCampaign(id, g.id(), Campaigns.write(state));
        ServerCampaign c = new ServerCampaign(id, g, System.currentTimeMillis(), state, 0);
        campaigns.put(id, c);
        LOG.info("event=campaign_created campaign={} game={}", id, g.id());
        ctx.status(201);
        synchronized (c) {
            send(ctx, c.summary(json));
        }
    }

    private void join(Context ctx) {
        Table t = table(ctx);
        int seat;
        try {
            seat = Integer.parseInt(ctx.pathParam("seat"));
        } catch (NumberFormatException e) {
            throw new ApiError(400, "seat must be a number");
        }
        if (seat < 0 || seat >= t.setup.size()) {
            throw new ApiError(404, "no seat " + seat);
        }
        String token = secret();
        synchronized (t) {
            if (t.isBot(seat) || t.tokens[seat] != null) {
                throw new ApiError(409, "seat " + (seat + 1) + " is not open");
            }
            if (!db.claimSeat(t.id, seat, token)) {
                throw new ApiError(409, "seat " + (seat + 1) + " is not open");
            }
            t.tokens[seat] = token;
        }
        LOG.info("event=seat_joined table={} seat={}", t.id, seat);
        ObjectNode out = json.createObjectNode();
        out.put("seat", seat);
        out.put("token", token);
        send(ctx, out);
    }

    private void hint(Context ctx) {
        Table t = table(ctx);
        String token = body(ctx).path("token").asText("");
        State observed;
        List<Choice> choices;
        int step;
        synchronized (t) {
            int seat = t.seatOf(token);
            if (seat < 0) {
                throw new ApiError(403, "unknown seat token");
            }
            if (t.state.isOver() || t.state.toMove() != seat) {
                throw new ApiError(409, "a hint is for the seat to move");
            }
            observed = t.state.determinize(seat, new Rng(SECRETS.nextLong()));
            choices = t.state.choices();
            step = t.state.step();
        }
        hints.incrementAndGet();
        IsmctsAgent agent = new IsmctsAgent(Agents.ismctsDefaults(t.game).withMillis(config.hintMillis()));
        Rng rng = new Rng(SECRETS.nextLong());
        CompletableFuture<String> f = CompletableFuture.supplyAsync(() -> {
            IsmctsAgent.Analysis a = agent.analyse(observed, choices, rng);
            ObjectNode n = json.createObjectNode();
            n.put("step", step);
            n.put("index", choices.indexOf(a.best()));
            n.put("label", observed.describe(a.best()));
            n.set("choice", t.choiceNode(a.best()));
            n.put("winRate", a.winRate());
            n.put("iterations", a.iterations());
            return n.toString();
        }, bots);
        ctx.future(() -> f.thenAccept(s -> ctx.contentType("application/json").result(s)));
    }

    private void record(Context ctx) {
        Table t = table(ctx);
        synchronized (t) {
            if (!t.state.isOver()) {
                throw new ApiError(403, "the record of a game in play would show its secrets; it is given once the"
                        + " game is over");
            }
            ctx.contentType("application/json").result(Json.write(t.mapper, t.record()));
        }
    }

    /** One step of a finished game's replay, seen from a seat: the view, its text and that step's events. */
    private void replay(Context ctx) {
        Table t = table(ctx);
        List<Choice> moves;
        synchronized (t) {
            if (!t.state.isOver()) {
                throw new ApiError(403, "replays are for finished games");
            }
            moves = List.copyOf(t.choices);
        }
        int step = ctx.queryParamAsClass("step", Integer.class).getOrDefault(0);
        int seat = ctx.queryParamAsClass("seat", Integer.class).getOrDefault(0);
        if (step < 0 || step > moves.size() || seat < 0 || seat >= t.setup.size()) {
            throw new ApiError(400, "step must be 0.." + moves.size() + " and seat 0.." + (t.setup.size() - 1));
        }
        State s = t.game.newGame(t.setup);
        EventSink.Collector last = EventSink.collect();
        for (int i = 0; i < step; i++) {
            if (i == step - 1) {
                s.apply(moves.get(i), last);
            } else {
                s.apply(moves.get(i));
            }
        }
        View v = s.view(seat);
        ObjectNode n = json.createObjectNode();
        n.put("step", step);
        n.put("steps", moves.size());
        n.put("seat", seat);
        n.put("toMove", s.toMove());
        n.set("view", t.mapper.valueToTree(v));
        n.put("text", v.text());
        if (step > 0) {
            n.put("played", s.describe(moves.get(step - 1)));
        }
        ArrayNode ev = n.putArray("events");
        for (Event e : last.events()) {
            ev.add(t.eventNode(new Table.Logged(step, e)));
        }
        send(ctx, n);
    }

    private static String secret() {
        byte[] b = new byte[24];
        SECRETS.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    private String newId() {
        String alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
        while (true) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 10; i++) {
                b.append(alphabet.charAt(SECRETS.nextInt(alphabet.length())));
            }
            if (!tables.containsKey(b.toString())) {
                return b.toString();
            }
        }
    }

    // ---------------------------------------------------------------- WebSocket

    private void wsConnect(WsContext ctx) {
        Table t = tables.get(ctx.pathParam("id"));
        if (t == null) {
            ObjectNode n = json.createObjectNode();
            n.put("type", "error");
            n.put("reason", "no table " + ctx.pathParam("id"));
            ctx.send(n.toString());
            ctx.closeSession();
            return;
        }
        ctx.enableAutomaticPings();
        clients.put(ctx.sessionId(), new Client(ctx, t));
    }

    private void wsMessage(WsContext ctx, String text) {
        Client c = clients.get(ctx.sessionId());
        if (c == null) {
            return;
        }
        Table t = c.table;
        JsonNode m;
        try {
            m = json.readTree(text);
        } catch (IOException e) {
            refuse(c, "malformed message: not JSON");
            return;
        }
        if (m == null || !m.isObject()) {
            refuse(c, "malformed message: not a JSON object");
            return;
        }
        try {
            switch (m.path("type").asText("")) {
                case "hello" -> hello(c, m);
                case "choice" -> choiceMessage(c, m);
                case "undo" -> undoMessage(c, m);
                default -> refuse(c, "malformed message: type must be hello, choice or undo");
            }
        } catch (RuntimeException e) {
            LOG.error("event=ws_failed table={}", t.id, e);
            refuse(c, "the server could not handle this message");
        }
    }

    private void hello(Client c, JsonNode m) {
        Table t = c.table;
        synchronized (t) {
            int seat;
            if (m.path("spectator").asBoolean(false)) {
                seat = -1;
            } else {
                seat = t.seatOf(m.path("token").asText(""));
                if (seat < 0) {
                    refuse(c, "unknown seat token");
                    return;
                }
            }
            c.seat = seat;
            c.logIndex = 0;
            deliver(c, true);
        }
    }

    private void choiceMessage(Client c, JsonNode m) {
        Table t = c.table;
        int seat = t.seatOf(m.path("token").asText(""));
        if (seat < 0) {
            refuse(c, "unknown seat token");
            return;
        }
        if (!m.path("step").canConvertToInt() || !m.path("step").isIntegralNumber()) {
            refuse(c, "malformed message: step must be a number");
            return;
        }
        Choice choice;
        try {
            JsonNode node = m.get("choice");
            if (node == null || !node.isObject()) {
                refuse(c, "malformed message: choice must be a JSON object");
                return;
            }
            choice = t.mapper.treeToValue(node, t.game.choiceType());
        } catch (IOException | IllegalArgumentException e) {
            refuse(c, "malformed choice: " + firstLine(e.getMessage()));
            return;
        }
        String reason = submit(t, seat, m.get("step").asInt(), choice);
        if (reason != null) {
            refuse(c, reason);
        }
    }

    private void undoMessage(Client c, JsonNode m) {
        Table t = c.table;
        int seat = t.seatOf(m.path("token").asText(""));
        if (seat < 0) {
            refuse(c, "unknown seat token");
            return;
        }
        if (!m.path("step").isIntegralNumber()) {
            refuse(c, "malformed message: step must be a number");
            return;
        }
        String reason = undo(t, seat, m.get("step").asInt());
        if (reason != null) {
            refuse(c, reason);
        }
    }

    /**
     * Takes back the last choice at the request of the seat that made it, if the game allows it
     * (a co-operative game, while the choice showed nothing new). Returns why not, or null.
     */
    String undo(Table t, int seat, int step) {
        synchronized (t) {
            if (closing) {
                return "the server is shutting down";
            }
            if (step != t.state.step()) {
                return "stale: the undo was asked at step " + step + " but the game is at step " + t.state.step();
            }
            if (!t.mayUndo(seat)) {
                return t.state.isOver() ? "the game is over"
                        : seat != t.lastMover ? "only the seat that made the last choice may take it back"
                        : "the last choice cannot be taken back: it brought something new to light";
            }
            try {
                db.removeLastChoice(t.id, step);
            } catch (Db.StoreException e) {
                LOG.error("event=undo_failed table={} step={} reason=\"{}\"", t.id, step, e.getMessage());
                return "the undo could not be stored; try again";
            }
            t.undoLast();
            LOG.info("event=undo table={} step={} seat={}", t.id, step, seat);
            for (Client other : clients.values()) {
                if (other.table == t && other.seat >= -1) {
                    other.logIndex = 0;
                    deliver(other, true);
                }
            }
            scheduleBot(t);
            return null;
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int i = s.indexOf('\n');
        return i < 0 ? s : s.substring(0, i);
    }

    /**
     * Plays a choice for a seat if it is that seat's turn at that step and the rules allow it: stores
     * it, then tells every client. Returns why it was refused, or null.
     */
    String submit(Table t, int seat, int step, Choice choice) {
        synchronized (t) {
            if (t.problem != null) {
                return "this table is stopped: " + t.problem;
            }
            if (closing) {
                return "the server is shutting down";
            }
            if (t.state.isOver()) {
                return "the game is over";
            }
            if (step != t.state.step()) {
                return "stale: the choice was made at step " + step + " but the game is at step " + t.state.step();
            }
            if (t.state.toMove() != seat) {
                return "not your turn: " + t.setup.seats().get(t.state.toMove()).name() + " is to move";
            }
            EventSink.Collector events = EventSink.collect();
            State next;
            try {
                next = t.tryApply(choice, events);
            } catch (IllegalChoiceException e) {
                return "illegal choice: " + e.getMessage();
            } catch (RuntimeException e) {
                // A game's refusal text can fail for a choice that names no real thing (e.g. area 77).
                return "illegal choice: not one of the legal choices now";
            }
            String outcome = null;
            if (next.isOver()) {
                ObjectNode o = json.createObjectNode();
                o.put("reason", next.outcome().reason());
                ArrayNode w = o.putArray("winners");
                next.outcome().winners().forEach(w::add);
                outcome = o.toString();
            }
            ServerCampaign campaign = next.isOver() && t.campaignId != null ? campaigns.get(t.campaignId) : null;
            Campaign after = campaign == null ? null
                    : Campaigns.after(t.game, Campaigns.of(t.game.campaign(), t.setup), next);
            try {
                db.appendChoice(t.id, next.step(), t.choiceText(choice), next.fingerprint(), next.isOver(), outcome,
                        after == null ? null : new Db.CampaignUpdate(campaign.id, Campaigns.write(after)));
            } catch (Db.StoreException e) {
                LOG.error("event=store_failed table={} step={} reason=\"{}\"", t.id, next.step(), e.getMessage());
                return "the choice could not be stored; try again";
            }
            t.commit(choice, next, events.events());
            choicesApplied.incrementAndGet();
            if (after != null) {
                synchronized (campaign) {
                    campaign.state = after;
                    campaign.gamesPlayed++;
                    campaign.runningTable = null;
                }
                LOG.info("event=campaign_advanced campaign={} table={} summary=\"{}\"", campaign.id, t.id,
                        after.summary());
            }
            if (next.isOver()) {
                LOG.info("event=table_finished table={} game={} steps={} outcome=\"{}\"", t.id, t.game.id(),
                        next.step(), next.outcome().reason());
            }
            for (Client c : clients.values()) {
                if (c.table == t && c.seat >= -1) {
                    deliver(c, false);
                }
            }
            scheduleBot(t);
            return null;
        }
    }

    private void refuse(Client c, String reason) {
        refusals.incrementAndGet();
        ObjectNode n = json.createObjectNode();
        n.put("type", "refused");
        n.put("reason", reason);
        synchronized (c.table) {
            n.put("step", c.table.state.step());
            sendTo(c, n.toString());
        }
    }

    /** Sends a client its seat's picture of the table (call under the table's monitor). */
    private void deliver(Client c, boolean reset) {
        Table t = c.table;
        State s = t.state;
        int seat = c.seat;
        ObjectNode n = json.createObjectNode();
        n.put("type", "state");
        n.put("table", t.id);
        n.put("game", t.game.id());
        n.put("title", t.game.title());
        n.put("seat", seat);
        n.put("step", s.step());
        n.put("toMove", s.toMove());
        n.put("over", s.isOver());
        n.put("reset", reset);
        ArrayNode seatsNode = n.putArray("seats");
        for (int i = 0; i < t.setup.size(); i++) {
            ObjectNode sn = seatsNode.addObject();
            sn.put("name", t.setup.seats().get(i).name());
            sn.put("agent", t.setup.seats().get(i).agent());
            sn.put("open", !t.isBot(i) && t.tokens[i] == null);
        }
        if (s.isOver()) {
            ObjectNode o = n.putObject("outcome");
            o.put("reason", s.outcome().reason());
            ArrayNode w = o.putArray("winners");
            s.outcome().winners().forEach(w::add);
        }
        if (t.problem != null) {
            n.put("problem", t.problem);
        }
        n.put("lastMover", t.lastMover);
        n.put("undoable", t.mayUndo(t.lastMover));
        if (seat >= 0) {
            View v = s.view(seat);
            n.set("view", t.mapper.valueToTree(v));
            n.put("text", v.text());
            if (!s.isOver() && s.toMove() == seat && t.problem == null) {
                n.put("prompt", s.decision().prompt());
                ArrayNode cs = n.putArray("choices");
                for (Choice ch : s.choices()) {
                    ObjectNode cn = cs.addObject();
                    cn.put("label", s.describe(ch));
                    cn.set("choice", t.choiceNode(ch));
                }
            }
        } else {
            List<JsonNode> views = new ArrayList<>();
            for (int i = 0; i < t.setup.size(); i++) {
                views.add(t.mapper.valueToTree(s.view(i)));
            }
            n.set("view", PublicView.common(views));
        }
        ArrayNode ev = n.putArray("events");
        for (int i = c.logIndex; i < t.log.size(); i++) {
            Table.Logged l = t.log.get(i);
            if (t.visible(l.event(), seat)) {
                ev.add(t.eventNode(l));
            }
        }
        c.logIndex = t.log.size();
        sendTo(c, n.toString());
    }

    /** Queues a message on the client's socket without blocking; messages keep their order. */
    private void sendTo(Client c, String message) {
        try {
            if (c.ctx.session.isOpen()) {
                c.ctx.session.getRemote().sendString(message, WriteCallback.NOOP);
            }
        } catch (RuntimeException e) {
            LOG.debug("event=send_failed session={} reason=\"{}\"", c.ctx.sessionId(), e.getMessage());
        }
    }

    // ---------------------------------------------------------------- bots

    /** If a bot is to move, asks the pool to play for it (call under the table's monitor). */
    private void scheduleBot(Table t) {
        if (closing || t.problem != null || t.state.isOver() || !t.isBot(t.state.toMove())) {
            return;
        }
        int step = t.state.step();
        if (t.botPending == step) {
            return;
        }
        t.botPending = step;
        bots.schedule(() -> playBot(t, step), config.botDelayMs(), TimeUnit.MILLISECONDS);
    }

    private void playBot(Table t, int step) {
        try {
            State observed;
            List<Choice> choices;
            int seat;
            Rng rng;
            synchronized (t) {
                if (closing || t.state.step() != step || t.state.isOver()) {
                    return;
                }
                seat = t.state.toMove();
                observed = t.state.determinize(seat, t.botRng);
                choices = t.state.choices();
                rng = new Rng(t.botRng.nextLong());
            }
            Agent agent = Agents.create(t.setup.seats().get(seat).agent(), t.game);
            Choice choice = agent.choose(observed, choices, rng);
            String refused = submit(t, seat, step, choice);
            if (refused == null) {
                botMoves.incrementAndGet();
            } else if (!closing) {
                LOG.warn("event=bot_refused table={} seat={} step={} reason=\"{}\"", t.id, seat, step, refused);
                synchronized (t) {
                    if (t.state.step() == step && t.botPending == step) {
                        t.botPending = -1;
                        bots.schedule(() -> {
                            synchronized (t) {
                                scheduleBot(t);
                            }
                        }, 1, TimeUnit.SECONDS);
                    }
                }
            }
        } catch (RuntimeException e) {
            LOG.error("event=bot_failed table={} step={}", t.id, step, e);
        }
    }

    // ---------------------------------------------------------------- shutdown

    /**
     * Graceful shutdown: stops taking requests, lets bot moves in flight finish storing their choice,
     * then closes the database.
     */
    @Override
    public void close() {
        if (closing) {
            return;
        }
        closing = true;
        LOG.info("event=shutdown_started");
        if (app != null) {
            app.stop();
        }
        bots.shutdown();
        try {
            if (!bots.awaitTermination(30, TimeUnit.SECONDS)) {
                LOG.warn("event=shutdown_bots_timeout");
                bots.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Table t : tables.values()) {
            synchronized (t) {
                // waits for a choice being stored on a request thread
                t.botPending = -1;
            }
        }
        db.close();
        LOG.info("event=shutdown_done choices_applied={}", choicesApplied.get());
    }
}
