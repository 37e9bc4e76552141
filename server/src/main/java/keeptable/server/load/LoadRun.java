package keeptable.server.load;

import java.net.URI;
import java.net.http.HttpClient;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A bounded load and fault run of keeptable servers on one PostgreSQL database, on this machine only
 * (127.0.0.1). It starts the nodes as processes of their own, keeps a number of bot tables playing,
 * has a few people's tables played by probes that time each choice's round trip, kills nodes with
 * SIGKILL at random if asked (each started again at once), and stops by itself after the given
 * time (or, if restarts were slow, once its kills are made and the last node killed has run 3 s). Then it stops the nodes, checks the store for lost and forked choices (see
 * {@link LoadAudit}), prints the figures and drops its schema. Exit code 0 when nothing was lost or
 * forked, 1 otherwise, 2 for bad options.
 * <pre>
 * java -cp CLASSPATH keeptable.server.load.LoadRun --nodes 3 --tables 100 --seconds 60 --kills 10
 * </pre>
 */
public final class LoadRun {
    private static final Map<String, String> DEFAULTS = new LinkedHashMap<>();

    static {
        DEFAULTS.put("--db", "jdbc:postgresql://127.0.0.1:5432/test?user=postgres");
        DEFAULTS.put("--nodes", "1");
        DEFAULTS.put("--tables", "100");
        DEFAULTS.put("--humans", "4");
        DEFAULTS.put("--seconds", "60");
        DEFAULTS.put("--kills", "0");
        DEFAULTS.put("--abandon", "0");
        DEFAULTS.put("--bot-delay", "400");
        DEFAULTS.put("--bot-threads", "1");
        DEFAULTS.put("--heap", "512m");
        DEFAULTS.put("--game", "killmans-keep");
    }

    private LoadRun() {
    }

