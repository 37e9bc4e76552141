package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.json.Json;
import keeptable.engine.module.GameModule;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The lobby's endpoints: list and create tables and campaigns (an open seat is joined by link in
 * {@link SeatsApi}). New tables are stored with their seats before anyone may play at them.
 */
final class LobbyApi {
    private static final Logger LOG = LoggerFactory.getLogger(LobbyApi.class);
    private static final SecureRandom SECRETS = new SecureRandom();
    private final Map<String, GameModule> games;
    private final Tables tables;
    private final CatchUp catchUp;
    private final LobbyRows writes;
    private final SeatRows seatRows;
    private final ObjectMapper json;
    private final BotBudgets budgets;
    private final Rations rations;
    private final ClientAddress addresses;
    private final int searchTables;
    private final LobbyList list;
    private final Accounts accounts;
    /** The shortest move time a turn-based table may ask for. */
    private final int shortestMove;
    /** Where the seeds the server draws come from (see {@link KeeptableServer#dealDrawnSeedsFrom}). */
    private volatile java.util.function.LongSupplier drawnSeeds = Deal::drawn;

    LobbyApi(Map<String, GameModule> games, Tables tables, CatchUp catchUp, Db db, Accounts accounts, ObjectMapper json,
             ServerConfig config) {
        this.accounts = accounts;
        Limits limits = config.limits();
        this.games = games;
        this.tables = tables;
        this.catchUp = catchUp;
        this.writes = new LobbyRows(db);
        this.seatRows = new SeatRows(db);
        this.json = json;
        this.budgets = new BotBudgets(limits);
        this.addresses = new ClientAddress(config.trustedProxies());
        this.rations = new Rations("tables", limits.tablesPerMinute(), addresses).sharedIn(db, config.cluster());
        this.searchTables = limits.searchTables();
        this.list = new LobbyList(games, tables, new StoredRows(db), json);
        this.shortestMove = config.turns().minMoveSeconds();
    }

    /** Deals every table whose seed the server draws from this seed instead (the package's tests only). */
    void dealDrawnSeedsFrom(long seed) {
        drawnSeeds = () -> seed;
    }

    /**
     * One table as the lobby shows it, each person's seat marked {@code away} when its player is not at the table
     * now (no socket of any node showed them there lately) and no bot plays for them: a co-operative party may then
     * seat a bot for them; and a seat whose player proposed to hand it to another account says to whom and whose
     * answers it waits for ({@code handOver: {to, waitingFor: [seats]}}).
     */
    void showTable(Context ctx) {
        Table t = Http.table(ctx, catchUp);
        ObjectNode n;
        synchronized (t) {
            n = t.summary();
        }
        java.util.Set<Integer> here = tables.turnRows.watchedSeats(t.id, System.currentTimeMillis() - Notices.WATCHING_MS);
        for (JsonNode s : n.get("seats")) {
            if (!s.get("bot").asBoolean() && !s.get("open").asBoolean() && !s.has("standIn")
                    && !here.contains(s.get("seat").asInt())) {
                ((ObjectNode) s).put("away", true);
            }
        }
        for (SeatRows.HandOver h : seatRows.handOvers(t.id)) { // proposals to hand a seat to another account
            Account to = accounts.named(h.to());
            ObjectNode o = ((ObjectNode) n.get("seats").get(h.seat())).putObject("handOver");
            o.put("to", to == null ? h.to() : to.name());
            ArrayNode waiting = o.putArray("waitingFor");
            h.waiting().forEach(waiting::add);
        }
        Http.send(ctx, n);
    }

    /** One campaign as the lobby shows it. */
    void showCampaign(Context ctx) {
        ServerCampaign c = catchUp.campaign(ctx.pathParam("id"));
        if (c == null) {
            throw new ApiError(404, "no campaign " + Text.quoted(ctx.pathParam("id")));
        }
        synchronized (c) {
            Http.send(ctx, c.summary(json));
        }
    }

    /** A page of the lobby's tables ({@code ?page=&size=}), newest first. */
    void listTables(Context ctx) {
        list.page(ctx);
    }

