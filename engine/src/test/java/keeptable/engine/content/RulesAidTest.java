package keeptable.engine.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.conformance.RulesAidCheck;
import org.junit.jupiter.api.Test;

/** A rules aid read from its Markdown and its links, and the nets that keep it whole and free of code names. */
class RulesAidTest {
    static final String MD = """
            # Toy: rules aid

            ## Your turn

            Roll and move.

            ### Moving

            Step to a joined room.

            ## Winning and losing

            First home wins.
            """;

    record Step() implements Choice {
        @Override
        public String label() {
            return "step";
        }
    }

    record Fly() implements Choice {
        @Override
        public String label() {
            return "fly";
        }
    }

    static RulesAid aid(String links) {
        return RulesAid.parse("toy.md", MD, "toy-links.yaml", links);
    }

    @Test
    void sectionsAreHeadingsWithAnchorsMadeOfTheirWords() {
        RulesAid a = aid("rules: {}\nchoices: {}\n");
        assertEquals("Toy: rules aid", a.title());
        assertEquals(List.of("your-turn", "moving", "winning-and-losing"),
                a.sections().stream().map(RulesAid.Section::anchor).toList());
        assertEquals("Step to a joined room.", a.section("moving").body());
        assertEquals(3, a.section("moving").level());
    }

    @Test
    void aBookSectionFindsItsLinkByItsWordsOrTheStartOfThem() {
        RulesAid a = aid("rules:\n  Movement: moving\n  Winning the Game: winning-and-losing\nchoices:\n  Step: moving\n");
        assertEquals("moving", a.anchorForRule("Movement"));
        assertEquals("moving", a.anchorForRule("Movement: through doors"), "a sub-rule finds its section's link");
        assertEquals("winning-and-losing", a.anchorForRule("Winning"), "the first words of a link");
        assertNull(a.anchorForRule("Chess Openings"));
        assertNull(a.anchorForRule(null));
        assertEquals("moving", a.anchorForChoice(new Step()), "a kind of choice by its record's name");
        assertNull(a.anchorForChoice(new Fly()), "a kind of choice with no link");
    }

    @Test
    void aLinkToASectionThatIsNotThereIsRefusedNamingTheFileAndTheEntry() {
        ContentException e = assertThrows(ContentException.class,
                () -> aid("rules:\n  Conflict: conflict\nchoices: {}\n"));
        assertEquals("toy-links.yaml: entry 'Conflict': links to 'conflict', which is no section's anchor", e.getMessage());
        assertThrows(ContentException.class, () -> aid("rules: {}\n"), "the choices' mapping is missing");
        assertThrows(ContentException.class, () -> RulesAid.parse("toy.md", "no headings at all", "toy-links.yaml",
                "rules: {}\nchoices: {}\n"));
        ContentException twice = assertThrows(ContentException.class, () -> RulesAid.parse("toy.md",
                "# T\n## Moving\na\n## Moving\nb\n", "toy-links.yaml", "rules: {}\nchoices: {}\n"));
        assertTrue(twice.getMessage().contains("two sections have this heading"), twice.getMessage());
    }

    @Test
    void aPlayerFindsASectionByAnyOfItsWords() {
        RulesAid a = aid("rules:\n  Movement: moving\nchoices: {}\n");
        assertEquals("winning-and-losing", a.find("winning").anchor(), "the start of an anchor");
        assertEquals("winning-and-losing", a.find("Losing").anchor(), "a word of a heading");
        assertEquals("moving", a.find("Movement").anchor(), "a book section's name");
        assertEquals("your-turn", a.find("roll").anchor(), "a word of a section's text");
        assertNull(a.find("chess"));
        assertNull(a.find(" "));
    }

    @Test
    void developersWordsAreCaught() {
        assertEquals(List.of("TurnOrder.advance"), RulesAidCheck.codeWords("See TurnOrder.advance for turns."));
        assertEquals(List.of("MovementTest"), RulesAidCheck.codeWords("Proved by MovementTest."));
        assertEquals(List.of("KkState"), RulesAidCheck.codeWords("The KkState holds it."));
        assertEquals(List.of("`", "`"), RulesAidCheck.codeWords("Call `x` now."));
        assertEquals(List.of("choices()"), RulesAidCheck.codeWords("Ask choices() first."));
        assertEquals(List.of(), RulesAidCheck.codeWords(
                "Killman's Keep: the Bank sells a Doubloon for $300. KO'ed Adventurers, SS guards, Dr. Cuza, 1 AP."));
    }
}
