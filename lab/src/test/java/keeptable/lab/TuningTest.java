package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.SetupException;
import org.junit.jupiter.api.Test;

/** The search for a value, on a made-up game whose first seat wins value/10 of its games. */
class TuningTest {
    private int calls;

    /** Seat 1 wins exactly round(games * value / 10) of the games. */
    private Tally play(Variant v, int games) {
        calls++;
        // the content as shipped has the value 3
        double value = v.edits().isEmpty() ? 3 : Double.parseDouble(v.edits().get(0).value());
        Tally t = new Tally(2);
        long wins = Math.round(games * value / 10);
        for (int g = 0; g < games; g++) {
            t.add(new GameStats(0, g, g < wins ? 1 : 2, 2, "end", false, 0, 1, 1, 1, 1, false, 0, 0, 0, -1, -1, null,
                    null, List.of()));
        }
        return t;
    }

    private Tuning.Result tune(String range, String target, int first, int max) throws Exception {
        ContentEdit vary = ContentEdit.parse("cards.yaml:a.power=" + range);
        return new Tuning(this::play, Variant.STANDARD, vary, Target.parse(target), first, max, 0.03).run();
    }

    @Test
    void halvesTheRangeUntilTheTargetIsInsideTheInterval() throws Exception {
        Tuning.Result r = tune("0..10", "seat 1 win rate = 0.5", 100, 3200);
        assertTrue(r.found(), r.summary());
        assertEquals("5", r.value());
        Tuning.Step last = r.steps().get(r.steps().size() - 1);
        assertTrue(last.low95() <= 0.5 && 0.5 <= last.high95());
        assertTrue((last.high95() - last.low95()) / 2 <= 0.03, "narrow enough");
        assertEquals("0", r.steps().get(0).value());
        assertEquals("below the target", r.steps().get(0).verdict());
        assertEquals(100, r.steps().get(0).games(), "a far value is settled by the first batch");
        assertTrue(last.games() > 100, "games are spent near the target");
    }

    @Test
    void theAnswerComesWithTheShippedFigureAndItsNeighboursOnItsGames() throws Exception {
        int start = calls;
        Tuning.Result r = tune("0..10", "seat 1 win rate = 0.5", 100, 3200);
        int played = calls - start;
        Tuning.Step last = r.steps().get(r.steps().size() - 1);
        assertEquals("as shipped", r.shipped().value());
        assertEquals(0.3, r.shipped().rate(), 1e-12, "the shipped content's value 3 wins 3 games in 10");
        assertEquals(last.games(), r.shipped().games(), "on the answer's games");
        assertEquals("below the target", r.shipped().verdict());
        assertEquals(List.of("4", "6"), r.neighbours().stream().map(Tuning.Step::value).toList(), "one step either side");
        assertEquals(0.4, r.neighbours().get(0).rate(), 1e-12);
        assertEquals(0.6, r.neighbours().get(1).rate(), 1e-12);
        for (Tuning.Step n : r.neighbours()) {
            assertEquals(last.games(), n.games(), n.value());
            assertTrue(n.high95() < 0.5 || n.low95() > 0.5, "a step of 10 points leaves the target out: " + n);
        }
        assertEquals("1", r.step());
        assertTrue(r.summary().contains("As shipped: 30.0%") && r.summary().contains("One step either side, on the "
                + "same " + last.games() + " games: 4 gives 40.0%") && r.summary().contains("inside neither"),
                r.summary());
        int before = calls;
        Tuning.Result known = new Tuning(this::play, Variant.STANDARD, ContentEdit.parse("cards.yaml:a.power=0..10"),
                Target.parse("seat 1 win rate = 0.5"), 100, 3200, 0.03).shipped("5").run();
        assertEquals(0.5, known.shipped().rate(), 1e-12, "said to ship 5, the path's figure at 5 is read");
        assertEquals(played - 1, calls - before, "the same search and neighbours; the shipped content is not played "
                + "again");
        assertTrue(known.summary().contains("As shipped (5): 50.0%"), known.summary());
        Tuning.Result end = tune("5..9", "seat 1 win rate = 0.5", 100, 3200);
        assertEquals("5", end.value());
        assertEquals(List.of("6"), end.neighbours().stream().map(Tuning.Step::value).toList(), "within the range only");
    }

    @Test
    void aTargetOutsideTheRangeIsReportedWithTheClosestValue() throws Exception {
        Tuning.Result r = tune("0..3", "seat 1 win rate = 50%", 100, 800);
        assertFalse(r.found());
        assertEquals("3", r.value());
        assertTrue(r.summary().startsWith("No value of cards.yaml:a.power in 0..3"), r.summary());
    }

    @Test
    void badRangesAndTargetsAreRefused() {
        assertThrows(SetupException.class, () -> tune("5..1", "seat 1 win rate = 0.5", 10, 10));
        assertThrows(SetupException.class, () -> tune("a..b", "seat 1 win rate = 0.5", 10, 10));
        assertThrows(SetupException.class, () -> Target.parse("seat one wins"));
        assertThrows(SetupException.class, () -> Target.parse("seat 0 win rate = 0.5"));
        assertThrows(SetupException.class, () -> Target.parse("win rate = 1.5"));
        assertEquals(new Target(-1, "Molasar", 0.5), Target.parse("side Molasar win rate = 0.5"));
        assertThrows(SetupException.class, () -> Target.parse("seat 5 win rate = 0.5").check(4));
    }

    @Test
    void inCampaignsATargetNamesOneOfTheirGames() {
        Target second = Target.parse("game 2 win rate = 40%");
        assertEquals(new Target(-1, null, 0.4, 1), second);
        second.check(2, 3);
        Tally t = new Tally(1);
        for (int campaign = 0; campaign < 5; campaign++) {
            t.add(stats(0, true));
            if (campaign < 4) {
                t.add(stats(1, campaign % 2 == 0));
            }
        }
        assertArrayEquals(new long[] {2, 4}, second.count(t), "won and played, among campaigns that got there");
        SetupException pooled = assertThrows(SetupException.class,
                () -> Target.parse("win rate = 0.5").check(2, 3));
        assertTrue(pooled.getMessage().contains("aim at one game of the campaign"), pooled.getMessage());
        assertThrows(SetupException.class, () -> second.check(2, 1), "no campaigns, no game 2");
        assertThrows(SetupException.class, () -> Target.parse("game 4 win rate = 0.5").check(2, 3));
        assertThrows(SetupException.class, () -> Target.parse("game 0 win rate = 0.5"));
    }

    private static GameStats stats(int stage, boolean won) {
        return new GameStats(stage, 0, won ? 1 : 0, 1, won ? "won" : "lost", false, 0, 10, 20, 1, 1, false, 0, 0,
                0, -1, -1, null, null, List.of());
    }
}