    void createTable(Context ctx) {
        if (tables.closing()) {
            throw new ApiError(503, "the server is shutting down");
        }
        JsonNode b = Http.body(ctx, json);
        GameModule g = games.get(b.path("game").asText());
        if (g == null) {
            throw new ApiError(400, "no game '" + Text.quoted(b.path("game").asText()) + "'; known games: "
                    + games.keySet());
        }
        rations.take(ctx);
        JsonNode seatsNode = b.path("seats");
        if (!seatsNode.isArray() || seatsNode.isEmpty()) {
            throw new ApiError(400, "seats must be a non-empty list");
        }
        List<Seat> seats = new ArrayList<>();
        String[] tokens = new String[seatsNode.size()]; // their hashes: the tokens themselves are only given out
        String[] seatAccounts = new String[seatsNode.size()];
        int humans = 0;
        int open = 0;
        ObjectNode issued = json.createObjectNode();
        for (int i = 0; i < seatsNode.size(); i++) {
            JsonNode s = seatsNode.get(i);
            String kind = Text.field(s, "kind", "seat " + (i + 1) + ": kind", "open", BotBudgets.LONGEST_SPEC);
            String name = Text.field(s, "name", "seat " + (i + 1) + ": a name", "", 40);
            String agent;
            Account account = seatAccount(ctx, s, i, seatAccounts);
            if (account != null) {
                kind = "human";
                name = account.name();
                seatAccounts[i] = account.key();
            }
            if (kind.equals("human") || kind.equals("open")) {
                agent = "human";
                open += kind.equals("open") ? 1 : 0;
                if (kind.equals("human")) {
                    humans++;
                    String token = Secrets.fresh();
                    issued.put(Integer.toString(i), token);
                    tokens[i] = Secrets.hash(token);
                }
            } else {
                budgets.check(i + 1, kind, g);
                agent = kind;
            }
            String posing = account != null || name.isEmpty() ? null
                    : SeatNames.anothersAccount(accounts, name, tables.sessions.accountOf(ctx));
            if (posing != null) {
                throw new ApiError(400, "seat " + (i + 1) + ": " + posing);
            }
            if (name.isEmpty()) {
                name = agent.equals("human") ? "Player " + (i + 1) : "Bot " + (i + 1);
            }
            seats.add(new Seat(name, agent));
        }
        Map<String, String> options = Text.options(b);
        options.values().removeIf(String::isEmpty);
        TurnBased turnBased = TurnBased.read(b, g, shortestMove);
        Deal deal = Deal.of(b, humans, open, drawnSeeds);
        Setup setup = new Setup(seats, options, deal.seed());
        g.checkSeats(setup);
        String id = newId();
        ServerCampaign campaign = null;
        if (b.hasNonNull("campaign")) {
            campaign = catchUp.campaign(b.get("campaign").asText());
            if (campaign == null || campaign.game != g) {
                throw new ApiError(400, "no " + g.id() + " campaign '" + Text.quoted(b.get("campaign").asText()) + "'");
            }
        }
        String client = addresses.of(ctx);
        int searchLimit = seats.stream().anyMatch(s -> Bots.searches(s.agent())) ? searchTables : 0;
        Table t;
        String claimed = null;
        try {
            if (campaign == null) {
                t = openTable(id, g, setup, tokens, seatAccounts, null, deal.chosen(), client, searchLimit, turnBased);
            } else {
                synchronized (campaign) {
                    String owner = campaign.ownerHash;
                    String offered = b.path("campaignOwner").isTextual() ? b.get("campaignOwner").asText() : null;
                    if (owner != null && !Secrets.matches(owner, offered)) {
                        throw new ApiError(403, "only the campaign's owner may start its next game: send the secret"
                                + " given when it was created as \"campaignOwner\"");
                    }
                    if (campaign.state.isFinished()) {
                        throw new ApiError(409, "the campaign is over: " + campaign.state.summary());
                    }
                    if (campaign.runningTable != null) {
                        throw new ApiError(409, "the campaign's game at table " + campaign.runningTable
                                + " is still being played");
                    }
                    if (owner == null) {
                        claimed = claim(campaign);
                    }
                    t = openTable(id, g, Campaigns.carrying(setup, campaign.state), tokens, seatAccounts, campaign.id,
                            deal.chosen(), client, searchLimit, turnBased);
                    campaign.runningTable = id;
                }
            }
        } catch (LobbyRows.SearchTablesFull e) {
            ctx.header("Retry-After", "60");
            throw new ApiError(429, "at most " + searchTables + " tables with search bots (ismcts) may be running for"
                    + " one client at once (the server's --search-tables-per-client); this client has " + e.running
                    + ": let one finish first, or seat quicker bots");
        }
        LOG.info("event=table_created table={} game={} seats={}", id, g.id(),
                seats.stream().map(Seat::agent).toList());
        ObjectNode out = json.createObjectNode();
        out.put("id", id);
        out.set("tokens", issued);
        if (claimed != null) {
            out.put("campaignOwner", claimed);
        }
        synchronized (t) {
            out.set("table", t.summary());
            tables.scheduleBot(t);
        }
        ctx.status(201);
        Http.send(ctx, out);
    }

