package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import org.junit.jupiter.api.Test;

/** The words players read (issue 15): one name per Zone, as the map numbers it, and no raw ids. */
class PlayerWordsTest {
    private final DeadKeep game = new DeadKeep();

    private DkState tutorial(long seed) {
        return (DkState) game.newGame(new Setup(List.of(new Seat("Ann", "human")), Map.of("quest", "tutorial"), seed));
    }

    @Test
    void theTextUnderTheBoardNamesZonesAsTheMapNumbersThem() {
        DkState s = tutorial(9);
        DkView v = (DkView) s.view(0);
        String text = v.text();
        String below = text.substring(text.indexOf(v.board()) + v.board().length());
        DkView.AdventurerView astrid = v.adventurers().get(0);
        int zone = v.zones().stream().filter(z -> z.name().equals(astrid.zone())).findFirst().orElseThrow().id();
        assertTrue(below.contains(") in Zone " + zone + ":"), below);
        for (DkView.ZoneView z : v.zones()) {
            assertFalse(below.matches("(?s).*(?<![\\w:])" + java.util.regex.Pattern.quote(z.name()) + "(?!\\w).*"),
                    "the tile label " + z.name() + " is shown:\n" + below);
        }
        assertFalse(below.contains("{}") || below.contains("["), "no raw map or list:\n" + below);
    }

    @Test
    void theEventAfterAMoveNamesBothZonesAsTheMapNumbersThem() {
        DkState s = tutorial(9);
        for (int step = 0; step < 50 && s.choices().stream().noneMatch(PlayerWordsTest::isStep); step++) {
            s.apply(s.choices().get(0)); // buys nothing, activates the first Adventurer
        }
        DkChoice.Move move = (DkChoice.Move) s.choices().stream().filter(PlayerWordsTest::isStep).findFirst().orElseThrow();
        int mover = s.cur;
        int from = s.zone[mover];
        EventSink.Collector ev = EventSink.collect();
        s.apply(move, ev);
        String said = ev.events().stream().map(e -> e.text()).filter(t -> t.contains(" moves ")).findFirst().orElseThrow();
        assertEquals(s.advName(mover) + " moves Zone " + from + " -> Zone " + move.zone(), said);
        assertFalse(said.contains(s.g.zoneName(from)), said);
    }

    @Test
    void enemyMovesAndSpawnsNameZonesAsTheMapNumbersThem() {
        Rng rng = new Rng(5);
        int moves = 0;
        int spawns = 0;
        for (long seed = 1; seed <= 6; seed++) {
            DkState s = tutorial(seed);
            for (int step = 0; step < 2000 && !s.isOver(); step++) {
                List<Choice> choices = s.choices();
                EventSink.Collector ev = EventSink.collect();
                s.apply(choices.get(rng.nextInt(choices.size())), ev);
                for (keeptable.engine.Event e : ev.events()) {
                    if (e instanceof DkEvent.EnemyMoved m) {
                        assertTrue(m.from().matches("Zone \\d+") && m.to().matches("Zone \\d+"), e.text());
                        moves++;
                    } else if (e instanceof DkEvent.Spawned sp) {
                        assertTrue(sp.zone().matches("Zone \\d+"), e.text());
                        spawns++;
                    }
                }
            }
        }
        assertTrue(moves > 0 && spawns > 0, moves + " Enemy moves, " + spawns + " spawns seen");
    }

    private static boolean isStep(Choice c) {
        return c instanceof DkChoice.Move m && m.how() == DkChoice.Reach.STEP;
    }

    @Test
    void skillsAndEnemiesAreNamedInWords() {
        var content = game.content();
        assertEquals("+1 Die: Melee", ChoiceWords.skillName(content, content.skillIndex("plus-1-die:melee")));
        assertEquals("Tough", ChoiceWords.skillName(content, content.skillIndex("tough")));
        assertEquals("Born Leader", ChoiceWords.skillName(content, content.skillIndex("born-leader")));
        assertEquals("Shadowguard Killer", ChoiceWords.skillName(content, content.skillIndex("killer:shadowguard")));
        // random play until an attack on a Monster or the Boss is offered: it names the Enemy, not its slot
        Rng rng = new Rng(3);
        int seen = 0;
        for (long seed = 1; seed <= 200 && seen == 0; seed++) { // a few in a hundred random tutorials offer one
            DkState s = tutorial(seed);
            for (int step = 0; step < 3000 && !s.isOver(); step++) {
                List<Choice> choices = s.choices();
                for (Choice c : choices) {
                    String words = s.describe(c);
                    assertFalse(words.matches(".*#\\d.*"), words);
                    if (c instanceof DkChoice.Attack at && at.target() >= 0) {
                        seen++;
                    }
                }
                s.apply(choices.get(rng.nextInt(choices.size())));
            }
        }
        assertTrue(seen > 0, "an attack on a Monster was offered");
    }
}
