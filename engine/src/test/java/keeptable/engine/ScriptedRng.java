package keeptable.engine;

import java.util.Arrays;

/**
 * An {@link Rng} whose next die rolls a rule test sets, for scenarios the book describes ("she rolls
 * a 6 and a 2"). Scripted faces are used in order, by every {@link #roll} whatever the number of
 * sides; once they run out the dice are random again, from the seed. A copy carries the faces still to
 * come, so a state copied mid-scenario rolls the same. Shuffles and other draws are never scripted.
 */
public final class ScriptedRng extends Rng {
    private int[] faces;
    private int next;

    public ScriptedRng(long seed, int... faces) {
        super(seed);
        this.faces = faces.clone();
    }

    /** Dice that roll {@code faces} first. */
    public static ScriptedRng dice(int... faces) {
        return new ScriptedRng(1, faces);
    }

    /** Adds faces after those still to come. */
    public ScriptedRng then(int... more) {
        int left = faces.length - next;
        int[] all = Arrays.copyOfRange(faces, next, faces.length + more.length);
        System.arraycopy(more, 0, all, left, more.length);
        faces = all;
        next = 0;
        return this;
    }

    /** Scripted faces not rolled yet. */
    public int left() {
        return faces.length - next;
    }

    @Override
    public int roll(int sides) {
        if (next == faces.length) {
            return super.roll(sides);
        }
        int face = faces[next++];
        countDraw();
        if (face < 1 || face > sides) {
            throw new IllegalStateException("scripted face " + face + " cannot come up on a d" + sides);
        }
        return face;
    }

    @Override
    public Rng copy() {
        return new ScriptedRng(position(), Arrays.copyOfRange(faces, next, faces.length)).countedAs(this);
    }
}
