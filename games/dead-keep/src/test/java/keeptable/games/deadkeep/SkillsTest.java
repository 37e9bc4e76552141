package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** One test per Skill of the book's list that the rules implement. */
class SkillsTest {

    /** Knut with no Skill but the given ones, a weapon in Hand 1, Turn started. */
    private static Scene knut(int streets, String weapon, String... skills) {
        Scene sc = Scene.of(Scene.street(streets), "knut");
        sc.s.clearSkills(0);
        for (String k : skills) {
            int i = Scene.C.skillIndex(k);
            assertTrue(i >= 0, k);
            sc.s.grant(0, i);
        }
        sc.equip("knut", 0, weapon).mana("knut", 0);
        sc.s.cur = -1;
        Turns.activate(sc.s, 0, EventSink.NONE);
        sc.s.changed();
        return sc;
    }

    private static DkChoice.Attack at(int zone) {
        return new DkChoice.Attack(0, 0, zone, -1, 0, 0);
    }

    private static int diceRolled(Scene sc) {
        for (int i = sc.events.size() - 1; i >= 0; i--) {
            if (sc.events.get(i) instanceof DkEvent.Rolled r && !r.what().equals("Armor")) {
                return r.dice().size();
            }
        }
        return -1;
    }

    @Test
    void plus1DieMelee() {
        Scene sc = knut(2, "broadsword", "plus-1-die:melee");
        sc.enemy("footman", 0, 5);
        sc.dice(2, 2, 2).play(at(0));
        assertEquals(3, diceRolled(sc));
    }

    @Test
    void plus1ToDiceRollMelee() {
        Scene sc = knut(2, "broadsword", "plus-1-roll:melee");
        sc.enemy("footman", 0, 5);
        sc.dice(3, 3).play(at(0));
        assertEquals(3, sc.count("footman", 0), "3 + 1 = 4 hits on 4+");
    }

