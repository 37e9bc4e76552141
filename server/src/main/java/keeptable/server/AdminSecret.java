package keeptable.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where the moderator's admin token comes from: {@code --admin-token SECRET} (seen by anyone who lists the
 * machine's processes), {@code --admin-token-file FILE} (its first line), or else the environment variable
 * {@value #ENVIRONMENT}.
 */
public final class AdminSecret {
    /** The environment variable the admin token is read from when no option names it. */
    public static final String ENVIRONMENT = "KEEPTABLE_ADMIN_TOKEN";

    private AdminSecret() {
    }

    /**
     * The admin token: {@code given}, else the first line of {@code file}, else the environment's
     * {@value #ENVIRONMENT}; null when none is set (moderation is off). Both an option and a file, or an empty
     * or unreadable file, are refused with an {@link IllegalArgumentException} saying why.
     */
    public static String resolve(String given, Path file, Map<String, String> environment) {
        if (given != null && file != null) {
            throw new IllegalArgumentException("give the admin token once: --admin-token or --admin-token-file");
        }
        if (given != null) {
            return given.isEmpty() ? null : given;
        }
        if (file != null) {
            try {
                String line = Files.readString(file, StandardCharsets.UTF_8).lines().findFirst().orElse("").strip();
                if (line.isEmpty()) {
                    throw new IllegalArgumentException("the admin token file " + file + " is empty");
                }
                return line;
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read the admin token file " + file + ": " + e.getMessage());
            }
        }
        String env = environment.get(ENVIRONMENT);
        return env == null || env.isBlank() ? null : env.strip();
    }
}
