package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.K;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.SetupException;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Place;
import org.junit.jupiter.api.Test;

/** Book: Beginning the Game; The Card Decks (ID cards). */
class SetupTest {

    @Test
    void handsBonusHazardsGuardsAndMolasarAreDealt() {
        for (int seats = 3; seats <= 6; seats++) {
            KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(seats, null, seats));
            for (int seat = 0; seat < seats; seat++) {
                if (seat == s.molSeat) {
                    assertEquals(4, s.handSize(seat), "Molasar holds four Conflict cards");
                    assertEquals(0, s.bonusCount(seat));
                } else {
                    assertEquals(3, s.handSize(seat), "a Searcher holds three Conflict cards");
                    assertEquals(1, s.bonusCount(seat), "a Searcher holds one Bonus card");
                }
            }
            assertEquals(0x3F, s.hazards, "Molasar holds all six Hazard cards");
            for (int g = 0; g < 12; g++) {
                assertEquals(K.ssStart[g], s.guardRooms[g], "guards on their dots");
            }
            assertEquals(K.molasarStart, s.mol, "Molasar on the M spot");
            assertEquals(seats - 1, s.molSeat, "by default the last seat plays Molasar");
        }
    }

    @Test
    void characterCountsByPlayerCount() {
        int[] expected = {0, 0, 0, 4, 3, 4, 5};
        for (int seats = 3; seats <= 6; seats++) {
            KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(seats, null, 7));
            int n = 0;
            int[] perSeat = new int[seats];
            for (int p = 0; p < 5; p++) {
                if (s.seatOf[p] >= 0) {
                    n++;
                    perSeat[s.seatOf[p]]++;
                    assertTrue(s.seatOf[p] != s.molSeat);
                }
            }
            assertEquals(expected[seats], n, seats + " players");
            for (int seat = 0; seat < seats; seat++) {
                if (seat != s.molSeat) {
                    assertEquals(seats == 3 ? 2 : 1, perSeat[seat], "three players: two Searchers each");
                }
            }
        }
    }

    @Test
    void charactersAndMolasarByOption() {
        KeepState s = Scene.game(3, "1+3,2+5");
        assertEquals(0, s.seatOf[KeepState.EVA]);
        assertEquals(0, s.seatOf[KeepState.CUZA]);
        assertEquals(1, s.seatOf[KeepState.FONESCU]);
        assertEquals(1, s.seatOf[KeepState.WOERMANN]);
        assertEquals(-1, s.seatOf[KeepState.GLAEKEN], "the spare ID card is not used");
        assertThrows(SetupException.class, () -> Scene.game(4, "1,1,2"));
        assertThrows(SetupException.class, () -> Scene.game(4, "1,2"));
        assertThrows(SetupException.class, () -> Scene.game(3, "1,2"));
        assertThrows(SetupException.class, () -> TheKeep.GAME.newGame(Scene.setup(2, null, 1)));
        assertThrows(SetupException.class, () -> TheKeep.GAME.newGame(Scene.setup(7, null, 1)));
    }

    @Test
    void anOptionTheGameDoesNotHaveIsRefusedNamingTheOnesItHas() {
        keeptable.engine.Setup setup = Scene.setup(3, null, 3);
        SetupException e = assertThrows(SetupException.class, () -> TheKeep.GAME.newGame(
                new keeptable.engine.Setup(setup.seats(), java.util.Map.of("molasr", "2"), 3)));
        assertEquals("The Keep has no option 'molasr' (it has molasar, characters)", e.getMessage());
    }

    @Test
    void molasarHidesTheHiltInACellarRoomSecretly() {
        KeepState s = Scene.game(4, "1,2,3");
        assertEquals(s.molSeat, s.toMove());
        List<Choice> c = s.choices();
        assertEquals(Long.bitCount(K.cellar) - 1, c.size(), "any cellar room but his own start");
        for (Choice ch : c) {
            assertTrue(K.isCellar(((ChooseHilt) ch).room()));
            assertTrue(((ChooseHilt) ch).room() != K.molasarStart);
        }
        EventSink.Collector ev = EventSink.collect();
        s.apply(new ChooseHilt(room("D8")), ev);
        assertTrue(ev.visibleTo(s.molSeat).stream().anyMatch(e -> e.text().contains("D8")));
        for (int seat = 0; seat < 3; seat++) {
            assertFalse(ev.visibleTo(seat).stream().anyMatch(e -> e.text().contains("D8")), "hidden from Searchers");
            assertEquals(-1, ((KeepView) s.view(seat)).hiltRoom());
        }
        assertEquals(room("D8"), ((KeepView) s.view(s.molSeat)).hiltRoom());
    }

    @Test
    void searchersPlaceOnEntryPointsInIdOrderOnePerPoint() {
        KeepState s = Scene.game(4, "3,1,2");
        s.apply(new ChooseHilt(room("D8")));
        assertEquals(KeepState.P_PLACE, s.phase);
        assertEquals(s.seatOf[KeepState.EVA], s.toMove(), "ID 1 places first");
        s.apply(new Place(room("Y3")));
        assertEquals(s.seatOf[KeepState.FONESCU], s.toMove());
        Scene.assertLacks(s, new Place(room("Y3")));
        assertTrue(s.choices().stream().allMatch(ch -> (K.entries >>> ((Place) ch).room() & 1) != 0));
        s.apply(new Place(room("Y1")));
        s.apply(new Place(room("Y6")));
        assertEquals(KeepState.P_S_START, s.phase);
        assertEquals(KeepState.EVA, s.actor, "Eva moves first");
    }

    @Test
    void theCardsNotDealtAreTheDrawPilesOnTheBoard() {
        for (int seats = 3; seats <= 6; seats++) {
            KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(seats, null, 40 + seats));
            int searcherPlayers = seats - 1;
            assertEquals(32 - 4 - 3 * searcherPlayers, s.conflictDeck.size(), seats + " players: Conflict draw pile");
            assertEquals(12 - searcherPlayers, s.bonusDeck.size(), seats + " players: Bonus draw pile");
        }
    }
}
