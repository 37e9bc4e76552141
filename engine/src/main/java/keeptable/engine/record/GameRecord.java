package keeptable.engine.record;

import java.util.Arrays;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Outcome;
import keeptable.engine.Setup;

/**
 * A whole game as data: which game and rules version, its setup (seed included) and every choice
 * in order. {@code fingerprints[i]} is the state's fingerprint after {@code i} choices, so a replay
 * can say at which step it parts from the original; a record made without them (none, or fewer than
 * its steps) is checked only as far as they go. The unit of persistence, replay, bug reports and
 * simulation output. In JSON the fingerprints are an array of numbers, as they always were.
 */
public record GameRecord(String game, String rulesVersion, Setup setup, List<Choice> choices,
                         long[] fingerprints, Outcome outcome) {
    public GameRecord {
        choices = List.copyOf(choices);
        fingerprints = fingerprints == null ? new long[0] : fingerprints.clone();
    }

    /** A copy of the fingerprints; {@link #fingerprint(int)} reads one without copying. */
    @Override
    public long[] fingerprints() {
        return fingerprints.clone();
    }

    /** How many fingerprints the record holds (the steps plus one when it holds all). */
    public int fingerprintCount() {
        return fingerprints.length;
    }

    /** The fingerprint after {@code step} choices. */
    public long fingerprint(int step) {
        return fingerprints[step];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord r && game.equals(r.game) && rulesVersion.equals(r.rulesVersion)
                && setup.equals(r.setup) && choices.equals(r.choices) && Arrays.equals(fingerprints, r.fingerprints)
                && java.util.Objects.equals(outcome, r.outcome);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(game, rulesVersion, setup, choices, Arrays.hashCode(fingerprints), outcome);
    }

    @Override
    public String toString() {
        return "GameRecord[" + game + " " + rulesVersion + ", " + setup + ", " + choices.size() + " choices, "
                + fingerprints.length + " fingerprints, " + outcome + "]";
    }
}
