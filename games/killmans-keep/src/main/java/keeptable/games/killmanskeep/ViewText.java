package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.games.killmanskeep.content.Content;

/** Draws a {@link KkView} as text for a terminal. */
final class ViewText {
    private ViewText() {
    }

    static String render(KkView v) {
        StringBuilder b = new StringBuilder();
        b.append("=== Killman's Keep - round ").append(v.round()).append(" of at most ").append(v.roundLimit())
                .append(" ===\n");
        b.append("  MARKET ---- BANK        Bank: ").append(v.bankDoubloons()).append(" Doubloons left\n");
        b.append("    |          |          Keep deck: ").append(v.keepDeck()).append(" cards");
        if (v.keepTop() != null) {
            b.append(", top: ").append(v.keepTop());
        }
        b.append('\n');
        b.append("   KEEP ----- GUILD       Goal deck: ").append(v.goalDeck()).append(" cards\n\n");
        for (KkView.PlayerView p : v.players()) {
            b.append(p.seat() == v.current() ? "> " : "  ").append(p.name()).append(p.seat() == v.seat() ? " (you)" : "")
                    .append(": ").append(p.area()).append(", $").append(p.money()).append(", ").append(p.doubloons())
                    .append(" Doubloons, ").append(p.cards()).append(" cards, ").append(p.goals()).append(" goals");
            if (p.display() != null) {
                b.append(", showing ").append(title(p.display()));
            }
            if (p.actionsLost() > 0) {
                b.append(", -").append(p.actionsLost()).append(" action next turn");
            }
            if (p.moveLost()) {
                b.append(", no free move next turn");
            }
            if (p.shownCards().size() > 1 && p.seat() != v.seat()) {
                b.append("\n      known cards: ").append(titles(p.shownCards()));
            }
            b.append('\n');
        }
        b.append("\nMarket: ").append(v.market().isEmpty() ? "empty" : titles(v.market())).append('\n');
        b.append("Keep discard: ").append(v.keepDiscard().isEmpty() ? "empty" : titles(v.keepDiscard())).append('\n');
        if (!v.goalDiscard().isEmpty()) {
            b.append("Goal discard: ").append(String.join(", ", v.goalDiscard())).append('\n');
        }
        b.append("\nYour hand:\n");
        for (KkView.CardView c : v.hand()) {
            b.append("  ").append(title(c)).append(" [").append(c.kind()).append("] ").append(c.ability()).append('\n');
        }
        if (!v.goals().isEmpty()) {
            b.append("Your goals:\n");
            for (KkView.GoalView g : v.goals()) {
                b.append("  ").append(g.name()).append(": ").append(g.text()).append(g.ready() ? "  (READY)" : "")
                        .append('\n');
            }
        }
        if (v.fight() != null) {
            b.append("\nFIGHT: ").append(v.fight()).append('\n');
        }
        if (v.attack() != null) {
            b.append("\n").append(v.attack()).append('\n');
        }
        if (v.offer() != null) {
            KkView.OfferView o = v.offer();
            b.append("\nTrade ").append(o.sent() ? "offered" : "being put together").append(": ")
                    .append(side(o.give(), o.giveMoney())).append(" for ").append(side(o.ask(), o.askMoney()))
                    .append('\n');
        }
        return b.toString();
    }

    private static String side(List<KkView.CardView> cards, int money) {
        String s = titles(cards);
        if (money > 0) {
            s = s.isEmpty() ? "$" + money : s + " and $" + money;
        }
        return s.isEmpty() ? "nothing" : s;
    }

    private static String title(KkView.CardView c) {
        return c.name() + " (" + "*".repeat(c.stars()) + ", $" + Content.baseValue(c.stars()) + ")";
    }

    private static String titles(List<KkView.CardView> cards) {
        return String.join(", ", cards.stream().map(ViewText::title).toList());
    }
}
