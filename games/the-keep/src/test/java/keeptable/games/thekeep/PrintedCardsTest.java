package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.K;
import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/**
 * Book: the printed cards at the back of the rule book (the 12 Bonus cards 33-44, the 6 Hazard cards 45-50, the
 * 6 ID cards) and the deck sizes of The Card Decks: the shipped content holds exactly these cards, with these
 * numbers, names and effects. The effects themselves are played in {@link CardsTest}, {@link MovementTest},
 * {@link SecretDoorTest} and {@link ConflictTest}; here the limits the card texts set.
 */
class PrintedCardsTest {

    @Test
    void theTwelveBonusCardsAreThePrintedOnes() {
        String[] names = {"Reroll", "Second Wind", "Second Guess", "Second Guess", "The Blade", "Move Nazi SS Guard",
            "Pass", "Pass", "Flashlight", "Flashlight", "Flashlight", "Secret Entrance"};
        int[] effects = {KeepState.B_REROLL, KeepState.B_SECOND_WIND, KeepState.B_SECOND_GUESS,
            KeepState.B_SECOND_GUESS, KeepState.B_BLADE, KeepState.B_MOVE_NAZI, KeepState.B_PASS, KeepState.B_PASS,
            KeepState.B_FLASHLIGHT, KeepState.B_FLASHLIGHT, KeepState.B_FLASHLIGHT, KeepState.B_SECRET_ENTRANCE};
        assertEquals(12, K.bonusNumber.length, "twelve Bonus cards");
        for (int c = 0; c < 12; c++) {
            int printed = K.bonusNumber[c] - 33;
            assertEquals(names[printed], K.bonusName[c], "card " + K.bonusNumber[c]);
            assertEquals(effects[printed], K.bonusEffect[c], "card " + K.bonusNumber[c]);
        }
        assertEquals(12, distinct(K.bonusNumber), "numbered 33 to 44, once each");
    }

    @Test
    void theSixHazardCardsAreThePrintedOnes() {
        String[] names = {"Evil Spreads", "Power Failure", "Summon Guards", "General Alert", "Secret Passage",
            "Molasar's Magic"};
        int[] effects = {KeepState.H_EVIL, KeepState.H_POWER, KeepState.H_SUMMON, KeepState.H_ALERT,
            KeepState.H_PASSAGE, KeepState.H_MAGIC};
        assertEquals(6, K.hazardNumber.length, "six Hazard cards");
        for (int h = 0; h < 6; h++) {
            int printed = K.hazardNumber[h] - 45;
            assertEquals(names[printed], K.hazardName[h], "card " + K.hazardNumber[h]);
            assertEquals(effects[printed], K.hazardEffect[h], "card " + K.hazardNumber[h]);
        }
        assertEquals(6, distinct(K.hazardNumber), "numbered 45 to 50, once each");
    }

    @Test
    void theSixIdCardsAreThePrintedOnes() {
        String[] names = {"Eva", "Father Fonescu", "Dr. Cuza", "Glaeken", "Cpt. Woermann", "Molasar"};
        String[] colours = {"yellow", "blue", "green", "white", "grey", "red"};
        String[] abilities = {"extra-move", "plus-one-vs-ss", "opens-secret-doors", "plus-one-vs-molasar",
            "splits-with-ss", "molasar"};
        assertEquals(6, K.ids.length, "six ID cards: five Searchers and Molasar");
        for (int i = 0; i < 6; i++) {
            assertEquals(i + 1, K.ids[i].number(), "the ID number is the turn order");
            assertEquals(names[i], K.ids[i].name());
            assertEquals(colours[i], K.ids[i].color(), names[i] + "'s pawn");
            assertEquals(abilities[i], K.ids[i].ability(), names[i]);
        }
    }

    @Test
    void thirtyTwoConflictCardsEachWithFourValues() {
        assertEquals(32, K.conflictNumber.length);
        assertEquals(32, distinct(K.conflictNumber));
        for (int c = 0; c < 32; c++) {
            for (int v : new int[] {K.redMol[c], K.redNazi[c], K.whiteMol[c], K.whiteNazi[c]}) {
                assertEquals(true, v >= 1 && v <= 10, "card " + K.conflictNumber[c] + " value " + v);
            }
        }
    }

    @Test
    void theBladeCountsOnlyAgainstMolasar() {
        KeepState s = CardsTest.evaTurn("G3", KeepState.B_BLADE);
        int blade = Scene.bonusCard(KeepState.B_BLADE);
        Scene.guard(s, 0, "G3");
        s.apply(new Roll());
        s.apply(new Stop());
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        s.apply(new ChooseDefender(1));
        s.apply(new Commit(((Commit) s.choices().get(0)).card()));
        assertEquals(KeepState.P_C_WINDOW, s.phase);
        assertLacks(s, new PlayBonus(blade), "against an SS guard The Blade is not offered");
        KeepState m = CardsTest.evaInConflictWithMolasar(KeepState.B_BLADE);
        m.apply(new Commit(((Commit) m.choices().get(0)).card()));
        m.apply(new ChooseDefender(1));
        m.apply(new Commit(((Commit) m.choices().get(0)).card()));
        assertHas(m, new PlayBonus(blade), "against Molasar it is");
    }

    @Test
    void fonescuAndGlaekenGainOnlyAgainstTheirOwnFoe() {
        KeepState s = ConflictTest.table();
        int[][] cases = {
            {KeepState.FONESCU, 0, 1}, {KeepState.FONESCU, KeepState.ENEMY_MOL, 0},
            {KeepState.GLAEKEN, KeepState.ENEMY_MOL, 1}, {KeepState.GLAEKEN, 0, 0},
            {KeepState.EVA, 0, 0}, {KeepState.EVA, KeepState.ENEMY_MOL, 0}};
        for (int[] c : cases) {
            s.conflictPawn = c[0];
            s.conflictEnemy = c[1];
            s.blade = false;
            assertEquals(c[2], Conflicts.searcherBonus(s), K.ids[c[0]].name() + " against " + s.enemyName(c[1]));
        }
    }

    @Test
    void molasarControlsEveryGuardsMoveAndPlaysTheHazards() {
        KeepState s = ConflictTest.table();
        Scene.guard(s, 0, "G1");
        Scene.molasarAt(s, KeepState.P_SS_START);
        assertEquals(CardsTest.MOL_SEAT, s.toMove(), "the guards' roll");
        s.apply(new Roll());
        assertEquals(CardsTest.MOL_SEAT, s.toMove(), "the guards' steps");
        KeepState h = CardsTest.molasarWindow(KeepState.BEFORE_HIS_MOVE);
        assertEquals(CardsTest.MOL_SEAT, h.toMove(), "the Hazard window");
        assertHas(h, new KeepChoice.PlayHazard(0));
        assertEquals(room("G1"), h.guardRooms[0]);
    }

    private static int distinct(int[] numbers) {
        Set<Integer> seen = new HashSet<>();
        for (int n : numbers) {
            seen.add(n);
        }
        return seen.size();
    }
}
