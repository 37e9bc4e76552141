package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Who each activated special ability may reach: the Vampire Master's mind control and the
 * Paladin's banish (range 2, walls ignored), the Summoner's free square, the Assassin's thrown
 * daggers (4 squares, one friend in the way at most), the Monk's divine fire (2 squares, walls
 * block, minions immune), the Mage's spells (5 squares, only walls block) and where chain
 * lightning may leap. Queries only: nothing here changes the state.
 */
final class AbilityTargets {

    private static final ThreadLocal<int[]> CROSSED = ThreadLocal.withInitial(() -> new int[64]);

    private AbilityTargets() {
    }

    /** The ability choices counter i has from where it stands, with the uses it has left. */
    static void abilities(DadPosition s, int i, List<DadChoice> out) {
        int at = s.pos[i];
        switch (s.kind(i)) {
            case VAMPIRE_MASTER -> {
                if (!s.mindControlUsed) {
                    for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
                        if (s.alive(k) && s.enemies(i, k) && k != Kind.PALADIN.ordinal() && k != Kind.MONK.ordinal()
                                && GameMap.range(at, s.pos[k]) <= 2) {
                            out.add(new DadChoice.UseAbility(i, DadChoice.MIND_CONTROL, k, s.pos[k]));
                        }
                    }
                }
            }
            case SUMMONER -> {
                if (!s.summoned) {
                    for (int sq : s.map.adjacent[at]) {
                        if (s.board[sq] == 0) {
                            out.add(new DadChoice.UseAbility(i, DadChoice.SUMMON, -1, -1));
                            break;
                        }
                    }
                }
            }
            case PALADIN -> {
                for (int j = 0; j < s.roster.size(); j++) {
                    if (s.alive(j) && s.enemies(i, j) && s.kind(j).banishable() && GameMap.range(at, s.pos[j]) <= 2) {
                        out.add(new DadChoice.UseAbility(i, DadChoice.BANISH, j, s.pos[j]));
                    }
                }
            }
            case ASSASSIN -> {
                for (int j = 0; j < s.roster.size(); j++) {
                    if (s.alive(j) && s.enemies(i, j) && GameMap.range(at, s.pos[j]) <= 4
                            && daggerSight(s, i, at, s.pos[j])) {
                        out.add(new DadChoice.UseAbility(i, DadChoice.DAGGERS, j, s.pos[j]));
                    }
                }
            }
            case MONK -> {
                if (s.divineFires < 2 && fireTargets(s, i) > 0) {
                    out.add(new DadChoice.UseAbility(i, DadChoice.DIVINE_FIRE, -1, -1));
                }
            }
            case MAGE -> {
                if (s.spell >= 0) {
                    for (int j = 0; j < s.roster.size(); j++) {
                        if (s.alive(j) && s.enemies(i, j) && GameMap.range(at, s.pos[j]) <= 5
                                && Sight.clearOfWalls(s.map, at, s.pos[j])) {
                            out.add(new DadChoice.UseAbility(i, DadChoice.SPELL, j, s.pos[j]));
                        }
                    }
                }
            }
            default -> {
            }
        }
    }

    /**
     * Thrown daggers fly along the line of sight: no wall may touch it, no living enemy counter may
     * stand across it, and it passes through at most one living friendly counter. The dead block
     * nothing.
     */
    static boolean daggerSight(DadPosition s, int assassin, int from, int to) {
        if (!Sight.clearOfWalls(s.map, from, to)) {
            return false;
        }
        int[] crossed = CROSSED.get();
        int n = Sight.crossed(from, to, s.board, crossed);
        int friends = 0;
        for (int k = 0; k < n; k++) {
            int j = s.at(crossed[k]);
            if (!s.alive(j)) {
                continue;
            }
            if (s.enemies(j, assassin)) {
                return false;
            }
            if (++friends > 1) {
                return false;
            }
        }
        return true;
    }

    /** Enemies the Monk's divine fire would wound: within 2 squares, walls blocking, minions immune. */
    static int fireTargets(DadPosition s, int monk) {
        int n = 0;
        for (int j = 0; j < s.roster.size(); j++) {
            if (fireTarget(s, monk, j)) {
                n++;
            }
        }
        return n;
    }

    static boolean fireTarget(DadPosition s, int monk, int j) {
        return s.alive(j) && s.enemies(monk, j) && s.kind(j) != Kind.MINION
                && GameMap.range(s.pos[monk], s.pos[j]) <= 2 && Sight.clearOfWalls(s.map, s.pos[monk], s.pos[j]);
    }

    static boolean chainable(DadPosition s, int j) {
        return j >= 0 && s.alive(j) && s.enemies(j, Kind.MAGE.ordinal()) && (s.struck >>> j & 1) == 0;
    }
}
