package keeptable.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The chat lines in the store, each room's numbered from 1 (a table's id is its room; the lobby's is
 * {@link #LOBBY}), and the authors each account muted. A line at a table is announced to the other
 * nodes like a step, so their sockets hear it too.
 */
final class ChatLines {
    static final String LOBBY = "lobby";
    static final String PLAYERS = "players";
    static final String SPECTATORS = "spectators";
    /** The longest line, in characters. */
    static final int LONGEST = 500;
    /** The most lines a room shows when it is opened (the newest). */
    static final int SHOWN = 100;
    private static final int TRIES = 5;

    /** A line: its room and number there, who wrote it (a seat's or an account's name), when and at which step. */
    record Line(String room, int n, String channel, String author, int step, String text, long at) {
        /** The line as clients get it; {@code id} ("room.n") is what a moderator deletes it by. */
        ObjectNode json(com.fasterxml.jackson.databind.ObjectMapper mapper) {
            ObjectNode o = mapper.createObjectNode();
            o.put("id", room + "." + n);
            o.put("channel", channel);
            o.put("author", author);
            o.put("text", text);
            o.put("step", step);
            o.put("at", at);
            return o;
        }
    }

    private final Db db;

    ChatLines(Db db) {
        this.db = db;
    }

    /**
     * The text, trimmed, if it may be a line: not empty, at most {@link #LONGEST} characters, no control
     * characters; else a 400 naming what is wrong.
     */
    static String checked(String text) {
        String t = Text.checked(text == null ? "" : text.trim(), "a chat line", LONGEST);
        if (t.isEmpty()) {
            throw new ApiError(400, "a chat line must not be empty");
        }
        return t;
    }

    /** Stores a line as the room's next (announced to the other nodes if it is a table's). */
    Line post(String room, String channel, String author, String account, int step, String text) {
        long now = System.currentTimeMillis();
        for (int attempt = 1; ; attempt++) {
            try {
                return db.inTransaction(c -> {
                    int n = next(c, room);
                    try (PreparedStatement p = c.prepareStatement("INSERT INTO chat_lines (room, n, channel, author,"
                            + " account, step, text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
                        p.setString(1, room);
                        p.setInt(2, n);
                        p.setString(3, channel);
                        p.setString(4, author);
                        p.setString(5, account);
                        p.setInt(6, step);
                        p.setString(7, text);
                        p.setLong(8, now);
                        p.executeUpdate();
                    }
                    if (!room.equals(LOBBY)) {
                        db.announce(c, room);
                    }
                    return new Line(room, n, channel, author, step, text, now);
                });
            } catch (Db.StoreException e) {
                if (attempt >= TRIES) { // another node took the same number each time
                    throw e;
                }
            }
        }
    }

    private static int next(Connection c, String room) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT COALESCE(MAX(n), 0) + 1 FROM chat_lines WHERE room = ?")) {
            p.setString(1, room);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** The room's lines numbered above {@code after}, not deleted, oldest first; at most the newest {@link #SHOWN}. */
    List<Line> since(String room, int after) {
        return read("SELECT room, n, channel, author, step, text, created_at FROM chat_lines WHERE room = ? AND n > ?"
                + " AND deleted = 0 ORDER BY n DESC LIMIT " + SHOWN, room, after);
    }

    /** A replay's lines: those written up to step {@code step} of the table (not deleted), oldest first. */
    List<Line> upTo(String room, int step) {
        return read("SELECT room, n, channel, author, step, text, created_at FROM chat_lines WHERE room = ? AND"
                + " step <= ? AND deleted = 0 ORDER BY n DESC LIMIT " + SHOWN, room, step);
    }

    private List<Line> read(String sql, String room, int number) {
        List<Line> out = db.inTransaction(c -> {
            List<Line> lines = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(sql)) {
                p.setString(1, room);
                p.setInt(2, number);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        lines.add(new Line(r.getString(1), r.getInt(2), r.getString(3), r.getString(4), r.getInt(5),
                                r.getString(6), r.getLong(7)));
                    }
                }
            }
            return lines;
        });
        java.util.Collections.reverse(out);
        return out;
    }

    /** Marks line {@code n} of the room deleted (a moderator's decision); false if there is no such line. */
    boolean delete(String room, int n) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE chat_lines SET deleted = 1 WHERE room = ? AND n = ? AND deleted = 0")) {
                p.setString(1, room);
                p.setInt(2, n);
                boolean done = p.executeUpdate() == 1;
                if (done && !room.equals(LOBBY)) {
                    db.announce(c, room);
                }
                return done;
            }
        });
    }

    /** The numbers above {@code above} of the room's lines a moderator deleted. */
    List<Integer> deletedIn(String room, int above) {
        return db.inTransaction(c -> {
            List<Integer> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT n FROM chat_lines WHERE room = ? AND n > ? AND deleted = 1")) {
                p.setString(1, room);
                p.setInt(2, above);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(r.getInt(1));
                    }
                }
            }
            return out;
        });
    }

    /** The authors (lower case) the account muted. */
    Set<String> mutedBy(String accountKey) {
        return db.inTransaction(c -> {
            Set<String> out = new HashSet<>();
            try (PreparedStatement p = c.prepareStatement("SELECT muted FROM chat_mutes WHERE account = ?")) {
                p.setString(1, accountKey);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(r.getString(1));
                    }
                }
            }
            return out;
        });
    }

    /** Mutes an author for the account (or lets them be heard again). */
    void mute(String accountKey, String author, boolean muted) {
        String name = author.toLowerCase(Locale.ROOT);
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM chat_mutes WHERE account = ? AND muted = ?")) {
                p.setString(1, accountKey);
                p.setString(2, name);
                p.executeUpdate();
            }
            if (muted) {
                try (PreparedStatement p = c.prepareStatement("INSERT INTO chat_mutes (account, muted) VALUES (?, ?)")) {
                    p.setString(1, accountKey);
                    p.setString(2, name);
                    p.executeUpdate();
                }
            }
            return null;
        });
    }
}
