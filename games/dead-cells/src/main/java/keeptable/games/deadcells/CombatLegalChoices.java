package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;

import java.util.List;
import keeptable.games.deadcells.content.Content;

/** The legal choices of the Combat decisions: playing a card, Timed Equipment, targets, Skills and Loot. */
final class CombatLegalChoices {
    private CombatLegalChoices() {
    }

    /** The cards in the hand of the Beheaded to play (each with each Round it may announce), and passing. */
    static void play(DcPosition s, List<DcChoice> out) {
        int p = s.about;
        for (int i = 0; i < s.handN[p]; i++) {
            int k = s.hand[p][i];
            Card card = s.c.cards.get(k);
            if ((s.biomeCurses & CURSE_SILENCE) != 0) {
                out.add(ChoicePool.play(k, 0));
                continue;
            }
            for (int r = 1; r <= 3; r++) {
                if (card.byRound()[r] != null) {
                    out.add(ChoicePool.play(k, r));
                }
            }
        }
        if (eligible(s, p) && s.passer < 0) {
            out.add(ChoicePool.PASS);
        }
    }

    /** In 4-player games one non-First Player passes; at a Boss, one who has not passed yet this cycle. */
    static boolean eligible(DcPosition s, int p) {
        return s.n == 4 && p != s.first && !s.dead[p] && (s.boss < 0 || (s.passers & 1 << p) == 0);
    }

    /** A Combat Round's decisions: a Timed item or none, an Enemy target, who takes a hit, a Skill, the Loot. */
    static void combat(DcPosition s, List<DcChoice> out) {
        Content c = s.c;
        switch (s.pending) {
            case Pending.TIMED -> {
                int seat = s.about;
                Act line = cardAct(s, seat, s.item, s.round);
                boolean frozenNow = s.item == 0 && (s.frozen[seat] & 1 << s.round) != 0;
                if (!frozenNow) {
                    for (int i = 0; i < s.slot[seat].length; i++) {
                        int q = s.slot[seat][i];
                        if (q < 0 || (s.timedUsed & 1 << (seat * 4 + i)) != 0) {
                            continue;
                        }
                        Equip e = c.equipment.get(q);
                        if (e.round() == s.round && (e.kind() == E_ADD || e.kind() == E_INSTEAD && line != null)) {
                            out.add(ChoicePool.useTimed(i));
                        }
                    }
                }
                out.add(ChoicePool.DONE);
            }
            case Pending.ENEMY -> {
                for (int sp = 0; sp < SPACES; sp++) {
                    if ((s.allowed & 1 << sp) != 0) {
                        out.add(ChoicePool.targetEnemy(sp));
                    }
                }
            }
            case Pending.BEHEADED -> targets(s, out);
            case Pending.SKILL -> {
                int seat = s.about;
                Beheaded b = c.beheaded.get(s.who[seat]);
                if ((s.skillUsed[seat] & 1) == 0) {
                    out.add(ChoicePool.OWN_SKILL);
                }
                for (int col = 0; col < 3; col++) {
                    Step[] t = b.tracks()[col];
                    for (int i = 0; i < s.scroll[seat][col] && i < t.length; i++) {
                        if (t[i].kind() == ST_SKILL && (s.skillUsed[seat] & 1 << (1 + col * 8 + i)) == 0) {
                            out.add(ChoicePool.trackSkill(col, i));
                        }
                    }
                }
                for (int i = 0; i < s.slot[seat].length; i++) {
                    int q = s.slot[seat][i];
                    if (q >= 0 && c.equipment.get(q).kind() == E_SKILL) {
                        out.add(ChoicePool.equipmentSkill(i));
                    }
                }
                out.add(ChoicePool.DONE);
            }
            case Pending.LOOT -> {
                if (s.lootTeeth > 0) {
                    out.add(ChoicePool.lootGain(TEETH));
                }
                if (s.lootCells > 0) {
                    out.add(ChoicePool.lootGain(CELL));
                }
                if (s.lootPotions > 0) {
                    out.add(ChoicePool.lootGain(POTION));
                }
                for (int col = 0; col < 4; col++) {
                    if (s.lootScroll[col] > 0) {
                        out.add(ChoicePool.lootScroll(col));
                    }
                }
                if (s.lootEquipN > 0) {
                    out.add(ChoicePool.lootGain(EQUIPMENT));
                }
                if (s.lootBlueN > 0) {
                    out.add(ChoicePool.lootGain(BLUEPRINT));
                }
                if (s.potions > 0 && s.constraint != 3) {
                    for (int p = 0; p < s.n; p++) {
                        if (s.involved[p] && !s.dead[p] && s.damage[p] > 0) {
                            out.add(ChoicePool.drinkPotion(p));
                        }
                    }
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    /**
     * Who the Group may choose to take an Enemy's action: each Beheaded in the Combat not chosen yet for it and, for
     * Damage, each Companion of a living Beheaded in the Combat (a dead Beheaded's board is out of the fight).
     */
    static void targets(DcPosition s, List<DcChoice> out) {
        Act a = s.c.acts.get(s.item);
        for (int p = 0; p < s.n; p++) {
            if (!s.involved[p] || s.dead[p]) {
                continue;
            }
            if ((s.taken & 1 << p) == 0) {
                out.add(ChoicePool.targetBeheaded(p));
            }
            if (a.type() == DAMAGE) {
                for (int i = 0; i < s.slot[p].length; i++) {
                    int q = s.slot[p][i];
                    if (q >= 0 && s.c.equipment.get(q).kind() == E_COMPANION && (s.taken & 1 << (4 + p * 4 + i)) == 0) {
                        out.add(ChoicePool.targetCompanion(p, i));
                    }
                }
            }
        }
    }
}
