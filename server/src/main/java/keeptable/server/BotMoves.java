package keeptable.server;

import keeptable.engine.Choice;

/** What a bot move being searched reports to (the {@link Bots}): whether it is still wanted, and how it ended. */
interface BotMoves {
    /** Whether a move is still to be made (a search stops early when it is not). */
    boolean wanted(BotMove m);

    /** A bot that threw while choosing stops its table, unless the move is no longer wanted. */
    BotTurns.Work failed(BotMove m, Throwable e);

    /** A search that stopped at the time limit before its iterations were done. */
    void outOfTime(BotMove m, int iterations);

    /** Plays the bot's choice, if the move is still wanted. */
    BotTurns.Work played(BotMove m, Choice choice);
}
