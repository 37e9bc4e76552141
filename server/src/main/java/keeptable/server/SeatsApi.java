package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Setup;
import keeptable.engine.json.Json;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who sits in a seat: a friend joins an open seat by its invite link under a name they pick ({@code POST
 * /api/tables/{id}/seats/{seat}/join {"name"}}); a logged-in player's seat is then their account's. The name is
 * written into the table's stored setup and every copy of the table is read again from the store, so the log,
 * the table, replays and every node call the seat by it. A seat's player may hand it to another account ({@code
 * POST .../seats/{seat}/handover {"to"}}): every other person seated at the table must agree ({@code
 * .../handover/answer {"agree"}}); the account is then told, the seat's old token stops working and the seat is
 * theirs, under their name.
 */
final class SeatsApi {
    private static final Logger LOG = LoggerFactory.getLogger(SeatsApi.class);
    private static final String NOT_OPEN = "this seat is not open: someone took it already, or a bot plays it";
    private final Tables tables;
    private final CatchUp catchUp;
    private final SeatRows rows;
    private final ObjectMapper json;
    private final Accounts accounts;
    private final Notices notices;

    SeatsApi(Tables tables, CatchUp catchUp, Db db, Accounts accounts, Notices notices, ObjectMapper json) {
        this.tables = tables;
        this.accounts = accounts;
        this.notices = notices;
        this.catchUp = catchUp;
        this.rows = new SeatRows(db);
        this.json = json;
    }

    /** The seat number of the path's {@code {seat}}, or a 400/404. */
    private static int seat(Context ctx, Table t) {
        int seat;
        try {
            seat = Integer.parseInt(ctx.pathParam("seat"));
        } catch (NumberFormatException e) {
            throw new ApiError(400, "seat must be a number");
        }
        if (seat < 0 || seat >= t.setup.size()) {
            throw new ApiError(404, "no seat " + seat);
        }
        return seat;
    }

    /**
     * Takes an open seat: {@code {"name"?}} (else a logged-in player's account name, else the seat's name as it
     * is). Answers the seat, its token and the name it is played under.
     */
    void join(Context ctx) {
        Table t = Http.table(ctx, catchUp);
        int seat = seat(ctx, t);
        JsonNode b = ctx.body().isBlank() ? json.createObjectNode() : Http.body(ctx, json);
        JsonNode asked = b.get("name");
        if (asked != null && !asked.isNull() && !asked.isTextual()) {
            throw new ApiError(400, "name must be a string");
        }
        Account who = tables.sessions.accountOf(ctx);
        String name = asked != null && asked.isTextual() ? SeatNames.checked(asked.asText())
                : who != null ? who.name() : null;
        String posing = name == null ? null : SeatNames.anothersAccount(accounts, name, who);
        if (posing != null) {
            throw new ApiError(400, posing);
        }
        String token = Secrets.fresh();
        String played;
        synchronized (t) {
            if (t.isBot(seat) || t.tokenHashes[seat] != null) {
                throw new ApiError(409, NOT_OPEN);
            }
            if (t.problem != null || t.state.isOver()) {
                throw new ApiError(409, t.problem != null ? "this table is stopped: " + t.problem : "the game is over");
            }
            if (who != null && t.seatOfAccount(who.key()) >= 0) {
                throw new ApiError(409, who.name() + " has a seat at this table already");
            }
            Setup renamed = null;
            if (name != null && !name.equals(t.setup.seats().get(seat).name())) {
                SeatNames.unique(t.setup, seat, name);
                renamed = SeatNames.renamed(t.setup, seat, name);
                if (t.game.newGame(renamed).fingerprint() != t.fingerprints.get(0)) {
                    throw new ApiError(409, t.game.title() + " deals by the players' names: this seat keeps its name");
                }
            }
            long now = System.currentTimeMillis();
            if (!rows.claim(t.id, seat, Secrets.hash(token), now, who == null ? null : who.key(), name,
                    renamed == null ? null : Json.write(json, renamed))) {
                throw new ApiError(409, NOT_OPEN);
            }
            t.tokenHashes[seat] = Secrets.hash(token);
            t.tokenUsedAt[seat] = now;
            t.accounts[seat] = who == null ? null : who.key();
            played = renamed == null ? t.setup.seats().get(seat).name() : name;
            if (renamed != null) {
                tables.reread(t, "renamed");
            }
        }
        LOG.info("event=seat_joined table={} seat={} account={} renamed={}", t.id, seat, who != null,
                name != null);
        ObjectNode out = json.createObjectNode();
        out.put("seat", seat);
        out.put("token", token);
        out.put("name", played);
        Http.send(ctx, out);
    }

