package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Outcome;

/**
 * How far the party got with its Quest (book: Winning and Losing), for the game's outcome: each red
 * Objective taken is one goal met when the Quest asks for them, each Quest Artifact held by a standing
 * Adventurer one when it asks them carried, the Boss killed for good one when it asks for that, and every
 * standing Adventurer in the Exit Zone one when it asks for that.
 */
final class QuestProgress {
    static final String MEASURE = "Quest goals met";

    private QuestProgress() {
    }

    /** The ending: every seat shares the result, won or lost, with the Quest's goals met so far. */
    static Outcome outcome(DkPosition s, boolean won, String why) {
        List<Integer> winners = new ArrayList<>(s.seats);
        for (int seat = 0; won && seat < s.seats; seat++) {
            winners.add(seat);
        }
        int[] goals = goals(s);
        return Outcome.sides(s.seats, winners, why, null, new Outcome.Progress(MEASURE, goals[0], goals[1], null));
    }

    /** {goals met, goals the Quest sets}. */
    static int[] goals(DkPosition s) {
        int met = 0;
        int of = 0;
        if (s.quest.takeObjectives()) {
            int[] obj = s.g.objectives();
            for (int i = 0; i < obj.length; i++) {
                if (s.g.objectiveColour(i).equals("red")) {
                    of++;
                    if ((s.objectivesTaken & (1L << i)) != 0) {
                        met++;
                    }
                }
            }
        }
        if (s.quest.carryArtifacts()) {
            for (int i = 0; i < s.relics.length; i++) {
                of++;
                int holder = QuestRules.carrier(s, i);
                if (s.relics[i] == -1 || holder >= 0 && !s.ko(holder)) {
                    met++;
                }
            }
        }
        if (s.quest.killBoss()) {
            of++;
            if (s.bossDead) {
                met++;
            }
        }
        if (s.quest.exit()) {
            of++;
            if (partyAtExit(s)) {
                met++;
            }
        }
        return new int[] {met, of};
    }

    /** Every standing Adventurer stands in the Exit Zone, and one at least stands. */
    static boolean partyAtExit(DkPosition s) {
        int standing = 0;
        for (int a = 0; a < s.n; a++) {
            if (!s.ko(a)) {
                standing++;
                if (s.zone[a] != s.g.exit()) {
                    return false;
                }
            }
        }
        return standing > 0;
    }
}
