package keeptable.server;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One server per SQLite file: a lock on {@code <file>.lock} beside the file's real path (a link to the
 * file, or through a linked folder, takes the same lock), held while the server runs and released
 * by the operating system when the process ends, however it ends. A second server on the same file
 * is refused at start, since two writers each holding the game in memory would fork its record.
 */
final class SqliteLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private SqliteLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of the database file of a {@code jdbc:sqlite:} URL; null for an in-memory database. */
    static SqliteLock take(String url) {
        String file = url.substring("jdbc:sqlite:".length());
        int query = file.indexOf('?');
        file = query < 0 ? file : file.substring(0, query);
        if (file.isEmpty() || file.startsWith(":memory:") || file.startsWith("file::memory:")) {
            return null;
        }
        Path path = real(Path.of(file.startsWith("file:") ? file.substring(5) : file).toAbsolutePath());
        Path lockFile = path.resolveSibling(path.getFileName() + ".lock");
        String refusal = "another keeptable server is using the SQLite file " + path + " (it holds " + lockFile
                + "); stop it first. Several servers share a game store only on PostgreSQL.";
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                throw new IllegalStateException(refusal);
            }
            return new SqliteLock(channel, lock);
        } catch (OverlappingFileLockException e) {
            close(channel);
            throw new IllegalStateException(refusal);
        } catch (IOException e) {
            close(channel);
            throw new IllegalStateException("cannot lock " + lockFile + ": " + e.getMessage(), e);
        } catch (IllegalStateException e) {
            close(channel);
            throw e;
        }
    }

    /**
     * The file's real path, links followed (of its folder, while the file does not exist yet): two names of
     * one file take one lock, so a link to the file cannot start a second server on it.
     */
    private static Path real(Path path) {
        try {
            if (Files.exists(path)) {
                return path.toRealPath();
            }
            Path folder = path.getParent();
            return folder != null && Files.isDirectory(folder) ? folder.toRealPath().resolve(path.getFileName()) : path;
        } catch (IOException e) {
            return path;
        }
    }

    private static void close(FileChannel channel) {
        try {
            if (channel != null) {
                channel.close();
            }
        } catch (IOException ignored) {
            // nothing was locked
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException ignored) {
            // closing the channel releases it too
        }
        close(channel);
    }
}
