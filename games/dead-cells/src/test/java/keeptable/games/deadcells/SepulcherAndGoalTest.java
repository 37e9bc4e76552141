package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.campaign.Campaigns;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/**
 * The Forgotten Sepulcher (B6) and its curse key I; the Time Keeper's victory opening it; and the goal of the game,
 * beating the Hand of the King, which finishes the campaign.
 */
class SepulcherAndGoalTest {
    final DcCampaignRules rules = (DcCampaignRules) Scene.GAME.campaign();

    static Scene inSepulcher() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex("B6"), t.events);
        t.s.first = 0;
        return t;
    }

    static void handOut(Scene t) {
        while (t.s.pending != Pending.MOVE) {
            t.apply(t.s.choices().get(0));
        }
    }

    @Test
    void theSepulcherCurseSilencesCombatPreparationUntilTheEndOfTheBiome() {
        Scene t = inSepulcher();
        t.tile("a", "B6-05").at("S");
        t.pick("Go to a");
        handOut(t);
        assertTrue(ExploreRulesTest.said(t, "The curse: silence"));
        assertTrue((t.s.biomeCurses & DcState.CURSE_SILENCE) != 0);
        t.hand(0, "FL1", "FL2", "FL3").combat(new String[] {"ghoul"});
        assertEquals(List.of("Play Flayed Guard in silence", "Play Flayed Cut in silence",
                "Play Flayed Feint in silence"), t.choiceWords().subList(0, 3), "no Round is announced");
        assertTrue(Wording.prompt(t.s).contains("in silence"), Wording.prompt(t.s));
        t.pick("Flayed Guard");
        assertTrue(ExploreRulesTest.said(t, "plays a card from the hand face down in silence"));
        DcView other = (DcView) t.s.view(1);
        assertTrue(other.players().get(0).announced().isEmpty(), "the others hear no announcement");
        assertEquals(List.of("a card face down"), other.players().get(0).active());
        // Seat 1 cannot tell which of the Flayed's hidden cards lies face down: any of them may.
        Set<Integer> guesses = new HashSet<>();
        for (int i = 0; i < 60; i++) {
            guesses.add(((DcState) t.s.determinize(1, new Rng(i))).active[0][0]);
        }
        assertTrue(guesses.size() >= 4, "guesses range over the whole hidden deck: " + guesses);
        // The curse lasts to the end of the Biome: the Interbiome lifts it.
        Scene u = inSepulcher();
        u.s.biomeCurses |= DcState.CURSE_SILENCE;
        u.at("g").pick("Go to X1");
        assertEquals(0, u.s.biomeCurses);
    }

    @Test
    void withoutTheCurseCardsAreAnnouncedInTheSepulcherToo() {
        Scene t = inSepulcher();
        t.hand(0, "FL1", "FL2", "FL3").combat(new String[] {"ghoul"});
        assertTrue(t.choiceWords().get(0).startsWith("Play Flayed Guard in Round "));
    }

    @Test
    void theSepulcherIsABiomeOfItsOwnLeadingToTheHandOfTheKing() {
        Content c = Scene.GAME.content();
        Content.Biome b = c.biomes.get(c.biomeIndex("B6"));
        assertEquals("Forgotten Sepulcher", b.name());
        assertEquals("silence", b.curseI());
        assertEquals(null, b.curseII(), "the book's key II acts on Lanterns, whose rules it does not give");
        for (int sp = 0; sp < b.exitTo().length; sp++) {
            if (b.exitTo()[sp] != Integer.MIN_VALUE) {
                assertEquals(-3, b.exitTo()[sp], "both exits lead to the Hand of the King (C3)");
            }
        }
        Scene t = inSepulcher();
        assertTrue(!t.s.monsterDeck.isEmpty() && !t.s.eliteDeck.isEmpty() && !t.s.blueprintDeck.isEmpty(), "Monster, Elite and Blueprint decks of its own");
    }

    /** Fights the Boss to its end (killing every Instance), then plays the End of Run out with the bot. */
    static State beat(Scene t, int boss) {
        t.boss(boss);
        for (int i = 0; i < t.c.bosses.get(boss).instances().length; i++) {
            Harm.kill(t.s, 1, t.events);
        }
        assertTrue(t.s.won);
        t.settle();
        Rng r = new Rng(5);
        while (!t.s.isOver()) {
            List<Choice> cs = t.s.choices();
            t.apply(Scene.GAME.heuristicAgent().choose(t.s.copy(), cs, r));
        }
        return t.s;
    }

    @Test
    void theTimeKeepersVictoryOpensTheSepulcherAndTheCastle() {
        DcCampaign start = rules.start(Map.of());
        Scene t = Scene.run(1, Map.of("campaign", Campaigns.write(start)), "flayed", "quartered", "immolated");
        DcCampaign next = rules.after(start, beat(t, 1));
        assertTrue(next.unlocked().containsAll(List.of("B6", "B7")), next.unlocked().toString());
        assertEquals(List.of("C2"), next.beaten());
        assertFalse(next.isFinished(), "the Time Keeper is not the goal");
        Scene b6 = Scene.run(2, Map.of("campaign", Campaigns.write(next), "start", "B6"), "flayed", "quartered");
        assertEquals("B6", b6.c.biomes.get(b6.s.biome).id());
    }

    @Test
    void beatingTheHandOfTheKingFinishesTheCampaign() {
        DcCampaign start = rules.start(Map.of());
        Scene t = Scene.run(1, Map.of("campaign", Campaigns.write(start)), "flayed", "quartered", "immolated");
        DcCampaign done = rules.after(start, beat(t, 2));
        assertTrue(done.isFinished());
        assertEquals(List.of("C3"), done.beaten());
        assertTrue(done.summary().startsWith("The Hand of the King is beaten"), done.summary());
        DcCampaign read = Campaigns.read(rules, Campaigns.write(done));
        assertEquals(done, read);
        assertTrue(read.isFinished(), "the finished campaign is saved as finished");
        // A Run lost to the Hand of the King does not finish it.
        Scene lost = Scene.run(1, Map.of("campaign", Campaigns.write(start)), "flayed", "quartered", "immolated");
        lost.boss(2);
        lost.s.dead[2] = true;
        lost.s.damage[2] = lost.s.maxHealth[2];
        Harm.kill(lost.s, 1, lost.events);
        Harm.kill(lost.s, 1, lost.events);
        Harm.kill(lost.s, 1, lost.events);
        assertFalse(lost.s.won, "victory only if every Beheaded lives");
    }

    @Test
    void aCampaignFileWrittenBeforeBossesWereRecordedStillReads() {
        String json = Campaigns.write(rules.start(Map.of())).replace(",\"beaten\":[]", "");
        assertFalse(json.contains("beaten"));
        DcCampaign read = Campaigns.read(rules, json);
        assertEquals(List.of(), read.beaten());
        assertFalse(read.isFinished());
    }

    @Test
    void onceLaterBiomesAreOpenTheGroupChoosesWhereTheRunStarts() {
        DcCampaign fresh = rules.start(Map.of());
        Scene t = Scene.run(1, Map.of("campaign", Campaigns.write(fresh)), "flayed", "quartered");
        assertEquals(Pending.MOVE, t.s.pending, "the first Runs all start in the Prisoners' Quarters");
        DcCampaign open = new DcCampaign(1, 1, List.of(), fresh.equipment(), Map.of(), List.of(), List.of(),
                List.of(), List.of(0, 0, 0), 0, 0, List.of("B1", "B4", "B5"), List.of("beat The Concierge"),
                List.of("C1"));
        DcState s = (DcState) Scene.GAME.newGame(new keeptable.engine.Setup(List.of(new keeptable.engine.Seat("A",
                "x"), new keeptable.engine.Seat("B", "x"), new keeptable.engine.Seat("C", "x"),
                new keeptable.engine.Seat("D", "x")), Map.of("campaign", Campaigns.write(open)), 3));
        assertEquals(Pending.START, s.pending);
        List<String> labels = s.choices().stream().map(s::describe).toList();
        assertEquals(List.of("Start in Prisoners' Quarters", "Start in Stilt Village", "Start in Clock Tower"),
                labels);
        s.apply(s.choices().get(2));
        assertEquals("B5", s.c.biomes.get(s.biome).id());
        assertEquals(1 << s.biome, s.visited, "only the Clock Tower is entered");
        assertEquals(Pending.FIRST_PLAYER, s.pending, "then the player setup goes on");
        Scene given = Scene.run(1, Map.of("campaign", Campaigns.write(open), "start", "B4"), "flayed", "quartered");
        assertEquals("B4", given.c.biomes.get(given.s.biome).id());
        assertEquals(Pending.MOVE, given.s.pending, "the start option makes the choice");
    }
}
