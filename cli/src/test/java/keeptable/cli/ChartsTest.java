package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.lab.report.Charts;
import org.junit.jupiter.api.Test;

/** A sweep's chart spans its data, so a few points' difference is not flattened against a 0-1 axis. */
class ChartsTest {
    @Test
    void theAxisSpansTheDataNotZeroToOne() {
        List<Charts.Point> points = List.of(new Charts.Point(1, 0.48, 0.45, 0.51, "1"),
                new Charts.Point(2, 0.52, 0.49, 0.55, "2"));
        double[] axis = Charts.axis(points, true);
        assertEquals(0.45 - 0.01, axis[0], 1e-12, "the lowest whisker, less a tenth of the 0.10 span");
        assertEquals(0.55 + 0.01, axis[1], 1e-12);
        StringBuilder b = new StringBuilder();
        Charts.line(b, "Seat 1 win rate", "value", points, true, "");
        assertTrue(b.toString().contains(">0.560</text>") && b.toString().contains(">0.440</text>"), b.toString());
    }

    @Test
    void aChangeFromTheBaselineIsDrawnOnAnAxisFittedToItsWidestWhisker() {
        List<Charts.Diff> rows = List.of(new Charts.Diff("value = 2", -0.02, -0.035, -0.005, true),
                new Charts.Diff("value = 3", 0.01, -0.01, 0.03, false));
        assertEquals(0.035 * 1.1, Charts.fitted(rows), 1e-12, "three and a half points, not a fixed 5 or 100");
        StringBuilder b = new StringBuilder();
        Charts.differences(b, rows, Charts.fitted(rows), " pts", 100, "change (value minus baseline)");
        assertTrue(b.toString().contains(">-3.85 pts</text>") && b.toString().contains("value minus baseline"),
                b.toString());
    }

    @Test
    void aShareStaysWithinZeroAndOne() {
        double[] axis = Charts.axis(List.of(new Charts.Point(1, 0.02, 0.0, 0.2, "a"),
                new Charts.Point(2, 0.9, 0.8, 1.0, "b")), true);
        assertEquals(0, axis[0]);
        assertEquals(1, axis[1]);
    }
}
