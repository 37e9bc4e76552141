package keeptable.server;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import keeptable.engine.Seat;
import keeptable.engine.Setup;

/**
 * The names people play under, one rule for the terminal ({@code play --name}) and the tables (a friend joining by
 * invite): not blank, no control character, at most {@link #LONGEST} characters. A joining player's name is kept in
 * the table's stored setup, which every copy of the table (every node, every replay) is read again from: the rules
 * never look at a seat's name, so the record replays to the same fingerprints under any names. A name that reads as
 * an account's (see {@link #readAs}) is that account's alone: nobody else may pose as a known player.
 */
public final class SeatNames {
    /** The longest name a seat may have. */
    public static final int LONGEST = 40;

    /** What two names that read alike may differ by: accents and other marks, spaces, invisible characters. */
    private static final Pattern UNREAD = Pattern.compile("[\\p{M}\\p{Cf}\\p{javaWhitespace}\\p{Z}]");

    private SeatNames() {
    }

    /**
     * The name as a reader compares it: compatibility forms folded (full-width letters), accents and other marks,
     * spaces and invisible characters dropped, in lower case; "Ánn", "A n n" and "ＡＮＮ" all read "ann".
     */
    static String readAs(String name) {
        String folded = Normalizer.normalize(name, Normalizer.Form.NFKD);
        return UNREAD.matcher(folded).replaceAll("").toLowerCase(Locale.ROOT);
    }

    /**
     * Why {@code name} may not be played under by {@code who} (the person asking, or null for a guest) because it
     * reads as another account's name ("... reads as the account Ann's ..."), or null when it may: at the table it
     * would read as that player.
     */
    static String anothersAccount(Accounts accounts, String name, Account who) {
        String key = readAs(name);
        if (key.isEmpty() || who != null && who.key().equals(key)) {
            return null;
        }
        Account owner = accounts.named(key);
        return owner == null ? null : "the name \"" + Text.quoted(name) + "\" reads as the account " + owner.name()
                + "'s, kept for its owner: log in as " + owner.name() + " to play under it, or choose another";
    }

    /** Why a name cannot be used ("is blank", ...), or null when it can (surrounding spaces are dropped). */
    public static String refusal(String name) {
        String n = name.strip();
        if (n.isEmpty()) {
            return "is blank";
        }
        if (n.codePoints().anyMatch(Character::isISOControl)) {
            return "holds a control character";
        }
        if (n.length() > LONGEST) {
            return "is longer than " + LONGEST + " characters";
        }
        return null;
    }

    /** The name as a seat keeps it, or a 400 naming why it cannot be one. */
    static String checked(String name) {
        String why = refusal(name);
        if (why != null) {
            throw new ApiError(400, "the name \"" + Text.quoted(name.length() > 60 ? name.substring(0, 60) + "…" : name)
                    + "\" " + why);
        }
        return name.strip();
    }

    /** Refuses (400) a name another seat of the setup already has, in any letter case: nobody is taken for another. */
    static void unique(Setup setup, int seat, String name) {
        for (int i = 0; i < setup.size(); i++) {
            if (i != seat && setup.seats().get(i).name().equalsIgnoreCase(name)) {
                throw new ApiError(400, "the name \"" + Text.quoted(name) + "\" is another seat's at this table;"
                        + " choose another");
            }
        }
    }

    /** The setup with seat {@code seat} named {@code name} (everything else as it was). */
    static Setup renamed(Setup setup, int seat, String name) {
        List<Seat> seats = new ArrayList<>(setup.seats());
        seats.set(seat, new Seat(name, seats.get(seat).agent()));
        return new Setup(seats, setup.options(), setup.seed());
    }
}
