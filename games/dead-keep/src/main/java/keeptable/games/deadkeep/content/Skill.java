package keeptable.games.deadkeep.content;

import java.util.Locale;

/**
 * A Skill from the book's Skill list, as the rules implement it: a kind and, for the kinds that name
 * one, a parameter (an Action type such as {@code melee}, or an Enemy id). Written in content as
 * {@code kind} or {@code kind:param}, e.g. {@code plus-1-die:melee}, {@code killer:footman}.
 */
public record Skill(Kind kind, String param) {

    /** Every Skill kind the rules implement. */
    public enum Kind {
        PLUS_1_ACTION(false), PLUS_1_DIE(true), PLUS_1_ROLL(true), TWO_WOUNDS(true), KILLER(true),
        PLUS_1_MAX_RANGE(false), IRON_HIDE(false), SLIPPERY(false), SEARCH_2_CARDS(false),
        NO_REGENERATION(false), MARKSMAN(false), POINT_BLANK(false), PLUS_2_MANA_PER_TURN(false),
        FREE_ACTION(true), SPRINT(false), HIT_AND_RUN(false), ROLL_6_MANA(false), ROLL_6_IGNORE_ARMOR(false),
        IRONCLAD(true), BARBARIAN(false), IRON_RAIN(false), MANA_RAIN(false), REAPER(true), ESCALATION(true),
        MIST_PENETRATION(false), SPELLCASTER(false), TOUGH(false), ROLL_6_TWO_WOUNDS(true),
        ROLL_6_PLUS_1_DIE(true), PLUS_2_DICE(true), PLUS_1_PENETRATION(true), PLUS_2_WOUNDS(true), IGNORE_ARMOR(false),
        MIST_AFFINITY(false), ROLL_6_PENETRATION(true), CRUSH_PLUS_1_ROLL(false), CONSUME(false), TWO_CLASS_USES(false),
        SPELLBOOK(false), MIST_MANA(false), BLOODLUST_PENETRATION(false), BLOODLUST_DICE(false), DUO_PLUS_1_ROLL(false),
        CLASS(true), JUMP(false), TELEPORT(true), SHOVE(false), TAUNT(false), LUCKY(false), DUO_FREE_COMBAT(false),
        PAID_FREE_ACTION(true), BORN_LEADER(false), ARMOR_REROLL(false), GHOST_SIGHT(false),
        FREE_CLASS_USE(false);

        public final boolean needsParam;

        Kind(boolean needsParam) {
            this.needsParam = needsParam;
        }

        public String slug() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** Action types a Skill may name. */
    public static final java.util.Set<String> ACTION_TYPES = java.util.Set.of("combat", "melee", "ranged", "magic");

    /** The free Action types of {@code free-action:X}. */
    public static final java.util.Set<String> FREE_TYPES =
            java.util.Set.of("combat", "melee", "ranged", "magic", "move", "search", "enchantment", "gather");

    /** The Classes {@code class:X} may name. */
    public static final java.util.Set<String> CLASSES =
            java.util.Set.of("crusher", "duo", "fighter", "magician", "ranger");

    /** Reads a Skill id; throws IllegalArgumentException with the reason when it names no Skill. */
    public static Skill parse(String text) {
        int colon = text.indexOf(':');
        String k = colon < 0 ? text : text.substring(0, colon);
        String p = colon < 0 ? null : text.substring(colon + 1);
        Kind kind = null;
        for (Kind candidate : Kind.values()) {
            if (candidate.slug().equals(k)) {
                kind = candidate;
            }
        }
        if (kind == null) {
            throw new IllegalArgumentException("no Skill '" + k + "'");
        }
        if (kind.needsParam != (p != null)) {
            throw new IllegalArgumentException("Skill '" + k + "' " + (kind.needsParam ? "needs" : "takes no")
                    + " parameter");
        }
        return new Skill(kind, p);
    }

    /** True if this Skill, naming an Action type, covers an Action of {@code action} (melee, ranged, magic). */
    public boolean covers(String action) {
        return "combat".equals(param) || action.equals(param);
    }

    public String id() {
        return param == null ? kind.slug() : kind.slug() + ":" + param;
    }
}
