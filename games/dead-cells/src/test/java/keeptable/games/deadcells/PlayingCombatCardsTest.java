package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The book's Playing Combat cards, Playing 3 Combat cards and the Passing Player (book lines 809-887). */
class PlayingCombatCardsTest {
    static final int DINA = CombatExampleTest.DINA, CARRIE = CombatExampleTest.CARRIE,
            MORGAN = CombatExampleTest.MORGAN, GABRIEL = CombatExampleTest.GABRIEL;

    static int played(DcState s) {
        int n = 0;
        for (int p = 0; p < s.n; p++) {
            n += (s.active[p][0] >= 0 ? 1 : 0) + (s.active[p][1] >= 0 ? 1 : 0);
        }
        return n;
    }

    /** Whatever the number of players, 3 Combat cards are played, and every player in the fight plays at least one. */
    @Test
    void threeCardsArePlayedAtEveryTableSize() {
        String[][] tables = {{"flayed", "quartered"}, {"flayed", "quartered", "immolated"},
                {"flayed", "quartered", "immolated", "poisoned"}};
        for (String[] table : tables) {
            Scene t = Scene.run(1, table);
            t.s.first = 0;
            t.combat(new String[] {"zombie"});
            int plays = 0;
            java.util.Set<Integer> seats = new java.util.HashSet<>();
            while (t.s.pending == Pending.PLAY || t.s.pending == Pending.PASS_COLOUR
                    || t.s.pending == Pending.PASS_DISCARD) {
                keeptable.engine.Choice ch = t.s.choices().get(t.s.choices().size() - 1);
                if (ch instanceof DcChoice.Play) {
                    plays++;
                    seats.add(t.s.about);
                }
                t.apply(ch);
            }
            assertEquals(3, plays, table.length + " players");
            for (int p = 0; p < t.s.n; p++) {
                assertEquals(p != t.s.passer, seats.contains(p), "seat " + p + " plays unless it passed");
            }
        }
    }

