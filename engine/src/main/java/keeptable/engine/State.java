package keeptable.engine;

import java.util.List;

/**
 * A game in progress: everything that changes, and nothing that does not (static content is shared
 * by every state). Mutable, copyable, and the only place chance lives.
 */
public interface State {
    /** Number of seats at the table. */
    int seats();

    /** The seat that must decide now, or -1 when the game is over. */
    int toMove();

    /** Who must decide what now; null when the game is over. */
    Decision decision();

    /** The legal choices of {@link #toMove()}, in a stable order; empty only when the game is over. */
    List<Choice> choices();

    /**
     * Plays a choice of {@link #toMove()}, reporting what happened to {@code events}.
     *
     * @throws IllegalChoiceException if the choice is not legal now; the state is then unchanged
     */
    void apply(Choice choice, EventSink events);

    default void apply(Choice choice) {
        apply(choice, EventSink.NONE);
    }

    boolean isOver();

    /** How the game ended; null while it goes on. */
    Outcome outcome();

    /** Number of choices applied since the start. */
    int step();

    /** An independent deep copy: changing either never changes the other. */
    State copy();

    /** All that {@code seat} may see; {@link View#SPECTATOR} asks for what a spectator may see. */
    View view(int seat);

    /**
     * A copy in which everything {@code seat} cannot know (other hands, deck orders, hidden rooms)
     * is resampled consistently with what it does know. Bots only ever see such copies.
     */
    State determinize(int seat, Rng rng);

    /** A hash of everything that matters, compared at every step of a replay. */
    long fingerprint();

    /**
     * How many draws this state's random stream has made ({@link Rng#draws()}), so {@link UndoRule} can tell
     * a choice that drew on chance; -1 when the state cannot say, and then no choice of it is taken back.
     */
    default long chanceDraws() {
        return -1;
    }

    /**
     * A choice in words for the people at this table, from the content this game was built with: the
     * cards, places and Adventurers its ids stand for. By default the choice's own label.
     */
    default String describe(Choice choice) {
        return choice.label();
    }

    /** Content items each seat used during the game, for per-item simulation figures. */
    default List<ItemUse> itemUses() {
        return List.of();
    }

    /**
     * Where the game stands now in its own measures (its round, each seat's score or progress), for the lab's
     * per-round curves; null where the game keeps none.
     */
    default Standing standing() {
        return null;
    }
}
