package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.EventSink;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The book's Game setup, Biome setup and Player setup, and the Scroll tracks (book lines 380-466). */
class PlayerSetupTest {
    final DcCampaignRules rules = (DcCampaignRules) Scene.GAME.campaign();

    static DcState newRun(long seed, Map<String, String> options, String... names) {
        List<Seat> seats = new ArrayList<>();
        for (String n : names) {
            seats.add(new Seat(n, "test"));
        }
        return (DcState) Scene.GAME.newGame(new Setup(seats, options, seed));
    }

    /** "Give the First Player token to the player of your choice": the table chooses, the game does not. */
    @Test
    void theTableGivesTheFirstPlayerTokenToThePlayerOfItsChoice() {
        DcState s = newRun(5, Map.of("beheaded", "flayed,quartered,immolated"), "Ann", "Bob", "Cy");
        Scene t = new Scene(s);
        assertEquals(List.of(s.name(0) + " takes the First Player token", s.name(1) + " takes the First Player token",
                s.name(2) + " takes the First Player token"), t.choiceWords());
        t.pick(s.name(2) + " takes the First Player token");
        assertEquals(2, s.first);
        assertEquals(Pending.MOVE, s.pending);
        assertEquals(2, s.toMove(), "the new First Player decides the route");
    }

    /** With four players the token is given first, then the two starting Damage (book order: steps 6, then the 4-player rule). */
    @Test
    void fourPlayersChooseTheFirstPlayerThenTheTwoWoundedBeheaded() {
        DcState s = newRun(5, Map.of(), "a", "b", "c", "d");
        Scene t = new Scene(s);
        t.pick(s.name(3) + " takes the First Player token");
        assertEquals(3, s.first);
        assertEquals(Pending.SETUP_WOUND, s.pending);
    }

    /** Solo: the Beheaded holds the First Player token at the start (the solo set-up gives it to the Beheaded). */
    @Test
    void soloHasNoFirstPlayerChoice() {
        DcState s = newRun(5, Map.of("solo", "serenade"), "a");
        assertEquals(Pending.MOVE, s.pending);
        assertEquals(0, s.first);
    }

