package keeptable.games.deadkeep.content;

import java.util.List;

/**
 * One kind of Enemy as its card and gallery give it. Undead and Notables have one stat line; Monsters
 * have one per Campaign Level (1 to 5) and, if they can be a Boss, a Boss line.
 *
 * @param id       stable id, e.g. {@code footman}
 * @param name     name shown to players
 * @param kind     undead, notable or monster
 * @param minis    miniatures in the box (the spawn reserve)
 * @param actions  Actions per activation (Horsemen 2, Bloodhounds 3)
 * @param moves    Zones crossed per Move Action (Warhog 2)
 * @param sightMoves Zones crossed per Move when it sees an Adventurer (Ogre 3), 0 for none
 * @param range    maximum attack range; above 0 it attacks any Adventurer in sight that far (Deadeye 3)
 * @param giant    attacks the Zone in sight with the most Adventurers (the Giant's rule)
 * @param escort   for a Notable: the Undead it spawns in its Zone at each Spawn Step
 * @param pair     spawns as a pair on one card (Baba Yaga)
 * @param regenerates heals up to 3 Wounds at the end of each Adventurer's Turn (Trolls)
 * @param crawler  makes Doom and removes a Search token when it spawns; drops no Search token
 * @param stats    the stat line (Undead, Notables) or one line per Campaign Level (Monsters)
 * @param boss     the Boss line for a Monster that can be a Boss, else null
 */
public record EnemyType(String id, String name, Kind kind, int minis, int actions, int moves, int sightMoves,
                        int range, boolean giant, String escort, boolean pair, boolean regenerates,
                        boolean crawler, List<Stats> stats, Stats boss) {

    public enum Kind { UNDEAD, NOTABLE, MONSTER }

    /** Armor (the least Armor Penetration that wounds it), Wounds it endures, Attacks and Damage per Attack. */
    public record Stats(int armor, int wounds, int attacks, int damage) {
    }

    public boolean monster() {
        return kind == Kind.MONSTER;
    }

    /** The line in play at a Campaign Level (1..5). */
    public Stats at(int campaignLevel) {
        return stats.size() == 1 ? stats.get(0) : stats.get(Math.max(1, Math.min(5, campaignLevel)) - 1);
    }
}
