package keeptable.engine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ledger check passes a ledger that holds together and catches each kind of broken one. */
class RulesLedgerTest {
    @TempDir
    Path dir;

    private static final String BOOK = """
            THE TOY BOOK
            Players take turns clockwise.

            A pawn moves one room.
            A pawn may not enter a wall.
            """;

    private static final String TESTS = """
            class MoveTest {
                @Test
                void movesOneRoom() {}
                @Nested
                class Walls {
                    @Test
                    void stopsAtAWall() {}
                }
            }
            """;

    private static final String GOOD = """
            | line | statement | status | pinned by |
            |---|---|---|---|
            | 1 | title | not a rule | |
            | 2 | turns go clockwise | reading | Clockwise from whom is unsaid: the first seat or the dealer; we take the first seat |
            | 4 | a move is one room | tested | `MoveTest#movesOneRoom` |
            | 5 | walls stop pawns | tested | `MoveTest.Walls#stopsAtAWall` |

            statements: 3, tested: 2, readings: 1, authored: 0
            """;

    @Test
    void aLedgerThatHoldsTogetherPasses() throws IOException {
        RulesLedger.Summary s = RulesLedger.check(write("ledger.md", GOOD), tests(), write("book.txt", BOOK));
        assertEquals(new RulesLedger.Summary(3, 2, 1, 0), s);
        assertEquals(2.0 / 3, s.testedShare(), 1e-9);
    }

    @Test
    void aTestThatDoesNotExistIsCaught() throws IOException {
        assertProblem(GOOD.replace("#movesOneRoom", "#movesTwoRooms"), "no test method MoveTest#movesTwoRooms");
        assertProblem(GOOD.replace("`MoveTest#movesOneRoom`", "`JumpTest#movesOneRoom`"), "no test class JumpTest");
        assertProblem(GOOD.replace("MoveTest.Walls#", "MoveTest.Doors#"), "no test method MoveTest.Doors#stopsAtAWall");
    }

    @Test
    void aTestedRowWithoutATestIsCaught() throws IOException {
        assertProblem(GOOD.replace("`MoveTest#movesOneRoom`", "see the movement tests"), "names its test");
    }

    @Test
    void aWrongSummaryIsCaught() throws IOException {
        assertProblem(GOOD.replace("tested: 2", "tested: 3"), "the rows count 'statements: 3, tested: 2");
        assertProblem(GOOD.replace("statements: 3, tested: 2, readings: 1, authored: 0", ""), "no summary line");
    }

    @Test
    void rowsOutOfBookOrderAreCaught() throws IOException {
        String swapped = GOOD.replace("| 4 | a move", "| 9 | a move");
        assertProblem(swapped, "book line 5 comes after line 9");
    }

    @Test
    void anUnknownStatusAndABareReadingAreCaught() throws IOException {
        assertProblem(GOOD.replace("| tested | `MoveTest#movesOneRoom`", "| done | `MoveTest#movesOneRoom`"),
                "unknown status 'done'");
        assertProblem(GOOD.replace("Clockwise from whom is unsaid: the first seat or the dealer; we take the first seat",
                "ours"), "a reading says both readings");
    }

    @Test
    void aBookLineInNoRowIsCaughtWhenTheBookIsAtHand() throws IOException {
        String missing = GOOD.replace("| 5 | walls stop pawns | tested | `MoveTest.Walls#stopsAtAWall` |\n", "")
                .replace("statements: 3, tested: 2", "statements: 2, tested: 1");
        assertProblem(missing, "book lines 5-5 are in no row");
        RulesLedger.check(write("ledger.md", missing), tests(), dir.resolve("no-book.txt"));
    }

    private void assertProblem(String ledger, String expected) throws IOException {
        Path file = write("ledger.md", ledger);
        AssertionError e = assertThrows(AssertionError.class,
                () -> RulesLedger.check(file, tests(), write("book.txt", BOOK)));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        List<String> problems = new ArrayList<>();
        RulesLedger.read(file, tests(), dir.resolve("book.txt"), problems);
        assertTrue(!problems.isEmpty());
    }

    private Path tests() throws IOException {
        Path root = Files.createDirectories(dir.resolve("src/test/java/toy"));
        Files.writeString(root.resolve("MoveTest.java"), TESTS);
        return dir.resolve("src/test/java");
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }
}
