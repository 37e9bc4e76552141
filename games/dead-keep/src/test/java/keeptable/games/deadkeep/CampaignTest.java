package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.campaign.Campaigns;
import org.junit.jupiter.api.Test;

/** The campaign: Quests in sequence carrying Talismans and the Campaign Level, saved as JSON. */
class CampaignTest {
    private final DeadKeep game = new DeadKeep();
    private final DkCampaignRules rules = (DkCampaignRules) game.campaign();

    private static Setup setup(Map<String, String> options, long seed) {
        return new Setup(List.of(new Seat("P1", "heuristic")), options, seed);
    }

    @Test
    void aNewCampaignStartsAtTheTutorialAtLevel1() {
        DkCampaign c = rules.start(Map.of("adventurers", "Astrid,Knut"));
        assertEquals(List.of("astrid", "knut"), c.party());
        assertEquals(0, c.next());
        assertEquals(1, c.level());
        assertFalse(c.isFinished());
        DkState s = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 1), c));
        assertEquals("tutorial", s.quest.id());
        assertEquals(2, s.n);
        assertThrows(SetupException.class, () -> rules.start(Map.of("adventurers", "Nobody")));
    }

    @Test
    void aWonQuestMovesOnRaisesTheLevelAndRewardsATalisman() {
        DkCampaign c = rules.start(Map.of("adventurers", "knut"));
        DkState s = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 1), c));
        s.outcome = new Outcome(List.of(0), "test win");
        s.mode = DkState.M_OVER;
        DkCampaign next = rules.after(c, s);
        assertEquals(1, next.next());
        assertEquals(2, next.level());
        assertEquals(1, next.talismans().get("knut").size());
        assertEquals(1, next.won());
        DkState q1 = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 2), next));
        q1.apply(q1.choices().get(0));
        assertEquals("q1", q1.quest.id());
        assertEquals(2, q1.quest.campaignLevel() < 2 ? 2 : q1.quest.campaignLevel());
        assertTrue(q1.held(0, keeptable.games.deadkeep.content.Equipment.Deck.TALISMAN).size() == 1,
                "the Talisman is brought into the next Quest");
    }

    @Test
    void aLostQuestIsPlayedAgain() {
        DkCampaign c = rules.start(Map.of("adventurers", "knut"));
        DkState s = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 1), c));
        s.outcome = new Outcome(List.of(), "test loss");
        s.mode = DkState.M_OVER;
        DkCampaign next = rules.after(c, s);
        assertEquals(0, next.next());
        assertEquals(1, next.level());
        assertEquals(1, next.played());
    }

    @Test
    void withMoreThanThreeTalismansTheAdventurerBringsThree() {
        DkCampaign c = rules.start(Map.of("adventurers", "knut"));
        c = new DkCampaign(c.party(), 1, 2, Map.of("knut", List.of("healing-charm", "mana-stone", "iron-amulet",
                "eel-skin")), 1, 1, List.of(), c.quests());
        DkState s = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 3), c));
        assertEquals(DkState.M_BUY, s.mode, "first the Starting Equipment");
        s.apply(s.choices().get(0));
        assertEquals(DkState.M_BRING, s.mode);
        s.apply(new DkChoice.Bring(0, Scene.C.equipmentIndex("eel-skin")));
        s.apply(new DkChoice.Bring(0, Scene.C.equipmentIndex("iron-amulet")));
        s.apply(new DkChoice.Bring(0, Scene.C.equipmentIndex("mana-stone")));
        assertFalse(s.choices().stream().anyMatch(x -> x instanceof DkChoice.Bring), "3 Talisman slots full");
        s.apply(new DkChoice.Done());
        assertEquals(3, s.held(0, keeptable.games.deadkeep.content.Equipment.Deck.TALISMAN).size());
    }

    @Test
    void aCampaignOfSeveralQuestsPlaysThroughAndSurvivesJson() {
        DkCampaign c = rules.start(Map.of("adventurers", "astrid,lothar"));
        Agent bot = game.heuristicAgent();
        Rng rng = new Rng(5);
        for (int quest = 0; quest < 6 && !c.isFinished(); quest++) {
            String json = Campaigns.write(c);
            DkCampaign back = Campaigns.read(rules, json);
            assertEquals(c, back);
            State s = game.newGame(Campaigns.carrying(setup(Map.of(), 100 + quest), back));
            while (!s.isOver()) {
                s.apply(bot.choose(s.determinize(s.toMove(), rng), s.choices(), rng));
            }
            DkCampaign after = (DkCampaign) Campaigns.after(game, back, s);
            assertEquals(c.played() + 1, after.played());
            assertTrue(after.next() >= c.next());
            assertTrue(after.level() >= c.level() && after.level() <= 5);
            c = after;
        }
        assertEquals(6, c.played() + (c.isFinished() ? 6 - c.played() : 0));
    }
}
