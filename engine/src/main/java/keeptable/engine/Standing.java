package keeptable.engine;

/**
 * Where a game stands now in its own measures, for a designer's curves over the course of games (the lab's
 * per-round figures): the round as the game counts it, and each seat's score or progress so far in whole
 * numbers (Killman's Keep: Doubloons; a co-operative game: the party's progress, the same for every seat).
 * It reads the state only: it is never part of play, a view or a replay.
 *
 * @param roundWord what the game calls its round ("round", or "turn" where the game counts turns)
 * @param round     the round now, from 1; 0 where the game counts none (the lab then counts its own rounds)
 * @param measure   what the values count, in the game's words
 * @param values    each seat's value, by seat
 */
public record Standing(String roundWord, int round, String measure, int[] values) {
    public Standing {
        if (round < 0) {
            throw new IllegalArgumentException("a round counts from 1 (0: none), not " + round);
        }
        values = values.clone();
    }
}
