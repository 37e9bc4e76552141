package keeptable.games.deadcells;

import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.DcChoice.Buy;
import keeptable.games.deadcells.DcChoice.BuyUpgrade;
import keeptable.games.deadcells.DcChoice.CardTo;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.DrinkPotion;
import keeptable.games.deadcells.DcChoice.Equip;
import keeptable.games.deadcells.DcChoice.EquipInstead;
import keeptable.games.deadcells.DcChoice.EquipmentSkill;
import keeptable.games.deadcells.DcChoice.FeedWell;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.LeaveEquipment;
import keeptable.games.deadcells.DcChoice.LootGain;
import keeptable.games.deadcells.DcChoice.LootScroll;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.OwnSkill;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.PlaceBack;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.StartIn;
import keeptable.games.deadcells.DcChoice.TargetBeheaded;
import keeptable.games.deadcells.DcChoice.TargetCompanion;
import keeptable.games.deadcells.DcChoice.TargetEnemy;
import keeptable.games.deadcells.DcChoice.TrackSkill;
import keeptable.games.deadcells.DcChoice.UseTimed;

/**
 * The group's rule-of-thumb bot: hit the weakest Enemy in range, send Enemy blows to the healthiest Beheaded,
 * heal and give to the most hurt, play cards with damage, loot Cells and Scrolls, buy Upgrades before the Well.
 */
final class DcHeuristic extends HeuristicAgent<DcState, DcChoice> {

    @Override
    protected double score(DcState s, DcChoice choice, Rng rng) {
        Content c = s.c;
        return switch (choice) {
            case TargetEnemy t -> 10 - (Board.health(s, t.space()) - s.enemyDamage[t.space()]);
            case TargetBeheaded t -> s.maxHealth[t.seat()] - s.damage[t.seat()] + s.shields[t.seat()] * 2;
            case TargetCompanion t -> 5;
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
            case LootGain l -> l.kind() == Content.CELL ? 5 : 2;
            case LootScroll l -> 4;
            case DrinkPotion d -> 6;
            case StartIn b -> tier(c, b.biome());
            case Move m -> move(s, m, rng);
            case CardTo m when s.pending == Pending.END -> 0;
            case PlaceBack p -> 0;
            case FeedWell w -> 1;
            case BuyUpgrade b -> 3;
            case Equip e -> 3;
            case LeaveEquipment e -> 1;
            case EquipInstead e -> 0;
            case UseTimed u -> 2;
            case OwnSkill o -> 2;
            case TrackSkill t -> 2;
            case EquipmentSkill e -> 2;
            case Buy b -> 2;
            case Done d when s.pending == Pending.SKILL || s.pending == Pending.TIMED -> 0;
            case Done d when s.pending == Pending.PURGE -> rng.nextDouble();
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
