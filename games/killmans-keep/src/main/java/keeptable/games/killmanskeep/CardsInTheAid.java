package keeptable.games.killmanskeep;

import keeptable.engine.content.ContentException;
import keeptable.engine.content.RulesAid;
import keeptable.games.killmanskeep.content.Artifact;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Goal;
import keeptable.games.killmanskeep.content.Monster;

/**
 * The players' rules aid with every card of the game listed under its "Cards" section: each Artifact with its kind,
 * stars and what it does, each Monster with what it does while fought, each Goal with what it asks and pays. The
 * lists are drawn from the content the game was built with, so a designer's cards show as they are.
 */
final class CardsInTheAid {
    static final String HEADING = "## Cards";

    private CardsInTheAid() {
    }

    /** The aid of {@code rules-aid/ID.md} and its links, with {@code content}'s cards in it. */
    static RulesAid aid(String id, Content content) {
        return RulesAid.load(CardsInTheAid.class, id, markdown -> {
            int section = markdown.indexOf("\n" + HEADING + "\n");
            if (section < 0) {
                throw new ContentException("rules-aid/" + id + ".md", null, "expected a '" + HEADING
                        + "' section to list the cards under");
            }
            int next = markdown.indexOf("\n## ", section + HEADING.length() + 1);
            int at = next < 0 ? markdown.length() : next + 1;
            return markdown.substring(0, at).stripTrailing() + "\n\n" + lists(content) + "\n" + markdown.substring(at);
        });
    }

    /** The three lists as Markdown: Artifacts, Monsters and Goals, each a table under its own heading. */
    static String lists(Content c) {
        StringBuilder b = new StringBuilder();
        b.append("### Artifact cards\n\n| card | kind | stars | copies | what it does |\n|---|---|---|---|---|\n");
        for (Artifact a : c.artifacts) {
            b.append("| ").append(a.name()).append(" | ").append(a.category().title()).append(" | ")
                    .append(a.rarity()).append(" | ").append(a.copies()).append(" | ").append(sentence(a.text()))
                    .append(" |\n");
        }
        b.append("\n### Monster cards\n\nA Monster's words count only while it is fought.\n\n"
                + "| Monster | stars | copies | while you fight it |\n|---|---|---|---|\n");
        for (Monster m : c.monsters) {
            b.append("| ").append(m.name()).append(" | ").append(m.rarity()).append(" | ").append(m.copies())
                    .append(" | ").append(m.hasEffect() ? m.text() : "Nothing more: beat its stars.").append(" |\n");
        }
        b.append("\n### Goal cards\n\nDeliver hands over what the Goal asks; Hold only shows it; Pay hands over the "
                + "money.\n\n| Goal | what it asks, and its reward |\n|---|---|\n");
        for (Goal g : c.goals) {
            b.append("| ").append(g.name()).append(" | ").append(g.text()).append(" |\n");
        }
        return b.toString();
    }

    /** A card's words as a sentence: a capital first letter and a full stop. */
    private static String sentence(String text) {
        String t = text.strip();
        return Character.toUpperCase(t.charAt(0)) + t.substring(1) + (t.endsWith(".") ? "" : ".");
    }
}
