package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Artifact;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Effect;

/**
 * Using Artifacts (book: Artifacts, and "Use an Artifact" among the actions): which can be used
 * when, what each effect does, cards used up unless they say otherwise, and the answers to an
 * artifact used against a player on another player's turn.
 */
final class ArtifactRules {
    private ArtifactRules() {
    }

    /** Whether a card may be used from a hand of this size: reusable ones always; others never as the last card. */
    private static boolean spendable(KkState s, int handSize, int card) {
        return handSize >= 2 || s.c.artifact(card).reusable();
    }

    /** The largest amount among the artifacts of this effect a seat holds (0 for none). */
    static int bestHeld(KkState s, int p, Effect effect) {
        int card = bestHeldCard(s, p, effect);
        return card < 0 ? 0 : s.c.artifact(card).amount();
    }

    /** The held artifact of this effect with the largest amount, or -1. */
    static int bestHeldCard(KkState s, int p, Effect effect) {
        int best = -1;
        byte hand = (byte) (KkState.HAND + p);
        for (int k : s.c.cardsWith(effect)) {
            if (s.where[k] == hand && (best < 0 || s.c.artifact(k).amount() > s.c.artifact(best).amount())) {
                best = k;
            }
        }
        return best;
    }

    /**
     * Claims the bonus of the best held artifact of this effect: the card is shown to the table, as
     * a player shows a weapon to count it. Returns the bonus.
     */
    static int claim(KkState s, int p, Effect effect) {
        int card = bestHeldCard(s, p, effect);
        if (card < 0) {
            return 0;
        }
        s.shown[card] = true;
        return s.c.artifact(card).amount();
    }

    static boolean holdsUsable(KkState s, int p, Effect effect) {
        byte hand = (byte) (KkState.HAND + p);
        int size = s.handSize(p);
        for (int k : s.c.cardsWith(effect)) {
            if (s.where[k] == hand && spendable(s, size, k)) {
                return true;
            }
        }
        return false;
    }

    /** Adds a target-less Use for each usable card of this effect the seat holds. */
    static void usable(KkState s, int p, Effect effect, List<KkChoice> out) {
        byte hand = (byte) (KkState.HAND + p);
        int size = s.handSize(p);
        for (int k : s.c.cardsWith(effect)) {
            if (s.where[k] == hand && spendable(s, size, k)) {
                out.add(s.table.use(k, -1));
            }
        }
    }

