package keeptable.cli;

import picocli.CommandLine.Option;

/**
 * The seed of a lab run and where its games are played, the one way every lab command (simulate, compare, sweep,
 * tune, skill) takes them; a command mixes this in.
 */
final class SeedAndSpark {
    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run (default: from the clock, printed).")
    Long seed;

    @Option(names = "--spark", paramLabel = "MASTER", description = "Play the games on Apache Spark: local[N] "
            + "in-process or spark://host:7077; needs the keeptable-lab-spark jar on the class path.")
    String spark;

    /** The seed given, else one from the clock. */
    long seed() {
        return seed != null ? seed : System.currentTimeMillis();
    }
}
