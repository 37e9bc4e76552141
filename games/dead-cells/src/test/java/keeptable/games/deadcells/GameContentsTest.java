package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.ContentReader;

/** The book's Game contents and box compartments: the counts our content reproduces (book lines 39-378). */
class GameContentsTest {
    final Content c = ContentReader.standard();

    @Test
    void theBoxsBeheadedCombatCardsRunesAndStartingEquipment() {
        assertEquals(4, c.beheaded.size(), "4 Beheaded boards");
        int starting = 0;
        int serenade = 0;
        for (Content.Card card : c.cards) {
            starting += card.owner() >= 0 ? 1 : 0;
            serenade += card.owner() == -2 ? 1 : 0;
        }
        assertEquals(24, starting, "24 Combat cards (ST 01 to 24)");
        for (Content.Beheaded b : c.beheaded) {
            assertEquals(6, b.deck().length, b.name());
        }
        assertEquals(3, serenade, "3 Solo Combat cards (ST 25 to 27)");
        assertEquals(7, c.runeNames.size(), "7 Rune cards");
        assertEquals(8, c.equipment.stream().filter(e -> e.origin().equals("ST")).count(), "Equipment ST 01 to 08");
    }

    @Test
    void eachBiomesTilesAndEachUpgradeDeckHoldTheBoxsCount() {
        List<Integer> tiles = c.biomes.stream().map(b -> b.tiles().length).toList();
        assertEquals(List.of(15, 20, 20, 21, 26, 20, 41), tiles, "B1 01-15 ... B7 01-41");
        assertEquals(163, tiles.stream().mapToInt(Integer::intValue).sum(), "163 Biome tiles");
        assertEquals(List.of(42, 40, 37), List.of(c.upgrades.get(0).size(), c.upgrades.get(1).size(), c.upgrades.get(2).size()),
                "Survival 01-42, Tactics 01-40, Brutality 01-37: 119 Upgrade cards");
    }
}
