package keeptable.games.deadkeep.content;

/**
 * A Boss Stage card. Inactive side: spawn {@code inactiveCount} {@code inactiveEnemy} in every Spawn
 * Zone. Active side: spawn {@code activeCount} {@code activeEnemy} in the Boss' Zone; the Boss then
 * heals and, if {@code teleport}, moves to the Starting Spawn Zone.
 */
public record StageCard(String id, String name, String inactiveEnemy, int inactiveCount, String activeEnemy,
                        int activeCount, boolean teleport) {
}
