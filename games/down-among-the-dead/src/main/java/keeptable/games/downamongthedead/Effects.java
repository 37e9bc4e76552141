package keeptable.games.downamongthedead;

import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;

/**
 * What each item, spell and counter's gift does, in our own words, from the content the game was built with: the one
 * wording the table's choices, the board's tooltips, the counter lists and the rules aid's lists all read (Items,
 * Character Counter Special Ability).
 */
final class Effects {
    private Effects() {
    }

    /** The words with a capital first letter, to start a sentence or a list's line. */
    static String capital(String words) {
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** What an item (Content.HEAL, STRENGTH, SCROLL) does: "removes 1 wound from its carrier or a friend next to it". */
    static String item(Content c, int item) {
        return switch (item) {
            case Content.HEAL -> "removes 1 wound from its carrier or a friend next to it, in the item phase";
            case Content.STRENGTH -> "+" + c.strengthBonus + " combat for its carrier or a friend next to it until"
                    + " the end of the turn, used in the item phase";
            default -> "brings a dead friend next to its carrier back to life, in the item phase";
        };
    }

    /** What the Mage's spell does when he casts it and wins the roll. */
    static String spell(Content c, int spell) {
        String roll = "the Mage's attack at up to 5 squares, walls blocking: d6 + " + c.spellBonus[spell] + " + his rank "
                + c.arcane[Kind.MAGE.ordinal()] + " against the target's d6 + combat; ";
        return roll + switch (spell) {
            case Content.COMBUSTION -> "a win deals 1 wound";
            case Content.CHAIN -> "a win deals 1 wound, then leaps to an enemy next to the target at 1 less, on and"
                    + " on while it wins";
            default -> "a win deals 1 wound and -1 combat until the end of the turn, and each enemy next to the"
                    + " target that loses its own roll against the spell also gets -1";
        };
    }

    /** A counter's gift (its special ability), in a few words; null for a counter with none. */
    static String gift(Kind kind) {
        return switch (kind) {
            case PALADIN -> "banishes a Vampire Thrall, an elemental or the Minor Demon within 2 squares on an even roll";
            case KNIGHT -> "may roll a bare 1, 2 or 3 again in combat, once a combat phase";
            case MAN_AT_ARMS -> "takes an enemy's combat bonus away, once a combat phase";
            case WARRIOR -> "a bare 4, 5 or 6 in combat lets him attack again, once a combat phase";
            case MAGE -> "casts his spell at an enemy up to 5 squares away";
            case MONK -> "wounds every enemy within 2 squares but Minions, walls blocking, twice a game";
            case ASSASSIN -> "throws daggers at an enemy up to 4 squares away and takes no wound if he loses";
            case SCOUT -> "breaks away from enemies on a 3 to 6, not 4 to 6";
            case VAMPIRE_MASTER -> "once a game, mind-controls an adventurer within 2 squares on a 5 or 6 (not the"
                    + " Paladin or the Monk)";
            case SUMMONER -> "summons an elemental next to him on a 2, 4 or 6, until one comes";
            case WEREWOLF -> "+1 combat for every wound he carries";
            default -> null;
        };
    }

    /** A counter's gift named and told ("Expert fighter: may roll a bare 1, 2 or 3 again ..."); null for none. */
    static String named(Kind kind) {
        String gift = gift(kind);
        return gift == null ? null : giftName(kind) + ": " + gift;
    }

    /** The name of a counter's gift as the rules aid heads it ("Expert fighter"); null for a counter with none. */
    static String giftName(Kind kind) {
        return switch (kind) {
            case PALADIN -> "Banish";
            case KNIGHT -> "Expert fighter";
            case MAN_AT_ARMS -> "Seasoned fighter";
            case WARRIOR -> "Berserker rage";
            case MAGE -> "Arcane magic";
            case MONK -> "Divine fire";
            case ASSASSIN -> "Thrown daggers";
            case SCOUT -> "Slipping away";
            case VAMPIRE_MASTER -> "Mind control";
            case SUMMONER -> "Summon an elemental";
            case WEREWOLF -> "Enrage";
            default -> null;
        };
    }
}
