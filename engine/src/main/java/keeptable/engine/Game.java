package keeptable.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A game's rules: stateless, thread-safe, and the factory of its states. Only rules: a game's bots, JSON
 * types and campaign are in its {@link keeptable.engine.module.GameModule}.
 */
public interface Game {
    /** Short id used on the command line and in records, e.g. "killmans-keep". */
    String id();

    String title();

    /** One line on what kind of game it is. */
    String summary();

    /** Changes whenever the rules or content change in a way that alters replays. */
    String rulesVersion();

    int minSeats();

    int maxSeats();

    /**
     * A new game.
     *
     * @throws SetupException if the setup does not suit the game, with a message a player understands
     */
    State newGame(Setup setup);

    /**
     * Whether every seat plays on one side against the game, so a seat may take back a choice that brought
     * nothing to light even after another seat is to move ({@link UndoRule}); in a game with opponents only
     * within the mover's own turn.
     */
    default boolean cooperative() {
        return false;
    }

    /**
     * Whether every event that brings something hidden to light says so ({@link Event#reveals()}), as the
     * conformance kit's {@code RevealAudit} checks at every deep check. The undo rule takes a choice back only in
     * such a game (a co-operative game must mark its reveals; a game with opponents says so when it does).
     */
    default boolean revealsMarked() {
        return cooperative();
    }

    /**
     * For a turn-based table whose player ran out of time and whose table chose to skip them: the choice
     * that gives up the rest of the turn of the seat to move at this decision (ending the turn, declining
     * an offer), where this game's rules offer one now; null where they do not. Only a game whose
     * {@link #skips()} says where a player may be skipped overrides it.
     */
    default Choice skipChoice(State state) {
        return null;
    }

    /**
     * Where this game's rules let a player give up a turn, in words for the lobby ("a player may end the
     * turn with actions left"), or null if they never do: then a turn-based table cannot skip a player who
     * ran out of time.
     */
    default String skips() {
        return null;
    }

    /**
     * Why this game's rules let no player give up a turn, in words for a refused turn-based table, where
     * {@link #skips()} is null ("each player must play a card every round"); a game whose book says why
     * overrides it.
     */
    default String noSkipReason() {
        return "its rules give a player no way to pass a turn";
    }

    /**
     * The heading over a group of this game's choices of one kind (one record type of its choices), in the game's own
     * words as a player would say it ("Play a Combat card"); the table, the terminal and the lab's figures all read it.
     * Null where the game words none; every game the conformance kit checks words every kind it has.
     */
    default String choiceHeading(Class<? extends Choice> kind) {
        return null;
    }

    /** The options this game can be set up with; none by default. */
    default List<GameOption> options() {
        return List.of();
    }

    /**
     * Refuses an option the game does not have (naming those it has) or a value its option does not
     * allow, so a misspelt option is never silently ignored.
     *
     * @throws SetupException naming the first bad option, in sorted order
     */
    default void checkOptions(Setup setup) {
        if (setup.options().isEmpty()) {
            return;
        }
        List<GameOption> mine = options();
        for (String key : new TreeSet<>(setup.options().keySet())) {
            GameOption option = null;
            for (GameOption o : mine) {
                if (o.name().equals(key)) {
                    option = o;
                }
            }
            if (option == null) {
                List<String> names = new ArrayList<>();
                mine.forEach(o -> names.add(o.name()));
                throw new SetupException(title() + " has no option '" + key + "'"
                        + (names.isEmpty() ? " (it has none)" : " (it has " + String.join(", ", names) + ")"));
            }
            String why = option.refusal(setup.options().get(key));
            if (why != null) {
                throw new SetupException(title() + "'s option " + key + ": " + why);
            }
        }
    }

    /** Checks the seat count against the game's limits. */
    default void checkSeats(Setup setup) {
        int n = setup.size();
        if (n < minSeats() || n > maxSeats()) {
            throw new SetupException(title() + " is for " + minSeats() + " to " + maxSeats()
                    + " players, not " + n);
        }
    }
}
