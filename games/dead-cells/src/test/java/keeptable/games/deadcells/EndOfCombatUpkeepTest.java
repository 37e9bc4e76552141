package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The book's "End-of-Combat Upkeep", step by step. */
class EndOfCombatUpkeepTest {

    static Scene afterACombat() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.combat(new String[] {"zombie"});
        return t;
    }

    /** Looted Blueprints go from the Bag to the Collector space of the Mutation board. */
    @Test
    void lootedBlueprintsGoToTheCollectorSpace() {
        Scene t = afterACombat();
        int q = t.s.takeBottomBlueprint(EventSink.NONE);
        t.s.bagBlue[t.s.bagBlueN++] = q;
        Combat.upkeep(t.s, t.events);
        assertEquals(0, t.s.bagBlueN);
        assertEquals(1, t.s.collectorN);
        assertEquals(q, t.s.collector[0]);
    }

    /** Loot left on the Group space is discarded; an unlooted Blueprint goes to the bottom of the Blueprint deck. */
    @Test
    void unlootedLootIsDiscardedAndItsBlueprintsGoUnderTheirDeck() {
        Scene t = afterACombat();
        int q = t.s.takeBottomBlueprint(EventSink.NONE);
        t.s.lootBlue[t.s.lootBlueN++] = q;
        t.s.lootTeeth = 2;
        t.s.lootPotions = 1;
        Combat.upkeep(t.s, t.events);
        assertEquals(0, t.s.lootTeeth + t.s.lootPotions + t.s.lootBlueN);
        assertEquals(q, t.s.blueprintDeck.card(0), "the bottom of the Blueprint deck, drawn next");
        assertEquals(0, t.s.teeth + t.s.potions, "nothing reached the Bag");
    }

    /** Shields and States leave the Beheaded boards. */
    @Test
    void shieldsAndStatesLeaveTheBeheadedBoards() {
        Scene t = afterACombat();
        t.s.shields[0] = 2;
        t.s.states[1][Content.S_POISON] = 1;
        t.s.states[2][Content.S_MARK] = 2;
        Combat.upkeep(t.s, t.events);
        assertEquals(0, t.s.shields[0]);
        assertEquals(0, t.s.states[1][Content.S_POISON] + t.s.states[2][Content.S_MARK]);
    }

    /** With no card left in the draw pile, the discard pile is shuffled into a new draw pile to fill the hand to 3. */
    @Test
    void anEmptyDrawPileIsMadeAgainFromTheDiscards() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL5", "FL2", "FL3").hand(1, "QU5").hand(2, "IM6");
        while (!t.s.combatDeck[0].isEmpty()) {
            t.s.discard(0, t.s.combatDeck[0].draw());
        }
        t.combat(new String[] {"prisoner"});
        t.pick("Flayed Scavenge").pick("Quartered Focus").pick("Immolated Warmth");
        while (t.s.phase == DcState.COMBAT) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(3, t.s.handN[0], "the hand is full again");
        assertEquals(6 - 3, t.s.combatDeck[0].size(), "the 4 discards became the pile, one was drawn");
        assertEquals(0, t.s.combatDeck[0].discardCount());
        assertTrue(t.s.phase != DcState.COMBAT);
    }
}
