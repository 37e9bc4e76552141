package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Replay;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

/** Records keep their fingerprints as a long array, read old files, and are made only when kept. */
class RecordFormatTest {
    private final GameModule game = LuckyDraw.GAME;
    private final ObjectMapper json = game.json();

    private Match match(long seed) {
        return new Match(game, Setup.of(seed, "random", "random", "random"),
                List.of(RandomAgent.INSTANCE, RandomAgent.INSTANCE, RandomAgent.INSTANCE), seed);
    }

    @Test
    void aRecordFileWrittenWithAListOfFingerprintsLoadsAndReplays() throws Exception {
        GameRecord record = match(21).play().record();
        StringBuilder prints = new StringBuilder();
        for (long p : record.fingerprints()) {
            prints.append(prints.isEmpty() ? "" : ",").append(p);
        }
        // the shape the old List<Long> record wrote: the fingerprints as a plain JSON array of numbers
        String old = json.writeValueAsString(record).replaceFirst("\"fingerprints\":\\[[^\\]]*\\]",
                "\"fingerprints\":[" + prints + "]");
        GameRecord back = json.readValue(old, GameRecord.class);
        assertArrayEquals(record.fingerprints(), back.fingerprints());
        assertEquals(record, back);
        assertTrue(Replay.verify(game, back).ok());
    }

    @Test
    void aRecordWithoutFingerprintsLoadsAndReplaysUnchecked() throws Exception {
        GameRecord record = match(22).play().record();
        String text = json.writeValueAsString(record).replaceFirst("\"fingerprints\":\\[[^\\]]*\\],?", "");
        GameRecord back = json.readValue(text, GameRecord.class);
        assertEquals(0, back.fingerprintCount());
        assertTrue(Replay.verify(game, back).ok());
    }

    @Test
    void recordsCompareTheirFingerprintsByValue() {
        GameRecord record = match(23).play().record();
        long[] prints = record.fingerprints();
        GameRecord same = new GameRecord(record.game(), record.rulesVersion(), record.setup(), record.choices(),
                prints, record.outcome());
        assertEquals(record, same);
        assertEquals(record.hashCode(), same.hashCode());
        prints[prints.length - 1]++;
        assertEquals(record, same, "the record holds its own copy of the array it was given");
        GameRecord other = new GameRecord(record.game(), record.rulesVersion(), record.setup(), record.choices(),
                prints, record.outcome());
        assertNotEquals(record, other);
        assertFalse(Replay.verify(game, other).ok());
    }

    @Test
    void aMatchWithoutARecordPlaysTheSameGameAndFingerprintsNothing() {
        Match.Result kept = match(24).play();
        Match.Result unkept = match(24).withoutRecord().play();
        assertNull(unkept.record());
        assertEquals(kept.last().fingerprint(), unkept.last().fingerprint());
        assertEquals(kept.record().choices().size() + 1, kept.record().fingerprintCount());
        assertEquals(kept.last().outcome(), unkept.last().outcome());
    }
}
