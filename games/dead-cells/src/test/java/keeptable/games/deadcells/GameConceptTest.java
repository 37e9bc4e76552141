package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The book's Game concept: a Run, Biomes and their exits, the Boss after two Biomes, and who steers the Group. */
class GameConceptTest {

    /**
     * The book's second example of a Run: the Group begins in the Prisoners' Quarters, goes on to the Toxic Sewers,
     * fights the Concierge and wins: the end of the Run.
     */
    @Test
    void aRunFromThePrisonersQuartersThroughTheToxicSewersEndsWithTheConcierge() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.at("h").pick("Go to X1");
        while (t.s.phase == DcState.INTERBIOME) {
            t.pick("Go on");
        }
        assertEquals("Toxic Sewers", t.c.biomes.get(t.s.biome).name(), "an Exit door finishes the Biome");
        t.at("g").pick("Go to X1");
        while (t.s.phase == DcState.INTERBIOME) {
            t.pick("Go on");
        }
        assertEquals(DcState.COMBAT, t.s.phase, "after two Biomes, a Boss");
        assertEquals(0, t.s.boss, "the Concierge");
        t.s.instance = 1;
        t.s.bossZero = false;
        t.s.enemyDamage[1] = 3;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "IM3");
        t.s.pending = Pending.PLAY;
        t.s.about = 0;
        t.s.forgetChoicesForTest();
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Immolated Ember");
        assertTrue(t.s.won);
        assertEquals("beat The Concierge", t.s.reason);
        assertEquals(DcState.END, t.s.phase, "the End of Run");
    }

    /** The First Player has the final word on the route: the Move decision is theirs. */
    @Test
    void theFirstPlayerDecidesWhereTheGroupMoves() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        for (int first = 0; first < 3; first++) {
            t.s.first = first;
            t.at("S");
            assertEquals(first, t.s.decision().seat());
        }
    }
}
