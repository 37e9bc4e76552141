package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import keeptable.engine.View;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Counts;
import keeptable.games.killmanskeep.content.Goal;

/**
 * What one seat sees of Killman's Keep: the board, everyone's money, Doubloons, areas and shown
 * cards, its own hand and Goals, the Market and both discard piles; never another hand's hidden
 * cards, another's Goals, or the Keep deck's order (only a top card it knows). A spectator's view
 * ({@link View#SPECTATOR}) is what every seat sees alike: no hand, no Goals, and a top card only when it
 * is a Monster everyone saw.
 *
 * <p>{@code current} is whose turn it is, or -1 while the players still choose their first Display
 * cards (no turn has begun); {@code toMove} is who decides now, which differs from {@code current}
 * when a player answers a trade or an attack, or picks a new Display card, during another's turn. Once the game is
 * over, {@code result} names who won and {@code finish} gives each player's place and figures ({@link FinalStanding});
 * null and empty before.
 */
public record KkView(int seat, int round, int roundLimit, int toMove, String prompt, int current, int actions,
                     int freeMoves, List<PlayerView> players, List<CardView> hand, List<GoalView> goals,
                     List<CardView> market, int keepDeck, String keepTop, List<CardView> keepDiscard, int goalDeck,
                     List<String> goalDiscard, int bankDoubloons, String fight, OfferView offer, String attack,
                     AreaNames areas, String result, List<String> finish)
        implements View {

    /** The four areas' names, from the game's content, for the board drawn in {@link #text}. */
    public record AreaNames(String market, String bank, String guild, String keep) {
        static AreaNames of(Content c) {
            return new AreaNames(c.areaName(c.market), c.areaName(c.bank), c.areaName(c.guild), c.areaName(c.keep));
        }
    }

    /** A card as a player sees it. */
    public record CardView(int card, String name, String kind, int stars, String ability) {
    }

    public record GoalView(int goal, String name, String text, boolean ready) {
    }

    /** What everyone knows of a player. */
    public record PlayerView(int seat, String name, String area, int money, int doubloons, int cards, int goals,
                             CardView display, List<CardView> shownCards, int actionsLost, boolean moveLost) {
    }

    /** A trade on the table: what the current player gives and asks, and whether it was sent. */
    public record OfferView(int from, int to, List<CardView> give, int giveMoney, List<CardView> ask, int askMoney,
                            boolean sent) {
    }

    /** What {@code seat} sees, or a spectator ({@link View#SPECTATOR}): no hand, no Goals, no top card peeked at. */
    static KkView of(KkPosition s, int seat) {
        Content c = s.content;
        boolean seated = seat != View.SPECTATOR;
        List<PlayerView> players = new ArrayList<>();
        for (int p = 0; p < s.n; p++) {
            List<CardView> open = new ArrayList<>();
            int cards = 0;
            for (int k = 0; k < c.cards; k++) {
                if (s.inHand(k, p)) {
                    cards++;
                    if (s.shown[k]) {
                        open.add(card(c, k));
                    }
                }
            }
            int goals = 0;
            for (byte w : s.goalWhere) {
                if (w == KkPosition.GOAL_HELD + p) {
                    goals++;
                }
            }
            players.add(new PlayerView(p, s.name(p), c.areaName(s.area[p]), s.money[p], s.doubloons[p], cards, goals,
                    s.display[p] < 0 ? null : card(c, s.display[p]), open, s.lostActions[p], s.lostMove[p]));
        }
        List<CardView> hand = new ArrayList<>();
        List<CardView> market = new ArrayList<>();
        List<CardView> discard = new ArrayList<>();
        for (int k = 0; k < c.cards; k++) {
            if (seated && s.inHand(k, seat)) {
                hand.add(card(c, k));
            } else if (s.where[k] == KkPosition.MARKET) {
                market.add(card(c, k));
            } else if (s.where[k] == KkPosition.DISCARD) {
                discard.add(card(c, k));
            }
        }
        List<GoalView> goals = new ArrayList<>();
        List<String> goalDiscard = new ArrayList<>();
        for (int g = 0; g < s.goalWhere.length; g++) {
            Goal goal = c.goals.get(g);
            if (seated && s.goalWhere[g] == KkPosition.GOAL_HELD + seat) {
                goals.add(new GoalView(g, goal.name(), goal.text(), GoalRules.ready(s, seat, g)));
            } else if (s.goalWhere[g] == KkPosition.GOAL_DISCARD) {
                goalDiscard.add(goal.name());
            }
        }
        String top = null;
        if (!s.keepDeck.isEmpty() && (s.topKnown || seated && (s.peekMask & 1 << seat) != 0)) {
            int k = s.top();
            top = c.isMonster(k) ? "Monster: " + c.monster(k).name() + " (" + "*".repeat(c.rarity(k)) + ") - "
                    + c.monster(k).text() : c.cardTitle(k) + " - " + c.artifact(k).text();
        }
        String fight = null;
        if (s.phase == KkPosition.FIGHT || s.phase == KkPosition.AFTER_LOSS) {
            int k = s.top();
            fight = s.name(s.current) + " fights the " + c.monster(k).name() + ": wins with a total of "
                    + c.rarity(k) + " or more (a ten-sided die, 0 to 9" + (seat == s.current
                    ? ", plus " + signed(FightRules.bonus(s, s.current, c.monster(k))) + " from your weapon and potions)"
                    : ", plus their weapon and potions)");
        }
        OfferView offer = null;
        if (s.phase == KkPosition.TRADE_BUILD || s.phase == KkPosition.TRADE_ANSWER) {
            offer = new OfferView(s.current, s.partner, marked(c, s.giveLow, s.giveHigh), s.giveMoney,
                    marked(c, s.askLow, s.askHigh), s.askMoney, s.phase == KkPosition.TRADE_ANSWER);
        }
        String attack = s.phase == KkPosition.REACT ? s.name(s.hostileUser) + " used " + c.cardName(s.hostileCard)
                + " on " + s.name(s.hostileTarget) : null;
        int toMove = s.toMove();
        return new KkView(seat, s.round + 1, s.roundLimit, toMove, s.isOver() ? s.outcome.reason()
                : s.decision().prompt(), s.phase == KkPosition.SETUP_DISPLAY ? -1 : s.current, s.actions, s.freeMoves, players, hand, goals, market,
                s.keepDeck.size(), top, discard, s.goalDeck.size(), goalDiscard, s.bankDoubloons, fight, offer, attack,
                AreaNames.of(c), FinalStanding.headline(s), FinalStanding.lines(s));
    }

    private static String signed(int v) {
        return v >= 0 ? "+" + v : String.valueOf(v);
    }

    private static List<CardView> marked(Content c, long lo, long hi) {
        List<CardView> out = new ArrayList<>();
        for (int k = 0; k < c.cards; k++) {
            if (KkPosition.has(lo, hi, k)) {
                out.add(card(c, k));
            }
        }
        return out;
    }

    static CardView card(Content c, int k) {
        if (c.isMonster(k)) {
            return new CardView(k, c.cardName(k), "Monster corpse", c.rarity(k), "sells at the Market");
        }
        var a = c.artifact(k);
        return new CardView(k, a.name(), a.category().title(), a.rarity(), a.text());
    }

    /** The view drawn as text for a terminal. */
    @Override
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append("=== Killman's Keep - round ").append(Math.min(round(), roundLimit())).append(" of at most ")
                .append(roundLimit()).append(" ===\n");
        if (result() != null) {
            b.append("GAME OVER: ").append(result()).append('\n');
            finish().forEach(line -> b.append("  ").append(line).append('\n'));
            b.append('\n');
        }
        AreaNames a = areas();
        int left = Math.max(a.market().length(), a.keep().length());
        int right = Math.max(a.bank().length(), a.guild().length());
        int notes = left + right + 15;
        boardRow(b, a.market(), a.bank(), left, notes).append(a.bank()).append(": ").append(bankDoubloons())
                .append(" Doubloons left\n");
        int start = b.length();
        b.append(" ".repeat(2 + left / 2 - 1)).append('|');
        b.append(" ".repeat(left + 8 + right / 2 - 1 - (b.length() - start))).append('|');
        b.append(" ".repeat(notes - (b.length() - start))).append(a.keep()).append(" deck: ").append(keepDeck())
                .append(" cards");
        if (keepTop() != null) {
            b.append(", top: ").append(keepTop());
        }
        b.append('\n');
        boardRow(b, a.keep(), a.guild(), left, notes).append("Goal deck: ").append(goalDeck()).append(" cards\n\n");
        for (PlayerView p : players()) {
            b.append(p.seat() == current() ? "> " : "  ").append(p.name()).append(p.seat() == seat() ? " (you)" : "")
                    .append(p.seat() == current() ? " (turn)" : "")
                    .append(p.seat() == toMove() && p.seat() != current() ? " (to choose)" : "")
                    .append(": ").append(p.area()).append(", $").append(p.money()).append(", ").append(p.doubloons())
                    .append(" Doubloons, ").append(Counts.of(p.cards(), "card")).append(", ").append(Counts.of(p.goals(), "goal"));
            if (p.display() != null) {
                b.append(", showing ").append(title(p.display()));
            }
            if (p.actionsLost() > 0) {
                b.append(", loses ").append(Counts.of(p.actionsLost(), "action")).append(" next turn");
            }
            if (p.moveLost()) {
                b.append(", no free move next turn");
            }
            if (p.shownCards().size() > 1 && p.seat() != seat()) {
                b.append("\n      known cards: ").append(titles(p.shownCards()));
            }
            b.append('\n');
        }
        b.append('\n').append(a.market()).append(market().isEmpty() ? ": empty" : ":").append('\n');
        for (CardView c : market()) {
            b.append("  ").append(title(c)).append(" [").append(c.kind()).append("] ").append(c.ability()).append('\n');
        }
        b.append(a.keep()).append(" discard: ").append(keepDiscard().isEmpty() ? "empty" : titles(keepDiscard())).append('\n');
        if (!goalDiscard().isEmpty()) {
            b.append("Goal discard: ").append(String.join(", ", goalDiscard())).append('\n');
        }
        b.append("\nYour hand:\n");
        for (CardView c : hand()) {
            b.append("  ").append(title(c)).append(" [").append(c.kind()).append("] ").append(c.ability()).append('\n');
        }
        if (!goals().isEmpty()) {
            b.append("Your goals:\n");
            for (GoalView g : goals()) {
                b.append("  ").append(g.name()).append(": ").append(g.text()).append(g.ready() ? "  (READY)" : "")
                        .append('\n');
            }
        }
        if (fight() != null) {
            b.append("\nFIGHT: ").append(fight()).append('\n');
        }
        if (attack() != null) {
            b.append("\n").append(attack()).append('\n');
        }
        if (offer() != null) {
            OfferView o = offer();
            b.append("\nTrade ").append(o.sent() ? "offered" : "being put together").append(": ")
                    .append(side(o.give(), o.giveMoney())).append(" for ").append(side(o.ask(), o.askMoney()))
                    .append('\n');
        }
        return b.toString();
    }

    /**
     * One row of the board, two areas joined by a line: the left name centred in {@code width}, the right
     * one after the line, then spaces up to column {@code notes}.
     */
    private static StringBuilder boardRow(StringBuilder b, String west, String east, int width, int notes) {
        int start = b.length();
        b.append(" ".repeat(2 + (width - west.length()) / 2)).append(west.toUpperCase(Locale.ROOT)).append(' ');
        b.append("-".repeat(Math.max(1, width + 7 - (b.length() - start)))).append(' ')
                .append(east.toUpperCase(Locale.ROOT));
        return b.append(" ".repeat(Math.max(1, notes - (b.length() - start))));
    }

    private static String side(List<CardView> cards, int money) {
        String s = titles(cards);
        if (money > 0) {
            s = s.isEmpty() ? "$" + money : s + " and $" + money;
        }
        return s.isEmpty() ? "nothing" : s;
    }

    private static String title(CardView c) {
        return c.name() + " (" + "*".repeat(c.stars()) + ", $" + Content.baseValue(c.stars()) + ")";
    }

    private static String titles(List<CardView> cards) {
        return String.join(", ", cards.stream().map(KkView::title).toList());
    }
}
