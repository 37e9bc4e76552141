package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

/** Issue 29: per-round curves and action frequencies, each checked against the formula in docs/lab.md. */
class CourseFiguresTest {
    private static GameStats game(int leadChanges, GameStats.Course course, List<GameStats.KindCount> kinds) {
        return new GameStats(0, 1, 0b01, 2, "end", false, 0, 10, 20, 5, course.reached(), true, leadChanges, 0, 0,
                -1, -1, null, null, List.of(), course, kinds);
    }

    private static final GameStats LONG = game(1, new GameStats.Course("round", false, "Doubloons",
            new int[][] {{0, 0}, {1, 0}, {2, 1}}, new int[] {0, 1, 0}, 3), List.of(
            new GameStats.KindCount("Move", "Moving", 0, 3, 4, 10),
            new GameStats.KindCount("Buy", "Market", 0, 1, 2, 2),
            new GameStats.KindCount("Move", "Moving", 1, 2, 2, 6)));
    private static final GameStats SHORT = game(3, new GameStats.Course("round", false, "Doubloons",
            new int[][] {{0, 1}}, new int[] {3}, 1), List.of());

    @Test
    void roundCurvesAverageOverTheGamesThatReachedEachRound() {
        Tally t = new Tally(2);
        t.add(LONG);
        t.add(SHORT);
        RoundCurves.Summary s = t.curves.summary(t.games());
        assertEquals("Doubloons", s.measure());
        assertEquals(List.of(2L, 1L, 1L), s.rounds().stream().map(RoundCurves.Round::games).toList());
        assertEquals(List.of(1.0, 0.5, 0.5), s.rounds().stream().map(RoundCurves.Round::running).toList());
        // Seat 2 at round 1: (0 + 1) / 2 games; seat 1 at round 3: 2 / 1 game.
        assertEquals(0.5, s.rounds().get(0).mean()[1], 1e-12);
        assertEquals(1.0, s.rounds().get(1).mean()[0], 1e-12);
        assertEquals(2.0, s.rounds().get(2).mean()[0], 1e-12);
        // Lead changes in round 1: (0 + 3) / 2; in round 2: 1 / 1.
        assertEquals(1.5, s.rounds().get(0).leadChanges(), 1e-12);
        assertEquals(1.0, s.rounds().get(1).leadChanges(), 1e-12);
        // Per game: 1 and 3, mean 2, sample sd sqrt(2), so 2 +- Z sqrt(2) / sqrt(2).
        RoundCurves.Lead l = s.leadChanges();
        assertEquals(2, l.games());
        assertEquals(2.0, l.mean(), 1e-12);
        assertEquals(2.0 - Stats.Z, l.low95(), 1e-9);
        assertEquals(2.0 + Stats.Z, l.high95(), 1e-9);
    }

    @Test
    void actionFrequenciesAreSharesOfTheSeatsDecisionsAndOfferedChoices() {
        Tally t = new Tally(2);
        t.add(LONG);
        t.add(SHORT);
        List<ActionFrequencies.Kind> kinds = t.actions.summary();
        ActionFrequencies.Kind move = kinds.get(0);
        assertEquals("Move", move.kind());
        assertEquals("Moving", move.rules());
        // All seats: 5 of 6 decisions, 16 of 18 choices offered, taken at 5 of the 6 decisions that offered it.
        assertEquals(5.0 / 6, move.all().ofDecisions(), 1e-12);
        assertEquals(16.0 / 18, move.all().ofOffered(), 1e-12);
        assertEquals(5.0 / 6, move.all().takenWhenOffered(), 1e-12);
        // Seat 1: 3 of its 4 decisions, 10 of its 12 offered, 3 of the 4 times it was offered.
        ActionFrequencies.Seat first = move.seats().get(0);
        assertEquals(0.75, first.ofDecisions(), 1e-12);
        assertEquals(10.0 / 12, first.ofOffered(), 1e-12);
        assertEquals(0.75, first.takenWhenOffered(), 1e-12);
        ActionFrequencies.Kind buy = kinds.get(1);
        assertEquals(0.25, buy.seats().get(0).ofDecisions(), 1e-12);
        assertEquals(0.5, buy.seats().get(0).takenWhenOffered(), 1e-12);
        assertEquals(0.0, buy.seats().get(1).ofDecisions(), 1e-12);
    }

