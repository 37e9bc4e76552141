package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.module.GameModule;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings the stored campaigns and tables back when the server starts. Each table's record is
 * replayed under the game's rules of today and checked against its stored fingerprints, step by step:
 * <ul>
 * <li>it replays identically: it goes on. If it was recorded under another rules version, it is
 *     carried over: the store says it is kept under today's version from now on and remembers the
 *     versions before ("1.0 until step 12");</li>
 * <li>it parts from these rules at some step (another position, a refused or unreadable choice): it
 *     is kept read-only at the step before, marked with its recorded version and that step;</li>
 * <li>the rules throw while replaying it: it is kept, stopped at that step, and the failure logged.</li>
 * </ul>
 * A table stopped by a rules failure stays stopped under the rules it failed under; a new rules
 * version tries it again. Nothing is deleted.
 */
final class StoredTables {
    private static final Logger LOG = LoggerFactory.getLogger(StoredTables.class);
    private final Db db;
    private final StoredRows rows;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;
    private final Metrics metrics;
    private final TurnRows turnRows;

    StoredTables(Db db, Map<String, GameModule> games, ObjectMapper json, Metrics metrics) {
        this.db = db;
        this.rows = new StoredRows(db);
        this.games = games;
        this.json = json;
        this.metrics = metrics;
        this.turnRows = new TurnRows(db);
    }

    /** Where a record parts from today's rules: the step whose replay differs, and why. */
    private record Parting(int step, String why, boolean rulesFailed) {
    }

    /**
     * Every stored table whose game is not over, replayed (a table whose game is not installed, or that cannot be
     * set up again, is logged and left out). Finished tables stay on disk until someone asks for one.
     */
    List<Table> unfinished() {
        List<Table> found = new ArrayList<>();
        for (StoredRows.TableRow row : rows.unfinished()) {
            GameModule g = games.get(row.game());
            if (g == null) {
                LOG.warn("event=resume_skipped table={} game={} reason=\"game not installed\"", row.id(), row.game());
                continue;
            }
            Table t = restore(row, g);
            if (t != null) {
                found.add(t);
            }
        }
        return found;
    }

    /** A stored table (a finished one, usually) as it stands, replayed from its record; null if there is none. */
    Table load(String id) {
        StoredRows.TableRow row = rows.table(id);
        GameModule g = row == null ? null : games.get(row.game());
        return g == null ? null : restore(row, g);
    }

    /** Every stored campaign whose game is installed (one that cannot be read is logged and left out). */
    List<ServerCampaign> campaigns() {
        List<ServerCampaign> found = new ArrayList<>();
        for (StoredRows.CampaignRow row : rows.campaigns()) {
            GameModule g = games.get(row.game());
            if (g == null || g.campaign() == null) {
                LOG.warn("event=campaign_skipped campaign={} game={} reason=\"game not installed\"", row.id(),
                        row.game());
                continue;
            }
            try {
                found.add(new ServerCampaign(row.id(), g, row.createdAt(),
                        Campaigns.read(g.campaign(), row.state()), row.gamesPlayed(), row.ownerHash()));
            } catch (SetupException e) {
                LOG.error("event=campaign_resume_failed campaign={} reason=\"{}\"", row.id(), e.getMessage());
            }
        }
        return found;
    }

