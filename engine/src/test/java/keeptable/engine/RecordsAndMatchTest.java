package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Replay;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordsAndMatchTest {
    private final GameModule game = LuckyDraw.GAME;

    private GameRecord playOne(long seed) {
        return new Match(game, Setup.of(seed, "random", "random", "random"),
                List.of(RandomAgent.INSTANCE, RandomAgent.INSTANCE, RandomAgent.INSTANCE), seed).play().record();
    }

    @Test
    void gamesAreFoundThroughServiceLoader(@TempDir Path dir) throws Exception {
        // Registered only here, so the toy games of this jar's tests never join another module's game list.
        Path services = dir.resolve("META-INF/services/" + GameModule.class.getName());
        Files.createDirectories(services.getParent());
        Files.writeString(services, LuckyDraw.class.getName() + "\n");
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                before)) {
            thread.setContextClassLoader(loader);
            assertEquals("lucky-draw", GameModules.byId("lucky-draw").id());
            SetupException e = assertThrows(SetupException.class, () -> GameModules.byId("chess"));
            assertTrue(e.getMessage().contains("lucky-draw"), e.getMessage());
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    @Test
    void aRecordReplaysAndSurvivesJson() throws Exception {
        GameRecord record = playOne(11);
        assertEquals(record.choices().size() + 1, record.fingerprintCount());
        ObjectMapper json = game.json();
        String text = json.writeValueAsString(record);
        assertTrue(text.contains("\"type\":\"Swap\"") || text.contains("\"type\":\"Keep\""), text);
        GameRecord back = json.readValue(text, GameRecord.class);
        assertEquals(record, back);
        assertTrue(Replay.verify(game, back).ok());
    }

    @Test
    void aTamperedRecordIsReportedAtTheStepWhereItDiverges() {
        GameRecord record = playOne(12);
        long[] prints = record.fingerprints();
        prints[4]++;
        GameRecord broken = new GameRecord(record.game(), record.rulesVersion(), record.setup(), record.choices(),
                prints, record.outcome());
        Replay.Result r = Replay.verify(game, broken);
        assertFalse(r.ok());
        assertEquals(4, r.divergedAt());
        assertTrue(r.problem().contains("choice 4"), r.problem());
    }

    @Test
    void aRecordWithAnIllegalChoiceIsRefusedAtThatStep() {
        GameRecord record = playOne(13);
        // the same choices under another seed: at some step the deck runs out differently or prints differ
        GameRecord other = new GameRecord(record.game(), record.rulesVersion(),
                Setup.of(99, "random", "random", "random"), record.choices(), record.fingerprints(), record.outcome());
        Replay.Result r = Replay.verify(game, other);
        assertFalse(r.ok());
        assertEquals(0, r.divergedAt(), "the starting position already differs");
    }

    @Test
    void anIllegalChoiceIsRefusedWithAReasonAndChangesNothing() {
        // four seats swap six times: the deck of six runs out before the game ends, and only Keep stays legal
        State s = game.newGame(Setup.of(5, "a", "b", "c", "d"));
        while (s.choices().size() == 2) {
            s.apply(new LuckyDraw.Swap());
        }
        assertFalse(s.isOver());
        assertEquals(6, s.step());
        long print = s.fingerprint();
        IllegalChoiceException e = assertThrows(IllegalChoiceException.class, () -> s.apply(new LuckyDraw.Swap()));
        assertTrue(e.getMessage().contains("swap"), e.getMessage());
        assertEquals(print, s.fingerprint());
        assertEquals(List.of(new LuckyDraw.Keep()), s.choices());
    }

    @Test
    void aRecordFromOtherRulesSaysWhichRulesPartFromIt() {
        GameRecord record = playOne(21);
        GameModule newer = new LuckyDraw(LuckyDraw.Defect.SWAP_FROM_THE_BOTTOM) {
            @Override
            public String id() {
                return LuckyDraw.GAME.id();
            }

            @Override
            public String rulesVersion() {
                return "2";
            }
        };
        Replay.Result r = Replay.verify(newer, record);
        assertFalse(r.ok());
        assertTrue(r.problem().contains("the record was made under rules 1; these rules are 2"), r.problem());
        assertTrue(Replay.verify(game, record).ok());
    }

    @Test
    void botsOnlyEverSeeDeterminizedCopies() {
        List<State> handed = new ArrayList<>();
        Agent spy = new Agent() {
            public String name() {
                return "spy";
            }

            public Choice choose(State observed, List<Choice> choices, Rng rng) {
                handed.add(observed);
                return choices.get(0);
            }
        };
        State[] real = new State[1];
        new Match(game, Setup.of(3, "spy", "spy"), List.of(spy, spy), 3)
                .listener((seat, choice, said, events, after) -> real[0] = after).play();
        assertFalse(handed.isEmpty());
        assertNotNull(real[0]);
        for (State s : handed) {
            assertTrue(s != real[0], "an agent received the real state");
        }
    }

    @Test
    void privateEventsReachOnlyTheirSeat() {
        State s = game.newGame(Setup.of(8, "a", "b"));
        EventSink.Collector events = EventSink.collect();
        s.apply(new LuckyDraw.Swap(), events);
        assertEquals(2, events.visibleTo(0).size());
        assertEquals(1, events.visibleTo(1).size(), "seat 1 sees that seat 0 swapped, not what it drew");
    }
}
