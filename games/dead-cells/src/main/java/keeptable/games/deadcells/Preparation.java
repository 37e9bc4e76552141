package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Words;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.Colour;
import keeptable.games.deadcells.DcChoice.Play;

/**
 * The Preparation: who plays how many Combat cards, the announcement, the passing player of a 4-player game, and
 * the start of the Rounds (Round 0 or Round I).
 */
final class Preparation {
    private Preparation() {
    }

    /** Starts the playing of cards: every living Beheaded takes part unless one passes. */
    static void begin(DcPosition s, EventSink ev) {
        s.phase = COMBAT;
        java.util.Arrays.fill(s.involved, true);
        s.passer = -1;
        for (int p = 0; p < s.n; p++) {
            s.active[p][0] = -1;
            s.active[p][1] = -1;
        }
        s.round = -1;
        s.cursor = 0;
        s.pending = Pending.PLAY;
        s.about = s.solo ? 0 : s.first;
    }

    static int cardsOf(DcPosition s, int seat) {
        return s.solo ? 2 : s.n == 2 && seat == s.first ? 2 : 1;
    }

    /** Whether the seat must pass: the last of 4 players when nobody has passed. */
    static boolean mustPass(DcPosition s, int p) {
        if (s.n != 4 || s.passer >= 0 || !CombatLegalChoices.eligible(s, p)) {
            return false;
        }
        for (int q = s.nextSeat(p); q != s.first; q = s.nextSeat(q)) {
            if (CombatLegalChoices.eligible(s, q)) {
                return false;
            }
        }
        return true;
    }

    static void nextPlayer(DcPosition s, int p, EventSink ev) {
        if (s.solo) {
            if (Solo.flip(s, ev)) {
                startRounds(s, ev);
            }
            return;
        }
        int next = s.nextSeat(p);
        if (next == s.first) {
            startRounds(s, ev);
            return;
        }
        s.about = next;
        s.pending = Pending.PLAY;
        if (s.dead[next]) {
            s.involved[next] = false;
            nextPlayer(s, next, ev);
            return;
        }
        if (mustPass(s, next)) {
            s.pending = Pending.NONE;
            pass(s, next, ev);
        }
    }

    static void pass(DcPosition s, int p, EventSink ev) {
        s.passer = p;
        s.involved[p] = false;
        if (ev.enabled()) {
            emit(ev, s.name(p) + " passes this Combat", "4p: the passing player");
        }
        if (s.boss < 0) {
            int k = s.drawCard(p, ev);
            if (k >= 0) {
                int sym = s.c.cards.get(k).symbols();
                s.discard(p, k);
                if (ev.enabled()) {
                    emit(ev, s.name(p) + " reveals " + s.c.cards.get(k).name(), "4p: the passing player");
                }
                if (Integer.bitCount(sym) == 1) {
                    Scrolls.advance(s, p, Integer.numberOfTrailingZeros(sym), ev);
                } else if (sym != 0) {
                    s.pending = Pending.PASS_COLOUR;
                    s.allowed = sym;
                    return;
                }
            }
        } else {
            s.passers |= 1 << p;
        }
        s.pending = Pending.PASS_DISCARD;
        s.taken = 0;
    }

    static void afterPass(DcPosition s, EventSink ev) {
        for (int i = 0; i < s.taken; i++) {
            int k = s.drawCard(s.passer, ev);
            if (k >= 0) {
                s.hand[s.passer][s.handN[s.passer]++] = k;
            }
        }
        nextPlayer(s, s.passer, ev);
    }

    static void startRounds(DcPosition s, EventSink ev) {
        s.pending = Pending.NONE;
        if (ev.enabled()) {
            for (int p = 0; p < s.n; p++) {
                for (int k = 0; k < 2; k++) {
                    if (s.active[p][k] >= 0) {
                        if (ev.enabled()) {
                            emit(ev, s.name(p) + " reveals " + s.c.cards.get(s.active[p][k]).name(),
                                    "Playing cards");
                        }
                    }
                }
            }
        }
        Notes.toOthers(s, ev, "The played Combat cards are revealed", "Playing cards");
        s.round = (s.boss < 0 || s.bossZero) && roundZero(s) ? 0 : 1;
        s.bossZero = false;
        s.cursor = 0;
        s.timedUsed = 0;
        java.util.Arrays.fill(s.skillUsed, 0);
    }

