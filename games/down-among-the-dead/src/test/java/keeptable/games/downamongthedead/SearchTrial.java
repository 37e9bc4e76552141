package keeptable.games.downamongthedead;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.match.Match;

/**
 * A tool, not a test: plays one adventurer bot against one monster bot on the same deals and says how
 * each game ended (the boss killed, every spawning square destroyed, the turn limit, the party dead).
 * Used to compare search settings for the adventurers on the same deals (issue 17, docs/bots.md).
 * A bot is {@code heuristic} or {@code SETTING:ITERATIONS}, a setting being one of {@link #settings}'s
 * names applied to {@link DownAmongTheDead#searchDefaults()}. Each game is dealt as a tournament deals
 * its rounds, and the bots' dice come from the deal's seed, so a run can be repeated choice for choice.
 * Game g of seed S is dealt from S + g, as a tournament's rounds are: seeds 100 and 101 share all but one
 * deal, so take seeds far apart for independent runs.
 * Run from the repository root after {@code mvn install -DskipTests}:
 * <pre>
 * javac --release 21 -cp cli/target/keeptable.jar -d /tmp/trial \
 *     games/down-among-the-dead/src/test/java/keeptable/games/downamongthedead/SearchTrial.java
 * java -cp cli/target/keeptable.jar:/tmp/trial keeptable.games.downamongthedead.SearchTrial 40 100 default:400 default:400
 * </pre>
 */
public final class SearchTrial {
    private static final DownAmongTheDead GAME = new DownAmongTheDead();

    private SearchTrial() {
    }

    /** The settings tried, each a change to the game's search defaults. */
    static IsmctsAgent.Config settings(String name, IsmctsAgent.Config defaults) {
        DadHeuristic heuristic = new DadHeuristic();
        return switch (name) {
            case "default" -> defaults;
            case "widening1" -> defaults.withWidening(1);
            case "rollout60" -> defaults.withRollout(heuristic, 60);
            case "guide1" -> defaults.withGuide(heuristic, 1.0);
            case "exploration1" -> defaults.withExploration(1.0);
            case "exploration0.3" -> defaults.withExploration(0.3);
            default -> throw new IllegalArgumentException("no setting named " + name);
        };
    }

    static Agent bot(String spec) {
        if (spec.equals("heuristic")) {
            return new DadHeuristic();
        }
        String[] parts = spec.split(":");
        int iterations = Integer.parseInt(parts[1]);
        return new IsmctsAgent(settings(parts[0], GAME.searchDefaults().withIterations(iterations)));
    }

    /** Arguments: games, seed, the adventurers' bot, the monsters' bot. */
    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long seed = Long.parseLong(args[1]);
        String adventurers = args[2];
        String monsters = args[3];
        int won = 0;
        Map<String, Integer> endings = new TreeMap<>();
        for (int g = 0; g < games; g++) {
            long deal = new Rng(seed + g).nextLong(); // the deal the lab plays as game g of a run with this seed
            Setup setup = new Setup(List.of(new Seat("adventurers", adventurers), new Seat("monsters", monsters)),
                    Map.of(), deal);
            List<Agent> bots = List.of(bot(adventurers), bot(monsters));
            DadState end = (DadState) new Match(GAME, setup, bots, deal * 31 + 7).withoutRecord().play().last();
            String ending = ending(end);
            boolean adventurersWon = end.outcome.won(DadState.ADVENTURERS);
            won += adventurersWon ? 1 : 0;
            endings.merge(ending, 1, Integer::sum);
            System.out.printf("game %d: %s, %s, turn %d, %d of %d spawning squares destroyed%n", g,
                    adventurersWon ? "adventurers" : "monsters", ending, end.turn, Integer.bitCount(end.destroyed),
                    end.map.spawns.length);
        }
        System.out.printf("%s as adventurers against %s as monsters, seed %d: adventurers won %d of %d; endings %s%n",
                adventurers, monsters, seed, won, games, endings);
    }

    private static String ending(DadState end) {
        Outcome outcome = end.outcome;
        if (end.pos[end.boss()] < 0) {
            return "boss killed";
        }
        if (outcome.won(DadState.ADVENTURERS)) {
            return "spawning squares destroyed";
        }
        return outcome.reason().contains("turn limit") ? "turn limit" : "party dead";
    }
}
