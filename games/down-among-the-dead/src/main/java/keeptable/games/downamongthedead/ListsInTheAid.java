package keeptable.games.downamongthedead;

import keeptable.engine.content.ContentException;
import keeptable.engine.content.RulesAid;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;

/**
 * The players' rules aid with the items and the counters listed from the content the game was built with: under
 * "Items" each potion, scroll and spell with what it does, under "The counters" each counter's numbers and its gift,
 * in the words the table's choices and tooltips use ({@link Effects}), so a designer's box shows as it is.
 */
final class ListsInTheAid {
    static final String ITEMS = "## Items";
    static final String COUNTERS = "## The counters";

    private ListsInTheAid() {
    }

    /** The aid of {@code rules-aid/ID.md} and its links, with {@code content}'s items and counters in it. */
    static RulesAid aid(String id, Content content) {
        String file = "rules-aid/" + id + ".md";
        return RulesAid.load(ListsInTheAid.class, id, markdown -> append(file,
                append(file, markdown, ITEMS, items(content)), COUNTERS, counters(content)));
    }

    /** The markdown with {@code list} at the end of the section headed {@code heading}. */
    private static String append(String file, String markdown, String heading, String list) {
        int section = markdown.indexOf("\n" + heading + "\n");
        if (section < 0) {
            throw new ContentException(file, null, "expected a '" + heading + "' section to list the content under");
        }
        int next = markdown.indexOf("\n## ", section + heading.length() + 1);
        int at = next < 0 ? markdown.length() : next + 1;
        return markdown.substring(0, at).stripTrailing() + "\n\n" + list + "\n" + markdown.substring(at);
    }

    /** The potions and scrolls, then the Mage's spells, each with what it does. */
    static String items(Content c) {
        StringBuilder b = new StringBuilder("| item | in the box | what it does |\n|---|---|---|\n");
        for (int t = 0; t < DadPosition.ITEM_TYPES; t++) {
            b.append("| ").append(Effects.capital(c.itemName[t])).append(" | ").append(c.itemCopies[t]).append(" | ")
                    .append(Effects.capital(Effects.item(c, t))).append(". |\n");
        }
        for (int sp = 0; sp < c.spellName.length; sp++) {
            b.append("| ").append(c.spellName[sp]).append(" spell (+").append(c.spellBonus[sp])
                    .append(") | the Mage memorizes one | ").append(Effects.capital(Effects.spell(c, sp))).append(". |\n");
        }
        return b.toString();
    }

    /** Every counter with its side, numbers and gift. */
    static String counters(Content c) {
        StringBuilder b = new StringBuilder("| counter | side | moves | combat bonus | wounds that kill it | gift |\n"
                + "|---|---|---|---|---|---|\n");
        for (Kind k : Kind.values()) {
            int i = k.ordinal();
            String gift = Effects.named(k);
            b.append("| ").append(c.kindName(i)).append(" (").append(c.code[i]).append(") | ")
                    .append(k.adventurer() ? "adventurer" : "monster").append(" | ").append(c.movement[i])
                    .append(" | ").append(c.combat[i] >= 0 ? "+" + c.combat[i] : "−" + -c.combat[i]).append(" | ")
                    .append(c.hitPoints[i] + 1).append(" | ")
                    .append(gift == null ? "none" : gift).append(" |\n");
        }
        return b.toString();
    }
}
