package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** Outline of Play, Game Set Up with the optional rules, Victory Condition and the consequences. */
class GameTest {
    private static DadState start(Map<String, String> options) {
        return (DadState) Scene.GAME.newGame(new Setup(Setup.of(3, "a", "b").seats(), options, 3));
    }

    /** Plays the set-up through with the first choice each time (stopping items early never). */
    private static DadState setUp(Map<String, String> options) {
        DadState s = start(options);
        while (s.phase < DadState.SPAWN) {
            s.apply(s.choices().get(0));
        }
        return s;
    }

    @Test
    void fiveCharactersTenItemsAndTheMagesSpellOnTop() {
        DadState s = start(Map.of());
        assertEquals(8, s.choices().size());
        s = setUp(Map.of());
        assertEquals(5, Long.bitCount(s.picked));
        assertEquals(10, s.itemsTaken);
        int carried = 0;
        for (int k = 0; k < 8; k++) {
            carried += s.items[k * 3] + s.items[k * 3 + 1] + s.items[k * 3 + 2];
            assertTrue(s.itemCount(k) <= 3);
        }
        assertEquals(10, carried);
        assertTrue(s.spell >= 0, "the Mage (picked first in order) memorized a spell outside the ten");
        for (int k = 0; k < 8; k++) {
            if ((s.picked >>> k & 1) != 0) {
                boolean onStart = false;
                for (int a : s.map.adventurerStarts) {
                    onStart |= s.pos[k] == a;
                }
                assertTrue(onStart);
            }
        }
        assertEquals(s.map.bossStart, s.pos[s.boss()]);
    }

    @Test
    void eachLieutenantGivesTheAdventurersACharacterAndTwoItems() {
        DadState s = setUp(Map.of("lieutenants", "both"));
        assertEquals(7, Long.bitCount(s.picked));
        assertEquals(14, s.itemsTaken);
        int wo = s.roster.first(Kind.WEREWOLF);
        int su = s.roster.first(Kind.SUMMONER);
        assertTrue(s.pos[wo] >= 0 && s.pos[su] >= 0);
        assertTrue(keeptable.games.downamongthedead.content.GameMap.range(s.pos[wo], s.map.bossStart) <= 2);
    }

    @Test
    void oneLieutenantOneMoreCharacterTwoMoreItems() {
        DadState s = setUp(Map.of("lieutenants", "summoner"));
        assertEquals(6, Long.bitCount(s.picked));
        assertEquals(12, s.itemsTaken);
        assertEquals(-1, s.pos[s.roster.first(Kind.WEREWOLF)]);
        assertTrue(s.pos[s.roster.first(Kind.SUMMONER)] >= 0);
    }

    @Test
    void noRandomSpawnsPlacesTheArmyAndCutsTheItemsToSix() {
        DadState s = setUp(Map.of("spawns", "none"));
        assertEquals(6, s.itemsTaken);
        assertTrue(s.spell >= 0, "the Mage's spell is added to the six, as in the ten of the standard game");
        assertEquals(4, s.inPlay(Kind.VAMPIRE_THRALL));
        assertEquals(4, s.inPlay(Kind.ZOMBIE));
        assertEquals(1, s.inPlay(Kind.WEREWOLF));
        assertTrue(s.phase >= DadState.ITEM, "no spawn phase");
        assertEquals(1, s.turn);
    }

    @Test
    void theAlternateBossTakesTheMastersPlace() {
        DadState s = setUp(Map.of("boss", "werewolf"));
        assertEquals(s.roster.first(Kind.WEREWOLF), s.boss());
        assertEquals(s.map.bossStart, s.pos[s.boss()]);
        assertEquals(-1, s.pos[s.roster.first(Kind.VAMPIRE_MASTER)]);
        assertThrows(SetupException.class, () -> start(Map.of("boss", "werewolf", "lieutenants", "both")));
        assertThrows(SetupException.class, () -> start(Map.of("boss", "dragon")));
        assertThrows(SetupException.class, () -> start(Map.of("turns", "0")));
        assertThrows(SetupException.class, () -> start(Map.of("map", "moon")));
        assertThrows(SetupException.class, () -> start(Map.of("colour", "red")));
    }

