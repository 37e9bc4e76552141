package keeptable.server;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The Lab's jobs and their files in the store (tables {@code lab_jobs} and {@code lab_files}). */
final class LabRows {
    static final String QUEUED = "queued";
    static final String RUNNING = "running";
    static final String DONE = "done";
    static final String FAILED = "failed";
    static final String CANCELLED = "cancelled";

    /** A job as stored. */
    record Job(String id, String kind, String game, String request, String status, int done, int total,
               String message, long createdAt, long finishedAt) {
        boolean finished() {
            return !status.equals(QUEUED) && !status.equals(RUNNING);
        }
    }

    private static final String COLUMNS = "id, kind, game, request, status, done_games, total_games, message,"
            + " created_at, finished_at";
    private final Db db;

    LabRows(Db db) {
        this.db = db;
    }

    void insert(Job j) {
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO lab_jobs (" + COLUMNS
                    + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                p.setString(1, j.id());
                p.setString(2, j.kind());
                p.setString(3, j.game());
                p.setString(4, j.request());
                p.setString(5, j.status());
                p.setInt(6, j.done());
                p.setInt(7, j.total());
                p.setString(8, j.message());
                p.setLong(9, j.createdAt());
                p.setLong(10, j.finishedAt());
                return p.executeUpdate();
            }
        });
    }

    Job find(String id) {
        List<Job> found = select("WHERE id = ?", id);
        return found.isEmpty() ? null : found.get(0);
    }

    /** The newest jobs first, at most {@code limit}. */
    List<Job> recent(int limit) {
        return select("ORDER BY created_at DESC, id DESC LIMIT " + limit, null);
    }

    /** The jobs queued or running, oldest first. */
    List<Job> unfinished() {
        return select("WHERE status IN ('" + QUEUED + "', '" + RUNNING + "') ORDER BY created_at, id", null);
    }

    private List<Job> select(String where, String parameter) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT " + COLUMNS + " FROM lab_jobs " + where)) {
                if (parameter != null) {
                    p.setString(1, parameter);
                }
                List<Job> out = new ArrayList<>();
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Job(r.getString(1), r.getString(2), r.getString(3), r.getString(4),
                                r.getString(5), r.getInt(6), r.getInt(7), r.getString(8), r.getLong(9),
                                r.getLong(10)));
                    }
                }
                return out;
            }
        });
    }

    /** Moves a job from one of {@code from} to {@code to} with its message; false if it was in none of them. */
    boolean move(String id, List<String> from, String to, String message) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE lab_jobs SET status = ?, message = ?,"
                    + " finished_at = ?" + (to.equals(QUEUED) ? ", done_games = 0" : "") + " WHERE id = ? AND status IN (" + String.join(", ", from.stream().map(s -> "?").toList())
                    + ")")) {
                p.setString(1, to);
                p.setString(2, message);
                p.setLong(3, to.equals(QUEUED) || to.equals(RUNNING) ? 0 : System.currentTimeMillis());
                p.setString(4, id);
                for (int i = 0; i < from.size(); i++) {
                    p.setString(5 + i, from.get(i));
                }
                return p.executeUpdate() == 1;
            }
        });
    }

    /** The pairs of games a running job has played so far (or a cancelled one had when it stopped). */
    void progress(String id, int done) {
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE lab_jobs SET done_games = ? WHERE id = ?"
                    + " AND status IN ('" + RUNNING + "', '" + CANCELLED + "')")) {
                p.setInt(1, done);
                p.setString(2, id);
                return p.executeUpdate();
            }
        });
    }

    /**
     * Stores a running job's files and marks it done, in one transaction; false (nothing stored) if it is no
     * longer running (cancelled meanwhile).
     */
    boolean finish(String id, int done, Map<String, String> files) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE lab_jobs SET status = '" + DONE + "', done_games = ?,"
                    + " finished_at = ? WHERE id = ? AND status = '" + RUNNING + "'")) {
                p.setInt(1, done);
                p.setLong(2, System.currentTimeMillis());
                p.setString(3, id);
                if (p.executeUpdate() != 1) {
                    return false;
                }
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO lab_files (job_id, name, body) VALUES (?, ?, ?)")) {
                for (Map.Entry<String, String> f : files.entrySet()) {
                    p.setString(1, id);
                    p.setString(2, f.getKey());
                    p.setString(3, f.getValue());
                    p.executeUpdate();
                }
            }
            return true;
        });
    }

    /** A job's file names, in name order. */
    List<String> fileNames(String id) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT name FROM lab_files WHERE job_id = ? ORDER BY name")) {
                p.setString(1, id);
                List<String> out = new ArrayList<>();
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(r.getString(1));
                    }
                }
                return out;
            }
        });
    }

    /** A job's file, or null. */
    String file(String id, String name) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT body FROM lab_files WHERE job_id = ? AND name = ?")) {
                p.setString(1, id);
                p.setString(2, name);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? r.getString(1) : null;
                }
            }
        });
    }
}
