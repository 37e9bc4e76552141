package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import keeptable.engine.toy.LuckyDraw;
import keeptable.engine.toy.LuckyDraw.Defect;
import keeptable.engine.toy.Relay;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** The kit passes sound games, and each of its checks catches the broken game made for it. */
class EngineConformanceTest {
    private static Conformance.Options options(LuckyDraw game, int games) {
        return Conformance.Options.random(games, 1).deepPerGame(4)
                .secrets(LuckyDraw.SECRETS).fieldNotes(game.fieldNotes());
    }

    @Test
    void theKitPassesASoundGame() {
        Conformance.Report r = Conformance.check(LuckyDraw.GAME, options(LuckyDraw.GAME, 500));
        assertEquals(500, r.games());
        assertTrue(r.steps() >= 500L * 6);
        // deep checks land in every kind of decision and at every game's end
        assertTrue(r.deepChecksByPhase().get("Keep") > 300, r.deepChecksByPhase().toString());
        assertEquals(500, r.deepChecksByPhase().get("game over"));
        assertTrue(r.secretsChecked() > 1000, "secrets checked " + r.secretsChecked());
    }

    @Test
    void aShareOfGameEndsCanBeChecked() {
        Conformance.Report none = Conformance.check(LuckyDraw.GAME, options(LuckyDraw.GAME, 200).endChecks(0));
        assertEquals(null, none.deepChecksByPhase().get("game over"));
        int half = Conformance.check(LuckyDraw.GAME, options(LuckyDraw.GAME, 200).endChecks(0.5))
                .deepChecksByPhase().get("game over");
        assertTrue(half > 60 && half < 140, "about half of 200 ends: " + half);
    }

    @Test
    void theKitPassesACooperativeGameThatHidesOnlyItsDice() {
        Conformance.Report r = Conformance.check(Relay.GAME, Conformance.Options.random(200, 1).deepPerGame(3)
                .fieldNotes(Relay.FIELD_NOTES));
        assertEquals(200, r.deepChecksByPhase().get("game over"));
        assertEquals(0, r.secretsChecked());
    }

    @Test
    void theKitCatchesAFingerprintThatMissesAnEnumField() {
        AssertionError e = assertThrows(AssertionError.class, () -> Conformance.check(Relay.FINGERPRINT_MISSES_LAST,
                Conformance.Options.random(50, 1).deepPerGame(3).fieldNotes(Relay.FIELD_NOTES)));
        assertTrue(e.getMessage().contains("altering field 'last' of S never changed the fingerprint"), e.getMessage());
    }

    /** The message part by which each defect's check shows itself. */
    private static final Map<Defect, String> CAUGHT_BY = Map.ofEntries(
            Map.entry(Defect.COPY_SHARES_HANDS, "shares field 'hands'"),
            Map.entry(Defect.COPY_FORGETS_ROUND, "a copy differs from its original"),
            Map.entry(Defect.COPY_AND_FINGERPRINT_FORGET_TOP, "a copy offers other choices"),
            Map.entry(Defect.FINGERPRINT_MISSES_TOP, "altering field 'top' of S never changed the fingerprint"),
            Map.entry(Defect.REFUSAL_PASSES_TURN, "refusing a choice changed the state"),
            Map.entry(Defect.DETERMINIZE_COPIES, "returns the position unchanged"),
            Map.entry(Defect.DETERMINIZE_KEEPS_HANDS, "never resampled [hand of seat"),
            Map.entry(Defect.DETERMINIZE_KEEPS_DICE, "keeps field 'rng'"),
            Map.entry(Defect.VIEW_SHOWS_TOP_CARD, "view changes when what it cannot know is resampled"),
            Map.entry(Defect.SPECTATOR_SEES_A_HAND, "the spectator's view changes"),
            Map.entry(Defect.EVENT_LOSES_A_FIELD, "does not survive JSON"),
            Map.entry(Defect.EVENT_WITHOUT_WORDS, "an event has no words"),
            Map.entry(Defect.SWAP_WITHOUT_WORDS, "cannot be put in words"),
            Map.entry(Defect.SWAP_WITHOUT_HEADING, "the choices 'Swap' have no heading in the game's words"),
            Map.entry(Defect.HEADINGS_ALIKE, "the choices 'Keep' and 'Swap' have the same heading 'Swap or keep'"),
            Map.entry(Defect.HEADING_NAMES_A_RECORD, "the heading of 'Swap' holds a developer's word: SwapChoice"));

    @ParameterizedTest
    @EnumSource(value = Defect.class, names = {"NONE", "SWAP_FROM_THE_BOTTOM"}, mode = EnumSource.Mode.EXCLUDE)
    void theKitCatchesEachDefect(Defect defect) {
        LuckyDraw broken = new LuckyDraw(defect);
        AssertionError e = assertThrows(AssertionError.class, () -> Conformance.check(broken, options(broken, 200)));
        assertTrue(e.getMessage().contains(CAUGHT_BY.get(defect)), defect + " was caught otherwise: " + e.getMessage());
    }

    @Test
    void eventWordsAreCheckedAtEveryStepOfSomeGamesNotOnlyAtDeepChecks() {
        LuckyDraw broken = new LuckyDraw(Defect.EVENT_WITHOUT_WORDS);
        AssertionError e = assertThrows(AssertionError.class,
                () -> Conformance.check(broken, options(broken, 50).deepPerGame(0).endChecks(0)));
        assertTrue(e.getMessage().contains("an event has no words"), e.getMessage());
        LuckyDraw wordless = new LuckyDraw(Defect.SWAP_WITHOUT_WORDS);
        AssertionError w = assertThrows(AssertionError.class,
                () -> Conformance.check(wordless, options(wordless, 50).deepPerGame(0).endChecks(0)));
        assertTrue(w.getMessage().contains("cannot be put in words"), w.getMessage());
    }

    @Test
    void theKitCatchesAChoiceListItsCallerCanChange() {
        AssertionError e = assertThrows(AssertionError.class,
                () -> Conformance.check(new SharedChoicesLuckyDraw(),
                        Conformance.Options.random(20, 1).deepPerGame(100)));
        assertTrue(e.getMessage().contains("hands out a list its caller can change"), e.getMessage());
    }

    @Test
    void aFieldNoteNamingNoFieldIsRefused() {
        AssertionError e = assertThrows(AssertionError.class, () -> Conformance.check(LuckyDraw.GAME,
                options(LuckyDraw.GAME, 5).fieldNotes(Map.of("defect", "shared", "hnads", "a typo"))));
        assertTrue(e.getMessage().contains("no field 'hnads'"), e.getMessage());
    }

    @Test
    void aFieldTheKitCannotAlterMustBeListed() {
        AssertionError e = assertThrows(AssertionError.class,
                () -> Conformance.check(LuckyDraw.GAME, options(LuckyDraw.GAME, 5).fieldNotes(Map.of())));
        assertTrue(e.getMessage().contains("defect"), e.getMessage());
    }

    @Test
    void engineSourcesDrawChanceOnlyFromRng() {
        SourceRules.check(Path.of("src/main/java"));
    }

    @Test
    void sourceRuleFindsForbiddenCalls() throws Exception {
        Path dir = Files.createTempDirectory("rules");
        Files.writeString(dir.resolve("Bad.java"), "class Bad { int x = (int) (Math.random() * 6); }\n");
        assertEquals(1, SourceRules.violations(dir).size());
    }
}
