package keeptable.games.deadkeep;

import keeptable.engine.agent.GameEvaluator;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Weapon;

/**
 * Judges a Quest in progress for every seat alike, as a chance to win: a logistic model of what decides a Quest.
 * The Boss' life left across its Stage cards (Doom adds Stage cards while it sleeps), the party's health and its
 * most wounded member, KOs and Health Potions, Rounds left before the Quest's limit, how far the
 * party stands from its next goal, the Attacks waiting for it and its weapons' power against the Boss.
 *
 * <p>The weights were fitted by logistic regression (docs/bots.md) on 37,000 positions sampled from 3,000 tutorial
 * Quests of heuristic parties that played a random choice now and then, against whether the Quest was won. Health
 * Potions are not in the tutorial, so their weight is set by hand (a potion is worth a little under half of a KO).
 * The old judgement (Objectives, health, KOs) valued a healthy party over a closed Quest: parties it guided fought
 * on for the full 20 Rounds, and it saw no difference between an untouched Boss and one about to fall.
 */
final class DkEvaluator extends GameEvaluator<DkState> {
    private static final double BIAS = -1.92;
    /** Per Boss life left (its Wounds, plus one life per Stage card under it). */
    private static final double BOSS_LIVES = -1.29;
    /** Mean share of health left, KO'ed Adventurers counted as none. */
    private static final double HEALTH = 1.08;
    /** Wounds the most wounded standing Adventurer can still take, in tens. */
    private static final double WEAKEST = 0.76;
    /** Each KO'ed Adventurer. */
    private static final double KO = -0.5;
    private static final double POTION = 0.2;
    /** Share of the Quest's Rounds still to play. */
    private static final double ROUNDS_LEFT = 1.17;
    /** Mean distance (in tens of Zones, at most 10) from a standing Adventurer to the nearest goal. */
    private static final double GOAL_DISTANCE = -0.33;
    /** Per standing Adventurer: the Wounds its Zone may deal in the next Enemy Phase, as a share of its health left. */
    private static final double THREAT = -0.44;
    /** Per standing Adventurer: expected hits of its best weapon line that gets through the Boss' Armor. */
    private static final double POWER = 0.24;

    @Override
    protected double[] estimate(DkState s) {
        double v = s.outcome() != null ? (s.outcome().winners().isEmpty() ? 0 : 1) : 1 / (1 + Math.exp(-score(s)));
        double[] out = new double[s.seats()];
        java.util.Arrays.fill(out, v);
        return out;
    }

    /** The model's log-odds that the party wins from here. */
    static double score(DkState s) {
        int bossWounds = s.stats(s.bossSlot).wounds();
        double bossLives = s.bossDead ? 0 : s.stageCount + 1 - s.enWounds[s.bossSlot] / (double) bossWounds;
        int bossArmor = s.stats(s.bossSlot).armor();
        int[] goal = DkHeuristic.goalDistances(s);
        int standing = 0;
        int kos = 0;
        int potions = 0;
        double health = 0;
        double weakest = 1;
        double distance = 0;
        double threat = 0;
        double power = 0;
        for (int a = 0; a < s.n; a++) {
            if (s.ko(a)) {
                kos++;
                continue;
            }
            standing++;
            potions += s.potions[a];
            int left = s.maxWounds(a) - s.wounds[a];
            health += left / (double) s.maxWounds(a);
            weakest = Math.min(weakest, left / 10.0);
            distance += Math.min(10, goal[s.zone[a]]) / 10.0;
            threat += Math.min(1, DkHeuristic.threat(s, s.zone[a]) / (double) Math.max(1, left));
            power += power(s, a, bossArmor);
        }
        double roundsLeft = s.quest.roundLimit() > 0
                ? (s.quest.roundLimit() - s.round) / (double) s.quest.roundLimit() : 1;
        return BIAS + BOSS_LIVES * bossLives + HEALTH * health / s.n + WEAKEST * weakest
                + KO * kos + POTION * potions + ROUNDS_LEFT * roundsLeft
                + GOAL_DISTANCE * (standing == 0 ? 1 : distance / standing) + THREAT * threat + POWER * power;
    }

    /** Expected hits of the Adventurer's best weapon line that wounds through {@code armor}. */
    private static double power(DkState s, int a, int armor) {
        double best = 0;
        for (int h = Slots.HAND0; h <= Slots.HAND1; h++) {
            int k = s.item(a, h);
            if (k >= 0 && s.c.equipment.get(k).weapon()) {
                Equipment e = s.c.equipment.get(k);
                for (Weapon w : e.lines()) {
                    if (w.penetration() >= armor) {
                        best = Math.max(best, w.dice() * (7 - w.accuracy()) / 6.0);
                    }
                }
            }
        }
        return best;
    }
}
