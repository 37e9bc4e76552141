package keeptable.lab;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Running totals, per kind of choice and seat, of decisions made with that kind, decisions that offered it and
 * choices of it offered, in whole numbers (merged in any order to the same sums). See docs/lab.md, "Action
 * frequencies".
 */
public final class ActionFrequencies implements Serializable {
    private final int seats;
    /** Per kind: per seat, chosen, offeredAt, offered. */
    final TreeMap<String, long[]> kinds = new TreeMap<>();
    /** Per kind: the title of the rules aid's section that explains it. */
    final TreeMap<String, String> rules = new TreeMap<>();

    public ActionFrequencies(int seats) {
        this.seats = seats;
    }

    public void add(GameStats g) {
        for (GameStats.KindCount k : g.actions()) {
            long[] t = kinds.computeIfAbsent(k.kind(), x -> new long[seats * 3]);
            t[k.seat() * 3] += k.chosen();
            t[k.seat() * 3 + 1] += k.offeredAt();
            t[k.seat() * 3 + 2] += k.offered();
            if (k.rules() != null) {
                rules.putIfAbsent(k.kind(), k.rules());
            }
        }
    }

    public void merge(ActionFrequencies o) {
        o.kinds.forEach((k, v) -> {
            long[] t = kinds.computeIfAbsent(k, x -> new long[v.length]);
            for (int i = 0; i < v.length; i++) {
                t[i] += v[i];
            }
        });
        o.rules.forEach(rules::putIfAbsent);
    }

    /** Every kind, most often chosen first; empty when no choice was counted. */
    public List<Kind> summary() {
        long[] decisions = new long[seats];
        long[] offered = new long[seats];
        for (long[] t : kinds.values()) {
            for (int s = 0; s < seats; s++) {
                decisions[s] += t[s * 3];
                offered[s] += t[s * 3 + 2];
            }
        }
        long allDecisions = Arrays.stream(decisions).sum();
        long allOffered = Arrays.stream(offered).sum();
        List<Kind> out = new ArrayList<>();
        for (Map.Entry<String, long[]> e : kinds.entrySet()) {
            long[] t = e.getValue();
            List<Seat> bySeat = new ArrayList<>();
            long chosen = 0;
            long at = 0;
            long of = 0;
            for (int s = 0; s < seats; s++) {
                bySeat.add(seat(s, t[s * 3], t[s * 3 + 1], t[s * 3 + 2], decisions[s], offered[s]));
                chosen += t[s * 3];
                at += t[s * 3 + 1];
                of += t[s * 3 + 2];
            }
            out.add(new Kind(e.getKey(), rules.get(e.getKey()), seat(-1, chosen, at, of, allDecisions, allOffered),
                    bySeat));
        }
        out.sort((a, b) -> a.all().chosen() != b.all().chosen() ? Long.compare(b.all().chosen(), a.all().chosen())
                : a.kind().compareTo(b.kind()));
        return out;
    }

    private static Seat seat(int seat, long chosen, long at, long of, long decisions, long offered) {
        return new Seat(seat, chosen, at, of, Stats.share(chosen, decisions), Stats.share(of, offered),
                Stats.share(chosen, at));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ActionFrequencies a) || a.seats != seats || !a.kinds.keySet().equals(kinds.keySet())
                || !a.rules.equals(rules)) {
            return false;
        }
        for (String k : kinds.keySet()) {
            if (!Arrays.equals(kinds.get(k), a.kinds.get(k))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return kinds.keySet().hashCode();
    }

    /**
     * One kind of choice: all seats together ({@code all}, seat -1) and each seat.
     *
     * @param kind  the kind in the table's words
     * @param rules the rules aid's section that explains it, or null
     */
    public record Kind(String kind, String rules, Seat all, List<Seat> seats) {
    }

    /**
     * One seat's (or all seats') use of a kind.
     *
     * @param chosen           decisions made with a choice of this kind
     * @param offeredAt        decisions that offered one or more choices of this kind
     * @param offered          choices of this kind offered, summed over decisions
     * @param ofDecisions      chosen / the seat's decisions
     * @param ofOffered        offered / all choices offered to the seat
     * @param takenWhenOffered chosen / offeredAt
     */
    public record Seat(int seat, long chosen, long offeredAt, long offered, double ofDecisions, double ofOffered,
                       double takenWhenOffered) {
    }
}
