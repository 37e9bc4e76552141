package keeptable.engine;

/**
 * Everything one seat may see of a game, and nothing more: the input of every user interface.
 * Each game has a view record implementing this; it serialises to JSON.
 */
public interface View {
    /** The seat this view was drawn for. */
    int seat();

    /** The board and the seat's own hand, drawn as text for a terminal. */
    String text();
}
