package keeptable.engine.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Content files are read with the file, entry and reason named when anything is wrong. */
class YamlReaderTest {
    record Card(String id, int cost) {
    }

    private static YamlReader reading(Map<String, String> files) {
        return new YamlReader(file -> {
            String text = files.get(file);
            if (text == null) {
                throw new IOException("no such file");
            }
            return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        });
    }

    private static String refusal(String text) {
        return assertThrows(ContentException.class,
                () -> reading(Map.of("cards.yaml", text)).listFile("cards.yaml", "id", Card.class)).getMessage();
    }

    @Test
    void aListFileIsReadEntryByEntry() {
        List<Card> cards = reading(Map.of("cards.yaml", "- id: ruby\n  cost: 3\n- id: jet\n  cost: 1\n"))
                .listFile("cards.yaml", "id", Card.class);
        assertEquals(List.of(new Card("ruby", 3), new Card("jet", 1)), cards);
    }

    @Test
    void eachFaultNamesFileEntryAndReason() {
        assertEquals("cards.yaml: entry 'jet': unknown field 'price'", refusal("- id: ruby\n  cost: 3\n- id: jet\n  price: 1\n"));
        assertEquals("cards.yaml: entry 'ruby': field 'cost': Cannot deserialize value of type `int` from String \"lots\": not a valid `int` value",
                refusal("- id: ruby\n  cost: lots\n"));
        assertEquals("cards.yaml: expected a list of entries at the top of the file", refusal("id: ruby\n"));
        assertEquals("cards.yaml: entry '#2': empty entry", refusal("- id: ruby\n  cost: 3\n-\n"));
        assertEquals("cards.yaml: not valid YAML at line 2: ", refusal("- id: [ruby\n- x").substring(0, 38));
    }
}
