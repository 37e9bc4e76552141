package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.Accept;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.DemandOther;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.PlayHazard;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Stay;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepChoice.Summon;
import keeptable.games.thekeep.KeepChoice.Teleport;
import org.junit.jupiter.api.Test;

/** Book: Bonus Cards (all 12) and Hazard Cards (all 6), with their timing. */
class CardsTest {
    static final int MOL_SEAT = 4;

    static KeepState evaTurn(String where, int bonusEffect) {
        KeepState s = ConflictTest.table();
        Scene.put(s, KeepState.EVA, where);
        int c = Scene.bonusCard(bonusEffect);
        Scene.bonus(s, 0, c);
        Scene.searcherTurn(s, KeepState.EVA);
        return s;
    }

    // ------------------------------- Bonus cards -------------------------------

    @Test
    void rerollBeforeTheFirstStepOnly() {
        KeepState s = evaTurn("Y1", KeepState.B_REROLL);
        int c = Scene.bonusCard(KeepState.B_REROLL);
        Scene.rig(s, 1, 6);
        s.apply(new Roll());
        assertEquals(2, s.movePoints);
        s.apply(new PlayBonus(c));
        assertEquals(7, s.movePoints, "rolled again: 6 + 1 for Eva");
        KeepState t = evaTurn("Y1", KeepState.B_REROLL);
        t.apply(new Roll());
        t.apply(Step.of(room("Y2")));
        assertLacks(t, new PlayBonus(c));
    }

    @Test
    void secondWindGivesAnExtraTurnAfterTheTurnEnds() {
        KeepState s = evaTurn("Y1", KeepState.B_SECOND_WIND);
        int c = Scene.bonusCard(KeepState.B_SECOND_WIND);
        assertLacks(s, new PlayBonus(c));
        s.apply(new Roll());
        s.apply(new Stop());
        assertEquals(KeepState.P_S_END, s.phase);
        assertHas(s, new PlayBonus(c));
        s.apply(new PlayBonus(c));
        assertEquals(KeepState.EVA, s.actor);
        assertEquals(KeepState.P_S_START, s.phase, "Eva plays again");
        s.apply(new Roll());
        s.apply(new Stop());
        s.apply(new Proceed());
        assertEquals(KeepState.FONESCU, s.actor);
    }

    static KeepState evaInConflictWithMolasar(int bonusEffect) {
        KeepState s = evaTurn("G3", bonusEffect);
        s.mol = room("G3");
        s.refresh();
        s.apply(new Roll());
        s.apply(new Stop());
        return s;
    }

    @Test
    void secondGuessShowsMolasarsCardAndMayForceAnother() {
        KeepState s = evaInConflictWithMolasar(KeepState.B_SECOND_GUESS);
        int m9 = Scene.redMol(10);
        int m4 = Scene.redMol(4, m9);
        Scene.give(s, MOL_SEAT, m9);
        Scene.give(s, MOL_SEAT, m4, m9);
        s.apply(new Commit(m9));
        s.apply(new ChooseDefender(1));
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        int sg = Scene.bonusCard(KeepState.B_SECOND_GUESS);
        assertHas(s, new PlayBonus(sg));
        EventSink.Collector ev = EventSink.collect();
        s.apply(new PlayBonus(sg), ev);
        assertTrue(ev.visibleTo(0).stream().anyMatch(e -> e.text().contains("Molasar's card is")));
        assertFalse(ev.visibleTo(1).stream().anyMatch(e -> e.text().contains("Molasar's card is")));
        assertEquals(m9, ((KeepView) s.view(0)).knownCards()[0], "Eva's player now knows it");
        assertHas(s, new Accept());
        s.apply(new DemandOther());
        assertEquals(MOL_SEAT, s.toMove());
        assertLacks(s, new Commit(m9));
        s.apply(new Commit(m4));
        assertEquals(m4, s.molasarCard);
        assertEquals(KeepState.P_C_WINDOW, s.phase);
    }

