package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.agent.Hint;
import org.junit.jupiter.api.Test;

/** The evaluator judges a game in progress as the search's reward does an ended one: by place. */
class KkEvaluatorTest {
    private final KkEvaluator evaluator = new KkEvaluator();

    @Test
    void fourSeatsFarApartInWorthAreJudgedByTheShareOfSeatsBehindThem() {
        KkState s = Scene.started(4, 3).s;
        for (int p = 0; p < 4; p++) {
            s.money[p] = 20_000 * p;
        }
        double[] v = evaluator.evaluate(s);
        // the old evaluator gave the richest nearly 1 and the other three nearly 0 alike (a chance to win)
        assertEquals(0.0, v[0], 1e-3, "surely last");
        assertEquals(1.0 / 3, v[1], 1e-3, "surely third: ahead of one of three");
        assertEquals(2.0 / 3, v[2], 1e-3, "surely second");
        assertEquals(1.0, v[3], 1e-3, "surely first");
    }

    @Test
    void theSharesOfATableAddUpToHalfItsSeats() {
        KkState s = Scene.started(4, 5).s;
        s.money[1] += 300;
        s.doubloons[2] += 2;
        double[] v = evaluator.evaluate(s);
        assertEquals(2.0, v[0] + v[1] + v[2] + v[3], 1e-9, "each pair of seats shares one place between them");
        assertTrue(v[2] > v[1] && v[1] > v[0], "Doubloons and money count");
    }

    @Test
    void atTwoSeatsTheShareIsTheChanceToWinAsBefore() {
        KkState s = Scene.started(2, 7).s;
        s.money[0] += 250;
        double lead = Appraisal.worth(s, 0) - Appraisal.worth(s, 1);
        double[] v = evaluator.evaluate(s);
        assertEquals(1 / (1 + Math.exp(-lead / 250)), v[0], 1e-12);
        assertEquals(1.0, v[0] + v[1], 1e-12);
    }

    @Test
    void aHintSaysWhatItsPercentagesMeasure() {
        assertEquals("win %s games", evaluator.measure(2));
        assertEquals("finish ahead of %s of the other players", evaluator.measure(4));
    }

    @Test
    void aHintAtFourSeatsSpeaksOfPlaces() {
        KkState s = Scene.started(4, 9).s;
        List<Choice> choices = s.choices();
        Hint h = Hint.search(Scene.GAME.searchDefaults(), s.determinize(s.toMove(), new Rng(1)), choices, new Rng(2),
                200, 1);
        assertTrue(choices.size() > 1, "a real decision");
        // the search is timed, so how often it says is not fixed: what it measures is
        assertTrue(h.why().matches(".*you finish ahead of (about [1-9]|fewer than 1|more than 9) in 10 of the other"
                + " players.*"), h.why());
    }
}
