package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sweep sets every value against the baseline game by game on the same seeds, and holds all its tests together
 * to a false discovery rate: made-up games whose winners are scripted, so the figures are known exactly.
 */
class SweepComparisonTest {
    /** Game {@code i} of 200 of two seats: seat 1 wins it when {@code seatOneWins} says so, else seat 2. */
    private interface Script {
        boolean seatOneWins(int game);
    }

    private static GameStats game(int i, boolean seatOne, int choices) {
        return new GameStats(0, i, seatOne ? 1 : 2, 2, seatOne ? "seat 1 got there" : "seat 2 got there", false, 0,
                choices, choices * 3L, choices, 1, false, 0, 0, 0, -1, -1, null, null, List.of());
    }

    private static SweepTally sweep(int games, int baseline, Script... values) {
        SweepTally t = new SweepTally(java.util.Collections.nCopies(values.length, 2), baseline, 1);
        for (int i = 0; i < games; i++) {
            List<List<GameStats>> each = new ArrayList<>();
            for (Script s : values) {
                each.add(List.of(game(i, s.seatOneWins(i), 20)));
            }
            t.add(each);
        }
        return t;
    }

    @Test
    void aValueThatPlaysTheBaselinesGamesChangesNothing() {
        Script half = i -> i % 2 == 0;
        SweepComparison c = SweepComparison.of(sweep(200, 0, half, half), List.of("3", "4"), "the shipped value");
        assertTrue(c.values().get(0).baseline() && c.values().get(0).differences().isEmpty(), "the baseline itself");
        for (Comparison.Difference d : c.values().get(1).differences()) {
            assertEquals(0, d.diff(), d.label());
            assertEquals(1, d.p(), d.label() + ": the very same games differ in nothing");
        }
        assertEquals(List.of("seat 1 win rate", "seat 2 win rate", "draw rate", "seat that chose first won",
                "game length (choices)"), c.values().get(1).differences().stream().map(Comparison.Difference::label)
                .toList(), "each win rate and the main metrics");
        assertTrue(c.sentence().startsWith("Against the baseline 3 (the shipped value), over 200 paired games at "
                + "each value: no value changed"), c.sentence());
    }

    @Test
    void aFewGamesWonMoreOnTheSameSeedsAreFlaggedThoughTheRatesLookAlike() {
        // At the value seat 1 wins the baseline's 100 games and 10 more: 50 % against 55 %. Unpaired, two
        // shares of 200 games 5 points apart are nothing (p about 0.32); paired, the 10 changed games out of
        // 200, all one way, are clear (p about 0.001).
        SweepComparison c = SweepComparison.of(sweep(200, 0, i -> i < 100, i -> i < 110), List.of("5", "6"),
                "the first value");
        Comparison.Difference seat = c.values().get(1).of("seat 1 win rate");
        assertEquals(0.50, seat.base(), 1e-12);
        assertEquals(0.55, seat.variant(), 1e-12);
        assertEquals(0.05, seat.diff(), 1e-12);
        double sd = Math.sqrt((10 - 10.0 * 10 / 200) / 199);
        assertEquals(Stats.pValue(0.05 / (sd / Math.sqrt(200))), seat.p(), 1e-12, "the paired z test");
        assertTrue(seat.p() < 0.002 && seat.significant(), "p " + seat.p());
        assertTrue(c.sentence().contains("at 6, seat 1 win rate rose from 50.0% to 55.0%"), c.sentence());
    }

    @Test
    void theTestsOfEveryValueAreHeldTogether() {
        // Value "b" moves seat 1 by 16 games of 400 (all one way): p about 0.0001, clear whatever the number of
        // tests. Value "c" moves it by 9 up and 2 down: p about 0.035, below 0.05 alone, but one of the sweep's
        // tests (5 per value, 15 in all) it is not significant.
        Script base = i -> i % 2 == 0;
        Script b = i -> i % 2 == 0 || i < 32 && i % 2 == 1;
        Script c = i -> (i % 2 == 0 || i < 18 && i % 2 == 1) && !(i >= 100 && i < 104 && i % 2 == 0);
        SweepComparison three = SweepComparison.of(sweep(400, 0, base, b, c), List.of("a", "b", "c"),
                "the first value");
        assertEquals(10, three.tests(), "two values against the baseline, five measures each");
        Comparison.Difference clear = three.values().get(1).of("seat 1 win rate");
        Comparison.Difference chance = three.values().get(2).of("seat 1 win rate");
        assertTrue(clear.significant(), "q " + clear.q());
        assertTrue(chance.p() < 0.05 && !chance.significant(), "p " + chance.p() + ", q " + chance.q());
        double[] p = three.values().stream().flatMap(v -> v.differences().stream())
                .mapToDouble(Comparison.Difference::p).toArray();
        double[] q = Stats.benjaminiHochberg(p);
        List<Double> got = three.values().stream().flatMap(v -> v.differences().stream())
                .map(Comparison.Difference::q).toList();
        for (int i = 0; i < q.length; i++) {
            assertEquals(q[i], got.get(i), 1e-12, "q of test " + i);
        }
        assertEquals(chance.p() * 10 / 6, chance.q(), 1e-12, "the sixth smallest of ten p-values, times 10 / 6");
    }

    @Test
    void theBaselineNeedNotBeTheFirstValueAndTalliesMergeInAnyOrder() {
        Script[] scripts = {i -> i % 3 == 0, i -> i % 2 == 0, i -> i % 5 == 0};
        SweepTally whole = sweep(90, 1, scripts);
        SweepTally halves = new SweepTally(List.of(2, 2, 2), 1, 1);
        SweepTally later = new SweepTally(List.of(2, 2, 2), 1, 1);
        for (int i = 0; i < 90; i++) {
            List<List<GameStats>> each = new ArrayList<>();
            for (Script s : scripts) {
                each.add(List.of(game(i, s.seatOneWins(i), 20)));
            }
            (i < 45 ? later : halves).add(each);
        }
        halves.merge(later);
        assertEquals(whole, halves);
        SweepComparison c = SweepComparison.of(whole, List.of("1", "2", "3"), "the shipped value");
        assertTrue(c.values().get(1).baseline());
        assertNull(c.values().get(0).of("the party's win rate"), "two seats that win apart: no party");
        assertEquals(1.0 / 3 - 0.5, c.values().get(0).of("seat 1 win rate").diff(), 1e-12, "value 1 minus value 2");
        assertFalse(c.values().get(2).baseline());
    }
}
