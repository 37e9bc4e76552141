package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** Character Counter Special Ability: the activated abilities. */
class AbilityTest {

    private static Scene withVampireOn(String square) {
        Scene t = Scene.empty();
        t.s.lift(t.s.boss());
        t.s.put(t.s.boss(), Scene.sq(square));
        return t;
    }

    @Test
    void mindControlRangeTwoThroughWallsNotPaladinOrMonkFiveOrSixWins() {
        Scene t = withVampireOn("F8");
        int k = t.put(Kind.KNIGHT, "D8"); // the wall E8 between them
        t.put(Kind.PALADIN, "D7");
        t.put(Kind.MONK, "F10");
        t.put(Kind.SCOUT, "B8"); // out of range
        t.phase(DadState.COMBAT, 1);
        assertTrue(t.offers("Vampire Master tries to mind-control the Knight on D8"));
        assertFalse(t.offers("Vampire Master tries to mind-control the Paladin on D7"));
        assertFalse(t.offers("Vampire Master tries to mind-control the Monk on F10"));
        assertFalse(t.offers("Vampire Master tries to mind-control the Scout on B8"));
        t.dice(5).play("Vampire Master tries to mind-control the Knight on D8");
        assertEquals(DadState.MONSTERS, t.s.owner[k]);
        assertFalse(t.s.hasAbilities(k), "a controlled counter loses its abilities");
        assertTrue(t.s.mindControlUsed);
    }

    @Test
    void mindControlFailsOnOneToFourAndIsTriedOncePerGame() {
        Scene t = withVampireOn("F8");
        int k = t.put(Kind.KNIGHT, "F7");
        t.phase(DadState.COMBAT, 1).dice(4).play("Vampire Master tries to mind-control the Knight on F7");
        assertEquals(DadState.ADVENTURERS, t.s.owner[k]);
        t.phase(DadState.COMBAT, 1);
        assertFalse(t.labels().stream().anyMatch(l -> l.contains("mind-control")));
    }

    @Test
    void aControlledCharacterThatDiesIsTheAdventurersDeadAgain() {
        Scene t = withVampireOn("F8");
        int k = t.put(Kind.KNIGHT, "F7");
        t.s.owner[k] = DadState.MONSTERS;
        t.put(Kind.PALADIN, "L2");
        DeathRules.die(t.s, k, t.log);
        assertEquals(DadState.ADVENTURERS, t.s.owner[k], "the mind control counter goes with the death");
        assertTrue(t.s.dead[k]);
    }

    @Test
    void theSummonerTriesUntilHeSucceedsThenNeverAgain() {
        Scene t = Scene.empty();
        t.put(Kind.SUMMONER, "C3");
        t.put(Kind.KNIGHT, "L2");
        t.phase(DadState.COMBAT, 1).dice(1).play("Summoner summons an elemental");
        assertFalse(t.s.summoned);
        t.phase(DadState.COMBAT, 1).dice(6).play("Summoner summons an elemental");
        t.play("Place the Fire Elemental on D4");
        assertEquals(Scene.sq("D4"), t.s.pos[t.s.roster.first(Kind.FIRE_ELEMENTAL)]);
        t.phase(DadState.COMBAT, 1);
        assertFalse(t.offers("Summoner summons an elemental"));
    }

    @Test
    void theSummonTableGivesAirWaterFire() {
        Kind[] elementals = {Kind.AIR_ELEMENTAL, Kind.WATER_ELEMENTAL, Kind.FIRE_ELEMENTAL};
        int[] faces = {2, 4, 6};
        for (int i = 0; i < faces.length; i++) {
            Scene t = Scene.empty();
            t.put(Kind.SUMMONER, "C3");
            t.put(Kind.KNIGHT, "L2");
            t.phase(DadState.COMBAT, 1).dice(faces[i]).play("Summoner summons an elemental");
            t.play("Place the " + t.s.content.kindName(elementals[i].ordinal()) + " on D4");
            for (Kind k : elementals) {
                assertEquals(k == elementals[i] ? Scene.sq("D4") : -1, t.s.pos[t.s.roster.first(k)],
                        "a " + faces[i] + " brings the " + elementals[i] + " and nothing else");
            }
        }
    }