    @Test
    void theBladeAddsTwoAgainstMolasar() {
        KeepState s = evaInConflictWithMolasar(KeepState.B_BLADE);
        int m6 = Scene.redMol(6);
        int w4 = Scene.whiteMol(4, m6);
        Scene.give(s, MOL_SEAT, m6);
        Scene.give(s, 1, w4);
        s.apply(new Commit(m6));
        s.apply(new ChooseDefender(1));
        s.apply(new Commit(w4));
        s.apply(new PlayBonus(Scene.bonusCard(KeepState.B_BLADE)));
        assertEquals(2, Conflicts.searcherBonus(s));
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_MOL, s.phase, "4 + 2 against 6: a tie, replayed");
    }

    @Test
    void moveNaziMovesOneGuardFourRoomsBeforeRolling() {
        KeepState s = evaTurn("Y1", KeepState.B_MOVE_NAZI);
        Scene.guard(s, 0, "K1");
        Scene.guard(s, 1, "G8");
        int c = Scene.bonusCard(KeepState.B_MOVE_NAZI);
        s.apply(new PlayBonus(c));
        assertEquals(4, s.movePoints);
        s.apply(new GuardStep(0, room("G1")));
        assertLacks(s, new GuardStep(1, room("G7")));
        s.apply(new GuardStep(0, room("G2")));
        s.apply(new GuardStep(0, room("G3")));
        s.apply(new GuardStep(0, room("G4")));
        assertEquals(KeepState.P_S_START, s.phase, "then Eva rolls as usual");
        assertEquals(room("G4"), s.guardRooms[0]);
        assertHas(s, new Roll());
    }

    @Test
    void flashlightLetsAPlayerMoveDuringPowerFailure() {
        KeepState s = evaTurn("Y1", KeepState.B_FLASHLIGHT);
        s.powerFailure = true;
        s.refresh();
        assertHas(s, new Stay());
        assertLacks(s, new Roll());
        s.apply(new PlayBonus(Scene.bonusCard(KeepState.B_FLASHLIGHT)));
        assertHas(s, new Roll());
        KeepState t = ConflictTest.table();
        Scene.put(t, KeepState.FONESCU, "Y1");
        t.powerFailure = true;
        Scene.searcherTurn(t, KeepState.FONESCU);
        assertEquals(java.util.List.of(new Stay()), t.choices(), "no Flashlight: no move");
    }

    // ------------------------------- Hazard cards -------------------------------

    static KeepState molasarWindow(int window) {
        KeepState s = ConflictTest.table();
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "G5");
        Scene.put(s, KeepState.EVA, "Y1");
        s.actor = KeepState.MOL;
        s.hazPlayed = false;
        s.hazardWindowOpen = window;
        s.phase = KeepState.P_M_HAZARD;
        s.refresh();
        return s;
    }

    @Test
    void oneHazardPerTurn() {
        KeepState s = molasarWindow(0);
        Scene.rig(s, 1, 1);
        s.apply(new PlayHazard(Scene.hazardCard(KeepState.H_ALERT)));
        assertEquals(KeepState.P_M_MOVE, s.phase);
        s.apply(new Stop());
        assertTrue(s.phase != KeepState.P_M_HAZARD, "no second Hazard window this turn");
        assertEquals(0x3F & ~(1 << Scene.hazardCard(KeepState.H_ALERT)), s.hazards, "used once, then gone");
    }

    @Test
    void evilSpreadsTakesOneBonusCardFromEachPlayer() {
        KeepState s = molasarWindow(0);
        Scene.bonus(s, 0, Scene.bonusCard(KeepState.B_BLADE));
        Scene.bonus(s, 0, Scene.bonusCard(KeepState.B_PASS));
        Scene.bonus(s, 2, Scene.bonusCard(KeepState.B_REROLL));
        s.apply(new PlayHazard(Scene.hazardCard(KeepState.H_EVIL)));
        assertEquals(1, s.bonusCount(0));
        assertEquals(0, s.bonusCount(1));
        assertEquals(0, s.bonusCount(2));
    }

    @Test
    void powerFailureStopsSearchersUntilMolasarsNextTurnAndFlashlightsAnswerIt() {
        KeepState s = molasarWindow(0);
        int f = Scene.bonusCard(KeepState.B_FLASHLIGHT);
        Scene.bonus(s, 2, f);
        s.apply(new PlayHazard(Scene.hazardCard(KeepState.H_POWER)));
        assertTrue(s.powerFailure);
        assertEquals(KeepState.P_H_FLASH, s.phase);
        assertEquals(0, s.toMove(), "every Searcher player is asked, holder or not");
        s.apply(new Proceed());
        assertEquals(1, s.toMove());
        s.apply(new Proceed());
        assertEquals(2, s.toMove());
        s.apply(new PlayBonus(f));
        assertTrue((s.flashExempt >>> 2 & 1) != 0);
        s.apply(new Proceed());
        assertEquals(KeepState.P_M_MOVE, s.phase);
        MolasarTurn.begin(s, EventSink.NONE);
        assertFalse(s.powerFailure, "over at the start of Molasar's next turn");
    }

    @Test
    void summonGuardsPutsUpToTwoGuardsIntoTheCellar() {
        KeepState s = molasarWindow(1);
        Scene.guard(s, 2, "U1");
        s.apply(new PlayHazard(Scene.hazardCard(KeepState.H_SUMMON)));
        assertEquals(KeepState.P_H_SUMMON, s.phase);
        s.apply(new Summon(0, room("D3")));
        s.apply(new Summon(1, room("D4")));
        assertEquals(2, s.cellarGuards(-1));
        assertTrue(s.phase != KeepState.P_H_SUMMON, "two at most");
    }

    @Test
    void aGuardSummonedOntoASearcherStaysForTheConflict() {
        // Summon Guards may land a guard in a Searcher's cellar room; a guard that meets a Searcher halts
        // there, and the two must fight, so the guards' roll cannot take it away again (reading 16)
        KeepState s = molasarWindow(KeepState.AFTER_HIS_MOVE);
        s.mol = room("G3");
        Scene.put(s, KeepState.FONESCU, "D5");
        s.apply(new PlayHazard(Scene.hazardCard(KeepState.H_SUMMON)));
        s.apply(new Summon(0, room("D5")));
        Scene.rig(s, 3, 2);
        s.apply(new Stop());
        assertEquals(KeepState.P_SS_MOVE, s.phase, "the guards' roll follows the Hazard window");
        assertEquals(5, s.movePoints);
        assertLacks(s, new GuardStep(0, room("D2")), "the summoned guard stays with Father Fonescu");
        assertLacks(s, new GuardStep(0, room("D4")), "the summoned guard stays with Father Fonescu");
        assertHas(s, new GuardStep(1, room("G6")), "the other guards move as usual");
        Scene.stopAndExpectConflict(s, KeepState.FONESCU, 0, "D5");
    }

    @Test
    void generalAlertMovesEveryGuardFiveRoomsWithoutRolling() {
        KeepState s = molasarWindow(1);
        long before = s.rng.position();
        s.apply(new PlayHazard(Scene.hazardCard(KeepState.H_ALERT)));
        assertEquals(KeepState.P_SS_MOVE, s.phase);
        assertEquals(before, s.rng.position(), "no dice");
        for (String r : new String[] {"G2", "G3", "S1", "U1", "U2"}) {
            s.apply(new GuardStep(0, room(r)));
        }
        assertLacks(s, new GuardStep(0, room("U3")));
        for (String r : new String[] {"G6", "G7", "G8", "K3", "Y6"}) {
            s.apply(new GuardStep(1, room(r)));
        }
        assertEquals(room("U2"), s.guardRooms[0]);
        assertEquals(room("Y6"), s.guardRooms[1]);
    }

    @Test
    void secretPassageAndMolasarsMagicTeleportHim() {
        KeepState s = molasarWindow(0);
        s.apply(new PlayHazard(Scene.hazardCard(KeepState.H_PASSAGE)));
        assertEquals(KeepState.P_H_TELEPORT, s.phase);
        assertHas(s, new Teleport(room("U6")));
        assertLacks(s, new Teleport(room("G3")));
        assertLacks(s, new Teleport(room("D8")), "never into the Hilt room");
        s.apply(new Teleport(room("U6")));
        assertEquals(room("U6"), s.mol);
        assertEquals(KeepState.P_M_MOVE, s.phase, "and his regular move follows");
        KeepState m = molasarWindow(0);
        m.apply(new PlayHazard(Scene.hazardCard(KeepState.H_MAGIC)));
        assertHas(m, new Teleport(room("S2")));
        assertLacks(m, new Teleport(room("U6")));
    }

    @Test
    void bonusDeckIsReshuffledWhenEmpty() {
        KeepState s = ConflictTest.table();
        while (!s.bonusDeck.isEmpty()) {
            CardDecks.discardBonus(s, s.bonusDeck.draw());
        }
        assertTrue(CardDecks.drawBonus(s, 0, EventSink.NONE));
        assertEquals(1, s.bonusCount(0));
    }

    @Test
    void aDiscardMarkTheDeckDoesNotKnowBreaksTheCardInvariant() {
        KeepState s = ConflictTest.table();
        Invariants.CARDS.check(s);
        int c = s.bonusDeck.draw();
        s.bonusWhere[c] = KeepState.DISCARD; // marked discarded, but not on the deck's discard pile
        AssertionError e = assertThrows(AssertionError.class, () -> Invariants.CARDS.check(s));
        assertTrue(e.getMessage().contains("discard pile disagrees"), e.getMessage());
    }
}
