package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import keeptable.engine.toy.Relay;
import org.junit.jupiter.api.Test;

class GameOptionTest {
    private static final GameOption MAP = GameOption.oneOf("map", "Map", "the crypt", "where to play",
            List.of(new GameOption.Value("crypt", "The Crypt"), new GameOption.Value("barrow", "The Barrow")));
    private static final GameOption TURNS = GameOption.number("turns", "Turns", 1, 200, "20", "how long");
    private static final GameOption PARTY = GameOption.listOf("party", "Party", "one each", "who plays",
            List.of(new GameOption.Value("astrid", "Astrid"), new GameOption.Value("mai-ling", "Mai Ling")));

    @Test
    void eachKindRefusesWhatItDoesNotTake() {
        assertNull(MAP.refusal("barrow"));
        assertEquals("'cellar' is not one of crypt, barrow", MAP.refusal("cellar"));
        assertNull(TURNS.refusal("200"));
        assertEquals("0 is not from 1 to 200", TURNS.refusal("0"));
        assertEquals("'ten' is not a whole number from 1 to 200", TURNS.refusal("ten"));
        assertEquals("'Barrow' is not one of crypt, barrow", MAP.refusal("Barrow"));
        assertNull(PARTY.refusal("Astrid, mai ling,MAI-LING"));
        assertEquals("'gavin' is not one of astrid, mai-ling", PARTY.refusal("astrid,gavin"));
        assertEquals("it needs a value", GameOption.text("names", "Names", "none", "x").refusal(" "));
        assertNull(GameOption.text("names", "Names", "none", "x").refusal("anything"));
    }

    @Test
    void aGameChecksASetupAgainstItsOptions() {
        Game game = new Relay() {
            @Override
            public List<GameOption> options() {
                return List.of(MAP, TURNS);
            }
        };
        game.checkOptions(new Setup(List.of(new Seat("a", "human")), Map.of("map", "crypt", "turns", "3"), 1));
        SetupException unknown = assertThrows(SetupException.class, () -> game.checkOptions(
                new Setup(List.of(new Seat("a", "human")), Map.of("mapp", "crypt"), 1)));
        assertEquals("Relay has no option 'mapp' (it has map, turns)", unknown.getMessage());
        SetupException bad = assertThrows(SetupException.class, () -> game.checkOptions(
                new Setup(List.of(new Seat("a", "human")), Map.of("turns", "300"), 1)));
        assertEquals("Relay's option turns: 300 is not from 1 to 200", bad.getMessage());
    }

    @Test
    void aCampaignGameTakesItsCampaignBesidesItsOptions() {
        Relay.GAME.checkOptions(new Setup(List.of(new Seat("a", "human")),
                Map.of(keeptable.engine.campaign.Campaigns.OPTION, "{}"), 1));
        SetupException none = assertThrows(SetupException.class, () -> Relay.GAME.checkOptions(
                new Setup(List.of(new Seat("a", "human")), Map.of("speed", "2"), 1)));
        assertEquals("Relay has no option 'speed' (it has none)", none.getMessage());
    }
}
