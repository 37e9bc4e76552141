package keeptable.games.downamongthedead;

import keeptable.engine.*;
import keeptable.engine.agent.*;
import keeptable.engine.conformance.Conformance;
import org.junit.jupiter.api.Test;

class ProbeTest {
    @Test
    void probe() {
        DownAmongTheDead g = new DownAmongTheDead();
        for (int round = 0; round < 2; round++) {
            long tCopy = 0, tFp = 0, tCh = 0, tAp = 0, tInv = 0; long steps = 0;
            DadInvariants inv = new DadInvariants();
            for (int i = 0; i < 1000; i++) {
                State s = g.newGame(Setup.of(i, "a", "b"));
                Rng r = new Rng(i);
                while (!s.isOver()) {
                    long a = System.nanoTime();
                    State d = s.determinize(s.toMove(), r);
                    long b = System.nanoTime();
                    java.util.List<Choice> cs = s.choices();
                    long c = System.nanoTime();
                    s.apply(cs.get(r.nextInt(cs.size())));
                    long e = System.nanoTime();
                    s.fingerprint();
                    long f = System.nanoTime();
                    inv.check(s);
                    long h = System.nanoTime();
                    tCopy += b - a; tCh += c - b; tAp += e - c; tFp += f - e; tInv += h - f; steps++;
                }
            }
            System.out.printf("per step ns: copy %d choices %d apply %d fp %d inv %d (steps %d)%n", tCopy / steps, tCh / steps,
                tAp / steps, tFp / steps, tInv / steps, steps);
        }
        for (int round = 0; round < 2; round++) {
            long t1 = System.nanoTime();
            for (int i = 0; i < 300; i++) {
                State s = g.newGame(Setup.of(i, "a", "b"));
                Rng r = new Rng(i);
                java.util.List<Choice> rec = new java.util.ArrayList<>();
                while (!s.isOver()) { java.util.List<Choice> cs = s.choices(); Choice ch = cs.get(r.nextInt(cs.size())); rec.add(ch); s.apply(ch); }
                State t = g.newGame(Setup.of(i, "a", "b"));
                for (Choice ch : rec) { t.apply(ch, EventSink.collect()); }
            }
            System.out.println("play+replay with events ms/game " + (System.nanoTime() - t1) / 1e6 / 300);
        }
        long t0 = System.nanoTime();
        Conformance.check(g, Conformance.Options.random(1000, 1).deepEvery(997), new DadInvariants());
        System.out.println("conformance ms/game " + (System.nanoTime() - t0) / 1e6 / 1000);
    }
}
