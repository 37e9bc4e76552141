package keeptable.engine.content;

/**
 * A game's rules version, derived rather than kept by hand alone: the human version (raised, with a
 * line in the game's "Rules versions" notes, whenever the rules code changes what a replay does) and
 * the hash of the content the game was built from, e.g. {@code 2+3fa0c1d9e2b4}. A designer's edited
 * content folder therefore plays under a version of its own.
 */
public final class RulesVersion {
    private RulesVersion() {
    }

    public static String of(String human, ContentDigest content) {
        return of(human, content.hash());
    }

    public static String of(String human, String contentHash) {
        if (human == null || human.isBlank() || human.contains("+")) {
            throw new IllegalArgumentException("a human rules version is a plain word like '2', not: " + human);
        }
        return human + "+" + contentHash;
    }

    /** The human part of a version ("2" of "2+3fa0c1d9e2b4"). */
    public static String human(String version) {
        int plus = version.indexOf('+');
        return plus < 0 ? version : version.substring(0, plus);
    }
}
