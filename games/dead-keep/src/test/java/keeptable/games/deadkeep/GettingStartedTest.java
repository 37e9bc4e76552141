package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass;
import keeptable.games.deadkeep.content.EnemyCard;
import org.junit.jupiter.api.Test;

/** The book's Setup ("Getting started") and the Dashboard it describes. */
class GettingStartedTest {

    private static DkState newGame(int seats, String quest) {
        Seat[] s = new Seat[seats];
        for (int i = 0; i < seats; i++) {
            s[i] = new Seat("P" + (i + 1), "human");
        }
        return (DkState) new DeadKeep().newGame(new Setup(List.of(s), Map.of("quest", quest), 7));
    }

    @Test
    void theAdventurersOfTheExampleBelongToTheirClasses() {
        Map<String, AdventurerClass> classes = Map.of("astrid", AdventurerClass.DUO, "lothar", AdventurerClass.FIGHTER,
                "mai-ling", AdventurerClass.RANGER, "tessara", AdventurerClass.MAGICIAN, "theron", AdventurerClass.CRUSHER);
        classes.forEach((id, type) -> assertEquals(type, Scene.C.adventurers.get(Scene.C.adventurerIndex(id)).type(), id));
    }

    @Test
    void eachEnemyDeckIsStackedByCampaignLevelTheLowestOnTop() {
        DkState s = newGame(1, "tutorial");
        assertLevelsRise(s.streetDeck, s.streetPos, Scene.C.street);
        assertLevelsRise(s.buildingDeck, s.buildingPos, Scene.C.building);
    }

    private static void assertLevelsRise(int[] deck, int top, List<EnemyCard> cards) {
        assertTrue(deck.length - top > 10, "a whole deck");
        for (int i = top + 1; i < deck.length; i++) {
            assertTrue(cards.get(deck[i - 1]).level() <= cards.get(deck[i]).level(), "card " + i + " of the deck");
        }
        assertEquals(1, cards.get(deck[top]).level(), "Level 1 on top");
    }

    @Test
    void everyDashboardStartsAtBlueWithNoAdrenalineNoWoundsFiveManaAndOneSkill() {
        DkState s = newGame(3, "q1");
        for (int a = 0; a < s.n; a++) {
            assertEquals(0, s.level[a], "the Blue Danger Level");
            assertEquals(0, s.ap[a]);
            assertEquals(0, s.wounds[a], "the Wound Bar at 0");
            assertEquals(5, s.mana[a]);
            assertEquals(1, Long.bitCount(s.skills[a]) + Long.bitCount(s.skillsHi[a]), "the Blue Skill");
        }
    }

    @Test
    void thePlayersShareTheAdventurersAsTheySeeFit() {
        List<Seat> two = List.of(new Seat("P1", "human"), new Seat("P2", "human"));
        DkState s = (DkState) new DeadKeep().newGame(new Setup(two,
                Map.of("adventurers", "Astrid,Lothar,Mai Ling,Tessara", "seating", "1,1,1,2"), 3));
        assertEquals(List.of(0, 0, 0, 1), List.of(s.owner[0], s.owner[1], s.owner[2], s.owner[3]),
                "three for the first player, one for the second");
        assertThrows(SetupException.class, () -> new DeadKeep().newGame(new Setup(two,
                Map.of("adventurers", "Astrid,Lothar", "seating", "1,1"), 3)), "every player runs an Adventurer");
        assertThrows(SetupException.class, () -> new DeadKeep().newGame(new Setup(two,
                Map.of("adventurers", "Astrid,Lothar", "seating", "1,3"), 3)), "there is no third player");
    }
}
