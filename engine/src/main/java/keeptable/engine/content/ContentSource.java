package keeptable.engine.content;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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

    /**
     * The whole text (UTF-8) of the resource {@code file} ("rules-aid/dead-cells.md") on the class path of
     * {@code owner}'s class loader; a {@link ContentException} naming the file when it is not there.
     */
    static String resourceText(Class<?> owner, String file) {
        try (InputStream in = owner.getClassLoader().getResourceAsStream(file)) {
            if (in == null) {
                throw new ContentException(file, null, "not found on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(file, e);
        }
    }

    static ContentSource directory(Path dir) {
        return file -> Files.newInputStream(dir.resolve(file));
    }
}
