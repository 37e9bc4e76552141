package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.ScriptedRng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepChoice.Stop;

/** Test support: arranging positions by hand. */
final class Scene {
    static final Content K = Content.standard();

    private Scene() {
    }

    static int room(String id) {
        return K.room(id);
    }

    static Setup setup(int seats, String characters, long seed) {
        List<Seat> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            list.add(new Seat("P" + (i + 1), "human"));
        }
        Map<String, String> opts = new HashMap<>();
        if (characters != null) {
            opts.put("characters", characters);
        }
        return new Setup(list, opts, seed);
    }

    static KeepState game(int seats, String characters) {
        return (KeepState) TheKeep.GAME.newGame(setup(seats, characters, 1));
    }

    /** A game past setup: the Hilt hidden, every Searcher on an entry point (Y1, Y2, ... in ID order). */
    static KeepState started(int seats, String characters, String hilt) {
        KeepState s = game(seats, characters);
        s.apply(new ChooseHilt(room(hilt)));
        int e = 1;
        while (s.phase == KeepState.P_PLACE) {
            s.apply(new Place(room("Y" + e++)));
        }
        return s;
    }

    /** The standard five-player table: seat 0 Eva, 1 Fonescu, 2 Cuza, 3 Glaeken, 4 Molasar. */
    static KeepState five(String hilt) {
        return started(5, "1,2,3,4", hilt);
    }

    /** Removes every SS guard and Searcher from the board, for a clean arrangement. */
    static void clear(KeepState s) {
        for (int g = 0; g < 12; g++) {
            s.guardRooms[g] = -1;
        }
        for (int p = 0; p < 5; p++) {
            if (s.pos[p] >= 0) {
                s.pos[p] = KeepState.OUTSIDE;
            }
        }
        s.refresh();
    }

    static void put(KeepState s, int pawn, String room) {
        s.pos[pawn] = room(room);
        s.refresh();
    }

    static void guard(KeepState s, int g, String room) {
        s.guardRooms[g] = room(room);
        s.refresh();
    }

    /** Scripts the state's next die rolls (then random again); a copy of the state rolls the same. */
    static void rig(KeepState s, int... faces) {
        s.rng = new ScriptedRng(s.rng.position(), faces);
    }

    static void searcherTurn(KeepState s, int pawn) {
        TurnOrder.beginSearcherTurn(s, pawn, EventSink.NONE);
        s.refresh();
    }

    /** Molasar's turn at the given phase with his Hazard already spent (no Hazard windows). */
    static void molasarAt(KeepState s, int phase) {
        s.actor = KeepState.MOL;
        s.hazPlayed = true;
        s.phase = phase;
        s.refresh();
    }

    /** A Conflict card with the given value on one side that is not in {@code avoid}. */
    static int card(IntUnaryOperator side, int value, int... avoid) {
        outer:
        for (int c = 0; c < 32; c++) {
            for (int a : avoid) {
                if (a == c) {
                    continue outer;
                }
            }
            if (side.applyAsInt(c) == value) {
                return c;
            }
        }
        throw new AssertionError("no card with value " + value);
    }

    static int redNazi(int v, int... avoid) {
        return card(c -> K.redNazi[c], v, avoid);
    }

    static int redMol(int v, int... avoid) {
        return card(c -> K.redMol[c], v, avoid);
    }

    static int whiteNazi(int v, int... avoid) {
        return card(c -> K.whiteNazi[c], v, avoid);
    }

    static int whiteMol(int v, int... avoid) {
        return card(c -> K.whiteMol[c], v, avoid);
    }

    /** Puts Conflict card c into the seat's hand, swapping out one of its other cards (cards are conserved). */
    static void give(KeepState s, int seat, int c, int... keep) {
        if (s.conflictWhere[c] == seat) {
            return;
        }
        int out = -1;
        outer:
        for (int h = 0; h < 32; h++) {
            if (s.conflictWhere[h] == seat && h != s.molasarCard && h != s.defenderCard) {
                for (int k : keep) {
                    if (k == h) {
                        continue outer;
                    }
                }
                out = h;
                break;
            }
        }
        if (out < 0) {
            fail("no card to swap out");
        }
        int where = s.conflictWhere[c];
        if (where == KeepState.DECK) {
            for (int depth = 0; depth < s.conflictDeck.size(); depth++) {
                if (s.conflictDeck.card(depth) == c) {
                    s.conflictDeck.set(depth, out);
                }
            }
        } else if (where == KeepState.DISCARD) {
            s.conflictDeck.takeFromDiscards(c);
            s.conflictDeck.discard(out);
        }
        s.conflictWhere[out] = where;
        s.conflictWhere[c] = seat;
        s.refresh();
    }

    /** Puts Bonus card c into the seat's hand (from wherever it is; a hand loses nothing else). */
    static void bonus(KeepState s, int seat, int c) {
        if (s.bonusWhere[c] == KeepState.DECK) {
            // take it out of the deck: swap it with the top card and draw it
            int top = s.bonusDeck.peek();
            for (int depth = 0; depth < s.bonusDeck.size(); depth++) {
                if (s.bonusDeck.card(depth) == c) {
                    s.bonusDeck.set(depth, top);
                }
            }
            s.bonusDeck.set(0, c);
            s.bonusDeck.draw();
        } else if (s.bonusWhere[c] == KeepState.DISCARD) {
            s.bonusDeck.takeFromDiscards(c);
        }
        s.bonusWhere[c] = seat;
        s.refresh();
    }

    /** A Bonus card with this effect. */
    static int bonusCard(int effect) {
        for (int c = 0; c < 12; c++) {
            if (K.bonusEffect[c] == effect) {
                return c;
            }
        }
        throw new AssertionError();
    }

    static int hazardCard(int effect) {
        for (int c = 0; c < 6; c++) {
            if (K.hazardEffect[c] == effect) {
                return c;
            }
        }
        throw new AssertionError();
    }

    /** Empties a seat's Bonus hand into the discard pile. */
    static void noBonus(KeepState s, int seat) {
        for (int c = 0; c < 12; c++) {
            if (s.bonusWhere[c] == seat) {
                CardDecks.discardBonus(s, c);
            }
        }
        s.refresh();
    }

    /** Ends the move in progress and checks that the Searcher pawn now fights the guard, which stayed put. */
    static void stopAndExpectConflict(KeepState s, int pawn, int guard, String where) {
        s.apply(new Stop());
        assertEquals(pawn, s.conflictPawn, "the Searcher in conflict");
        assertEquals(guard, s.conflictEnemy, "the guard he fights");
        assertEquals(room(where), s.guardRooms[guard], "the guard stayed in the room");
    }

    static boolean has(KeepState s, Choice c) {
        return s.choices().contains(c);
    }

    static void assertHas(KeepState s, Choice c) {
        assertTrue(s.choices().contains(c), () -> "expected " + c + " among " + s.choices());
    }

    static void assertHas(KeepState s, Choice c, String why) {
        assertTrue(s.choices().contains(c), () -> why + ": expected " + c + " among " + s.choices());
    }

    static void assertLacks(KeepState s, Choice c, String why) {
        assertTrue(!s.choices().contains(c), () -> why + ": did not expect " + c + " among " + s.choices());
    }

    static void assertLacks(KeepState s, Choice c) {
        assertTrue(!s.choices().contains(c), () -> "did not expect " + c + " among " + s.choices());
    }
}