    @Test
    void initiativeTiesAreRerolledAndTheWinnerActsFirst() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "D3");
        t.dice(3, 3, 2, 5);
        TurnRules.initiative(t.s, t.log);
        assertEquals(DadState.MONSTERS, t.s.first);
        assertTrue(t.said().contains("tie"));
    }

    @Test
    void playersAlternateActivitiesWithinAPhase() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.PALADIN, "C4");
        t.put(Kind.ZOMBIE, "D3");
        t.put(Kind.ZOMBIE, "D4");
        t.phase(DadState.COMBAT, 0);
        t.dice(1, 1).play("Paladin attacks the Zombie on D4");
        assertEquals(1, t.s.toMove());
        t.dice(1, 1).play("Zombie on D3 attacks the Knight on C3");
        assertEquals(0, t.s.toMove());
    }

    @Test
    void thePhasesRunInOrderAndEffectsEndWithTheTurn() {
        Scene t = Scene.empty();
        int k = t.put(Kind.KNIGHT, "C3");
        t.s.strength[k] = 3;
        t.phase(DadState.COMBAT, 0);
        int turn = t.s.turn;
        // nobody can fight: ending the phase runs effects removal, the next spawn and initiative rolls
        t.dice(2, 2, 2, 2, 6, 1).play("Done for this phase");
        assertEquals(turn + 1, t.s.turn);
        assertEquals(0, t.s.strength[k]);
        assertEquals(DadState.MOVE, t.s.phase, "no items to use: the item phase passes to movement");
        assertEquals(DadState.ADVENTURERS, t.s.first);
    }

    @Test
    void killingTheBossWinsAndTheHeroesAreHailed() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "H7");
        t.s.wounds[t.s.boss()] = (byte) t.s.hitPoints(t.s.boss());
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Knight attacks the Vampire Master on H8");
        assertTrue(t.s.isOver());
        assertTrue(t.s.outcome().won(0));
        assertTrue(t.s.outcome().reason().contains("hailed as heroes"), t.s.outcome().reason());
    }

    @Test
    void destroyingEverySpawningSquareWins() {
        Scene t = Scene.empty();
        t.put(Kind.SCOUT, "C4");
        t.s.destroyed = 0b1110;
        t.phase(DadState.MOVE, 0).play("Move Scout to B4");
        t.play("Scout stops on B4");
        assertTrue(t.s.outcome().won(0));
        assertTrue(t.s.outcome().reason().contains("years of respite"), t.s.outcome().reason());
    }

    @Test
    void theMonstersWinWhenEveryAdventurerIsDeadGradedBySpawnsDestroyed() {
        Scene t = Scene.empty();
        int m = t.put(Kind.MAGE, "C3");
        t.put(Kind.VAMPIRE_THRALL, "D3");
        t.s.wounds[m] = 1;
        t.s.destroyed = 0b0011;
        t.phase(DadState.COMBAT, 1).dice(6, 1).play("Vampire Thrall on D3 attacks the Mage on C3");
        assertTrue(t.s.outcome().won(1));
        assertTrue(t.s.outcome().reason().contains("months of respite"), t.s.outcome().reason());
        Scene u = Scene.empty();
        int m2 = u.put(Kind.MAGE, "C3");
        u.put(Kind.VAMPIRE_THRALL, "D3");
        u.s.wounds[m2] = 1;
        u.phase(DadState.COMBAT, 1).dice(6, 1).play("Vampire Thrall on D3 attacks the Mage on C3");
        assertTrue(u.s.outcome().reason().contains("claims the local area"), u.s.outcome().reason());
    }

    @Test
    void aMindControlledLastAdventurerLosesTheGame() {
        Scene t = Scene.empty();
        t.s.lift(t.s.boss());
        t.s.put(t.s.boss(), Scene.sq("F8"));
        t.put(Kind.KNIGHT, "F7");
        t.phase(DadState.COMBAT, 1).dice(6).play("Vampire Master tries to mind-control the Knight on F7");
        assertTrue(t.s.outcome().won(1));
    }

    @Test
    void limitedTurnsEndEveryGame() {
        State s = Scene.GAME.newGame(new Setup(Setup.of(3, "a", "b").seats(), Map.of("turns", "2"), 3));
        keeptable.engine.Rng r = new keeptable.engine.Rng(5);
        while (!s.isOver()) {
            s.apply(s.choices().get(r.nextInt(s.choices().size())));
        }
        DadState d = (DadState) s;
        assertEquals(2, d.turn, "the game ends in the last turn allowed");
        assertTrue(d.outcome().reason().startsWith("The turn limit (2) is reached"), d.outcome().reason());
        assertTrue(d.outcome().won(1), "the boss lives: the monsters hold the area");
    }

    @Test
    void lastStandingWinsWithoutRandomSpawnsAndTimeRunningOutIsADraw() {
        Scene t = Scene.empty("spawns", "none");
        t.s.lift(t.s.boss());
        int k = t.put(Kind.KNIGHT, "C3");
        int z = t.put(Kind.ZOMBIE, "D3");
        t.s.wounds[z] = 1;
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Knight attacks the Zombie on D3");
        assertTrue(t.s.outcome().won(0));
        assertTrue(t.s.alive(k), "the Knight is the last one standing");
        Scene u = Scene.empty("spawns", "none", "turns", "1");
        u.put(Kind.KNIGHT, "C3");
        TurnRules.startTurn(u.s, u.log);
        assertTrue(u.s.isOver());
        assertTrue(u.s.outcome().winners().isEmpty());
        assertFalse(u.s.outcome().reason().isEmpty());
    }

    /** Alternate Creature boss: the adventurers' objective becomes that creature. */
    @Test
    void killingTheAlternateBossWins() {
        Scene t = Scene.empty("boss", "werewolf");
        assertEquals(Kind.WEREWOLF, t.s.kind(t.s.boss()));
        t.put(Kind.KNIGHT, "H7");
        t.s.wounds[t.s.boss()] = (byte) t.s.hitPoints(t.s.boss());
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Knight attacks the Werewolf on H8");
        assertTrue(t.s.isOver());
        assertTrue(t.s.outcome().won(0));
    }

    /** The book's opening line: a game for two players, one the adventurers and the other the monsters. */
    @Test
    void exactlyTwoPlayersOneASide() {
        assertThrows(SetupException.class, () -> Scene.GAME.newGame(Setup.of(1, "solo")));
        assertThrows(SetupException.class, () -> Scene.GAME.newGame(Setup.of(1, "a", "b", "c")));
        DadState s = start(Map.of());
        assertEquals(DadState.ADVENTURERS, s.toMove(), "the first seat drafts the adventurers");
        assertEquals(DadState.ADVENTURERS, s.owner[s.roster.first(Kind.KNIGHT)]);
        assertEquals(DadState.MONSTERS, s.owner[s.boss()]);
    }
}
