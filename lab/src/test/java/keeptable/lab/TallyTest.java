package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.match.Match;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

/** Totals are exact, so any split of a run gives the same figures; the metrics count what the toy game does. */
class TallyTest {
    private static Batch batch(long seed) {
        return new Batch(LuckyDraw.GAME, List.of("heuristic", "random"), Map.of(), seed, 1, Match.MAX_STEPS);
    }

    @Test
    void anySplitOfTheGamesGivesTheSameTotals() throws Exception {
        Tally whole = batch(7).play(0, 300);
        Tally parts = batch(7).play(0, 113);
        parts.merge(batch(7).play(200, 300));
        parts.merge(batch(7).play(113, 200));
        assertEquals(whole, parts);
        assertEquals(Metrics.of(whole), Metrics.of(parts));
        Tally threads = Simulation.tally(new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 300,
                2, 7, null), n -> { }, null);
        assertEquals(whole, threads);
        assertFalse(whole.equals(batch(8).play(0, 300)), "another seed plays other games");
    }

    @Test
    void theToyGamesShapeIsMeasuredExactly() {
        // Two seats, three rounds, each seat keeps or swaps once a round, and the deck never runs out.
        Metrics m = Metrics.of(batch(3).play(0, 200));
        assertEquals(6.0, m.choices());
        assertEquals(6.0, m.turns());
        assertEquals(3.0, m.rounds());
        assertEquals(2.0, m.branching());
        assertEquals(0, m.timeouts().count());
        assertFalse(m.cooperative());
        assertNull(m.lead(), "the toy game has no evaluator");
        assertTrue(m.survival().isEmpty());
    }

    @Test
    void aGameStoppedAtTheChoiceLimitCountsAsTimedOut() {
        Batch capped = new Batch(LuckyDraw.GAME, List.of("random", "random"), Map.of(), 1, 1, 4);
        Metrics m = Metrics.of(capped.play(0, 50));
        assertEquals(50, m.timeouts().count());
        assertEquals(4.0, m.choices());
        assertEquals(1.0, m.draws().rate(), "a game stopped short has no winner");
    }

    @Test
    void drawsAreGamesNobodyOrSeveralSeatsWon() {
        Tally t = new Tally(3);
        t.add(game(0b001, "highest card"));
        t.add(game(0b011, "tie"));
        t.add(game(0b000, "nobody"));
        t.add(game(0b100, "highest card"));
        Metrics m = Metrics.of(t);
        assertEquals(2, m.draws().count());
        assertEquals(0.5, m.draws().rate());
        assertEquals(2, m.firstMover().won().count(), "seat 1 chose first, won once alone and once shared");
    }

    private static GameStats game(int winners, String reason) {
        return new GameStats(0, 1, winners, 3, reason, false, 0, 3, 6, 3, 1, false, 0, 0, 0, -1, -1, null, null,
                List.of());
    }

    @Test
    void sidesAndProgressAreCountedPerGame() {
        Tally t = new Tally(3);
        List<String> sides = List.of("hunters", "hunters", "beast");
        t.add(new GameStats(0, 1, 0b011, 3, "caught", false, 0, 3, 6, 3, 1, false, 0, 0, 0, 2, 3, "traps set",
                sides, List.of()));
        t.add(new GameStats(0, 2, 0b100, 3, "fled", false, 0, 3, 6, 3, 1, false, 0, 0, 0, 0, 3, "traps set",
                sides, List.of()));
        Metrics m = Metrics.of(t);
        assertEquals(List.of("beast", "hunters"), m.sides().stream().map(Metrics.Side::side).toList());
        assertEquals(1, m.sides().get(1).won().count(), "a side counts once a game, however many seats play it");
        assertEquals(2, m.sides().get(1).won().of());
        assertEquals("traps set", m.progressName());
        assertEquals(List.of(2L, 1L, 1L, 0L), m.survival().stream().map(Metrics.Survival::games).toList());
    }
}
