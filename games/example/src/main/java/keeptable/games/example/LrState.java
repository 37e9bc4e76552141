package keeptable.games.example;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.View;
import keeptable.games.example.content.Content;

/**
 * The engine's facade on top of the position: hands each choice to the rules, draws each seat's view, and
 * determinizes (deals the cards a seat cannot see again, from the same cards). It holds no data of its own.
 */
public final class LrState extends LrPosition {
    LrState(Content content, int seats, int track, Rng rng) {
        super(content, seats, track, rng);
    }

    private LrState(LrState o) {
        super(o);
    }

    @Override
    protected List<LrChoice> legalChoices() {
        return RaceRules.choices(this);
    }

    @Override
    protected void play(LrChoice choice, EventSink events) {
        RaceRules.play(this, choice, events);
    }

    @Override
    public int toMove() {
        return isOver() ? -1 : toMove;
    }

    @Override
    public Decision decision() {
        return isOver() ? null : new Decision(toMove, "play a card or roll the die");
    }

    @Override
    public boolean isOver() {
        return winner >= 0;
    }

    @Override
    public Outcome outcome() {
        return isOver() ? new Outcome(List.of(winner), LrWords.won(winner)) : null;
    }

    @Override
    public LrState copy() {
        return new LrState(this);
    }

    @Override
    public String describe(Choice choice) {
        return LrWords.choice(content, (LrChoice) choice);
    }

    @Override
    public View view(int seat) {
        List<Integer> places = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (int s = 0; s < seats(); s++) {
            places.add(place[s]);
            text.append(LrWords.seat(s)).append(": ").append(place[s]).append(" of ").append(track).append('\n');
        }
        List<String> own = new ArrayList<>();
        for (int slot = 0; seat != View.SPECTATOR && slot < HAND; slot++) {
            int kind = kindIn(seat, slot);
            if (kind != EMPTY) {
                own.add(content.kinds.get(kind).name());
            }
        }
        text.append(seat == View.SPECTATOR ? "" : "Your hand: " + String.join(", ", own) + "\n")
                .append(deck.size()).append(" cards left to draw");
        return new LrView(seat, track, places, own, deck.size(), toMove(), text.toString());
    }

    /** The other hands and the draw pile dealt again from the same cards; the dice to come drawn afresh. */
    @Override
    protected RulesState<LrChoice> resampled(int seat, Rng r) {
        LrState copy = new LrState(this);
        int[] pool = new int[hand.length + deck.size()];
        int n = 0;
        for (int i = 0; i < hand.length; i++) {
            if (i / HAND != seat && hand[i] != EMPTY) {
                pool[n++] = hand[i];
            }
        }
        for (int depth = 0; depth < deck.size(); depth++) {
            pool[n++] = deck.card(depth);
        }
        r.shuffle(pool, 0, n);
        int next = 0;
        for (int i = 0; i < hand.length; i++) {
            if (i / HAND != seat && hand[i] != EMPTY) {
                copy.hand[i] = pool[next++];
            }
        }
        for (int depth = 0; depth < deck.size(); depth++) {
            copy.deck.set(depth, pool[next++]);
        }
        copy.rng = new Rng(r.nextLong());
        return copy;
    }
}
