package keeptable.lab;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.SetupException;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;

/**
 * A version of a game's content a designer wants to play: the game's own content or a folder of edited
 * copies ({@code --content DIR}), with {@link ContentEdit}s laid over it ({@code --set ...}).
 *
 * @param folder the content folder, or null for the game's own
 * @param edits  the edits, in the order given
 */
public record Variant(Path folder, List<ContentEdit> edits) {
    public static final Variant STANDARD = new Variant(null, List.of());

    public Variant {
        edits = edits == null ? List.of() : List.copyOf(edits);
    }

    /** From the command line's {@code --content} (or null) and {@code --set} specs (or null). */
    public static Variant of(Path folder, List<String> sets) {
        List<ContentEdit> edits = new ArrayList<>();
        if (sets != null) {
            sets.forEach(s -> edits.add(ContentEdit.parse(s)));
        }
        return new Variant(folder, edits);
    }

    /** This variant with one more edit (or the edit of the same target replaced). */
    public Variant with(ContentEdit edit) {
        List<ContentEdit> next = new ArrayList<>(edits);
        next.removeIf(e -> e.target().equals(edit.target()));
        next.add(edit);
        return new Variant(folder, next);
    }

    /**
     * The game built from this content. A missing folder, a bad file, or an edit pointing at nothing is
     * refused with a {@link SetupException} naming what is wrong.
     */
    public GameModule build(String gameId) {
        return edited(gameId).game();
    }

    private record Edited(GameModule game, List<ContentChange> changes) {
    }

    private Edited edited(String gameId) {
        if (edits.isEmpty()) {
            return new Edited(GameModules.byId(gameId, folder), List.of());
        }
        if (folder != null && !Files.isDirectory(folder)) {
            throw new SetupException("no content folder " + folder);
        }
        GameModule standard = GameModules.byId(gameId);
        ContentSource base = folder != null ? ContentSource.directory(folder)
                : ContentSource.classpath(standard.getClass(), gameId);
        EditedContent edited = new EditedContent(base, edits);
        GameModule game;
        try {
            game = standard.withContent(edited);
        } catch (ContentException e) {
            throw new SetupException("the content with " + describe() + " is refused: " + e.getMessage());
        }
        edited.checkAllRead();
        return new Edited(game, edited.changes());
    }

    /** The values the edits change (entry, field, old and new value), in the order met. */
    public List<ContentChange> changes(String gameId) {
        return edited(gameId).changes();
    }

    /**
     * Refuses an edit that changes nothing (every value it names already has its value): it would play the
     * same game under another name. A sweep's or a tune's own steps may hit the shipped value; a --set may not.
     */
    public void refuseUnchanged(String gameId) {
        List<ContentChange> changes = changes(gameId);
        for (ContentEdit e : edits) {
            if (changes.stream().noneMatch(c -> c.edit().equals(e.spec()))) {
                throw new SetupException("--set " + e.spec() + " changes nothing: " + e.target() + " is already "
                        + e.value());
            }
        }
    }

    /**
     * Whether {@code edit} (one of this variant's edits) changes no value: every value it names already has
     * it, so this variant plays as the content without it (a sweep's value that is the content's own).
     */
    public boolean leavesAsIs(ContentEdit edit, String gameId) {
        return changes(gameId).stream().noneMatch(c -> c.edit().equals(edit.spec()));
    }

    /** {@link #describe()}, then each value changed: {@code --set a (monsters.yaml dragon.penalty: 3 -> 5)}. */
    public String describe(String gameId) {
        List<ContentChange> changes = edits.isEmpty() ? List.of() : changes(gameId);
        if (changes.isEmpty()) {
            return describe();
        }
        List<String> lines = new ArrayList<>();
        changes.forEach(c -> lines.add(c.line()));
        return describe() + "; changed: " + String.join("; ", lines);
    }

    /** In words, for reports: {@code --content DIR --set a --set b}, or "the game's own content". */
    public String describe() {
        StringBuilder b = new StringBuilder();
        if (folder != null) {
            b.append("--content ").append(folder);
        }
        for (ContentEdit e : edits) {
            b.append(b.isEmpty() ? "" : " ").append("--set ").append(e.spec());
        }
        return b.isEmpty() ? "the game's own content" : b.toString();
    }
}
