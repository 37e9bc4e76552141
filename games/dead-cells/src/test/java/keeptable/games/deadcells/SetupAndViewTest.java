package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.View;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** Player setup, the options, and what each seat's view shows and hides. */
class SetupAndViewTest {

    static Setup setup(Map<String, String> options, String... names) {
        return new Setup(java.util.Arrays.stream(names).map(n -> new Seat(n, "human")).toList(), options, 5);
    }

    @Test
    void eachBeheadedStartsWithThreeHealthThreeCardsAndOneSlot() {
        DcState s = (DcState) Scene.GAME.newGame(setup(Map.of("beheaded", "poisoned,flayed,quartered"), "a", "b", "c"));
        assertEquals(List.of(3, 0, 1), List.of(s.who[0], s.who[1], s.who[2]));
        for (int p = 0; p < 3; p++) {
            assertEquals(3, s.maxHealth[p]);
            assertEquals(3, s.handN[p]);
            assertEquals(3, s.combatDeck[p].size());
            assertEquals(1, Board.slots(s, p));
        }
        assertEquals(0, s.first);
        assertEquals("Prisoners' Quarters", s.c.biomes.get(s.biome).name());
    }

    @Test
    void fourPlayersStartWithOneDamageOnTwoBeheadedOfTheirChoice() {
        DcState s = (DcState) Scene.GAME.newGame(setup(Map.of(), "a", "b", "c", "d"));
        s.apply(s.choices().get(0));
        assertEquals(Pending.SETUP_WOUND, s.pending);
        s.apply(s.choices().get(3));
        s.apply(s.choices().get(0));
        assertEquals(List.of(1, 0, 0, 1), List.of(s.damage[0], s.damage[1], s.damage[2], s.damage[3]));
        assertEquals(Pending.MOVE, s.pending);
    }

    @Test
    void badOptionsAreRefusedInWords() {
        assertEquals(Scene.GAME.title() + "'s option beheaded: 'bob' is not one of flayed, quartered, immolated,"
                + " poisoned", assertThrows(SetupException.class,
                () -> Scene.GAME.newGame(setup(Map.of("beheaded", "flayed,bob"), "a", "b"))).getMessage());
        Scene.GAME.newGame(setup(Map.of("beheaded", "The Quartered, flayed"), "a", "b")); // names in any case
        assertEquals("name one Beheaded per seat: 2 seats, 1 names", assertThrows(SetupException.class,
                () -> Scene.GAME.newGame(setup(Map.of("beheaded", "flayed"), "a", "b"))).getMessage());
        assertEquals("each Beheaded can be played by one player only", assertThrows(SetupException.class,
                () -> Scene.GAME.newGame(setup(Map.of("beheaded", "flayed,flayed"), "a", "b"))).getMessage());
        assertThrows(SetupException.class, () -> Scene.GAME.newGame(setup(Map.of("speed", "1"), "a", "b")));
        assertThrows(SetupException.class, () -> Scene.GAME.newGame(setup(Map.of("solo", "alone"), "a")));
        assertThrows(SetupException.class, () -> Scene.GAME.newGame(setup(Map.of(), "a", "b", "c", "d", "e")));
    }

