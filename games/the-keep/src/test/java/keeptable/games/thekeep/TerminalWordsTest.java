package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    static List<String> texts(List<Event> events) {
        return events.stream().map(Event::text).toList();
    }
}
