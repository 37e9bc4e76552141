package keeptable.server;

/**
 * Bots standing in for people: a player hands their seat to a bot of a strength they choose and takes it
 * back when they return; in a co-operative game the party may also put a bot in the seat of a player who is
 * away (not at the table now), so it goes on without them, and that player takes the seat back on return.
 * A turn-based table's clock stops while a bot plays the seat to move and starts again when its player takes
 * it back. Each change is stored (and announced to the other nodes) before it is made here.
 */
final class StandIns {
    private final Tables tables;
    private final Db db;

    StandIns(Tables tables, Db db) {
        this.tables = tables;
        this.db = db;
    }

    /**
     * Puts a bot of {@code strength} ("easy", "normal", "hard") in {@code seat} at the request of the player of
     * {@code bySeat}. Returns why not, or null.
     */
    String handOver(Table t, int bySeat, int seat, String strength) {
        String bot = strength == null ? null : TurnBased.botOf(strength);
        if (bot == null) {
            return "malformed message: bot must be \"easy\", \"normal\" or \"hard\"";
        }
        synchronized (t) {
            if (seat < 0 || seat >= t.setup.size()) {
                return "malformed message: no seat " + seat;
            }
            String refused = refusal(t);
            if (refused != null) {
                return refused;
            }
            if (t.isBot(seat)) {
                return t.setup.seats().get(seat).name() + " is a bot already";
            }
            if (t.standIns[seat] != null) {
                return "a bot plays " + t.setup.seats().get(seat).name() + "'s seat already";
            }
            if (seat != bySeat) {
                if (!t.game.cooperative()) {
                    return "only a seat's own player may hand it to a bot in a game with opponents";
                }
                if (tables.turnRows.watchedSince(t.id, seat, System.currentTimeMillis() - Notices.WATCHING_MS)) {
                    return t.setup.seats().get(seat).name() + " is at the table: only a player who is away may be"
                            + " replaced by a bot";
                }
            }
            boolean toMove = t.state.toMove() == seat;
            db.inTransaction(c -> {
                TurnRows.setStandIn(c, t.id, seat, bot);
                if (toMove && t.turnBased != null) {
                    TurnRows.setClock(c, t.id, t.state.step(), 0);
                }
                db.announce(c, t.id);
                return null;
            });
            t.standIns[seat] = bot;
            if (toMove) {
                t.clockDue = 0;
            }
            t.forgetBotMove();
            tables.tellEveryone(t, false);
            tables.scheduleBot(t);
            return null;
        }
    }

    /** The player of {@code seat} takes it back from the bot that played it. Returns why not, or null. */
    String takeBack(Table t, int seat) {
        synchronized (t) {
            String refused = refusal(t);
            if (refused != null) {
                return refused;
            }
            if (t.standIns[seat] == null) {
                return "no bot plays your seat";
            }
            boolean toMove = t.state.toMove() == seat;
            long due = toMove && t.turnBased != null
                    ? System.currentTimeMillis() + t.turnBased.moveSeconds() * 1000L : 0;
            db.inTransaction(c -> {
                TurnRows.setStandIn(c, t.id, seat, null);
                if (due > 0) {
                    TurnRows.setClock(c, t.id, t.state.step(), due);
                }
                db.announce(c, t.id);
                return null;
            });
            t.standIns[seat] = null;
            if (due > 0) {
                t.clockDue = due;
            }
            t.forgetBotMove(); // a bot move asked for and not yet played is dropped
            tables.tellEveryone(t, false);
            return null;
        }
    }

    private static String refusal(Table t) {
        if (t.problem != null) {
            return "this table is stopped: " + t.problem;
        }
        return t.state.isOver() ? "the game is over" : null;
    }
}
