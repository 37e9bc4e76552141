package keeptable.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Game;
import keeptable.engine.State;

/**
 * The choices of one decision as the terminal lists them: choices that read the same and are of the
 * same kind are one line, marked "(2 alike)" (played by the first of them), and when several kinds are on offer each kind
 * with more than one line gets a heading of its own, in the game's words ({@link Choice#heading}: "Swap a Goal");
 * kinds with a single line share a last heading, "Other choices". Lines are numbered 1 to {@link #size()} in the
 * order they are shown. Generic: it reads only the choices' types and the game's and the state's words.
 */
final class ChoiceMenu {
    /** One numbered line: the choice it plays, its words, and how many identical choices it stands for. */
    record Line(Choice choice, String words, int copies) {
    }

    /** A heading (null when the list has none) and its lines. */
    record Group(String heading, List<Line> lines) {
    }

    static final String OTHERS = "Other choices";

    private final List<Group> groups;
    private final List<Line> lines = new ArrayList<>();

    ChoiceMenu(Game game, State observed, List<Choice> choices) {
        Map<Class<? extends Choice>, Map<String, Integer>> byKind = new LinkedHashMap<>();
        Map<Class<? extends Choice>, List<Choice>> firsts = new LinkedHashMap<>();
        for (Choice c : choices) {
            String words = observed.describe(c);
            Map<String, Integer> kind = byKind.computeIfAbsent(c.getClass(), k -> new LinkedHashMap<>());
            if (kind.merge(words, 1, Integer::sum) == 1) {
                firsts.computeIfAbsent(c.getClass(), k -> new ArrayList<>()).add(c);
            }
        }
        List<Group> kinds = new ArrayList<>();
        List<Line> singles = new ArrayList<>();
        for (Map.Entry<Class<? extends Choice>, Map<String, Integer>> kind : byKind.entrySet()) {
            List<Line> kindLines = new ArrayList<>();
            List<Choice> first = firsts.get(kind.getKey());
            int i = 0;
            for (Map.Entry<String, Integer> words : kind.getValue().entrySet()) {
                kindLines.add(new Line(first.get(i++), words.getKey(), words.getValue()));
            }
            if (kindLines.size() > 1) {
                kinds.add(new Group(Choice.heading(game, kind.getKey()), kindLines));
            } else {
                singles.addAll(kindLines);
            }
        }
        if (kinds.isEmpty()) {
            groups = List.of(new Group(null, singles));
        } else if (kinds.size() == 1 && singles.isEmpty()) {
            groups = List.of(new Group(null, kinds.get(0).lines()));
        } else {
            if (!singles.isEmpty()) {
                kinds.add(new Group(OTHERS, singles));
            }
            groups = List.copyOf(kinds);
        }
        groups.forEach(g -> lines.addAll(g.lines()));
    }

    int size() {
        return lines.size();
    }

    /** The choice line {@code number} (1-based) plays. */
    Choice choice(int number) {
        return lines.get(number - 1).choice();
    }

    List<Line> lines() {
        return lines;
    }

    /** The line number that plays {@code choice} or one identical to it; 0 if none. */
    int numberOf(Choice choice, State observed) {
        String words = observed.describe(choice);
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            if (line.choice().getClass() == choice.getClass() && line.words().equals(words)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The lines under their headings, numbers right-aligned so the words line up. */
    void print(PrintWriter out) {
        String format = "  %" + String.valueOf(lines.size()).length() + "d. %s%s%n";
        int number = 1;
        for (Group group : groups) {
            if (group.heading() != null) {
                out.println(" " + group.heading() + ":");
            }
            for (Line line : group.lines()) {
                out.printf(format, number++, line.words(), line.copies() > 1 ? " (" + line.copies() + " alike)" : "");
            }
        }
    }
}