    @Test
    void banishWorksWithinTwoSquaresThroughWallsOnAnEvenRoll() {
        Scene t = Scene.empty();
        t.put(Kind.PALADIN, "D5");
        int vt = t.put(Kind.VAMPIRE_THRALL, "D7"); // the wall D6 between
        t.put(Kind.ZOMBIE, "E5");
        t.phase(DadState.COMBAT, 0);
        assertFalse(t.offers("Paladin tries to banish the Zombie on E5"), "zombies cannot be banished");
        t.dice(3).play("Paladin tries to banish the Vampire Thrall on D7");
        assertEquals(Scene.sq("D7"), t.s.pos[vt], "odd: no effect");
        t.phase(DadState.COMBAT, 0).dice(2).play("Paladin tries to banish the Vampire Thrall on D7");
        assertEquals(-1, t.s.pos[vt]);
    }

    @Test
    void thrownDaggersReachFourSquaresAndCostTheAssassinNothingWhenHeLoses() {
        Scene t = Scene.empty();
        int a = t.put(Kind.ASSASSIN, "B3");
        int z = t.put(Kind.ZOMBIE, "F3");
        t.put(Kind.ZOMBIE, "G2");
        t.phase(DadState.COMBAT, 0);
        assertFalse(t.offers("Assassin throws daggers at the Zombie on G2"), "five squares away");
        t.dice(1, 6).play("Assassin throws daggers at the Zombie on F3");
        assertEquals(0, t.s.wounds[a]);
        assertEquals(0, t.s.wounds[z]);
        t.phase(DadState.COMBAT, 0);
        t.s.wounds[z] = 1;
        t.dice(6, 1).play("Assassin throws daggers at the Zombie on F3");
        assertEquals(-1, t.s.pos[z]);
        assertFalse(t.offers("Advance the Assassin to F3"), "no advance after thrown daggers");
    }

    @Test
    void divineFireWoundsEnemiesWithinTwoExceptMinionsWallsBlockTwicePerGame() {
        Scene t = Scene.empty();
        t.put(Kind.MONK, "D5");
        int z1 = t.put(Kind.ZOMBIE, "E4");
        int z2 = t.put(Kind.ZOMBIE, "D7"); // behind the wall D6
        int mi = t.put(Kind.MINION, "C4");
        t.phase(DadState.COMBAT, 0).play("Monk calls down divine fire");
        assertEquals(1, t.s.wounds[z1]);
        assertEquals(0, t.s.wounds[z2]);
        assertEquals(0, t.s.wounds[mi]);
        t.phase(DadState.COMBAT, 0).play("Monk calls down divine fire");
        assertEquals(-1, t.s.pos[z1]);
        t.put(Kind.ZOMBIE, "E5");
        t.phase(DadState.COMBAT, 0);
        assertFalse(t.offers("Monk calls down divine fire"), "twice a game");
    }

    private static Scene mage(int spell) {
        Scene t = Scene.empty();
        t.put(Kind.MAGE, "B3");
        t.s.spell = spell;
        // a fight elsewhere keeps the combat phase open after the Mage's action
        t.put(Kind.KNIGHT, "L2");
        t.put(Kind.ZOMBIE, "M3");
        return t;
    }

    @Test
    void combustionRankPlusSpellPlusDieAgainstBonusPlusDieRangeFiveOnlyWallsBlock() {
        Scene t = mage(Content.COMBUSTION);
        int z = t.put(Kind.ZOMBIE, "G3");
        t.put(Kind.PALADIN, "D3"); // a friend in the way does not block
        t.put(Kind.ZOMBIE, "H2"); // six squares away
        t.put(Kind.ZOMBIE, "E4"); // an enemy in the way does not block either... it is not on the line B3-G3
        t.phase(DadState.COMBAT, 0);
        assertFalse(t.offers("Mage casts his spell at the Zombie on H2"));
        // 3 + rank 1 + spell 3 = 7 against 6 - 1 = 5
        t.dice(3, 6).play("Mage casts his spell at the Zombie on G3");
        assertEquals(1, t.s.wounds[z]);
        assertEquals(Content.COMBUSTION, t.s.spell, "the spell counter is never used up");
    }

    @Test
    void theMageLosingTakesNoWoundAndSpellsDoNotAdvance() {
        Scene t = mage(Content.COMBUSTION);
        int m = Kind.MAGE.ordinal();
        int vt = t.put(Kind.VAMPIRE_THRALL, "C3");
        t.phase(DadState.COMBAT, 0).dice(1, 6).play("Mage casts his spell at the Vampire Thrall on C3");
        assertEquals(0, t.s.wounds[m]);
        t.s.wounds[vt] = 2;
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Mage casts his spell at the Vampire Thrall on C3");
        assertEquals(-1, t.s.pos[vt]);
        assertEquals(-1, t.s.at(Scene.sq("C3")));
        assertFalse(t.offers("Advance the Mage to C3"));
    }

