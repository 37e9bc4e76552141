package keeptable.engine.lab;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keeptable.engine.SetupException;

/**
 * What {@code tune} aims at: a win rate and the value it should reach, written {@code "seat 4 win rate = 0.5"},
 * {@code "side Molasar win rate = 0.5"} or {@code "win rate = 0.3"} (games some seat won: a co-operative
 * party's success).
 *
 * @param seat  the seat (from 0), or -1
 * @param side  the side's name, or null
 * @param value the rate to reach, between 0 and 1
 */
public record Target(int seat, String side, double value) {
    private static final Pattern FORM = Pattern.compile(
            "\\s*(?:(seat)\\s+(\\d+)\\s+|(side)\\s+(.+?)\\s+)?win rate\\s*=\\s*([0-9.]+)\\s*(%?)\\s*",
            Pattern.CASE_INSENSITIVE);

    public static Target parse(String text) {
        Matcher m = FORM.matcher(text);
        if (!m.matches()) {
            throw new SetupException("--target \"" + text + "\": expected \"seat N win rate = P\", "
                    + "\"side NAME win rate = P\" or \"win rate = P\" (P from 0 to 1, or a percentage)");
        }
        double v;
        try {
            v = Double.parseDouble(m.group(5)) / (m.group(6).isEmpty() ? 1 : 100);
        } catch (NumberFormatException e) {
            throw new SetupException("--target \"" + text + "\": '" + m.group(5) + "' is not a number");
        }
        if (v <= 0 || v >= 1) {
            throw new SetupException("--target \"" + text + "\": a win rate to aim at lies strictly between 0 and 1");
        }
        int seat = m.group(1) == null ? -1 : Integer.parseInt(m.group(2)) - 1;
        if (m.group(1) != null && seat < 0) {
            throw new SetupException("--target \"" + text + "\": seats count from 1");
        }
        return new Target(seat, m.group(3) == null ? null : m.group(4), v);
    }

    /** Refuses a seat the run does not have. */
    public void check(int seats) {
        if (seat >= seats || seat < -1) {
            throw new SetupException("--target: there is no seat " + (seat + 1) + " in a game of " + seats);
        }
    }

    /** The successes and trials the target counts in {@code t}: {k, n}. */
    public long[] count(Tally t) {
        if (seat >= 0) {
            return new long[] {t.wins[seat], t.games};
        }
        if (side != null) {
            long[] c = t.sides.get(side);
            if (c == null) {
                throw new SetupException("--target: no side '" + side + "' played"
                        + (t.sides.isEmpty() ? " (the game names no sides)" : " (sides: "
                        + String.join(", ", t.sides.keySet()) + ")"));
            }
            return new long[] {c[1], c[0]};
        }
        return new long[] {t.games - t.noWinner, t.games};
    }

    @Override
    public String toString() {
        return (seat >= 0 ? "seat " + (seat + 1) + " " : side != null ? "side " + side + " " : "")
                + String.format(Locale.ROOT, "win rate = %.3f", value);
    }
}
