package keeptable.lab;

import java.util.Arrays;
import keeptable.engine.Standing;
import keeptable.engine.State;

/**
 * Notes one game round by round for {@link RoundCurves}: at each change of turn, the round as the game counts it
 * ({@link State#standing}), or as the lab does where the game counts none, and at the first change of turn of each
 * new round every seat's value in the game's own measure. One per thread: it reuses its buffers.
 */
final class CourseLog {
    private int[] roundAt = new int[64];
    private int boundaries;
    private int[][] values = new int[16][];
    private int reached;
    private String roundWord;
    private String measure;
    private boolean byLab;

    void start() {
        boundaries = 0;
        reached = 0;
        roundWord = "round";
        measure = null;
        byLab = true;
    }

    /** A change of turn; {@code labRound} is the lab's own count of rounds (from 1). */
    void boundary(State state, int labRound) {
        Standing st = state.standing();
        byLab = st == null || st.round() == 0;
        int round = Math.max(reached, byLab ? labRound : st.round());
        if (st != null) {
            roundWord = st.roundWord();
            measure = st.measure();
        }
        for (int r = reached + 1; r <= round; r++) {
            if (values.length < r) {
                values = Arrays.copyOf(values, Math.max(r, values.length * 2));
            }
            // A round the game passed over between two turns (none of the five games does) starts as the next one.
            values[r - 1] = st == null ? null : st.values();
        }
        reached = round;
        if (boundaries == roundAt.length) {
            roundAt = Arrays.copyOf(roundAt, boundaries * 2);
        }
        roundAt[boundaries++] = round;
    }

    /** The round (from 1) of the {@code b}-th change of turn (from 0). */
    int roundAt(int b) {
        return roundAt[b];
    }

    /** The game's course; {@code leadChanges} per round, or null where the lead was not measured. */
    GameStats.Course course(int[] leadChanges) {
        if (reached == 0) {
            return null;
        }
        int[][] v = measure == null ? new int[0][] : Arrays.copyOf(values, reached);
        return new GameStats.Course(roundWord, byLab, measure, v, leadChanges, reached);
    }
}
