package keeptable.engine;

/**
 * Everything one seat may see of a game, and nothing more: the input of every user interface.
 * Each game has a view record implementing this; it serialises to JSON.
 */
public interface View {
    /**
     * The seat number that asks {@link State#view(int)} for a spectator's view: what someone who holds
     * no seat may see. Each game defines it (usually the board without any hand); it never depends on
     * anything a seat cannot know.
     */
    int SPECTATOR = -1;

    /** The seat this view was drawn for, or {@link #SPECTATOR}. */
    int seat();

    /** The board and the seat's own hand, drawn as text for a terminal. */
    String text();
}
