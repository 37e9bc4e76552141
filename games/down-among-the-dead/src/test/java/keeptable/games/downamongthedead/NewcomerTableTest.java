package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.content.RulesAid;
import keeptable.games.downamongthedead.content.GameMap;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, what a new player met at the table: the squares each side sets up on are named and marked, every item and
 * gift says what it does (in the choice, on the board's counters and in the rules aid), and the end of the game names
 * the winner with each side's deciding figures.
 */
class NewcomerTableTest {
    private static final DownAmongTheDead GAME = Scene.GAME;

    private static DadState start(Map<String, String> options, long seed) {
        return (DadState) GAME.newGame(new Setup(List.of(new Seat("Ann", "human"), new Seat("Bob", "human")), options,
                seed));
    }

    /** Plays the first choice until the phase is reached. */
    private static void until(DadState s, int phase) {
        while (s.phase != phase) {
            s.apply(s.choices().get(0));
        }
    }

    @Test
    void theSetUpNamesAndMarksTheSquaresEachSidePlacesOn() {
        DadState s = start(Map.of("lieutenants", "both"), 4);
        until(s, DadState.PLACE);
        String prompt = s.decision().prompt();
        String listed = prompt.substring(prompt.indexOf("marked green on the board: ") + 27);
        List<String> offered = new ArrayList<>();
        for (Choice c : s.choices()) {
            offered.add(GameMap.name(((DadChoice.Place) c).square()));
        }
        assertEquals(String.join(", ", offered), listed, prompt);
        s.apply(s.choices().get(0));
        String next = s.decision().prompt();
        assertTrue(next.endsWith("marked green on the board: " + String.join(", ", offered.subList(1, offered.size()))),
                "the square taken is no longer named: " + next);
        DadView v = (DadView) s.view(1);
        assertTrue(v.setUpKey().startsWith("Green squares: where the adventurers place their party; red-edged squares"),
                v.setUpKey());
        assertFalse(v.monsterStarts().isEmpty(), "the lieutenants' squares are marked");
        until(s, DadState.MONSTER_PLACE);
        String monsters = s.decision().prompt();
        assertTrue(monsters.contains("one or two squares from the boss, marked red on the board: "), monsters);
        for (Choice c : s.choices()) {
            String sq = GameMap.name(((DadChoice.Place) c).square());
            assertTrue(v.monsterStarts().contains(sq) && monsters.contains(sq), sq + " is marked and named");
        }
        DadView without = (DadView) start(Map.of(), 4).view(0);
        assertEquals(List.of(), without.monsterStarts(), "no lieutenants: the monsters place nothing");
        assertEquals("Green squares: where the adventurers place their party.", without.setUpKey());
    }

    @Test
    void everyItemSaysWhatItDoesInTheChoiceOnTheCounterAndInTheAid() {
        DadState s = start(Map.of(), 4);
        until(s, DadState.STOCK);
        String heal = "removes 1 wound from its carrier or a friend next to it, in the item phase";
        String strength = "+3 combat for its carrier or a friend next to it until the end of the turn";
        List<String> said = s.choices().stream().map(s::describe).toList();
        assertTrue(said.contains("Give the Paladin a heal potion (" + heal + ")"), String.join("\n", said));
        assertTrue(said.stream().anyMatch(w -> w.startsWith("Give the Knight a strength potion (" + strength)), said.get(1));
        while (s.phase < DadState.SPAWN && s.phase != DadState.ITEM) {
            s.apply(s.choices().get(0));
        }
        DadView v = (DadView) s.view(0);
        int carried = 0;
        for (DadView.CounterView c : v.counters()) {
            assertEquals(c.items().size(), c.itemEffects().size(), c.name());
            for (int i = 0; i < c.items().size(); i++) {
                String effect = c.itemEffects().get(i);
                assertTrue(c.items().get(i).equals("heal potion") ? effect.equals(heal)
                        : c.items().get(i).equals("strength potion") ? effect.startsWith(strength)
                        : c.items().get(i).startsWith("spell: ") ? effect.startsWith("the Mage's attack at up to 5 squares")
                        : effect.startsWith("brings a dead friend"), c.items().get(i) + ": " + effect);
                carried++;
            }
        }
        assertTrue(carried >= 10, "items carried: " + carried);
        assertTrue(v.counters().stream().filter(c -> c.name().equals("Knight")).allMatch(c -> c.gift()
                .equals("Expert fighter: may roll a bare 1, 2 or 3 again in combat, once a combat phase")), "gift");
        assertTrue(v.itemKey().contains("Heal potion: " + heal + "."), String.join("\n", v.itemKey()));

        RulesAid aid = GAME.rulesAid();
        String items = aid.section("items").body();
        assertTrue(items.contains("| Heal potion | 8 | Removes 1 wound from its carrier"), items);
        assertTrue(items.contains("| Strength potion | 5 | +3 combat"), items);
        assertTrue(items.contains("| Combustion spell (+3) | the Mage memorizes one | The Mage's attack"), items);
        String counters = aid.section("the-counters").body();
        assertTrue(counters.contains("| Knight (Kn) | adventurer | 3 | +2 | 3 | Expert fighter: may roll a bare 1, 2"), counters);
        assertTrue(counters.contains("| Zombie (Z) | monster | 2 | −1 | 2 | none |"), counters);
        assertTrue(counters.contains("| Werewolf (Wo) | monster | 4 | +2 | 3 | Enrage: +1 combat for every wound"), counters);
    }

    @Test
    void theEndNamesTheWinnerAndEachSidesFigures() {
        for (long seed = 1; seed <= 3; seed++) {
            DadState s = start(Map.of("map", "barrow"), seed);
            Agent bot = GAME.heuristicAgent();
            Rng r = new Rng(seed);
            EventSink.Collector log = EventSink.collect();
            while (!s.isOver()) {
                s.apply(bot.choose(s.determinize(s.toMove(), r), s.choices(), r), log);
            }
            List<String> told = log.events().stream().map(Event::text).toList();
            int monstersKilled = count(told, " is slain and removed from the map") + count(told, "(even), it is gone");
            int adventurerDeaths = count(told, " is dead: a dead marker is placed") + count(told, " dies a second time");
            DadView v = (DadView) s.view(-1);
            int winner = s.outcome().winners().get(0);
            assertEquals((winner == 0 ? "Ann" : "Bob") + " wins with the " + (winner == 0 ? "adventurers" : "monsters")
                    + ".", v.ending());
            EndFigures adventurers = v.figures().get(0);
            EndFigures monsters = v.figures().get(1);
            assertEquals(winner == 0, adventurers.won());
            assertEquals(winner == 1, monsters.won());
            long standing = v.counters().stream().filter(c -> c.side().equals("adventurer") && !c.dead()
                    && !c.mindControlled()).count();
            assertTrue(adventurers.figures().get(0).startsWith(standing + " of 5 adventurers standing"),
                    adventurers.figures().toString());
            assertTrue(adventurers.figures().contains(monstersKilled + (monstersKilled == 1 ? " monster" : " monsters")
                    + " killed or banished"), adventurers.figures() + " / " + monstersKilled);
            assertTrue(monsters.figures().contains(adventurerDeaths + (adventurerDeaths == 1 ? " adventurer death"
                    : " adventurer deaths") + " dealt"), monsters.figures() + " / " + adventurerDeaths);
            assertTrue(adventurers.figures().contains(s.destroyed == 0 ? "0 of 4 spawning squares destroyed"
                    : Integer.bitCount(s.destroyed) + " of 4 spawning squares destroyed"), adventurers.figures().toString());
            assertTrue(monsters.figures().get(0).startsWith(s.pos[s.boss()] < 0 ? "the Vampire Master is dead"
                    : "the Vampire Master stands on "), monsters.figures().toString());
            assertEquals(List.of(adventurers.sentence(), monsters.sentence()), told.subList(told.size() - 2, told.size()),
                    "the table and the terminal are told each side's figures last");
            assertTrue(adventurers.sentence().startsWith("Ann (adventurers): "), adventurers.sentence());
            String text = v.text();
            assertTrue(text.contains(v.ending() + " " + v.outcome()) && text.contains(adventurers.sentence())
                    && text.contains(monsters.sentence()), text);
        }
    }

    private static int count(List<String> told, String words) {
        return (int) told.stream().filter(t -> t.contains(words)).count();
    }
}
