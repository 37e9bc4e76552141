package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** The heuristic bot and ISMCTS with the game's search defaults play both sides to the end. */
class BotsTest {
    @Test
    void ismctsAndTheHeuristicPlayAShortGameOnEitherSide() {
        DownAmongTheDead g = Scene.GAME;
        IsmctsAgent.Config cfg = g.searchDefaults().withIterations(20);
        assertTrue(cfg.rollout() instanceof DadHeuristic);
        assertTrue(cfg.guide() instanceof DadHeuristic);
        Agent[] seats = {new IsmctsAgent(cfg), g.heuristicAgent()};
        for (int game = 0; game < 2; game++) {
            State s = g.newGame(new Setup(Setup.of(game, "a", "b").seats(), Map.of("turns", "3"), game));
            Rng r = new Rng(game);
            int[] chosen = new int[2];
            while (!s.isOver()) {
                int seat = s.toMove();
                Agent a = seats[(seat + game) % 2];
                chosen[(seat + game) % 2]++;
                Choice c = a.choose(s.determinize(seat, r), s.choices(), r);
                s.apply(c);
            }
            assertTrue(chosen[0] > 0 && chosen[1] > 0, "both bots chose in game " + game);
            DadState end = (DadState) s;
            assertFalse(end.variant.noSpawns());
            assertEquals(3, end.variant.turnLimit());
            assertTrue(end.turn <= 3, "the game ends by the third turn's end: turn " + end.turn);
            boolean partyWins = Integer.bitCount(end.destroyed) == end.map.spawns.length || end.pos[end.boss()] < 0;
            assertEquals(List.of(partyWins ? DadState.ADVENTURERS : DadState.MONSTERS), s.outcome().winners(),
                    "the side the book's victory conditions name wins game " + game);
        }
    }

    @Test
    void theEvaluatorGivesEachSideAChance() {
        State s = Scene.GAME.newGame(Setup.of(4, "a", "b"));
        double[] v = new DadEvaluator().evaluate(s);
        assertEquals(2, v.length);
        assertEquals(1.0, v[0] + v[1], 1e-9);
        assertTrue(v[0] > 0 && v[1] > 0);
    }

    @Test
    void theEvaluatorFavoursAnAdventurerNearASpawningSquare() {
        Scene far = Scene.empty();
        far.put(Kind.KNIGHT, GameMap.name(far.s.map.adventurerStarts[0]));
        Scene near = Scene.empty();
        int spawn = near.s.map.spawns[0];
        int beside = -1;
        for (int sq : near.s.map.adjacent[spawn]) {
            if (near.s.map.distance(sq, spawn) == 1 && near.s.map.spawnIndex[sq] < 0 && near.s.at(sq) < 0) {
                beside = sq;
            }
        }
        near.put(Kind.KNIGHT, GameMap.name(beside));
        assertTrue(far.s.map.distance(far.s.map.adventurerStarts[0], spawn) > 3);
        assertTrue(DadEvaluator.adventurerOdds(near.s) > DadEvaluator.adventurerOdds(far.s),
                "an adventurer beside a spawning square is nearer winning than one at the start");
    }

    @Test
    void theEvaluatorSeesTheTurnLimitComing() {
        Scene early = Scene.empty();
        early.put(Kind.KNIGHT, GameMap.name(early.s.map.adventurerStarts[0]));
        Scene late = Scene.empty();
        late.put(Kind.KNIGHT, GameMap.name(late.s.map.adventurerStarts[0]));
        late.s.turn = late.s.variant.turnLimit() - 1;
        double atStart = DadEvaluator.adventurerOdds(early.s);
        double atEnd = DadEvaluator.adventurerOdds(late.s);
        assertTrue(atEnd < atStart && atEnd < 0.5,
                "with every spawning square standing a turn before the limit the adventurers are losing: " + atEnd);
    }
}
