package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.ContentReader;
import org.junit.jupiter.api.Test;

/**
 * The content every state shares cannot be changed through it: each field is final, no public one is an array
 * (those are read through methods that hand out copies or single values), and every public list, the names'
 * and the Upgrade decks' too, refuses a change.
 */
class ContentIsFixedTest {
    @Test
    void noFieldOfTheContentCanBeChanged() throws Exception {
        Content c = ContentReader.standard();
        List<String> loose = new ArrayList<>();
        for (Field f : Content.class.getDeclaredFields()) {
            boolean open = Modifier.isPublic(f.getModifiers());
            if (!Modifier.isFinal(f.getModifiers()) || open && f.getType().isArray()) {
                loose.add(f.getName());
            }
            if (open && Collection.class.isAssignableFrom(f.getType())) {
                Collection<?> list = (Collection<?>) f.get(Modifier.isStatic(f.getModifiers()) ? null : c);
                assertThrows(UnsupportedOperationException.class, () -> list.add(null), f.getName());
                for (Object inner : list) {
                    if (inner instanceof Collection<?> deck) {
                        assertThrows(UnsupportedOperationException.class, () -> deck.add(null), f.getName());
                    }
                }
            }
        }
        assertEquals(List.of(), loose, "fields that are not final, or public arrays");
    }

    @Test
    void theMarketsNumbersAreHandedOutAsCopies() {
        Content c = ContentReader.standard();
        int cost = c.market(Content.HEALER, 0)[0];
        c.market(Content.HEALER, 0)[0] = cost + 5;
        assertEquals(cost, c.market(Content.HEALER, 0)[0]);
        assertTrue(c.marketLevels(Content.HEALER) >= 1);
    }
}
