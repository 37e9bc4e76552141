package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;

/**
 * The end of a Quest in words (book: Winning and Losing): won or lost, and the figures that decided it - who still
 * stands, the Quest's goals (red Objectives, the Boss, the Exit) and the Game Rounds played. The view's end
 * screen shows them, and the last event of the game says them, so the terminal's log ends with them too.
 */
final class Ending {
    private Ending() {
    }

    /** "The party won Tutorial: The Gatehouse: every objective ... accomplished" (or lost, and why). */
    static String headline(DkPosition s) {
        boolean won = !s.outcome.winners().isEmpty();
        return (won ? "The party won " : "The party lost ") + s.quest.name() + ": " + s.outcome.reason();
    }

    /** "Adventurers standing: 2 of 3", "red Objectives taken: 1 of 2", ..., "Quest goals met: 2 of 4". */
    static List<String> figures(DkPosition s) {
        List<String> figures = new ArrayList<>();
        int standing = 0;
        for (int a = 0; a < s.n; a++) {
            standing += s.ko(a) ? 0 : 1;
        }
        figures.add("Adventurers standing: " + standing + " of " + s.n);
        if (s.quest.takeObjectives()) {
            int red = 0;
            int taken = 0;
            for (int i = 0; i < s.g.objectives().length; i++) {
                if (s.g.objectiveColour(i).equals("red")) {
                    red++;
                    taken += (s.objectivesTaken & (1L << i)) != 0 ? 1 : 0;
                }
            }
            figures.add("red Objectives taken: " + taken + " of " + red);
        }
        if (s.quest.killBoss()) {
            figures.add("the Boss " + s.c.enemies.get(s.type(s.bossSlot)).name() + ": "
                    + (s.bossDead ? "killed for good" : "not killed"));
        }
        if (s.quest.exit()) {
            figures.add("every standing Adventurer at the Exit: " + (QuestProgress.partyAtExit(s) ? "yes" : "no"));
        }
        figures.add("Game Rounds played: " + Math.max(1, s.round)
                + (s.quest.roundLimit() > 0 ? " of " + s.quest.roundLimit() : ""));
        int[] goals = QuestProgress.goals(s);
        figures.add(QuestProgress.MEASURE + ": " + goals[0] + " of " + goals[1]);
        return figures;
    }
}
