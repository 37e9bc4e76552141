package keeptable.games.deadkeep.content;

/**
 * One line of a weapon's combat characteristics.
 *
 * @param min         minimum range
 * @param max         maximum range
 * @param dice        dice rolled
 * @param accuracy    least die result that hits
 * @param penetration Armor Penetration
 * @param mana        Mana to spend to use this line (the second line of Necromantic Equipment)
 */
public record Weapon(int min, int max, int dice, int accuracy, int penetration, int mana) {
}
