package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import keeptable.engine.sim.Simulation;
import keeptable.engine.sim.SimulationSummary;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

class SimulationTest {
    @Test
    void theSameSeedGivesTheSameFiguresWhateverTheThreadCount() throws Exception {
        var one = Simulation.run(new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 400, 1, 5,
                null), n -> { }, null);
        AtomicInteger records = new AtomicInteger();
        var two = Simulation.run(new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 400, 2, 5,
                null), n -> { }, r -> records.incrementAndGet());
        assertEquals(400, one.games());
        assertEquals(400, records.get());
        for (int s = 0; s < 2; s++) {
            assertEquals(one.seats().get(s).wins(), two.seats().get(s).wins());
        }
        SimulationSummary.SeatSummary h = one.seats().get(0);
        assertTrue(h.low95() <= h.winRate() && h.winRate() <= h.high95());
        assertTrue(h.winRate() > one.seats().get(1).winRate());
    }

    @Test
    void wilsonIntervalMatchesAKnownValue() {
        double[] ci = Simulation.wilson(50, 100);
        assertEquals(0.4038, ci[0], 1e-3);
        assertEquals(0.5962, ci[1], 1e-3);
    }
}
