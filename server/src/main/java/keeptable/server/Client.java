package keeptable.server;

import io.javalin.websocket.WsContext;
import keeptable.engine.View;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A WebSocket connection to a table: whose eyes it sees with, and how much of the event log it has heard. */
final class Client {
    private static final Logger LOG = LoggerFactory.getLogger(Client.class);
    /** The seat of a connection that has not said hello yet: it is told nothing. */
    static final int NOT_GREETED = -2;

    final WsContext ctx;
    /** The table it watches; replaced by the stored copy when this server's copy turns out stale. */
    volatile Table table;
    /** A seat, {@link View#SPECTATOR}, or {@link #NOT_GREETED}. */
    int seat = NOT_GREETED;
    /** How many entries of the table's log this client has been sent. */
    int logIndex;
    /** The session cookie's secret its upgrade request carried (who is logged in), or null for a guest. */
    volatile String sessionSecret;
    /** The chat authors this client does not read (names in lower case). */
    final java.util.Set<String> muted = java.util.concurrent.ConcurrentHashMap.newKeySet();

    Client(WsContext ctx, Table table) {
        this.ctx = ctx;
        this.table = table;
    }

    boolean greeted() {
        return seat != NOT_GREETED;
    }

    /** Queues a message on the socket without blocking; messages keep their order. */
    void send(String message) {
        try {
            if (ctx.session.isOpen()) {
                ctx.session.getRemote().sendString(message, WriteCallback.NOOP);
            }
        } catch (RuntimeException e) {
            LOG.debug("event=send_failed session={} reason=\"{}\"", ctx.sessionId(), e.getMessage());
        }
    }
}
