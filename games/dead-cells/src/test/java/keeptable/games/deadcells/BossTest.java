package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** Fighting a Boss: Turns of Rounds I-IV, First Player rotation, passing, Instances, the end of the battle. */
class BossTest {

    @Test
    void defeatingAnInstanceEndsTheTurnFlipsTheBossAndStartsAgainFromRoundZero() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(0);
        assertTrue(t.s.enemy[1] >= 0, "the Boss stands next to the Group");
        t.s.enemyDamage[1] = 4;
        t.s.enemyStates[1][Content.S_POISON] = 1;
        t.s.shields[1] = 2;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "IM3");
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Immolated Ember");
        // Round I: the Flayed deals the fifth Damage: the Concierge becomes the Angry Concierge.
        assertEquals(1, t.s.instance);
        assertEquals(0, t.s.enemyDamage[1]);
        assertEquals(0, t.s.enemyStates[1][Content.S_POISON]);
        assertEquals(0, t.s.shields[1], "States and Shields leave the Beheaded too");
        for (int p = 0; p < 3; p++) {
            assertEquals(-1, t.s.active[p][0]);
            assertEquals(3, t.s.handN[p]);
        }
        assertEquals(Pending.PLAY, t.s.pending);
        assertEquals(0, t.s.first);
        t.hand(0, "FL6", "FL1", "FL3").hand(1, "QU3", "QU1", "QU2").hand(2, "IM4", "IM1", "IM2");
        t.pick("Flayed Bind in Round I").pick("Quartered Brace in Round I").pick("Immolated Kindle in Round I");
        // Round 0 again, for the new Instance: its Shield; then Round I, where the Flayed's Bind freezes it.
        assertTrue(t.events.events().stream().anyMatch(e -> e.text().equals("In Round 0, the Angry Concierge next to the Group raises 1 Shield")));
        assertEquals(1, t.s.round);
        assertEquals(1, t.s.enemyShields[1]);
        assertTrue(t.s.enemyFrozen[1] != 0, "the Bind's freeze, played in Round I, waits on one of the Boss's lines");
    }

    @Test
    void eachTurnPassesTheFirstPlayerTokenOnAndTheBossNeverMoves() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(0);
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "IM3");
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Immolated Ember");
        while (t.s.turn == 0) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(1, t.s.first);
        assertEquals(Pending.PLAY, t.s.pending);
        assertEquals(1, t.s.about);
        assertTrue(t.s.enemy[1] >= 0);
        assertEquals(1, t.s.turn);
    }

    @Test
    void inFourPlayerGamesADifferentPlayerPassesEachTurnWithoutADeckCheck() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated", "poisoned");
        t.s.first = 0;
        t.boss(0);
        t.pick("Play");
        t.pick("passes");
        int firstPasser = t.s.passer;
        assertEquals(1, firstPasser);
        assertEquals(0, t.s.scroll[1][0] + t.s.scroll[1][1] + t.s.scroll[1][2], "no Deck Check at a Boss");
        t.pick("Discard");
        while (t.s.turn == 0 && !t.s.isOver() && t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        if (t.s.phase == DcState.COMBAT) {
            // Turn 2: First Player is seat 1; seat 1 has passed already, so seats 2 or 3 pass now.
            assertFalse(t.choiceWords().stream().anyMatch(l -> l.contains(t.s.name(1) + " passes")));
        }
    }

    @Test
    void killingTheBossWinsOnlyIfEveryBeheadedLives() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(0);
        t.s.instance = 1;
        t.s.bossZero = false;
        t.s.enemyDamage[1] = 3;
        t.s.damage[2] = t.s.maxHealth[2];
        t.s.dead[2] = true;
        t.hand(0, "FL2").hand(1, "QU3");
        t.pick("Flayed Cut").pick("Quartered Brace");
        assertEquals(DcState.END, t.s.phase);
        assertFalse(t.s.won);
        assertEquals("died fighting The Concierge", t.s.reason);

        Scene u = Scene.run(1, "flayed", "quartered", "immolated");
        u.s.first = 0;
        u.boss(0);
        u.s.instance = 1;
        u.s.bossZero = false;
        u.s.enemyDamage[1] = 3;
        u.hand(0, "FL2").hand(1, "QU3").hand(2, "IM3");
        u.pick("Flayed Cut").pick("Quartered Brace").pick("Immolated Ember");
        assertTrue(u.s.won, "the battle ends at once when the last Instance dies");
        assertEquals("beat The Concierge", u.s.reason);
        assertEquals(3, u.s.cells, "the Concierge's victory: 3 Cells");
    }

    @Test
    void aDeathEndsTheBattleAtTheEndOfTheTurn() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(0);
        t.s.damage[1] = t.s.maxHealth[1] - 1;
        t.hand(0, "FL5").hand(1, "QU1").hand(2, "IM3");
        t.pick("Flayed Scavenge").pick("Quartered Thrust").pick("Immolated Ember");
        t.pick("to " + t.s.name(1));
        assertTrue(t.s.dead[1]);
        assertEquals(DcState.COMBAT, t.s.phase, "the Turn is played out");
        while (t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals("died fighting The Concierge", t.s.reason);
        assertEquals(0, t.s.turn);
    }

    @Test
    void theTimeKeeperOpensWithARoundZeroFreezeOnTheFirstPlayer() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(1);
        assertEquals("The Time Keeper", t.c.bosses.get(t.s.boss).name());
        t.hand(0, "FL1").hand(1, "QU3").hand(2, "IM3");
        t.pick("Flayed Guard").pick("Quartered Brace").pick("Immolated Ember");
        // Round 0: the Time Keeper freezes the First Player's card on its next line with an action (Round I's Skill).
        assertTrue(t.events.events().stream().anyMatch(e -> e.text().contains(t.s.name(0) + " gets 1 Frozen token")));
        assertTrue(t.events.events().stream().anyMatch(e -> e.text().contains("is Frozen and loses the Round I action")));
    }

    @Test
    void theHandOfTheKingHasThreeInstances() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.boss(2);
        assertEquals(3, t.c.bosses.get(2).instances().length);
        for (int instance = 0; instance < 2; instance++) {
            Harm.kill(t.s, 1, t.events);
            assertEquals(instance + 1, t.s.instance);
            assertFalse(t.s.isOver());
            assertEquals(DcState.COMBAT, t.s.phase);
        }
        Harm.kill(t.s, 1, t.events);
        assertTrue(t.s.won);
        assertEquals("beat The Hand of the King", t.s.reason);
    }

    @Test
    void aBossInstanceDefeatedInTheMiddleOfItsOwnAttackEndsThatAttackAndTheTurn() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.equipped(0, "knockback");
        t.boss(1);
        t.s.bossZero = false;
        t.s.enemyDamage[1] = 4;
        t.s.shields[0] = 1;
        t.hand(0, "FL5").hand(1, "QU6").hand(2, "IM6");
        t.pick("Flayed Scavenge").pick("Quartered Rest").pick("Immolated Warmth");
        // Round I: the Time Keeper hits two Beheaded; the first blow spends the Flayed's Shield and the Knockback
        // Shield deals the Time Keeper's last Damage: its second blow never comes, a new Turn begins.
        t.pick("to " + t.s.name(0));
        assertEquals(1, t.s.instance);
        assertEquals(Pending.PLAY, t.s.pending);
        assertEquals(0, t.s.damage[1] + t.s.damage[2]);
    }
}
