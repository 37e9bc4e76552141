package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The combat log tells a player what hit whom, with what, and why it came to that much: each Damage line names
 * its cause (the card or Equipment a Beheaded played, or the Enemy and the Round of its line), two Enemies of one
 * kind are told apart by their space, and what a Shield blocked or a Marked token added is said.
 */
class CombatLogTest {
    static List<String> texts(Scene t) {
        return t.events.events().stream().map(e -> e.text()).toList();
    }

    @Test
    void eachDamageLineNamesItsCauseAndTwoZombiesAreToldApartByTheirSpace() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"zombie", "zombie"});
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Poisoned Antidote");
        while (t.s.pending != Pending.BEHEADED) {
            t.apply(t.s.choices().get(0));
        }
        t.pick("to " + t.s.name(1));
        while (t.s.pending != Pending.BEHEADED) {
            t.apply(t.s.choices().get(0));
        }
        t.pick("to " + t.s.name(2));
        List<String> said = texts(t);
        assertTrue(said.contains(t.s.name(0) + " strikes the Zombie next to the Group with Flayed Cut: the Zombie takes"
                + " 1 Damage"), said.toString());
        assertTrue(said.contains("In Round II, the Zombie next to the Group strikes: " + t.s.name(1) + " takes 0 Damage"
                + " (1 more blocked by " + t.s.names[1] + "'s Shield)"), said.toString());
        assertTrue(said.contains("In Round II, the Zombie in the middle strikes: " + t.s.name(2) + " takes 1 Damage"),
                said.toString());
        assertEquals(0, said.stream().filter(x -> x.matches("Zombie takes .*")).count(), "no Damage without a cause");
    }
}
