package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import org.junit.jupiter.api.Test;

/**
 * The bots move SS guards with purpose (issue 26: Molasar's bot walked a guard S2, G5, G6, G5, G6, G5, S2 in one
 * turn and another G7, G6 eight times). Over many seeded bot games, whoever walks a guard - Molasar in his guards'
 * move, Woermann with his spare rooms, a Searcher with Move Nazi SS Guard, the winner of a conflict pushing a beaten
 * guard - never steps it back into a room it stood in on that walk in that turn, unless every legal choice at that
 * moment was such a step; so no guard walks A, B, A or ends a walk where it began. A walk is one seat's steps of one
 * guard in one turn (a retreat is a walk of its own: another hand moves the guard then). Both the rule-of-thumb bot
 * (the table's "normal") and the search bot ("hard", here on a small budget) are watched. The rule-of-thumb bot walks
 * each guard of Molasar's guards' move to a room nearer the Searchers than it began; the search bot weighs only
 * steps that head for such a room but may end the move before a guard gets there (counted and printed).
 */
class GuardPurposeTest {

    /** What one game's guard walks showed. */
    static final class Watch {
        final List<String> returns = new ArrayList<>();
        final List<String> aimless = new ArrayList<>();
        int steps;
        int forced;
        private final Map<String, Long> stood = new HashMap<>();
        /** Each guard's distance to the nearest Searcher when Molasar's guards' move began, or -1. */
        private final int[] startDistance = new int[12];
        private boolean guardsMoving;
        private int turn;
        private int retreats;
        private int round = -1;
        private int actor = -1;
        private int phase = -1;
        private int retreatPawn = -1;
        private final String game;

        Watch(String game) {
            this.game = game;
        }

        /** Before each decision: notes a new turn, a new retreat, the start and end of Molasar's guards' move. */
        void before(KeepState s) {
            if (s.round != round || s.actor != actor || phase == KeepState.P_S_END && s.phase == KeepState.P_S_START) {
                turn++;
            }
            if (s.phase == KeepState.P_C_RETREAT && (phase != KeepState.P_C_RETREAT || s.retreatPawn != retreatPawn)) {
                retreats++;
            }
            boolean moving = s.actor == KeepState.MOL && (s.phase == KeepState.P_SS_MOVE || s.phase == KeepState.P_SS_SEARCH);
            if (guardsMoving && (!moving || s.round != round)) {
                guardsMoved(s);
            }
            if (moving && !guardsMoving) {
                for (int g = 0; g < 12; g++) {
                    startDistance[g] = s.guardRooms[g] < 0 ? -1 : nearestSearcher(s, s.guardRooms[g]);
                }
            }
            guardsMoving = moving;
            round = s.round;
            actor = s.actor;
            phase = s.phase;
            retreatPawn = s.retreatPawn;
        }

        /** At the game's end: a guards' move still open is judged. */
        void over(KeepState s) {
            if (guardsMoving) {
                guardsMoved(s);
            }
        }

        private String walk(KeepState s, int guard) {
            return turn + "/" + guard + "/" + s.toMove() + (s.phase == KeepState.P_C_RETREAT ? "/retreat " + retreats : "");
        }

        private boolean back(KeepState s, GuardStep step) {
            return (stood.getOrDefault(walk(s, step.guard()), 0L) >>> step.room() & 1) != 0;
        }

        /** A guard step the seat to move chose among {@code legal}. */
        void step(KeepState s, GuardStep step, List<Choice> legal) {
            steps++;
            if (back(s, step)) {
                if (legal.stream().allMatch(c -> c instanceof GuardStep other && back(s, other))) {
                    forced++;
                } else {
                    returns.add(game + ", round " + s.round + ", " + s.name(s.toMove()) + ": " + s.describe(step)
                            + " from " + s.k.roomLabel(s.guardRooms[step.guard()]) + ", where it stood already");
                }
            }
            stood.merge(walk(s, step.guard()), 1L << s.guardRooms[step.guard()] | 1L << step.room(), (a, b) -> a | b);
        }

