package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.List;
import keeptable.games.deadcells.content.Words;

/**
 * The end of a Run in words, the same in the log ({@link Ending}) and on the end screen ({@code ViewParts}): the
 * outcome, the Group's figures that decided it (how far it got, the Elites killed, the Cells carried out and spent)
 * and each player's (whether their Beheaded fell). Made only when someone reads it.
 */
final class RunSummary {
    private RunSummary() {
    }

    /** "The Run is won: the Group beat the Concierge", "The Run is lost: the Group died in Biome 2 (Toxic Sewers)". */
    static String outcome(DcPosition s) {
        return (s.won ? "The Run is won: the Group " : "The Run is lost: the Group ") + s.reason;
    }

    /** The Group's figures, one line each. */
    static List<String> group(DcPosition s) {
        List<String> out = new ArrayList<>(3);
        var progress = RunProgress.of(s);
        out.add(Words.count(s.biomesDone, "Biome", "Biomes") + " crossed; Run stages cleared: " + progress.reached()
                + " of " + progress.of() + (s.won ? " (the Boss beaten)" : s.bossesMet != 0 ? " (the Boss not beaten)"
                : ""));
        out.add(Words.count(s.eliteKills, "Elite Enemy", "Elite Enemies") + " killed");
        int carried = Math.max(0, s.cellsCarried);
        int spent = carried - s.cells;
        out.add(Words.cells(carried) + " carried out of the Run" + (carried == 0 ? ""
                : ": " + spent + " spent on Upgrades and the Well" + (s.cells > 0 ? ", " + s.cells + " lost" : "")));
        return out;
    }

    /** Each figure's line, in seat order: "Ann (The Flayed) fell", "Bo (The Quartered) stood to the end". */
    static List<String> players(DcPosition s) {
        List<String> out = new ArrayList<>(s.n);
        for (int p = 0; p < s.n; p++) {
            out.add(s.name(p) + ((s.fallen & 1 << p) != 0 ? " fell" : " stood to the end"));
        }
        return out;
    }
}
