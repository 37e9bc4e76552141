package keeptable.games.deadcells;

import keeptable.engine.Outcome;
import keeptable.games.deadcells.content.Content;

/**
 * How far the Group got in its Run, for the game's outcome: each Biome crossed (its exit reached) is one
 * stage and the Boss at the end is the last, so a Run from the first Biome through two more to a Boss has
 * four stages. Where the ways part, the longest way left counts.
 */
final class RunProgress {
    static final String MEASURE = "Run stages cleared (Biomes crossed, then the Boss)";

    private RunProgress() {
    }

    static Outcome.Progress of(DcPosition s) {
        Content.Biome here = s.c.biomes.get(s.biome);
        int exit = s.pos >= 0 && s.pos < here.exitTo().length ? here.exitTo()[s.pos] : Integer.MIN_VALUE;
        int left = exit == Integer.MIN_VALUE ? biomesToBoss(s.c, s.biome) : exit >= 0 ? biomesToBoss(s.c, exit) : 0;
        int cleared = s.biomesDone + (s.won ? 1 : 0);
        return new Outcome.Progress(MEASURE, cleared, s.biomesDone + left + 1, null);
    }

    /** The Biomes from {@code biome} (itself included) to a Boss on the longest way. */
    private static int biomesToBoss(Content c, int biome) {
        int most = 0;
        for (int next : c.biomes.get(biome).exitTo()) {
            if (next >= 0 && next != biome) {
                most = Math.max(most, biomesToBoss(c, next));
            }
        }
        return 1 + most;
    }
}
