package keeptable.games.deadkeep;

import java.util.List;
import keeptable.engine.Event;

/** What happened, for logs, the terminal and the browser; each names the book section behind it. */
public sealed interface DkEvent extends Event {

    /** Something said in words (a door opened, a Skill taken, a token taken, a phase begun). */
    record Note(String text, String rule) implements DkEvent {
    }

    /**
     * Something hidden comes to light: a card drawn from a face-down deck (Necromantic Equipment, Necromantic
     * Artifact, Street or Building Enemy card, a Stage card to the Boss) or a Treasure token turned over. A
     * choice that reports one can never be taken back.
     */
    record Revealed(String text, String rule) implements DkEvent {
        @Override
        public boolean reveals() {
            return true;
        }
    }

    /** Dice rolled, with what they needed. */
    record Rolled(String who, String what, List<Integer> dice, int need, int successes, String rule) implements DkEvent {
        public String text() {
            return who + " rolls " + dice + " for " + what + " (needs " + need + "+): " + successes + " success"
                    + (successes == 1 ? "" : "es");
        }
    }

    /** An Enemy moved, toward what and why. */
    record EnemyMoved(String enemy, String from, String to, String toward, String why, String rule) implements DkEvent {
        public String text() {
            return enemy + " moves " + from + " -> " + to + " toward " + toward + ": " + why;
        }
    }

    /** Enemies attacked an Adventurer. */
    record EnemyAttack(String enemy, String adventurer, int attacks, int cancelled, int wounds, String rule)
            implements DkEvent {
        public String text() {
            return enemy + " attacks " + adventurer + " " + attacks + "x" + (cancelled > 0 ? ", " + cancelled
                    + " cancelled by Armor" : "") + ": " + wounds + " Wound" + (wounds == 1 ? "" : "s");
        }
    }

    /** Enemies appeared. */
    record Spawned(String enemy, int count, String zone, String why, String rule) implements DkEvent {
        public String text() {
            return count + " " + (count == 1 ? enemy + " spawns" : plural(enemy) + " spawn") + " in " + zone
                    + " (" + why + ")";
        }
    }

    /** "Footman" -> "Footmen", "Deadeye" -> "Deadeyes". */
    static String plural(String name) {
        return name.endsWith("man") ? name.substring(0, name.length() - 3) + "men" : name + "s";
    }

    /** An Enemy took Wounds or died. */
    record EnemyWounded(String enemy, String zone, int wounds, boolean eliminated, String by, String rule)
            implements DkEvent {
        public String text() {
            return by + " deals " + wounds + " Wound" + (wounds == 1 ? "" : "s") + " to " + enemy + " in " + zone
                    + (eliminated ? ": eliminated" : "");
        }
    }

    /** An Adventurer was wounded, healed or KO'ed. */
    record AdventurerWounded(String adventurer, int wounds, int left, boolean ko, String why, String rule)
            implements DkEvent {
        public String text() {
            int n = Math.abs(wounds);
            return adventurer + (wounds >= 0 ? " takes " : " heals ") + n + " Wound" + (n == 1 ? "" : "s") + " (" + left
                    + " left"
                    + (ko ? ", KO'ed" : "") + "): " + why;
        }
    }
}
