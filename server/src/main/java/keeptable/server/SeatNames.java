package keeptable.server;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Seat;
import keeptable.engine.Setup;

/**
 * The names people play under, one rule for the terminal ({@code play --name}) and the tables (a friend joining by
 * invite): not blank, no control character, at most {@link #LONGEST} characters. A joining player's name is kept in
 * the table's stored setup, which every copy of the table (every node, every replay) is read again from: the rules
 * never look at a seat's name, so the record replays to the same fingerprints under any names.
 */
public final class SeatNames {
    /** The longest name a seat may have. */
    public static final int LONGEST = 40;

    private SeatNames() {
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
