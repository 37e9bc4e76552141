package keeptable.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes toy Java sources into a folder tree for the layer checks' tests. */
final class ToySources {
    private ToySources() {
    }

    /** Writes {@code body} as the file {@code name}.java of package {@code pkg} under {@code root}. */
    static void write(Path root, String pkg, String name, String body) throws IOException {
        Path folder = Files.createDirectories(root.resolve(pkg.replace('.', '/')));
        Files.writeString(folder.resolve(name + ".java"), "package " + pkg + ";\n" + body + "\n");
    }
}