    @Test
    void twoWoundsMelee() {
        Scene sc = knut(2, "master-mallet", "two-wounds:melee");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 1).play(at(0));
        assertEquals(-1, sc.s.enZone[sg], "1 hit, 2 Wounds");
        assertEquals(2, sc.s.ap[0], "1 AP per Wound");
    }

    @Test
    void enemyKillerDealsFiveWoundsPerHit() {
        Scene sc = knut(2, "master-mallet", "killer:shadowguard");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 1).play(at(0));
        assertEquals(-1, sc.s.enZone[sg]);
        assertEquals(2, sc.s.ap[0], "Wounds past the last are wasted");
    }

    @Test
    void plus1MaxRange() {
        Scene sc = knut(5, "war-bow", "plus-1-max-range");
        sc.enemy("footman", 4, 1);
        assertTrue(sc.s.choices().contains(at(4)), "War Bow 1-3 reaches 4");
    }

    @Test
    void ironHideRollsAt5PlusWithoutArmour() {
        Scene sc = knut(2, "broadsword", "iron-hide");
        sc.enemy("footman", 0, 1);
        sc.dice(5).activation(1);
        assertEquals(12, sc.woundsLeft("knut"));
    }

    @Test
    void ironHideAddsOneToArmourRolls() {
        Scene sc = knut(2, "broadsword", "iron-hide");
        sc.equip("knut", Slots.BODY, "leather-armor");
        sc.enemy("footman", 0, 1);
        sc.dice(4).activation(1);
        assertEquals(12, sc.woundsLeft("knut"), "4 + 1 meets the Leather Armor's 5+");
    }

    @Test
    void slipperyLeavesEnemiesForFreeAndIgnoresThem() {
        Scene sc = knut(3, "broadsword", "slippery");
        sc.enemy("footman", 0, 3);
        sc.play(new DkChoice.Move(1));
        assertEquals(2, sc.s.actions[0]);
    }

    @Test
    void searchTwoCards() {
        Scene sc = knut(2, "broadsword", "search-2-cards");
        sc.s.searchTokens[0] = 1;
        sc.necromantic("ghoul-splitter", "ghoul-splitter");
        sc.play(new DkChoice.Search()).play(new DkChoice.Keep(Slots.PACK0));
        assertEquals(DkState.M_KEEP, sc.s.mode, "a second card");
        sc.play(new DkChoice.Keep(Slots.PACK0 + 1));
        assertEquals(0, sc.s.necro.size());
    }

    @Test
    void noRegenerationStopsTrollsHealing() {
        Scene sc = knut(2, "master-mallet", "no-regeneration");
        int troll = sc.enemy("swamp-troll", 0, 1);
        sc.dice(5, 1).play(new DkChoice.Attack(0, 0, 0, troll, 0, 0));
        assertTrue(sc.s.noRegen[troll]);
    }

    @Test
    void marksmanChoosesTargetsAndIgnoresFriendlyFire() {
        Scene sc = knut(3, "wyrm-slayer", "marksman");
        sc.enemy("shadowguard", 1, 1);
        int f = sc.enemy("footman", 1, 1);
        sc.dice(5, 1, 1).play(at(1));
        assertEquals(DkState.M_HIT, sc.s.mode);
        sc.play(new DkChoice.Hit(Scene.C.enemyIndex("footman")));
        assertEquals(-1, sc.s.enZone[f], "the Footman is chosen over the Shadowguard");
    }

    @Test
    void pointBlankShootsInOwnZoneWithoutFriendlyFire() {
        Scene sc = Scene.of(Scene.street(2), "knut", "lothar");
        sc.s.clearSkills(0);
        sc.s.grant(0, Scene.C.skillIndex("point-blank"));
        sc.equip("knut", 0, "war-bow").mana("knut", 0);
        sc.enemy("footman", 0, 1);
        sc.activate("knut");
        assertTrue(sc.s.choices().contains(at(0)), "War Bow 1-3 at Range 0");
        sc.dice(1).play(at(0));
        assertEquals(12, sc.woundsLeft("lothar"), "no Friendly Fire at Range 0");
    }

    @Test
    void plus2ManaPerTurn() {
        Scene sc = knut(2, "broadsword", "plus-2-mana-per-turn");
        sc.play(new DkChoice.Channel());
        assertEquals(2, sc.s.mana[0]);
        assertFalse(sc.s.choices().contains(new DkChoice.Channel()), "once per Turn");
    }

    @Test
    void freeMoveAction() {
        Scene sc = knut(3, "broadsword", "free-action:move");
        sc.play(new DkChoice.Move(1));
        assertEquals(3, sc.s.actions[0]);
    }

    @Test
    void sprintMovesTwoOrThreeZonesForOneAction() {
        Scene sc = knut(5, "broadsword", "sprint");
        sc.play(new DkChoice.Move(3, DkChoice.Reach.SPRINT));
        assertEquals(3, sc.s.zone[0]);
        assertEquals(2, sc.s.actions[0]);
        assertFalse(sc.s.choices().contains(new DkChoice.Move(1, DkChoice.Reach.SPRINT)));
    }

    @Test
    void hitAndRunGivesAFreeMoveIgnoringEnemiesAfterAKill() {
        Scene sc = knut(3, "broadsword", "hit-and-run");
        sc.enemy("footman", 0, 3);
        sc.dice(5, 1).play(at(0));
        assertEquals(2, sc.s.actions[0]);
        sc.play(new DkChoice.Move(1));
        assertEquals(2, sc.s.actions[0], "free, and no extra Action for the 2 Footmen left");
    }

    @Test
    void roll6GivesMana() {
        Scene sc = knut(2, "broadsword", "roll-6-mana");
        sc.enemy("footman", 0, 3);
        sc.dice(6, 6).play(at(0));
        assertEquals(2, sc.s.mana[0]);
    }

    @Test
    void roll6IgnoresArmor() {
        Scene sc = knut(2, "broadsword", "roll-6-ignore-armor");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(6, 5).play(at(0));
        assertEquals(-1, sc.s.enZone[sg], "AP 1 wounds the Armor 2 Shadowguard");
    }

    @Test
    void ironcladIgnoresWoundsFromTheNamedEnemy() {
        Scene sc = knut(2, "broadsword", "ironclad:footman");
        sc.enemy("footman", 0, 3);
        sc.activation(1);
        assertEquals(12, sc.woundsLeft("knut"));
    }

    @Test
    void barbarianRollsOneDiePerEnemyInTheZone() {
        Scene sc = knut(2, "broadsword", "barbarian");
        sc.enemy("footman", 0, 5);
        sc.dice(1, 1, 1, 1, 1).play(at(0));
        assertEquals(5, diceRolled(sc));
    }

    @Test
    void ironRainRollsOneDiePerEnemyInTheTargetZone() {
        Scene sc = knut(3, "war-bow", "iron-rain");
        sc.enemy("footman", 1, 4);
        sc.dice(5, 5, 5, 5).play(at(1));
        assertEquals(0, sc.count("footman", 1));
    }

    @Test
    void manaRainRollsOneDiePerEnemyInTheTargetZone() {
        Scene sc = knut(3, "tome-of-thunder", "mana-rain");
        sc.enemy("footman", 1, 5);
        sc.dice(5, 5, 5, 5, 5).play(at(1));
        assertEquals(0, sc.count("footman", 1));
    }

    @Test
    void reaperEliminatesOneMoreUndeadOfAKilledType() {
        Scene sc = knut(2, "broadsword", "reaper:melee");
        sc.enemy("footman", 0, 3);
        sc.dice(5, 1).play(at(0));
        assertEquals(1, sc.count("footman", 0));
        assertEquals(2, sc.s.ap[0]);
    }

    /** Book: the Undead Reaper eliminates must be of a type the attack eliminated: with two, the player picks. */
    @Test
    void reaperTakesTheKilledTypeThePlayerChooses() {
        Scene sc = knut(2, "master-mallet", "reaper:melee");
        sc.enemy("footman", 0, 2);
        sc.enemy("deadeye", 0, 2);
        sc.dice(5, 5).play(at(0));
        sc.play(new DkChoice.Hit(Scene.C.enemyIndex("footman"))).play(new DkChoice.Hit(Scene.C.enemyIndex("deadeye")));
        assertEquals(2, sc.count("footman", 0) + sc.count("deadeye", 0), "nothing reaped before the player picks");
        assertEquals(DkState.M_REAP, sc.s.mode);
        assertEquals(List.of(new DkChoice.Reap(Scene.C.enemyIndex("footman")),
                new DkChoice.Reap(Scene.C.enemyIndex("deadeye"))), sc.s.choices());
        sc.play(new DkChoice.Reap(Scene.C.enemyIndex("deadeye")));
        assertEquals(1, sc.count("footman", 0));
        assertEquals(0, sc.count("deadeye", 0));
        assertEquals(3, sc.s.ap[0], "2 hits and the reaped Deadeye's Wound");
        assertEquals(DkState.M_ACTION, sc.s.mode);
    }

    @Test
    void mistGivesPlusOneArmorPenetration() {
        GridGround g = GridGround.builder("m", "m.").objective(0, 1, "red").boss(0, 1).build();
        Scene sc = Scene.of(g, "knut");
        sc.s.clearSkills(0);
        sc.s.grant(0, Scene.C.skillIndex("mist-penetration"));
        sc.equip("knut", 0, "broadsword");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 5).play(at(0));
        assertEquals(-1, sc.s.enZone[sg]);
    }

    @Test
    void spellcasterGivesAFreeMagicAction() {
        Scene sc = knut(2, "tome-of-thunder", "spellcaster");
        sc.enemy("footman", 0, 5);
        sc.dice(1, 1, 1).play(at(0));
        assertEquals(3, sc.s.actions[0]);
    }

    @Test
    void toughIgnoresOneHitPerRound() {
        Scene sc = knut(2, "broadsword", "tough");
        sc.enemy("footman", 0, 2);
        sc.activation(1);
        sc.play(new DkChoice.Tough(true));
        assertEquals(11, sc.woundsLeft("knut"));
        sc.activation(1);
        assertEquals(9, sc.woundsLeft("knut"), "used this round: not asked again");
    }

    /** Book: Tough is the player's to use: they pick the Hit it ignores, here a Shadowguard's 2 Wounds over a Footman's 1. */
    @Test
    void toughIgnoresTheHitThePlayerChooses() {
        Scene sc = knut(2, "broadsword", "tough");
        sc.enemy("footman", 0, 1);
        sc.enemy("shadowguard", 0, 1);
        sc.activation(1);
        assertEquals(12, sc.woundsLeft("knut"), "no Wound lands before the player decides on Tough\n" + sc.log());
        assertEquals(DkState.M_TOUGH, sc.s.mode, "the Footman's Hit: use Tough on it?");
        assertEquals(List.of(new DkChoice.Tough(true), new DkChoice.Tough(false)), sc.s.choices());
        sc.play(new DkChoice.Tough(false));
        assertEquals(12 - 1, sc.woundsLeft("knut"));
        assertEquals(DkState.M_TOUGH, sc.s.mode, "the Shadowguard's Hits");
        sc.play(new DkChoice.Tough(true));
        assertEquals(12 - 1 - 2, sc.woundsLeft("knut"), "one of the Shadowguard's 2 Hits ignored");
    }

    @Test
    void roll6TwoWounds() {
        Scene sc = knut(2, "master-mallet", "roll-6-two-wounds:melee");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(6, 1).play(at(0));
        assertEquals(-1, sc.s.enZone[sg]);
    }

    @Test
    void roll6PlusOneDie() {
        Scene sc = knut(3, "war-bow", "roll-6-plus-1-die:ranged");
        sc.enemy("footman", 1, 5);
        sc.dice(6, 6, 2).play(at(1));
        assertEquals(3, diceRolled(sc), "each 6 rolls another die");
    }

    @Test
    void plus2DiceForOneMana() {
        Scene sc = knut(2, "broadsword", "plus-2-dice:melee");
        sc.mana("knut", 1);
        sc.enemy("footman", 0, 5);
        sc.dice(1, 1, 1, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, 1));
        assertEquals(4, diceRolled(sc));
        assertEquals(0, sc.s.mana[0]);
    }

    @Test
    void plus1ArmorPenetrationForOneMana() {
        Scene sc = knut(2, "broadsword", "plus-1-penetration:melee");
        sc.mana("knut", 1);
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 5).play(new DkChoice.Attack(0, 0, 0, -1, 0, 2));
        assertEquals(-1, sc.s.enZone[sg]);
        assertEquals(0, sc.s.mana[0]);
    }

    @Test
    void plus2WoundsForOneMana() {
        Scene sc = knut(2, "tome-of-thunder", "plus-2-wounds:magic");
        sc.mana("knut", 1);
        int sg = sc.enemy("count", 0, 1);
        sc.dice(5, 1, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, 4));
        assertEquals(1, sc.s.enZone[sg] + 1, "the Count (Armor 2) cannot be wounded by AP 1");
        Scene sc2 = knut(2, "runic-skull", "plus-2-wounds:magic");
        sc2.mana("knut", 1);
        int sg2 = sc2.enemy("shadowguard", 0, 1);
        sc2.dice(5, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, 4));
        assertEquals(-1, sc2.s.enZone[sg2], "1 hit, 2 Wounds");
    }

    @Test
    void ignoreArmorValueForOneMana() {
        Scene sc = knut(2, "broadsword", "ignore-armor");
        sc.mana("knut", 1);
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 5).play(new DkChoice.Attack(0, 0, 0, -1, 0, 8));
        assertEquals(-1, sc.s.enZone[sg]);
    }

    @Test
    void mistAffinityFreesTheSecondLineInTheMist() {
        GridGround g = GridGround.builder("m", "m.").objective(0, 1, "red").boss(0, 1).build();
        Scene sc = Scene.of(g, "ysolde");
        sc.equip("ysolde", 0, "staff-of-wildfire").mana("ysolde", 0);
        sc.enemy("footman", 0, 1);
        sc.activate("ysolde");
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(0, 1, 0, -1, 0, 0)));
    }

    @Test
    void roll6PlusOneArmorPenetration() {
        Scene sc = knut(3, "war-bow", "roll-6-penetration:ranged");
        int sg = sc.enemy("shadowguard", 1, 1);
        sc.dice(6).play(at(1));
        assertEquals(1, sc.s.enWounds[sg], "AP 1 + 1 for the 6 wounds Armor 2");
    }

    @Test
    void crushPlusOneToDiceRoll() {
        Scene sc = knut(2, "broadsword", "crush-plus-1-roll");
        sc.mana("knut", 1);
        sc.enemy("footman", 0, 5);
        sc.dice(3, 3, 3).play(new DkChoice.Attack(0, 0, 0, -1, 1, 0));
        assertEquals(2, sc.count("footman", 0), "3 + 1 hits on 4+ during the Crush");
    }

    @Test
    void consumeGivesFiveManaPerDiscard() {
        Scene sc = knut(2, "broadsword", "consume");
        sc.play(new DkChoice.Trade(-1)).play(new DkChoice.Discard(0, 0));
        assertEquals(5, sc.s.mana[0]);
    }

    @Test
    void twoClassAbilityUsesPerTurn() {
        Scene sc = knut(2, "broadsword", "two-class-uses");
        sc.mana("knut", 4);
        sc.enemy("footman", 0, 8);
        sc.dice(1, 1, 1).play(new DkChoice.Attack(0, 0, 0, -1, 1, 0));
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(0, 0, 0, -1, 1, 0)), "a second Crush");
        sc.dice(1, 1, 1).play(new DkChoice.Attack(0, 0, 0, -1, 1, 0));
        assertFalse(sc.s.choices().contains(new DkChoice.Attack(0, 0, 0, -1, 1, 0)), "not a third");
    }

    @Test
    void spellbookUsesMagicWeaponsFromTheBackpack() {
        Scene sc = knut(2, "broadsword", "spellbook");
        sc.equip("knut", Slots.PACK0, "tome-of-thunder");
        sc.enemy("footman", 0, 1);
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(Slots.PACK0, 0, 0, -1, 0, 0)));
    }

    @Test
    void mistOneManaPerTurn() {
        GridGround g = GridGround.builder("m", "m.").objective(0, 1, "red").boss(0, 1).build();
        Scene sc = Scene.of(g, "ysolde");
        sc.s.grant(0, Scene.C.skillIndex("mist-mana"));
        sc.mana("ysolde", 0);
        sc.activate("ysolde");
        sc.play(new DkChoice.MistMana());
        assertEquals(1, sc.s.mana[0]);
        assertFalse(sc.s.choices().contains(new DkChoice.MistMana()));
    }

    @Test
    void bloodlustSkillsBoostTheFreeMelee() {
        Scene sc = Scene.of(Scene.street(3), "brunhild");
        sc.s.grant(0, Scene.C.skillIndex("bloodlust-dice"));
        sc.equip("brunhild", 0, "broadsword");
        int sg = sc.enemy("shadowguard", 1, 1);
        sc.activate("brunhild");
        sc.play(new DkChoice.Move(1, DkChoice.Reach.BLOODLUST));
        sc.dice(5, 5, 1, 1).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(2, sc.s.enWounds[sg] + (sc.s.enZone[sg] < 0 ? 2 : 0),
                "+2 dice (4 rolled) and +1 AP (Blue Skill): 2 Wounds kill the Shadowguard");
    }

    @Test
    void duoPlusOneToDiceRollOnReflexes() {
        GridGround g = GridGround.builder("r", "....").spawn(0, 2).objective(0, 3, "red").boss(0, 3).build();
        Scene sc = Scene.of(g, "petra");
        sc.equip("petra", 0, "war-bow").mana("petra", 0);
        sc.s.streetDeck = new int[] {0};
        keeptable.engine.EventSink none = keeptable.engine.EventSink.NONE;
        Spawns.drawAndResolve(sc.s, 2, false, none);
        Turns.resume(sc.s, none);
        sc.s.changed();
        sc.dice(2).play(new DkChoice.Attack(0, 0, 2, -1, 0, 0));
        assertEquals(0, sc.count("footman", 2), "2 + 1 hits on 3+");
    }

    @Test
    void classSkillGivesAnotherClassAbility() {
        Scene sc = Scene.of(Scene.street(2), "brunhild");
        sc.s.grant(0, Scene.C.skillIndex("class:duo"));
        assertTrue(Skills.isClass(sc.s, 0, keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass.DUO));
        assertTrue(Skills.isClass(sc.s, 0, keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass.FIGHTER));
    }

    @Test
    void freeEnchantmentAndGatherActions() {
        GridGround g = GridGround.builder("m", "m.").objective(0, 1, "red").boss(0, 1).build();
        Scene sc = Scene.of(g, "corvin");
        sc.s.grant(0, Scene.C.skillIndex("free-action:gather"));
        sc.s.grant(0, Scene.C.skillIndex("free-action:enchantment"));
        sc.equip("corvin", Slots.TAL0, "mana-stone").mana("corvin", 0);
        sc.s.cur = -1;
        Turns.activate(sc.s, 0, keeptable.engine.EventSink.NONE);
        sc.s.changed();
        sc.play(new DkChoice.Gather());
        sc.play(new DkChoice.Enchant(Slots.TAL0, 0));
        assertEquals(3, sc.s.actions[0]);
        assertEquals(4, sc.s.mana[0]);
    }

    @Test
    void jumpCrossesTwoZonesInSightIgnoringTheOneBetween() {
        Scene sc = knut(5, "broadsword", "jump");
        sc.enemy("footman", 1, 2);
        assertTrue(sc.s.choices().contains(new DkChoice.Move(2, DkChoice.Reach.JUMP)));
        sc.play(new DkChoice.Move(2, DkChoice.Reach.JUMP));
        assertEquals(2, sc.s.zone[0]);
        assertEquals(2, sc.s.actions[0]);
        assertFalse(sc.s.choices().contains(new DkChoice.Move(4, DkChoice.Reach.JUMP)), "once per Turn");
    }

    @Test
    void teleportIgnoresWallsButNotClosedBuildings() {
        GridGround g = GridGround.builder("t", "..A").door(0, 1, 0, 2, "red").objective(0, 0, "red").boss(0, 0).build();
        Scene sc = Scene.of(g, "knut");
        sc.s.clearSkills(0);
        sc.s.grant(0, Scene.C.skillIndex("teleport:2"));
        sc.activate("knut");
        assertTrue(sc.s.choices().contains(new DkChoice.Move(1, DkChoice.Reach.TELEPORT)));
        assertFalse(sc.s.choices().contains(new DkChoice.Move(2, DkChoice.Reach.TELEPORT)), "the building is closed");
        sc.s.openDoors = 1;
        sc.s.changed();
        assertTrue(sc.s.choices().contains(new DkChoice.Move(2, DkChoice.Reach.TELEPORT)));
    }

    @Test
    void shovePushesEveryEnemyOfTheZone() {
        Scene sc = knut(3, "broadsword", "shove");
        sc.enemy("footman", 0, 3);
        sc.play(new DkChoice.Shove(1));
        assertEquals(3, sc.count("footman", 1));
        assertEquals(3, sc.s.actions[0], "not a Move, no Action spent");
    }

    @Test
    void tauntedEnemiesIgnoreEveryoneButTheTaunter() {
        Scene sc = Scene.of(Scene.street(3), "knut", "lothar");
        sc.s.clearSkills(0);
        sc.s.grant(0, Scene.C.skillIndex("taunt"));
        sc.at("lothar", 2);
        int f = sc.enemy("footman", 2, 1);
        sc.activate("knut");
        sc.play(new DkChoice.Taunt(2));
        assertEquals(1, sc.s.enZone[f], "it leaves Lothar to head for Knut");
        assertEquals(12, sc.woundsLeft("lothar"));
    }

    @Test
    void luckyRerollsFailures() {
        Scene sc = knut(2, "broadsword", "lucky");
        sc.enemy("footman", 0, 3);
        sc.dice(1, 5, 2, 6).play(at(0));
        assertEquals(1, sc.count("footman", 0), "both failures rerolled into hits");
    }

    @Test
    void duoFreeCombatActionGivesASecondReflex() {
        GridGround g = GridGround.builder("r", "....").spawn(0, 2).objective(0, 3, "red").boss(0, 3).build();
        Scene sc = Scene.of(g, "malteo");
        sc.s.grant(0, Scene.C.skillIndex("duo-free-combat"));
        sc.equip("malteo", 0, "war-bow").mana("malteo", 0);
        sc.s.streetDeck = new int[] {1};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        sc.s.changed();
        sc.dice(6).play(new DkChoice.Attack(0, 0, 2, -1, 0, 0));
        assertEquals(DkState.M_REFLEX, sc.s.mode, "a second free Combat Action");
        sc.dice(6).play(new DkChoice.Attack(0, 0, 2, -1, 0, 0));
        assertEquals(0, sc.count("footman", 2));
        assertFalse(sc.s.mode == DkState.M_REFLEX);
    }

    @Test
    void aFreeActionBoughtWithMana() {
        Scene sc = knut(3, "broadsword", "paid-free-action:move");
        sc.mana("knut", 1);
        int k = Scene.C.skillIndex("paid-free-action:move");
        sc.play(new DkChoice.BuyAction(k));
        sc.play(new DkChoice.Move(1));
        assertEquals(3, sc.s.actions[0]);
        assertEquals(0, sc.s.mana[0]);
        assertFalse(sc.s.choices().contains(new DkChoice.BuyAction(k)), "once per Turn");
    }

    @Test
    void bornLeaderLendsAFreeActionToAnother() {
        Scene sc = Scene.of(Scene.street(3), "lothar", "astrid");
        sc.s.grant(0, Scene.C.skillIndex("born-leader"));
        sc.activate("lothar");
        sc.play(new DkChoice.Lead(1));
        assertEquals(1, sc.s.cur, "Astrid acts now");
        sc.play(new DkChoice.Move(1));
        assertEquals(1, sc.s.zone[1]);
        assertEquals(0, sc.s.cur, "then Lothar resumes his Turn");
        assertEquals(3, sc.s.actions[0]);
        assertEquals(0, sc.s.actedMask & 2, "Astrid still has her own Turn");
    }

    @Test
    void armorRerollSpendsManaToRollTheFailuresAgain() {
        Scene sc = knut(2, "broadsword", "armor-reroll");
        sc.equip("knut", Slots.BODY, "leather-armor").mana("knut", 1);
        sc.enemy("footman", 0, 2);
        sc.dice(2, 6).activation(1);
        assertEquals(DkState.M_ARMOR, sc.s.mode, "1 of 2 cancelled: reroll the other?");
        sc.dice(5).play(new DkChoice.ArmorReroll(true));
        assertEquals(12, sc.woundsLeft("knut"));
        assertEquals(0, sc.s.mana[0]);
    }

    @Test
    void armorRerollAlsoAnswersFriendlyFire() {
        for (boolean reroll : new boolean[] {true, false}) {
            Scene sc = Scene.of(Scene.street(3), "mai-ling", "theron");
            sc.s.grant(1, Scene.C.skillIndex("armor-reroll"));
            sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0).mana("theron", 2).at("theron", 1);
            sc.enemy("footman", 1, 1);
            sc.activate("mai-ling");
            sc.dice(2, 3).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
            assertEquals(DkState.M_ARMOR, sc.s.mode, "Theron's Iron Hide roll of 3 failed: reroll it?");
            assertEquals(sc.s.owner[1], sc.s.toMove(), "Theron's player decides");
            sc.dice(6).play(new DkChoice.ArmorReroll(reroll));
            assertEquals(reroll ? 12 : 11, sc.woundsLeft("theron"), "the reroll of 6 cancels the Wound");
            assertEquals(reroll ? 1 : 2, sc.s.mana[1]);
            assertEquals(DkState.M_ACTION, sc.s.mode);
        }
    }

    @Test
    void ghostSightSeesThroughWallsAndDoors() {
        GridGround g = GridGround.builder("g", "..A.").door(0, 1, 0, 2, "red").door(0, 2, 0, 3, "red").objective(0, 0, "red").boss(0, 0).build();
        Scene sc = Scene.of(g, "knut");
        sc.s.clearSkills(0);
        sc.equip("knut", 0, "war-bow").mana("knut", 0);
        sc.enemy("footman", 3, 1);
        sc.activate("knut");
        assertFalse(sc.s.choices().contains(at(3)), "the closed doors block sight");
        sc.s.grant(0, Scene.C.skillIndex("ghost-sight"));
        assertTrue(sc.s.choices().contains(at(3)), "Ghost Sight: straight through the doors and the building");
    }
}
