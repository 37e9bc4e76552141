package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import keeptable.engine.json.Json;
import keeptable.engine.record.GameRecord;
import org.junit.jupiter.api.Test;

class OutcomeTest {
    private final ObjectMapper json = Json.plain();

    @Test
    void aWinnerWhoIsNoSeatIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Outcome.sides(1, List.of(0, 1), "won", null, null));
        assertTrue(e.getMessage().contains("winner 1 is no seat of a game of 1"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Outcome(List.of(-1), "won"));
        assertEquals(List.of(0), Outcome.sides(1, List.of(0), "won", null, null).winners());
    }

    @Test
    void rankedPlacesShareTiesAndSkipAfterThem() {
        Outcome o = Outcome.ranked(List.of(1, 2), "most gold", new int[] {3, 5, 5, 1}, new long[] {3, 5, 5, 1});
        assertEquals(3, o.place(0));
        assertEquals(1, o.place(1));
        assertEquals(1, o.place(2));
        assertEquals(4, o.place(3));
        assertEquals(Integer.valueOf(3), o.results().get(0).score());
        assertNull(o.progress());
    }

    @Test
    void aRankedEndingRewardsTheShareOfOtherSeatsPlacedBehind() {
        // places 3, 1, 1, 4: the old reward was 1 for the two winners and 0 for both losers alike
        Outcome o = Outcome.ranked(List.of(1, 2), "most gold", new int[] {3, 5, 5, 1}, new long[] {3, 5, 5, 1});
        assertTrue(o.rankedByScore());
        assertEquals(1.0 / 3, o.reward(0), 1e-12, "third of four: ahead of one of three");
        assertEquals(2.5 / 3, o.reward(1), 1e-12, "first, tied with one: ahead of two, level with one");
        assertEquals(2.5 / 3, o.reward(2), 1e-12);
        assertEquals(0.0, o.reward(3), 1e-12, "alone in last place");
        Outcome two = Outcome.ranked(List.of(0), "most gold", new int[] {4, 2}, new long[] {4, 2});
        assertEquals(1.0, two.reward(0), "at two seats the reward is the win");
        assertEquals(0.0, two.reward(1));
    }

    @Test
    void sidesAndRecordsWithoutResultsKeepTheWinReward() {
        Outcome keep = Outcome.sides(3, List.of(0), "Molasar won", s -> s == 0 ? "Molasar" : "Searcher", null);
        assertTrue(!keep.rankedByScore());
        assertEquals(List.of(1.0, 0.0, 0.0), List.of(keep.reward(0), keep.reward(1), keep.reward(2)),
                "the two losing Searchers share second place, but a loss is 0");
        Outcome searcher = Outcome.sides(3, List.of(2), "the Hilt was found", s -> s == 0 ? "Molasar" : "Searcher", null);
        assertEquals(List.of(0.0, 0.0, 1.0), List.of(searcher.reward(0), searcher.reward(1), searcher.reward(2)));
        Outcome party = Outcome.sides(4, List.of(0, 1, 2, 3), "the Quest is done", null, null);
        assertEquals(1.0, party.reward(3), "a co-operative win is 1 for every seat");
        Outcome old = new Outcome(List.of(1), "first to five");
        assertEquals(List.of(0.0, 1.0), List.of(old.reward(0), old.reward(1)));
    }

    @Test
    void aTieBreakBehindTheScorePlacesSeatsWithEqualScores() {
        Outcome o = Outcome.ranked(List.of(0), "most gold, then money", new int[] {4, 4}, new long[] {400_012, 400_003});
        assertEquals(1, o.place(0));
        assertEquals(2, o.place(1));
        assertEquals(Integer.valueOf(4), o.results().get(1).score());
    }

    @Test
    void sidesPlaceWinnersFirstAndEveryoneElseSecond() {
        Outcome o = Outcome.sides(3, List.of(2), "the Hilt was found", s -> s == 0 ? "Molasar" : "Searcher", null);
        assertEquals(List.of(2, 2, 1), o.results().stream().map(Outcome.SeatResult::place).toList());
        assertEquals("Molasar", o.results().get(0).side());
        assertNull(o.results().get(0).score());
    }

    @Test
    void aLostCooperativeGameSharesFirstPlaceAndReportsProgress() {
        Outcome.Progress p = new Outcome.Progress("Quest goals met", 2, 3, null);
        Outcome o = Outcome.sides(2, List.of(), "the party fell", null, p);
        assertEquals(1, o.place(0));
        assertEquals(1, o.place(1));
        assertEquals(0.0, o.reward(0));
        assertEquals(2, o.progress().reached());
    }

    @Test
    void progressBeyondItsMostIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Outcome.Progress("Biome reached", 4, 3, null));
        assertThrows(IllegalArgumentException.class, () -> new Outcome.SeatResult(0, null, null));
    }

    @Test
    void survivesJsonWithResultsAndProgress() throws Exception {
        Outcome o = Outcome.sides(2, List.of(0), "the boss is dead", s -> s == 0 ? "adventurers" : "monsters",
                new Outcome.Progress("spawning squares destroyed", 2, 4, "months of respite"));
        String text = json.writeValueAsString(o);
        assertTrue(text.contains("\"grade\":\"months of respite\""), text);
        assertEquals(o, json.readValue(text, Outcome.class));
    }

    @Test
    void anOutcomeWrittenBeforeResultsReadsBackWithWinnersAndReason() throws Exception {
        Outcome old = json.readValue("{\"winners\":[1],\"reason\":\"first to five\"}", Outcome.class);
        assertEquals(List.of(1), old.winners());
        assertEquals(List.of(), old.results());
        assertNull(old.progress());
        assertEquals(2, old.place(0));
        assertEquals(1, old.place(1));
        assertTrue(old.sameEnding(Outcome.ranked(List.of(1), "first to five", new int[] {2, 5}, new long[] {2, 5})));
    }

    @Test
    void aRecordKeepsItsOutcomeThroughJson() throws Exception {
        Outcome o = Outcome.ranked(List.of(0), "highest card 9", new int[] {9, 4}, new long[] {9, 4});
        GameRecord r = new GameRecord("lucky-draw", "1", Setup.of(5, "random", "random"), List.of(), new long[] {7L}, o);
        GameRecord back = json.readValue(json.writeValueAsString(r), GameRecord.class);
        assertEquals(o, back.outcome());
    }
}
