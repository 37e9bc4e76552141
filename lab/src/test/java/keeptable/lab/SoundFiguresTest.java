package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Figures a statistician would sign (issue 29): a side wins when any of its seats wins; an item in a game
 * whose seats share one outcome is measured over its games, not its seat-uses; compare's many tests are
 * held to a false discovery rate; the seat that chooses first is not reported as an advantage where it is
 * always the same side.
 */
class SoundFiguresTest {
    private static GameStats game(long seed, int winners, int seats, String reason, List<String> sides,
                                  List<GameStats.ItemCount> items) {
        return new GameStats(0, seed, winners, seats, reason, false, 0, 10, 20, 5, 2, false, 0, 0, 0, -1, -1, null,
                sides, items);
    }

    @Test
    void aSideWinsWhenAnyOfItsSeatsWins() {
        // The Keep's shape: three Searchers, each of whom can win alone, against Molasar.
        List<String> sides = List.of("Searcher", "Searcher", "Searcher", "Molasar");
        Tally t = new Tally(4);
        int[] winners = {0b0001, 0b0010, 0b0100, 0b1000, 0b0100, 0b1000, 0b0010, 0b1000};
        for (int g = 0; g < winners.length; g++) {
            t.add(game(g, winners[g], 4, "escaped", sides, List.of()));
        }
        Metrics m = Metrics.of(t);
        Metrics.Side searchers = m.sides().stream().filter(s -> s.side().equals("Searcher")).findFirst().orElseThrow();
        long seatWins = t.wins[0] + t.wins[1] + t.wins[2];
        assertEquals(5, seatWins);
        assertEquals(seatWins, searchers.won().count(), "the side's wins are its seats' wins summed");
        assertEquals(8, searchers.won().of());
    }

    @Test
    void anItemInACooperativeGameIsMeasuredOverItsGamesNotItsSeatUses() {
        // Three seats that always win or lose together; every seat uses the tile in the games it appears in.
        Tally t = new Tally(3);
        List<Integer> outcomes = new ArrayList<>();
        for (int g = 0; g < 60; g++) {
            boolean won = g % 3 != 0 && g % 7 != 0;
            boolean tile = g % 2 == 0;
            List<GameStats.ItemCount> uses = new ArrayList<>();
            if (tile) {
                for (int s = 0; s < 3; s++) {
                    uses.add(new GameStats.ItemCount("Tile: 1R", s, 2));
                }
                outcomes.add(won ? 1 : 0);
            }
            t.add(game(g, won ? 0b111 : 0, 3, won ? "escaped" : "overrun", null, uses));
        }
        SimulationSummary.ItemSummary tile = Summaries.items(t).get(0);
        // The game is the unit: the effect's standard error is that of the tile games' outcomes, s / sqrt(n).
        int n = outcomes.size();
        double mean = outcomes.stream().mapToInt(Integer::intValue).average().orElseThrow();
        double ss = outcomes.stream().mapToDouble(o -> (o - mean) * (o - mean)).sum();
        double se = Math.sqrt(ss / (n - 1) / n);
        assertEquals(2 * Stats.Z * se, tile.effectHigh() - tile.effectLow(), 1e-9,
                "the interval is as wide as its " + n + " games make it, not its " + 3 * n + " seat-uses");
    }

    @Test
    void compareHoldsItsManyTestsToAFalseDiscoveryRate() {
        // 200 paired games: seat 1 wins 15 games more and 5 fewer in the variant (z = 10 / sqrt(20), p about
        // 0.025 alone, and seat 2 the mirror), and the games end in nine ways that each move a little.
        PairTally t = new PairTally(2, 1);
        for (int g = 0; g < 200; g++) {
            int baseWinner = g % 2 == 0 ? 0b01 : 0b10;
            int variantWinner = g < 30 && baseWinner == 0b10 ? 0b01 : baseWinner;
            if (g >= 180 && g < 190 && baseWinner == 0b01) {
                variantWinner = 0b10;
            }
            String reason = "way " + (g % 9);
            String after = "way " + ((g + (g % 5 == 0 ? 1 : 0)) % 9);
            t.add(List.of(game(g, baseWinner, 2, reason, null, List.of())),
                    List.of(game(g, variantWinner, 2, after, null, List.of())));
        }
        Comparison.Difference seat = Comparison.paired("seat 1", 0, 0, t.winDiff[0], t.winDiff2[0], t.pairs);
        assertTrue(seat.p() < 0.05, "alone it would pass: p " + seat.p());
        Comparison c = Comparison.of(t, Summaries.of("x", "1", 1, 1, 1, run(), t.base()),
                Summaries.of("x", "1", 1, 1, 1, run(), t.variant()));
        assertFalse(c.seats().get(0).significant(), "among " + c.endings().size() + " more tests it does not");
        assertTrue(c.sentence().contains("nothing changed significantly"), c.sentence());
        assertEquals(12, c.tests(), "two seats, the length and nine endings");
        assertTrue(c.sentence().contains("chance alone would put about 0.6 below p = 0.05"), c.sentence());
    }

