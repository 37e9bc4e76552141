import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;

/**
 * Usage: {@code SideBySide GAME PAIRED_SLICES OLD.jar NEW.jar PLAYOUTS_A_SLICE} (bench/target/benchmarks.jar of each
 * build, compiled against either). Old and new builds in one JVM, each in its own class loader, doing the same fixed work in alternating slices;
 * each slice's thread CPU time is kept, and the medians are compared (the machine's load falls on both alike).
 */
public final class SideBySide {
    private SideBySide() {
    }


    public static void main(String[] a) throws Exception {
        String game = a[0];
        int rounds = Integer.parseInt(a[1]);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Object[] probes = new Object[2];
        Method[] play = new Method[2], copy = new Method[2], cold = new Method[2];
        String[] jars = {a[2], a[3]};
        for (int v = 0; v < 2; v++) {
            URL probe = SideBySide.class.getProtectionDomain().getCodeSource().getLocation();
            URLClassLoader l = new URLClassLoader(new URL[] {probe, new File(jars[v]).toURI().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Thread.currentThread().setContextClassLoader(l);
            Class<?> c = l.loadClass("Probe");
            probes[v] = c.getConstructor(String.class).newInstance(game);
            play[v] = c.getMethod("playouts", long.class, int.class);
            copy[v] = c.getMethod("copies", int.class);
            cold[v] = c.getMethod("cold", int.class);
        }
        int n = Integer.parseInt(a[4]);
        long[][][] t = new long[3][2][rounds];
        long[] work = new long[2];
        long[] allWork = new long[2], allTime = new long[2];
        for (int w = 0; w < 20; w++) for (int v = 0; v < 2; v++) { play[v].invoke(probes[v], 1000L * w, n); copy[v].invoke(probes[v], 2); cold[v].invoke(probes[v], 2); }
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                int v = (r + k) % 2;
                long c0 = mx.getCurrentThreadCpuTime();
                work[v] = (Long) play[v].invoke(probes[v], 1_000_000L + r * 1000L, n);
                long c1 = mx.getCurrentThreadCpuTime();
                copy[v].invoke(probes[v], 20);
                long c2 = mx.getCurrentThreadCpuTime();
                cold[v].invoke(probes[v], 20);
                long c3 = mx.getCurrentThreadCpuTime();
                t[0][v][r] = c1 - c0; if (r > 0) { allWork[v] += work[v]; allTime[v] += c1 - c0; } t[1][v][r] = c2 - c1; t[2][v][r] = c3 - c2;
            }
        }
        String[] names = {"playouts", "copies", "cold choices"};
        for (int f = 0; f < 3; f++) {
            long[] o = t[f][0].clone(), nw = t[f][1].clone();
            Arrays.sort(o); Arrays.sort(nw);
            double mo = o[rounds / 2] / 1e6, mn = nw[rounds / 2] / 1e6;
            int newFaster = 0;
            for (int r = 0; r < rounds; r++) if (t[f][1][r] < t[f][0][r]) newFaster++;
            System.out.printf("%s %-13s old %8.2f ms  new %8.2f ms  new/old %.3f  (new faster in %d of %d paired slices)%n",
                    game, names[f], mo, mn, mn / mo, newFaster, rounds);
        }
        System.out.printf("%s playouts per choice applied: old %.0f ns, new %.0f ns, new/old %.3f%n", game, (double) allTime[0] / allWork[0], (double) allTime[1] / allWork[1], ((double) allTime[1] / allWork[1]) / ((double) allTime[0] / allWork[0]));
        System.out.printf("%s same games played: %s (choices applied old %d, new %d in the last slice)%n", game, work[0] == work[1], work[0], work[1]);
    }
}
