package keeptable.lab;

import java.util.List;
import keeptable.engine.SetupException;

/**
 * One change a designer makes to a content file from the command line, written
 * {@code FILE:ENTRY.FIELD=VALUE}: in {@code monsters.yaml:dragon.penalty=4} the file is
 * {@code monsters.yaml}, the entry is the one whose {@code id} is {@code dragon} (or a top-level field
 * of that name), and {@code penalty} the field set to 4. Deeper fields and list positions (from 0)
 * follow with more dots: {@code enemies.yaml:footman.stats.0.armor=2}; a number at the top of a file is
 * named alone: {@code board.yaml:doubloonsToWin=6}; the entry {@code *} sets the field in every entry that has
 * it: {@code conflict-cards.yaml:*.red.molasar=5}.
 *
 * @param file  the content file, relative to the content folder
 * @param path  the entry then the fields, or one top-level field
 * @param value the new value as written
 */
public record ContentEdit(String file, List<String> path, String value) implements java.io.Serializable {
    public ContentEdit {
        path = List.copyOf(path);
    }

    /** Reads {@code FILE:ENTRY.FIELD=VALUE}; a malformed one is refused saying what shape it needs. */
    public static ContentEdit parse(String spec) {
        int colon = spec.indexOf(':');
        int eq = spec.indexOf('=');
        if (colon <= 0 || eq < colon) {
            throw new SetupException("--set " + spec + ": expected FILE:ENTRY.FIELD=VALUE, e.g. "
                    + "monsters.yaml:dragon.penalty=4");
        }
        String file = spec.substring(0, colon);
        String where = spec.substring(colon + 1, eq);
        List<String> path = List.of(where.split("\\.", -1));
        if (path.stream().anyMatch(String::isBlank)) {
            throw new SetupException("--set " + spec + ": name an entry and a field (or a top-level field) after "
                    + "the file, e.g. monsters.yaml:dragon.penalty=4");
        }
        return new ContentEdit(file, path, spec.substring(eq + 1));
    }

    /** The edit as it was written. */
    public String spec() {
        return file + ":" + String.join(".", path) + "=" + value;
    }

    /** The edit with another value (a sweep's step). */
    public ContentEdit with(String newValue) {
        return new ContentEdit(file, path, newValue);
    }

    /** Where it points, without the value: {@code monsters.yaml:dragon.penalty}. */
    public String target() {
        return file + ":" + String.join(".", path);
    }
}
