package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.ItemUse;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import org.junit.jupiter.api.Test;

/** The content items a game reports for the designer's figures ({@link DkState#itemUses}), seat by seat. */
class ItemUsesTest {

    @Test
    void aScriptedGameReportsEquipmentSkillsEnemiesKilledAndFoughtAndTiles() {
        Scene sc = Scene.of(Scene.street(5), "knut");
        sc.s.clearSkills(0);
        sc.s.grant(0, Scene.C.skillIndex("plus-1-roll:melee"));
        sc.equip("knut", 0, "elven-sword").mana("knut", 1);
        sc.enemy("footman", 0, 5);
        sc.activate("knut");
        sc.dice(6, 6).play(new DkChoice.Attack(0, 0, 0, -1, 0, 0));
        assertEquals(3, sc.count("footman", 0), "two Footmen eliminated");
        sc.enemy("deadeye", 3, 1);
        sc.activation(1);
        Map<String, Integer> uses = new TreeMap<>();
        for (ItemUse u : sc.s.itemUses()) {
            assertEquals(0, u.seat(), u.toString());
            uses.put(u.item(), u.times());
        }
        String tile = sc.s.g.board().tiles().get(sc.s.g.board().zone(0).tile());
        assertEquals(new TreeMap<>(Map.of("Equipment: Elven Sword", 1, "Skill: +1 to Dice Roll: Melee", 1,
                "Killed: Footman", 2, "Fought: Footman", 3, "Fought: Deadeye", 1, "Tile: " + tile, 1)), uses);
    }

    @Test
    void eachSeatIsCreditedWithItsOwnAdventurersItemsAndNothingWhileUnasked() {
        DeadKeep game = new DeadKeep();
        State s = game.newGame(new Setup(List.of(new Seat("A", "random"), new Seat("B", "random")),
                Map.of("quest", "q1"), 12));
        Rng rng = new Rng(4);
        while (!s.isOver()) {
            s.apply(s.choices().get(rng.nextInt(s.choices().size())));
        }
        List<ItemUse> uses = s.itemUses();
        assertTrue(uses.stream().anyMatch(u -> u.seat() == 0) && uses.stream().anyMatch(u -> u.seat() == 1), uses.toString());
        for (ItemUse u : uses) {
            assertTrue(u.times() > 0 && u.item().matches("(Equipment|Skill|Killed|Fought|Tile): .+"), u.toString());
        }
        assertEquals(uses.size(), uses.stream().map(u -> u.seat() + u.item()).distinct().count(), "one line per seat and item");
    }
}