    /**
     * Whether Round 0 is played: only with a Round 0 icon in play (a Monster's line, Equipment, a Skill or Serenade's
     * track); Potions are drunk in a Round 0 played for those, never bring one on by themselves.
     */
    static boolean roundZero(DcPosition s) {
        if (s.hasMutation("skill-shield") || s.solo && Solo.roundZero(s)) {
            return true;
        }
        for (int sp = 0; sp < SPACES; sp++) {
            if (s.enemy[sp] >= 0 && lineOf(s, sp, 0) != null) {
                return true;
            }
        }
        for (int p = 0; p < s.n; p++) {
            if (s.involved[p] && (round0Steps(s, p) > 0 || timedRound(s, p, 0))) {
                return true;
            }
        }
        return false;
    }

    static int round0Steps(DcPosition s, int p) {
        int k = 0;
        if (s.serenade(p)) {
            return 0;
        }
        for (int col = 0; col < 3; col++) {
            Step[] t = s.c.beheaded.get(s.who[p]).tracks()[col];
            for (int i = 0; i < s.scroll[p][col] && i < t.length; i++) {
                if (t[i].kind() == ST_ROUND0) {
                    k++;
                }
            }
        }
        return k;
    }

    static boolean timedRound(DcPosition s, int p, int r) {
        for (int i = 0; i < s.slot[p].length; i++) {
            int q = s.slot[p][i];
            if (q >= 0) {
                Equip e = s.c.equipment.get(q);
                if ((e.kind() == E_ADD || e.kind() == E_INSTEAD) && e.round() == r) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Playing a card, passing, and the passing player's Scroll and re-draw. */
    static void play(DcPosition s, Pending pending, DcChoice ch, EventSink ev) {
        switch (pending) {
            case Pending.PLAY -> {
                int p = s.about;
                if (ch instanceof Pass) {
                    pass(s, p, ev);
                    return;
                }
                Play pl = (Play) ch;
                s.removeFromHand(p, pl.card());
                RunReport.used(s, RunReport.CARD, pl.card(), p);
                int k = s.active[p][0] < 0 ? 0 : 1;
                s.active[p][k] = pl.card();
                s.activeRound[p] = k == 0 ? pl.round() : s.activeRound[p] | pl.round() << 4;
                if (ev.enabled() && pl.round() == 0) {
                    Notes.toOthers(s, ev, s.name(p) + " plays a card from the hand face down in silence",
                            "Cursed Treasure");
                } else if (ev.enabled()) {
                    Notes.toOthers(s, ev, s.name(p) + " plays a card from the hand face down and announces "
                            + Causes.ANNOUNCED[s.c.cards.get(pl.card()).byRound()[pl.round()].type()] + " in Round "
                            + Words.round(pl.round()), "Playing cards");
                }
                if (k == 0 && cardsOf(s, p) == 2) {
                    s.pending = Pending.PLAY;
                    return;
                }
                nextPlayer(s, p, ev);
            }
            case Pending.PASS_COLOUR -> {
                Scrolls.advance(s, s.passer, ((Colour) ch).colour(), ev);
                s.pending = Pending.PASS_DISCARD;
                s.taken = 0;
            }
            case Pending.PASS_DISCARD -> {
                if (ch instanceof Discard d) {
                    s.removeFromHand(s.passer, d.card());
                    if (ev.enabled()) {
                        Notes.toOthers(s, ev, s.name(s.passer) + ", who passed, discards a card from the hand"
                                + " face down, to draw a new one later",
                                "4p: the passing player");
                    }
                    s.discard(s.passer, d.card());
                    s.taken++;
                    if (s.handN[s.passer] > 0 && s.boss < 0) {
                        s.pending = Pending.PASS_DISCARD;
                        return;
                    }
                }
                afterPass(s, ev);
            }
            default -> throw new IllegalStateException();
        }
    }
}
