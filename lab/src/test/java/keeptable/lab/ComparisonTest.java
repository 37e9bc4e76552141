package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.match.Match;
import keeptable.engine.toy.LuckyDraw;
import keeptable.engine.toy.Relay;
import org.junit.jupiter.api.Test;

/** The paired difference, its interval and p-value, worked by hand; and a run paired with itself. */
class ComparisonTest {
    @Test
    void aPairedDifferenceIsWorkedAsByHand() {
        // Differences 1, 1, 0, -1, 1, 0, 1, 1: sum 4, sum of squares 6, n 8.
        // mean 0.5; variance (6 - 16/8) / 7 = 4/7; standard error sqrt(4/7/8) = 0.26726; z = 1.8708.
        Comparison.Difference d = Comparison.paired("x", 0.25, 0.75, 4, 6, 8);
        assertEquals(0.5, d.diff(), 1e-12);
        double se = Math.sqrt(4.0 / 7 / 8);
        assertEquals(0.5 - Stats.Z * se, d.low95(), 1e-12);
        assertEquals(0.5 + Stats.Z * se, d.high95(), 1e-12);
        assertEquals(0.06137, d.p(), 1e-4);
        assertEquals(false, d.significant());
    }

    @Test
    void theNormalDistributionFunctionMatchesItsTable() {
        assertEquals(0.975, Stats.normalCdf(1.959963984540054), 1e-6);
        assertEquals(0.5, Stats.normalCdf(0), 1e-7);
        assertEquals(0.05, Stats.pValue(1.959963984540054), 1e-6);
    }

    @Test
    void aRunPairedWithItselfChangesNothing() throws Exception {
        Simulation.Config c = new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 200, 2, 4, null, 1,
                Match.MAX_STEPS, null, null);
        PairTally t = PairedRun.run(c, c, n -> { });
        assertEquals(PairedRun.play(c, c, 0, 200).base(), t.base());
        Comparison cmp = Comparison.of(t, Summaries.of("x", "1", 4, 2, 1, c.run(), t.base()),
                Summaries.of("x", "1", 4, 2, 1, c.run(), t.variant()));
        for (Comparison.Difference d : cmp.seats()) {
            assertEquals(0, d.diff());
            assertEquals(1, d.p());
        }
        assertTrue(cmp.sentence().contains("nothing changed significantly"), cmp.sentence());
    }

    @Test
    void playersThatDifferChangeTheWinRatesSignificantly() throws Exception {
        Simulation.Config a = new Simulation.Config(LuckyDraw.GAME, List.of("random", "random"), 400, 2, 4, null);
        Simulation.Config b = new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 400, 2, 4, null);
        PairTally t = PairedRun.play(a, b, 0, 400);
        Comparison cmp = Comparison.of(t, Summaries.of("x", "1", 4, 2, 1, a.run(), t.base()),
                Summaries.of("x", "1", 4, 2, 1, b.run(), t.variant()));
        assertTrue(cmp.seats().get(0).significant(), cmp.seats().toString());
        assertTrue(cmp.seats().get(0).diff() > 0, "the heuristic seat wins more");
        assertTrue(cmp.sentence().startsWith("Over 400 paired games, seat 1 win rate rose"), cmp.sentence());
    }

    @Test
    void aCampaignsDifferenceIsAShareOfItsGames() {
        // The same eight differences, each a campaign's sum over 2 games: every figure is halved.
        Comparison.Difference d = Comparison.paired("x", 0.25, 0.75, 4, 6, 8, 2);
        double se = Math.sqrt(4.0 / 7 / 8) / 2;
        assertEquals(0.25, d.diff(), 1e-12);
        assertEquals(0.25 + Stats.Z * se, d.high95(), 1e-12);
        assertEquals(0.06137, d.p(), 1e-4, "halving the differences leaves the test alone");
    }

    private static Simulation.Config campaigns(keeptable.engine.module.GameModule game, List<String> agents, int length) {
        return new Simulation.Config(game, agents, 300, 1, 8, null, length, Match.MAX_STEPS, null, null);
    }

    private static Comparison compare(Simulation.Config a, Simulation.Config b) {
        PairTally t = PairedRun.play(a, b, 0, a.games());
        return Comparison.of(t, Summaries.of("x", "1", 8, 1, 1, a.run(), t.base()),
                Summaries.of("x", "1", 8, 1, 1, b.run(), t.variant()));
    }

    @Test
    void campaignsArePairedCampaignByCampaignAndEachOfTheirGamesIsCompared() {
        Simulation.Config random = campaigns(LuckyDraw.GAME, List.of("random", "random"), 3);
        Simulation.Config better = campaigns(LuckyDraw.GAME, List.of("heuristic", "random"), 3);
        Comparison same = compare(random, random);
        assertEquals(300, same.games(), "campaigns are the pairs");
        assertEquals(3, same.campaignLength());
        assertEquals(3, same.stages().size(), "one row per game of the campaign");
        for (Comparison.Difference d : same.seats()) {
            assertEquals(0, d.diff());
            assertEquals(1, d.p());
        }
        assertTrue(same.sentence().startsWith("Over 300 paired campaigns of 3 games nothing changed"),
                same.sentence());
        Comparison c = compare(random, better);
        assertTrue(c.seats().get(0).significant() && c.seats().get(0).diff() > 0, c.seats().toString());
        Tally base = PairedRun.play(random, better, 0, 300).base();
        assertEquals(Stats.share(base.wins[0], 900), c.seats().get(0).base(), 1e-12,
                "a seat's rate is a share of the campaigns' 3 games each");
        assertTrue(c.sentence().startsWith("Over 300 paired campaigns of 3 games, seat 1 win rate rose"),
                c.sentence());
    }

    @Test
    void aGameACampaignDidNotReachIsNeitherWonNorEnded() {
        // The tournament is over after four games: games 5 and 6 of a campaign of 6 are never played.
        Simulation.Config six = campaigns(LuckyDraw.GAME, List.of("heuristic", "random"), 6);
        Comparison c = compare(six, six);
        assertEquals(6, c.stages().size());
        assertEquals(0, c.stages().get(4).base(), "nobody won a game never played");
        double ended = c.endings().stream().mapToDouble(Comparison.Difference::base).sum();
        assertEquals(4.0 / 6, ended, 1e-12, "four of the six games ended");
    }

    @Test
    void aCooperativeCampaignsLengthIsPaired() {
        // Relay's team always reaches its goal; rolling gets there in fewer choices than stepping.
        Comparison c = compare(campaigns(Relay.GAME, List.of("random", "random"), 3),
                campaigns(Relay.GAME, List.of("heuristic", "heuristic"), 3));
        assertTrue(c.length().significant() && c.length().diff() < 0, c.length().toString());
        assertEquals(List.of("the party's win rate"), c.seats().stream().map(Comparison.Difference::label).toList(),
                "a party's seats win together: one row");
        assertTrue(c.sentence().contains("games got shorter"), c.sentence());
    }

    @Test
    void campaignsOfDifferentLengthsAreNotPaired() {
        PairTally three = new PairTally(2, 3);
        assertThrows(IllegalArgumentException.class, () -> three.merge(new PairTally(2, 1)));
        Simulation.Config a = campaigns(Relay.GAME, List.of("random", "random"), 3);
        Simulation.Config b = new Simulation.Config(Relay.GAME, a.agents(), 300, 1, 8, null, 2, Match.MAX_STEPS,
                null, null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairedRun.check(a, b));
        assertTrue(e.getMessage().contains("campaign length"), e.getMessage());
        assertFalse(compare(a, a).stages().isEmpty());
    }
}