    @Test
    void wallsBlockSpells() {
        Scene t = mage(Content.COMBUSTION);
        t.s.lift(Kind.MAGE.ordinal());
        t.s.put(Kind.MAGE.ordinal(), Scene.sq("G4"));
        t.put(Kind.ZOMBIE, "I4");
        t.phase(DadState.COMBAT, 0);
        assertFalse(t.offers("Mage casts his spell at the Zombie on I4"), "the wall H4");
    }

    @Test
    void chainLightningLeapsWeakerUntilACreatureWins() {
        Scene t = mage(Content.CHAIN);
        int z1 = t.put(Kind.ZOMBIE, "F3");
        int z2 = t.put(Kind.ZOMBIE, "G3");
        int z3 = t.put(Kind.ZOMBIE, "H3");
        // 6+1+2 = 9 beats 1-1
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Mage casts his spell at the Zombie on F3");
        assertEquals(1, t.s.wounds[z1]);
        // the chain goes on at -1: 3+1+1 = 5 beats 2-1
        t.dice(3, 2).play("Chain lightning leaps to the Zombie on G3");
        assertEquals(1, t.s.wounds[z2]);
        // at -2: 1+1+0 = 2 loses to 6-1; the chain stops
        t.dice(1, 6).play("Chain lightning leaps to the Zombie on H3");
        assertEquals(0, t.s.wounds[z3]);
        assertEquals(1, t.s.toMove());
    }

    @Test
    void frostWoundsAndChillsTheTargetAndRollsToChillItsNeighbours() {
        Scene t = mage(Content.FROST);
        int z1 = t.put(Kind.ZOMBIE, "F3");
        int vt = t.put(Kind.VAMPIRE_THRALL, "G3");
        int z2 = t.put(Kind.ZOMBIE, "F4");
        // target: 6+1+1 = 8 beats 1-1; then G3: 6+2 = 8 beats 1+2; F4: 1+2 = 3 loses to 6-1
        t.phase(DadState.COMBAT, 0).dice(6, 1, 6, 1, 1, 6).play("Mage casts his spell at the Zombie on F3");
        assertEquals(1, t.s.wounds[z1]);
        assertTrue(t.s.frosted[z1]);
        assertTrue(t.s.frosted[vt]);
        assertEquals(0, t.s.wounds[vt], "the neighbours take no wound");
        assertFalse(t.s.frosted[z2]);
        assertEquals(1, t.s.bonus(vt));
        TurnRules.effectsRemoval(t.s, t.log);
        assertFalse(t.s.frosted[vt], "removed in the effects removal phase");
    }

    @Test
    void frostDoesNotStack() {
        Scene t = mage(Content.FROST);
        int z1 = t.put(Kind.ZOMBIE, "F3");
        t.s.frosted[z1] = true;
        t.phase(DadState.COMBAT, 0).dice(6, 1).play("Mage casts his spell at the Zombie on F3");
        assertEquals(-2, t.s.bonus(z1), "one -1 from this spell only");
    }

    /** Mage: spell rolls are re-rolled on a tie like any combat. */
    @Test
    void aTiedSpellIsRerolled() {
        Scene t = mage(Content.COMBUSTION);
        int z = t.put(Kind.ZOMBIE, "G3");
        // 1+1+3 = 5 against 6-1 = 5: a tie; then 6+4 against 1-1
        t.phase(DadState.COMBAT, 0).dice(1, 6, 6, 1).play("Mage casts his spell at the Zombie on G3");
        assertTrue(t.diceUsed());
        assertEquals(1, t.s.wounds[z]);
    }

    /** Mage: friendly and enemy counters do not block a spell's line of sight. */
    @Test
    void countersOnTheLineDoNotBlockASpell() {
        Scene t = mage(Content.COMBUSTION);
        t.put(Kind.ZOMBIE, "D3");
        t.put(Kind.PALADIN, "E3");
        t.put(Kind.ZOMBIE, "G3");
        t.phase(DadState.COMBAT, 0);
        assertTrue(t.offers("Mage casts his spell at the Zombie on G3"));
    }

