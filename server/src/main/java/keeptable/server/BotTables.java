package keeptable.server;

import keeptable.engine.Choice;

/**
 * What the bots ask of the live tables (see {@link Tables}): whether the server is closing, whether this node runs a
 * table's bots, to play a bot's choice, and to stop a table whose bot failed.
 */
interface BotTables {
    /** The start of {@link #submit}'s answer when the store failed (not the bot): the move is asked for again. */
    String NOT_STORED = "the choice could not be stored";

    boolean closing();

    /** Whether this node runs the table's bots (always, unless several nodes share the database). */
    boolean runsBots(Table t);

    /** Plays a choice for a seat at a step if the rules allow it; returns why it was refused, or null. */
    String submit(Table t, int seat, int step, Choice choice);

    /** Stops a table whose rules or bot threw, telling its clients why; returns the message it now shows. */
    String stop(Table t, String during, Throwable e);
}
