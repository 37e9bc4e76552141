package keeptable.lab;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.engine.module.GameModule;

/**
 * A run in plain values, to send to other machines: the game and its content (folder and edits), and
 * the run's settings. Each machine builds the game once ({@link #config()}) and plays its share of the
 * numbered games. A content folder must be readable at the same path on every machine.
 */
public record Job(String gameId, String folder, List<ContentEdit> edits, List<String> agents, int games, long seed,
                  Map<String, String> options, int campaignLength, int maxChoices, String content, String command)
        implements Serializable {
    private static final Map<Job, Simulation.Config> BUILT = new ConcurrentHashMap<>();

    public Job {
        edits = List.copyOf(edits);
        agents = List.copyOf(agents);
        options = Map.copyOf(options);
    }

    /** The job of a run of {@code config}, whose game was built from {@code variant}. */
    public static Job of(Variant variant, Simulation.Config config) {
        return new Job(config.game().id(), variant.folder() == null ? null : variant.folder().toString(),
                variant.edits(), config.agents(), config.games(), config.seed(), config.options(),
                config.campaignLength(), config.maxChoices(), config.content(), config.command());
    }

    /** The run's settings with its game built here (once per machine), on one thread. */
    public Simulation.Config config() {
        return BUILT.computeIfAbsent(this, j -> {
            GameModule game = new Variant(folder == null ? null : Path.of(folder), edits).build(gameId);
            return new Simulation.Config(game, agents, games, 1, seed, options, campaignLength, maxChoices, content,
                    command);
        });
    }
}
