package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * One side's figures that decide the game (Victory Condition), in words: who is left standing, how many of the other
 * side it killed or banished, and how far the objective stands (the boss, the spawning squares). The end of the game
 * shows both sides' in the browser and the terminal.
 *
 * @param side    "adventurers" or "monsters"
 * @param player  the name of the player of that side
 * @param won     whether the side won (both false in a draw)
 * @param title   the side's heading at the end ("Ann, the adventurers (won)")
 * @param figures each figure as a sentence's start ("3 of 5 adventurers standing: Knight, Mage, Scout")
 */
public record EndFigures(String side, String player, boolean won, String title, List<String> figures) {

    private static EndFigures of(DadPosition s, int seat, List<String> figures) {
        String side = seat == DadPosition.ADVENTURERS ? "adventurers" : "monsters";
        boolean won = s.outcome != null && s.outcome.won(seat);
        return new EndFigures(side, s.names[seat], won, s.names[seat] + ", the " + side + (won ? " (won)" : ""), figures);
    }

    /** Both sides' figures as the position stands, the adventurers first. */
    static List<EndFigures> of(DadPosition s) {
        return List.of(adventurers(s), monsters(s));
    }

    private static EndFigures adventurers(DadPosition s) {
        List<String> standing = new ArrayList<>();
        int party = 0;
        for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
            if ((s.picked >>> k & 1) != 0) {
                party++;
                if (s.alive(k) && s.owner[k] == DadPosition.ADVENTURERS) {
                    standing.add(s.content.kindName(k));
                }
            }
        }
        List<String> f = new ArrayList<>();
        f.add(standing.size() + " of " + party + " adventurers standing"
                + (standing.isEmpty() ? "" : ": " + String.join(", ", standing)));
        f.add(counted(kills(s, DadPosition.ADVENTURERS), "monster") + " killed or banished");
        if (!s.variant.noSpawns()) {
            if (s.pos[s.boss()] < 0) {
                f.add("the " + bossName(s) + " killed");
            }
            f.add(Integer.bitCount(s.destroyed) + " of " + s.map.spawns.length + " spawning squares destroyed");
        }
        return of(s, DadPosition.ADVENTURERS, f);
    }

    private static EndFigures monsters(DadPosition s) {
        int onMap = 0;
        int controlled = 0;
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i) && s.owner[i] == DadPosition.MONSTERS) {
                if (s.kind(i).adventurer()) {
                    controlled++;
                } else {
                    onMap++;
                }
            }
        }
        List<String> f = new ArrayList<>();
        int boss = s.boss();
        if (!s.variant.noSpawns()) {
            f.add(s.pos[boss] < 0 ? "the " + bossName(s) + " is dead"
                    : "the " + bossName(s) + " stands on " + GameMap.name(s.pos[boss]) + " with " + s.wounds[boss]
                    + " of the " + (s.hitPoints(boss) + 1) + " wounds that kill him");
        }
        f.add(counted(onMap, "monster") + " on the map" + (controlled > 0 ? " and " + counted(controlled,
                "mind-controlled adventurer") : ""));
        f.add(counted(kills(s, DadPosition.MONSTERS), "adventurer death") + " dealt");
        return of(s, DadPosition.MONSTERS, f);
    }

    private static int kills(DadPosition s, int seat) {
        return s.tally[Tally.KILLS * 2 + seat];
    }

    private static String bossName(DadPosition s) {
        return s.content.kindName(s.variant.boss());
    }

    /** "1 monster", "2 monsters". */
    private static String counted(int n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }

    /** The side's figures in one sentence for the table's log and the terminal: "Ann (adventurers): 3 of 5 ...". */
    String sentence() {
        return player + " (" + side + "): " + String.join("; ", figures) + ".";
    }
}
