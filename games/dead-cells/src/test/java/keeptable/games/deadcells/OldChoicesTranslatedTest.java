package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import keeptable.engine.EventSink;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.games.deadcells.DcChoice.Buy;
import keeptable.games.deadcells.DcChoice.BuyUpgrade;
import keeptable.games.deadcells.DcChoice.CardTo;
import keeptable.games.deadcells.DcChoice.Colour;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.DiscardEquipment;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.DrinkPotion;
import keeptable.games.deadcells.DcChoice.Equip;
import keeptable.games.deadcells.DcChoice.EquipInstead;
import keeptable.games.deadcells.DcChoice.EquipmentSkill;
import keeptable.games.deadcells.DcChoice.FeedWell;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.LeaveEquipment;
import keeptable.games.deadcells.DcChoice.LootGain;
import keeptable.games.deadcells.DcChoice.LootScroll;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.OwnSkill;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.PlaceBack;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.PurgeCard;
import keeptable.games.deadcells.DcChoice.PurgeEquipment;
import keeptable.games.deadcells.DcChoice.ReplaceMutation;
import keeptable.games.deadcells.DcChoice.SetAside;
import keeptable.games.deadcells.DcChoice.StartIn;
import keeptable.games.deadcells.DcChoice.TakeOption;
import keeptable.games.deadcells.DcChoice.TargetBeheaded;
import keeptable.games.deadcells.DcChoice.TargetCompanion;
import keeptable.games.deadcells.DcChoice.TargetEnemy;
import keeptable.games.deadcells.DcChoice.TrackSkill;
import keeptable.games.deadcells.DcChoice.UseTimed;
import keeptable.games.deadcells.content.Content;
import org.junit.jupiter.api.Test;

/**
 * Rules version 8 gave every kind of choice a record of its own (issue 30): rules version 7 packed three kinds of
 * target into one int ({@code Target(who)}: an Enemy's space, 10 + a seat, 20 + seat * 4 + slot) and a dozen kinds of
 * option into another ({@code Pick(option)}, with codes such as 10,000 + card * 8 + deck). The 24 golden records of
 * version 7, kept in {@code golden-7}, are replayed here with each old choice translated to its record by the decision
 * it answered: every one is a legal choice, every step reaches the fingerprint the record holds, and every Run ends
 * with the same outcome after the same number of choices. The translation is written once, here.
 */
class OldChoicesTranslatedTest {
    private static final Path OLD = Path.of("src/test/resources/golden-7");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A choice of rules version 7, in JSON, as the record of version 8 that means the same in the Run at hand. */
    static DcChoice translate(DcPosition s, JsonNode old) {
        return switch (old.path("type").asText()) {
            case "Move" -> new Move(old.path("corridor").asInt());
            case "Discard" -> new Discard(old.path("card").asInt());
            case "Play" -> new Play(old.path("card").asInt(), old.path("round").asInt());
            case "Pass" -> new Pass();
            case "Done" -> new Done();
            case "Give" -> s.pending == Pending.CARD_HOME ? new CardTo(s.about, old.path("seat").asInt())
                    : new Give(old.path("seat").asInt());
            case "Target" -> {
                int who = old.path("who").asInt();
                yield who < 10 ? new TargetEnemy(who) : who < 20 ? new TargetBeheaded(who - 10)
                        : new TargetCompanion((who - 20) / 4, (who - 20) % 4);
            }
            case "Pick" -> pick(s, old.path("option").asInt());
            default -> throw new IllegalArgumentException("no choice of version 7: " + old);
        };
    }

