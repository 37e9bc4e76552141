package keeptable.server;

import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.State;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.module.GameModule;

/**
 * Keeps this node's copy of a table up to the store when several nodes share it. Another node's step
 * is announced (see {@link Cluster}); a table this node runs the bots of, or that a client here
 * watches, then reads the new steps at once, plays them on its copy (each checked against its stored
 * fingerprint) and shows them to its clients; any other table is only marked stale and catches up
 * when next asked for. A copy whose history the store no longer holds (an undo elsewhere)
 * is read again whole.
 */
final class CatchUp {
    private final Tables tables;
    private final StoredRows rows;
    private final Map<String, GameModule> games;
    /** Told of a table this node holds and a client here watches, after another node changed it. */
    private volatile java.util.function.Consumer<Table> afterHeard = t -> { };
    /** The tables whose copy here may lack steps the store holds: another node announced a change to them. */
    private final Set<String> stale = ConcurrentHashMap.newKeySet();

    CatchUp(Tables tables, StoredRows rows, Map<String, GameModule> games) {
        this.tables = tables;
        this.rows = rows;
        this.games = games;
        tables.whenHeldFromStore(stale::add);
    }

    /** The table of this id as the store holds it now (caught up if it may be behind), or null. */
    Table find(String id) {
        Table t = tables.find(id);
        if (t == null) {
            return null;
        }
        if (stale.contains(id)) {
            synchronized (t) {
                bringUp(t);
            }
            t = tables.find(id);
        }
        if (t == null || t.campaignId == null || !tables.clustered()) {
            return t;
        }
        ServerCampaign c = tables.campaigns.get(t.campaignId);
        boolean over;
        synchronized (t) {
            over = t.state.isOver();
        }
        if (!over && (c == null || !t.id.equals(c.runningTable))) {
            campaign(t.campaignId); // its game began on another node: the campaign moved on there
        }
        return t;
    }

    /**
     * The campaign of this id: with several nodes, read again from the store (another node may have
     * moved it on) into this node's copy; alone, this node's own. Null if there is none.
     */
    ServerCampaign campaign(String id) {
        if (!tables.clustered() || id == null) {
            return id == null ? null : tables.campaigns.get(id);
        }
        StoredRows.CampaignRow row = rows.campaign(id);
        GameModule g = row == null ? null : games.get(row.game());
        if (g == null || g.campaign() == null) {
            return null;
        }
        Campaign state = Campaigns.read(g.campaign(), row.state());
        String running = rows.runningTableOf(id);
        ServerCampaign c = tables.campaigns.computeIfAbsent(id,
                k -> new ServerCampaign(id, g, row.createdAt(), state, row.gamesPlayed(), row.ownerHash()));
        synchronized (c) {
            c.ownerHash = row.ownerHash();
            c.state = state;
            c.gamesPlayed = row.gamesPlayed();
            c.runningTable = running;
        }
        return c;
    }

    /** Every campaign, read again from the store when several nodes share it. */
    Collection<ServerCampaign> campaigns() {
        if (tables.clustered()) {
            for (StoredRows.CampaignRow row : rows.campaigns()) {
                campaign(row.id());
            }
        }
        return tables.campaigns.values();
    }

    /** Another node changed table {@code id}. */
    void heard(String id) {
        Table t = tables.byId.get(id);
        if (t == null) {
            if (tables.runsBotsOf(id)) {
                takeOver(id); // unloaded here while a person was to move: its bots may be wanted now
            }
            return;
        }
        boolean watched;
        synchronized (t) {
            stale.add(id);
            watched = tables.watched(t);
            if (tables.runsBots(t) || watched) {
                bringUp(t);
            }
        }
        if (watched) {
            afterHeard.accept(t); // a chat line said on the other node, perhaps
        }
    }

    /** From now on {@code then} runs after another node's change to a table a client here watches. */
    void whenHeard(java.util.function.Consumer<Table> then) {
        afterHeard = then;
    }

    /** Announcements may have been missed (the listening connection broke): every copy may be behind. */
    void heardNothingFor() {
        for (String id : tables.byId.keySet()) {
            heard(id);
        }
    }

    /** Every table read so far may have changed while it was read: each catches up when next asked for. */
    void markAllStale() {
        stale.addAll(tables.byId.keySet());
    }

    /** This node runs the table's bots from now on: its copy is brought up and its bot, if any, set going. */
    void takeOver(String id) {
        Table t = find(id);
        if (t == null) {
            return;
        }
        synchronized (t) {
            t.forgetBotMove();
            tables.scheduleBot(t);
        }
    }

    /** Plays the steps the store holds beyond this copy, and tells the clients (call under the table's monitor). */
    void bringUp(Table t) {
        stale.remove(t.id);
        int local = t.choices.size();
        StoredRows.TableRow row = rows.since(t.id, local);
        if (row == null) {
            tables.forget(t, "the table was deleted");
            return;
        }
        boolean changed = false;
        boolean renamed = false;
        for (Db.SeatRow s : row.seats()) {
            renamed |= !s.name().equals(t.setup.seats().get(s.seat()).name());
            if (!java.util.Objects.equals(s.tokenHash(), t.tokenHashes[s.seat()])) {
                if (t.tokenHashes[s.seat()] != null) {
                    tables.unseat(t, s.seat()); // handed to another account on another node
                }
                t.tokenHashes[s.seat()] = s.tokenHash(); // a seat taken by link, or handed over
                t.tokenUsedAt[s.seat()] = s.tokenUsedAt();
                changed = true;
            }
            t.accounts[s.seat()] = s.account();
        }
        if (renamed) {
            tables.reread(t, "renamed"); // a player came under a name on another node: the record is read again
            return;
        }
        tables.turnRows.readInto(t); // a time-out or a seat handed to a bot on another node
        if (row.stopped() != null && t.problem == null) {
            t.problem = row.stopped();
            t.forgetBotMove();
            tables.tellEveryone(t, false);
            return;
        }
        List<Db.ChoiceRow> stored = row.choices();
        if (local > 0 && !holds(stored, local, t.held())) {
            tables.reload(t); // the store took this copy's last step back: read it again whole
            return;
        }
        for (int i = local > 0 ? 1 : 0; i < stored.size() && t.problem == null; i++) {
            if (!play(t, stored.get(i))) {
                return;
            }
            changed = true;
        }
        if (changed) {
            tables.tellEveryone(t, false);
        }
        if (t.state.isOver()) {
            tables.retire(t);
        } else {
            tables.scheduleBot(t);
        }
    }

    private static boolean holds(List<Db.ChoiceRow> stored, int step, Db.Held held) {
        return !stored.isEmpty() && stored.get(0).step() == step && stored.get(0).choice().equals(held.choice())
                && stored.get(0).fingerprint() == held.fingerprint();
    }

    /** Plays one stored step on the copy; false if the copy was read again or stopped instead. */
    private boolean play(Table t, Db.ChoiceRow c) {
        try {
            Choice choice = t.mapper.readValue(c.choice(), t.game.choiceType());
            EventSink.Collector events = EventSink.collect();
            State next = t.tryApply(choice, events);
            if (next.fingerprint() != c.fingerprint()) {
                tables.reload(t);
                return false;
            }
            t.commit(choice, c.choice(), next, events.events());
            return true;
        } catch (IOException | IllegalChoiceException e) {
            tables.reload(t);
            return false;
        } catch (RuntimeException | StackOverflowError e) {
            tables.stop(t, "following step " + c.step() + " another server stored", e);
            return false;
        }
    }
}
