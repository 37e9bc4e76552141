package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import org.junit.jupiter.api.Test;

/** Setup, options, seats, the view (what it shows and hides, the text board), and the bots. */
class SetupAndViewTest {
    private final DeadKeep game = new DeadKeep();

    private static Setup setup(int seats, Map<String, String> options, long seed) {
        Seat[] s = new Seat[seats];
        for (int i = 0; i < seats; i++) {
            s[i] = new Seat("P" + (i + 1), "human");
        }
        return new Setup(List.of(s), options, seed);
    }

    @Test
    void setupFollowsTheBook() {
        DkState s = (DkState) game.newGame(setup(2, Map.of("quest", "q1"), 3));
        assertEquals(DkState.M_BUY, s.mode, "each Adventurer buys a Starting Equipment weapon first");
        for (Choice c : s.choices()) {
            var e = Scene.C.equipment.get(((DkChoice.Buy) c).card());
            assertTrue(e.weapon() && e.buy() <= 150);
        }
        for (int a = 0; a < s.n; a++) {
            assertEquals(5, s.mana[a]);
            assertEquals(0, s.ap[a]);
            assertEquals(s.g.start(), s.zone[a]);
            assertEquals(1, Long.bitCount(s.skills[a]) + Long.bitCount(s.skillsHi[a]), "one Blue Skill");
        }
        int artifacts = 0;
        for (int t : s.treasureArtifact) {
            artifacts += t;
        }
        assertEquals(2, artifacts, "2 Necromantic Artifacts among the Treasure tokens");
        assertFalse(s.bossActive);
        assertEquals(2, s.stageCount, "q1's Boss starts with 2 Stage cards");
        assertTrue(s.enZone[s.bossSlot] >= 0);
        s.apply(s.choices().get(0));
        s.apply(s.choices().get(0));
        assertEquals(DkState.PLAYER, s.phase);
        assertEquals(1, s.round);
    }

    @Test
    void adventurersAreDealtRoundRobinAndASoloPlayerRunsSeveral() {
        DkState s = (DkState) game.newGame(setup(2, Map.of("adventurers", "Astrid,Lothar,Mai Ling"), 1));
        assertEquals(List.of(0, 1, 0), List.of(s.owner[0], s.owner[1], s.owner[2]));
        DkState solo = (DkState) game.newGame(setup(1, Map.of(), 1));
        assertEquals(2, solo.n);
        DkState six = (DkState) game.newGame(setup(6, Map.of(), 1));
        assertEquals(6, six.n);
    }

    @Test
    void choicesAreDescribedWithTheAdventurersNames() {
        DkState s = (DkState) game.newGame(setup(1, Map.of("adventurers", "Astrid,Lothar"), 1));
        keeptable.engine.Choice buy = s.choices().get(0);
        DkChoice.Buy first = (DkChoice.Buy) buy;
        assertEquals("Adventurer 0 buys card " + first.card(), buy.label(), "a label reads no content");
        var card = s.c.equipment.get(first.card());
        assertEquals("Astrid buys " + card.name() + " (" + card.buy() + " Gold)" + CardReference.brief(s.c, first.card()),
                s.describe(buy));
        assertEquals("Take the Skill " + ChoiceWords.skillName(s.c, 3) + ": "
                + ChoiceWords.skillEffect(s.c, 3), s.describe(new DkChoice.Pick(3)));
        assertEquals("Take Skill 3", new DkChoice.Pick(3).label());
        assertEquals("Lothar gives a Health Potion to Astrid",
                s.describe(new DkChoice.GivePotion(1, 0)).replaceAll(" \\(.*", ""));
    }

    @Test
    void badOptionsAreRefusedInWords() {
        assertThrows(SetupException.class, () -> game.newGame(setup(1, Map.of("quest", "q9"), 1)));
        assertThrows(SetupException.class, () -> game.newGame(setup(1, Map.of("adventurers", "Bob"), 1)));
        assertThrows(SetupException.class, () -> game.newGame(setup(3, Map.of("adventurers", "Astrid,Knut"), 1)));
        assertThrows(SetupException.class, () -> game.newGame(setup(1, Map.of("adventurers", "Knut,knut"), 1)));
        assertThrows(SetupException.class, () -> game.newGame(setup(1, Map.of("speed", "fast"), 1)));
    }

