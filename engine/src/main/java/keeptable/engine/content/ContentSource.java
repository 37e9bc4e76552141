package keeptable.engine.content;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where a game's content files come from: its jar, or a designer's folder of edited copies. */
@FunctionalInterface
public interface ContentSource {
    InputStream open(String file) throws IOException;

    /** The files under {@code folder} on the class path of {@code anchor}'s module. */
    static ContentSource classpath(Class<?> anchor, String folder) {
        return file -> {
            InputStream in = anchor.getResourceAsStream("/" + folder + "/" + file);
            if (in == null) {
                throw new IOException("missing resource /" + folder + "/" + file);
            }
            return in;
        };
    }

    static ContentSource directory(Path dir) {
        return file -> Files.newInputStream(dir.resolve(file));
    }
}
