package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The book's "Turns" of a Boss Combat and what stays when an Instance falls. */
class BossTurnsTest {

    static long said(Scene t, String words) {
        return RoundEndAndTargetsTest.timesSaid(t, words);
    }

    /**
     * Round 0 is played at the start of the Combat and of each new Instance only: the Angry Concierge's Round 0
     * Shield comes once, not again at the next Turn; the next Turn refills every hand to 3.
     */
    @Test
    void roundZeroOpensTheCombatAndEachInstanceButNotEachTurn() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(0);
        t.s.instance = 1;
        t.s.bossZero = true;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "IM3");
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Immolated Ember");
        while (t.s.turn == 0 && t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(1, said(t, "Angry Concierge next to the Group raises 1 Shield"), "Round 0 of the Combat's start");
        assertEquals(Pending.PLAY, t.s.pending);
        for (int p = 0; p < 3; p++) {
            assertEquals(3, t.s.handN[p], "each hand filled to 3 for the new Turn");
        }
        t.pick("Play").pick("Play").pick("Play");
        assertTrue(t.s.round >= 1, "the second Turn starts at Round I");
        assertEquals(1, said(t, "Angry Concierge next to the Group raises 1 Shield"));
    }

    /** When an Instance falls, the other elements on the Combat board stay: the Loot on the Group space. */
    @Test
    void lootOnTheBoardStaysWhenAnInstanceFalls() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(0);
        t.s.lootTeeth = 2;
        t.s.enemyDamage[1] = 4;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "IM3");
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Immolated Ember");
        assertEquals(1, t.s.instance, "the Concierge became the Angry Concierge");
        assertEquals(2, t.s.lootTeeth);
    }
}