    /** The table of a stored row, replayed as far as today's rules follow its record; null if it cannot be set up. */
    private Table restore(StoredRows.TableRow row, GameModule g) {
        Table t;
        try {
            Setup setup = json.readValue(row.setup(), Setup.class);
            String[] tokens = new String[setup.size()];
            for (Db.SeatRow s : row.seats()) {
                tokens[s.seat()] = s.tokenHash();
            }
            t = new Table(row.id(), g, setup, row.createdAt(), tokens, row.campaignId());
            for (Db.SeatRow s : row.seats()) {
                t.tokenUsedAt[s.seat()] = s.tokenUsedAt();
                t.accounts[s.seat()] = s.account();
            }
        } catch (IOException | SetupException e) {
            LOG.error("event=resume_failed table={} reason=\"{}\"", row.id(), e.getMessage());
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            metrics.rulesFailures.incrementAndGet();
            LOG.error("event=rules_failed table={} game={} rules={} step=0 during=\"setting up the stored game\"",
                    row.id(), g.id(), g.rulesVersion(), e);
            return null;
        }
        turnRows.readInto(t);
        String now = g.rulesVersion();
        t.rulesHistory = row.rulesHistory();
        t.chosenSeed = row.chosenSeed();
        Parting parting = replay(t, row);
        if (parting == null) {
            if (!row.rulesVersion().equals(now)) {
                carryOver(t, row, now);
            }
        } else {
            t.rulesVersion = row.rulesVersion();
            t.problem = parting.rulesFailed()
                    ? "the rules failed at step " + parting.step() + " while replaying its record (" + parting.why()
                            + "); the game is kept"
                    : !row.rulesVersion().equals(now)
                    ? "recorded under rules " + row.rulesVersion() + "; these rules (" + now + ") part from it at step "
                            + parting.step() + " (" + parting.why() + "); the game is kept read-only"
                    : "its record parts from the rules it was recorded under (" + now + ") at step " + parting.step()
                            + " (" + parting.why() + "); the game is kept read-only";
            LOG.error("event=resume_stopped table={} game={} recorded_under={} rules={} step={} problem=\"{}\"",
                    t.id, g.id(), row.rulesVersion(), now, parting.step(), t.problem);
        }
        if (row.stopped() != null) {
            if (now.equals(row.stoppedRules()) || Db.MODERATOR.equals(row.stoppedRules())
                    || Db.ABANDONED.equals(row.stoppedRules())) {
                if (t.problem == null) {
                    t.problem = row.stopped();
                }
            } else {
                LOG.info("event=stop_lifted table={} stopped_under={} rules={}", t.id, row.stoppedRules(), now);
                db.markStopped(t.id, null, null);
            }
        }
        return t;
    }

    /** Replays the stored choices onto the table; returns where the rules part from the record, or null. */
    private Parting replay(Table t, StoredRows.TableRow row) {
        try {
            if (t.state.fingerprint() != row.startPrint()) {
                return new Parting(0, "the starting position differs", false);
            }
        } catch (RuntimeException | StackOverflowError e) {
            return failed(t, 0, e);
        }
        for (Db.ChoiceRow c : row.choices()) {
            Choice choice;
            try {
                choice = t.mapper.readValue(c.choice(), t.game.choiceType());
            } catch (IOException e) {
                return new Parting(c.step(), "its stored choice can no longer be read", false);
            }
            try {
                EventSink.Collector events = EventSink.collect();
                State next = t.tryApply(choice, events);
                if (next.fingerprint() != c.fingerprint()) {
                    return new Parting(c.step(), "the stored choice leads to another position", false);
                }
                t.commit(choice, c.choice(), next, events.events());
            } catch (IllegalChoiceException e) {
                return new Parting(c.step(), "the stored choice is refused: " + e.getMessage(), false);
            } catch (RuntimeException | StackOverflowError e) {
                return failed(t, c.step(), e);
            }
        }
        return null;
    }

    private Parting failed(Table t, int step, Throwable e) {
        metrics.rulesFailures.incrementAndGet();
        LOG.error("event=rules_failed table={} game={} rules={} step={} during=\"replaying the stored record\"",
                t.id, t.game.id(), t.game.rulesVersion(), step, e);
        return new Parting(step, e.getClass().getSimpleName(), true);
    }

    private void carryOver(Table t, StoredRows.TableRow row, String now) {
        String history = (row.rulesHistory() == null ? "" : row.rulesHistory() + "; ") + row.rulesVersion()
                + " until step " + row.choices().size();
        db.carryOver(t.id, now, history);
        t.rulesHistory = history;
        LOG.info("event=rules_carried_over table={} game={} from={} to={} steps={}", t.id, t.game.id(),
                row.rulesVersion(), now, row.choices().size());
    }
}
