package keeptable.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import keeptable.engine.Outcome;
import keeptable.engine.State;

/**
 * The notices of turn-based tables, queued in the store in the transaction of the step that calls for them:
 * to the account of the seat whose turn it becomes, and to every account seat when the game ends or is
 * abandoned, by each way the account chose (e-mail, a webhook; see {@code PUT /api/me/notify}). Each
 * notice names the game and the players and links to the table. {@link Outbox} sends them.
 */
final class Notices {
    /** A player whose socket was at the table this recently is watching it: no notice is sent to them. */
    static final long WATCHING_MS = 30_000;
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEE d MMM yyyy, HH:mm 'UTC'",
            Locale.ENGLISH).withZone(ZoneOffset.UTC);

    /** Where the tables are reached (the links in notices), with no slash at the end. */
    private volatile String publicUrl = "http://localhost";
    /** Whether this server sends e-mail (it was given an SMTP server). */
    private final boolean mails;

    Notices(boolean mails) {
        this.mails = mails;
    }

    /** The address players reach this server at, for the links (set once the server listens). */
    void reachedAt(String url) {
        this.publicUrl = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    /** Whether e-mail addresses may be given: this server has an SMTP server to send through. */
    boolean mails() {
        return mails;
    }

    String link(Table t) {
        return publicUrl + "/table.html?t=" + t.id;
    }

    /** After a step of a turn-based table: the game ended, or the turn passed to a person (not a bot). */
    void afterStep(Connection c, Table t, State next, int mover) throws SQLException {
        if (next.isOver()) {
            ended(c, t, endWords(t, next.outcome()));
            return;
        }
        int to = next.toMove();
        if (to < 0 || to == mover || t.botOf(to) != null) {
            return;
        }
        String name = t.setup.seats().get(to).name();
        String subject = "Your turn in " + t.game.title();
        String body = "It is your turn, " + name + ", in " + t.game.title() + " with " + players(t) + ".\n"
                + "You have until " + WHEN.format(Instant.now().plusSeconds(t.turnBased.moveSeconds())) + " ("
                + TurnBased.words(t.turnBased.moveSeconds()) + " a move); then " + timeoutWords(t.turnBased) + ".\n"
                + "Open the table: " + link(t) + "\n";
        queue(c, t, next.step(), to, "turn", subject, body);
    }

    /** The game ended or was abandoned: every account seat is told, with {@code why}. */
    void ended(Connection c, Table t, String why) throws SQLException {
        String subject = t.game.title() + " is over";
        String body = t.game.title() + " with " + players(t) + " is over: " + why + ".\n"
                + "See the table: " + link(t) + "\n";
        queue(c, t, t.state.step() + 1, -1, "end", subject, body);
    }

    /**
     * A seat was handed to an account (the others agreed): its new player is told, by each way they chose, with a
     * link to the table. {@code names} are the seats' names as they now are.
     */
    void handedOver(Connection c, Table t, int seat, String from, List<String> names, String toKey) throws SQLException {
        String subject = "A seat for you in " + t.game.title();
        String body = from + " handed you their seat in " + t.game.title() + ": you play it as " + names.get(seat)
                + ", with " + list(names) + ".\n" + "Open the table: " + link(t) + "\n";
        queue(c, t, t.state.step(), seat, "seat-" + toKey, subject, body);
    }

    private static String endWords(Table t, Outcome o) {
        List<String> winners = new ArrayList<>();
        for (int w : o.winners()) {
            winners.add(t.setup.seats().get(w).name());
        }
        return o.reason() + (winners.isEmpty() ? "" : " (won by " + list(winners) + ")");
    }

    private static String timeoutWords(TurnBased tb) {
        return switch (tb.onTimeout()) {
            case BOT -> "a bot plays for you until you take your seat back";
            case SKIP -> "your turn is skipped";
            case ABANDON -> "the game is abandoned without a result";
        };
    }

    static String players(Table t) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < t.setup.size(); i++) {
            names.add(t.setup.seats().get(i).name());
        }
        return list(names);
    }

    private static String list(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /**
     * Queues a notice to the account of seat {@code seat} (every account seat if -1) by each way it chose.
     * Its id names the table, step, seat, kind and way, so the same notice is never queued twice.
     */
    private void queue(Connection c, Table t, int step, int seat, String kind, String subject, String body)
            throws SQLException {
        List<Object[]> to = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT s.seat, n.webhook, n.email FROM table_seats s"
                + " JOIN notify_settings n ON n.account = s.account WHERE s.table_id = ?"
                + (seat >= 0 ? " AND s.seat = ?" : ""))) {
            p.setString(1, t.id);
            if (seat >= 0) {
                p.setInt(2, seat);
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    if (r.getString(2) != null) {
                        to.add(new Object[] {r.getInt(1), "webhook", r.getString(2)});
                    }
                    if (r.getString(3) != null && mails) {
                        to.add(new Object[] {r.getInt(1), "mail", r.getString(3)});
                    }
                }
            }
        }
        long now = System.currentTimeMillis();
        try (PreparedStatement p = c.prepareStatement("INSERT INTO notices (id, table_id, step, seat, channel,"
                + " address, subject, body, link, created_at, due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                + " ON CONFLICT (id) DO NOTHING")) {
            for (Object[] n : to) {
                p.setString(1, t.id + "/" + step + "/" + n[0] + "/" + kind + "/" + n[1]);
                p.setString(2, t.id);
                p.setInt(3, step);
                p.setInt(4, (Integer) n[0]);
                p.setString(5, (String) n[1]);
                p.setString(6, (String) n[2]);
                p.setString(7, subject);
                p.setString(8, body);
                p.setString(9, link(t));
                p.setLong(10, now);
                p.setLong(11, now);
                p.addBatch();
            }
            if (!to.isEmpty()) {
                p.executeBatch();
            }
        }
    }
}
