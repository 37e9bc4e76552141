package keeptable.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * A game's options from the command line, the one way every command takes them: {@code --option key=value},
 * and for short any other {@code --key value} or {@code --key=value} (e.g. {@code --quest tutorial}). A command
 * mixes this in; {@link #acceptOn} lets such commands keep the words picocli does not know, which
 * {@link #map()} reads as options. The game checks them: an option it does not know is refused when the
 * game is set up.
 */
final class GameOptions {
    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option; repeatable. Any other "
            + "--KEY VALUE is a game option too (e.g. --quest tutorial).")
    Map<String, String> explicit;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** Lets every subcommand of {@code cli} that mixes this in keep the words it does not know as game options. */
    static void acceptOn(CommandLine cli) {
        for (CommandLine sub : cli.getSubcommands().values()) {
            boolean takesOptions = sub.getCommandSpec().mixins().values().stream()
                    .anyMatch(m -> m.userObject() instanceof GameOptions);
            if (takesOptions) {
                sub.setUnmatchedArgumentsAllowed(true);
            }
        }
    }

    /** The options given, {@code --option} ones first; a stray word is refused. */
    Map<String, String> map() {
        return of(explicit, mixee == null ? null : mixee.commandLine().getUnmatchedArguments());
    }

    /** Whether any game option was given. */
    boolean given() {
        return !map().isEmpty();
    }

    private static Map<String, String> of(Map<String, String> explicit, List<String> unmatched) {
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
