package keeptable.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import keeptable.engine.SetupException;
import keeptable.engine.json.Json;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.engine.record.GameRecord;

/** Reads and writes game records as JSON files. */
final class RecordFiles {
    private RecordFiles() {
    }

    /** A record read back, with the game it is of. */
    record Loaded(GameModule game, GameRecord record) {
    }

    static void save(GameModule game, GameRecord record, Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            game.json().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), record);
        } catch (IOException e) {
            throw new UncheckedIOException("could not save the record to " + file + ": " + e.getMessage(), e);
        }
    }

    /** Reads a record; any file that is not one fails with a {@link UsageError} saying why. */
    static Loaded load(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new UsageError("no such file: " + file);
        } catch (IOException e) {
            throw new UsageError("cannot read " + file + ": " + e.getMessage());
        }
        JsonNode tree;
        try {
            tree = Json.plain().readTree(text);
        } catch (JsonProcessingException e) {
            throw new UsageError(file + " is not a game record: it is not JSON (" + e.getOriginalMessage() + ")");
        }
        if (tree == null || !tree.isObject() || !tree.path("game").isTextual()) {
            throw new UsageError(file + " is not a game record: it has no \"game\" field");
        }
        GameModule game;
        try {
            game = GameModules.byId(tree.get("game").asText());
        } catch (SetupException e) {
            throw new UsageError(file + " is a record of a game this build does not have: " + e.getMessage());
        }
        try {
            GameRecord record = game.json().treeToValue(tree, GameRecord.class);
            if (record.setup() == null || record.choices() == null) {
                throw new UsageError(file + " is not a game record: setup or choices are missing");
            }
            return new Loaded(game, record);
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            String reason = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
            throw new UsageError(file + " is not a valid " + game.id() + " record: " + reason);
        }
    }
}
