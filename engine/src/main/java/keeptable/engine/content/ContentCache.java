package keeptable.engine.content;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The content each game ships with, read once and shared by every game object and state that plays it
 * (content is immutable). A designer's content is not cached here: each game built from a folder reads
 * its own.
 */
public final class ContentCache {
    private static final Map<String, Object> SHIPPED = new ConcurrentHashMap<>();

    private ContentCache() {
    }

    /**
     * The content {@code load} reads from the files a game ships in folder {@code gameId} on the class
     * path of {@code type}, read on the first call only. A load that fails is not remembered: the next
     * call tries again (and fails again, naming the file, the entry and the reason).
     */
    public static <T> T shipped(Class<T> type, String gameId, Function<ContentSource, T> load) {
        String key = type.getName() + " " + gameId;
        Object content = SHIPPED.get(key);
        if (content == null) {
            content = SHIPPED.computeIfAbsent(key, k -> load.apply(ContentSource.classpath(type, gameId)));
        }
        return type.cast(content);
    }
}
