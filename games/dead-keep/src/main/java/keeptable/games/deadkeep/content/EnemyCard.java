package keeptable.games.deadkeep.content;

import java.util.List;

/**
 * An Enemy card of the Street or Building deck: the Enemy it spawns (or the Mist Event it triggers)
 * and how many, by Danger Level (Blue, Yellow, Orange, Red).
 */
public record EnemyCard(String id, int level, String enemy, Mist mist, List<Integer> counts) {

    /** The three Mist Events. */
    public enum Mist { BLINDING_MIST, MIST_BURN, FOOTMEN_IN_THE_MIST }

    public int count(int dangerLevel) {
        return counts.get(dangerLevel);
    }
}