    /** Cards are played starting with the First Player and going on clockwise. */
    @Test
    void cardsArePlayedFromTheFirstPlayerClockwise() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 1;
        t.combat(new String[] {"zombie"});
        List<Integer> order = new ArrayList<>();
        while (t.s.pending == Pending.PLAY) {
            order.add(t.s.about);
            assertEquals(t.s.about, t.s.decision().seat(), "each player plays their own card");
            t.apply(t.s.choices().get(0));
        }
        assertEquals(List.of(1, 2, 0), order);
    }

    /** A player chooses a card and announces ONE of its Actions with its Round: every line is offered, one at a time. */
    @Test
    void aCardIsPlayedWithOneAnnouncedActionAndItsRound() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.s.first = 0;
        t.hand(0, "FL1", "FL3");
        t.combat(new String[] {"zombie"});
        assertEquals(List.of("Play Flayed Guard in Round I: use a Skill",
                "Play Flayed Guard in Round II: 1 Damage to an Enemy next to the Group",
                "Play Flayed Feint in Round II: 1 Shield", "Play Flayed Feint in Round III: 1 Damage to an Enemy next to the"
                        + " Group or in the middle"), t.choiceWords());
        t.pick("Play Flayed Feint in Round II");
        assertEquals(List.of("a Shield in Round II"), ((DcView) t.s.view(1)).players().get(0).announced());
        // Every kind of Action can be announced: Damage, a Skill, Block (a Shield) above; a State, Loot and Heal here.
        t.hand(1, "QU4").hand(2, "PO5").pick("Play Quartered Sight in Round II").pick("Play Poisoned Antidote in Round II");
        assertEquals(List.of("Marked in Round II"), ((DcView) t.s.view(0)).players().get(1).announced());
        assertEquals(List.of("Heal in Round II"), ((DcView) t.s.view(0)).players().get(2).announced());
    }

    /** Once all 3 cards are down, they are revealed to everyone. */
    @Test
    void theCardsAreRevealedOnceAllThreeArePlayed() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1").hand(1, "QU3").hand(2, "IM3");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Guard").pick("Quartered Brace");
        assertEquals(List.of("a card face down"), ((DcView) t.s.view(2)).players().get(0).active());
        t.pick("Immolated Ember");
        assertEquals(List.of("Flayed Guard"), ((DcView) t.s.view(2)).players().get(0).active());
        assertEquals(List.of("Quartered Brace"), ((DcView) t.s.view(0)).players().get(1).active());
    }

    /** 2 players: at the end of the Combat the first card is discarded, then the second on top of it. */
    @Test
    void twoPlayersTheFirstPlayersSecondCardIsDiscardedOnTopOfTheFirst() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        t.hand(0, "FL5", "FL3").hand(1, "QU3");
        t.combat(new String[] {"prisoner"});
        t.pick("Flayed Scavenge").pick("Flayed Feint").pick("Quartered Brace");
        while (t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertTrue(t.s.combatDeck[0].isDiscarded(t.card("FL5")));
        assertEquals(t.card("FL3"), t.s.topDiscard[0]);
    }

    /** A revealed card with two symbols lets the passing player choose which Scroll track goes up. */
    @Test
    void thePassingPlayerChoosesTheScrollWhenTheCardShowsTwoSymbols() {
        Scene t = new CombatExampleTest().exampleB();
        t.top(MORGAN, "QU5");
        t.pick("Poisoned Dart").pick("Flayed Guard").pick("passes");
        assertEquals(List.of(t.s.name(MORGAN) + " advances the Purple (Tactics) Scroll",
                t.s.name(MORGAN) + " advances the Red (Brutality) Scroll"), t.choiceWords());
        t.pick("Red (Brutality) Scroll");
        assertEquals(List.of(0, 0, 1), List.of(t.s.scroll[MORGAN][0], t.s.scroll[MORGAN][1], t.s.scroll[MORGAN][2]));
        assertTrue(t.s.combatDeck[MORGAN].isDiscarded(t.card("QU5")), "the revealed card is discarded");
    }

    /** A revealed card without a symbol gives nothing, and is discarded all the same. */
    @Test
    void thePassingPlayersRevealedCardIsDiscardedEvenWithoutASymbol() {
        Scene t = Scene.run(3, "poisoned", "quartered", "immolated", "flayed");
        t.s.first = 0;
        t.top(3, "FL5");
        t.combat(new String[] {"zombie"});
        t.pick("Play").pick("Play").pick("Play");
        assertEquals(3, t.s.passer, "the last player passes when nobody else did");
        assertEquals(List.of(0, 0, 0), List.of(t.s.scroll[3][0], t.s.scroll[3][1], t.s.scroll[3][2]));
        assertEquals(t.card("FL5"), t.s.topDiscard[3]);
    }

    /** The player who passed discards as many cards as they wish and draws back up to the same number. */
    @Test
    void thePassingPlayerMayDiscardSeveralCardsAndDrawAsMany() {
        Scene t = new CombatExampleTest().exampleB();
        t.pick("Poisoned Dart").pick("Flayed Guard").pick("passes");
        t.pick("Discard Quartered Thrust").pick("Discard Quartered Sweep");
        assertEquals(1, t.s.handN[MORGAN]);
        t.pick("Keep the rest");
        assertEquals(3, t.s.handN[MORGAN]);
        assertTrue(t.s.combatDeck[MORGAN].isDiscarded(t.card("QU1")));
        assertTrue(t.s.combatDeck[MORGAN].isDiscarded(t.card("QU2")));
    }

    /** The player who passed takes no part: no Enemy's Damage or State can be given to them. */
    @Test
    void thePassingPlayerCannotBeChosenToTakeAnEnemysAttack() {
        Scene t = new CombatExampleTest().exampleB();
        t.pick("Poisoned Dart").pick("Flayed Guard").pick("passes").pick("Keep the rest").pick("Immolated Blaze");
        t.pick("Skill: 1 Shield");
        assertEquals(Pending.BEHEADED, t.s.pending);
        assertEquals(3, t.choiceWords().size());
        assertFalse(t.choiceWords().stream().anyMatch(l -> l.contains(t.s.name(MORGAN))), t.choiceWords().toString());
    }
}
