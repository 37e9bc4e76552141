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
        assertEquals("  K1  West Gatehouse   doorways to Y1 G1", line(board, "K1").replace(" SS guard", "").stripTrailing());
        String armoury = line(board, "G2");
        assertTrue(armoury.startsWith("  G2  Armoury          doorways to G1 G3        [secret door behind the weapon"
                + " racks, down to D1 Ossuary]"), armoury);
        assertTrue(line(board, "D1").contains("[secret door behind the weapon racks, up to G2 Armoury]"), line(board, "D1"));
        assertTrue(line(board, "G3").contains("doorways to G2 G4 S1 "), line(board, "G3"));
        assertFalse(board.contains("SD1"), "no door's id:\n" + board);
    }

    /** A secret door is named by where it hides, in choices and in what the table reads, never by its id. */
    @Test
    void aSecretDoorIsNamedByWhereItHides() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(4, "1,2,3", 3));
        assertEquals("search for the secret door behind the weapon racks", s.describe(new KeepChoice.Search(0)));
        s.guardRooms[1] = Scene.room("G6");
        assertEquals("the SS guard in G6 Kitchen searches for the secret door behind the bread oven",
                s.describe(new KeepChoice.GuardSearch(1, 1)));
    }

    /**
     * Issue 26: an SS guard is named as players name it, by the room it stands in, in choices, in what the table is
     * told and on the board - never by a number (the pawns are alike).
     */
    @Test
    void anSsGuardIsNamedByTheRoomItStandsIn() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(4, "1,2,3", 3));
        s.guardRooms[2] = Scene.room("G5");
        assertEquals("move the SS guard in G5 East Hall to G6 Kitchen", s.describe(new KeepChoice.GuardStep(2, Scene.room("G6"))));
        assertEquals("summon the SS guard in G5 East Hall to D2 Wine Cellar", s.describe(new KeepChoice.Summon(2, Scene.room("D2"))));
        assertEquals("Molasar eats the SS guard in G4 Great Hall (3 eaten)",
                new KeepEvent.GuardEaten(2, "G4 Great Hall", 3).text());
        s.retreatPawn = KeepState.K_GUARD + 2;
        s.retreatLeft = 2;
        s.retreatSteerer = 0;
        s.phase = KeepState.P_C_RETREAT;
        assertEquals("retreat the SS guard in G5 East Hall (2 left)", Prompts.of(s));
        String board = s.view(0).text();
        assertTrue(line(board, "G5").endsWith(" SS guard"), line(board, "G5"));
        assertFalse(board.matches("(?s).*SS ?(guard )?[0-9].*"), "no guard by number:\n" + board);
    }

    /**
     * The board's second line says who plays whom, a player once with every character they play (issue 26: a player
     * of two characters was named twice), Molasar too; the first says whom you play (it read "Searcher: Glaeken"
     * after a colon of its own); a game with no Hazard left says none.
     */
    @Test
    void theBoardSaysWhoPlaysWhom() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(3, "1+3,2+5", 3));
        List<String> lines = s.view(0).text().lines().toList();
        assertEquals("players: P1 plays Eva and Dr. Cuza; P2 plays Father Fonescu and Cpt. Woermann; P3 plays Molasar",
                lines.get(1));
        assertEquals(List.of("P1 plays Eva and Dr. Cuza", "P2 plays Father Fonescu and Cpt. Woermann", "P3 plays Molasar"),
                ((KeepView) s.view(View.SPECTATOR)).players());
        assertTrue(lines.get(0).endsWith("   You play Eva and Dr. Cuza (P1)"), lines.get(0));
        assertEquals("You play Eva and Dr. Cuza", ((KeepView) s.view(0)).you());
        assertEquals("You play Molasar", ((KeepView) s.view(2)).you());
        assertEquals("You are watching", ((KeepView) s.view(View.SPECTATOR)).you());
        s.pos[2] = KeepState.OUTSIDE;
        assertEquals("P1 plays Eva and Dr. Cuza (outside the Keep)", ((KeepView) s.view(1)).players().get(0));
        s = (KeepState) TheKeep.GAME.newGame(Scene.setup(4, "1,2,3", 3));
        assertTrue(s.view(0).text().contains("Hazards left: Evil Spreads, Power Failure,"), s.view(0).text());
        s.hazards = 0;
        assertTrue(s.view(0).text().contains("Hazards left: none\n"), s.view(0).text());
    }

    /** A Searcher asks a player to defend him by the player's name and the characters that player runs. */
    @Test
    void theDefenderIsAskedForByNameAndCharacter() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(3, "1+3,2+5", 3));
        for (int seat = 0; seat < 3; seat++) {
            if (seat == s.molSeat) {
                continue;
            }
            StringBuilder chars = new StringBuilder();
            for (int p = 0; p < 5; p++) {
                if (s.seatOf[p] == seat) {
                    chars.append(chars.isEmpty() ? "" : " and ").append(s.k.ids[p].name());
                }
            }
            assertTrue(chars.toString().contains(" and "), "three players: two characters a Searcher player");
            assertEquals("ask " + s.name(seat) + " (" + chars + ") to defend", s.describe(new KeepChoice.ChooseDefender(seat)));
        }
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
