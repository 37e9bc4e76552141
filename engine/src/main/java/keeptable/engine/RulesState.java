package keeptable.engine;

import java.util.List;

/**
 * Base of a game's state: keeps the legal choices of the current decision until the next apply, so
 * legality checks cost a list scan, and refuses illegal choices before anything changes.
 *
 * @param <C> the game's sealed choice type
 */
public abstract class RulesState<C extends Choice> implements State {
    private List<C> legal;
    private int step;

    protected RulesState() {
    }

    /** Copy constructor: the cached list is immutable and valid for the copy too. */
    protected RulesState(RulesState<C> other) {
        this.legal = other.legal;
        this.step = other.step;
    }

    /** The legal choices now, freshly computed; an unmodifiable list. */
    protected abstract List<C> legalChoices();

    /** Carries out a choice already known to be legal. */
    protected abstract void play(C choice, EventSink events);

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
    private static String words(Choice choice) {
        try {
            return choice.label();
        } catch (RuntimeException nonsense) {
            return choice.toString();
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public final List<Choice> choices() {
        if (legal == null) {
            legal = isOver() ? List.of() : legalChoices();
        }
        return (List<Choice>) (List<?>) legal;
    }

    @Override
    @SuppressWarnings("unchecked")
    public final void apply(Choice choice, EventSink events) {
        if (choice == null || !choices().contains(choice)) {
            throw new IllegalChoiceException(refusal(choice));
        }
        legal = null;
        step++;
        play((C) choice, events);
    }

    @Override
    public final int step() {
        return step;
    }

    /** For subclasses that change the state outside {@link #play} (setup, determinization). */
    protected final void forgetChoices() {
        legal = null;
    }
}
