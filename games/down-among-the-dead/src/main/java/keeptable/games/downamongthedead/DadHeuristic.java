package keeptable.games.downamongthedead;

import java.util.function.ToDoubleFunction;
import keeptable.engine.Rng;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * A bot for either side. Adventurers head for the nearest spawning square or the boss, monsters for
 * the nearest adventurer; each fights where its odds are good, uses its abilities on the most
 * valuable target in reach, drinks potions when wounded or about to fight, and takes every
 * reaction that helps.
 */
final class DadHeuristic extends HeuristicAgent<DadState, DadChoice> {
    private static final double[] PICK = {8, 6, 3, 7, 5, 4, 5, 3};

    /** Work shared by every choice of one decision. */
    private static final class Plan {
        final DadState s;
        final int seat;
        final int[] goals;
        int goalCount;

        Plan(DadState s) {
            this.s = s;
            this.seat = s.toMove();
            this.goals = new int[s.roster.size() + 8];
            if (s.phase == DadState.MOVE || s.phase == DadState.PLACE || s.phase == DadState.COMBAT
                    || s.phase == DadState.SACRIFICE) {
                int foes = seat == DadState.ADVENTURERS ? DadState.MONSTERS : DadState.ADVENTURERS;
                if (seat == DadState.ADVENTURERS && !s.variant.noSpawns()) {
                    for (int i = 0; i < s.map.spawns.length; i++) {
                        if ((s.destroyed >>> i & 1) == 0) {
                            goals[goalCount++] = s.map.spawns[i];
                        }
                    }
                    if (s.pos[s.boss()] >= 0) {
                        goals[goalCount++] = s.pos[s.boss()];
                    }
                } else {
                    for (int i = 0; i < s.roster.size(); i++) {
                        if (s.alive(i) && s.owner[i] == foes) {
                            goals[goalCount++] = s.pos[i];
                        }
                    }
                }
            }
        }

        int distance(int sq) {
            int best = 99;
            for (int g = 0; g < goalCount; g++) {
                best = Math.min(best, s.map.distance(sq, goals[g]));
            }
            return best;
        }
    }

    @Override
    protected ToDoubleFunction<DadChoice> scorer(DadState state, Rng rng) {
        Plan plan = new Plan(state);
        return c -> score(plan, c);
    }

    @Override
    protected double score(DadState state, DadChoice choice, Rng rng) {
        return score(new Plan(state), choice);
    }

    static double value(DadState s, int i) {
        double v = s.bonus(i) + 3 + 1.5 * (s.hitPoints(i) - s.wounds[i]);
        if (i == s.boss() && !s.variant.noSpawns()) {
            v += 12;
        }
        return Math.max(0.5, v);
    }

    /** Chance that a total of d6+a beats d6+b, ties re-rolled. */
    static double odds(int a, int b) {
        int win = 0;
        int lose = 0;
        for (int x = 1; x <= 6; x++) {
            for (int y = 1; y <= 6; y++) {
                if (x + a > y + b) {
                    win++;
                } else if (x + a < y + b) {
                    lose++;
                }
            }
        }
        return win + lose == 0 ? 0.5 : (double) win / (win + lose);
    }

    private static double score(Plan p, DadChoice choice) {
        DadState s = p.s;
        return switch (choice) {
            case DadChoice.PickCharacter pc -> PICK[pc.kind()];
            case DadChoice.StockItem it -> (it.item() == Content.HEAL ? 3 : it.item() == Content.STRENGTH ? 2.5 : 1)
                    - s.itemCount(it.counter()) + 0.1 * s.content.hitPoints[it.counter()];
            case DadChoice.StockDone d -> -10;
            case DadChoice.Memorize m -> m.spell() == Content.COMBUSTION ? 2 : m.spell() == Content.CHAIN ? 1.5 : 1;
            case DadChoice.Place pl -> -p.distance(pl.square());
            case DadChoice.RollSpawns r -> 0;
            case DadChoice.SummonDemon d -> s.content.sacrifices[d.option()][0] == 0 ? 2 : -1;
            case DadChoice.Sacrifice x -> p.distance(x.square());
            case DadChoice.UseItem u -> switch (u.item()) {
                case Content.HEAL -> 5;
                case Content.STRENGTH -> MoveChoices.hindered(s, u.target(), s.pos[u.target()]) ? 3 : -1;
                default -> 6;
            };
            case DadChoice.GiveItem g -> -2;
            case DadChoice.TakeItem t -> 1;
            case DadChoice.Step st -> {
                if (st.counter() == s.boss() && !s.variant.noSpawns()) {
                    // the boss keeps out of reach and lets his creatures fight
                    int gain = p.distance(st.to()) - p.distance(st.from());
                    yield gain > 0 && p.distance(st.from()) <= 6 ? gain : -2;
                }
                int gain = p.distance(st.from()) - p.distance(st.to());
                boolean holding = s.moving < 0 && MoveChoices.hindered(s, st.counter(), st.from());
                yield gain > 0 ? (holding ? gain - 1.5 : gain) : -2;
            }
            case DadChoice.Stop st -> 0;
            case DadChoice.EndPhase e -> s.phase == DadState.MOVE ? -1 : 0;
            case DadChoice.Attack a -> attack(s, a.counter(), a.target());
            case DadChoice.UseAbility u -> ability(s, u);
            case DadChoice.CancelBonus cb -> s.ownBonus(cb.target()) > 0 ? 1 : -1;
            case DadChoice.Reroll r -> 1;
            case DadChoice.Berserk b -> attack(s, b.counter(), b.target()) + 0.5;
            case DadChoice.Advance a -> s.toMove() == DadState.ADVENTURERS
                    ? (p.distance(a.to()) < p.distance(s.pos[a.counter()]) ? 1 : -0.5) : 0.5;
            case DadChoice.Decline d -> 0;
            case DadChoice.ChainTo ch -> value(s, ch.target());
            case DadChoice.PlaceElemental pe -> -p.distance(pe.square());
        };
    }

    private static double attack(DadState s, int i, int j) {
        double win = odds(s.bonus(i), s.bonus(j));
        return win * value(s, j) - (1 - win) * 0.6 * value(s, i);
    }

    private static double ability(DadState s, DadChoice.UseAbility u) {
        int i = u.counter();
        int t = u.target();
        return switch (u.ability()) {
            case DadChoice.MIND_CONTROL -> 1 + value(s, t) / 3;
            case DadChoice.SUMMON -> 2;
            case DadChoice.BANISH -> 0.5 * value(s, t) + 0.5;
            case DadChoice.DAGGERS -> odds(s.bonus(i), s.bonus(t)) * value(s, t) + 0.2;
            case DadChoice.DIVINE_FIRE -> {
                double v = 0;
                for (int j = 0; j < s.roster.size(); j++) {
                    if (AbilityTargets.fireTarget(s, i, j)) {
                        v += value(s, j);
                    }
                }
                yield v * 0.6 - 1;
            }
            default -> odds(s.content.arcane[Kind.MAGE.ordinal()] + s.content.spellBonus[s.spell], s.bonus(t))
                    * value(s, t)
                    + 0.3 + (GameMap.range(s.pos[i], s.pos[t]) > 1 ? 0.2 : 0);
        };
    }
}
