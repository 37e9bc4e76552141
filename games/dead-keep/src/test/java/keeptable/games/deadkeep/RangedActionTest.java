package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The book's Ranged and Magic Actions: Range, sight, Targeting Priority ties, and no hitting oneself. */
class RangedActionTest {

    /** Begins the Adventurer's Turn with their Skills set aside (Point-Blank, Iron Hide...), so the weapon alone decides. */
    private static Scene plainTurn(Scene sc, String id) {
        sc.activate(id);
        sc.s.clearSkills(sc.adv(id));
        sc.s.changed();
        return sc;
    }

    private static Set<Integer> undeadTargets(Scene sc) {
        Set<Integer> zones = new TreeSet<>();
        for (var c : sc.s.choices()) {
            if (c instanceof DkChoice.Attack a && a.target() < 0 && a.boost() == 0) {
                zones.add(a.zone());
            }
        }
        return zones;
    }

    /** Book: the War Bow (Range 1-3) shoots 1 to 3 Zones away, past anyone between, even with Enemies beside it. */
    @Test
    void theWarBowShootsOneToThreeZonesAwayPastAnyoneBetween() {
        Scene sc = Scene.of(Scene.street(6), "mai-ling");
        sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0);
        for (int z = 0; z < 5; z++) {
            sc.enemy("footman", z, 1);
        }
        plainTurn(sc, "mai-ling");
        assertEquals(Set.of(1, 2, 3), undeadTargets(sc), "not its own Zone (minimum 1), not 4 Zones away");
    }

    /** Book: a Magic weapon follows the Ranged rules: the Tome of Thunder (Range 0-1) hits its own Zone and the next. */
    @Test
    void theTomeOfThunderHitsItsOwnZoneAndOneAway() {
        Scene sc = Scene.of(Scene.street(4), "tessara");
        sc.equip("tessara", 0, "tome-of-thunder").mana("tessara", 0);
        for (int z = 0; z < 3; z++) {
            sc.enemy("footman", z, 1);
        }
        sc.activate("tessara");
        assertEquals(Set.of(0, 1), undeadTargets(sc));
    }

    /** Book: targets sharing a Targeting Priority level are the players' choice. */
    @Test
    void undeadOfTheSamePriorityAreThePlayersChoice() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling");
        sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0);
        sc.enemy("footman", 1, 1);
        int d = sc.enemy("deadeye", 1, 1);
        plainTurn(sc, "mai-ling").dice(6, 1).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(DkState.M_HIT, sc.s.mode);
        int deadeye = Scene.C.enemyIndex("deadeye");
        int footman = Scene.C.enemyIndex("footman");
        assertEquals(new TreeSet<>(List.of(deadeye, footman)), new TreeSet<>(sc.s.choices().stream()
                .map(c -> ((DkChoice.Hit) c).enemy()).toList()));
        sc.play(new DkChoice.Hit(deadeye));
        assertEquals(-1, sc.s.enZone[d]);
        assertEquals(1, sc.count("footman", 1));
    }

    /** Book: an Adventurer cannot hit themselves: misses at their own Zone hit no one when they stand alone. */
    @Test
    void aShooterNeverHitsThemselves() {
        Scene sc = Scene.of(Scene.street(3), "tessara");
        sc.equip("tessara", 0, "tome-of-thunder").mana("tessara", 0);
        sc.enemy("footman", 0, 1);
        plainTurn(sc, "tessara").dice(1, 1, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, 0));
        assertEquals(8, sc.woundsLeft("tessara"), sc.log());
    }

    /** Book: with a teammate in her own Zone, the same misses at Range 0 hit the teammate (Friendly Fire). */
    @Test
    void missesAtTheShootersOwnZoneHitATeammateThere() {
        Scene sc = Scene.of(Scene.street(3), "tessara", "knut");
        sc.equip("tessara", 0, "tome-of-thunder").mana("tessara", 0).at("knut", 0);
        sc.enemy("footman", 0, 1);
        plainTurn(sc, "tessara");
        sc.s.clearSkills(1);
        sc.s.changed();
        sc.dice(1, 1, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, 0));
        assertEquals(12 - 3, sc.woundsLeft("knut"), "3 misses, 1 Wound each");
    }

    /** Book: the players assign Friendly Fire hits to the Adventurers of the target Zone as they want. */
    @Test
    void friendlyFireHitsAreAssignedByThePlayers() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling", "knut", "lothar");
        sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0).at("knut", 1).at("lothar", 1);
        sc.enemy("footman", 1, 1);
        plainTurn(sc, "mai-ling");
        sc.s.clearSkills(1);
        sc.s.clearSkills(2);
        sc.s.changed();
        sc.dice(2).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(DkState.M_FF, sc.s.mode);
        assertEquals(List.of(new DkChoice.Assign(1), new DkChoice.Assign(2)), sc.s.choices());
        sc.play(new DkChoice.Assign(2));
        assertEquals(12 - 1, sc.woundsLeft("lothar"));
        assertEquals(12, sc.woundsLeft("knut"));
    }
}
