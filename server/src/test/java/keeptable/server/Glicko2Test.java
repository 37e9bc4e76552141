package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.server.Glicko2.Rating;
import keeptable.server.Glicko2.Result;
import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system". */
class Glicko2Test {
    @Test
    void theWorkedExampleComesOut() {
        Rating player = new Rating(1500, 200, 0.06);
        List<Result> period = List.of(new Result(new Rating(1400, 30, 0.06), 1),
                new Result(new Rating(1550, 100, 0.06), 0), new Result(new Rating(1700, 300, 0.06), 0));
        Rating after = Glicko2.after(player, period, 0.5);
        // the paper prints its steps' values to 4 places: mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999
        assertEquals(-0.2069, (after.rating() - 1500) / Glicko2.SCALE, 0.00005);
        assertEquals(0.8722, after.deviation() / Glicko2.SCALE, 0.00005);
        assertEquals(0.05999, after.volatility(), 0.00001, "the paper cuts 0.059996 to 0.05999");
        // and r' = 1464.06, RD' = 151.52 from those rounded values, so to within a hundredth
        assertEquals(1464.06, after.rating(), 0.01, "the paper's r'");
        assertEquals(151.52, after.deviation(), 0.01, "the paper's RD'");
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Rating after = Glicko2.after(new Rating(1500, 200, 0.06), List.of(), 0.5);
        assertEquals(1500, after.rating());
        assertEquals(Math.sqrt(Math.pow(200 / Glicko2.SCALE, 2) + 0.06 * 0.06) * Glicko2.SCALE, after.deviation(),
                1e-9);
    }

    @Test
    void aWinOverAStrongerPlayerGainsMoreThanOverAWeakerOne() {
        Rating me = Rating.NEW;
        double overStrong = Glicko2.after(me, List.of(new Result(new Rating(1800, 50, 0.06), 1)), 0.5).rating();
        double overWeak = Glicko2.after(me, List.of(new Result(new Rating(1200, 50, 0.06), 1)), 0.5).rating();
        assertTrue(overStrong > overWeak && overWeak > 1500, overStrong + " " + overWeak);
    }
}
