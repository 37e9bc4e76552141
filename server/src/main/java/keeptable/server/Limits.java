package keeptable.server;

/**
 * What one client may ask of the server: the largest bot budget a seat may be given (search
 * iterations, or thinking time, per move), and how many tables and hints one client address may
 * ask for a minute.
 *
 * @param botIterations  the most ISMCTS iterations per move a seat may be given ({@code ismcts:N})
 * @param botMillis      the most ISMCTS time per move a seat may be given ({@code ismcts:Nms})
 * @param tablesPerMinute tables one client address may create a minute
 * @param hintsPerMinute  hints one client address may ask for a minute
 */
public record Limits(int botIterations, long botMillis, int tablesPerMinute, int hintsPerMinute) {
    public Limits {
        if (botIterations < 1 || botMillis < 1 || tablesPerMinute < 1 || hintsPerMinute < 1) {
            throw new IllegalArgumentException("every limit must be 1 or more");
        }
    }

    public static Limits defaults() {
        return new Limits(20_000, 5_000, 30, 30);
    }
}
