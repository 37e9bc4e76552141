package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.ItemUse;

/** How far a Run got, for the simulation report: Biomes entered, Bosses fought, a won Run, Elites killed. */
final class RunReport {
    private RunReport() {
    }

    static List<ItemUse> itemUses(DcState s) {
        List<ItemUse> out = new ArrayList<>();
        for (int b = 0; b < s.c.biomes.size(); b++) {
            if ((s.visited & 1 << b) != 0) {
                out.add(new ItemUse("entered " + s.c.biomes.get(b).id() + " " + s.c.biomes.get(b).name(), 0, 1));
            }
        }
        for (int b = 0; b < s.c.bosses.size(); b++) {
            if ((s.bossesMet & 1 << b) != 0) {
                out.add(new ItemUse("fought " + s.c.bosses.get(b).name(), 0, 1));
            }
        }
        if (s.won) {
            out.add(new ItemUse("won the Run", 0, 1));
        }
        if (s.eliteKills > 0) {
            out.add(new ItemUse("Elites killed", 0, s.eliteKills));
        }
        return out;
    }
}
