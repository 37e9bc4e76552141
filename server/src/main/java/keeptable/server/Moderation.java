package keeptable.server;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A moderator's acts on a table: stop it for good, or delete it. */
final class Moderation {
    private static final Logger LOG = LoggerFactory.getLogger(Moderation.class);
    private final Tables tables;
    private final Db db;

    Moderation(Tables tables, Db db) {
        this.tables = tables;
        this.db = db;
    }

    /**
     * Stops a table: its bots stop, nobody plays at it, every client is told, and the stop is stored
     * so that it outlasts a restart.
     */
    void stop(Table t) {
        synchronized (t) {
            t.problem = "stopped by a moderator";
            t.forgetBotMove();
            db.markStopped(t.id, t.problem, Tables.MODERATOR);
            tables.tellEveryone(t, false);
        }
        LOG.warn("event=table_stopped_by_moderator table={}", t.id);
    }

    /** Deletes a table: gone from the store, from memory and from its clients. False if there is none. */
    boolean delete(String id) {
        Table t = tables.find(id);
        if (t == null) {
            return false;
        }
        synchronized (t) {
            t.problem = "deleted by a moderator";
            t.forgetBotMove();
            db.deleteTable(id);
            tables.forget(t, "the table was deleted");
            ServerCampaign c = t.campaignId == null ? null : tables.campaigns.get(t.campaignId);
            if (c != null) {
                synchronized (c) {
                    if (id.equals(c.runningTable)) {
                        c.runningTable = null;
                    }
                }
            }
        }
        LOG.warn("event=table_deleted_by_moderator table={}", id);
        return true;
    }
}
