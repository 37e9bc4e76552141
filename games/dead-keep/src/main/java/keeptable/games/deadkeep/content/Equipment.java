package keeptable.games.deadkeep.content;

import java.util.List;

/**
 * An Equipment card of one of the four decks.
 *
 * @param id        stable id
 * @param name      card name
 * @param deck      the deck it belongs to
 * @param slot      where it must sit to be used: hand, body or talisman ({@code any} for cards with no use)
 * @param buy       buying price in Gold, or 0 if it cannot be bought
 * @param sell      selling price in Gold, or 0
 * @param backpack  "may be used in the Backpack"
 * @param action    the combat action it serves (melee, ranged, magic), or null
 * @param lines     its combat lines; the first is the default, later ones cost Mana
 * @param armor     Armor value for Armor rolls when worn on the Body, or 0
 * @param shield    a Shield's own Armor value (in Hand), or 0
 * @param versus    an Enemy against whose Attacks {@code versusArmor} replaces the Armor value
 * @param versusArmor the Armor value against {@code versus}
 * @param skill     an Equipment Skill (gained while it is used, or while held for {@code held})
 * @param held      true if {@code skill} applies while the card is in Hand, not only when used
 * @param targetEnemy  an Enemy whose presence in the target Zone unlocks {@code targetSkill}
 * @param targetSkill  the Skill unlocked by {@code targetEnemy}
 * @param zone      the kind of Zone the user must stand in (street, building, mist), or null
 * @param enchant   for a Talisman with an Enchantment Action: heal (Wounds to an Adventurer in sight) or mana
 * @param amount    how much the Enchantment heals or gives
 * @param crawler   an "Aaahh!! Crawler!" card of the Necromantic deck
 * @param copies    copies in the deck
 */
public record Equipment(String id, String name, Deck deck, Slot slot, int buy, int sell, boolean backpack,
                        Action action, List<Weapon> lines, int armor, int shield, String versus, int versusArmor,
                        String skill, boolean held, String targetEnemy, String targetSkill, ZoneKind zone,
                        Enchant enchant, int amount, boolean crawler, int copies) {

    public enum Deck { ADVENTURE, TALISMAN, NECROMANTIC, ARTIFACT }

    public enum Slot { HAND, BODY, TALISMAN, ANY }

    public enum Action { MELEE, RANGED, MAGIC }

    public enum ZoneKind { STREET, BUILDING, MIST }

    public enum Enchant { HEAL, MANA }

    public boolean weapon() {
        return action != null;
    }

    /** The Armor value of this card against an Enemy's Attacks (body armour or shield). */
    public int armorAgainst(String enemy) {
        int base = armor > 0 ? armor : shield;
        return versus != null && versus.equals(enemy) && versusArmor > 0 ? versusArmor : base;
    }
}