    /** Summoner: the elemental stands on any unoccupied square next to him, his player's choice. */
    @Test
    void theElementalGoesOnAnyFreeSquareNextToTheSummoner() {
        Scene t = Scene.empty();
        t.put(Kind.SUMMONER, "C3");
        t.put(Kind.ZOMBIE, "D3");
        t.put(Kind.KNIGHT, "L2");
        t.phase(DadState.COMBAT, 1).dice(4).play("Summoner summons an elemental");
        java.util.Set<String> expected = new java.util.TreeSet<>();
        for (int a : t.s.map.adjacent[Scene.sq("C3")]) {
            if (t.s.at(a) < 0) {
                expected.add("Place the Water Elemental on " + keeptable.games.downamongthedead.content.GameMap.name(a));
            }
        }
        assertTrue(expected.size() >= 5, expected.toString());
        assertEquals(expected, new java.util.TreeSet<>(t.labels()));
    }

    /** Paladin: banish reaches vampire thralls, elementals and the minor demon, and nothing else. */
    @Test
    void banishReachesThrallsElementalsAndTheDemonOnly() {
        Scene t = Scene.empty();
        t.put(Kind.PALADIN, "D5");
        t.put(Kind.WATER_ELEMENTAL, "E5");
        t.put(Kind.MINOR_DEMON, "C4");
        t.put(Kind.VAMPIRE_THRALL, "D7");
        t.put(Kind.MINION, "C5");
        t.put(Kind.WEREWOLF, "E4");
        t.phase(DadState.COMBAT, 0);
        assertTrue(t.offers("Paladin tries to banish the Water Elemental on E5"));
        assertTrue(t.offers("Paladin tries to banish the Minor Demon on C4"));
        assertTrue(t.offers("Paladin tries to banish the Vampire Thrall on D7"));
        assertFalse(t.labels().stream().anyMatch(l -> l.contains("banish the Minion") || l.contains("banish the Werewolf")));
    }

    /** Summoner's table: a 1, 3 or 5 brings nothing, and he may try again in the next combat phase. */
    @Test
    void aSummonOnOneThreeOrFiveBringsNothing() {
        for (int face : new int[] {1, 3, 5}) {
            Scene t = Scene.empty();
            t.put(Kind.SUMMONER, "C3");
            t.put(Kind.KNIGHT, "L2");
            t.phase(DadState.COMBAT, 1).dice(face).play("Summoner summons an elemental");
            assertFalse(t.s.summoned, "a " + face);
            for (Kind k : new Kind[] {Kind.AIR_ELEMENTAL, Kind.WATER_ELEMENTAL, Kind.FIRE_ELEMENTAL}) {
                assertEquals(-1, t.s.pos[t.s.roster.first(k)], "a " + face + " brings no " + k);
            }
            t.phase(DadState.COMBAT, 1);
            assertTrue(t.offers("Summoner summons an elemental"), "he tries again next combat phase");
        }
    }

    /** Special abilities: the activated ones (mind control, summoning, banish, daggers, divine fire, spells) are combat-phase actions. */
    @Test
    void activatedAbilitiesAreOfferedOnlyInTheCombatPhase() {
        Scene t = withVampireOn("F8");
        t.put(Kind.KNIGHT, "F7");
        t.put(Kind.PALADIN, "D5");
        t.put(Kind.VAMPIRE_THRALL, "D7");
        t.put(Kind.MONK, "C4");
        t.put(Kind.ASSASSIN, "B3");
        t.put(Kind.ZOMBIE, "B6");
        t.put(Kind.MAGE, "K3");
        t.put(Kind.SUMMONER, "J6");
        t.s.spell = Content.COMBUSTION;
        java.util.List<String> abilities = java.util.List.of("mind-control", "summons", "banish", "throws daggers",
                "divine fire", "casts his spell");
        for (int seat = 0; seat < 2; seat++) {
            t.phase(DadState.COMBAT, seat);
            java.util.List<String> combat = t.labels();
            assertTrue(abilities.stream().anyMatch(a -> combat.stream().anyMatch(l -> l.contains(a))), combat.toString());
            for (int phase : new int[] {DadState.ITEM, DadState.MOVE}) {
                t.phase(phase, seat);
                java.util.List<String> other = t.labels();
                assertTrue(abilities.stream().noneMatch(a -> other.stream().anyMatch(l -> l.contains(a))), other.toString());
            }
        }
    }
}
