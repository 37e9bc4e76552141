package keeptable.engine.record;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Outcome;
import keeptable.engine.Setup;

/**
 * A whole game as data: which game and rules version, its setup (seed included) and every choice
 * in order. {@code fingerprints.get(i)} is the state's fingerprint after {@code i} choices, so a
 * replay can say at which step it parts from the original. The unit of persistence, replay, bug
 * reports and simulation output.
 */
public record GameRecord(String game, String rulesVersion, Setup setup, List<Choice> choices,
                         List<Long> fingerprints, Outcome outcome) {
    public GameRecord {
        choices = List.copyOf(choices);
        fingerprints = List.copyOf(fingerprints);
    }
}
