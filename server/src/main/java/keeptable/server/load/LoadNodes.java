package keeptable.server.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server nodes of a load run, each a {@code java} process of its own on 127.0.0.1 (so that one
 * can be killed with SIGKILL): started, killed, started again, and their memory read from /proc.
 * Their output is read through, counting the lines logged at ERROR level.
 */
final class LoadNodes implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on port (\\d+)");
    private final List<String> command;
    private final Process[] processes;
    private final int[] ports;
    private final long[] peakRssKb;
    final AtomicInteger errorLines = new AtomicInteger();

    /** {@code serverArgs}: the ServerMain options every node gets (its port is chosen by itself). */
    LoadNodes(int count, List<String> serverArgs, String heap) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        command = new ArrayList<>(List.of(java, "-Xmx" + heap, "--enable-native-access=ALL-UNNAMED", "-cp",
                System.getProperty("java.class.path"), "keeptable.server.ServerMain", "--host", "127.0.0.1",
                "--port", "0"));
        command.addAll(serverArgs);
        processes = new Process[count];
        ports = new int[count];
        peakRssKb = new long[count];
    }

    int count() {
        return processes.length;
    }

    /** Starts node {@code i} and waits until it listens (two minutes at most). */
    synchronized void start(int i) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        java.util.concurrent.CompletableFuture.delayedExecutor(120, TimeUnit.SECONDS).execute(() -> {
            if (ports[i] <= 0 || processes[i] != p) {
                p.destroyForcibly(); // it did not listen within two minutes: the run goes on without it
            }
        });
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        int port = -1;
        for (String line; port < 0 && (line = out.readLine()) != null; ) {
            count(line);
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                port = Integer.parseInt(m.group(1));
            }
        }
        if (port < 0) {
            p.destroyForcibly();
            throw new IOException("node " + i + " stopped before it listened");
        }
        Thread drain = new Thread(() -> {
            try {
                for (String line; (line = out.readLine()) != null; ) {
                    count(line);
                }
            } catch (IOException e) {
                // the node is gone
            }
        }, "load-node-output-" + i);
        drain.setDaemon(true);
        drain.start();
        processes[i] = p;
        ports[i] = port;
    }

    private void count(String line) {
        if (line.contains(" ERROR ")) {
            errorLines.incrementAndGet();
        }
    }

    /** Kills node {@code i} with SIGKILL: no shutdown hook, no goodbye. */
    synchronized void kill(int i) throws InterruptedException {
        Process p = processes[i];
        ports[i] = -1;
        p.destroyForcibly();
        p.waitFor(10, TimeUnit.SECONDS);
    }

    /** The port of node {@code i}, or -1 while it is down. */
    synchronized int port(int i) {
        return ports[i];
    }

    /** The ports of the nodes that are up. */
    synchronized List<Integer> livePorts() {
        List<Integer> up = new ArrayList<>();
        for (int p : ports) {
            if (p > 0) {
                up.add(p);
            }
        }
        return up;
    }

    /** Reads every live node's resident memory, keeping each node's peak (in kB). */
    synchronized void sampleMemory() {
        for (int i = 0; i < processes.length; i++) {
            if (ports[i] > 0) {
                peakRssKb[i] = Math.max(peakRssKb[i], rssKb(processes[i].pid()));
            }
        }
    }

    /** Each live node's resident memory now, in MiB (0 for a node that is down). */
    synchronized long[] rssMb() {
        long[] now = new long[processes.length];
        for (int i = 0; i < processes.length; i++) {
            now[i] = ports[i] > 0 ? rssKb(processes[i].pid()) / 1024 : 0;
        }
        return now;
    }

    /** The highest resident memory any node reached, in MiB. */
    synchronized long peakRssMb() {
        long most = 0;
        for (long kb : peakRssKb) {
            most = Math.max(most, kb);
        }
        return most / 1024;
    }

    private static long rssKb(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // the process is gone, or no Linux /proc: no figure
        }
        return 0;
    }

    /** Stops every node gracefully (SIGTERM: choices being stored are finished), forcibly after 30 s. */
    @Override
    public synchronized void close() {
        for (Process p : processes) {
            if (p != null && p.isAlive()) {
                p.destroy();
            }
        }
        for (int i = 0; i < processes.length; i++) {
            Process p = processes[i];
            ports[i] = -1;
            try {
                if (p != null && !p.waitFor(30, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                p.destroyForcibly();
            }
        }
    }
}
