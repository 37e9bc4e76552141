package keeptable.lab;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keeptable.engine.SetupException;

/**
 * What {@code tune} aims at: a win rate and the value it should reach, written {@code "seat 4 win rate = 0.5"},
 * {@code "side Molasar win rate = 0.5"} or {@code "win rate = 0.3"} (games some seat won: a co-operative
 * party's success), or in campaigns {@code "game 2 win rate = 0.5"} (the campaigns' second games some seat
 * won, among the campaigns that played one: the campaigns are independent, their games are not).
 *
 * @param seat  the seat (from 0), or -1
 * @param side  the side's name, or null
 * @param value the rate to reach, between 0 and 1
 * @param game  the game of a campaign (from 0), or -1
 */
public record Target(int seat, String side, double value, int game) {
    private static final Pattern FORM = Pattern.compile("\\s*(?:(seat)\\s+(\\d+)\\s+|(side)\\s+(.+?)\\s+"
            + "|(game)\\s+(\\d+)\\s+)?win rate\\s*=\\s*([0-9.]+)\\s*(%?)\\s*", Pattern.CASE_INSENSITIVE);

    public Target(int seat, String side, double value) {
        this(seat, side, value, -1);
    }

    public static Target parse(String text) {
        Matcher m = FORM.matcher(text);
        if (!m.matches()) {
            throw new SetupException("--target \"" + text + "\": expected \"seat N win rate = P\", "
                    + "\"side NAME win rate = P\", \"win rate = P\" or \"game K win rate = P\" (P from 0 to 1, or a percentage)");
        }
        double v;
        try {
            v = Double.parseDouble(m.group(7)) / (m.group(8).isEmpty() ? 1 : 100);
        } catch (NumberFormatException e) {
            throw new SetupException("--target \"" + text + "\": '" + m.group(7) + "' is not a number");
        }
        if (v <= 0 || v >= 1) {
            throw new SetupException("--target \"" + text + "\": a win rate to aim at lies strictly between 0 and 1");
        }
        int seat = m.group(1) == null ? -1 : Integer.parseInt(m.group(2)) - 1;
        if (m.group(1) != null && seat < 0) {
            throw new SetupException("--target \"" + text + "\": seats count from 1");
        }
        int game = m.group(5) == null ? -1 : Integer.parseInt(m.group(6)) - 1;
        if (m.group(5) != null && game < 0) {
            throw new SetupException("--target \"" + text + "\": a campaign's games count from 1");
        }
        return new Target(seat, m.group(3) == null ? null : m.group(4), v, game);
    }

    /** Refuses a seat the run does not have. */
    public void check(int seats) {
        check(seats, 1);
    }

    /**
     * Refuses a seat the run does not have, a game beyond its campaigns, a game of a run without campaigns,
     * and a rate pooled over the dependent games of campaigns.
     */
    public void check(int seats, int campaignLength) {
        if (seat >= seats || seat < -1) {
            throw new SetupException("--target: there is no seat " + (seat + 1) + " in a game of " + seats);
        }
        if (game >= 0 && campaignLength == 1) {
            throw new SetupException("--target: 'game " + (game + 1) + "' aims at one game of a campaign; "
                    + "play campaigns with --campaign K");
        }
        if (game >= campaignLength) {
            throw new SetupException("--target: there is no game " + (game + 1) + " in campaigns of "
                    + campaignLength + " games");
        }
        if (game < 0 && campaignLength > 1) {
            throw new SetupException("--target: in campaigns the games hang together (each starts where the last "
                    + "left off), so a rate pooled over them has no honest interval; aim at one game of the "
                    + "campaign instead, e.g. \"game 2 win rate = 0.5\"");
        }
    }

    /** The successes and trials the target counts in {@code t}: {k, n}. */
    public long[] count(Tally t) {
        if (game >= 0) {
            long[] g = t.stages.getOrDefault(game, new long[2]);
            return new long[] {g[1], g[0]};
        }
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
        return (seat >= 0 ? "seat " + (seat + 1) + " " : side != null ? "side " + side + " "
                : game >= 0 ? "game " + (game + 1) + " " : "")
                + String.format(Locale.ROOT, "win rate = %.3f", value);
    }
}
