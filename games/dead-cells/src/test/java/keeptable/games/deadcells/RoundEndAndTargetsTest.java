package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The order of the Round End, the First Player's two cards, and who may be chosen to take a hit. */
class RoundEndAndTargetsTest {

    static boolean said(Scene t, String words) {
        return t.events.events().stream().anyMatch(e -> e.text().contains(words));
    }

    static int firstSaid(Scene t, String words) {
        List<String> texts = t.events.events().stream().map(e -> e.text()).toList();
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i).contains(words)) {
                return i;
            }
        }
        throw new AssertionError("nobody said '" + words + "' in " + texts);
    }

    static long timesSaid(Scene t, String words) {
        return t.events.events().stream().filter(e -> e.text().contains(words)).count();
    }

    /**
     * Two players: whatever is done to the First Player touches only the card they played first. Constraint I
     * keeps the First Player from acting in Round I, so their first card's Round I line is lost and their second
     * card's Round I line still happens.
     */
    @Test
    void twoPlayersConstraintOneStopsOnlyTheFirstPlayersFirstCard() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        t.hand(0, "FL6", "FL2", "FL3").hand(1, "QU3", "QU1", "QU2");
        t.combat(new String[] {"zombie"});
        t.s.constraint = 1;
        t.pick("Flayed Bind").pick("Flayed Cut").pick("Quartered Brace");
        // Round II begins with the Zombie's blow (nothing of the Group's acts in Round II before it).
        assertEquals(Pending.BEHEADED, t.s.pending);
        assertEquals(2, t.s.round);
        assertTrue(said(t, "may not act in Round I"));
        assertEquals(0, t.s.enemyFrozen[1], "the Bind, played first, froze nobody in Round I");
        assertEquals(1, t.s.enemyDamage[1], "the Cut, played second, still hit in Round I");
    }

    /**
     * The Round End runs left to right like the Rounds: the Enemy left of the Group takes its Poison Damage first,
     * then the Beheaded on the Group space, then the Enemies to the right.
     */
    @Test
    void roundEndPoisonGoesLeftToRightAlongTheLine() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL5").hand(1, "QU5").hand(2, "PO5");
        t.combat(new String[] {"grenadier", "zombie"});
        assertEquals(0, t.space("grenadier"));
        assertEquals(1, t.space("zombie"));
        t.s.enemyStates[0][Content.S_POISON] = 1;
        t.s.enemyStates[1][Content.S_POISON] = 1;
        t.s.states[1][Content.S_POISON] = 1;
        t.pick("Flayed Scavenge").pick("Quartered Focus").pick("Poisoned Antidote");
        // Round I: the Grenadier sets someone on fire; then the Round End.
        t.pick("On Fire 1 on " + t.s.name(2));
        int left = firstSaid(t, "Grenadier takes 1 Damage");
        int group = firstSaid(t, t.s.name(1) + " takes 1 Damage");
        int right = firstSaid(t, "Zombie takes 1 Damage");
        assertTrue(left < group && group < right, "left Enemy, then the Group, then the right: " + left + ", "
                + group + ", " + right);
    }

    /** Round 0 is a Combat Round like the others: its Round End deals Poison Damage as well as moving Monsters. */
    @Test
    void poisonAlsoStrikesAtTheEndOfRoundZero() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL5").hand(1, "QU5").hand(2, "PO5");
        t.combat(new String[] {"zombie", "bomber"});
        t.s.enemyStates[1][Content.S_POISON] = 1;
        t.pick("Flayed Scavenge").pick("Quartered Focus").pick("Poisoned Antidote");
        assertTrue(said(t, t.s.name(0) + " gets 1 Marked token"), "the Elite Bomber's Round 0 line: Round 0 is played");
        // Poison at the end of Round 0 and of Round I: the Zombie (2 Health) dies before Round II.
        assertEquals(2, timesSaid(t, "Zombie takes 1 Damage"));
        assertEquals(-1, t.space("zombie"));
        assertEquals(1, t.s.cells, "its Death Bonus");
    }

    /** A dead Beheaded is out of the Combat: the Companion on its board cannot be chosen to take a hit. */
    @Test
    void aDeadBeheadedsCompanionCannotBeChosenToTakeAHit() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.equipped(0, "dog");
        t.s.damage[0] = t.s.maxHealth[0] - 1;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO4");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Cloak");
        // Round II: the Dog bites the Zombie, the Poisoned uses no Skill, then the Zombie's blow kills the Flayed.
        t.pick("No Skill");
        t.pick("1 Damage to " + t.s.name(0));
        assertTrue(t.s.dead[0]);
        while (!(t.s.round == 4 && t.s.pending == Pending.BEHEADED)) {
            t.apply(t.s.choices().get(0));
        }
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains("Stray Dog")), "offered: " + t.choiceWords());
    }
}
