package keeptable.cli;

import java.util.List;

/** One simulated game in brief: its index in the run, seed, winning seats and length in choices. */
record GameLine(int index, long seed, List<Integer> winners, int length, String ending) {
}