        private void guardsMoved(KeepState s) {
            for (int g = 0; g < 12; g++) {
                int was = startDistance[g];
                if (was >= 0 && s.guardRooms[g] >= 0 && stood.containsKey(turn + "/" + g + "/" + s.molSeat)
                        && nearestSearcher(s, s.guardRooms[g]) >= was) {
                    aimless.add(game + ", round " + s.round + ": the SS guard now in " + s.k.roomLabel(s.guardRooms[g])
                            + " ended Molasar's guards' move " + nearestSearcher(s, s.guardRooms[g])
                            + " rooms from the nearest Searcher, " + was + " when it began");
                }
            }
        }

        private static int nearestSearcher(KeepState s, int room) {
            int best = Paths.FAR;
            for (int p = 0; p < 5; p++) {
                if (s.pos[p] >= 0) {
                    best = Math.min(best, Paths.all(s.k)[room][s.pos[p]]);
                }
            }
            return best;
        }
    }

    /** Plays one seeded game with these bots (by seat), each choosing from its own determinization as at a table. */
    static Watch play(String name, Setup setup, List<Agent> bots) {
        KeepState s = (KeepState) TheKeep.GAME.newGame(setup);
        Rng rng = new Rng(setup.seed() * 31 + 7);
        Watch watch = new Watch(name);
        while (!s.isOver()) {
            watch.before(s);
            List<Choice> legal = s.choices();
            int seat = s.toMove();
            Choice c = bots.get(seat).choose(s.determinize(seat, rng), legal, rng);
            if (c instanceof GuardStep gs) {
                watch.step(s, gs, legal);
            }
            s.apply(c);
        }
        watch.over(s);
        return watch;
    }

    static void check(List<Watch> games, int atLeastSteps, boolean everyWalkArrives) {
        int steps = games.stream().mapToInt(w -> w.steps).sum();
        int forced = games.stream().mapToInt(w -> w.forced).sum();
        List<String> returns = games.stream().flatMap(w -> w.returns.stream()).toList();
        List<String> aimless = games.stream().flatMap(w -> w.aimless.stream()).toList();
        System.out.printf("%d guard steps in %d games: %d back where the guard stood (%d with no other choice),"
                + " %d guards ending Molasar's guards' move no nearer the Searchers%n", steps, games.size(),
                returns.size() + forced, forced, aimless.size());
        assertTrue(steps >= atLeastSteps, steps + " guard steps");
        assertEquals(List.of(), returns.stream().limit(8).toList(), returns.size() + " steps back in " + steps);
        if (everyWalkArrives) {
            assertEquals(List.of(), aimless.stream().limit(8).toList(), aimless.size() + " aimless walks");
        }
    }

    @Test
    void theRuleOfThumbBotNeverWalksAGuardBack() {
        Agent bot = TheKeep.GAME.heuristicAgent();
        List<Watch> games = new ArrayList<>();
        for (int game = 0; game < 200; game++) {
            int seats = 3 + game % 4;
            Setup setup = Setup.of(90_000 + game, Collections.nCopies(seats, "heuristic").toArray(String[]::new));
            games.add(play("game " + game, setup, Collections.nCopies(seats, bot)));
        }
        check(games, 5_000, true);
    }

    /** The search bot plays Molasar and Woermann (who walks guards with his spare rooms) against rule-of-thumb Searchers. */
    @Test
    void theSearchBotNeverWalksAGuardBack() {
        List<Watch> games = new ArrayList<>();
        for (int game = 0; game < 3; game++) {
            Setup setup = new Setup(List.of(new Seat("Ann", "ismcts:25"), new Seat("Bo", "heuristic"),
                    new Seat("Cy", "heuristic"), new Seat("Di", "ismcts:25")),
                    Map.of("characters", "5,1,3"), 70_000 + game);
            List<Agent> bots = setup.seats().stream().map(seat -> TheKeep.GAME.agent(seat.agent())).toList();
            games.add(play("search game " + game, setup, bots));
        }
        check(games, 100, false);
    }
}
