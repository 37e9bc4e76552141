package keeptable.games.example;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;

/**
 * The rules of a turn: the legal choices, playing a card (move its steps, then draw one), rolling (move half the
 * die's pips, rounded up), and the win (the first lantern to reach the end of the track). Reads and changes the
 * position; words come from {@link LrWords}, built only when someone listens.
 */
final class RaceRules {
    private static final LrChoice.Roll ROLL = new LrChoice.Roll();

    private RaceRules() {
    }

    /** Shuffles the deck and deals each seat a full hand. */
    static void deal(LrPosition p) {
        p.deck.shuffle(p.rng);
        for (int seat = 0; seat < p.seats(); seat++) {
            for (int slot = 0; slot < LrPosition.HAND; slot++) {
                p.hand[seat * LrPosition.HAND + slot] = p.deck.draw();
            }
        }
    }

    /** A play for each kind of card in the mover's hand (once a kind), then the roll. */
    static List<LrChoice> choices(LrPosition p) {
        List<LrChoice> out = new ArrayList<>(LrPosition.HAND + 1);
        for (int slot = 0; slot < LrPosition.HAND; slot++) {
            int kind = p.kindIn(p.toMove, slot);
            if (kind != LrPosition.EMPTY && (slot == 0 || kind != p.kindIn(p.toMove, 0))) {
                out.add(new LrChoice.Play(kind));
            }
        }
        out.add(ROLL);
        return out;
    }

    static void play(LrPosition p, LrChoice choice, EventSink out) {
        int seat = p.toMove;
        switch (choice) {
            case LrChoice.Play play -> {
                int slot = p.kindIn(seat, 0) == play.kind() ? 0 : 1;
                int card = p.hand[seat * LrPosition.HAND + slot];
                p.place[seat] += p.content.card(card).steps();
                p.deck.discard(card);
                if (out.enabled()) {
                    out.emit(new LrEvent.Played(seat, play.kind(), LrWords.played(p.content, seat, play.kind())));
                }
                draw(p, seat, slot, out);
            }
            case LrChoice.Roll roll -> {
                int die = p.rng.nextInt(6) + 1;
                int steps = (die + 1) / 2;
                p.place[seat] += steps;
                if (out.enabled()) {
                    out.emit(new LrEvent.Rolled(seat, die, steps, LrWords.rolled(seat, die, steps)));
                }
            }
        }
        if (p.place[seat] >= p.track) {
            p.place[seat] = p.track;
            p.winner = seat;
            if (out.enabled()) {
                out.emit(new LrEvent.Won(seat, LrWords.won(seat)));
            }
        } else {
            p.toMove = (seat + 1) % p.seats();
        }
    }

    /** Refills a hand slot from the deck, shuffling the discards into a new deck when it runs out. */
    private static void draw(LrPosition p, int seat, int slot, EventSink out) {
        if (p.deck.isEmpty()) {
            p.deck.reshuffleDiscards(p.rng);
        }
        if (p.deck.isEmpty()) {
            p.hand[seat * LrPosition.HAND + slot] = LrPosition.EMPTY;
            return;
        }
        int card = p.deck.draw();
        p.hand[seat * LrPosition.HAND + slot] = card;
        if (out.enabled()) {
            int kind = p.content.kindOf[card];
            out.emit(new LrEvent.Drew(seat, kind, LrWords.drew(p.content, seat, kind)));
        }
    }
}
