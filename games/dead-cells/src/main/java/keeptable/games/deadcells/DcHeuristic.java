package keeptable.games.deadcells;

import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.Pick;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.Target;
import keeptable.games.deadcells.content.Content;

/**
 * The group's rule-of-thumb bot: hit the weakest Enemy in range, send Enemy blows to the healthiest Beheaded,
 * heal and give to the most hurt, play cards with damage, loot Cells and Scrolls, buy Upgrades before the Well.
 */
final class DcHeuristic extends HeuristicAgent {

    @Override
    protected double score(State state, Choice choice, Rng rng) {
        DcPosition s = (DcPosition) state;
        Content c = s.c;
        return switch (choice) {
            case Target t when t.who() < 10 -> 10 - (Board.health(s, t.who()) - s.enemyDamage[t.who()]);
            case Target t when t.who() < 20 -> s.maxHealth[t.who() - 10] - s.damage[t.who() - 10] + s.shields[t.who() - 10] * 2;
            case Target t -> 5;
            case Give g when s.pending == Pending.GIVE && s.about == DcPosition.W_WOUND -> s.maxHealth[g.seat()] - s.damage[g.seat()];
            case Give g when g.seat() < s.n -> s.damage[g.seat()] - 0.1 * g.seat() + (s.pending == Pending.HEALER ? 1 : 0);
            case Play p -> {
                double v = 0;
                Content.Card card = c.cards.get(p.card());
                for (int r = 1; r <= 3; r++) {
                    Content.Act a = card.byRound()[r];
                    if (a != null) {
                        v += a.type() == Content.DAMAGE ? 2 * a.n() : a.type() == Content.SHIELD ? 1.2 : 1;
                    }
                }
                yield v;
            }
            case Pass p -> 0.5;
            case Pick p when s.pending == Pending.LOOT -> p.option() == 1 ? 5 : p.option() >= 3 && p.option() <= 6 ? 4
                    : p.option() >= 10 ? 6 : 2;
            case Pick p when s.pending == Pending.START -> tier(c, p.option());
            case Move m -> move(s, m, rng);
            case Pick p when s.pending == Pending.END -> p.option() >= ChoicePool.REASSIGN ? 0 : p.option() == ChoicePool.WELL ? 1 : 3;
            case Pick p when s.pending == Pending.EQUIP -> p.option() == -2 ? 3 : p.option() == -1 ? 1 : 0;
            case Pick p when s.pending == Pending.TIMED -> p.option() >= 0 ? 2 : 0;
            case Pick p when s.pending == Pending.SKILL -> 2;
            case Pick p when s.pending == Pending.MERCHANT || s.pending == Pending.IB_MERCHANT
                    || s.pending == Pending.COLLECTOR -> 2;
            case Done d when s.pending == Pending.SKILL -> 0;
            case Done d -> 1;
            default -> rng.nextDouble();
        };
    }

    /** How many Bosses lie behind a Biome's exits: 0 for the Prisoners' Quarters, up to 3 before the Hand of the King. */
    static int tier(Content c, int biome) {
        int t = 0;
        for (int x : c.biomes.get(biome).exitTo()) {
            if (x != Integer.MIN_VALUE && x < 0) {
                t = Math.max(t, -x);
            }
        }
        return t;
    }

    /**
     * The Group heads for the nearest exit: every tile on the way is a flip of chance and fights cost more than
     * their Loot brings (simulated: 28% of fresh Runs won against 22% taking the longest way, 25% moving at random).
     */
    private static double move(DcPosition s, Move m, Rng rng) {
        Content.Biome b = s.c.biomes.get(s.biome);
        return -stepsToExit(b, b.corridors()[m.corridor()].to()) + 0.1 * rng.nextDouble();
    }

    /** The fewest corridors from a space to an exit (Runes and Checks aside). */
    static int stepsToExit(Content.Biome b, int from) {
        int[] dist = new int[b.spaces().length];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[dist.length];
        int head = 0, tail = 0;
        queue[tail++] = from;
        dist[from] = 0;
        while (head < tail) {
            int sp = queue[head++];
            if (b.exitTo()[sp] != Integer.MIN_VALUE) {
                return dist[sp];
            }
            for (Content.Corridor k : b.corridors()) {
                if (k.from() == sp && dist[k.to()] < 0) {
                    dist[k.to()] = dist[sp] + 1;
                    queue[tail++] = k.to();
                }
            }
        }
        return 0;
    }

    /** Estimated chance the group wins from here: health left and how far the Run has got. */
    static double[] evaluate(State state) {
        DcPosition s = (DcPosition) state;
        double health = 0;
        for (int p = 0; p < s.n; p++) {
            health += s.dead[p] ? 0 : (double) (s.maxHealth[p] - s.damage[p]) / s.maxHealth[p];
        }
        double v = 0.1 * s.biomesDone + 0.2 * health / s.n + (s.won ? 1 : 0);
        double[] out = new double[s.seats()];
        java.util.Arrays.fill(out, Math.min(1, v));
        return out;
    }
}
