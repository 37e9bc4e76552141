package keeptable.games.deadkeep;

import keeptable.engine.EventSink;
import keeptable.games.deadkeep.board.Board;
import keeptable.games.deadkeep.content.Quest;

/**
 * What a Quest's description decides (book: Quests, Take/Activate a Token, Tower tile): the conditions its
 * special rules name ({@code always}, {@code objectives}, {@code blue}, {@code green}, {@code artifacts},
 * {@code round:N}), the Tower tile opening once its condition is met, and the Quest Artifact tokens, carried by
 * the Adventurer who takes them.
 */
final class QuestRules {
    private QuestRules() {
    }

    /** Whether a Quest condition holds now. */
    static boolean met(DkPosition s, String condition) {
        switch (condition) {
            case "always" -> {
                return true;
            }
            case "objectives" -> {
                return allRedTaken(s);
            }
            case "artifacts" -> {
                return artifactsTaken(s);
            }
            default -> {
                if (condition.startsWith("round:")) {
                    return s.round >= Integer.parseInt(condition.substring(6));
                }
                int[] obj = s.g.objectives();
                for (int i = 0; i < obj.length; i++) {
                    if (s.g.objectiveColour(i).equals(condition) && (s.objectivesTaken & (1L << i)) != 0) {
                        return true;
                    }
                }
                return false;
            }
        }
    }

    static boolean allRedTaken(DkPosition s) {
        int[] obj = s.g.objectives();
        for (int i = 0; i < obj.length; i++) {
            if (s.g.objectiveColour(i).equals("red") && (s.objectivesTaken & (1L << i)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the Tower tile may be reached from the start of the Quest. */
    static boolean towerOpenAtStart(Quest q) {
        return q.towerAccess().equals("always");
    }

    static boolean towerOpen(DkPosition s) {
        return (s.openDoors & Board.STAIRS_OPEN) != 0;
    }

    /** Opens the Tower tile's stairs once the Quest's condition for it is met (they never close again). */
    static void checkTower(DkPosition s, EventSink ev) {
        if (!towerOpen(s) && met(s, s.quest.towerAccess())) {
            s.openDoors |= Board.STAIRS_OPEN;
            Notes.note(ev, "The Tower can now be reached: its stairs are open", "Tower Tile");
        }
    }

    /** The Adventurer carrying Quest Artifact {@code relic}, or -1 while it lies on the board or is not used. */
    static int carrier(DkPosition s, int relic) {
        return s.relics[relic] <= -2 ? -2 - s.relics[relic] : -1;
    }

    /** Whether Adventurer {@code a} in Zone {@code z} can take Quest Artifact {@code relic}: it lies there or another Adventurer there carries it. */
    static boolean takeable(DkPosition s, int a, int z, int relic) {
        int holder = carrier(s, relic);
        return holder < 0 ? s.relics[relic] == z : holder != a && s.zone[holder] == z;
    }

    /**
     * Adventurer {@code a} takes Quest Artifact {@code relic}, from the board or from a teammate in the Zone;
     * true if it came from the board.
     */
    static boolean take(DkPosition s, int a, int relic, EventSink ev) {
        int holder = carrier(s, relic);
        s.relics[relic] = -2 - a;
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " takes the Quest Artifact" + (holder < 0 ? "" : " from " + s.advName(holder)),
                    "Take/Activate a Token");
        }
        return holder < 0;
    }

    /** Every Quest Artifact token of the map is off the board, carried. */
    static boolean artifactsTaken(DkPosition s) {
        for (int i = 0; i < s.relics.length; i++) {
            if (s.relics[i] >= 0) {
                return false;
            }
        }
        return true;
    }

    /** Every Quest Artifact token of the map is carried by a standing Adventurer (a KO'ed carrier holds it for nobody). */
    static boolean artifactsHeld(DkPosition s) {
        for (int i = 0; i < s.relics.length; i++) {
            int holder = carrier(s, i);
            if (s.relics[i] != -1 && (holder < 0 || s.ko(holder))) {
                return false;
            }
        }
        return true;
    }
}
