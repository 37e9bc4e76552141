package keeptable.server;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A moderator's acts: stop a table for good, delete it, or delete a chat line. */
final class Moderation {
    private static final Logger LOG = LoggerFactory.getLogger(Moderation.class);
    private final Tables tables;
    private final Db db;
    private final ChatLines chatLines;
    private final TableChat chat;

    Moderation(Tables tables, Db db, ChatLines chatLines, TableChat chat) {
        this.tables = tables;
        this.db = db;
        this.chatLines = chatLines;
        this.chat = chat;
    }

    /**
     * Deletes a chat line by its id ({@code <room>.<n>}, as clients get it): nobody is shown it again, and
     * the table's clients here are told to drop it. False if there is no such line.
     */
    boolean deleteChatLine(String id) {
        int dot = id.lastIndexOf('.');
        int n;
        try {
            n = dot < 1 ? -1 : Integer.parseInt(id.substring(dot + 1));
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1) {
            throw new ApiError(400, "a chat line's id is <room>.<number>, not " + Text.quoted(id));
        }
        String room = id.substring(0, dot);
        if (!chatLines.delete(room, n)) {
            return false;
        }
        chat.deleted(room, n);
        LOG.warn("event=chat_line_deleted_by_moderator room={} line={}", Text.quoted(room), n);
        return true;
    }

    /**
     * Stops a table: its bots stop, nobody plays at it, every client is told, and the stop is stored
     * so that it outlasts a restart.
     */
    void stop(Table t) {
        synchronized (t) {
            t.problem = "stopped by a moderator";
            t.forgetBotMove();
            db.markStopped(t.id, t.problem, Db.MODERATOR);
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
