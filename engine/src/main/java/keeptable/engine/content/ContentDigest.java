package keeptable.engine.content;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * A content source that fingerprints every file read through it: a game loads its content through
 * one, and its rules version carries {@link #hash()}, so a changed card or map changes the version by
 * itself (see {@link RulesVersion}). The hash depends on the files' names and bytes, not on the order
 * they were read in; a file read twice counts once.
 */
public final class ContentDigest implements ContentSource {
    private final ContentSource source;
    private final Map<String, byte[]> digests = new TreeMap<>();

    public ContentDigest(ContentSource source) {
        this.source = source;
    }

    @Override
    public synchronized InputStream open(String file) throws IOException {
        byte[] bytes;
        try (InputStream in = source.open(file)) {
            bytes = in.readAllBytes();
        }
        digests.put(file, sha256().digest(bytes));
        return new ByteArrayInputStream(bytes);
    }

    /** Twelve hex digits over every file read so far, in name order. */
    public synchronized String hash() {
        MessageDigest all = sha256();
        for (Map.Entry<String, byte[]> e : digests.entrySet()) {
            all.update(e.getKey().getBytes(StandardCharsets.UTF_8));
            all.update((byte) 0);
            all.update(e.getValue());
        }
        return HexFormat.of().formatHex(all.digest()).substring(0, 12);
    }

    /** How many distinct files were read. */
    public synchronized int files() {
        return digests.size();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
