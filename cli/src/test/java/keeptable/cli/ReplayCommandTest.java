package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import keeptable.engine.json.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {
    @TempDir
    Path dir;
    Path record;

    @BeforeEach
    void playOne() {
        record = dir.resolve("game.json");
        Cli.Run run = Cli.run("play", "gem-grab", "--seats", "random,heuristic", "--seed", "21",
                "--save", record.toString());
        assertEquals(0, run.code(), run.err());
    }

    @Test
    void verifiesAGoodRecord() {
        Cli.Run run = Cli.run("replay", record.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("record verified: 8 steps"), run.out());
        assertTrue(run.out().contains("player 1 drew"), "seed 21's replay shows player 1's draw: " + run.out());
    }

    @Test
    void showsOnlyWhatOneSeatSaw() {
        Cli.Run run = Cli.run("replay", record.toString(), "--seat", "1");
        assertEquals(0, run.code(), run.err());
        assertFalse(run.out().contains("player 2 drew"), run.out());
        assertTrue(run.out().contains("record verified: 8 steps"), run.out());
    }

    @Test
    void stepsWaitForEnter() {
        Cli.Run run = Cli.withInput("\n".repeat(10), "replay", record.toString(), "--step");
        assertEquals(0, run.code(), run.err());
        assertEquals(7, run.out().split("Enter for the next step", -1).length - 1, run.out());
    }

    @Test
    void reportsTheStepWhereATamperedRecordDiverges() throws IOException {
        ObjectNode tree = (ObjectNode) Json.plain().readTree(record.toFile());
        ArrayNode fingerprints = (ArrayNode) tree.get("fingerprints");
        fingerprints.set(5, fingerprints.get(5).asLong() + 1);
        Path tampered = dir.resolve("tampered.json");
        Json.plain().writeValue(tampered.toFile(), tree);
        Cli.Run run = Cli.run("replay", tampered.toString());
        assertEquals(1, run.code(), run.out());
        assertTrue(run.out().contains("record diverges at step 5: after choice 5"), run.out());
    }

    @Test
    void reportsAChoiceTheRulesRefuse() throws IOException {
        ObjectNode tree = (ObjectNode) Json.plain().readTree(record.toFile());
        ArrayNode choices = (ArrayNode) tree.get("choices");
        ObjectNode impossible = Json.plain().createObjectNode();
        impossible.put("type", "Pass"); // only legal once the deck and the hand are empty
        choices.set(0, impossible);
        Path tampered = dir.resolve("refused.json");
        Json.plain().writeValue(tampered.toFile(), tree);
        Cli.Run run = Cli.run("replay", tampered.toString());
        assertEquals(1, run.code(), run.out());
        assertTrue(run.out().contains("record diverges at step 1: choice 1"), run.out());
    }

    @Test
    void rejectsFilesThatAreNotRecords() throws IOException {
        Path garbage = dir.resolve("garbage.json");
        Files.writeString(garbage, "this is { not json");
        Cli.Run run = Cli.run("replay", garbage.toString());
        assertEquals(2, run.code());
        assertTrue(run.err().contains("is not a game record"), run.err());

        Path other = dir.resolve("other.json");
        Files.writeString(other, "{\"game\": \"gem-grab\", \"colour\": 3}");
        run = Cli.run("replay", other.toString());
        assertEquals(2, run.code());
        assertTrue(run.err().contains("is not a valid gem-grab record"), run.err());

        run = Cli.run("replay", dir.resolve("missing.json").toString());
        assertEquals(2, run.code());
        assertTrue(run.err().contains("no such file"), run.err());

        Files.writeString(other, "{\"game\": \"chess\"}");
        run = Cli.run("replay", other.toString());
        assertEquals(2, run.code());
        assertTrue(run.err().contains("does not have"), run.err());
    }

    @Test
    void rejectsASeatTheRecordDoesNotHave() {
        Cli.Run run = Cli.run("replay", record.toString(), "--seat", "3");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("--seat must be 1 to 2"), run.err());
    }
}
