package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.conformance.GoldenRecords;
import keeptable.engine.module.GameModule;
import keeptable.engine.toy.LuckyDraw;
import keeptable.engine.toy.LuckyDraw.Defect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Golden records replay under the rules they were made with, and catch rules that changed silently. */
class GoldenRecordsTest {
    @TempDir
    Path dir;

    private Path notes(String versions) throws Exception {
        Path p = dir.resolve("notes.md");
        Files.writeString(p, "# Lucky Draw\n\n## Rules versions\n" + versions + "\n## Other\n");
        return p;
    }

    private static List<Setup> setups() {
        List<Setup> s = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            s.add(Setup.of(100 + i, i % 2 == 0 ? "random" : "heuristic", "random", "heuristic"));
        }
        return s;
    }

    private GoldenRecords golden(GameModule game, Path notes) {
        return new GoldenRecords(game, dir.resolve("golden"), notes, GoldenRecordsTest.class);
    }

    @Test
    void recordsReplayUnderTheSameRules() throws Exception {
        Path notes = notes("- **1** (2026-11-26): the first rules\n");
        golden(LuckyDraw.GAME, notes).renew(setups());
        golden(LuckyDraw.GAME, notes).verify(setups());
    }

    @Test
    void rulesThatChangeAReplayWithoutANewVersionFail() throws Exception {
        Path notes = notes("- **1** (2026-11-26): the first rules\n");
        golden(LuckyDraw.GAME, notes).renew(setups());
        // same id, same version, other rules: a swap takes the bottom card
        GameModule changed = new LuckyDraw(Defect.SWAP_FROM_THE_BOTTOM) {
            @Override
            public String id() {
                return LuckyDraw.GAME.id();
            }
        };
        AssertionError e = assertThrows(AssertionError.class, () -> golden(changed, notes).verify(setups()));
        assertTrue(e.getMessage().contains("no longer replays under the same rules version 1"), e.getMessage());
        assertTrue(e.getMessage().contains("raise the human version"), e.getMessage());
    }

    @Test
    void aNewVersionNeedsRenewedRecords() throws Exception {
        Path notes = notes("- **1**: the first rules\n- **2**: the second\n");
        golden(LuckyDraw.GAME, notes).renew(setups());
        GameModule bumped = new LuckyDraw(Defect.NONE) {
            @Override
            public String rulesVersion() {
                return "2";
            }
        };
        AssertionError e = assertThrows(AssertionError.class, () -> golden(bumped, notes).verify(setups()));
        assertTrue(e.getMessage().contains("made under rules 1 and the game is now 2"), e.getMessage());
    }

    @Test
    void aVersionMissingFromTheNotesFails() throws Exception {
        Path notes = notes("- **0**: older rules\n");
        golden(LuckyDraw.GAME, notes).renew(setups());
        AssertionError e = assertThrows(AssertionError.class, () -> golden(LuckyDraw.GAME, notes).verify(setups()));
        assertTrue(e.getMessage().contains("no item for version 1"), e.getMessage());
    }

    @Test
    void missingRecordsFail() throws Exception {
        Path notes = notes("- **1**: the first rules\n");
        golden(LuckyDraw.GAME, notes).renew(setups().subList(0, 3));
        AssertionError e = assertThrows(AssertionError.class, () -> golden(LuckyDraw.GAME, notes).verify(setups()));
        assertTrue(e.getMessage().contains("3 golden records"), e.getMessage());
    }
}
