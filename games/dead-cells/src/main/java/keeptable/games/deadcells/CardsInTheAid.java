package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.content.RuleRows;
import keeptable.engine.content.RulesAid;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;

/**
 * The players' rules aid ({@code rules-aid/dead-cells.md}) with a reference of every piece of the content the game is
 * played with after it: each Beheaded's Combat cards, Serenade's and the Improved ones, every Equipment card, the
 * Beheaded boards and their Skills, Serenade's board, every Monster, Elite and Boss, and every Upgrade card with the
 * Mutations among them, each with what it does in the table's own words. Every list is a section of the aid, so a
 * card's name at the table links to the section that lists it ({@link #anchor}).
 */
final class CardsInTheAid {
    static final String HEADING = "Cards, Equipment and Enemies, one by one";
    static final String EQUIPMENT = "Equipment cards";
    static final String BEHEADED = "Beheaded boards and their Skills";
    static final String SERENADE = "Serenade's board";
    static final String MONSTERS = "Monster cards";
    static final String ELITES = "Elite cards";
    static final String BOSSES = "Boss cards";
    static final String UPGRADES = "Upgrade cards and Mutations";
    static final String IMPROVED = "Improved Combat cards";

    private CardsInTheAid() {
    }

    /** The game's rules aid with the reference of {@code c} after it. */
    static RulesAid aid(String id, Content c) {
        return RulesAid.load(CardsInTheAid.class, id, rules -> rules.stripTrailing() + "\n\n" + markdown(c));
    }

    /** The heading of the section that lists a Combat card: its owner's deck, Serenade's, or the Improved cards. */
    static String deckHeading(Content c, Card card) {
        return card.owner() >= 0 ? "Combat cards of " + c.beheaded.get(card.owner()).name()
                : card.owner() == -2 ? "Serenade's Combat cards" : IMPROVED;
    }

    /** The aid's anchor of a section heading (what a card's name at the table links to). */
    static String anchor(String heading) {
        return RuleRows.slug(heading);
    }

    /** The reference as Markdown sections: one list per kind, so that it reads on a phone too. */
    static String markdown(Content c) {
        StringBuilder b = new StringBuilder("## ").append(HEADING).append("\n\n");
        b.append("What every card, Beheaded, Enemy and Upgrade of this box does. A line names its Round (0, I, II, III,"
                + " IV) and what it does; a Range names the Combat board's spaces it reaches.\n");
        List<String> decks = new ArrayList<>();
        for (Card card : c.cards) {
            String deck = deckHeading(c, card);
            if (!decks.contains(deck)) {
                decks.add(deck);
            }
        }
        for (String deck : decks) {
            section(b, deck);
            if (deck.equals(IMPROVED)) {
                b.append("Bought as Upgrades at the End of a Run; each goes into the deck of a Beheaded the Group"
                        + " chooses.\n\n");
            }
            for (Card card : c.cards) {
                if (deckHeading(c, card).equals(deck)) {
                    item(b, card.name(), "(" + Words.colours(card) + "): " + Words.rounds(card.byRound()));
                }
            }
        }
        section(b, EQUIPMENT);
        for (Equip e : c.equipment) {
            String from = e.origin().equals("ST") ? "in the starting Equipment deck" : "a Blueprint";
            item(b, e.name(), "(" + from + "): " + Words.equipment(e)
                    + (e.wallAct() == null ? "" : "; while the Wall/Hole token is out: " + e.wallAct().text()));
        }
        section(b, BEHEADED);
        for (Beheaded h : c.beheaded) {
            StringBuilder tracks = new StringBuilder();
            for (int col = 0; col < h.tracks().length; col++) {
                tracks.append("; ").append(COLOURS.get(col)).append(" Scroll track: ");
                for (int i = 0; i < h.tracks()[col].length; i++) {
                    tracks.append(i == 0 ? "" : ", then ").append(h.tracks()[col][i].text());
                }
            }
            item(b, h.name(), "(" + h.health() + " health): own Skill: " + h.skill().text() + tracks);
        }
        section(b, SERENADE);
        b.append("- **Serenade** (").append(c.serenade.health()).append(" health), who fights beside a lone player: ")
                .append("once its Combat cards are spent, ").append(Words.rounds(c.serenade.board())).append(".\n");
        enemies(b, c, false);
        enemies(b, c, true);
        section(b, BOSSES);
        for (Boss boss : c.bosses) {
            StringBuilder stages = new StringBuilder();
            for (Instance in : boss.instances()) {
                stages.append(stages.isEmpty() ? "" : "; then ").append(in.name()).append(" (").append(in.health())
                        .append(" health): ").append(Words.rounds(in.byRound()));
            }
            item(b, boss.name(), "(a Boss of " + Words.count(boss.instances().length, "stage", "stages") + "): "
                    + stages + "; beaten: " + gains(boss.victory()));
        }
        section(b, UPGRADES);
        b.append("Bought at the End of a Run, from the bottom of their deck. A Mutation stays on the Mutation board and"
                + " works in every Run after.\n\n");
        for (List<Upgrade> deck : c.upgrades) {
            java.util.Map<String, Integer> copies = new java.util.LinkedHashMap<>();
            for (Upgrade u : deck) {
                copies.merge(Words.upgrade(c, u), 1, Integer::sum);
            }
            copies.forEach((words, n) -> b.append("- ").append(Words.UPGRADE_DECKS[deck.get(0).deck()])
                    .append(" deck: ").append(words).append(n == 1 ? "" : " (" + n + " cards)").append(".\n"));
        }
        return b.toString();
    }

    private static void enemies(StringBuilder b, Content c, boolean elite) {
        section(b, elite ? ELITES : MONSTERS);
        for (Monster m : c.monsters) {
            if (m.elite() != elite) {
                continue;
            }
            StringBuilder more = new StringBuilder();
            for (int state = 0; state < Words.STATES.length; state++) {
                if ((m.immune() & 1 << state) != 0) {
                    more.append("; immune to ").append(Words.STATES[state]);
                }
            }
            if (m.thorns() > 0) {
                more.append("; whoever wounds it takes ").append(m.thorns()).append(" Damage");
            }
            if (m.place() != 0) {
                more.append("; stands ").append(m.place() == 1 ? Words.PLACES[0] : Words.PLACES[3])
                        .append(" when that space is free");
            }
            item(b, m.name(), "(" + c.biomes.get(m.biome()).name() + ", " + m.health() + " health): "
                    + Words.rounds(m.byRound()) + more + "; Death Bonus: " + gains(m.death()));
        }
    }

    private static void section(StringBuilder b, String heading) {
        b.append("\n### ").append(heading).append("\n\n");
    }

    private static void item(StringBuilder b, String name, String words) {
        b.append("- **").append(name).append("** ").append(words).append(words.endsWith(".") ? "\n" : ".\n");
    }

    private static String gains(Gain[] gains) {
        StringBuilder b = new StringBuilder();
        for (Gain g : gains) {
            b.append(b.isEmpty() ? "" : ", ").append(g.text());
        }
        return b.isEmpty() ? "nothing" : b.toString();
    }
}
