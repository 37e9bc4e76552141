package keeptable.games.downamongthedead;

import java.util.Map;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.Secrets;

/**
 * What Down Among The Dead hides, declared for the conformance kit: nothing but the dice to come.
 * The book keeps no hand, deck or face-down piece (items lie under their counters in the open, the
 * spawn table is printed, every spawn is rolled in the open), so there is no secret to resample;
 * the kit checks on its own that {@code determinize} re-seeds the state's {@code Rng}.
 */
final class DadSecrets {
    static final Secrets NONE_BUT_THE_DICE = Secrets.NONE;

    /** The fields of {@link DadState} that are neither copied value by value nor fingerprinted, and why. */
    static final Map<String, String> FIELD_NOTES = Map.of(
            "content", "shared: the content, loaded once and never changed",
            "variant", "shared: the options of this game (a record), fixed at set-up",
            "map", "shared: the map of the options, immutable content",
            "roster", "shared: the content's counter numbering, immutable content",
            "names", "shared: the players' names, fixed at set-up and not rules",
            "outcome", "derived: written once when the phase becomes OVER, from the position the fingerprint covers",
            "tally", "not rules: uses of content per seat for the simulation report, copied on write",
            "tallyShared", "not rules: the copy-on-write flag of tally");

    private DadSecrets() {
    }

    /** The kit's options for this game: its secrets and field notes, with random players. */
    static Conformance.Options random(int games, long seed) {
        return Conformance.Options.random(games, seed).secrets(NONE_BUT_THE_DICE).fieldNotes(FIELD_NOTES);
    }
}
