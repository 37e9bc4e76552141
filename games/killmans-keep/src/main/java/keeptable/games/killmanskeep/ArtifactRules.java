package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Artifact;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Counts;
import keeptable.games.killmanskeep.content.Effect;

/**
 * Using Artifacts (book: Artifacts, and "Use an Artifact" among the actions): which can be used
 * when, what each effect does, cards used up unless they say otherwise, and the answers to an
 * artifact used against a player on another player's turn.
 */
final class ArtifactRules {
    private ArtifactRules() {
    }

    /** The artifacts a seat may use as an action on its turn, with their targets. */
    static void actionChoices(KkPosition s, int p, List<KkChoice> out) {
        byte hand = (byte) (KkPosition.HAND + p);
        int size = s.handSize(p);
        for (int k = 0; k < s.content.artifactCards; k++) {
            if (s.where[k] != hand || !HeldArtifacts.spendable(s, size, k)) {
                continue;
            }
            Artifact a = s.content.artifact(k);
            switch (a.effect()) {
                case PEEK -> {
                    if (!s.keepDeck.isEmpty() && !s.topKnown && (s.peekMask & 1 << p) == 0) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case HASTE, APPRAISE, CASH -> out.add(s.table.use(k, -1));
                case MAP -> {
                    for (int area = 0; area < s.content.areas.size(); area++) {
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
                    if (!s.goalDeck.isEmpty() || s.goalDiscardSize() > 0) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case KEY -> {
                    if (!s.monsterKnownOnTop(p) && (!s.keepDeck.isEmpty() || s.keepDiscardSize() > 0)) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case BAIT -> {
                    if (s.monsterKnownOnTop(p)) {
                        out.add(s.table.use(k, -1));
                    }
                }
                case SIGNET -> {
                    if (s.area[p] == s.content.bank && s.money[p] >= a.amount() && s.bankDoubloons > 0) {
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
    private static boolean worthAiming(KkPosition s, Effect effect, int q) {
        return switch (effect) {
            case THEFT -> s.money[q] > 0;
            case ROT -> s.handSize(q) >= 2;
            default -> true;
        };
    }

    static void use(KkPosition s, int p, int card, int target, EventSink out) {
        Artifact a = s.content.artifact(card);
        s.actions--;
        switch (a.effect()) {
            case THEFT, HEX, ROT -> {
                HeldArtifacts.spend(s, p, card, out);
                s.phase = KkPosition.REACT;
                s.hostileUser = p;
                s.hostileTarget = target;
                s.hostileCard = card;
                return;
            }
            case APPRAISE -> {
                int price = Content.baseValue(a.rarity()) + a.amount();
                s.count(s.content.artifactItem(card), p);
                s.earn(p, price);
                s.leaveHand(card, KkPosition.DISCARD);
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " has " + a.name() + " appraised and sells it to a"
                            + " collector for $" + price, "Artifacts"));
                }
                return;
            }
            case SHOVEL -> {
                int dug = randomDiscard(s);
                HeldArtifacts.spend(s, p, card, out);
                s.toHand(dug, p, true);
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " digs " + s.content.cardTitle(dug)
                            + " out of the " + s.keepName() + " discard pile", "Artifacts"));
                }
                return;
            }
            default -> HeldArtifacts.spend(s, p, card, out);
        }
        switch (a.effect()) {
            case PEEK -> {
                s.peekMask |= 1 << p;
                if (out.enabled()) {
                    out.emit(new KkEvent.Secret(p, "The top card of the " + s.keepName() + " is " + topWords(s), "Artifacts"));
                }
            }
            case HASTE -> s.actions += a.amount();
            case MAP -> {
                s.area[p] = target;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " goes to the " + s.content.areaName(target), "Artifacts"));
                }
            }
            case CASH -> s.earn(p, a.amount());
            case CHARTER -> GoalDeck.take(s, p, out);
            case KEY -> KeepDeck.draw(s, p, out);
            case BAIT -> {
                int top = s.top();
                s.keepDeck.topToBottom();
                s.topKnown = false;
                s.peekMask = 0;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, "The " + s.content.monsterName(top) + " follows the bait to the bottom"
                            + " of the " + s.keepName() + " deck", "Artifacts"));
                }
            }
            case SIGNET -> {
                s.pay(p, a.amount());
                Doubloons.gain(s, p, 1, "Artifacts", out);
            }
            default -> throw new IllegalStateException(a.effect() + " is not an action");
        }
    }

    private static String topWords(KkPosition s) {
        int top = s.top();
        return s.content.isMonster(top) ? "a Monster: " + s.content.monsterName(top) : s.content.cardTitle(top);
    }

    /** A card of the Keep discard pile picked at random (in card order), taken out of it. */
    private static int randomDiscard(KkPosition s) {
        int dug = s.keepDeck.discarded(s.rng.nextInt(s.keepDiscardSize()));
        s.keepDeck.takeFromDiscards(dug);
        return dug;
    }

    /** The target of a hostile artifact answers: let it happen, or a WARD or MIRROR of theirs. */
    static void reactions(KkPosition s, List<KkChoice> out) {
        out.add(ChoiceTable.ENDURE);
        HeldArtifacts.usable(s, s.hostileTarget, Effect.WARD, out);
        HeldArtifacts.usable(s, s.hostileTarget, Effect.MIRROR, out);
    }

    static void answer(KkPosition s, KkChoice choice, EventSink out) {
        int user = s.hostileUser;
        int target = s.hostileTarget;
        s.phase = KkPosition.TURN;
        if (choice instanceof KkChoice.Use u) {
            Effect answer = s.content.artifact(u.card()).effect();
            HeldArtifacts.spend(s, target, u.card(), out);
            if (answer == Effect.WARD) {
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(target, s.name(target) + " wards off the " + s.content.cardName(s.hostileCard),
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
    private static void strike(KkPosition s, int victim, int other, EventSink out) {
        Artifact a = s.content.artifact(s.hostileCard);
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
                    out.emit(new KkEvent.Seen(victim, s.name(victim) + " loses " + Counts.of(a.amount(), "action")
                            + " on their next turn", "Artifacts"));
                }
            }
            case ROT -> HeldArtifacts.discardRandom(s, victim, out);
            default -> throw new IllegalStateException(a.effect() + " is not hostile");
        }
    }
}