    @Test
    void everyScrollMarkerStartsOnTheFirstSpaceOfItsTrack() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated", "poisoned");
        for (int p = 0; p < 4; p++) {
            assertEquals(List.of(0, 0, 0), List.of(t.s.scroll[p][0], t.s.scroll[p][1], t.s.scroll[p][2]));
            assertFalse(Board.immune(t.s, p, Content.S_FREEZE) || Board.immune(t.s, p, Content.S_POISON)
                    || Board.immune(t.s, p, Content.S_BLEED) || Board.immune(t.s, p, Content.S_FIRE));
        }
    }

    /**
     * The book's Scroll example: the Immolated starts with 3 Health; a Green Scroll gives it 1 more; a second keeps
     * that Health and adds protection against Freeze. Everything left of the marker counts, cumulatively.
     */
    @Test
    void theImmolatedsGreenScrollsGiveHealthThenProtectionAgainstFreeze() {
        Scene t = Scene.run(1, "immolated", "flayed");
        assertEquals(3, t.s.maxHealth[0]);
        Scrolls.advance(t.s, 0, Content.G, t.events);
        assertEquals(1, t.s.scroll[0][Content.G], "the marker slides one space to the right");
        assertEquals(4, t.s.maxHealth[0]);
        assertFalse(Board.immune(t.s, 0, Content.S_FREEZE));
        Scrolls.advance(t.s, 0, Content.G, t.events);
        assertEquals(4, t.s.maxHealth[0], "the Health boost is kept");
        assertTrue(Board.immune(t.s, 0, Content.S_FREEZE), "and Freeze attacks no longer hold it");
    }

    /** Monster and Elite decks are shuffled at each Biome's set-up; the Blueprint deck never is; so is the Equipment deck. */
    @Test
    void theBiomesDecksAreShuffledButItsBlueprintsKeepTheirOrder() {
        Set<List<Integer>> monsterOrders = new HashSet<>();
        Set<List<Integer>> eliteOrders = new HashSet<>();
        Set<List<Integer>> equipmentOrders = new HashSet<>();
        Set<List<Integer>> blueprintOrders = new HashSet<>();
        Set<Set<Integer>> monsterSets = new HashSet<>();
        for (int seed = 0; seed < 12; seed++) {
            DcState s = Scene.run(seed, "flayed", "quartered").s;
            List<Integer> monsters = new ArrayList<>();
            for (int k : Piles.drawPile(s.monsterDeck)) {
                monsters.add(k);
                assertEquals("B1", s.c.biomes.get(s.c.monsters.get(s.c.monsterOf(k)).biome()).id());
                assertFalse(s.c.monsters.get(s.c.monsterOf(k)).elite());
            }
            List<Integer> elites = new ArrayList<>();
            for (int k : Piles.drawPile(s.eliteDeck)) {
                assertTrue(s.c.monsters.get(s.c.monsterOf(k)).elite());
                elites.add(k);
            }
            eliteOrders.add(elites);
            monsterOrders.add(monsters);
            monsterSets.add(new HashSet<>(monsters));
            List<Integer> equipment = new ArrayList<>();
            for (int q : Piles.drawPile(s.equipmentDeck)) {
                equipment.add(q);
                assertEquals("ST", s.c.equipment.get(q).origin(), "a fresh campaign's Equipment deck: the ST cards");
            }
            assertEquals(8, equipment.size());
            equipmentOrders.add(equipment);
            List<Integer> blueprints = new ArrayList<>();
            for (int q : Piles.drawPile(s.blueprintDeck)) {
                blueprints.add(q);
            }
            blueprintOrders.add(blueprints);
        }
        assertEquals(1, monsterSets.size(), "always the Biome's own Monster cards");
        assertTrue(monsterOrders.size() > 1, "shuffled");
        assertTrue(eliteOrders.size() > 1, "shuffled too");
        assertTrue(equipmentOrders.size() > 1, "shuffled");
        assertEquals(1, blueprintOrders.size(), "never shuffled");
    }

    /** A Blueprint is only a plan until the Collector makes it at the Biome's end: a Group that dies first loses it. */
    @Test
    void blueprintsNotMadeBeforeADeathAreLost() {
        Scene died = Scene.run(1, "flayed", "quartered", "immolated");
        int plan = died.s.takeBottomBlueprint(EventSink.NONE);
        died.s.collector[died.s.collectorN++] = plan;
        Ending.endRun(died.s, false, "died in Biome 1 (Prisoners' Quarters)", died.events);
        died.settle().pick("Finish");
        DcCampaign after = rules.after(rules.start(Map.of()), died.s);
        assertFalse(after.equipment().contains(died.c.equipment.get(plan).id()));

        Scene made = Scene.run(1, "flayed", "quartered", "immolated");
        made.s.collector[made.s.collectorN++] = made.s.takeBottomBlueprint(EventSink.NONE);
        made.at("h").pick("Go to X1");
        Ending.endRun(made.s, false, "died in Biome 2 (Toxic Sewers)", made.events);
        made.settle().pick("Finish");
        assertTrue(rules.after(rules.start(Map.of()), made.s).equipment().contains(made.c.equipment.get(plan).id()),
                "made at the Interbiome, it stays in the Equipment deck");
    }

    /** A campaign may go on with other Beheaded and another number of players from one Run to the next. */
    @Test
    void aCampaignGoesOnWithOtherBeheadedAndAnotherNumberOfPlayers() {
        Scene first = Scene.run(1, "flayed", "quartered", "immolated");
        first.s.runes |= 1 << first.c.rune("vine");
        Ending.endRun(first.s, false, "died in Biome 1 (Prisoners' Quarters)", first.events);
        first.settle().pick("Finish");
        DcCampaign camp = rules.after(rules.start(Map.of()), first.s);
        DcState next = newRun(2, Map.of("campaign", Campaigns.write(camp), "beheaded", "poisoned,flayed"), "a", "b");
        assertEquals(2, next.n);
        assertEquals(List.of(3, 0), List.of(next.who[0], next.who[1]));
        assertTrue((next.runes & 1 << next.c.rune("vine")) != 0, "the campaign carries on");
    }
}
