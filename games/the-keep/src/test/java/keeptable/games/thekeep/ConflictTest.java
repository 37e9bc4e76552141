package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.ResolveConflict;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/** Book: Conflict; Conflict Cards; the Conflict Example; Retreat (the example's retreats). */
class ConflictTest {
    static final int EVA_SEAT = 0;
    static final int FONESCU_SEAT = 1;
    static final int CUZA_SEAT = 2;
    static final int GLAEKEN_SEAT = 3;
    static final int MOL_SEAT = 4;

    static KeepState table() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        for (int seat = 0; seat < 4; seat++) {
            Scene.noBonus(s, seat);
        }
        return s;
    }

    @Test
    void workedConflictExample() {
        KeepState s = table();
        Scene.put(s, KeepState.FONESCU, "G3");
        Scene.put(s, KeepState.CUZA, "G5");
        Scene.guard(s, 0, "G2");
        Scene.guard(s, 1, "U2");
        int m3 = Scene.redNazi(3);
        int m6 = Scene.redNazi(6, m3);
        int e7 = Scene.whiteNazi(7, m3, m6);
        int g3 = Scene.whiteNazi(3, m3, m6, e7);
        Scene.give(s, MOL_SEAT, m3);
        Scene.give(s, MOL_SEAT, m6, m3);
        Scene.give(s, EVA_SEAT, e7);
        Scene.give(s, GLAEKEN_SEAT, g3);
        // Molasar moves a guard into Father Fonescu's room
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 1;
        s.refresh();
        s.apply(new GuardStep(0, room("G3")));
        assertEquals(KeepState.P_C_MOL, s.phase, "movement over: the conflict begins");
        assertEquals(MOL_SEAT, s.toMove());
        s.apply(new Commit(m3));
        assertEquals(FONESCU_SEAT, s.toMove(), "Fonescu picks his defender");
        assertLacks(s, new ChooseDefender(FONESCU_SEAT));
        s.apply(new ChooseDefender(EVA_SEAT));
        assertEquals(EVA_SEAT, s.toMove());
        s.apply(new Commit(e7));
        assertEquals(FONESCU_SEAT, s.toMove());
        EventSink.Collector ev = EventSink.collect();
        s.apply(new Proceed(), ev);
        KeepEvent.CardsRevealed r = ev.events().stream().filter(e -> e instanceof KeepEvent.CardsRevealed)
                .map(e -> (KeepEvent.CardsRevealed) e).findFirst().orElseThrow();
        assertEquals(3, r.molasarValue());
        assertEquals(7, r.defenderValue());
        assertEquals(1, r.bonus(), "Fonescu's +1 against an SS guard");
        assertEquals(1, s.bonusCount(EVA_SEAT), "Eva's player, who played the card, draws a Bonus card");
        assertEquals(0, s.bonusCount(FONESCU_SEAT));
        assertEquals(KeepState.P_C_RETREAT, s.phase);
        assertEquals(FONESCU_SEAT, s.toMove(), "Father Fonescu moves the guard");
        assertEquals(5, s.retreatLeft, "8 - 3 = 5 rooms");
        s.apply(new GuardStep(0, room("G4")));
        s.apply(new GuardStep(0, room("G5")));
        // the guard meets Dr. Cuza: that conflict is played at once
        assertEquals(KeepState.P_C_MOL, s.phase);
        assertEquals(KeepState.CUZA, s.conflictPawn);
        s.apply(new Commit(m6));
        s.apply(new ChooseDefender(GLAEKEN_SEAT));
        s.apply(new Commit(g3));
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_RETREAT, s.phase);
        assertEquals(MOL_SEAT, s.toMove(), "Molasar won and moves Dr. Cuza");
        assertEquals(3, s.retreatLeft, "6 - 3 = 3 rooms");
        assertEquals(0, s.bonusCount(GLAEKEN_SEAT), "the loser's defender draws nothing");
        s.apply(Step.of(room("G6")));
        s.apply(Step.of(room("G7")));
        s.apply(Step.of(room("S3")));
        assertEquals(room("S3"), s.pos[KeepState.CUZA]);
        assertEquals(4, s.handSize(MOL_SEAT), "replacement cards drawn");
        assertEquals(3, s.handSize(EVA_SEAT));
        assertEquals(3, s.handSize(GLAEKEN_SEAT));
    }

    @Test
    void tiesAreReplayedAtOnceWithTheSameDefender() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G3");
        int m4 = Scene.redNazi(4);
        int m8 = Scene.redNazi(8, m4);
        int w4 = Scene.whiteNazi(4, m4, m8);
        int w2 = Scene.whiteNazi(2, m4, m8, w4);
        Scene.give(s, MOL_SEAT, m4);
        Scene.give(s, MOL_SEAT, m8, m4);
        Scene.give(s, GLAEKEN_SEAT, w4);
        Scene.give(s, GLAEKEN_SEAT, w2, w4);
        Scene.searcherTurn(s, KeepState.EVA);
        s.apply(new KeepChoice.Roll());
        s.apply(new Stop());
        s.apply(new Commit(m4));
        s.apply(new ChooseDefender(GLAEKEN_SEAT));
        s.apply(new Commit(w4));
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_MOL, s.phase, "4 against 4: played again");
        assertEquals(GLAEKEN_SEAT, s.defenderSeat);
        assertEquals(KeepState.DISCARD, s.conflictWhere[m4]);
        assertEquals(KeepState.DISCARD, s.conflictWhere[w4]);
        assertEquals(3, s.handSize(MOL_SEAT), "no replacement before the conflict is over");
        s.apply(new Commit(m8));
        assertEquals(GLAEKEN_SEAT, s.toMove(), "the same defender plays again");
        s.apply(new Commit(w2));
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_RETREAT, s.phase);
        assertEquals(6, s.retreatLeft);
        assertEquals(4, s.handSize(MOL_SEAT));
        assertEquals(3, s.handSize(GLAEKEN_SEAT));
    }

    @Test
    void aPlayerCannotDefendHisOwnSearcher() {
        KeepState s = Scene.started(3, "1+3,2+4", "D8");
        Scene.clear(s);
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G3");
        Scene.noBonus(s, 0);
        Scene.searcherTurn(s, KeepState.EVA);
        s.apply(new KeepChoice.Roll());
        s.apply(new Stop());
        s.apply(new Commit(s.choices().get(0) instanceof Commit c ? c.card() : -1));
        assertEquals(KeepState.P_C_DEF, s.phase, "the only other Searcher player defends, unasked");
        assertEquals(1, s.defenderSeat);
    }

    @Test
    void theDefendersOwnAbilitiesDoNotCount() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G3");
        s.mol = room("G3");
        int m5 = Scene.redMol(5);
        int w5 = Scene.whiteMol(5, m5);
        Scene.give(s, MOL_SEAT, m5);
        Scene.give(s, GLAEKEN_SEAT, w5);
        Scene.searcherTurn(s, KeepState.EVA);
        s.apply(new KeepChoice.Roll());
        s.apply(new Stop());
        s.apply(new Commit(m5));
        s.apply(new ChooseDefender(GLAEKEN_SEAT));
        s.apply(new Commit(w5));
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_MOL, s.phase, "Glaeken's +1 against Molasar is not Eva's: a tie");
    }

    @Test
    void glaekenGainsOneAgainstMolasar() {
        KeepState s = table();
        Scene.put(s, KeepState.GLAEKEN, "G3");
        s.mol = room("G3");
        int m5 = Scene.redMol(5);
        int w5 = Scene.whiteMol(5, m5);
        Scene.give(s, MOL_SEAT, m5);
        Scene.give(s, EVA_SEAT, w5);
        Scene.searcherTurn(s, KeepState.GLAEKEN);
        s.apply(new KeepChoice.Roll());
        s.apply(new Stop());
        s.apply(new Commit(m5));
        s.apply(new ChooseDefender(EVA_SEAT));
        s.apply(new Commit(w5));
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_RETREAT, s.phase);
        assertEquals(KeepState.K_MOL, s.retreatPawn, "Glaeken's side wins by one");
        assertEquals(1, s.retreatLeft);
    }

    /**
     * Molasar's guards have just moved (his Hazard spent): guard i stands with Searcher {@code pawns[i]} in
     * {@code rooms[i]}, and the turn's conflicts follow.
     */
    static KeepState guardsMetSearchers(int[] pawns, String... rooms) {
        KeepState s = table();
        for (int i = 0; i < pawns.length; i++) {
            Scene.put(s, pawns[i], rooms[i]);
            Scene.guard(s, i, rooms[i]);
        }
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 0;
        s.refresh();
        s.apply(new Stop());
        return s;
    }

    @Test
    void theTurnPlayerChoosesTheOrderOfConflicts() {
        KeepState s = guardsMetSearchers(new int[] {KeepState.EVA, KeepState.CUZA}, "G1", "G5");
        assertEquals(KeepState.P_C_PICK, s.phase);
        assertEquals(MOL_SEAT, s.toMove());
        assertHas(s, new ResolveConflict(KeepState.EVA));
        assertHas(s, new ResolveConflict(KeepState.CUZA));
        s.apply(new ResolveConflict(KeepState.CUZA));
        assertEquals(KeepState.CUZA, s.conflictPawn);
    }

    @Test
    void committedCardsStayHiddenUntilBothAreRevealed() throws Exception {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G3");
        Scene.searcherTurn(s, KeepState.EVA);
        s.apply(new KeepChoice.Roll());
        s.apply(new Stop());
        int mc = ((Commit) s.choices().get(0)).card();
        s.apply(new Commit(mc));
        s.apply(new ChooseDefender(CUZA_SEAT));
        int dc = ((Commit) s.choices().get(0)).card();
        s.apply(new Commit(dc));
        for (int seat = 0; seat < 5; seat++) {
            KeepView v = (KeepView) s.view(seat);
            assertTrue(v.molasarCommitted() && v.defenderCommitted());
            String json = TheKeep.GAME.json().writeValueAsString(v);
            if (seat == MOL_SEAT) {
                assertEquals(mc, v.myCommitted());
            } else if (seat == CUZA_SEAT) {
                assertEquals(dc, v.myCommitted());
            } else {
                assertEquals(-1, v.myCommitted());
            }
            if (seat != MOL_SEAT) {
                assertFalse(java.util.Arrays.stream(v.hand()).anyMatch(c -> c == mc), "Molasar's card unseen");
            }
        }
    }

    @Test
    void theWinningDefenderKeepsAtMostTwoBonusCards() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G3");
        int m2 = Scene.redNazi(2);
        int w8 = Scene.whiteNazi(8, m2);
        Scene.give(s, MOL_SEAT, m2);
        Scene.give(s, CUZA_SEAT, w8);
        Scene.bonus(s, CUZA_SEAT, Scene.bonusCard(KeepState.B_FLASHLIGHT));
        Scene.bonus(s, CUZA_SEAT, Scene.bonusCard(KeepState.B_BLADE));
        Scene.searcherTurn(s, KeepState.EVA);
        s.apply(new KeepChoice.Roll());
        s.apply(new Stop());
        s.apply(new Commit(m2));
        s.apply(new ChooseDefender(CUZA_SEAT));
        s.apply(new Commit(w8));
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_DISCARD, s.phase);
        assertEquals(CUZA_SEAT, s.toMove());
        assertEquals(3, s.choices().size());
        s.apply(new KeepChoice.DiscardBonus(Scene.bonusCard(KeepState.B_FLASHLIGHT)));
        assertEquals(2, s.bonusCount(CUZA_SEAT));
        assertEquals(KeepState.P_C_RETREAT, s.phase);
    }

    @Test
    void conflictDeckIsReshuffledWhenEmpty() {
        KeepState s = table();
        // everything not in a hand goes to the discard pile
        while (!s.conflictDeck.isEmpty()) {
            CardDecks.discardConflict(s, s.conflictDeck.draw());
        }
        s.refresh();
        assertTrue(CardDecks.drawConflict(s, 0, EventSink.NONE));
        assertEquals(4, s.handSize(0));
        int inHands = 0;
        for (int c = 0; c < 32; c++) {
            assertTrue(s.conflictWhere[c] != KeepState.DISCARD, "no card left on the discard pile");
            inHands += s.conflictWhere[c] >= 0 ? 1 : 0;
        }
        assertEquals(32 - inHands, s.conflictDeck.size(), "every card out of the hands is back in the deck");
    }

    @Test
    void inASearchersTurnHisPlayerChoosesWhichConflictComesFirst() {
        // Woermann walks a guard into Eva's room and then meets another guard himself: two conflicts in his turn
        KeepState s = Scene.started(5, "1,2,3,5", "D8");
        Scene.clear(s);
        for (int seat = 0; seat < 4; seat++) {
            Scene.noBonus(s, seat);
        }
        Scene.put(s, KeepState.WOERMANN, "G1");
        Scene.put(s, KeepState.EVA, "G5");
        Scene.guard(s, 0, "G2");
        Scene.guard(s, 1, "G4");
        Scene.searcherTurn(s, KeepState.WOERMANN);
        Scene.rig(s, 2);
        s.apply(new KeepChoice.Roll());
        s.apply(new GuardStep(1, room("G5")));
        s.apply(Step.of(room("G2")));
        assertEquals(KeepState.P_C_PICK, s.phase, "his two points are spent: the conflicts");
        assertEquals(3, s.toMove(), "Woermann's player (seat 3) orders his turn's conflicts");
        assertHas(s, new ResolveConflict(KeepState.EVA));
        assertHas(s, new ResolveConflict(KeepState.WOERMANN));
        s.apply(new ResolveConflict(KeepState.EVA));
        assertEquals(KeepState.EVA, s.conflictPawn);
        assertEquals(1, s.conflictEnemy);
    }

    @Test
    void theBooksThreeConflictsInMolasarsTurnGoInTheOrderHeChooses() {
        // three guards confront three Searchers in Molasar's turn: he decides which is first, second and third
        KeepState s = guardsMetSearchers(new int[] {KeepState.EVA, KeepState.CUZA, KeepState.GLAEKEN}, "G1", "G5", "U2");
        int[] order = {KeepState.CUZA, KeepState.GLAEKEN, KeepState.EVA};
        for (int i = 0; i < 2; i++) {
            assertEquals(KeepState.P_C_PICK, s.phase, "Molasar picks conflict " + (i + 1));
            assertEquals(MOL_SEAT, s.toMove());
            for (int j = 0; j < 3; j++) {
                assertEquals(j >= i, s.choices().contains(new ResolveConflict(order[j])), "still to fight: " + j);
            }
            s.apply(new ResolveConflict(order[i]));
            assertEquals(order[i], s.conflictPawn);
            PlayingTheTurnTest.molasarWinsAndDrivesHimOneRoom(s);
        }
        assertEquals(KeepState.P_C_MOL, s.phase, "the last conflict, the only one left, follows");
        assertEquals(KeepState.EVA, s.conflictPawn);
    }
}
