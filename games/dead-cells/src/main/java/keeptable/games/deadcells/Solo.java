package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Words;
import keeptable.engine.cards.IntDeck;

/**
 * The solo mode: the Beheaded (figure 0) with Serenade (figure 1). Serenade flips the top card of its own deck
 * each Combat (its board's actions once the deck is spent, until the Interbiome), adds a power chosen by the
 * symbol on top of the Beheaded's discard pile, collects Scrolls on its single track, transforms from its POWER
 * side to its MELEE side, and takes back nothing: the First Player token returns to the Beheaded before a Check.
 */
final class Solo {
    static final int SER = 1;

    private Solo() {
    }

    /**
     * After the Beheaded's two cards: Serenade flips its top card and picks its power. False while the player must
     * still choose the power (two symbols); true once the Rounds can start.
     */
    static boolean flip(DcPosition s, EventSink ev) {
        s.active[SER][0] = -1;
        if (s.serenadeOnBoard || s.combatDeck[SER].isEmpty()) {
            s.serenadeOnBoard = true;
            if (ev.enabled()) {
                emit(ev, "Serenade's deck is spent: it uses its board's actions", "Solo: Serenade in Combat");
            }
        } else {
            s.active[SER][0] = s.combatDeck[SER].draw();
            RunReport.used(s, RunReport.CARD, s.active[SER][0], SER);
            if (ev.enabled()) {
                Notes.reveal(ev, "Serenade flips " + s.c.cards.get(s.active[SER][0]).name(), "Solo: Serenade in Combat");
            }
        }
        s.serenadePower = -1;
        int sym = s.topDiscard[0] < 0 ? 0 : s.c.cards.get(s.topDiscard[0]).symbols();
        if (Integer.bitCount(sym) == 1) {
            s.serenadePower = Integer.numberOfTrailingZeros(sym);
        } else if (sym != 0) {
            s.pending = Pending.SER_POWER;
            s.allowed = sym;
            return false;
        }
        return true;
    }

    static boolean roundZero(DcPosition s) {
        if (s.serenadePower >= 0 && s.c.serenade.powers()[s.serenadePower] != null
                && powerRound(s) == 0) {
            return true;
        }
        return s.serenadeSide == 1 && s.scroll[SER][0] > 0;
    }

    static int powerRound(DcPosition s) {
        return s.serenadePower == R ? 3 : 0;
    }

    /** Serenade's part of a Round, in its place in turn order. */
    static void turn(DcPosition s, int r, EventSink ev) {
        Act power = s.serenadePower >= 0 ? s.c.serenade.powers()[s.serenadePower] : null;
        if (power != null && powerRound(s) == r) {
            s.push(TK_ACT, power.id(), SER, 0);
        }
        if (r == 0) {
            if (s.serenadeSide == 1) {
                int steps = s.scroll[SER][0];
                if (steps >= 3 && s.damage[0] > 0 && !s.dead[0]) {
                    s.damage[0]--;
                    if (ev.enabled()) {
                        emit(ev, s.name(0) + " heals 1 Damage with Serenade's Melee Scroll track", "Heal");
                    }
                }
                if (steps >= 2) {
                    s.push(TK_ACT, Board.skillAct(s), 0, 0);
                }
                if (steps >= 1) {
                    s.shields[0]++;
                    if (ev.enabled()) {
                        emit(ev, s.name(0) + " gains 1 Shield from Serenade's Melee Scroll track", "Block");
                    }
                }
            }
            return;
        }
        if (s.serenadeOnBoard) {
            Act a = s.c.serenade.board()[r];
            if ((s.frozen[SER] & 1 << r) != 0) {
                s.frozen[SER] &= ~(1 << r);
                if (ev.enabled()) {
                    emit(ev, s.name(SER) + " is Frozen and loses the Round " + Words.round(r) + " action", "Solo: Frozen");
                }
            } else if (a != null) {
                s.push(TK_ACT, a.id(), SER, 0);
            }
        } else if (s.active[SER][0] >= 0) {
            s.push(TK_CARD, SER, 0, 0);
        }
    }

    /** Serenade's Scroll: any colour moves its one marker; the POWER track pays out, its end transforms. */
    static void scroll(DcPosition s, EventSink ev) {
        if (s.serenadeSide == 1) {
            if (s.scroll[SER][0] < 3) {
                s.scroll[SER][0]++;
                if (ev.enabled()) {
                    emit(ev, "Serenade's MELEE Scroll advances to " + s.scroll[SER][0], "Solo: Serenade's Scroll track");
                }
            }
            return;
        }
        int space = ++s.scroll[SER][0];
        Gain g = s.c.serenade.power()[space - 1];
        if (g == null) {
            s.serenadeSide = 1;
            s.damage[SER] = 0;
            s.scroll[SER][0] = 0;
            if (ev.enabled()) {
                emit(ev, "Serenade transforms: MELEE side up, fully healed", "Solo: Serenade's transformation");
            }
            return;
        }
        if (ev.enabled()) {
            emit(ev, "Serenade's POWER Scroll: " + g.text(), "Solo: Serenade's Scroll track");
        }
        s.push(TK_GAIN, g.id(), -1, 0);
    }

    /** Before any Check the Beheaded takes the First Player token back. */
    static void checkFirst(DcPosition s, EventSink ev) {
        if (s.solo && s.first != 0) {
            s.first = 0;
            if (ev.enabled()) {
                emit(ev, "The Beheaded takes back the First Player token for the Check", "Solo: Checks");
            }
        }
    }

    /** Serenade's discard is shuffled back only in the Interbiome. */
    static void interbiome(DcPosition s, EventSink ev) {
        if (!s.solo) {
            return;
        }
        IntDeck deck = s.combatDeck[SER];
        for (int k = deck.discarded(0); k >= 0; k = deck.discarded(0)) {
            deck.takeFromDiscards(k);
            deck.putAtBottom(k);
        }
        s.topDiscard[SER] = -1;
        deck.shuffle(s.rng);
        s.serenadeOnBoard = false;
        if (ev.enabled()) {
            emit(ev, "Serenade's deck is reset", "Solo: Serenade in the Interbiome");
        }
    }
}
