package keeptable.games.example;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.games.example.content.Content;

/** Every word Lantern Race says, apart from the rules and the data: choices, events and the table as text. */
final class LrWords {
    private LrWords() {
    }

    static String seat(int seat) {
        return "Player " + (seat + 1);
    }

    static String choice(Content content, LrChoice choice) {
        return switch (choice) {
            case LrChoice.Play p -> "play " + content.kinds.get(p.kind()).name() + " (" + steps(content.kinds.get(p.kind()).steps()) + ")";
            case LrChoice.Roll r -> "roll the die (1 to 3 steps)";
        };
    }

    static String played(Content content, int seat, int kind) {
        return seat(seat) + " plays " + content.kinds.get(kind).name() + " and moves " + steps(content.kinds.get(kind).steps()) + ".";
    }

    static String drew(Content content, int seat, int kind) {
        return seat(seat) + " draws " + content.kinds.get(kind).name() + ".";
    }

    static String rolled(int seat, int die, int steps) {
        return seat(seat) + " rolls " + die + " and moves " + steps(steps) + ".";
    }

    static String won(int seat) {
        return seat(seat) + " carries the lantern to the end of the track and wins.";
    }

    static String steps(int n) {
        return n == 1 ? "1 step" : n + " steps";
    }

    /** Each kind of choice as the table heads a group of them, as a player would say it. */
    static final Map<Class<? extends Choice>, String> HEADINGS = Map.ofEntries(
            Map.entry(LrChoice.Play.class, "Play a card"),
            Map.entry(LrChoice.Roll.class, "Roll the die"));
}
