package keeptable.cli;

import java.util.ArrayList;
import java.util.List;
import keeptable.server.SeatNames;

/**
 * The names the people at the terminal play under: given with {@code --name} (one person) or {@code --names} (every
 * seat, in order), or asked for at the start when the terminal is a person's and none was given. A name is what the
 * game's words then call that seat ("Ann moves to the Keep"); bots keep "Bot N", so nobody takes one for a person.
 */
final class PlayerNames {
    private PlayerNames() {
    }

    /**
     * The seats' names: {@code names} when given (checked), else the default names with {@code name} on the one
     * human seat, else, on an interactive terminal, each human seat's name as its player types it (Enter keeps
     * "Player N").
     *
     * @throws UsageError for both options at once, {@code --name} with several human seats, or a name that is
     *                    blank, too long or holds a control character
     */
    static List<String> of(List<String> specs, List<String> names, String name, Terminal terminal) {
        if (name != null && names != null && !names.isEmpty()) {
            throw new UsageError("--name names the one person playing; --names names every seat: give one of them");
        }
        if (names != null && !names.isEmpty()) {
            names.forEach(n -> check(n, "--names"));
            return SeatPlan.names(specs, names);
        }
        List<String> out = new ArrayList<>(SeatPlan.names(specs, null));
        List<Integer> humans = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            if (specs.get(i).equals(SeatPlan.HUMAN)) {
                humans.add(i);
            }
        }
        if (name != null) {
            if (humans.size() != 1) {
                throw new UsageError("--name names one person, but " + humans.size()
                        + " seats are human: name every seat with --names (e.g. --names Ann,Bob)");
            }
            out.set(humans.get(0), check(name, "--name"));
        } else if (terminal.interactive()) {
            for (int seat : humans) {
                out.set(seat, ask(terminal, humans.size() == 1 ? "Your name" : "Name of seat " + (seat + 1), out.get(seat)));
            }
        }
        return out;
    }

    private static String ask(Terminal terminal, String question, String byDefault) {
        while (true) {
            String line = terminal.ask(question + " (Enter for " + byDefault + "): ");
            if (line == null || line.isBlank()) {
                return byDefault;
            }
            String why = refusal(line);
            if (why == null) {
                return line.strip();
            }
            terminal.out().println("That name " + why + "; try another.");
        }
    }

    private static String check(String name, String option) {
        String why = refusal(name);
        if (why != null) {
            throw new UsageError(option + ": the name \"" + name.replaceAll("\\p{Cntrl}", "?") + "\" " + why);
        }
        return name.strip();
    }

    /** Why a name cannot be used, or null when it can: the tables' own rule ({@link SeatNames}). */
    static String refusal(String name) {
        return SeatNames.refusal(name);
    }
}
