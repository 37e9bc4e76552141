package keeptable.server;

/**
 * A person known to the server: {@code key} is the name in lower case (the store's key, so "Ann" and
 * "ann" are one account), {@code name} the name as written at sign-up, shown to the other players.
 */
record Account(String key, String name) {
}