    @Test
    void theViewShowsTheBoardAndHidesTreasuresAndDecks() throws Exception {
        DkState s = (DkState) game.newGame(setup(1, Map.of("quest", "tutorial"), 9));
        DkView v = (DkView) s.view(0);
        assertEquals("tutorial", v.map());
        assertNotNull(v.geometry(), "the browser draws the board from the map's geometry");
        assertTrue(v.text().contains("Boss Minotaur inactive"), v.text());
        assertTrue(v.text().contains("Astrid"));
        String json = game.json().writeValueAsString(v);
        assertFalse(json.contains("treasureArtifact") || json.contains("Soul Harvester"), "no hidden card in view");
        assertEquals(json, game.json().writeValueAsString(game.json().readValue(json, DkView.class)));
        DkState d = (DkState) s.determinize(0, new Rng(4));
        assertEquals(json, game.json().writeValueAsString(d.view(0)));
    }

    /**
     * A spectator sees the table as the players do (the game is co-operative and every Dashboard, inventory
     * included, lies open), under seat -1, and nothing hidden: dealing every deck, Treasure and face-down Stage
     * card again leaves the view as it was.
     */
    @Test
    void aSpectatorSeesTheOpenTableAndNothingHidden() throws Exception {
        DkState s = (DkState) game.newGame(setup(2, Map.of("quest", "q1"), 11));
        while (s.mode == DkState.M_BUY) {
            s.apply(s.choices().get(0));
        }
        DkView spectator = (DkView) s.view(View.SPECTATOR);
        assertEquals(-1, spectator.seat());
        DkView player = (DkView) s.view(0);
        assertEquals(player.adventurers(), spectator.adventurers(), "Dashboards and inventories are open");
        assertFalse(spectator.adventurers().get(0).inventory().isEmpty(), "the weapon just bought is on the Dashboard");
        String json = game.json().writeValueAsString(spectator);
        for (int seed = 1; seed <= 8; seed++) {
            DkState d = (DkState) s.determinize(0, new Rng(seed));
            assertEquals(json, game.json().writeValueAsString(d.view(View.SPECTATOR)), "dealt again, seed " + seed);
        }
        DkState other = (DkState) s.copy();
        other.streetDeck[other.streetDeck.length - 1] = other.streetDeck[other.streetPos];
        other.treasureArtifact[0] = 1 - other.treasureArtifact[0];
        other.stagePile[0] = other.stageDeck[0];
        assertEquals(json, game.json().writeValueAsString(other.view(View.SPECTATOR)));
    }

    @Test
    void theHeuristicBotFinishesAQuestAndIsmctsChoosesLegally() {
        Agent bot = game.heuristicAgent();
        State s = game.newGame(setup(1, Map.of("quest", "tutorial"), 11));
        Rng rng = new Rng(2);
        IsmctsAgent search = new IsmctsAgent(game.searchDefaults().withIterations(40));
        for (int i = 0; i < 6 && !s.isOver(); i++) {
            Choice c = search.choose(s.determinize(s.toMove(), rng), s.choices(), rng);
            assertTrue(s.choices().contains(c));
            s.apply(c);
        }
        while (!s.isOver()) {
            s.apply(bot.choose(s.determinize(s.toMove(), rng), s.choices(), rng));
        }
        assertNotNull(s.outcome());
    }

    @Test
    void theEvaluatorScoresEverySeatAlike() {
        State s = game.newGame(setup(3, Map.of(), 1));
        double[] v = game.searchDefaults().evaluator().evaluate(s);
        assertEquals(3, v.length);
        assertEquals(v[0], v[2]);
        assertTrue(v[0] > 0 && v[0] < 1);
    }
}
