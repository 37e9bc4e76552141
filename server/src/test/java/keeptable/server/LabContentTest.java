package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.lab.ContentEdit;
import keeptable.lab.Variant;
import org.junit.jupiter.api.Test;

/**
 * The Lab page's forms name every value the way {@code --set} finds it: in every game, every file's values set
 * to what they already are is a set of edits the lab takes and that changes nothing, and one value set to
 * another changes exactly that value.
 */
class LabContentTest {
    @Test
    void everyFieldOfEveryGameIsAnAddressTheLabFindsWithItsShippedValue() {
        LabContent forms = new LabContent(Map.of());
        List<String> shown = new ArrayList<>();
        for (GameModule g : GameModules.all()) {
            List<LabContent.File> files = forms.of(g.id());
            if (files.isEmpty()) {
                continue; // a test's toy game, with no content files
            }
            shown.add(g.id());
            int fields = 0;
            for (LabContent.File f : files) {
                List<ContentEdit> same = new ArrayList<>();
                for (LabContent.Field x : f.fields()) {
                    assertTrue(x.target().startsWith(f.name() + ":"), x.toString());
                    same.add(ContentEdit.parse(x.target() + "=" + x.value()));
                }
                fields += same.size();
                if (!same.isEmpty()) {
                    assertEquals(List.of(), new Variant(null, same).changes(g.id()),
                            g.id() + " " + f.name() + ": each field holds the value shown");
                }
            }
            assertTrue(fields > 10, g.id() + " shows its values: " + fields);
        }
        assertTrue(shown.containsAll(List.of("killmans-keep", "the-keep", "dead-keep", "dead-cells",
                "down-among-the-dead")), "the five games show their content: " + shown);
    }

    @Test
    void anEntryIsNamedByItsIdAndOneChangeChangesOneValue() {
        LabContent.Field dragon = new LabContent(Map.of()).of("killmans-keep").stream()
                .flatMap(f -> f.fields().stream()).filter(x -> x.target().equals("monsters.yaml:dragon.penalty"))
                .findFirst().orElseThrow();
        assertEquals(new LabContent.Field("monsters.yaml:dragon.penalty", "dragon", "penalty", "3", "whole number"),
                dragon);
        assertEquals(List.of("monsters.yaml dragon.penalty: 3 -> 5"), new Variant(null,
                List.of(ContentEdit.parse(dragon.target() + "=5"))).changes("killmans-keep").stream()
                .map(keeptable.lab.ContentChange::line).toList());
    }
}
