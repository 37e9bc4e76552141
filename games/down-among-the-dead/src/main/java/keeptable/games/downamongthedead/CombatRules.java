package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Combat Phase (5.0-5.4), played: one action per counter (an attack or an activated ability), combat
 * rounds of d6 plus bonuses with ties re-rolled, the reactions (Knight's re-roll, Man-at-Arms'
 * cancel, Warrior's berserker rage), the spells' effects and advance after combat. What may be
 * chosen is in {@link CombatChoices}; wounds and death are in {@link DeathRules}.
 */
final class CombatRules {

    private CombatRules() {
    }

    static void play(DadPosition s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.EndPhase e -> TurnRules.done(s, out);
            case DadChoice.Attack a -> {
                s.acted |= 1L << a.counter();
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(a.counter()) + " attacks the " + s.name(a.target()),
                            "5.1"));
                }
                startRound(s, DadPosition.MELEE, a.counter(), a.target(), out);
            }
            case DadChoice.UseAbility u -> {
                s.acted |= 1L << u.counter();
                s.count(Tally.ABILITY + u.ability(), s.owner[u.counter()]);
                ability(s, u, out);
            }
            case DadChoice.CancelBonus cb -> {
                s.cancelUsed |= 1L << cb.counter();
                s.count(Tally.CANCEL, DadPosition.ADVENTURERS);
                if (cb.target() == s.attacker) {
                    s.attackerBonusCancelled = true;
                } else {
                    s.defenderBonusCancelled = true;
                }
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The Man-at-Arms denies the " + s.name(cb.target())
                            + " its combat bonus", "The Man-At-Arms Special Ability"));
                }
                roll(s, out);
            }
            case DadChoice.Reroll r -> {
                s.rerollUsed |= 1L << r.counter();
                s.count(Tally.REROLL, DadPosition.ADVENTURERS);
                int die = s.d6();
                if (r.counter() == s.attacker) {
                    s.attackerDie = die;
                } else {
                    s.defenderDie = die;
                }
                if (out.enabled()) {
                    out.emit(new DadEvent.Rolled(DadPosition.ADVENTURERS, "d6", die, "The Knight re-rolls his "
                            + r.die() + ": " + die, "The Knight Special Ability"));
                }
                resolve(s, out);
            }
            case DadChoice.Advance a -> {
                s.board[s.pos[a.counter()]] = 0;
                s.put(a.counter(), a.to());
                Spawning.destroySpawn(s, a.counter(), a.to(), out);
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.content.kindName(s.roster.kind(a.counter())) + " advances to "
                            + GameMap.name(a.to()), "5.4"));
                }
                berserkCheck(s, out);
            }
            case DadChoice.Berserk b -> {
                s.berserkUsed |= 1L << b.counter();
                s.count(Tally.BERSERK, DadPosition.ADVENTURERS);
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The Warrior flies into a berserker rage at the " + s.name(b.target()),
                            "The Warrior Special Ability"));
                }
                startRound(s, DadPosition.MELEE, b.counter(), b.target(), out);
            }
            case DadChoice.Decline d -> {
                switch (d.what()) {
                    case DadChoice.CANCEL -> roll(s, out);
                    // keeping the die spends nothing: the re-roll waits for a later round of the phase
                    case DadChoice.REROLL -> resolve(s, out);
                    case DadChoice.ADVANCE -> berserkCheck(s, out);
                    default -> {
                        s.berserkUsed |= 1L << CombatChoices.warrior(s);
                        TurnRules.endActivity(s, out);
                    }
                }
            }
            case DadChoice.ChainTo ch -> {
                s.spellPower--;
                s.struck |= 1L << ch.target();
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The chain lightning leaps to the " + s.name(ch.target()) + " (spell "
                            + signed(s.spellPower) + ")", "The Mage Special Ability"));
                }
                startRound(s, DadPosition.CHAINED, s.attacker, ch.target(), out);
            }
            case DadChoice.PlaceElemental pe -> {
                s.put(pe.counter(), pe.square());
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(pe.counter()) + " is summoned onto "
                            + GameMap.name(pe.square()), "The Summoner Special Ability"));
                }
                TurnRules.endActivity(s, out);
            }
            default -> throw new IllegalStateException("not a combat choice: " + choice);
        }
    }

    private static void ability(DadPosition s, DadChoice.UseAbility u, EventSink out) {
        int i = u.counter();
        int t = u.target();
        switch (u.ability()) {
            case DadChoice.MIND_CONTROL -> {
                s.mindControlUsed = true;
                int die = s.d6();
                boolean ok = die >= 5;
                if (ok) {
                    s.owner[t] = DadPosition.MONSTERS;
                }
                if (out.enabled()) {
                    rolled(out, DadPosition.MONSTERS, die, "Mind control on the " + s.name(t) + ": " + die
                            + (ok ? ", the " + s.name(t) + " now serves the monsters" : ", it fails"),
                            "The Vampire Master Special Ability");
                }
                TurnRules.endActivity(s, out);
            }
            case DadChoice.SUMMON -> {
                int die = s.d6();
                int kind = s.content.summonTable[die - 1];
                int e = kind < 0 ? -1 : s.spare(Kind.of(kind));
                if (out.enabled()) {
                    rolled(out, DadPosition.MONSTERS, die, "Summoning: " + die + (e < 0 ? ", nothing answers"
                            : ", a " + s.content.kindName(kind) + " answers"), "The Summoner Special Ability");
                }
                if (e < 0) {
                    TurnRules.endActivity(s, out);
                    return;
                }
                s.summoned = true;
                s.defender = e;
                s.reaction = DadPosition.ELEMENTAL;
                s.reactionSeat = DadPosition.MONSTERS;
            }
            case DadChoice.BANISH -> {
                int die = s.d6();
                boolean ok = die % 2 == 0;
                if (out.enabled()) {
                    rolled(out, DadPosition.ADVENTURERS, die, "Banish the " + s.name(t) + ": " + die
                            + (ok ? " (even), it is gone" : " (odd), the faith was not strong enough"),
                            "The Paladin Special Ability");
                }
                if (ok) {
                    s.count(Tally.KILLS, DadPosition.ADVENTURERS);
                    DeathRules.remove(s, t);
                }
                TurnRules.endActivity(s, out);
            }
            case DadChoice.DAGGERS -> {
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The Assassin throws daggers at the " + s.name(t),
                            "The Assassin Special Ability"));
                }
                startRound(s, DadPosition.DAGGER, i, t, out);
            }
            case DadChoice.DIVINE_FIRE -> {
                s.divineFires++;
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The Monk calls down divine fire (" + s.divineFires + " of 2)",
                            "The Monk Special Ability"));
                }
                for (int j = 0; j < s.roster.size(); j++) {
                    if (AbilityTargets.fireTarget(s, i, j)) {
                        DeathRules.wound(s, j, out);
                    }
                }
                TurnRules.endActivity(s, out);
            }
            default -> {
                s.spellPower = s.content.spellBonus[s.spell];
                s.struck = 1L << t;
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The Mage casts " + s.content.spellName[s.spell] + " at the "
                            + s.name(t),
                            "The Mage Special Ability"));
                }
                startRound(s, DadPosition.SPELLCAST, i, t, out);
            }
        }
    }

    // ---- a combat round ------------------------------------------------------------------------

    static void startRound(DadPosition s, int kind, int a, int d, EventSink out) {
        s.roundKind = kind;
        s.attacker = a;
        s.defender = d;
        s.defenderSquare = s.pos[d];
        s.attackerBonusCancelled = false;
        s.defenderBonusCancelled = false;
        if (kind == DadPosition.MELEE || kind == DadPosition.DAGGER) {
            for (int m : new int[] {a, d}) {
                int other = m == a ? d : a;
                if (s.kind(m) == Kind.MAN_AT_ARMS && s.hasAbilities(m) && (s.cancelUsed >>> m & 1) == 0
                        && s.ownBonus(other) != 0) {
                    s.reaction = DadPosition.CANCEL;
                    s.reactionSeat = s.owner[m];
                    return;
                }
            }
        }
        roll(s, out);
    }

    static void roll(DadPosition s, EventSink out) {
        s.reaction = DadPosition.NONE;
        s.attackerDie = s.d6();
        s.defenderDie = s.d6();
        if (out.enabled()) {
            out.emit(new DadEvent.Rolled(s.owner[s.attacker], "d6", s.attackerDie, "The " + s.name(s.attacker)
                    + " rolls " + s.attackerDie + ", the " + s.name(s.defender) + " rolls " + s.defenderDie, "5.2"));
        }
        for (int k : new int[] {s.attacker, s.defender}) {
            int die = k == s.attacker ? s.attackerDie : s.defenderDie;
            if (s.kind(k) == Kind.KNIGHT && s.hasAbilities(k) && (s.rerollUsed >>> k & 1) == 0 && die <= 3) {
                s.reaction = DadPosition.REROLL;
                s.reactionSeat = DadPosition.ADVENTURERS;
                return;
            }
        }
        resolve(s, out);
    }

    static int attackTotal(DadPosition s) {
        if (s.roundKind == DadPosition.SPELLCAST || s.roundKind == DadPosition.CHAINED) {
            return s.attackerDie + s.content.arcane[s.roster.kind(s.attacker)] + s.spellPower;
        }
        return total(s, s.attacker, s.attackerDie, s.attackerBonusCancelled);
    }

    static int defenceTotal(DadPosition s) {
        return total(s, s.defender, s.defenderDie, s.defenderBonusCancelled);
    }

    /** A fighter's die plus its combat bonus (unless the Man-at-Arms cancelled it), strength and frost. */
    private static int total(DadPosition s, int counter, int die, boolean bonusCancelled) {
        return die + (bonusCancelled ? 0 : s.ownBonus(counter)) + s.strength[counter] - (s.frosted[counter] ? 1 : 0);
    }

    static void resolve(DadPosition s, EventSink out) {
        s.reaction = DadPosition.NONE;
        int a = attackTotal(s);
        int d = defenceTotal(s);
        if (a == d) {
            if (out.enabled()) {
                out.emit(new DadEvent.Seen("Totals " + a + " to " + d + ": a tie, both roll again", "5.3"));
            }
            roll(s, out);
            return;
        }
        boolean attackerWins = a > d;
        int winner = attackerWins ? s.attacker : s.defender;
        int loser = attackerWins ? s.defender : s.attacker;
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("Totals " + a + " to " + d + ": the " + s.name(winner) + " wins", "5.2"));
        }
        int loserSquare = s.pos[loser];
        switch (s.roundKind) {
            case DadPosition.MELEE -> {
                DeathRules.wound(s, loser, out);
                afterRound(s, winner, loser, loserSquare, out);
            }
            case DadPosition.DAGGER -> {
                if (attackerWins) {
                    DeathRules.wound(s, loser, out);
                }
                berserkCheck(s, out);
            }
            default -> {
                if (!attackerWins) {
                    TurnRules.endActivity(s, out);
                    return;
                }
                int target = s.defender;
                DeathRules.wound(s, target, out);
                if (s.spell == Content.FROST) {
                    frost(s, target, out);
                    TurnRules.endActivity(s, out);
                } else if (s.spell == Content.CHAIN) {
                    if (Victory.checkEnd(s, out)) {
                        return;
                    }
                    boolean more = false;
                    for (int sq : s.map.adjacent[s.defenderSquare]) {
                        more |= AbilityTargets.chainable(s, s.at(sq));
                    }
                    if (more) {
                        s.reaction = DadPosition.CHAIN;
                        s.reactionSeat = s.owner[s.attacker];
                    } else {
                        TurnRules.endActivity(s, out);
                    }
                } else {
                    TurnRules.endActivity(s, out);
                }
            }
        }
    }

    /** The frost spell: -1 on its target, and a resisted -1 on every enemy next to it (no wound). */
    private static void frost(DadPosition s, int target, EventSink out) {
        String rule = "The Mage Special Ability";
        if (s.alive(target) && !s.frosted[target]) {
            s.frosted[target] = true;
            if (out.enabled()) {
                out.emit(new DadEvent.Seen("The " + s.name(target) + " is frozen: -1 combat", rule));
            }
        }
        int mage = s.attacker;
        for (int sq : s.map.adjacent[s.defenderSquare]) {
            int j = s.at(sq);
            if (j < 0 || j == target || !s.alive(j) || !s.enemies(j, mage) || s.frosted[j]) {
                continue;
            }
            int a;
            int d;
            do {
                a = s.d6() + s.content.arcane[s.roster.kind(mage)] + s.spellPower;
                d = s.d6() + s.bonus(j);
            } while (a == d);
            if (a > d) {
                s.frosted[j] = true;
            }
            if (out.enabled()) {
                out.emit(new DadEvent.Seen("Frost reaches the " + s.name(j) + ": " + a + " to " + d
                        + (a > d ? ", -1 combat" : ", it resists"), rule));
            }
        }
    }

    private static void afterRound(DadPosition s, int winner, int loser, int loserSquare, EventSink out) {
        if (Victory.checkEnd(s, out)) {
            return;
        }
        if (s.pos[loser] < 0 && s.alive(winner)) {
            s.advancer = winner;
            s.advanceTo = loserSquare;
            s.reaction = DadPosition.ADVANCE;
            s.reactionSeat = s.owner[winner];
            return;
        }
        berserkCheck(s, out);
    }

    private static void berserkCheck(DadPosition s, EventSink out) {
        s.reaction = DadPosition.NONE;
        if (Victory.checkEnd(s, out)) {
            return;
        }
        for (int w : new int[] {s.attacker, s.defender}) {
            int die = w == s.attacker ? s.attackerDie : s.defenderDie;
            if (s.kind(w) == Kind.WARRIOR && s.owner[w] == DadPosition.ADVENTURERS && s.alive(w)
                    && (s.berserkUsed >>> w & 1) == 0 && die >= 4) {
                for (int sq : s.map.adjacent[s.pos[w]]) {
                    int j = s.at(sq);
                    if (j >= 0 && s.alive(j) && s.enemies(j, w)) {
                        s.reaction = DadPosition.BERSERK;
                        s.reactionSeat = DadPosition.ADVENTURERS;
                        return;
                    }
                }
                // no enemy next to him: the rage is wasted for this phase
                s.berserkUsed |= 1L << w;
            }
        }
        TurnRules.endActivity(s, out);
    }


    /** Reports an ability's die; the caller builds the words only when someone listens. */
    private static void rolled(EventSink out, int seat, int die, String text, String rule) {
        out.emit(new DadEvent.Rolled(seat, "d6", die, text, rule));
    }

    static String signed(int v) {
        return v >= 0 ? "+" + v : String.valueOf(v);
    }
}
