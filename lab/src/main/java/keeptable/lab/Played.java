package keeptable.lab;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.List;
import keeptable.engine.record.GameRecord;

/**
 * One finished game in brief, with its record as one line of JSON: what a run's per-game files
 * ({@code games.csv}, {@code records.jsonl.gz}) are written from, whether the game was played on a local
 * thread or on a cluster's machine. Plain values, so it travels back from a cluster.
 *
 * @param seed    the game's seed
 * @param winners the seats that won (from 0)
 * @param choices choices played
 * @param ending  how the game ended, in words
 * @param json    the game's record, as written by the game's JSON mapper
 */
public record Played(long seed, List<Integer> winners, int choices, String ending, String json)
        implements Serializable {
    public Played {
        winners = List.copyOf(winners);
    }

    /** The brief of {@code record}, its JSON written by {@code writer} (the game's mapper's). */
    public static Played of(GameRecord record, ObjectWriter writer) {
        try {
            return new Played(record.setup().seed(),
                    record.outcome() == null ? List.of() : record.outcome().winners(), record.choices().size(),
                    record.outcome() == null ? "" : record.outcome().reason(), writer.writeValueAsString(record));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
