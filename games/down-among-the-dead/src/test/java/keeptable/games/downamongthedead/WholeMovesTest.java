package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import keeptable.engine.Choice;
import keeptable.engine.ScriptedRng;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: a player moves a counter to its destination in one act. The view offers, for each counter the player may
 * move, every square its move may end on with a way there ({@code MoveOffer}, {@code Routes}); the board plays the
 * way's steps one after the other. The squares offered are exactly those the rules' steps reach, and each way is made
 * of steps the rules offer in turn.
 */
class WholeMovesTest {
    private static final int[] SIXES = {6, 6, 6, 6, 6, 6, 6, 6};

    /** A crowded corner of the Crypt: a friend to pass, a dead friend, enemies that hinder and block, a spawning square. */
    private static Scene crowded() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.SCOUT, "E3");
        t.put(Kind.MAGE, "C4");
        int monk = t.put(Kind.MONK, "D5");
        t.s.dead[monk] = true;
        t.put(Kind.ZOMBIE, "F2");
        t.put(Kind.ZOMBIE, "B6");
        t.put(Kind.MINION, "E5");
        t.s.edited();
        return t.phase(DadState.MOVE, 0);
    }

    /**
     * Every square the rules let the counter end its move on, by playing their steps (dice that always break away):
     * where it stops, or where its move ends by itself.
     */
    private static TreeSet<String> endingsByTheRules(DadState s, int counter) {
        TreeSet<String> out = new TreeSet<>();
        for (Choice c : s.choices()) {
            if (c instanceof DadChoice.Stop st) {
                out.add(GameMap.name(st.square()));
            } else if (c instanceof DadChoice.Step st && st.counter() == counter) {
                DadState next = (DadState) s.copy();
                next.rng = ScriptedRng.dice(SIXES);
                next.apply(c);
                if (next.moving == counter) {
                    out.addAll(endingsByTheRules(next, counter));
                } else {
                    out.add(GameMap.name(next.pos[counter]));
                }
            }
        }
        return out;
    }

    private static MoveOffer offerOf(DadState s, String from) {
        return MoveOffer.of(s).stream().filter(o -> o.from().equals(from)).findFirst().orElseThrow();
    }

    @Test
    void everySquareTheStepsReachIsOfferedAndNoOther() {
        Scene t = crowded();
        for (String from : List.of("C3", "E3", "C4")) {
            int counter = t.at(from);
            TreeSet<String> offered = new TreeSet<>();
            offerOf(t.s, from).destinations().forEach(d -> offered.add(d.to()));
            TreeSet<String> reached = endingsByTheRules(t.s, counter);
            // a way out and back to the counter's own square is no move: the board does not offer it
            reached.remove(from);
            assertEquals(reached, offered, "the " + t.s.name(counter) + " on " + from);
        }
        assertEquals(3, MoveOffer.of(t.s).size(), "the three living adventurers; the dead Monk does not move");
    }

    @Test
    void eachWayIsPlayedStepByStepAndNeedsTheRollsItSays() {
        Scene t = crowded();
        int checked = 0;
        for (String from : List.of("C3", "E3", "C4")) {
            int counter = t.at(from);
            Routes.Route[] best = Routes.of(t.s, counter);
            for (Routes.Route r : best) {
                if (r == null) {
                    continue;
                }
                DadState s = (DadState) t.s.copy();
                ScriptedRng dice = ScriptedRng.dice(SIXES);
                s.rng = dice;
                for (int i = 1; i < r.path().length; i++) {
                    s.apply(new DadChoice.Step(counter, r.path()[i - 1], r.path()[i]));
                }
                if (s.moving == counter) {
                    s.apply(new DadChoice.Stop(counter, r.to()));
                }
                assertEquals(r.to(), s.pos[counter], "ends where the way ends");
                assertEquals(-1, s.moving, "the move is over");
                assertEquals(r.rolls(), SIXES.length - dice.left(), "break-away rolls on the way to " + GameMap.name(r.to()));
                checked++;
            }
        }
        assertTrue(checked > 20, "ways checked: " + checked);
    }

    @Test
    void aMoveUnderWayGoesOnWithTheMovesLeft() {
        Scene t = crowded();
        int knight = t.at("C3");
        t.play("Move Knight to B3");
        List<MoveOffer> offers = MoveOffer.of(t.s);
        assertEquals(1, offers.size(), "only the counter under way");
        assertEquals("B3", offers.get(0).from());
        assertEquals("Choose where the Knight on B3 moves: up to 2 squares left", offers.get(0).words());
        TreeSet<String> offered = new TreeSet<>();
        offers.get(0).destinations().forEach(d -> offered.add(d.to()));
        TreeSet<String> reached = endingsByTheRules(t.s, knight);
        reached.remove("B3");
        assertEquals(reached, offered);
    }

    @Test
    void theWayKeptBreaksAwayLeastThenDestroysMostThenIsShortest() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "E2");
        t.phase(DadState.MOVE, 0);
        Map<String, String> words = new TreeMap<>();
        offerOf(t.s, "C3").destinations().forEach(d -> words.put(d.to(), d.words()));
        assertEquals("Move the Knight from C3 to E4 by C4, D4", words.get("E4"), "not by D3, which the Zombie holds");
        assertEquals("Move the Knight from C3 to D3", words.get("D3"), "moving next to an enemy is free");
        assertEquals("Move the Knight from C3 to E3 by D3, breaking away once (4 to 6 goes on, less ends the move)",
                words.get("E3"));
        assertEquals("Move the Knight from C3 to B5 by C4, B4, destroying a spawning square", words.get("B5"),
                "past the spawning square on B4 rather than round it");
    }
}
