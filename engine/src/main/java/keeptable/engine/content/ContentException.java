package keeptable.engine.content;

/** A content file that cannot be used; the message names the file, the entry and the reason. */
public class ContentException extends RuntimeException {
    public ContentException(String file, String entry, String reason) {
        super(file + ": " + (entry == null ? "" : "entry '" + entry + "': ") + reason);
    }
}
