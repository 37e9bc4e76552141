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
        if (edits.isEmpty()) {
            return GameModules.byId(gameId, folder);
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
        return game;
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
