package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: a Trade, a Reorganize, a kept card and an attack name the cards ("Give Astrid's Elven Sword to Lothar"),
 * never slots; no such choice leaves the inventories as they were, and no two read alike.
 */
class InventoryWordsTest {
    private static final String SLOT_WORDS = ".*(slot|Hand \\d|Backpack \\d|Talisman \\d|Adventurer \\d|empty).*";

    private static Scene trading() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.equip("lothar", Slots.HAND0, "broadsword").equip("lothar", Slots.PACK0, "zweihander");
        sc.equip("astrid", Slots.HAND0, "elven-sword").equip("astrid", Slots.TAL0, "healing-charm");
        sc.activate("lothar");
        return sc.play(new DkChoice.Trade(1));
    }

    @Test
    void aTradesChoicesNameTheCardsAndWhereTheyGo() {
        Scene sc = trading();
        List<String> said = new ArrayList<>();
        for (Choice c : sc.s.choices()) {
            String words = sc.s.describe(c);
            assertFalse(words.matches(SLOT_WORDS), words);
            said.add(words);
        }
        for (String expected : List.of("Give Astrid's Elven Sword to Lothar (in hand)",
                "Give Astrid's Healing Charm to Lothar (as a Talisman)",
                "Give Lothar's Zweihander to Astrid (in the backpack)",
                "Exchange Lothar's Broadsword (in hand) for Astrid's Elven Sword (in hand)",
                "Move Lothar's Zweihander from backpack to hand", "Move Astrid's Elven Sword from hand to backpack",
                "Swap Lothar's Broadsword (in hand) and Zweihander (in the backpack)",
                "Discard Astrid's Healing Charm (as a Talisman)")) {
            assertTrue(said.contains(expected), expected + " in " + said);
        }
        assertEquals(said.size(), new HashSet<>(said).size(), "no two choices read alike: " + said);
    }

    @Test
    void everyMoveOfATradeChangesWhatSomeoneHoldsWhere() {
        Scene sc = trading();
        String before = held(sc.s);
        int shifts = 0;
        for (Choice c : sc.s.choices()) {
            if (c instanceof DkChoice.Shift) {
                DkState after = (DkState) sc.s.copy();
                after.apply(c);
                assertNotEquals(before, held(after), sc.s.describe(c) + " changes nothing");
                shifts++;
            }
        }
        // Lothar's own: 3 (Broadsword and Zweihander swap, either to the other place); between the two: Lothar's
        // two swords each for the Elven Sword, to Astrid's hand or backpack (6), Astrid's Elven Sword to Lothar's
        // hand or backpack, her Charm to his Talismans (3); Astrid's own: the Elven Sword to her backpack (1)
        assertEquals(13, shifts, "moves offered");
    }

    @Test
    void theEventOfAGiftNamesTheCard() {
        Scene sc = trading();
        EventSink.Collector ev = EventSink.collect();
        sc.s.apply(new DkChoice.Give(1, Slots.HAND0, 0, Slots.HAND1), ev);
        assertEquals("Astrid gives the Elven Sword to Lothar", ev.events().get(0).text());
    }

    @Test
    void anAttackNamesTheWeapon() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.equip("lothar", Slots.HAND0, "broadsword");
        sc.enemy("footman", 0, 1);
        sc.activate("lothar");
        assertTrue(sc.s.choices().stream().map(sc.s::describe).toList()
                .contains("Attack the Undead in Zone 0 with the Broadsword"), "the attack names the weapon");
    }

    @Test
    void aCardFromASearchIsKeptByName() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.equip("lothar", Slots.HAND0, "broadsword").necromantic("ghoul-splitter");
        sc.s.searchTokens[0] = 1;
        sc.activate("lothar");
        sc.play(new DkChoice.Search());
        Set<String> keep = new HashSet<>(sc.s.choices().stream().map(sc.s::describe).toList());
        assertEquals(Set.of("Keep the Ghoul Splitter in hand", "Keep the Ghoul Splitter in hand, discarding the Broadsword",
                "Keep the Ghoul Splitter in the backpack", "Discard the Ghoul Splitter"), keep);
        assertEquals(4, sc.s.choices().size(), "one choice per place: the empty slots of a place are alike");
    }

    /** Each Adventurer's cards by place, in a canonical order. */
    private static String held(DkState s) {
        StringBuilder b = new StringBuilder();
        for (int a = 0; a < s.n; a++) {
            for (int place = 0; place < 4; place++) {
                List<Integer> cards = new ArrayList<>();
                for (int x = 0; x < Slots.N; x++) {
                    if (Slots.place(x) == place && s.item(a, x) >= 0) {
                        cards.add(s.item(a, x));
                    }
                }
                cards.sort(null);
                b.append(a).append(place).append(cards).append(';');
            }
        }
        return b.toString();
    }
}
