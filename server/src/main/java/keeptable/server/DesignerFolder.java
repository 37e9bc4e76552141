package keeptable.server;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.engine.SetupException;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;

/**
 * A designer's content folder a game is served from ({@code --content GAME=DIR}). The game reads its files
 * through here, and only the files it read are served, as it read them: nothing else in the folder (notes,
 * other YAML files) is ever sent. A file reached through a link that leads out of the folder is refused, so
 * the server does not start with it.
 */
final class DesignerFolder {
    private final Path root;
    private final Map<String, byte[]> read = new ConcurrentHashMap<>();
    final GameModule game;

    private DesignerFolder(String id, Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new SetupException("no content folder " + folder);
        }
        try {
            root = folder.toRealPath();
        } catch (IOException e) {
            throw new SetupException("cannot read the content folder " + folder + ": " + e.getMessage());
        }
        try {
            game = GameModules.byId(id).withContent(source());
        } catch (ContentException e) {
            throw new SetupException("the content in " + folder + " is refused: " + e.getMessage());
        }
    }

    /** The game of this id built from the folder (a missing folder or a bad file refused, naming why). */
    static DesignerFolder of(String id, Path folder) {
        return new DesignerFolder(id, folder);
    }

    /** The files as the game reads them: each inside the folder, even where it is a link. */
    private ContentSource source() {
        return file -> {
            Path real = root.resolve(file).normalize().toRealPath();
            if (!real.startsWith(root)) {
                throw new IOException("it leads out of the content folder (a link); copy the file in instead");
            }
            byte[] bytes = Files.readAllBytes(real);
            read.put(file, bytes);
            return new ByteArrayInputStream(bytes);
        };
    }

    /** A file the game read, as it read it; null for any other name. */
    InputStream served(String file) {
        byte[] bytes = read.get(file);
        return bytes == null ? null : new ByteArrayInputStream(bytes);
    }
}
