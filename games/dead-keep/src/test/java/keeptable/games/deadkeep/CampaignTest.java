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
        assertEquals(100, next.gold().get("knut"), "a Quest won pays Gold");
        DkState q1 = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 2), next));
        assertEquals(DkState.M_SHOP, q1.mode, "between Quests: the Talisman shop");
        q1.apply(new DkChoice.Done());
        q1.apply(q1.choices().get(0));
        assertEquals("q1", q1.quest.id());
        assertEquals(2, q1.quest.campaignLevel() < 2 ? 2 : q1.quest.campaignLevel());
        assertTrue(Inventory.held(q1, 0, keeptable.games.deadkeep.content.Equipment.Deck.TALISMAN).size() == 1,
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
        assertEquals(DkState.M_SHOP, s.mode, "first the Talisman shop (no Gold: nothing to buy)");
        assertEquals(List.of(new DkChoice.Sell(0, Scene.C.equipmentIndex("healing-charm")),
                new DkChoice.Sell(0, Scene.C.equipmentIndex("mana-stone")),
                new DkChoice.Sell(0, Scene.C.equipmentIndex("iron-amulet")),
                new DkChoice.Sell(0, Scene.C.equipmentIndex("eel-skin")), new DkChoice.Done()), s.choices());
        s.apply(new DkChoice.Done());
        assertEquals(DkState.M_BUY, s.mode, "then the Starting Equipment");
        s.apply(s.choices().get(0));
        assertEquals(DkState.M_BRING, s.mode);
        s.apply(new DkChoice.Bring(0, Scene.C.equipmentIndex("eel-skin")));
        s.apply(new DkChoice.Bring(0, Scene.C.equipmentIndex("iron-amulet")));
        s.apply(new DkChoice.Bring(0, Scene.C.equipmentIndex("mana-stone")));
        assertFalse(s.choices().stream().anyMatch(x -> x instanceof DkChoice.Bring), "3 Talisman slots full");
        s.apply(new DkChoice.Done());
        assertEquals(3, Inventory.held(s, 0, keeptable.games.deadkeep.content.Equipment.Deck.TALISMAN).size());
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
            DkCampaign after = (DkCampaign) Campaigns.after(game.campaign(), back, s);
            assertEquals(c.played() + 1, after.played());
            assertTrue(after.next() >= c.next());
            assertTrue(after.level() >= c.level() && after.level() <= 5);
            c = after;
        }
        assertEquals(6, c.played() + (c.isFinished() ? 6 - c.played() : 0));
    }

    private static DkState finish(DkState s, boolean won) {
        s.outcome = new Outcome(won ? List.of(0) : List.of(), won ? "test win" : "test loss");
        s.mode = DkState.M_OVER;
        return s;
    }

    @Test
    void talismansAreBoughtAndSoldBetweenQuestsWithTheGoldQuestsEarn() {
        int healing = Scene.C.equipmentIndex("healing-charm");
        int mana = Scene.C.equipmentIndex("mana-stone");
        int amulet = Scene.C.equipmentIndex("iron-amulet");
        DkCampaign c = rules.start(Map.of("adventurers", "knut"));
        DkState tutorial = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 1), c));
        assertEquals(DkState.M_BUY, tutorial.mode, "no shop before the first Quest");
        c = rules.after(c, finish(tutorial, true));
        assertEquals(Map.of("knut", 100), c.gold());
        assertEquals(List.of("healing-charm"), c.talismans().get("knut"), "the Patron's reward");

        DkState q1 = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 2), c));
        assertEquals(DkState.M_SHOP, q1.mode);
        assertTrue(q1.choices().contains(new DkChoice.Buy(0, mana)), "100 Gold buys a 100 Gold Talisman");
        assertFalse(q1.choices().contains(new DkChoice.Buy(0, amulet)), "but not a 150 Gold one");
        assertFalse(q1.choices().contains(new DkChoice.Buy(0, healing)), "nor one already in the pool");
        q1.apply(new DkChoice.Buy(0, mana));
        assertEquals(0, q1.gold[0]);
        q1.apply(new DkChoice.Sell(0, healing));
        assertEquals(50, q1.gold[0], "sold at the selling price");
        q1.apply(new DkChoice.Done());
        assertEquals(DkState.M_BUY, q1.mode);
        c = rules.after(c, finish(q1, false));
        assertEquals(Map.of("knut", 50), c.gold(), "a Quest lost pays nothing; the Gold left is kept");
        assertEquals(List.of("mana-stone"), c.talismans().get("knut"));
        assertEquals(1, c.next(), "q1 again");

        DkState again = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 3), c));
        again.apply(new DkChoice.Done());
        c = rules.after(c, finish(again, true));
        assertEquals(150, c.gold().get("knut"));
        assertEquals(List.of("mana-stone", "healing-charm"), c.talismans().get("knut"));
        DkCampaign json = Campaigns.read(rules, Campaigns.write(c));
        assertEquals(c, json, "Gold and Talismans survive the save");

        DkState q2 = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 4), json));
        assertEquals("q2", q2.quest.id());
        q2.apply(new DkChoice.Buy(0, amulet));
        assertEquals(0, q2.gold[0]);
        q2.apply(new DkChoice.Done());
        q2.apply(q2.choices().get(0));
        assertEquals(3, Inventory.held(q2, 0, keeptable.games.deadkeep.content.Equipment.Deck.TALISMAN).size(),
                "three Talismans in the pool: all three come along");
    }

    /** Authored: between Quests the shop sells Adventure Equipment too, into the inventory for the coming Quest. */
    @Test
    void adventureEquipmentIsBoughtBetweenQuestsForTheComingQuest() {
        int leather = Scene.C.equipmentIndex("leather-armor");
        int plate = Scene.C.equipmentIndex("plate-armor");
        int broadsword = Scene.C.equipmentIndex("broadsword");
        DkCampaign c = rules.start(Map.of("adventurers", "knut"));
        c = rules.after(c, finish((DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 1), c)), true));
        DkState q1 = (DkState) game.newGame(Campaigns.carrying(setup(Map.of(), 2), c));
        assertEquals(DkState.M_SHOP, q1.mode);
        assertTrue(q1.choices().contains(new DkChoice.Buy(0, leather)), "100 Gold buys Leather Armor");
        assertFalse(q1.choices().contains(new DkChoice.Buy(0, plate)), "but not the 200 Gold Plate Armor");
        q1.apply(new DkChoice.Buy(0, leather));
        assertEquals(0, q1.gold[0]);
        assertEquals(leather, q1.item(0, Slots.BODY), "worn from the start of the Quest");
        q1.apply(new DkChoice.Done());
        assertEquals(DkState.M_BUY, q1.mode, "then the Starting Equipment, as before");
        q1.apply(new DkChoice.Buy(0, broadsword));
        assertEquals(broadsword, q1.item(0, Slots.HAND0));
        assertEquals(leather, q1.item(0, Slots.BODY));
        c = rules.after(c, finish(q1, false));
        assertEquals(List.of("healing-charm"), c.talismans().get("knut"), "the campaign keeps Talismans only");
        assertEquals(Map.of("knut", 0), c.gold());
    }
}
