package keeptable.server;

/** One bot move being made: the table, the step and round it was asked for, and the seat's bot. */
record BotMove(Table table, int step, long round, int seat, String spec) {
}
