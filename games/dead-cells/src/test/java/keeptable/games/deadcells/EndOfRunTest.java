package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.campaign.Campaigns;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The End of Run: Cells on Upgrades and the Well, the Mutation board, Purges, and the campaign carried on. */
class EndOfRunTest {
    final DcCampaignRules rules = (DcCampaignRules) Scene.GAME.campaign();

    static Scene ended(int cells) {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.cells = cells;
        Ending.endRun(t.s, false, "died in Biome 1 (Prisoners' Quarters)", t.events);
        return t.settle();
    }

    @Test
    void upgradesCostTwoCellsAndComeFromTheBottomOfTheirDeck() {
        Scene t = ended(5);
        assertEquals(Pending.END, t.s.pending);
        t.pick("Buy the bottom Survival Upgrade");
        assertEquals(3, t.s.cells);
        assertEquals(1, t.s.bought[0]);
        assertEquals("SV01", t.s.upgrade(t.s.mutations[0]).id(), "a permanent mutation slides into the board");
        t.pick("Buy the bottom Survival Upgrade");
        // SV02 is an Improved Combat card: the group gives it to a Beheaded of its choice.
        assertEquals(Pending.CARD_HOME, t.s.pending);
        t.pick("to The Quartered's deck");
        assertEquals(1, t.s.cells);
        assertFalse(t.choiceWords().stream().anyMatch(l -> l.startsWith("Buy")), "not enough Cells");
        t.pick("Throw 1 Cell");
        t.pick("Finish");
        assertTrue(t.s.isOver());
        DcCampaign next = rules.after(rules.start(Map.of()), t.s);
        assertEquals(List.of("SV01"), next.mutations());
        assertEquals("quartered", next.cards().get("SV-C1"));
        assertEquals(1, next.well());
        assertEquals(List.of(2, 0, 0), next.bought());
    }

    @Test
    void unspentCellsAreLost() {
        Scene t = ended(3);
        t.pick("Finish (3 unspent Cells are lost)");
        DcCampaign next = rules.after(rules.start(Map.of()), t.s);
        assertFalse(Campaigns.write(next).contains("\"cells\""));
    }

    @Test
    void theWellRewardsCellsThrownAcrossRuns() {
        Scene t = ended(2);
        t.pick("Throw 1 Cell");
        assertEquals(0, t.s.runes);
        t.pick("Throw 1 Cell");
        assertTrue((t.s.runes & 1 << t.c.rune("vine")) != 0, "the second Cell in the Well flips the Vine Rune");
    }

    /**
     * An End of Run that buys SV01 and TC01 (the two start-of-game slots), then the Brutality deck up to BR04, a
     * third start-of-game card, so the board has no room for it.
     */
    static Scene boughtUpToAThirdStartOfGameMutation() {
        Scene t = ended(20);
        t.pick("Buy the bottom Survival Upgrade");
        t.pick("Buy the bottom Tactics Upgrade");
        t.pick("Buy the bottom Brutality Upgrade");
        t.pick("Quartered's deck");
        t.pick("Buy the bottom Brutality Upgrade");
        t.pick("Buy the bottom Brutality Upgrade");
        t.pick("Immolated's deck");
        t.pick("Buy the bottom Brutality Upgrade");
        return t;
    }

    @Test
    void aFullMutationSlotMeansReplacingACardOrNotPlacingTheNewOne() {
        Scene t = boughtUpToAThirdStartOfGameMutation();
        assertEquals(Pending.SPACE, t.s.pending);
        assertTrue(t.choiceWords().contains("Do not place the Mutation \"a Green Scroll for each Beheaded at the start of "
                + "each Run\" (set it aside)"));
        t.pick("Set aside the Mutation \"a Potion at the start of each Run\"");
        assertTrue(t.s.hasMutation("start-scroll"));
        assertFalse(t.s.hasMutation("start-potion"));
    }

    @Test
    void aPurgeNeverTakesADeckBelowItsMinimum() {
        Scene t = ended(4);
        t.pick("Buy the bottom Tactics Upgrade");
        t.pick("Buy the bottom Tactics Upgrade");
        assertEquals(Pending.PURGE, t.s.pending);
        // Every starting deck holds exactly 6 cards: only Equipment (and Serenade's cards above 3) can go.
        assertFalse(t.choiceWords().stream().anyMatch(l -> l.contains("Flayed Guard")));
        t.pick("Purge Beginner's Bow");
        t.pick("Finish");
        DcCampaign next = rules.after(rules.start(Map.of()), t.s);
        assertFalse(next.equipment().contains("bow"));
        assertTrue(next.purged().contains("bow"));
    }

    @Test
    void startOfGameMutationsGiveTheirBoostWhenTheNextRunBegins() {
        Scene t = ended(4);
        t.pick("Buy the bottom Survival Upgrade");
        t.pick("Buy the bottom Tactics Upgrade");
        t.pick("Finish");
        DcCampaign next = rules.after(rules.start(Map.of()), t.s);
        DcState run = newRun(next, 9);
        assertEquals(1, run.potions);
        assertEquals(2, run.teeth);
    }