    private static DcChoice pick(DcPosition s, int o) {
        return switch (s.pending) {
            case START -> new StartIn(o);
            case EITHER -> new TakeOption(o);
            case DISCARD_EQUIP -> new DiscardEquipment(s.about, o);
            case EQUIP -> o == -2 ? new Equip() : o == -1 ? new LeaveEquipment() : new EquipInstead(o);
            case COLOUR, PASS_COLOUR, SER_POWER -> new Colour(o);
            case MERCHANT, IB_MERCHANT, COLLECTOR -> new Buy(o);
            case TIMED -> o < 0 ? new Done() : new UseTimed(o);
            case SKILL -> o == 0 ? new OwnSkill() : o < 100 ? new TrackSkill((o - 1) / 8, (o - 1) % 8)
                    : new EquipmentSkill(o - 100);
            case LOOT -> switch (o) {
                case 0 -> new LootGain(Content.TEETH);
                case 1 -> new LootGain(Content.CELL);
                case 2 -> new LootGain(Content.POTION);
                case 3, 4, 5, 6 -> new LootScroll(o - 3);
                case 7 -> new LootGain(Content.EQUIPMENT);
                case 8 -> new LootGain(Content.BLUEPRINT);
                default -> new DrinkPotion(o - 10);
            };
            case IB_DISCARD -> new DiscardEquipment(o / 4, o % 4);
            case END -> o >= 20_000 ? new PlaceBack(o - 20_000) : o >= 10_000
                    ? new CardTo((o - 10_000) / 8, (o - 10_000) % 8) : o == 3 ? new FeedWell() : new BuyUpgrade(o);
            case SPACE -> o < 0 ? new SetAside() : new ReplaceMutation(o);
            case PURGE -> o < 0 ? new Done() : o >= 1000 ? new PurgeEquipment(o - 1000) : new PurgeCard(o);
            default -> throw new IllegalArgumentException("no Pick in decision " + s.pending);
        };
    }

    @Test
    void theVersionSevenRecordsPlayTheSameRunsWithTheirChoicesTranslated() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(OLD)) {
            files = list.filter(p -> p.toString().endsWith(".json.gz")).sorted().toList();
        }
        assertEquals(24, files.size(), "the 24 golden records of rules version 7");
        int steps = 0;
        for (Path f : files) {
            JsonNode record = read(f);
            assertTrue(record.path("rulesVersion").asText().startsWith("7+"), f + " was recorded under version 7");
            DcState s = (DcState) Scene.GAME.newGame(JSON.treeToValue(record.path("setup"), Setup.class));
            JsonNode prints = record.path("fingerprints");
            assertEquals(prints.get(0).asLong(), s.fingerprint(), f + ": the starting position");
            JsonNode choices = record.path("choices");
            for (int i = 0; i < choices.size(); i++) {
                s.apply(translate(s, choices.get(i)), EventSink.NONE);
                assertEquals(prints.get(i + 1).asLong(), s.fingerprint(), f + ": the position after choice " + (i + 1));
            }
            assertTrue(s.isOver(), f + ": the Run is over after its " + choices.size() + " choices");
            JsonNode outcome = record.path("outcome");
            assertEquals(outcome.path("reason").asText(), s.outcome().reason(), f.toString());
            List<Integer> winners = JSON.convertValue(outcome.path("winners"), JSON.getTypeFactory()
                    .constructCollectionType(List.class, Integer.class));
            assertEquals(winners, s.outcome().winners(), f.toString());
            steps += choices.size();
        }
        assertTrue(steps > 1000, "the records hold many choices: " + steps);
    }

    /** The check is no formality: a translation that mistakes a packed target is refused at once. */
    @Test
    void aWrongTranslationIsCaught() throws IOException {
        JsonNode record = read(OLD.resolve("00.json.gz"));
        DcState s = (DcState) Scene.GAME.newGame(JSON.treeToValue(record.path("setup"), Setup.class));
        JsonNode choices = record.path("choices");
        int i = 0;
        while (!choices.get(i).path("type").asText().equals("Target")) {
            s.apply(translate(s, choices.get(i++)), EventSink.NONE);
        }
        int who = choices.get(i).path("who").asInt();
        State wrong = s.copy();
        assertThrows(IllegalChoiceException.class, () -> wrong.apply(who < 10 ? new TargetBeheaded(who) : new TargetEnemy(who),
                EventSink.NONE), "a target read as the other kind is no legal choice");
    }

    private static JsonNode read(Path gz) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
            return JSON.readTree(in);
        }
    }
}
