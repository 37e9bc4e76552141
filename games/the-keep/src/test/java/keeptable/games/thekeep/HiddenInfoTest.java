package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Rng;
import keeptable.engine.View;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import org.junit.jupiter.api.Test;

/** Hidden information: views and determinizations (the issue's "Hidden information" section). */
class HiddenInfoTest {

    @Test
    void aSearchersDeterminizationDrawsTheHiltOnlyAmongRoomsStillPossible() {
        KeepState s = Scene.five("D8");
        s.ruledOut |= 1L << room("D1") | 1L << room("D3");
        long seen = 0;
        Rng rng = new Rng(3);
        for (int i = 0; i < 500; i++) {
            KeepState d = (KeepState) s.determinize(0, rng);
            seen |= 1L << d.hilt;
            assertTrue(Scene.K.isCellar(d.hilt));
            assertEquals(0, s.ruledOut >>> d.hilt & 1, "never a ruled-out room");
        }
        assertEquals(s.possibleHiltRooms(), seen, "every possible room comes up");
        for (int i = 0; i < 50; i++) {
            assertEquals(room("D8"), ((KeepState) s.determinize(4, rng)).hilt, "Molasar knows it");
        }
    }

    @Test
    void determinizationKeepsTheOwnHandAndResamplesTheOthers() {
        KeepState s = Scene.five("D8");
        Rng rng = new Rng(5);
        boolean othersChanged = false;
        for (int i = 0; i < 50; i++) {
            KeepState d = (KeepState) s.determinize(0, rng);
            for (int c = 0; c < 32; c++) {
                assertEquals(s.conflictWhere[c] == 0, d.conflictWhere[c] == 0, "own hand kept");
                othersChanged |= s.conflictWhere[c] == 4 && d.conflictWhere[c] != 4;
            }
            for (int seat = 0; seat < 5; seat++) {
                assertEquals(s.handSize(seat), d.handSize(seat));
                assertEquals(s.bonusCount(seat), d.bonusCount(seat));
            }
            assertTrue(d.rng.position() != s.rng.position(), "future dice resampled too");
        }
        assertTrue(othersChanged, "Molasar's hand resampled");
    }

    @Test
    void aCardSeenWithSecondGuessStaysKnownInDeterminizations() {
        KeepState s = CardsTest.evaInConflictWithMolasar(KeepState.B_SECOND_GUESS);
        int mc = ((Commit) s.choices().get(0)).card();
        s.apply(new Commit(mc));
        s.apply(new ChooseDefender(1));
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        s.apply(new PlayBonus(Scene.bonusCard(KeepState.B_SECOND_GUESS)));
        Rng rng = new Rng(9);
        for (int i = 0; i < 30; i++) {
            KeepState d = (KeepState) s.determinize(0, rng);
            assertEquals(mc, d.molasarCard, "Eva's player looked at it");
            KeepState other = (KeepState) s.determinize(2, rng);
            assertEquals(4, other.conflictWhere[other.molasarCard]);
        }
    }

    @Test
    void searcherViewsNeverShowTheHiltOrOtherHands() throws Exception {
        KeepState s = Scene.five("D8");
        for (int seat = 0; seat < 4; seat++) {
            KeepView v = (KeepView) s.view(seat);
            assertEquals(-1, v.hiltRoom());
            for (int c : v.hand()) {
                assertEquals(seat, s.conflictWhere[c]);
            }
            assertTrue(!v.text().contains("THE HILT"));
        }
        assertTrue(((KeepView) s.view(4)).text().contains("THE HILT"));
    }

    @Test
    void aSpectatorSeesNoCardAndNoHiltEvenMidConflict() {
        KeepState s = CardsTest.evaInConflictWithMolasar(KeepState.B_SECOND_GUESS);
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        assertTrue(s.molasarCard >= 0 && s.bonusCount(0) > 0 && s.handSize(4) > 0, "cards are out and one is down");
        KeepView v = (KeepView) s.view(View.SPECTATOR);
        assertEquals(View.SPECTATOR, v.seat());
        assertEquals("Spectator", v.role());
        assertEquals(0, v.hand().length, "no Conflict hand");
        assertEquals(0, v.bonusHand().length, "no Bonus hand");
        assertEquals(0, v.knownCards().length);
        assertEquals(-1, v.myCommitted(), "Molasar's card stays face down");
        assertTrue(v.molasarCommitted(), "but everyone sees that it is down");
        assertEquals(-1, v.hiltRoom());
        assertEquals(s.handSize(4), v.handSizes()[4], "hand sizes are public");
        assertFalse(v.text().contains("THE HILT"));
        assertTrue(v.text().contains("your Conflict cards: none\n"), v.text());
        assertFalse(v.text().contains("  #"), v.text());
        assertFalse(v.text().contains("your Bonus cards"));
    }

    @Test
    void everyEventNamesItsRuleAndPrivateEventsReachOnlyTheirSeat() {
        keeptable.engine.State s = TheKeep.GAME.newGame(Scene.setup(5, null, 11));
        Rng rng = new Rng(1);
        keeptable.engine.agent.Agent bot = TheKeep.GAME.heuristicAgent();
        keeptable.engine.EventSink.Collector ev = keeptable.engine.EventSink.collect();
        while (!s.isOver()) {
            s.apply(bot.choose(s.determinize(s.toMove(), rng), s.choices(), rng), ev);
        }
        assertTrue(ev.events().size() > 100);
        for (keeptable.engine.Event e : ev.events()) {
            assertTrue(e.rule() != null && !e.text().isBlank(), e.toString());
            if (e instanceof KeepEvent.Private pe) {
                for (int seat = 0; seat < 5; seat++) {
                    assertEquals(seat == pe.seat(), e.visibleTo(seat));
                }
                assertFalse(e.visibleTo(View.SPECTATOR), "a spectator sees no private event");
            }
        }
        int hiltSeat = ((KeepState) s).molSeat;
        for (int seat = 0; seat < 5; seat++) {
            if (seat != hiltSeat) {
                String hidden = "hide the Hilt";
                assertTrue(ev.visibleTo(seat).stream().noneMatch(e -> e.text().contains(hidden)));
            }
        }
    }
}