    @Test
    void twoStartOfGameMutationsOfOneKindGiveTheirBoostTwice() {
        DcCampaign c = rules.start(Map.of());
        c = new DcCampaign(c.runs(), c.wins(), c.runes(), c.equipment(), c.cards(), c.purged(), List.of("SV01", "SV07"),
                List.of(), List.of(7, 0, 0), c.well(), c.secrets(), c.unlocked(), c.history());
        DcState run = newRun(c, 9);
        assertEquals("start-potion", run.c.upgrades.get(0).get(6).effect(), "SV07 is a second start-potion card");
        assertEquals(2, run.potions);
    }

    @Test
    void featsPayOnceWhenARunMeetsThem() {
        DcCampaign c = rules.start(Map.of());
        c = new DcCampaign(c.runs(), c.wins(), c.runes(), c.equipment(), c.cards(), c.purged(), c.mutations(),
                List.of("SV04"), List.of(4, 0, 0), c.well(), c.secrets(), c.unlocked(), c.history());
        DcState run = newRun(c, 3);
        run.biomesDone = 2;
        Ending.endRun(run, false, "died fighting The Concierge", EventSink.NONE);
        Rules.run(run, EventSink.NONE);
        assertTrue((run.runes & 1 << run.c.rune("vine")) != 0);
        assertEquals(-1, run.feats[0]);
    }

    @Test
    void improvedCardsJoinTheirBeheadedsDeckInLaterRuns() {
        DcCampaign c = rules.start(Map.of());
        c = new DcCampaign(0, 0, List.of(), c.equipment(), Map.of("BR-C1", "flayed"), List.of("FL6"), List.of(),
                List.of(), List.of(0, 0, 1), 0, 0, c.unlocked(), List.of());
        DcState run = newRun(c, 4);
        int k = run.c.card("BR-C1");
        int in = 0;
        for (int i = 0; i < run.handN[0]; i++) {
            in += run.hand[0][i] == k ? 1 : 0;
        }
        for (int card : Piles.drawPile(run.combatDeck[0])) {
            in += card == k ? 1 : 0;
        }
        assertEquals(1, in);
        assertEquals(6, run.handN[0] + run.combatDeck[0].size(), "FL6 purged, BR-C1 added: still 6");
    }

    @Test
    void aCampaignOfSeveralRunsCarriesItsProgressAndConservesItsCards() {
        DcCampaign camp = rules.start(Map.of());
        int totalCards = Scene.GAME.content().cards.size();
        for (int run = 0; run < 12; run++) {
            String json = Campaigns.write(camp);
            DcCampaign read = Campaigns.read(rules, json);
            assertEquals(camp, read, "the campaign survives its JSON file");
            Map<String, String> options = new HashMap<>();
            options.put("campaign", json);
            Setup setup = new Setup(List.of(new Seat("A", "bot"), new Seat("B", "bot"), new Seat("C", "bot")),
                    options, 100 + run);
            State s = Scene.GAME.newGame(setup);
            Rng rng = new Rng(run);
            while (!s.isOver()) {
                s.apply(Scene.GAME.heuristicAgent().choose(s.copy(), s.choices(), rng));
            }
            DcCampaign next = (DcCampaign) Campaigns.after(Scene.GAME.campaign(), camp, s);
            assertEquals(camp.runs() + 1, next.runs());
            assertEquals(run + 1, next.history().size());
            assertTrue(next.runes().containsAll(camp.runes()), "Runes are kept forever");
            for (String e : camp.equipment()) {
                assertTrue(next.equipment().contains(e) || next.purged().contains(e), "Equipment " + e + " is kept");
            }
            // Every Combat card is in exactly one place: a starting deck, a Beheaded it was given to, still in its
            // Upgrade deck, or purged.
            int placed = 0;
            for (Content.Card card : Scene.GAME.content().cards) {
                boolean purged = next.purged().contains(card.id());
                boolean given = next.cards().containsKey(card.id());
                boolean starting = card.owner() != -1;
                assertFalse(purged && given);
                placed += purged || given || starting || card.owner() == -1 ? 1 : 0;
            }
            assertEquals(totalCards, placed);
            camp = next;
        }
        assertEquals(12, camp.runs());
        assertTrue(camp.bought().stream().mapToInt(Integer::intValue).sum() > 0, "the campaign grew");
    }

