package keeptable.lab;

import java.io.Serializable;

/**
 * One value a {@link ContentEdit} changed: in {@code file}, the entry and field {@code where}
 * ({@code dragon.penalty}), from {@code from} to {@code to}, for reports to show what a variant is.
 *
 * @param edit the edit as written ({@code --set} spec)
 */
public record ContentChange(String edit, String file, String where, String from, String to) implements Serializable {
    /** {@code monsters.yaml dragon.penalty: 3 -> 5}. */
    public String line() {
        return file + " " + where + ": " + from + " -> " + to;
    }
}