    private static SimulationSummary.Run run() {
        return new SimulationSummary.Run("own", java.util.Map.of(), List.of("a", "b"), 1, 100, "");
    }

    @Test
    void theSeatThatChoosesFirstIsNoAdvantageWhereItIsAlwaysTheSameSide() {
        Tally t = new Tally(2);
        List<String> sides = List.of("adventurers", "monsters");
        t.add(game(1, 0b01, 2, "won", sides, List.of()));
        t.add(game(2, 0b10, 2, "lost", sides, List.of()));
        assertNull(Metrics.of(t).firstMover(), "with sides the first chooser's wins are a side's: shown there");
    }

    @Test
    void benjaminiHochbergMatchesItsWorkedValues() {
        // sorted 0.005, 0.01, 0.03, 0.04 of 4: 0.02, 0.02, 0.04, 0.04 (as R's p.adjust(p, "BH") gives)
        double[] q = Stats.benjaminiHochberg(new double[] {0.01, 0.04, 0.03, 0.005});
        assertEquals(0.02, q[0], 1e-12);
        assertEquals(0.04, q[1], 1e-12);
        assertEquals(0.04, q[2], 1e-12);
        assertEquals(0.02, q[3], 1e-12);
    }

    @Test
    void anItemFirstUsedInTheLastRoundIsFlaggedAsFollowingFromTheOutcome() {
        Tally t = new Tally(2);
        for (int g = 0; g < 40; g++) {
            boolean won = g % 2 == 0;
            List<GameStats.ItemCount> uses = new ArrayList<>();
            uses.add(new GameStats.ItemCount("Torch", 0, 1, false));
            uses.add(new GameStats.ItemCount("Torch", 1, 1, g % 4 == 0));
            if (won) {
                uses.add(new GameStats.ItemCount("Enemy killed: the boss", 0, 1, true));
                uses.add(new GameStats.ItemCount("Enemy killed: the boss", 1, 1, g % 8 != 0));
            }
            t.add(game(g, won ? 0b11 : 0, 2, won ? "escaped" : "overrun", null, uses));
        }
        List<SimulationSummary.ItemSummary> items = Summaries.items(t);
        SimulationSummary.ItemSummary boss = items.get(0);
        SimulationSummary.ItemSummary torch = items.get(1);
        assertEquals(20, boss.games());
        assertEquals(15 / 20.0, boss.late(), 1e-12, "late where both seats first killed it in the last round");
        assertTrue(boss.followsOutcome());
        assertEquals(0, torch.late(), "a seat had it before the last round in every game");
        assertFalse(torch.followsOutcome());
    }

    @Test
    void endingsAreGroupedByWhoWon() {
        List<String> sides = List.of("Searcher", "Searcher", "Molasar");
        Tally t = new Tally(3);
        t.add(game(1, 0b001, 3, "Eva found the Hilt in the Crypt: Seat 1 wins", sides, List.of()));
        t.add(game(2, 0b010, 3, "Glaeken found the Hilt in the Cistern: Seat 2 wins", sides, List.of()));
        t.add(game(3, 0b100, 3, "nobody found the Hilt", sides, List.of()));
        t.add(game(4, 0b100, 3, "nobody found the Hilt", sides, List.of()));
        SimulationSummary s = Summaries.of("x", "1", 1, 1, 1, new SimulationSummary.Run("own", java.util.Map.of(),
                List.of("a", "b", "c"), 1, 100, ""), t);
        assertEquals(java.util.Map.of("Molasar won", java.util.Map.of("nobody found the Hilt", 2),
                "Searcher won", java.util.Map.of("Eva found the Hilt in the Crypt: Seat 1 wins", 1,
                        "Glaeken found the Hilt in the Cistern: Seat 2 wins", 1)), s.endingGroups());
    }
}
