package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The book's tiles, Tile icons and Checks (book lines 551-705). */
class TileIconsTest {

    static int said(Scene t, String words) {
        List<String> texts = t.events.events().stream().map(e -> e.text()).toList();
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i).contains(words)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void aTeleportationTileCannotBeUsedYet() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex("B2"), t.events);
        t.tile("a", "B2-08").at("S");
        t.pick("Go to a");
        assertEquals(t.spaceOf("a"), t.s.pos);
        assertEquals(DcState.EXPLORE, t.s.phase);
        assertEquals(Pending.MOVE, t.s.pending, "nothing happens: the Group moves on");
        assertTrue(said(t, "cannot be used yet") >= 0);
        assertEquals(List.of(0, 0, 0), List.of(t.s.teeth, t.s.cells, t.s.potions));
    }

    /** The token passes to the next player clockwise, before any other icon of the tile, wherever it is printed. */
    @Test
    void changeFirstPlayerPassesTheTokenClockwiseBeforeAnythingElse() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 2;
        t.tile("a", "B1-06").at("S");
        t.pick("Go to a");
        assertEquals(0, t.s.first, "from the last seat round to the first");
        assertEquals(t.equip("rapier"), t.s.collector[0], "the tile's Blueprint: the bottom card of the deck");
        int token = said(t, "becomes First Player");
        assertTrue(token >= 0);
        for (String later : List.of("goes to the Collector space", "is flipped on the Mutation board", "Gained: ")) {
            assertTrue(token < said(t, later), later);
        }
    }

    /** A Scroll, a Vial and an Equipment card each go to the Beheaded the Group chooses (a Vial to a hurt one). */
    @Test
    void aScrollAVialAndEquipmentGoToTheBeheadedTheGroupChooses() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL3", "FL5").tile("a", "B1-05").at("S");
        t.pick("Go to a").pick("Take a Purple Scroll");
        String scroll = "Give the Purple (Tactics) Scroll to ";
        List<String> everyone = List.of(scroll + t.s.name(0), scroll + t.s.name(1), scroll + t.s.name(2));
        assertEquals(everyone, t.choiceWords());
        t.pick(scroll + t.s.name(2));
        assertEquals(1, t.s.scroll[2][Content.P], "one space to the right");
        assertEquals(0, t.s.scroll[0][Content.P] + t.s.scroll[1][Content.P]);

        Scene u = Scene.run(1, "flayed", "quartered", "immolated");
        u.s.damage[1] = 2;
        u.s.damage[2] = 1;
        u.s.teeth = 5;
        u.tile("a", "B1-07").at("S");
        u.pick("Go to a").pick("Buy a Vial for 1");
        assertEquals(List.of("Give the Vial to " + u.s.name(1) + " (1 Damage healed)", "Give the Vial to " + u.s.name(2)
                + " (1 Damage healed)"), u.choiceWords(), "a Vial heals the hurt");
        u.pick("Give the Vial to " + u.s.name(2));
        assertEquals(0, u.s.damage[2], "1 Damage token removed at once");
        assertEquals(2, u.s.damage[1]);
    }

    /**
     * A Merchant tile says what it sells, for how much and how many times: after a purchase handed to a Beheaded (a
     * Vial, Equipment) the same wares are still on offer, each as many times as it has left.
     */
    @Test
    void theMerchantStillOffersItsWaresAfterAPurchaseGivenToABeheaded() {
        Scene u = Scene.run(1, "flayed", "quartered", "immolated");
        u.s.teeth = 6;
        u.s.damage[1] = 2;
        u.tile("a", "B1-07").at("S");
        u.pick("Go to a").pick("Buy a Vial for 1");
        assertEquals(1, u.s.damage[1], "the only hurt Beheaded drinks it");
        assertEquals(List.of("Buy a Potion for 2 Gold Teeth", "Buy an Equipment card for 2 Gold Teeth",
                "Buy a Vial for 1 Gold Tooth", "Leave the Merchant"), u.choiceWords());
        u.pick("Buy an Equipment card for 2");
        String given = "Give " + u.c.equipment.get(u.s.item).name() + " to ";
        assertEquals(List.of(given + u.s.name(0), given + u.s.name(1), given + u.s.name(2)), u.choiceWords(),
                "Equipment goes to the Beheaded the Group chooses");
        u.pick(given + u.s.name(1)).pick("Equip");
        assertTrue(u.s.slot[1][0] >= 0);
        assertEquals(List.of("Buy a Potion for 2 Gold Teeth", "Buy a Vial for 1 Gold Tooth", "Leave the Merchant"),
                u.choiceWords(), "the Equipment was sold once, as the tile says");
        u.pick("Buy a Vial for 1");
        assertEquals(0, u.s.damage[1]);
        assertEquals(List.of("Buy a Potion for 2 Gold Teeth", "Leave the Merchant"), u.choiceWords(), "the Vial twice");
        assertEquals(2, u.s.teeth);
    }

    /** The card a Deck Check draws is discarded, whether it showed the icon or not; the hand is untouched. */
    @Test
    void aDeckChecksCardIsDiscardedEitherWay() {
        for (String top : List.of("FL3", "FL2")) {
            Scene t = Scene.run(1, "flayed", "quartered", "immolated");
            t.s.first = 0;
            t.hand(0, "FL1", "FL4", "FL5").top(0, top).tile("g", "B1-08").at("d");
            t.pick("Go to g (Deck Check Purple: 1 Cell)");
            assertTrue(t.s.combatDeck[0].isDiscarded(t.card(top)), top);
            assertEquals(t.card(top), t.s.topDiscard[0]);
            assertEquals(3, t.s.handN[0]);
            assertEquals(top.equals("FL3") ? 1 : 0, t.s.cells);
        }
    }

    /** After a Check hands are refilled to 3; an empty draw pile is made again from the shuffled discard pile. */
    @Test
    void anEmptyDrawPileIsMadeAgainFromTheDiscardsToRefillTheHand() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL2", "FL3").tile("d", "B1-08").at("a");
        while (!t.s.combatDeck[0].isEmpty()) {
            t.s.combatDeck[0].discard(t.s.combatDeck[0].draw());
        }
        t.pick("Go to d (Hand Check Green)").pick("Discard Flayed Guard");
        assertEquals(3, t.s.handN[0]);
        assertTrue(said(t, "shuffles the discard pile into a new draw pile") >= 0);
        assertEquals(3, t.s.combatDeck[0].size(), "FL4-FL6 and the Guard, less the one drawn");
        assertEquals(0, t.s.combatDeck[0].discardCount());
        assertFalse(t.s.combatDeck[0].isDiscarded(t.card("FL1")));
    }
}
