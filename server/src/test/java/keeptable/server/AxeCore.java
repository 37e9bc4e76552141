package keeptable.server;

import com.deque.html.axecore.providers.StringAxeScriptProvider;
import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import org.openqa.selenium.WebDriver;

/**
 * axe-core as every browser test runs it: the npm package's axe.min.js pinned in the test resources (axe-core/,
 * version and SHA-256 in axe-core.properties), injected in place of the older one the Maven wrapper bundles, with
 * all of axe's default rules. A file whose checksum is not the pinned one is refused, naming both.
 */
final class AxeCore {
    static final String VERSION;
    private static final String SCRIPT;

    static {
        Properties pin = new Properties();
        try (InputStream in = resource("axe-core.properties")) {
            pin.load(in);
            byte[] script;
            try (InputStream js = resource("axe.min.js")) {
                script = js.readAllBytes();
            }
            String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(script));
            if (!sha.equals(pin.getProperty("sha256"))) {
                throw new IllegalStateException("axe-core/axe.min.js has SHA-256 " + sha + ", but axe-core.properties pins "
                        + pin.getProperty("sha256") + " (renew both with tools/update-axe-core.sh)");
            }
            VERSION = pin.getProperty("version");
            SCRIPT = new String(script, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private AxeCore() {
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = AxeCore.class.getResourceAsStream("/axe-core/" + name);
        if (in == null) {
            throw new IOException("the test resource axe-core/" + name + " is missing");
        }
        return in;
    }

    /**
     * How long axe-core may run over one page, in seconds: its own script timeout (it sets WebDriver's while it runs),
     * generous for a finished game's whole log on a busy machine, where WebDriver's 30 s were seen to run out.
     */
    static final int SECONDS = 120;

    /** axe-core's full results for the page as it stands; fails when axe itself failed or is not the pinned one. */
    static Results analyze(WebDriver driver) {
        Results results = new AxeBuilder().setAxeScriptProvider(new StringAxeScriptProvider(SCRIPT)).setTimeout(SECONDS)
                .analyze(driver);
        if (results.isErrored()) {
            throw new IllegalStateException("axe-core failed on " + driver.getCurrentUrl() + ": " + results.getErrorMessage());
        }
        String ran = results.getTestEngine().getVersion();
        if (!VERSION.equals(ran)) {
            throw new IllegalStateException("axe-core " + ran + " ran instead of the pinned " + VERSION);
        }
        return results;
    }

    /** The serious and critical violations on the page, one line each (rule (how many): first elements). */
    static List<String> seriousViolations(WebDriver driver) {
        List<String> out = new ArrayList<>();
        for (Rule r : analyze(driver).getViolations()) {
            if ("serious".equals(r.getImpact()) || "critical".equals(r.getImpact())) {
                List<String> where = new ArrayList<>();
                r.getNodes().stream().limit(4).forEach(n -> where.add(String.valueOf(n.getTarget())));
                out.add(r.getId() + " (" + r.getNodes().size() + "): " + where);
            }
        }
        return out;
    }
}
