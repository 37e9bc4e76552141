import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import keeptable.engine.Choice;
import keeptable.engine.RulesState;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;

/** Fixed work on one build's classes: the same seeded random playouts, copies and cold choices in either build. */
public final class Probe {
    private final GameModule rules;
    private final int seats;
    private final State[] pool;

    public Probe(String game) {
        rules = GameModules.byId(game);
        seats = Math.max(rules.minSeats(), Math.min(rules.maxSeats(), 3));
        SplittableRandom r = new SplittableRandom(7);
        List<State> states = new ArrayList<>();
        long seed = 1;
        while (states.size() < 512) {
            State s = rules.newGame(setup(seed++));
            while (!s.isOver() && states.size() < 512) {
                List<Choice> cs = s.choices();
                if (r.nextInt(4) == 0) states.add(s.copy());
                s.apply(cs.get(r.nextInt(cs.size())));
            }
        }
        pool = states.toArray(new State[0]);
    }

    private Setup setup(long seed) {
        List<Seat> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) list.add(new Seat("Seat " + (i + 1), "random"));
        return new Setup(list, null, seed);
    }

    /** Plays games seeded first..first+n-1 with choices drawn from a fixed stream; returns the choices applied. */
    public long playouts(long first, int n) {
        long applied = 0;
        for (int g = 0; g < n; g++) {
            SplittableRandom r = new SplittableRandom(first + g);
            State s = rules.newGame(setup(first + g));
            while (!s.isOver()) {
                List<Choice> cs = s.choices();
                s.apply(cs.get(r.nextInt(cs.size())));
                applied++;
            }
        }
        return applied;
    }

    /** Copies every pooled state n times; returns a checksum so nothing is optimised away. */
    public long copies(int n) {
        long sum = 0;
        for (int k = 0; k < n; k++) for (State s : pool) sum += s.copy().toMove();
        return sum;
    }

    /** Works out every pooled state's legal choices afresh n times. */
    public long cold(int n) {
        long sum = 0;
        for (int k = 0; k < n; k++) for (State s : pool) sum += RulesState.coldChoices(s).size();
        return sum;
    }
}
