package keeptable.cli;

import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.GZIPOutputStream;
import keeptable.lab.Played;
import keeptable.lab.Simulation;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;

/**
 * Takes the records of a simulation from its worker threads, or back from a cluster: writes each as one
 * JSON line of a gzipped file (serialised on the worker, written under a lock) and keeps a brief line per
 * game.
 */
final class RecordStream implements Consumer<GameRecord>, AutoCloseable {
    private final ObjectWriter json;
    private final Writer out;
    private final Map<Long, Integer> indexBySeed = new HashMap<>();
    private final List<GameLine> lines = new ArrayList<>();

    /**
     * @param file where to write the records, or null to keep only the brief lines
     * @param seed the simulation's seed, from which each game's index is found again by its own seed
     * @param games the simulation's games (campaigns of {@code campaignLength} games each), or 0 to keep no lines
     */
    RecordStream(GameModule game, Path file, long seed, int games, int campaignLength) throws IOException {
        this.json = game.json().writer();
        this.out = file == null ? null : new BufferedWriter(new OutputStreamWriter(
                new GZIPOutputStream(Files.newOutputStream(file), 1 << 16), StandardCharsets.UTF_8), 1 << 16);
        for (int i = 0; i < games; i++) {
            for (int g = 0; g < campaignLength; g++) {
                indexBySeed.put(Simulation.gameSeed(seed, i, g), i * campaignLength + g);
            }
        }
    }

    @Override
    public void accept(GameRecord record) {
        accept(Played.of(record, json));
    }

    /** Takes one finished game's brief and record (from a local thread or back from a cluster). */
    void accept(Played game) {
        GameLine line = new GameLine(indexBySeed.getOrDefault(game.seed(), -1), game.seed(), game.winners(),
                game.choices(), game.ending());
        synchronized (this) {
            lines.add(line);
            if (out != null) {
                try {
                    out.write(game.json());
                    out.write('\n');
                } catch (IOException e) {
                    throw new UncheckedIOException("could not write records: " + e.getMessage(), e);
                }
            }
        }
    }

    /** The brief lines, in game order. */
    synchronized List<GameLine> lines() {
        List<GameLine> sorted = new ArrayList<>(lines);
        sorted.sort(Comparator.comparingInt(GameLine::index));
        return sorted;
    }

    @Override
    public synchronized void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }
}