    /** What a run measured. Round trips are in milliseconds. */
    record Figures(int nodes, double seconds, int kills, int asked, int leastHeld, double meanHeld, long stored,
                   int roundTrips, double p50, double p99, double slowest, long peakRssMb, int createFailures,
                   int refusals, int reconnects, int errorLines, LoadAudit.Result audit) {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = new LinkedHashMap<>(DEFAULTS);
        for (int i = 0; i < args.length; i += 2) {
            if (!o.containsKey(args[i]) || i + 1 >= args.length) {
                System.err.println("unknown option or no value: " + args[i] + "; options (with defaults): " + DEFAULTS);
                System.exit(2);
            }
            o.put(args[i], args[i + 1]);
        }
        try {
            System.exit(runAndPrint(o));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }

    /** The options a run takes, each with its default. */
    public static Map<String, String> defaults() {
        return new LinkedHashMap<>(DEFAULTS);
    }

    /**
     * Runs with these options (each of {@link #defaults} that is missing takes its default), prints the
     * figures and gives the exit code: 0 when nothing was lost or forked, 1 otherwise. Bad options are an
     * {@link IllegalArgumentException} naming the bounds.
     */
    public static int runAndPrint(Map<String, String> options) throws Exception {
        Map<String, String> o = new LinkedHashMap<>(DEFAULTS);
        o.putAll(options);
        for (String name : options.keySet()) {
            if (!DEFAULTS.containsKey(name)) {
                throw new IllegalArgumentException("unknown option " + name + "; options (with defaults): " + DEFAULTS);
            }
        }
        Figures f;
        try {
            f = run(o);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number was expected: " + e.getMessage());
        }
        print(f, o);
        return f.audit().lost() == 0 && f.audit().forked() == 0 ? 0 : 1;
    }

    /** Runs with these options (each of {@link #DEFAULTS} that is missing takes its default). */
    static Figures run(Map<String, String> options) throws Exception {
        Map<String, String> o = new LinkedHashMap<>(DEFAULTS);
        o.putAll(options);
        String db = o.get("--db");
        if (!db.startsWith("jdbc:postgresql:") || !loopback(db)) {
            throw new IllegalArgumentException("--db must be a jdbc:postgresql: URL on this machine (127.0.0.1,"
                    + " localhost or ::1)");
        }
        int nodeCount = Integer.parseInt(o.get("--nodes"));
        int target = Integer.parseInt(o.get("--tables"));
        int kills = Integer.parseInt(o.get("--kills"));
        long seconds = Long.parseLong(o.get("--seconds"));
        int abandon = Integer.parseInt(o.get("--abandon"));
        if (nodeCount < 1 || nodeCount > 5 || target < 0 || target > 2000 || seconds < 5 || seconds > 3600
                || kills < 0 || kills > 100 || abandon < 0 || abandon > 6000) {
            throw new IllegalArgumentException("bounds: --nodes 1-5, --tables 0-2000, --seconds 5-3600, --kills 0-100,"
                    + " --abandon 0-6000");
        }
        String schema = "load_" + Long.toHexString(System.currentTimeMillis());
        String direct = db + (db.contains("?") ? "&" : "?") + "currentSchema=" + schema;
        List<String> serverArgs = new ArrayList<>(List.of("--db", db, "--schema", schema, "--bot-delay",
                o.get("--bot-delay"), "--bot-threads", o.get("--bot-threads"), "--tables-per-minute", "1000000"));
        if (nodeCount > 1) {
            serverArgs.addAll(List.of("--cluster", "true"));
        }
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        LoadNodes nodes = new LoadNodes(nodeCount, serverArgs, o.get("--heap"));
        try {
            for (int i = 0; i < nodeCount; i++) {
                nodes.start(i);
            }
            LoadTables tables = new LoadTables(nodes, http, direct, o.get("--game"));
            long warmUntil = System.currentTimeMillis() + 120_000;
            while (tables.topUp(target, 50) < target && System.currentTimeMillis() < warmUntil) {
                Thread.sleep(100);
            }
            System.out.println("warm: " + tables.runningBotTables() + " bot tables on " + nodeCount + " node(s)");
            return measure(o, nodes, tables, http, target, kills, seconds, direct, db, schema);
        } finally {
            nodes.close();
            try (Connection c = DriverManager.getConnection(db); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            }
        }
    }

    private static Figures measure(Map<String, String> o, LoadNodes nodes, LoadTables tables, HttpClient http, int target,
                               int kills, long seconds, String direct, String db, String schema) throws Exception {
        long startedAt = System.currentTimeMillis();
        long endsAt = startedAt + seconds * 1000;
        List<LoadProbe> probes = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < Integer.parseInt(o.get("--humans")); i++) {
            LoadProbe p = new LoadProbe(nodes, tables, http, 1000 + i);
            probes.add(p);
            Thread t = new Thread(p, "load-probe-" + i);
            t.start();
            threads.add(t);
        }
        long storedAtStart = tables.storedChoices();
        Random random = new Random(7);
        long interval = seconds * 1000 / (kills + 1);
        int killed = 0;
        long held = 0;
        int samples = 0;
        int leastHeld = Integer.MAX_VALUE;
        long lastRestart = 0;
        int abandon = Integer.parseInt(o.get("--abandon"));
        int abandoned = 0;
        int minute = 0;
        // runs its time, and on until every kill is made and the last node killed has been back 3 s
        while (System.currentTimeMillis() < endsAt || killed < kills
                || System.currentTimeMillis() < lastRestart + 3_000) {
            Thread.sleep(1_000);
            int running = tables.topUp(target, 50);
            held += running;
            samples++;
            leastHeld = Math.min(leastHeld, running);
            nodes.sampleMemory();
            long now = System.currentTimeMillis();
            while (abandoned < abandon * (now - startedAt) / 60_000) {
                tables.createAbandoned();
                abandoned++;
            }
            if (now - startedAt >= (minute + 1) * 60_000L) {
                minute++;
                System.out.printf("minute %d: RSS %s MiB, tables in memory %s, %d abandoned so far%n", minute,
                        java.util.Arrays.toString(nodes.rssMb()), inMemory(http, nodes), abandoned);
            }
            if (killed < kills && System.currentTimeMillis() - startedAt >= interval * (killed + 1)
                    && System.currentTimeMillis() >= lastRestart + 2_000) {
                int victim = random.nextInt(nodes.count());
                nodes.kill(victim);
                killed++;
                long down = System.currentTimeMillis();
                nodes.start(victim);
                lastRestart = System.currentTimeMillis();
                System.out.println("killed node " + victim + " with SIGKILL (" + killed + " of " + kills
                        + "); started again in " + (lastRestart - down) + " ms");
            }
        }
        probes.forEach(LoadProbe::stop);
        for (Thread t : threads) {
            t.join(60_000);
        }
        double elapsed = (System.currentTimeMillis() - startedAt) / 1000.0;
        long stored = tables.storedChoices() - storedAtStart;
        List<Long> trips = new ArrayList<>();
        List<LoadProbe.Ack> acks = new ArrayList<>();
        int refusals = 0;
        int reconnects = 0;
        for (LoadProbe p : probes) {
            trips.addAll(p.roundTripsMicros);
            acks.addAll(p.acks);
            refusals += p.refusals.get();
            reconnects += p.reconnects.get();
        }
        trips.sort(null);
        nodes.close();
        LoadAudit.Result audit = LoadAudit.check(direct, db, schema, acks);
        return new Figures(nodes.count(), elapsed, killed, target, leastHeld == Integer.MAX_VALUE ? 0 : leastHeld,
                samples == 0 ? 0.0 : (double) held / samples, stored, trips.size(), percentile(trips, 50),
                percentile(trips, 99), percentile(trips, 100), nodes.peakRssMb(), tables.createFailures.get(), refusals,
                reconnects, nodes.errorLines.get(), audit);
    }

