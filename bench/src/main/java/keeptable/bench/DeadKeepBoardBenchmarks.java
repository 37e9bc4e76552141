package keeptable.bench;

import java.util.concurrent.TimeUnit;
import keeptable.games.deadkeep.board.Board;
import keeptable.games.deadkeep.board.Boards;
import keeptable.games.deadkeep.board.TokenKind;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Dead Keep's board queries on the hot path, per shipped map with its doors as set up: the range from every
 * Zone to every Zone, and every Zone's Enemy step toward the Adventurers at the start. Each benchmark answers one
 * pass over the map's Zones. Run: {@code java -jar bench/target/benchmarks.jar DeadKeepBoard}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class DeadKeepBoardBenchmarks {
    @Param({"tutorial", "q1", "q2", "q3", "q4", "q5", "q6", "q7"})
    public String map;

    private Board board;
    private long open;
    private long adventurers;

    @Setup
    public void load() {
        board = Boards.load(map);
        open = board.initialOpenDoors();
        adventurers = 1L << board.zoneOf(TokenKind.START);
    }

    /** The range between every pair of Zones (zones squared queries). */
    @Benchmark
    public long rangeFromEveryZoneToEvery() {
        long sum = 0;
        int n = board.zoneCount();
        for (int from = 0; from < n; from++) {
            for (int to = 0; to < n; to++) {
                sum += board.range(from, to, open, 0);
            }
        }
        return sum;
    }

    /** The Enemy step options from every Zone toward the Adventurers (zones queries). */
    @Benchmark
    public long enemyStepFromEveryZone() {
        long sum = 0;
        for (int from = 0; from < board.zoneCount(); from++) {
            sum += board.enemyStepOptions(from, adventurers, open);
        }
        return sum;
    }
}
