package keeptable.lab.spark;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.LinkedHashSet;
import java.util.Set;
import keeptable.engine.module.GameModules;

/**
 * The jars a cluster's executors need: the one holding the engine and the games (the keeptable jar) and
 * this one. In-process ({@code local[N]}) they are on the class path already; a standalone cluster is
 * sent them by the driver.
 */
final class LabJars {
    private LabJars() {
    }

    static Set<String> find() {
        Set<String> jars = new LinkedHashSet<>();
        add(jars, GameModules.class);
        add(jars, LabJars.class);
        return jars;
    }

    private static void add(Set<String> jars, Class<?> anchor) {
        CodeSource source = anchor.getProtectionDomain().getCodeSource();
        if (source == null) {
            return;
        }
        try {
            Path p = Path.of(source.getLocation().toURI());
            if (Files.isRegularFile(p) && p.toString().endsWith(".jar")) {
                jars.add(p.toString());
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            // not a file on this machine: nothing to send
        }
    }
}
