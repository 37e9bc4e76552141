package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Choice;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.PlayHazard;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/** Book: The Card Decks (who plays Hazard and Bonus cards, and when). */
class CardDecksTest {

    @Test
    void hazardCardsArePlayedOnlyInMolasarsTurn() {
        KeepState s = ConflictTest.table();
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G3");
        Scene.searcherTurn(s, KeepState.EVA);
        int m8 = Scene.redNazi(8);
        int w2 = Scene.whiteNazi(2, m8);
        Scene.give(s, CardsTest.MOL_SEAT, m8);
        Scene.give(s, ConflictTest.FONESCU_SEAT, w2);
        Scene.rig(s, 1);
        s.apply(new Roll());
        s.apply(new Stop());
        s.apply(new Commit(m8));
        s.apply(new ChooseDefender(ConflictTest.FONESCU_SEAT));
        s.apply(new Commit(w2));
        s.apply(new Proceed());
        while (s.phase == KeepState.P_C_RETREAT) {
            assertTrue(s.choices().stream().noneMatch(c -> c instanceof PlayHazard));
            s.apply(s.choices().get(0));
        }
        assertEquals(KeepState.P_S_END, s.phase, "Eva's conflict is over: her turn ends, no Hazard window");
        for (Choice c : s.choices()) {
            assertTrue(!(c instanceof PlayHazard), "no Hazard in a Searcher's turn: " + c);
        }
    }

    @Test
    void aSearcherPlaysBonusCardsInHisCharactersConflictInMolasarsTurn() {
        KeepState s = ConflictTest.table();
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G2");
        int sg = Scene.bonusCard(KeepState.B_SECOND_GUESS);
        Scene.bonus(s, ConflictTest.EVA_SEAT, sg);
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 1;
        s.refresh();
        s.apply(new GuardStep(0, room("G3")));
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        s.apply(new ChooseDefender(ConflictTest.CUZA_SEAT));
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        assertEquals(KeepState.P_C_WINDOW, s.phase);
        assertEquals(ConflictTest.EVA_SEAT, s.toMove(), "Eva's player, in Molasar's turn");
        assertHas(s, new PlayBonus(sg));
    }

    @Test
    void onlyThePlayerWhosePawnIsInTheConflictPlaysBonusCardsInIt() {
        KeepState s = CardsTest.evaInConflictWithMolasar(KeepState.B_REROLL);
        int blade = Scene.bonusCard(KeepState.B_BLADE);
        Scene.bonus(s, ConflictTest.GLAEKEN_SEAT, blade);
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        s.apply(new ChooseDefender(ConflictTest.GLAEKEN_SEAT));
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        assertEquals(KeepState.P_C_WINDOW, s.phase);
        assertEquals(ConflictTest.EVA_SEAT, s.toMove());
        assertLacks(s, new PlayBonus(blade), "the defender's Blade does not come into Eva's conflict");
    }
}
