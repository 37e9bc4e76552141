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

    /** Refills an empty Keep deck from its discard pile, shuffled (book: Keep Deck). */
    static void refill(KkState s, EventSink out) {
        if (s.deckSize > 0) {
            return;
        }
        for (int k = 0; k < s.c.cards; k++) {
            if (s.where[k] == KkState.DISCARD) {
                s.where[k] = KkState.DECK;
                s.deck[s.deckSize++] = k;
            }
        }
        if (s.deckSize == 0) {
            return;
        }
        s.rng.shuffle(s.deck, 0, s.deckSize);
        s.topKnown = false;
        s.peekMask = 0;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(-1, "The Keep deck ran out: its discard pile (" + s.deckSize
                    + " cards) is shuffled into a new deck", "Keep Deck"));
        }
    }

    /** Draws the top Keep card for seat {@code p}; a Monster is revealed and must be fought or fled. */
    static void draw(KkState s, int p, EventSink out) {
        refill(s, out);
        int card = s.top();
        s.peekMask = 0;
        if (s.c.isMonster(card)) {
            if (out.enabled()) {
                Monster m = s.c.monster(card);
                out.emit(new KkEvent.Seen(p, s.name(p) + " draws a Monster: " + m.name() + " ("
                        + "*".repeat(m.rarity()) + "). " + m.text(), "Monsters"));
            }
            begin(s, true, out);
            return;
        }
        s.deckSize--;
        s.toHand(card, p, false);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " draws an Artifact from the Keep", "Keep"));
            out.emit(new KkEvent.Secret(p, "You drew " + s.c.cardTitle(card) + ": " + s.c.artifact(card).text(),
                    "Keep"));
        }
        refill(s, out);
    }

    /**
     * Opens a fight with the Monster on top; {@code drawn} when it was just drawn (fleeing allowed),
     * otherwise it was known to the fighter, perhaps alone (a Torch): the fight shows it to everyone.
     */
    static void begin(KkState s, boolean drawn, EventSink out) {
        s.topKnown = true;
        s.phase = KkState.FIGHT;
        s.fightDrawn = drawn;
        s.fightBonus = 0;
        if (out.enabled() && !drawn) {
            out.emit(new KkEvent.Seen(s.current, s.name(s.current) + " takes on the " + s.c.monsterName(s.top())
                    + " known to be on top of the Keep (an action)", "Draw from the Keep Deck"));
        }
    }

    static void choices(KkState s, List<KkChoice> out) {
        int p = s.current;
        Monster m = s.c.monster(s.top());
        if (s.phase == KkState.AFTER_LOSS) {
            out.add(ChoiceTable.ACCEPT_DEFEAT);
            ArtifactRules.usable(s, p, Effect.REROLL, out);
            return;
        }
        out.add(ChoiceTable.ROLL);
        if (s.fightDrawn) {
            out.add(ChoiceTable.FLEE);
        }
        if (!m.noCards()) {
            ArtifactRules.usable(s, p, Effect.POTION, out);
            ArtifactRules.usable(s, p, Effect.SLAY, out);
            if (s.fightDrawn) {
                ArtifactRules.usable(s, p, Effect.SMOKE, out);
            }
        }
    }

    static void play(KkState s, KkChoice choice, EventSink out) {
        int p = s.current;
        switch (choice) {
            case KkChoice.RollBattle r -> battle(s, p, out);
            case KkChoice.Flee f -> flee(s, p, out);
            case KkChoice.AcceptDefeat a -> defeat(s, p, out);
            case KkChoice.Use u -> useInFight(s, p, u.card(), out);
            default -> throw new IllegalStateException("not a fight choice: " + choice);
        }
    }

    private static void useInFight(KkState s, int p, int card, EventSink out) {
        Effect effect = s.c.artifact(card).effect();
        int amount = s.c.artifact(card).amount();
        ArtifactRules.spend(s, p, card, out);
        switch (effect) {
            case POTION -> s.fightBonus += amount;
            case SLAY -> win(s, p, out);
            case SMOKE -> {
                s.phase = KkState.TURN;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(p, s.name(p) + " slips away; the " + s.c.monsterName(s.top())
                            + " stays on top of the Keep", "Monsters"));
                }
            }
            case REROLL -> battle(s, p, out);
            default -> throw new IllegalStateException(effect + " is not used in a fight");
        }
    }

    /** The battle bonus a seat brings against a Monster: its best weapon (if it counts) and potions. */
    static int bonus(KkState s, int p, Monster m) {
        int weapon = m.noWeapons() ? 0 : ArtifactRules.bestHeld(s, p, Effect.WEAPON);
        return weapon + s.fightBonus - m.penalty();
    }

    /** The same bonus at the roll, where the weapon counted is shown to the table. */
    private static int claimBonus(KkState s, int p, Monster m) {
        int weapon = m.noWeapons() ? 0 : ArtifactRules.claim(s, p, Effect.WEAPON);
        return weapon + s.fightBonus - m.penalty();
    }

    /** The battle die: a d10 numbered 0-9. */
    private static int zeroToNine(KkState s) {
        return s.rng.roll(10) - 1;
    }

    private static void battle(KkState s, int p, EventSink out) {
        Monster m = s.c.monster(s.top());
        int roll = zeroToNine(s);
        if (m.rollTwice()) {
            roll = Math.min(roll, zeroToNine(s));
        }
        int total = roll + claimBonus(s, p, m);
        boolean won = total >= m.rarity();
        if (out.enabled()) {
            out.emit(new KkEvent.Rolled(p, "d10 (0-9)", roll, s.name(p) + " rolls " + roll
                    + (m.rollTwice() ? " (the lower of two)" : "") + ", total " + total + " against the "
                    + m.name() + "'s " + m.rarity() + ": " + (won ? "won" : "lost"), "Monsters"));
        }
        if (won) {
            win(s, p, out);
        } else if (!m.noCards() && ArtifactRules.holdsUsable(s, p, Effect.REROLL)) {
            s.phase = KkState.AFTER_LOSS;
        } else {
            defeat(s, p, out);
        }
    }

    private static void win(KkState s, int p, EventSink out) {
        int card = s.top();
        Monster m = s.c.monster(card);
        s.deckSize--;
        s.topKnown = false;
        s.peekMask = 0;
        s.toHand(card, p, true);
        s.count(s.c.monsterItem(card), p);
        s.phase = KkState.TURN;
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
        refill(s, out);
    }

    /** A lost fight: the Monster stays on top, its loss effect strikes, and the turn ends. */
    private static void defeat(KkState s, int p, EventSink out) {
        Monster m = s.c.monster(s.top());
        s.topKnown = true;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " loses to the " + m.name()
                    + "; it stays on top of the Keep and the turn ends", "Monsters"));
        }
        if (m.onLoss() != null) {
            switch (m.onLoss()) {
                case LOSE_MONEY -> {
                    int paid = Math.min(m.lossAmount(), s.money[p]);
                    s.pay(p, paid);
                    say(s, p, s.name(p) + " loses $" + paid, out);
                }
                case LOSE_CARD -> ArtifactRules.discardRandom(s, p, out);
                case LOSE_MOVE -> {
                    s.lostMove[p] = true;
                    say(s, p, s.name(p) + " will have no free move next turn", out);
                }
                case LOSE_ACTION -> {
                    s.lostActions[p]++;
                    say(s, p, s.name(p) + " will have one action fewer next turn", out);
                }
                case TO_MARKET -> {
                    s.area[p] = s.c.start;
                    say(s, p, s.name(p) + " is thrown out to the " + s.c.areaName(s.c.start), out);
                }
            }
        }
        s.phase = KkState.TURN;
        TurnRules.endTurn(s, out);
    }

    private static void flee(KkState s, int p, EventSink out) {
        s.area[p] = s.c.start;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " flees from the " + s.c.monsterName(s.top())
                    + " back to the " + s.c.areaName(s.c.start) + "; it stays on top of the Keep and the turn ends", "Monsters"));
        }
        s.phase = KkState.TURN;
        TurnRules.endTurn(s, out);
    }

    private static void say(KkState s, int p, String text, EventSink out) {
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, text, "Monsters"));
        }
    }
}
