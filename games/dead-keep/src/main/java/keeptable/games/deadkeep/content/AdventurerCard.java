package keeptable.games.deadkeep.content;

import java.util.List;

/**
 * An Adventurer's ID card: Class, Wounds and the Skill tree (1 Blue, 1 Yellow, 2 Orange, 3 Red).
 */
public record AdventurerCard(String id, String name, AdventurerClass type, int wounds, List<String> blue,
                             List<String> yellow, List<String> orange, List<String> red) {

    public enum AdventurerClass { CRUSHER, DUO, FIGHTER, MAGICIAN, RANGER }

    /** The Skills of one Danger Level (0 Blue .. 3 Red). */
    public List<String> tier(int level) {
        return switch (level) {
            case 0 -> blue;
            case 1 -> yellow;
            case 2 -> orange;
            default -> red;
        };
    }
}
