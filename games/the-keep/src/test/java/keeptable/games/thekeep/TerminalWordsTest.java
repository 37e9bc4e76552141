package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.View;
import org.junit.jupiter.api.Test;

/**
 * What the terminal prints: each room's line names the rooms its doorways lead to and the secret door beside
 * it; a seat reads its own private news once (not again as what the table is told).
 */
class TerminalWordsTest {
    static String line(String board, String roomId) {
        return board.lines().filter(l -> l.startsWith("  " + roomId + " ")).findFirst().orElseThrow(() ->
                new AssertionError("no line for " + roomId + " in\n" + board));
    }

    @Test
    void everyRoomSaysWhereItsDoorwaysLeadAndWhichSecretDoorIsBesideIt() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(4, "1,2,3", 3));
        String board = s.view(0).text();
        assertEquals("  K1  West Gatehouse   doorways to Y1 G1", line(board, "K1").replaceAll(" SS\\d+", "").stripTrailing());
        String armoury = line(board, "G2");
        assertTrue(armoury.startsWith("  G2  Armoury          doorways to G1 G3        [secret door SD1 to D1]"), armoury);
        assertTrue(line(board, "G3").contains("doorways to G2 G4 S1 "), line(board, "G3"));
    }

    @Test
    void theDoorwaysComeFromTheGamesOwnBoard() throws Exception {
        Content edited = Content.load(Map.of("board.yaml", ContentTest.shipped("board.yaml")
                .replace("{id: G1, name: Guard Room,       area: ground,                  exits: [K1, G2]}",
                        "{id: G1, name: Guard Room,       area: ground,                  exits: [K1, G2, G3]}")
                .replace("exits: [G2, G4, S1]}", "exits: [G2, G4, S1, G1]}")));
        KeepState s = (KeepState) new TheKeep(edited).newGame(Scene.setup(4, "1,2,3", 3));
        assertTrue(line(s.view(0).text(), "G1").contains("doorways to K1 G2 G3 "), line(s.view(0).text(), "G1"));
    }

    @Test
    void theSeatWhoHidesTheHiltReadsItOnceAndTheOthersReadThatItWasHidden() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(4, "1,2,3", 3));
        KeepChoice.ChooseHilt pit = new KeepChoice.ChooseHilt(s.k.room("D3"));
        EventSink.Collector ev = EventSink.collect();
        s.apply(pit, ev);
        String hid = "you hide the Hilt in " + s.k.roomLabel(pit.room());
        String told = "Molasar secretly writes down the room of the Hilt";
        assertEquals(List.of(hid), texts(ev.visibleTo(s.molSeat)));
        int other = (s.molSeat + 1) % 4;
        assertEquals(List.of(told), texts(ev.visibleTo(other)));
        assertEquals(List.of(told), texts(ev.visibleTo(View.SPECTATOR)));
    }

    /**
     * In a conflict a Conflict card reads as the value that counts in it: the red side for Molasar, the white
     * for a Searcher, in the column of the enemy (the book's Conflict example: an SS guard in Fonescu's room).
     */
    @Test
    void aConflictCardSaysTheValueThatCountsInTheConflictUnderWay() {
        KeepState s = ConflictTest.table();
        Scene.put(s, KeepState.FONESCU, "G3");
        Scene.guard(s, 0, "G2");
        int m3 = Scene.redNazi(3);
        int e7 = Scene.whiteNazi(7, m3);
        Scene.give(s, ConflictTest.MOL_SEAT, m3);
        Scene.give(s, ConflictTest.EVA_SEAT, e7);
        String before = s.view(ConflictTest.MOL_SEAT).text();
        assertFalse(before.contains("in this conflict"), "no conflict yet:\n" + before);
        String number = String.format("%-2d", s.k.conflictNumber[m3]);
        assertTrue(before.contains("  #" + number + "  red: Molasar " + s.k.redMol[m3] + " / Nazi 3"
                + "   white: Molasar " + s.k.whiteMol[m3] + " / Nazi " + s.k.whiteNazi[m3] + "\n"), before);
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 1;
        s.refresh();
        s.apply(new KeepChoice.GuardStep(0, Scene.room("G3")));
        assertEquals("play Conflict card " + s.k.conflictNumber[m3] + ": 3 in this conflict (red side, against a Nazi)",
                s.describe(new KeepChoice.Commit(m3)));
        assertTrue(s.view(ConflictTest.MOL_SEAT).text().contains("/ Nazi " + s.k.whiteNazi[m3] + "   -> 3 in this conflict\n"),
                s.view(ConflictTest.MOL_SEAT).text());
        s.apply(new KeepChoice.Commit(m3));
        s.apply(new KeepChoice.ChooseDefender(ConflictTest.EVA_SEAT));
        assertEquals("play Conflict card " + s.k.conflictNumber[e7] + ": 7 in this conflict (white side, against a Nazi)",
                s.describe(new KeepChoice.Commit(e7)));
        assertTrue(s.view(ConflictTest.EVA_SEAT).text().contains("-> 7 in this conflict"), s.view(ConflictTest.EVA_SEAT).text());
    }

    static List<String> texts(List<Event> events) {
        return events.stream().map(Event::text).toList();
    }
}
