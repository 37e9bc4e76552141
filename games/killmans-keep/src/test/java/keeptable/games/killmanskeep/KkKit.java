package keeptable.games.killmanskeep;

import java.util.Map;
import keeptable.engine.conformance.Conformance;

/** The conformance kit's options for Killman's Keep: its secrets and the state fields the audit leaves alone. */
final class KkKit {
    /** Fields of {@link KkState} (and its {@link KkPosition}) that are neither copied by value nor fingerprinted, each with its reason. */
    static final Map<String, String> FIELD_NOTES = Map.of(
            "content", "shared: the content, immutable",
            "table", "shared: the choice table built from the content, immutable",
            "names", "shared: the players' names from the setup, never changed",
            "outcome", "derived: set once when the phase becomes OVER, from the fingerprinted money and Doubloons",
            "tally", "not rules: counts of content used, for the simulation report",
            "tallyShared", "not rules: whether tally is still shared with a copy (copy on write)");

    private KkKit() {
    }

    /** Random games with the game's secrets and field notes. */
    static Conformance.Options random(int games, long seed) {
        return Conformance.Options.random(games, seed).secrets(KkSecrets.INSTANCE).fieldNotes(FIELD_NOTES);
    }
}
