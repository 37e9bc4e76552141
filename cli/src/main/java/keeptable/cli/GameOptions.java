package keeptable.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's options from the command line: {@code --option key=value}, and for short any other
 * {@code --key value} or {@code --key=value} (e.g. {@code --quest tutorial}). The game checks them:
 * an option it does not know is refused when the game is set up.
 */
final class GameOptions {
    private GameOptions() {
    }

    static Map<String, String> of(Map<String, String> explicit, List<String> unmatched) {
        Map<String, String> options = new LinkedHashMap<>();
        if (explicit != null) {
            options.putAll(explicit);
        }
        if (unmatched == null) {
            return options;
        }
        for (int i = 0; i < unmatched.size(); i++) {
            String arg = unmatched.get(i);
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new UsageError("unexpected argument '" + arg + "'");
            }
            String name = arg.substring(2);
            String value;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            } else if (i + 1 < unmatched.size() && !unmatched.get(i + 1).startsWith("--")) {
                value = unmatched.get(++i);
            } else {
                throw new UsageError("unknown option --" + name + " (a game option needs a value: --" + name
                        + " VALUE)");
            }
            if (name.isEmpty()) {
                throw new UsageError("unexpected argument '" + arg + "'");
            }
            options.put(name, value);
        }
        return options;
    }
}