    /** The artifacts a seat may use as an action on its turn, with their targets. */
    static void actionChoices(KkState s, int p, List<KkChoice> out) {
        byte hand = (byte) (KkState.HAND + p);
        int size = s.handSize(p);
        for (int k = 0; k < s.c.artifactCards; k++) {
            if (s.where[k] != hand || !spendable(s, size, k)) {
                continue;
            }
            Artifact a = s.c.artifact(k);
            switch (a.effect()) {
                case PEEK -> {
                    if (s.deckSize > 0 && !s.topKnown && (s.peekMask & 1 << p) == 0) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case HASTE, APPRAISE, CASH -> out.add(s.table.use(k, -1));
                case MAP -> {
                    for (int area = 0; area < s.c.areas.size(); area++) {
                        if (area != s.area[p]) {
                            out.add(s.table.use(k, area));
                        }
                    }
                }
                case THEFT, HEX, ROT -> {
                    for (int q = 0; q < s.n; q++) {
                        if (q != p && worthAiming(s, a.effect(), q)) {
                            out.add(s.table.use(k, q));
                        }
                    }
                }
                case CHARTER -> {
                    if (s.goalDeckSize > 0 || s.goalDiscardSize() > 0) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case KEY -> {
                    if (!s.monsterKnownOnTop(p) && (s.deckSize > 0 || s.keepDiscardSize() > 0)) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case BAIT -> {
                    if (s.monsterKnownOnTop(p)) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case SIGNET -> {
                    if (s.area[p] == s.c.bank && s.money[p] >= a.amount() && s.bankDoubloons > 0) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case SHOVEL -> {
                    if (s.keepDiscardSize() > 0) {
                        out.add(s.table.use(k, -1));
                    }
                }
                default -> {
                    // held, fight, after-loss and reaction effects are not actions
                }
            }
        }
    }

    /** A hostile artifact is offered only against a player it can hurt. */
    private static boolean worthAiming(KkState s, Effect effect, int q) {
        return switch (effect) {
            case THEFT -> s.money[q] > 0;
            case ROT -> s.handSize(q) >= 2;
            default -> true;
        };
    }

    /** The card leaves play unless it says it is not used up; every use is counted for the figures. */
    static void spend(KkState s, int p, int card, EventSink out) {
        Artifact a = s.c.artifact(card);
        s.count(s.c.artifactItem(card), p);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " uses " + a.name() + ": " + a.text(), "Artifacts"));
        }
        if (!a.reusable()) {
            s.leaveHand(card, KkState.DISCARD);
        }
    }

    static void use(KkState s, int p, int card, int target, EventSink out) {
        Artifact a = s.c.artifact(card);
        s.actions--;
        switch (a.effect()) {
            case THEFT, HEX, ROT -> {
                spend(s, p, card, out);
                s.phase = KkState.REACT;
                s.hostileUser = p;
                s.hostileTarget = target;
                s.hostileCard = card;
                return;
            }
            case APPRAISE -> {
                int price = Content.baseValue(a.rarity()) + a.amount();
                s.count(s.c.artifactItem(card), p);
                s.earn(p, price);
                s.leaveHand(card, KkState.DISCARD);
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " has " + a.name() + " appraised and sells it to a"
                            + " collector for $" + price, "Artifacts"));
                }
                return;
            }
            case SHOVEL -> {
                int dug = randomDiscard(s);
                spend(s, p, card, out);
                s.toHand(dug, p, true);
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " digs " + s.c.cardTitle(dug)
                            + " out of the Keep discard pile", "Artifacts"));
                }
                return;
            }
            default -> spend(s, p, card, out);
        }
        switch (a.effect()) {
            case PEEK -> {
                s.peekMask |= 1 << p;
                if (out.enabled()) {
                    out.emit(new KkEvent.Secret(p, "The top card of the Keep is " + topWords(s), "Artifacts"));
                }
            }
            case HASTE -> s.actions += a.amount();
            case MAP -> {
                s.area[p] = target;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " goes to the " + s.c.areaName(target), "Artifacts"));
                }
            }
            case CASH -> s.earn(p, a.amount());
            case CHARTER -> GoalRules.take(s, p, out);
            case KEY -> FightRules.draw(s, p, out);
            case BAIT -> {
                int top = s.top();
                System.arraycopy(s.deck, 0, s.deck, 1, s.deckSize - 1);
                s.deck[0] = top;
                s.topKnown = false;
                s.peekMask = 0;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, "The " + s.c.monsterName(top) + " follows the bait to the bottom"
                            + " of the Keep deck", "Artifacts"));
                }
            }
            case SIGNET -> {
                s.pay(p, a.amount());
                TurnRules.gainDoubloons(s, p, 1, "Artifacts", out);
            }
            default -> throw new IllegalStateException(a.effect() + " is not an action");
        }
    }

    private static String topWords(KkState s) {
        int top = s.top();
        return s.c.isMonster(top) ? "a Monster: " + s.c.monsterName(top) : s.c.cardTitle(top);
    }

    private static int randomDiscard(KkState s) {
        int size = s.keepDiscardSize();
        int pick = s.rng.nextInt(size);
        for (int k = 0; k < s.c.cards; k++) {
            if (s.where[k] == KkState.DISCARD && pick-- == 0) {
                return k;
            }
        }
        throw new IllegalStateException("the discard pile is empty");
    }

    /** A random card of the seat's hand goes to the Keep discard pile, unless it is the last one. */
    static void discardRandom(KkState s, int p, EventSink out) {
        int size = s.handSize(p);
        if (size < 2) {
            if (out.enabled()) {
                out.emit(new KkEvent.Seen(p, s.name(p) + " keeps a last card, as a Display card must stay",
                        "Display Card"));
            }
            return;
        }
        int pick = s.rng.nextInt(size);
        byte hand = (byte) (KkState.HAND + p);
        for (int k = 0; k < s.c.cards; k++) {
            if (s.where[k] == hand && pick-- == 0) {
                s.leaveHand(k, KkState.DISCARD);
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " loses " + s.c.cardTitle(k)
                            + " to the Keep discard pile", "Artifacts"));
                }
                return;
            }
        }
    }

    /** The target of a hostile artifact answers: let it happen, or a WARD or MIRROR of theirs. */
    static void reactions(KkState s, List<KkChoice> out) {
        out.add(ChoiceTable.ENDURE);
        usable(s, s.hostileTarget, Effect.WARD, out);
        usable(s, s.hostileTarget, Effect.MIRROR, out);
    }

    static void answer(KkState s, KkChoice choice, EventSink out) {
        int user = s.hostileUser;
        int target = s.hostileTarget;
        s.phase = KkState.TURN;
        if (choice instanceof KkChoice.Use u) {
            Effect answer = s.c.artifact(u.card()).effect();
            spend(s, target, u.card(), out);
            if (answer == Effect.WARD) {
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(target, s.name(target) + " wards off the " + s.c.cardName(s.hostileCard),
                            "Artifacts"));
                }
                return;
            }
            strike(s, user, target, out);
            return;
        }
        strike(s, target, user, out);
    }

    /** The hostile artifact's effect falls on {@code victim}, to the good of {@code other}. */
    private static void strike(KkState s, int victim, int other, EventSink out) {
        Artifact a = s.c.artifact(s.hostileCard);
        switch (a.effect()) {
            case THEFT -> {
                int taken = Math.min(a.amount(), s.money[victim]);
                s.money[victim] -= taken;
                s.money[other] += taken;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(victim, s.name(other) + " takes $" + taken + " from " + s.name(victim),
                            "Artifacts"));
                }
            }
            case HEX -> {
                s.lostActions[victim] += a.amount();
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(victim, s.name(victim) + " will have " + a.amount()
                            + " action(s) fewer next turn", "Artifacts"));
                }
            }
            case ROT -> discardRandom(s, victim, out);
            default -> throw new IllegalStateException(a.effect() + " is not hostile");
        }
    }
}