    /** Each live node's tables in play held in memory, from its {@code /metrics}. */
    private static String inMemory(HttpClient http, LoadNodes nodes) {
        List<String> held = new ArrayList<>();
        for (int port : nodes.livePorts()) {
            try {
                String body = http.send(java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + "/metrics")).timeout(Duration.ofSeconds(10)).build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString()).body();
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"tablesRunning\":(\\d+)").matcher(body);
                held.add(m.find() ? m.group(1) : "?");
            } catch (Exception e) {
                held.add("?");
            }
        }
        return held.toString();
    }

    private static void print(Figures f, Map<String, String> o) {
        System.out.printf("nodes %d, bot delay %s ms, bot threads %s a node, %.0f s, %d kill(s)%n", f.nodes(),
                o.get("--bot-delay"), o.get("--bot-threads"), f.seconds(), f.kills());
        System.out.printf("bot tables held: %d asked, %d least, %.0f mean%n", f.asked(), f.leastHeld(), f.meanHeld());
        System.out.printf("choices stored: %d (%.0f/s)%n", f.stored(), f.stored() / f.seconds());
        System.out.printf("human round trip: %d samples, p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", f.roundTrips(),
                f.p50(), f.p99(), f.slowest());
        System.out.printf("server memory: peak RSS %d MiB a node (heap limit %s)%n", f.peakRssMb(), o.get("--heap"));
        System.out.printf("errors: %d tables not created, %d choices refused, %d reconnects, %d ERROR log lines%n",
                f.createFailures(), f.refusals(), f.reconnects(), f.errorLines());
        System.out.printf("audit: %d acknowledged human choices, %d lost; %d tables, %d forked%n",
                f.audit().acknowledged(), f.audit().lost(), f.audit().tables(), f.audit().forked());
    }

    /** The p-th percentile of sorted microseconds, in milliseconds (0 for none). */
    private static double percentile(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return 0;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1000.0;
    }

    private static boolean loopback(String jdbc) {
        String host = URI.create(jdbc.substring("jdbc:".length())).getHost();
        return host != null && (host.startsWith("127.") || host.equals("localhost") || host.equals("[::1]"));
    }
}
