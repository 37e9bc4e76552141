package keeptable.engine;

import java.util.Collections;
import java.util.List;

/**
 * Base of a game's state: keeps the legal choices of the current decision until the next apply, so
 * legality checks cost a list scan, and refuses illegal choices before anything changes. The list
 * it hands out cannot be changed by its caller, so a bot that sorts it cannot corrupt the game.
 *
 * @param <C> the game's sealed choice type
 */
public abstract class RulesState<C extends Choice> implements State {
    private List<C> legal;
    private int step;

    protected RulesState() {
    }

    /** Copy constructor: the cached list is unmodifiable and valid for the copy too. */
    protected RulesState(RulesState<C> other) {
        this.legal = other.legal;
        this.step = other.step;
    }

    /** The legal choices now, freshly computed. */
    protected abstract List<C> legalChoices();

    /**
     * Whether every list {@link #legalChoices} returns already refuses all changes (a {@code List.of} or
     * {@code List.copyOf} list, or a read-only list of the game's own whose every mutator throws) and is never changed
     * by the game once returned. Then {@link #choices} hands that list out as it is instead of wrapping it in
     * {@link Collections#unmodifiableList}, which saves an object per decision. The default, false, wraps.
     */
    protected boolean legalChoicesReadOnly() {
        return false;
    }

    /** Carries out a choice already known to be legal. */
    protected abstract void play(C choice, EventSink events);

    /**
     * A copy in which all {@code seat} cannot know is resampled (see {@link State#determinize}); the
     * copy's cached choices are forgotten afterwards, so they are computed from the resampled state.
     */
    protected abstract RulesState<C> resampled(int seat, Rng rng);

    /** Why a choice is refused, in words; the default names it and the decision. */
    protected String refusal(Choice choice) {
        Decision d = decision();
        if (d == null) {
            return "the game is over; nothing can be played";
        }
        return "'" + (choice == null ? "nothing" : words(choice)) + "' is not a legal choice now ("
                + d.prompt() + ")";
    }

    /** A choice in words; one naming nothing that exists (a card number past the deck) falls back to its fields. */
    private String words(Choice choice) {
        try {
            return describe(choice);
        } catch (RuntimeException nonsense) {
            return choice.toString();
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public final List<Choice> choices() {
        if (legal == null) {
            legal = isOver() ? List.of() : readOnly(legalChoices());
        }
        return (List<Choice>) (List<?>) legal;
    }

    /**
     * The legal choices computed afresh from the state, ignoring the cache: what the conformance kit
     * compares a copy's choices with.
     */
    @SuppressWarnings("unchecked")
    public final List<Choice> choicesAfresh() {
        return isOver() ? List.of() : (List<Choice>) (List<?>) readOnly(legalChoices());
    }

    /** A freshly listed decision as callers may see it: as it is when the game vouches it is read-only, else wrapped. */
    private List<C> readOnly(List<C> fresh) {
        return legalChoicesReadOnly() ? fresh : Collections.unmodifiableList(fresh);
    }

    /** The legal choices of any state worked out afresh where it can say (a {@code RulesState}), else its list. */
    public static List<Choice> coldChoices(State s) {
        return s instanceof RulesState<?> r ? r.choicesAfresh() : s.choices();
    }

    @Override
    @SuppressWarnings("unchecked")
    public final void apply(Choice choice, EventSink events) {
        if (choice == null || !isListed(choices(), choice)) {
            throw new IllegalChoiceException(refusal(choice));
        }
        legal = null;
        step++;
        play((C) choice, events);
    }

    /**
     * Whether {@code choice} is one of {@code legal}: the very object first (bots and the tables pick
     * from the list, and a scan by identity calls no {@code equals}), then an equal one (a choice read
     * back from JSON or built by a test).
     */
    private static boolean isListed(List<Choice> legal, Choice choice) {
        for (int i = 0, n = legal.size(); i < n; i++) {
            if (legal.get(i) == choice) {
                return true;
            }
        }
        return legal.contains(choice);
    }

    @Override
    public final State determinize(int seat, Rng rng) {
        RulesState<C> d = resampled(seat, rng);
        d.legal = null;
        return d;
    }

    @Override
    public final int step() {
        return step;
    }

    /** For subclasses that change the state outside {@link #play} (setup, scenario building in tests). */
    protected final void forgetChoices() {
        legal = null;
    }
}
