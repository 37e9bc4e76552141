package keeptable.engine;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a Node.js script in a folder, for the tests of the games' browser renderers (web/GAME.js under a
 * stand-in DOM). Needs Node ({@code node} on the PATH; {@code .ci/run} installs it): without it a test fails
 * rather than passing unrun (the server's browser tests cover a real Chromium).
 */
public final class NodeScript {
    private NodeScript() {
    }

    /** Runs {@code node ARGS...} in dir and returns what it printed (standard output and error), trimmed. */
    public static String run(Path dir, String... args) throws Exception {
        if (!available()) {
            throw new AssertionError("this test needs Node.js (`node` on the PATH) to run a game's browser renderer");
        }
        List<String> cmd = new ArrayList<>(List.of("node"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        p.waitFor(60, TimeUnit.SECONDS);
        return out;
    }

    private static boolean available() {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (Exception e) {
            return false;
        }
    }
}
