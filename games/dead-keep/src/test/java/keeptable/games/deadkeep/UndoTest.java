package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.UndoRule;
import org.junit.jupiter.api.Test;

/** Co-op undo ({@code Game.undoable}): only choices that brought nothing new to light can be taken back. */
class UndoTest {
    private static final DeadKeep GAME = new DeadKeep();

    /** Plays the choice on the scene and says whether the engine's undo rule lets the party take it back. */
    private static boolean undoable(Scene sc, DkChoice c) {
        State before = sc.s.copy();
        int from = sc.events.size();
        sc.play(c);
        return UndoRule.allows(GAME, before, sc.s, List.copyOf(sc.events.subList(from, sc.events.size())));
    }

    @Test
    void aMoveCanBeTakenBack() {
        Scene sc = Scene.of(Scene.street(3), "astrid", "lothar");
        sc.activate("astrid");
        assertTrue(undoable(sc, new DkChoice.Move(1)));
    }

    @Test
    void aReorganizeCanBeTakenBack() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.equip("astrid", 0, "elven-sword");
        sc.activate("lothar");
        assertTrue(undoable(sc, new DkChoice.Trade(1)));
        assertTrue(undoable(sc, new DkChoice.Give(1, 0, 0, 0)));
        assertTrue(undoable(sc, new DkChoice.Done()));
    }

    @Test
    void aCombatRollCannotBeTakenBack() {
        Scene live = Scene.of(Scene.street(2), "lothar", "astrid");
        live.equip("lothar", 0, "elven-sword");
        live.enemy("footman", 0, 2);
        live.activate("lothar");
        assertFalse(undoable(live, new DkChoice.Attack(0, 0, 0, -1, 0, 0)), "the generator rolled");
    }

    @Test
    void aDoorOpeningWithItsDoomRollCannotBeTakenBack() {
        GridGround g = GridGround.builder("house", "...", "AAB").door(0, 0, 1, 0, "red").door(1, 1, 1, 2, "blue")
                .dark(1, 1).dark(1, 0).objective(0, 2, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, "lothar", "astrid");
        sc.s.buildingDeck = new int[] {0, 0, 0, 0};
        sc.activate("lothar");
        assertFalse(undoable(sc, new DkChoice.OpenDoor(0)));
    }

    @Test
    void aSearchDrawCannotBeTakenBack() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.s.searchTokens[0] = 1;
        sc.necromantic("ghoul-splitter");
        sc.activate("lothar");
        assertFalse(undoable(sc, new DkChoice.Search()));
        assertEquals(DkState.M_KEEP, sc.s.mode);
        assertTrue(undoable(sc, new DkChoice.Keep(Slots.PACK0)), "placing a card already seen reveals nothing");
    }

    /**
     * Over many random games: a choice the rule lets be taken back rolled no die, drew no card from any deck,
     * turned no Treasure and showed no Stage card (the list the game kept by hand before the engine's rule),
     * and replaying it on any seat's guess of the hidden cards gives that seat the same view.
     */
    @Test
    void anUndoableChoiceShowsNoSeatAnythingNew() {
        int undoables = 0;
        int finals = 0;
        for (long seed = 1; seed <= 30; seed++) {
            State s = GAME.newGame(new Setup(Setup.of(seed, "random", "random").seats(), java.util.Map.of("quest", "q1"), seed));
            Rng r = new Rng(seed * 31);
            for (int step = 0; step < 400 && !s.isOver(); step++) {
                List<? extends Choice> cs = s.choices();
                Choice c = cs.get(r.nextInt(cs.size()));
                DkState b = (DkState) s.copy();
                EventSink.Collector events = EventSink.collect();
                s.apply(c, events);
                DkState a = (DkState) s;
                if (!UndoRule.allows(GAME, b, a, events.events())) {
                    finals++;
                    continue;
                }
                undoables++;
                assertEquals(b.rng.position(), a.rng.position(), "no die rolled: " + c);
                assertTrue(b.streetPos == a.streetPos && b.buildingPos == a.buildingPos && b.necro.size() == a.necro.size()
                        && b.artifacts.size() == a.artifacts.size() && b.stageDeckLen == a.stageDeckLen
                        && b.stageCount == a.stageCount && b.treasuresTaken == a.treasuresTaken, "nothing drawn: " + c);
                for (int seat = 0; seat < s.seats(); seat++) {
                    State guess = b.determinize(seat, new Rng(seed * 97 + seat));
                    if (!guess.choices().contains(c)) {
                        continue;
                    }
                    guess.apply(c);
                    assertEquals(s.view(seat), guess.view(seat), "seat " + seat + " after " + c + " (seed " + seed + ")");
                }
            }
        }
        assertTrue(finals > 0, "rolls and draws are final");
        assertTrue(undoables > 0, "and some plain Moves are not");
    }
}
