package keeptable.server;

/**
 * What one client may ask of the server: the largest bot budget a seat may be given (search
 * iterations, or thinking time, per move), how many tables and hints one client address may ask for
 * a minute, how many of its tables with search bots may be running at once, and how many whole-game
 * replay requests it may make a minute.
 *
 * @param botIterations  the most ISMCTS iterations per move a seat may be given ({@code ismcts:N})
 * @param botMillis      the most ISMCTS time per move a seat may be given ({@code ismcts:Nms})
 * @param tablesPerMinute tables one client address may create a minute
 * @param hintsPerMinute  hints one client address may ask for a minute
 * @param searchTables    running tables with a search bot ({@code ismcts}) one client address may keep
 * @param replaysPerMinute records and replay steps one client address may ask for a minute
 */
public record Limits(int botIterations, long botMillis, int tablesPerMinute, int hintsPerMinute, int searchTables,
                     int replaysPerMinute) {
    public Limits {
        if (botIterations < 1 || botMillis < 1 || tablesPerMinute < 1 || hintsPerMinute < 1 || searchTables < 1
                || replaysPerMinute < 1) {
            throw new IllegalArgumentException("every limit must be 1 or more");
        }
    }

    /** These budgets and rations, with the default search tables and replays. */
    public Limits(int botIterations, long botMillis, int tablesPerMinute, int hintsPerMinute) {
        this(botIterations, botMillis, tablesPerMinute, hintsPerMinute, 4, 600);
    }

    public static Limits defaults() {
        return new Limits(20_000, 5_000, 30, 30);
    }

    public Limits withSearchTables(int n) {
        return new Limits(botIterations, botMillis, tablesPerMinute, hintsPerMinute, n, replaysPerMinute);
    }

    public Limits withReplaysPerMinute(int n) {
        return new Limits(botIterations, botMillis, tablesPerMinute, hintsPerMinute, searchTables, n);
    }
}