    @Test
    void bothAreTheSameHoweverTheGamesAreSplit() {
        Tally both = new Tally(2);
        both.add(LONG);
        both.add(SHORT);
        Tally a = new Tally(2);
        a.add(SHORT);
        Tally b = new Tally(2);
        b.add(LONG);
        a.merge(b);
        assertEquals(both, a);
        // The summaries too, seats' means by value: a summary of a Spark run is compared with the local one's.
        assertEquals(both.curves.summary(both.games()), a.curves.summary(a.games()));
        assertEquals(both.curves.summary(both.games()).hashCode(), a.curves.summary(a.games()).hashCode());
        Tally other = new Tally(2);
        other.add(LONG);
        other.add(LONG);
        assertEquals(false, both.equals(other));
    }

    @Test
    void aPlayedGameCountsEveryDecisionAndEveryChoiceOfferedOnce() throws Exception {
        Tally t = Simulation.tally(new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 200, 2, 3,
                null), n -> { }, null);
        long chosen = 0;
        long offered = 0;
        long[] decisions = new long[2];
        for (ActionFrequencies.Kind k : t.actions.summary()) {
            chosen += k.all().chosen();
            offered += k.all().offered();
            for (ActionFrequencies.Seat s : k.seats()) {
                decisions[s.seat()] += s.chosen();
            }
        }
        for (ActionFrequencies.Kind k : t.actions.summary()) {
            for (ActionFrequencies.Seat s : k.seats()) {
                assertEquals(true, s.offeredAt() >= s.chosen(), k.kind() + ": chosen at most where offered");
                assertEquals(true, s.offeredAt() <= decisions[s.seat()], k.kind() + ": offered at most once a "
                        + "decision, " + s.offeredAt() + " of " + decisions[s.seat()]);
            }
        }
        assertEquals(t.choices, chosen);
        assertEquals(t.offered, offered);
        // The toy game keeps no standing: the lab counts its rounds, and every game reaches the first.
        RoundCurves.Summary s = t.curves.summary(t.games());
        assertEquals(true, s.countedByLab());
        assertNull(s.measure());
        assertEquals(200, s.rounds().get(0).games());
        assertEquals(t.rounds, s.rounds().stream().mapToLong(RoundCurves.Round::games).sum());
    }

    @Test
    void aKindIsOfferedOnceADecisionHoweverManyOfItsChoicesAreOffered() {
        KindCounter k = new KindCounter(LuckyDraw.GAME, null);
        k.start(2);
        LuckyDraw.Swap swap = new LuckyDraw.Swap();
        LuckyDraw.Keep keep = new LuckyDraw.Keep();
        k.decided(0, List.of(swap, swap, swap, keep), swap);
        k.decided(0, List.of(swap, keep), keep);
        k.decided(1, List.of(swap, swap), swap);
        assertEquals(List.of(new GameStats.KindCount("Swap for the top card", null, 0, 1, 2, 4),
                new GameStats.KindCount("Swap for the top card", null, 1, 1, 1, 2),
                new GameStats.KindCount("Keep your card", null, 0, 1, 2, 2)), k.counts());
    }

    @Test
    void aKindIsNamedAsTheTableHeadsItOrFromItsRecordInAGameThatWordsNone() {
        KindCounter worded = new KindCounter(LuckyDraw.GAME, null);
        worded.start(1);
        worded.decided(0, List.of(new LuckyDraw.Swap()), new LuckyDraw.Swap());
        assertEquals("Swap for the top card", worded.counts().get(0).kind());
        KindCounter unworded = new KindCounter(new LuckyDraw() {
            @Override
            public String choiceHeading(Class<? extends keeptable.engine.Choice> kind) {
                return null;
            }
        }, null);
        unworded.start(1);
        unworded.decided(0, List.of(new EndTurn()), new EndTurn());
        assertEquals("End turn", unworded.counts().get(0).kind());
    }

    private record EndTurn() implements keeptable.engine.Choice {
        public String label() {
            return "end";
        }
    }
}