    /**
     * A Mutation taken off the full board, or never placed, is set aside; the Group may place it on the board again
     * in a later Run (at that Run's end, where the board is worked on), making room again if the board is full.
     */
    @Test
    void aMutationSetAsideCanBePlacedBackInALaterRun() {
        Scene t = boughtUpToAThirdStartOfGameMutation();
        t.pick("Do not place");
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains("back on the Mutation board")),
                "a card set aside in this Run waits for a later one");
        t.pick("Finish");
        DcCampaign next = rules.after(rules.start(Map.of()), t.s);
        assertEquals(List.of("BR04"), next.setAside());
        assertEquals(next, Campaigns.read(rules, Campaigns.write(next)), "the set-aside cards are saved");

        DcState later = newRun(next, 9);
        Ending.endRun(later, false, "died in Biome 1 (Prisoners' Quarters)", EventSink.NONE);
        Scene u = new Scene(later).settle();
        u.pick("Place the Mutation \"a Green Scroll for each Beheaded at the start of each Run\" back on the "
                + "Mutation board");
        assertEquals(Pending.SPACE, u.s.pending, "both start-of-game slots are taken");
        u.pick("Set aside the Mutation \"2 Gold Teeth at the start of each Run\"");
        assertTrue(u.s.hasMutation("start-scroll"));
        assertFalse(u.s.hasMutation("start-teeth"));
        u.pick("Finish");
        DcCampaign after = rules.after(next, u.s);
        assertEquals(List.of("TC01"), after.setAside());
        assertTrue(after.mutations().contains("BR04"));
    }

    static DcState newRun(DcCampaign c, long seed) {
        Map<String, String> options = new HashMap<>();
        options.put("campaign", Campaigns.write(c));
        options.put("beheaded", "flayed,quartered,immolated");
        return (DcState) Scene.GAME.newGame(new Setup(List.of(new Seat("A", "t"), new Seat("B", "t"),
                new Seat("C", "t")), options, seed));
    }

    @Test
    void improvedCardsMayBeReassignedButNoDeckDropsBelowItsMinimum() {
        DcCampaign c = rules.start(Map.of());
        DcCampaign atMinimum = new DcCampaign(0, 0, List.of(), c.equipment(), Map.of("BR-C1", "flayed"),
                List.of("FL6"), List.of(), List.of(), List.of(0, 0, 1), 0, 0, c.unlocked(), List.of());
        Scene t = ended(atMinimum);
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.startsWith("Move Improved Cleave")),
                "the Flayed's deck holds only 6 cards");
        DcCampaign seven = new DcCampaign(0, 0, List.of(), c.equipment(), Map.of("BR-C1", "flayed"), List.of(),
                List.of(), List.of(), List.of(0, 0, 1), 0, 0, c.unlocked(), List.of());
        Scene u = ended(seven);
        u.pick("Move Improved Cleave to The Poisoned's deck");
        u.pick("Finish");
        assertEquals("poisoned", rules.after(seven, u.s).cards().get("BR-C1"));
    }

    static Scene ended(DcCampaign c) {
        DcState run = newRun(c, 4);
        Ending.endRun(run, false, "died in Biome 1 (Prisoners' Quarters)", EventSink.NONE);
        Rules.run(run, EventSink.NONE);
        run.forgetChoicesForTest();
        return new Scene(run);
    }

    @Test
    void aRunMayStartOnlyInAnUnlockedBiome() {
        DcCampaign c = rules.start(Map.of());
        Map<String, String> options = new HashMap<>();
        options.put("campaign", Campaigns.write(c));
        options.put("start", "B4");
        Setup setup = new Setup(List.of(new Seat("A", "t"), new Seat("B", "t")), options, 1);
        assertThrows(keeptable.engine.SetupException.class, () -> Scene.GAME.newGame(setup));
        c = new DcCampaign(1, 1, List.of(), c.equipment(), Map.of(), List.of(), List.of(), List.of(),
                List.of(0, 0, 0), 0, 0, List.of("B1", "B4"), List.of("beat The Concierge"));
        options.put("campaign", Campaigns.write(c));
        DcState s = (DcState) Scene.GAME.newGame(new Setup(setup.seats(), options, 1));
        assertEquals("B4", s.c.biomes.get(s.biome).id());
    }

    @Test
    void aFeatOnElitesPaysWhenARunKillsEnough() {
        DcCampaign c = rules.start(Map.of());
        c = new DcCampaign(c.runs(), c.wins(), c.runes(), c.equipment(), c.cards(), c.purged(), c.mutations(),
                List.of("BR05"), List.of(0, 0, 5), c.well(), c.secrets(), c.unlocked(), c.history());
        DcState run = newRun(c, 3);
        run.eliteKills = 1;
        DcState other = run.copy();
        Ending.endRun(run, false, "died in Biome 2 (Toxic Sewers)", EventSink.NONE);
        Rules.run(run, EventSink.NONE);
        assertEquals(0, run.cells, "one Elite is not enough");
        other.eliteKills = 2;
        Ending.endRun(other, false, "died in Biome 2 (Toxic Sewers)", EventSink.NONE);
        Rules.run(other, EventSink.NONE);
        assertEquals(2, other.cells);
        assertEquals(-1, other.feats[0]);
    }
}
