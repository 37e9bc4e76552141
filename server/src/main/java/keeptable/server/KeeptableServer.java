package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.json.Json;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The keeptable server: lobby REST API, a WebSocket per table, bots on a bounded pool, and
 * event-sourced persistence (a choice is stored before anyone hears of it). This class starts and
 * stops the parts and wires the routes; {@link Tables} plays the games, {@link StoredTables} brings
 * them back after a restart, and the {@code *Api} classes answer the requests.
 */
public final class KeeptableServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(KeeptableServer.class);

    private final ServerConfig config;
    private final Db db;
    private final Map<String, GameModule> games;
    private final Map<String, DesignerFolder> folders;
    private final ObjectMapper json = Json.plain();
    private final Metrics metrics = new Metrics();
    private final Tables tables;
    private final CatchUp catchUp;
    private final Ratings ratings;
    private Cluster cluster;
    private Turns turns;
    private Notices notices;
    private Outbox outbox;
    private LabJobs lab;
    private LobbyApi lobby;
    private volatile boolean closing;
    private Javalin app;

    private KeeptableServer(ServerConfig config, Db db, Map<String, DesignerFolder> folders) {
        this.config = config;
        this.db = db;
        this.folders = folders;
        this.games = served(folders);
        tables = new Tables(db, metrics, json, config);
        catchUp = new CatchUp(tables, new StoredRows(db), games);
        ratings = new Ratings(db, games, json);
        tables.whenFinished = ratings::weighFinished;
    }

    /**
     * The games on the class path, each one named in {@code content} built from the designer's folder given
     * for it. A missing folder, a bad file or an unknown game is refused (naming the file, the entry and the
     * reason) before the database is opened.
     */
    private static Map<String, GameModule> served(Map<String, DesignerFolder> folders) {
        Map<String, GameModule> games = new LinkedHashMap<>();
        for (GameModule g : GameModules.all()) {
            games.put(g.id(), g);
        }
        folders.forEach((id, folder) -> games.put(id, folder.game));
        return games;
    }

    /** The designers' folders by game id, each game built from its own (read in game id order). */
    private static Map<String, DesignerFolder> folders(Map<String, Path> content) {
        Map<String, DesignerFolder> folders = new LinkedHashMap<>();
        for (Map.Entry<String, Path> e : new TreeMap<>(content).entrySet()) {
            folders.put(e.getKey(), DesignerFolder.of(e.getKey(), e.getValue()));
        }
        return folders;
    }

    /** Opens the database, resumes every stored table and starts listening. */
    public static KeeptableServer start(ServerConfig config) {
        Map<String, DesignerFolder> folders = folders(config.content());
        Db db = Db.open(config.db(), config.schema());
        KeeptableServer s = new KeeptableServer(config, db, folders);
        try {
            StoredTables stored = new StoredTables(db, s.games, s.json, s.metrics);
            s.tables.readFrom(stored);
            if (config.cluster()) {
                Leases leases = new Leases(db);
                db.announceAs(leases.node);
                s.tables.runBotsBy(leases);
                s.cluster = Cluster.join(db, leases, s.catchUp);
            }
            s.tables.resume();
            s.ratings.weighFinished(); // games that ended before a crash, perhaps
            if (s.cluster != null) {
                s.catchUp.markAllStale(); // changed while they were read, perhaps
                s.cluster.startBots();
            }
            s.playTurns();
            s.listen();
            s.startTurns();
        } catch (RuntimeException | java.sql.SQLException e) {
            s.close();
            throw e instanceof RuntimeException r ? r : new Db.StoreException(e.getMessage(), e);
        }
        return s;
    }

    /** Every step of a turn-based table sets its clock and queues its notices from now on. */
    private void playTurns() {
        TurnSettings ts = config.turns();
        notices = new Notices(ts.smtp() != null);
        turns = new Turns(tables, catchUp, db, notices, metrics.moveTimeouts);
        tables.writeWithSteps(turns);
    }

    /** Starts the clocks and the sending of notices, whose links name the port now known. */
    private void startTurns() {
        TurnSettings ts = config.turns();
        notices.reachedAt(ts.publicUrl() != null ? ts.publicUrl() : "http://localhost:" + port());
        outbox = new Outbox(db, ts.smtp() == null ? null : new Mailer(ts.smtp()),
                new Webhooks(new WebhookAddresses(ts.webhookAllow()), json),
                tables.node() == null ? "alone" : tables.node(), ts.retryBaseMs(), metrics.noticesSent);
        turns.start(ts.pollMs());
        outbox.start(ts.pollMs());
    }

    public int port() {
        return app.port();
    }

    /**
     * Deals every table for more than one person, whose seed the server draws, from this seed instead, so that the
     * package's browser tests play the same deal each run. Package-private on purpose: no option of the command, no
     * request of a client reaches it, so a real server's drawn seeds stay unknown to everyone.
     */
    void dealDrawnSeedsFrom(long seed) {
        lobby.dealDrawnSeedsFrom(seed);
    }

    /** The ids of the tables held in memory (in play: running or stopped), for tests and tools. */
    public List<String> tableIds() {
        return List.copyOf(tables.byId.keySet());
    }

    /** Lets go of the tables in play idle this long that nobody watches and no bot here waits on, for tests. */
    int unloadIdle(long idleMs) {
        return tables.unloadIdle(idleMs);
    }

    /** A copy of a table's live state, for tests. */
    public State stateOf(String id) {
        Table t = tables.find(id);
        synchronized (t) {
            return t.state.copy();
        }
    }

    /** For tests: runs after this node read a table it did not hold from the store, before it holds it. */
    void afterReadingATable(java.util.function.Consumer<String> hook) {
        tables.afterRead = hook;
    }

    /** Why the table is stopped (its rules failed, or its stored record parts from these rules), or null. */
    public String problemOf(String id) {
        Table t = tables.find(id);
        synchronized (t) {
            return t.problem;
        }
    }

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
                    LOG.info("event=http method={} path=\"{}\" status={} ms={}", ctx.method(), Text.quoted(ctx.path()),
                            ctx.statusCode(), Math.round(ms));
                }
            });
        });
        app.exception(ApiError.class, (e, ctx) -> error(ctx, e.status, e.getMessage()));
        app.exception(SetupException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        app.exception(Db.StoreException.class, (e, ctx) -> {
            LOG.error("event=store_failed method={} path=\"{}\"", ctx.method(), Text.quoted(ctx.path()), e);
            error(ctx, 503, "the game store failed; nothing was changed: " + Text.quoted(e.getMessage()));
        });
        app.before(Guards::before);
        app.wsBeforeUpgrade(Guards::beforeUpgrade);
        GameApi gameApi = new GameApi(games, folders, json);
        Accounts accounts = new Accounts(db);
        lobby = new LobbyApi(games, tables, catchUp, db, accounts, json, config);
        AccountApi accountApi = new AccountApi(accounts, tables.sessions, db, json, config);
        MeApi me = new MeApi(tables.sessions, accounts, ratings, catchUp, db, games, json);
        HintApi hints = new HintApi(tables, catchUp, db, json, metrics, config);
        ChatLines chatLines = new ChatLines(db);
        ChatFlood flood = new ChatFlood(db, config.cluster());
        TableChat chat = new TableChat(tables, chatLines, flood, json);
        catchUp.whenHeard(chat::tellNew);
        AdminApi admin = new AdminApi(catchUp, new Moderation(tables, db, chatLines, chat), json, config.adminToken(),
                new ClientAddress(config.trustedProxies()), db, config.cluster());
        HealthApi health = new HealthApi(db, tables, json);
        ReplayApi replays = new ReplayApi(catchUp, tables.seatTokens, tables.sessions, chatLines, db, json, metrics, config);
        SocketApi sockets = new SocketApi(tables, catchUp, chat, new StandIns(tables, db), json);
        LobbyChatApi lobbyChat = new LobbyChatApi(chatLines, flood, tables.sessions, json);
        RulesAidApi rulesAids = new RulesAidApi(games);
        StoredRows rows = new StoredRows(db);
        app.get("/health", health::health);
        app.get("/ready", health::ready);
        app.get("/metrics", ctx -> Http.send(ctx, metrics.toJson(json, tables.byId.values(),
                rows.finishedAndStopped()[0], tables.clients.size(), tables.bots.queued())));
        app.get("/api/games", gameApi::listGames);
        app.get("/api/games/{game}/content/{name}", gameApi::content);
        app.get("/renderers/{file}", gameApi::renderer);
        app.get("/rules/{game}", rulesAids::page);
        app.post("/api/accounts", accountApi::signUp);
        app.post("/api/session", accountApi::logIn);
        app.delete("/api/session", accountApi::logOut);
        app.get("/api/me", me::profile);
        app.get("/api/me/tables", me::tables);
        app.get("/api/players/{name}", me::player);
        app.get("/api/ratings/{game}", me::leaderboard);
        NotifyApi notify = new NotifyApi(tables.sessions, db, json,
                new WebhookAddresses(config.turns().webhookAllow()), config.turns().smtp() != null);
        app.get("/api/me/notify", notify::show);
        app.put("/api/me/notify", notify::set);
        app.get("/api/campaigns", lobby::listCampaigns);
        app.post("/api/campaigns", lobby::createCampaign);
        app.get("/api/campaigns/{id}", lobby::showCampaign);
        app.get("/api/tables", lobby::listTables);
        app.post("/api/tables", lobby::createTable);
        app.get("/api/tables/{id}", lobby::showTable);
        SeatsApi seatsApi = new SeatsApi(tables, catchUp, db, accounts, notices, json);
        app.post("/api/tables/{id}/seats/{seat}/join", seatsApi::join);
        app.post("/api/tables/{id}/seats/{seat}/handover", seatsApi::propose);
        app.post("/api/tables/{id}/seats/{seat}/handover/answer", seatsApi::answer);
        app.post("/api/tables/{id}/hint", hints::hint);
        app.post("/api/admin/tables/{id}/stop", admin::stop);
        app.delete("/api/admin/tables/{id}", admin::delete);
        app.delete("/api/admin/chat/{id}", admin::deleteChatLine);
        LabRows labRows = new LabRows(db);
        LabContent labContent = new LabContent(config.content());
        lab = new LabJobs(labRows, labContent, games, json, tables.bots::queued,
                config.labSpark() == null || config.cluster() ? null : keeptable.lab.Cluster.open(config.labSpark()));
        LabApi labApi = new LabApi(admin, lab, labRows, labContent, games, json, config.cluster());
        app.post("/api/lab/session", admin::labSignIn);
        app.delete("/api/lab/session", admin::labSignOut);
        app.get("/api/lab/games/{game}/content", labApi::content);
        app.get("/api/lab/jobs", labApi::list);
        app.post("/api/lab/jobs", labApi::create);
        app.get("/api/lab/jobs/{id}", labApi::show);
        app.post("/api/lab/jobs/{id}/cancel", labApi::cancel);
        app.get("/api/lab/jobs/{id}/files/{name}", labApi::file);
        app.get("/api/lobby/chat", lobbyChat::lines);
        app.post("/api/lobby/chat", lobbyChat::post);
        app.get("/api/tables/{id}/record", replays::record);
        app.get("/api/tables/{id}/replay", replays::replay);
        app.ws("/ws/tables/{id}", sockets::configure);
        app.start(config.host(), config.port());
        if (!config.cluster()) {
            lab.resume();
        }
        LOG.info("event=listening port={} db={} bot_threads={} node={} games={}", app.port(), db.url(),
                config.botThreads(), cluster == null ? "alone" : cluster.node(), games.keySet());
    }

    /**
     * Stops as a killed process would, for tests of the other nodes: no choice is finished, no lease
     * given back; the threads and the database connections are simply dropped.
     */
    void halt() {
        closing = true;
        stopTurns();
        if (cluster != null) {
            cluster.halt();
        }
        tables.bots.halt();
        if (app != null) {
            app.stop();
        }
        db.close();
    }

    private void stopTurns() {
        if (lab != null) {
            lab.close();
        }
        if (turns != null) {
            turns.close();
        }
        if (outbox != null) {
            outbox.close();
        }
    }

    private void error(Context ctx, int status, String message) {
        ObjectNode n = json.createObjectNode();
        n.put("error", message);
        ctx.status(status).contentType("application/json").result(n.toString());
    }

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
        stopTurns();
        tables.close();
        if (cluster != null) {
            cluster.close();
        }
        db.close();
        LOG.info("event=shutdown_done choices_applied={}", metrics.choicesApplied.get());
    }
}
