package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Victory Condition and the Limited Turns rule: the boss dead or every spawning square destroyed
 * (or, without random spawns, the last side standing), and the graded consequences in words.
 */
final class Victory {
    private Victory() {
    }

    /** Checks both victory conditions; ends the game and returns true when one is met. */
    static boolean checkEnd(DadPosition s, EventSink out) {
        if (s.phase == DadPosition.OVER) {
            return true;
        }
        boolean adv = false;
        boolean mon = false;
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i)) {
                if (s.owner[i] == DadPosition.ADVENTURERS) {
                    adv = true;
                } else {
                    mon = true;
                }
            }
        }
        if (s.variant.noSpawns()) {
            if (!mon) {
                end(s, true, false, out);
                return true;
            }
        } else if (s.pos[s.boss()] < 0 || Integer.bitCount(s.destroyed) == s.map.spawns.length) {
            end(s, true, false, out);
            return true;
        }
        if (!adv) {
            end(s, false, false, out);
            return true;
        }
        return false;
    }

    /** The party's members who have fallen for good (dead, not raised again). */
    static int fallen(DadPosition s) {
        int fallen = 0;
        for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
            if ((s.picked >>> k & 1) != 0 && s.deaths[k] > 0 && (s.pos[k] < 0 || s.dead[k])) {
                fallen++;
            }
        }
        return fallen;
    }

    /** Ends the game with the winner and the graded consequence in words. */
    static void end(DadPosition s, boolean adventurersWin, boolean timeUp, EventSink out) {
        int fallen = fallen(s);
        int party = 0;
        for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
            if ((s.picked >>> k & 1) != 0) {
                party++;
            }
        }
        String bossName = s.content.kindName(s.variant.boss());
        int spawns = s.map.spawns.length;
        int gone = Integer.bitCount(s.destroyed);
        List<Integer> winners;
        String grade = null;
        StringBuilder why = new StringBuilder();
        if (s.variant.noSpawns()) {
            if (timeUp) {
                winners = List.of();
                why.append("The turn limit (").append(s.variant.turnLimit())
                        .append(") is reached with counters standing on both sides: a draw.");
            } else if (adventurersWin) {
                winners = List.of(DadPosition.ADVENTURERS);
                why.append("Every monster is gone: the adventurers are the last standing.");
            } else {
                winners = List.of(DadPosition.MONSTERS);
                why.append("Every adventurer is dead or enthralled: the monsters are the last standing.");
            }
        } else {
            if (adventurersWin) {
                winners = List.of(DadPosition.ADVENTURERS);
            } else {
                winners = List.of(DadPosition.MONSTERS);
            }
            if (s.pos[s.boss()] < 0) {
                why.append("The ").append(bossName).append(" is dead; ").append(fallen).append(" of ").append(party)
                        .append(" party members fell. The party is rewarded and hailed as heroes.");
                grade = "the boss is dead: the party is hailed as heroes";
            } else {
                if (adventurersWin) {
                    why.append("All spawning squares are destroyed.");
                } else if (timeUp) {
                    why.append("The turn limit (").append(s.variant.turnLimit()).append(") is reached and the ")
                            .append(bossName).append(" lives.");
                } else {
                    why.append("Every adventurer is dead or enthralled.");
                }
                why.append(' ').append(gone).append(" of ").append(spawns).append(" spawning squares destroyed: ");
                if (gone == spawns) {
                    why.append("the locals are given a few years of respite.");
                    grade = "years of respite";
                } else if (2 * gone >= spawns) {
                    why.append("the local area has a few months of respite.");
                    grade = "months of respite";
                } else {
                    why.append("the ").append(bossName).append(" claims the local area as his domain.");
                    grade = "the boss claims the area";
                }
            }
        }
        s.phase = DadPosition.OVER;
        s.reaction = DadPosition.NONE;
        s.moving = -1;
        Outcome.Progress progress = s.variant.noSpawns() ? null
                : new Outcome.Progress("spawning squares destroyed", gone, spawns, grade);
        s.outcome = Outcome.sides(2, winners, why.toString(),
                seat -> seat == DadPosition.ADVENTURERS ? "adventurers" : "monsters", progress);
        if (out.enabled()) {
            out.emit(new DadEvent.GameOver(winners, why.toString(), "Victory Condition"));
            for (EndFigures side : EndFigures.of(s)) {
                out.emit(new DadEvent.Seen(side.sentence(), "Victory Condition"));
            }
        }
    }
}