    /**
     * Makes a table and stores it with its seats, refusing it ({@link LobbyRows.SearchTablesFull}) when
     * {@code searchLimit} is above 0 and the client keeps that many running tables with search bots.
     */
    private Table openTable(String id, GameModule g, Setup setup, String[] tokenHashes, String[] seatAccounts,
                            String campaignId, boolean chosenSeed, String client, int searchLimit,
                            TurnBased turnBased) {
        long now = System.currentTimeMillis();
        Table t = new Table(id, g, setup, now, tokenHashes, campaignId);
        System.arraycopy(seatAccounts, 0, t.accounts, 0, seatAccounts.length);
        t.turnBased = turnBased;
        if (turnBased != null && !t.state.isOver() && t.botOf(t.state.toMove()) == null) {
            t.clockDue = now + turnBased.moveSeconds() * 1000L;
        }
        java.util.Arrays.fill(t.tokenUsedAt, now);
        t.chosenSeed = chosenSeed;
        t.client = client;
        List<Db.SeatRow> rows = new ArrayList<>();
        for (int i = 0; i < setup.size(); i++) {
            rows.add(new Db.SeatRow(i, setup.seats().get(i).name(), setup.seats().get(i).agent(), tokenHashes[i],
                    now, seatAccounts[i]));
        }
        writes.createTable(id, g.id(), g.rulesVersion(), Json.write(json, setup), t.state.fingerprint(), rows,
                campaignId, chosenSeed, client, searchLimit,
                turnBased == null ? null : c -> TurnRows.create(c, id, turnBased, t.clockDue));
        tables.opened(t);
        return t;
    }

    /**
     * The account a seat {@code {"account": NAME}} names, or null for a seat that names none. Only a
     * logged-in player may seat accounts (a 401), each account once a table, and the name must be one.
     */
    private Account seatAccount(Context ctx, JsonNode seat, int i, String[] seated) {
        String named = Text.field(seat, "account", "seat " + (i + 1) + ": account", "", Accounts.LONGEST_NAME + 1);
        if (named.isEmpty()) {
            return null;
        }
        if (seat.has("kind") && !seat.path("kind").asText().equals("human")) {
            throw new ApiError(400, "seat " + (i + 1) + ": an account's seat is a person's (kind human, or no kind)");
        }
        if (tables.sessions.accountOf(ctx) == null) {
            throw new ApiError(401, "log in to seat accounts at a table (POST /api/session)");
        }
        Account a = accounts.named(named);
        if (a == null) {
            throw new ApiError(400, "seat " + (i + 1) + ": no account named " + Text.quoted(named));
        }
        if (java.util.Arrays.asList(seated).contains(a.key())) {
            throw new ApiError(400, "seat " + (i + 1) + ": " + a.name() + " already has a seat at this table");
        }
        return a;
    }

    void listCampaigns(Context ctx) {
        List<ServerCampaign> all = new ArrayList<>(catchUp.campaigns());
        all.sort(Comparator.comparingLong((ServerCampaign c) -> c.createdAt).reversed().thenComparing(c -> c.id));
        ArrayNode a = json.createArrayNode();
        for (ServerCampaign c : all) {
            synchronized (c) {
                a.add(c.summary(json));
            }
        }
        Http.send(ctx, a);
    }

    void createCampaign(Context ctx) {
        JsonNode b = Http.body(ctx, json);
        GameModule g = games.get(b.path("game").asText());
        if (g == null) {
            throw new ApiError(400, "no game '" + b.path("game").asText() + "'; known games: " + games.keySet());
        }
        if (g.campaign() == null) {
            throw new ApiError(400, g.title() + " has no campaign");
        }
        Map<String, String> options = Text.options(b);
        Campaign state = g.campaign().start(options);
        String id = newId();
        String owner = Secrets.fresh();
        writes.createCampaign(id, g.id(), Campaigns.write(state), Secrets.hash(owner));
        ServerCampaign c = new ServerCampaign(id, g, System.currentTimeMillis(), state, 0, Secrets.hash(owner));
        tables.campaigns.put(id, c);
        LOG.info("event=campaign_created campaign={} game={}", id, g.id());
        ctx.status(201);
        synchronized (c) {
            Http.send(ctx, c.summary(json).put("owner", owner));
        }
    }

    /**
     * Gives a campaign stored before owners were kept to the client starting its next game (call under the
     * campaign's monitor): returns the new owner's secret, or a 403 if another client (or node) was first.
     */
    private String claim(ServerCampaign campaign) {
        String secret = Secrets.fresh();
        if (!writes.claimCampaign(campaign.id, Secrets.hash(secret))) {
            throw new ApiError(403, "only the campaign's owner may start its next game");
        }
        campaign.ownerHash = Secrets.hash(secret);
        LOG.info("event=campaign_claimed campaign={}", campaign.id);
        return secret;
    }

    private String newId() {
        String alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
        while (true) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 10; i++) {
                b.append(alphabet.charAt(SECRETS.nextInt(alphabet.length())));
            }
            if (tables.find(b.toString()) == null) {
                return b.toString();
            }
        }
    }
}