    /**
     * The seat's player (by its token, or their account's session) proposes to hand it to another account: {@code
     * {"to": NAME, "token"?}}. Answers whom it waits for; with nobody else seated it is handed at once.
     */
    void propose(Context ctx) {
        Table t = Http.table(ctx, catchUp);
        int seat = seat(ctx, t);
        JsonNode b = Http.body(ctx, json);
        String named = Text.field(b, "to", "to", "", Accounts.LONGEST_NAME + 1);
        if (named.isEmpty()) {
            throw new ApiError(400, "to must name the account the seat is handed to");
        }
        Account to = accounts.named(named);
        if (to == null) {
            throw new ApiError(400, "no account named " + Text.quoted(named));
        }
        Account who = tables.sessions.accountOf(ctx);
        String token = Text.field(b, "token", "token", "", 200);
        synchronized (t) {
            playable(t);
            int by = tables.seatTokens.seatOf(t, token, who);
            if (by != seat) {
                throw new ApiError(403, by < 0 && !token.isEmpty() ? SeatTokens.refusal(by)
                        : "only the seat's own player may hand it to another account");
            }
            if (t.seatOfAccount(to.key()) >= 0) {
                throw new ApiError(409, to.name() + " has a seat at this table already");
            }
            SeatNames.unique(t.setup, seat, to.name());
            SeatRows.Handing done = handing(t, seat, to);
            List<Integer> waiting = rows.propose(t.id, seat, to.key(), done, notice(t, seat, to));
            if (waiting == null) {
                throw new ApiError(409, "a hand-over of this seat waits for answers already; withdraw it first");
            }
            LOG.info("event=seat_hand_over_proposed table={} seat={} waiting={}", t.id, seat, waiting.size());
            ObjectNode out = json.createObjectNode();
            out.put("to", to.name());
            out.put("done", waiting.isEmpty());
            waitingFor(out, t, waiting);
            if (waiting.isEmpty()) {
                handed(t, seat, done);
            }
            Http.send(ctx, out);
        }
    }

    /**
     * Another seated player answers a proposal for the path's seat, {@code {"agree": true|false, "token"?}}: the last
     * to agree hands the seat over; one who turns it down (or the seat's own player withdrawing it) calls it off.
     */
    void answer(Context ctx) {
        Table t = Http.table(ctx, catchUp);
        int seat = seat(ctx, t);
        JsonNode b = Http.body(ctx, json);
        if (!b.path("agree").isBoolean()) {
            throw new ApiError(400, "agree must be true or false");
        }
        boolean agree = b.get("agree").asBoolean();
        String token = Text.field(b, "token", "token", "", 200);
        Account who = tables.sessions.accountOf(ctx);
        SeatRows.HandOver h = rows.handOvers(t.id).stream().filter(o -> o.seat() == seat).findFirst()
                .orElseThrow(() -> new ApiError(404, "no hand-over of " + t.setup.seats().get(seat).name()
                        + "'s seat waits for answers"));
        Account to = accounts.named(h.to());
        synchronized (t) {
            playable(t);
            int by = tables.seatTokens.seatOf(t, token, who);
            if (by < 0) {
                throw new ApiError(403, token.isEmpty() ? "only the players at this table answer a hand-over"
                        : SeatTokens.refusal(by));
            }
            SeatRows.Handing done = handing(t, seat, to);
            SeatRows.Answer a = rows.answer(t.id, seat, by, agree, to.key(), done, notice(t, seat, to));
            if (a == SeatRows.Answer.NOT_ASKED) {
                throw new ApiError(403, by == seat && agree ? "you proposed this hand-over"
                        : "you are not asked about this hand-over");
            }
            LOG.info("event=seat_hand_over_answered table={} seat={} by={} answer={}", t.id, seat, by, a);
            ObjectNode out = json.createObjectNode();
            out.put("answer", a == SeatRows.Answer.DONE ? "handed" : a == SeatRows.Answer.WAITING ? "waiting"
                    : "called off");
            List<Integer> left = new ArrayList<>(h.waiting());
            left.remove(Integer.valueOf(by));
            waitingFor(out, t, a == SeatRows.Answer.WAITING ? left : List.of());
            if (a == SeatRows.Answer.DONE) {
                handed(t, seat, done);
            }
            Http.send(ctx, out);
        }
    }

    private static void playable(Table t) {
        if (t.problem != null || t.state.isOver()) {
            throw new ApiError(409, t.problem != null ? "this table is stopped: " + t.problem : "the game is over");
        }
    }

    private static void waitingFor(ObjectNode out, Table t, List<Integer> seats) {
        var names = out.putArray("waitingFor");
        seats.forEach(i -> names.add(t.setup.seats().get(i).name()));
    }

    /** What handing the seat to {@code to} writes: a token given to nobody, the account, its name in the setup. */
    private SeatRows.Handing handing(Table t, int seat, Account to) {
        Setup renamed = SeatNames.renamed(t.setup, seat, to.name());
        boolean rename = !to.name().equals(t.setup.seats().get(seat).name())
                && t.game.newGame(renamed).fingerprint() == t.fingerprints.get(0);
        return new SeatRows.Handing(Secrets.hash(Secrets.fresh()), System.currentTimeMillis(), to.key(),
                rename ? to.name() : t.setup.seats().get(seat).name(), rename ? Json.write(json, renamed) : null);
    }

    /** The new player's notice, queued in the hand-over's transaction. */
    private SeatRows.Also notice(Table t, int seat, Account to) {
        String from = t.setup.seats().get(seat).name();
        List<String> names = new ArrayList<>();
        t.setup.seats().forEach(s -> names.add(s.name()));
        names.set(seat, to.name());
        return c -> notices.handedOver(c, t, seat, from, names, to.key());
    }

    /** The seat is the account's here too (call under the table's monitor, once stored). */
    private void handed(Table t, int seat, SeatRows.Handing done) {
        t.tokenHashes[seat] = done.tokenHash();
        t.tokenUsedAt[seat] = done.now();
        t.accounts[seat] = done.account();
        tables.unseat(t, seat);
        if (done.setupJson() != null) {
            tables.reread(t, "handed over");
        } else {
            tables.tellEveryone(t, true);
        }
        LOG.info("event=seat_handed_over table={} seat={}", t.id, seat);
    }
}
