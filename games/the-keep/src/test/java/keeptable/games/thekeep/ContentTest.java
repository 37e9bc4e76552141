package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import org.junit.jupiter.api.Test;

/**
 * Content as data: the shipped files load, and a bad file is refused with the engine's {@link ContentException}
 * naming the file, the entry and the reason, one test per kind of fault.
 */
class ContentTest {
    static final List<String> FILES = List.of("board.yaml", "conflict-cards.yaml", "bonus-cards.yaml",
            "hazard-cards.yaml", "id-cards.yaml");

    static String shipped(String file) throws IOException {
        try (InputStream in = Content.class.getResourceAsStream("/the-keep/" + file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static void fails(String file, String text, String... words) {
        ContentException e = assertThrows(ContentException.class, () -> Content.load(Map.of(file, text)));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        for (String w : words) {
            assertTrue(e.getMessage().contains(w), () -> "'" + w + "' missing from: " + e.getMessage());
        }
    }

    @Test
    void theShippedContentLoads() {
        Content k = Content.standard();
        assertEquals(34, k.rooms);
        assertEquals(8, Long.bitCount(k.cellar));
        assertEquals(6, Long.bitCount(k.entries));
        assertEquals(12, k.ssStart.length);
        assertEquals(3, Long.bitCount(k.stairs));
        assertEquals(12, Long.bitCount(k.secretRooms));
        assertEquals("Eva", k.ids[0].name());
        assertEquals("Molasar", k.ids[5].name());
    }

    @Test
    void aFileThatIsNotYamlIsRefusedWithItsLine() {
        fails("board.yaml", "sketch: x\nrooms: [", "not valid YAML", "line 2");
        fails("bonus-cards.yaml", "- {id: 33, effect: reroll\n", "not valid YAML", "line");
    }

    @Test
    void aFileOfTheWrongShapeIsRefused() {
        fails("board.yaml", "- a\n- b\n", "mapping");
        fails("board.yaml", "sketch: x\nrooms: 3\nsecretDoors: []\n", "'rooms'");
        fails("id-cards.yaml", "number: 1\n", "list of entries");
    }

    @Test
    void aMissingFileIsRefused() {
        ContentSource noCards = file -> {
            if (file.equals("hazard-cards.yaml")) {
                throw new IOException("no such file");
            }
            return Content.class.getResourceAsStream("/the-keep/" + file);
        };
        ContentException e = assertThrows(ContentException.class, () -> Content.load(noCards));
        assertEquals("hazard-cards.yaml: cannot be read: no such file", e.getMessage());
    }

    @Test
    void anUnknownFieldIsRefusedNamingTheEntry() throws IOException {
        fails("board.yaml", shipped("board.yaml").replace("{id: Y1, ", "{id: Y1, colour: red, "),
                "entry 'Y1'", "unknown field 'colour'");
        fails("conflict-cards.yaml", shipped("conflict-cards.yaml").replace("{id: 2, ", "{id: 2, blue: 3, "),
                "entry '2'", "unknown field 'blue'");
        fails("board.yaml", shipped("board.yaml").replace("sketch: |", "drawing: |"), "unknown field 'drawing'");
    }

    @Test
    void aValueOfTheWrongTypeIsRefusedNamingTheField() throws IOException {
        fails("conflict-cards.yaml", shipped("conflict-cards.yaml").replaceFirst("molasar: 4,", "molasar: four,"),
                "entry '1'", "field 'molasar'");
        fails("id-cards.yaml", shipped("id-cards.yaml").replace("{number: 1, name: Eva,", "{number: one, name: Eva,"),
                "entry 'one'", "field 'number'");
    }

    @Test
    void anEmptyEntryIsRefusedByItsPlace() throws IOException {
        fails("hazard-cards.yaml", shipped("hazard-cards.yaml") + "- \n", "entry '#7'", "empty entry");
    }

    @Test
    void badBoards() throws IOException {
        String b = shipped("board.yaml");
        fails("board.yaml", b.replace("exits: [Y2, K1]}", "exits: [Y2, K9]}"), "entry 'Y1'", "unknown room 'K9'");
        fails("board.yaml", b.replace("exits: [Y1, Y3]}", "exits: [Y3]}"), "entry 'Y1'", "no exit back");
        fails("board.yaml", b.replace("area: gatehouse, ss: true,     exits: [Y1, G1]", "area: gatehouse, exits: [Y1, G1]"),
                "12 SS start dots");
        fails("board.yaml", b.replace("area: cellar,    molasar: true,", "area: cellar,"), "Molasar start");
        fails("board.yaml", b.replace("  - {id: SD6, name: behind the bookcase,      from: U2, to: D7}\n", ""),
                "6 secret doors");
        fails("board.yaml", b.replace("area: ground,    ss: true,     exits: [G1, G3]", "area: attic, exits: [G1, G3]"),
                "entry 'G2'", "unknown area");
        fails("board.yaml", b.replace("from: G2, to: D1}", "from: G2, to: D9}"), "entry 'SD1'", "unknown room");
    }

    @Test
    void badCards() throws IOException {
        String c = shipped("conflict-cards.yaml");
        fails("conflict-cards.yaml", c.replaceFirst("molasar: 4,", "molasar: 0,"), "entry '1'", "1 to 12");
        fails("conflict-cards.yaml", c.replaceFirst("- \\{id: 32.*\\n", ""), "32 Conflict cards");
        fails("conflict-cards.yaml", c.replaceFirst("id: 2,", "id: 1,"), "entry '1'", "twice");
        String bonus = shipped("bonus-cards.yaml");
        fails("bonus-cards.yaml", bonus.replace("effect: reroll,", "effect: teleport,"), "entry '33'", "unknown effect");
        fails("bonus-cards.yaml", bonus.replace("effect: reroll,", "effect: pass,"), "effect 'reroll'", "printed deck");
        String h = shipped("hazard-cards.yaml");
        fails("hazard-cards.yaml", h.replace("effect: power-failure,", "effect: evil-spreads,"), "entry '46'", "twice");
        String ids = shipped("id-cards.yaml");
        fails("id-cards.yaml", ids.replace("ability: extra-move,", "ability: flying,"), "entry '1'", "ability");
    }

    /** Every content file counts in the rules version: editing any one of them, even a comment, changes it. */
    @Test
    void theRulesVersionCarriesTheHashOfEveryContentFile() throws IOException {
        String shipped = TheKeep.GAME.rulesVersion();
        assertTrue(shipped.startsWith(TheKeep.HUMAN_VERSION + "+"), shipped);
        assertEquals(shipped, new TheKeep(Content.load(Map.of())).rulesVersion(), "the same files, the same version");
        for (String file : FILES) {
            Content edited = Content.load(Map.of(file, shipped(file) + "\n# edited\n"));
            String version = new TheKeep(edited).rulesVersion();
            assertNotEquals(shipped, version, file + " is not in the content hash");
            assertTrue(version.startsWith(TheKeep.HUMAN_VERSION + "+"), version);
        }
    }

    @Test
    void aGameBuiltFromOtherContentPlaysWithIt() throws IOException {
        String cards = shipped("conflict-cards.yaml").replaceFirst("molasar: 4,", "molasar: 5,");
        Content edited = Content.load(Map.of("conflict-cards.yaml", cards));
        KeepState s = (KeepState) new TheKeep(edited).newGame(Scene.setup(4, null, 3));
        assertSame(edited, s.k);
        assertEquals(Content.standard().redMol[0] + 1, s.k.redMol[0], "the edited card 1");
    }

    /** Players read the words of the content the game was built with; a choice's label names only its ids. */
    @Test
    void choicesAndViewsAreWordedFromTheGamesOwnContent() throws IOException {
        Content renamed = Content.load(Map.of(
                "board.yaml", shipped("board.yaml").replace("name: Oubliette,", "name: Deep Pit,"),
                "id-cards.yaml", shipped("id-cards.yaml").replace("name: Eva,", "name: Evangeline,")));
        KeepState s = (KeepState) new TheKeep(renamed).newGame(Scene.setup(4, "1,2,3", 3));
        KeepChoice.ChooseHilt pit = new KeepChoice.ChooseHilt(renamed.room("D3"));
        assertTrue(s.choices().contains(pit), "Molasar may hide the Hilt in D3");
        assertEquals("hide the Hilt in D3 Deep Pit", s.describe(pit));
        assertEquals("hide the Hilt in room " + pit.room(), pit.label());
        assertEquals("play the conflict of Evangeline next", s.describe(new KeepChoice.ResolveConflict(0)));
        String board = s.view(s.molasarSeat()).text();
        assertTrue(board.contains("D3  Deep Pit"), board);
        assertTrue(s.view(0).text().contains("You play Evangeline"), s.view(0).text());
    }
}
