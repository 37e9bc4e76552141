package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.RandomAgent;
import org.junit.jupiter.api.Test;

/** The engine hands Dead Cells' choice lists out without a wrapper: a bot still cannot change one. */
class ChoicesReadOnlyTest {
    @Test
    void aBotsSortAddOrClearOfTheChoicesThrowsAndLeavesThemAsListed() {
        int tried = 0;
        for (int seed = 0; seed < 5; seed++) {
            State s = Scene.GAME.newGame(Setup.of(seed, "a", "b"));
            Rng r = new Rng(seed);
            while (!s.isOver()) {
                List<Choice> cs = s.choices();
                if (cs.size() > 1) {
                    List<Choice> before = List.copyOf(cs);
                    assertThrows(UnsupportedOperationException.class,
                            () -> cs.sort(Comparator.comparing(Choice::label).reversed()));
                    assertThrows(UnsupportedOperationException.class, () -> cs.add(cs.get(0)));
                    assertThrows(UnsupportedOperationException.class, cs::clear);
                    assertThrows(UnsupportedOperationException.class, () -> cs.remove(0));
                    assertEquals(before, cs);
                    tried++;
                }
                s.apply(RandomAgent.INSTANCE.choose(s, cs, r));
            }
        }
        assertTrue(tried > 50, tried + " decisions of two or more choices tried");
    }
}
