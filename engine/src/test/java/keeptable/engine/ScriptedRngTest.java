package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ScriptedRngTest {
    @Test
    void scriptedFacesComeFirstThenTheSeedsDice() {
        ScriptedRng r = ScriptedRng.dice(6, 2).then(1);
        assertEquals(6, r.roll(6));
        assertEquals(2, r.roll(6));
        assertEquals(1, r.roll(8));
        assertEquals(0, r.left());
        assertEquals(new Rng(1).roll(6), r.roll(6));
    }

    @Test
    void aCopyRollsTheFacesStillToCome() {
        ScriptedRng r = ScriptedRng.dice(3, 4, 5);
        r.roll(6);
        Rng c = r.copy();
        assertEquals(4, c.roll(6));
        assertEquals(5, c.roll(6));
        assertEquals(4, r.roll(6));
    }

    @Test
    void aFaceTheDieDoesNotHaveIsRefused() {
        assertThrows(IllegalStateException.class, () -> ScriptedRng.dice(7).roll(6));
    }
}
