package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Effect;
import keeptable.games.killmanskeep.content.Monster;

/**
 * The Keep deck and its Monsters (book: Keep Deck, Monsters, and the Keep draw action): drawing,
 * fighting with the 0-9 battle die, fleeing, corpses, the Monster left on top, and reshuffles.
 */
final class FightRules {
    private FightRules() {
    }

    static void choices(KkPosition s, List<KkChoice> out) {
        int p = s.current;
        Monster m = s.content.monster(s.top());
        if (s.phase == KkPosition.AFTER_LOSS) {
            out.add(ChoiceTable.ACCEPT_DEFEAT);
            HeldArtifacts.usable(s, p, Effect.REROLL, out);
            return;
        }
        out.add(ChoiceTable.ROLL);
        if (s.fightDrawn) {
            out.add(ChoiceTable.FLEE);
        }
        if (!m.noCards()) {
            HeldArtifacts.usable(s, p, Effect.POTION, out);
            HeldArtifacts.usable(s, p, Effect.SLAY, out);
            if (s.fightDrawn) {
                HeldArtifacts.usable(s, p, Effect.SMOKE, out);
            }
        }
    }

    static void play(KkPosition s, KkChoice choice, EventSink out) {
        int p = s.current;
        switch (choice) {
            case KkChoice.RollBattle r -> battle(s, p, out);
            case KkChoice.Flee f -> flee(s, p, out);
            case KkChoice.AcceptDefeat a -> defeat(s, p, out);
            case KkChoice.Use u -> useInFight(s, p, u.card(), out);
            default -> throw new IllegalStateException("not a fight choice: " + choice);
        }
    }

    private static void useInFight(KkPosition s, int p, int card, EventSink out) {
        Effect effect = s.content.artifact(card).effect();
        int amount = s.content.artifact(card).amount();
        HeldArtifacts.spend(s, p, card, out);
        switch (effect) {
            case POTION -> s.fightBonus += amount;
            case SLAY -> win(s, p, out);
            case SMOKE -> {
                s.phase = KkPosition.TURN;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " slips away; the " + s.content.monsterName(s.top())
                            + " stays on top of the " + s.keepName(), "Monsters"));
                }
            }
            case REROLL -> battle(s, p, out);
            default -> throw new IllegalStateException(effect + " is not used in a fight");
        }
    }

    /** The battle bonus a seat brings against a Monster: its best weapon (if it counts) and potions. */
    static int bonus(KkPosition s, int p, Monster m) {
        int weapon = m.noWeapons() ? 0 : HeldArtifacts.bestHeld(s, p, Effect.WEAPON);
        return weapon + s.fightBonus - m.penalty();
    }

    /** The same bonus at the roll, where the weapon counted is shown to the table. */
    private static int claimBonus(KkPosition s, int p, Monster m) {
        int weapon = m.noWeapons() ? 0 : HeldArtifacts.claim(s, p, Effect.WEAPON);
        return weapon + s.fightBonus - m.penalty();
    }

    /** The battle die: a d10 numbered 0-9. */
    private static int zeroToNine(KkPosition s) {
        return s.rng.roll(10) - 1;
    }

    private static void battle(KkPosition s, int p, EventSink out) {
        Monster m = s.content.monster(s.top());
        int roll = zeroToNine(s);
        if (m.rollTwice()) {
            roll = Math.min(roll, zeroToNine(s));
        }
        int total = roll + claimBonus(s, p, m);
        boolean won = total >= m.rarity();
        if (out.enabled()) {
            out.emit(new KkEvent.Rolled(p, "d10 (0-9)", roll, s.name(p) + " rolls " + roll
                    + (m.rollTwice() ? " (the lower of two)" : "") + ", total " + total + " against the "
                    + m.name() + "'s " + m.rarity() + (m.rarity() == 1 ? " star: " : " stars: ") + (won ? "won" : "lost"), "Monsters"));
        }
        if (won) {
            win(s, p, out);
        } else if (!m.noCards() && HeldArtifacts.holdsUsable(s, p, Effect.REROLL)) {
            s.phase = KkPosition.AFTER_LOSS;
        } else {
            defeat(s, p, out);
        }
    }

    private static void win(KkPosition s, int p, EventSink out) {
        int card = s.keepDeck.draw();
        Monster m = s.content.monster(card);
        s.topKnown = false;
        s.peekMask = 0;
        s.toHand(card, p, true);
        s.count(s.content.monsterItem(card), p);
        s.phase = KkPosition.TURN;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " defeats the " + m.name() + " and takes its corpse",
                    "Monsters"));
        }
        if (m.onWin() == Monster.Win.GAIN_MONEY) {
            s.earn(p, m.winAmount());
            if (out.enabled()) {
                out.emit(new KkEvent.Seen(p, s.name(p) + " finds $" + m.winAmount() + " in its hoard", "Monsters"));
            }
        }
        KeepDeck.refill(s, out);
    }

    /** A lost fight: the Monster stays on top, its loss effect strikes, and the turn ends. */
    private static void defeat(KkPosition s, int p, EventSink out) {
        Monster m = s.content.monster(s.top());
        s.topKnown = true;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " loses to the " + m.name()
                    + "; it stays on top of the " + s.keepName() + " and the turn ends", "Monsters"));
        }
        if (m.onLoss() != null) {
            switch (m.onLoss()) {
                case LOSE_MONEY -> {
                    int paid = Math.min(m.lossAmount(), s.money[p]);
                    s.pay(p, paid);
                    if (out.enabled()) {
                        say(s, p, s.name(p) + " loses $" + paid, out);
                    }
                }
                case LOSE_CARD -> HeldArtifacts.discardRandom(s, p, out);
                case LOSE_MOVE -> {
                    s.lostMove[p] = true;
                    if (out.enabled()) {
                        say(s, p, s.name(p) + " will have no free move next turn", out);
                    }
                }
                case LOSE_ACTION -> {
                    s.lostActions[p]++;
                    if (out.enabled()) {
                        say(s, p, s.name(p) + " will have one action fewer next turn", out);
                    }
                }
                case TO_MARKET -> {
                    s.area[p] = s.content.start;
                    if (out.enabled()) {
                        say(s, p, s.name(p) + " is thrown out to the " + s.content.areaName(s.content.start), out);
                    }
                }
            }
        }
        s.phase = KkPosition.TURN;
        TurnOrder.endTurn(s, out);
    }

    private static void flee(KkPosition s, int p, EventSink out) {
        s.area[p] = s.content.start;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " flees from the " + s.content.monsterName(s.top())
                    + " back to the " + s.content.areaName(s.content.start) + "; it stays on top of the "
                    + s.keepName() + " and the turn ends", "Monsters"));
        }
        s.phase = KkPosition.TURN;
        TurnOrder.endTurn(s, out);
    }

    /** A fight's consequence, told to everyone; callers build the words only when events are listened to. */
    private static void say(KkPosition s, int p, String text, EventSink out) {
        out.emit(new KkEvent.Seen(p, text, "Monsters"));
    }
}
