package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The book's "Range" and "Combat Actions" (Damage, Block, Loot, Immunity, States), each from the book's words. */
class CombatActionsTest {

    static boolean said(Scene t, String words) {
        return CombatRulesTest.said(t, words);
    }

    /** A Range names the spaces that may be hit, and only one Enemy is hit at a time. */
    @Test
    void theRangeNamesTheSpacesThatMayBeHitAndOneEnemyIsHit() {
        Scene t = Scene.run(1, "quartered", "flayed", "poisoned");
        t.s.first = 0;
        t.hand(0, "QU4").hand(1, "FL5").hand(2, "PO5");
        t.combat(new String[] {"archer", "zombie"});
        assertEquals(3, t.space("archer"));
        t.pick("Quartered Sight").pick("Flayed Scavenge").pick("Poisoned Antidote");
        t.pick("to " + t.s.name(1)).pick("to " + t.s.name(2));
        // Round II: the Sight's Mark reaches any space right of the Group: both Enemies, one of them chosen.
        assertEquals(Pending.ENEMY, t.s.pending);
        assertEquals(2, t.s.choices().size());
        int archer = t.space("archer");
        t.pick("Undead Archer");
        assertEquals(1, t.s.enemyStates[archer][Content.S_MARK]);
        assertEquals(0, t.s.enemyStates[t.space("zombie")][Content.S_MARK], "one Enemy at a time");
    }

    /** An Enemy's Damage goes on the Beheaded of the Group's choice, the First Player having the final word. */
    @Test
    void theFirstPlayerHasTheFinalWordOnWhoTakesAnEnemysDamage() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 2;
        t.hand(0, "FL5").hand(1, "QU5").hand(2, "PO5");
        t.combat(new String[] {"zombie"});
        t.pick("Poisoned Antidote").pick("Flayed Scavenge").pick("Quartered Focus");
        while (t.s.pending != Pending.BEHEADED) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(2, t.s.toMove(), "the First Player decides");
        assertEquals(3, t.s.choices().size(), "any of the three Beheaded");
    }

    /** A Beheaded may carry several Shields; each blocks one Damage and is discarded doing it. */
    @Test
    void severalShieldsBlockOneDamageEach() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.combat(new String[] {"zombie"});
        t.s.shields[0] = 3;
        Harm.hurt(t.s, 0, 2, "A test", t.events);
        assertEquals(0, t.s.damage[0]);
        assertEquals(1, t.s.shields[0]);
        assertTrue(said(t, t.s.name(0) + " takes 0 Damage (2 more blocked by " + t.s.names[0] + "'s 2 Shields)"));
    }

    /** In place of taking Loot, a Loot action may spend a Potion to remove all Damage from one Beheaded. */
    @Test
    void aLootActionMayUseAPotionInstead() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.s.potions = 1;
        t.hand(0, "FL5").hand(1, "QU3").hand(2, "PO5");
        t.combat(new String[] {"prisoner"}, "teeth 2");
        t.pick("Flayed Scavenge").pick("Quartered Brace").pick("Poisoned Antidote");
        t.pick("to " + t.s.name(2));
        t.s.damage[2] = 2;
        assertEquals(Pending.LOOT, t.s.pending);
        t.pick("Use a Potion on " + t.s.name(2));
        assertEquals(0, t.s.damage[2], "all its Damage removed");
        assertEquals(0, t.s.potions);
        assertEquals(2, t.s.lootTeeth, "the Loot stays on the Group space");
    }

    /** A State may be given to a Beheaded Immune to it, and is then cancelled. */
    @Test
    void aStateGivenToAnImmuneBeheadedIsCancelled() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        Scrolls.advance(t.s, 0, Content.G, EventSink.NONE);
        Scrolls.advance(t.s, 0, Content.G, EventSink.NONE);
        t.hand(0, "FL4", "FL3").hand(1, "QU3");
        t.combat(new String[] {"blob"});
        t.pick("Flayed Rush").pick("Flayed Feint").pick("Quartered Brace");
        assertTrue(t.choiceWords().stream().anyMatch(w -> w.endsWith(": Frozen 1 on " + t.s.name(0))), "the Immune Flayed may take it");
        t.pick("Frozen 1 on " + t.s.name(0));
        assertTrue(said(t, t.s.name(0) + " is Immune to Frozen"));
        assertEquals(0, t.s.frozen[0]);
    }

    /** The book's Frozen example: a Frozen action in Round I cancels an Enemy's Round I action. */
    @Test
    void aFreezeInRoundOneCancelsTheEnemysRoundOneAction() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL6").hand(1, "QU5").hand(2, "PO5");
        t.combat(new String[] {"prisoner"});
        t.pick("Flayed Bind").pick("Quartered Focus").pick("Poisoned Antidote");
        assertTrue(said(t, "Undead Prisoner gets 1 Frozen token"));
        assertEquals(0, t.s.damage[0] + t.s.damage[1] + t.s.damage[2], "its Round I blow never came");
    }

    /** Poison deals 1 Damage per token at the Round End: 2 tokens, 2 Damage. */
    @Test
    void twoPoisonTokensDealTwoDamage() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.s.states[1][Content.S_POISON] = 2;
        t.hand(0, "FL5").hand(1, "QU5").hand(2, "PO5");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Scavenge").pick("Quartered Focus").pick("Poisoned Antidote");
        assertTrue(said(t, "Round End, Poisoned 2: " + t.s.name(1) + " takes 2 Damage"));
    }

    /** A killed Monster goes to the Monster discard pile, and its space stays empty until the Round End. */
    @Test
    void aKilledMonstersSpaceStaysEmptyUntilTheRoundEnd() {
        Scene t = Scene.run(1, "flayed", "immolated", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL2").hand(1, "IM4").hand(2, "PO5");
        t.combat(new String[] {"prisoner", "zombie"});
        int prisoner = t.s.enemy[1];
        t.pick("Flayed Cut").pick("Immolated Kindle").pick("Poisoned Antidote");
        // Round I: the Flayed kills the Prisoner; the Immolated's Skill comes next, in the same Round.
        assertEquals(1, t.s.round);
        assertEquals(Pending.SKILL, t.s.pending);
        assertEquals(-1, t.s.enemy[1], "the space is empty");
        assertEquals(2, t.space("zombie"), "nobody moves in before the Round End");
        assertTrue(t.s.monsterDeck.isDiscarded(prisoner));
        t.pick("No Skill");
        assertEquals(1, t.space("zombie"), "the Round End moves the Zombie up");
    }

    /** Companions take no States (and no Shields, no healing): a Poison is never offered to the Stray Dog. */
    @Test
    void aCompanionIsNeverOfferedAState() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.equipped(0, "dog");
        t.hand(0, "FL5").hand(1, "QU5").hand(2, "PO5");
        t.combat(new String[] {"rat"});
        t.pick("Flayed Scavenge").pick("Quartered Focus").pick("Poisoned Antidote");
        assertEquals(Pending.BEHEADED, t.s.pending, "the Rat's Round I Poison");
        List<String> offered = t.choiceWords();
        assertEquals(3, offered.size(), offered.toString());
        assertFalse(offered.stream().anyMatch(l -> l.contains("Stray Dog")), offered.toString());
    }
}