    @Test
    void aSeatSeesOnlyItsOwnHandAndOthersPlayedCardsOnlyOnceRevealed() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL2", "FL3").hand(1, "QU1", "QU2", "QU3");
        DcView v0 = ((DcView) t.s.view(0));
        DcView v1 = ((DcView) t.s.view(1));
        assertEquals("Flayed Guard", v0.hand().get(0).name());
        assertEquals("Quartered Thrust", v1.hand().get(0).name());
        assertFalse(v0.text().contains("Quartered Thrust"));
        assertEquals(3, v0.players().get(1).hand(), "only the count of another hand");
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Guard");
        assertEquals(List.of("a card face down"), ((DcView) t.s.view(1)).players().get(0).active());
        assertEquals(List.of("Flayed Guard"), ((DcView) t.s.view(0)).players().get(0).active());
    }

    @Test
    void aSpectatorSeesNoHandAndEveryPlayedCardFaceDownUntilTheReveal() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL2", "FL3").hand(1, "QU1", "QU2", "QU3");
        DcView watching = (DcView) t.s.view(View.SPECTATOR);
        assertEquals(View.SPECTATOR, watching.seat());
        assertEquals(List.of(), watching.hand());
        assertEquals(List.of(3, 3, 3), watching.players().stream().map(DcView.PlayerView::hand).toList(),
                "only the size of each hand");
        for (String card : List.of("Flayed Guard", "Flayed Cut", "Flayed Feint", "Quartered Thrust")) {
            assertFalse(watching.text().contains(card), card);
        }
        t.combat(new String[] {"zombie"});
        t.pick("Flayed Guard");
        watching = (DcView) t.s.view(View.SPECTATOR);
        assertEquals(List.of("a card face down"), watching.players().get(0).active(), "even its own player's card");
        assertEquals(List.of("a Skill in Round I"), watching.players().get(0).announced(), "the announcement is public");
    }

    @Test
    void aSpectatorOfASoloRunSeesNeitherTheHandNorSerenadesDeck() {
        Scene t = SoloTest.solo();
        DcView player = (DcView) t.s.view(0);
        DcView watching = (DcView) t.s.view(View.SPECTATOR);
        assertEquals(3, player.hand().size());
        assertEquals(List.of(), watching.hand());
        assertEquals(player.players(), watching.players(), "the boards, counts and Serenade are public");
        assertFalse(watching.text().contains(player.hand().get(0).name()));
    }

    @Test
    void determinizingKeepsTheSeatsOwnHandAndResamplesTheRest() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        DcState d = (DcState) t.s.determinize(0, new Rng(77));
        assertEquals(List.of(t.s.hand[0][0], t.s.hand[0][1], t.s.hand[0][2]), List.of(d.hand[0][0], d.hand[0][1],
                d.hand[0][2]));
        assertEquals(t.s.tileAt.length, d.tileAt.length);
        assertEquals(((DcView) t.s.view(0)).text(), ((DcView) d.view(0)).text(), "the seat's view does not change");
    }

    @Test
    void aBiomeLaysOneOfItsTilesOnEachSpaceAndLeavesTheRestInTheBox() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        Content.Biome b = t.s.c.biomes.get(t.s.biome);
        Set<Integer> placed = new HashSet<>();
        for (int tile : t.s.tileAt) {
            if (tile >= 0) {
                assertEquals(t.s.biome, t.s.c.tiles.get(tile).biome());
                placed.add(tile);
            }
        }
        assertEquals(8, placed.size());
        assertEquals(15, b.tiles().length);
    }

    @Test
    void determinizingDrawsFaceDownTilesFromTheBoxTooButKeepsFlippedOnes() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        int flippedSpace = t.spaceOf("a");
        int flippedTile = t.s.tileAt[flippedSpace];
        t.s.flipped |= 1 << flippedSpace;
        Set<Integer> onBoard = new HashSet<>();
        for (int tile : t.s.tileAt) {
            onBoard.add(tile);
        }
        boolean fromTheBox = false;
        for (int seed = 0; seed < 20; seed++) {
            DcState d = (DcState) t.s.determinize(0, new Rng(seed));
            assertEquals(flippedTile, d.tileAt[flippedSpace]);
            Set<Integer> seen = new HashSet<>();
            for (int sp = 0; sp < d.tileAt.length; sp++) {
                assertEquals(t.s.tileAt[sp] < 0, d.tileAt[sp] < 0, "tiles lie on the same spaces");
                if (d.tileAt[sp] >= 0) {
                    assertTrue(seen.add(d.tileAt[sp]), "no tile lies twice");
                    fromTheBox |= !onBoard.contains(d.tileAt[sp]);
                }
            }
        }
        assertTrue(fromTheBox, "a face-down space may hold a tile that the real Run left in the box");
    }

    @Test
    void aCardDrawnIntoAHandIsAnEventOnlyItsSeatSees() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL2", "FL3").tile("d", "B1-08").at("a");
        t.pick("Go to d (Hand Check Green)").pick("Discard Flayed Guard");
        var draws = t.events.events().stream().filter(e -> e.text().contains(" draws ")).toList();
        assertEquals(1, draws.size());
        assertTrue(draws.get(0).visibleTo(0));
        assertFalse(draws.get(0).visibleTo(1));
        assertTrue(t.events.visibleTo(1).stream().anyMatch(e -> e.text().contains("passes the Hand Check with Flayed Guard")),
                "the discarded card is seen by all");
    }

    @Test
    void blueprintsPutOnTopOfTheEquipmentDeckInSightOfTheTableStayThereWhenDeterminized() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        int first = t.s.takeBottomBlueprint(EventSink.NONE);
        int second = t.s.takeBottomBlueprint(EventSink.NONE);
        t.s.collector[t.s.collectorN++] = first;
        t.s.collector[t.s.collectorN++] = second;
        t.at("h").pick("Go to X1");
        // Both went on top in sight of the table; the Merchant (no Healer: nobody is hurt) drew the top one.
        assertEquals(Pending.IB_MERCHANT, t.s.pending);
        assertEquals(first, t.s.interbiomeCards[0]);
        assertEquals(1, t.s.equipmentKnownTop);
        java.util.Set<Integer> underneath = new java.util.HashSet<>();
        for (int i = 0; i < 20; i++) {
            DcState d = (DcState) t.s.determinize(1, new Rng(i));
            assertEquals(second, d.equipmentDeck.card(0), "the table saw it go on top");
            underneath.add(d.equipmentDeck.card(1));
        }
        assertTrue(underneath.size() > 1, "the shuffled cards beneath are guessed");
    }

    @Test
    void aCardPlayedFaceDownIsResampledForOthersButKeepsItsAnnouncement() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL3", "FL1", "FL5");
        t.combat(new String[] {"zombie"});
        t.pick("Play Flayed Guard in Round II: 1 Damage to an Enemy next to the Group");
        assertEquals(List.of("Damage in Round II"), ((DcView) t.s.view(1)).players().get(0).announced(),
                "the announcement is public");
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int i = 0; i < 200; i++) {
            DcState d = (DcState) t.s.determinize(1, new Rng(i));
            int card = d.active[0][0];
            seen.add(card);
            assertEquals(Content.DAMAGE, d.c.cards.get(card).byRound()[2].type(), "every guess deals Damage in Round II");
            assertEquals(t.s.active[0][0], ((DcState) t.s.determinize(0, new Rng(i))).active[0][0],
                    "the player's own determinization keeps the real card");
        }
        assertTrue(seen.size() > 1, "another seat cannot tell which card it is");
        assertEquals(t.s.active[0][0], ((DcState) t.s.determinize(0, new Rng(5))).active[0][0]);
    }
}
