package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.games.downamongthedead.content.Kind;

/**
 * What may be done in the Combat Phase (5.0-5.4): each counter's attacks on adjacent enemies and
 * its activated ability ({@link AbilityTargets}) while it has not acted, and the reaction or
 * follow-up open in a round (cancel, re-roll, advance, berserker rage, chain lightning, placing a
 * summoned elemental). Queries only: {@link CombatRules} plays them.
 */
final class CombatChoices {
    private CombatChoices() {
    }

    static void choices(DadPosition s, List<DadChoice> out) {
        switch (s.reaction) {
            case DadPosition.CANCEL -> {
                int maa = s.kind(s.attacker) == Kind.MAN_AT_ARMS ? s.attacker : s.defender;
                out.add(new DadChoice.CancelBonus(maa, maa == s.attacker ? s.defender : s.attacker));
                out.add(new DadChoice.Decline(DadChoice.CANCEL));
            }
            case DadPosition.REROLL -> {
                int kn = knightToReroll(s);
                out.add(new DadChoice.Reroll(kn, kn == s.attacker ? s.attackerDie : s.defenderDie));
                out.add(new DadChoice.Decline(DadChoice.REROLL));
            }
            case DadPosition.ADVANCE -> {
                out.add(new DadChoice.Advance(s.advancer, s.advanceTo));
                out.add(new DadChoice.Decline(DadChoice.ADVANCE));
            }
            case DadPosition.BERSERK -> {
                int w = warrior(s);
                for (int sq : s.map.adjacent[s.pos[w]]) {
                    int j = s.at(sq);
                    if (j >= 0 && s.alive(j) && s.enemies(j, w)) {
                        out.add(new DadChoice.Berserk(w, j, sq));
                    }
                }
                out.add(new DadChoice.Decline(DadChoice.BERSERK));
            }
            case DadPosition.CHAIN -> {
                for (int sq : s.map.adjacent[s.defenderSquare]) {
                    int j = s.at(sq);
                    if (AbilityTargets.chainable(s, j)) {
                        out.add(new DadChoice.ChainTo(j, sq));
                    }
                }
            }
            case DadPosition.ELEMENTAL -> {
                int su = s.roster.first(Kind.SUMMONER);
                for (int sq : s.map.adjacent[s.pos[su]]) {
                    if (s.board[sq] == 0) {
                        out.add(new DadChoice.PlaceElemental(s.defender, sq));
                    }
                }
            }
            default -> {
                activities(s, s.mover, out);
                out.add(new DadChoice.EndPhase());
            }
        }
    }

    /** Whether any counter of the seat can still attack or use an ability this phase. */
    static boolean canAct(DadPosition s, int seat, List<DadChoice> scratch) {
        for (int i = 0; i < s.roster.size(); i++) {
            if (!s.alive(i) || s.owner[i] != seat || (s.acted >>> i & 1) != 0) {
                continue;
            }
            for (int sq : s.map.adjacent[s.pos[i]]) {
                int j = s.at(sq);
                if (j >= 0 && s.alive(j) && s.enemies(i, j)) {
                    return true;
                }
            }
            if (s.hasAbilities(i) && s.kind(i).ordinal() <= Kind.SUMMONER.ordinal()) {
                scratch.clear();
                AbilityTargets.abilities(s, i, scratch);
                if (!scratch.isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    static void activities(DadPosition s, int seat, List<DadChoice> out) {
        for (int i = 0; i < s.roster.size(); i++) {
            if (!s.alive(i) || s.owner[i] != seat || (s.acted >>> i & 1) != 0) {
                continue;
            }
            int at = s.pos[i];
            for (int sq : s.map.adjacent[at]) {
                int j = s.at(sq);
                if (j >= 0 && s.alive(j) && s.enemies(i, j)) {
                    out.add(new DadChoice.Attack(i, at, j, sq));
                }
            }
            if (s.hasAbilities(i)) {
                AbilityTargets.abilities(s, i, out);
            }
        }
    }

    /** The Knight who may re-roll in the round being fought. */
    static int knightToReroll(DadPosition s) {
        return s.kind(s.attacker) == Kind.KNIGHT && s.hasAbilities(s.attacker) ? s.attacker : s.defender;
    }

    /** The Warrior (an adventurer) in the round being fought. */
    static int warrior(DadPosition s) {
        boolean attacking = s.kind(s.attacker) == Kind.WARRIOR && s.owner[s.attacker] == DadPosition.ADVENTURERS;
        return attacking ? s.attacker : s.defender;
    }
}
