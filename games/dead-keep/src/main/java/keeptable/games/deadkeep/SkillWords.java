package keeptable.games.deadkeep;

import java.util.function.UnaryOperator;
import keeptable.games.deadkeep.content.Skill;

/**
 * A Skill in the players' words: its name as an Adventurer's sheet prints it ("+1 Die: Melee", "Shadowguard
 * Killer") and what it does, in short. {@code enemyName} turns the Enemy id a Killer or Ironclad Skill names
 * into the Enemy's name.
 */
final class SkillWords {
    private SkillWords() {
    }

    /** The Skill's name: "+1 Die: Melee", "Tough", "+1 Free Search Action", "Teleport 2 Zones". */
    static String name(Skill s, UnaryOperator<String> enemyName) {
        String p = s.param() == null ? "" : title(s.param());
        return switch (s.kind()) {
            case PLUS_1_ACTION -> "+1 Action";
            case PLUS_1_DIE -> "+1 Die: " + p;
            case PLUS_1_ROLL -> "+1 to Dice Roll: " + p;
            case TWO_WOUNDS -> "2 Wounds: " + p;
            case KILLER -> enemyName.apply(s.param()) + " Killer";
            case PLUS_1_MAX_RANGE -> "+1 Max Range";
            case IRON_HIDE -> "Iron Hide";
            case SLIPPERY -> "Slippery";
            case SEARCH_2_CARDS -> "Search: 2 Cards";
            case NO_REGENERATION -> "No Regeneration";
            case MARKSMAN -> "Marksman";
            case POINT_BLANK -> "Point-Blank";
            case PLUS_2_MANA_PER_TURN -> "+2 Mana per Turn";
            case FREE_ACTION -> "+1 Free " + p + " Action";
            case PAID_FREE_ACTION -> "+1 Free " + p + " Action for 1 Mana";
            case SPRINT -> "Sprint";
            case HIT_AND_RUN -> "Hit & Run";
            case ROLL_6_MANA -> "Roll 6: +1 Mana";
            case ROLL_6_IGNORE_ARMOR -> "Roll 6: Ignore Armor";
            case IRONCLAD -> "Ironclad: " + enemyName.apply(s.param());
            case BARBARIAN -> "Barbarian";
            case IRON_RAIN -> "Iron Rain";
            case MANA_RAIN -> "Mana Rain";
            case REAPER -> "Reaper: " + p;
            case ESCALATION -> "Escalation: " + p;
            case MIST_PENETRATION -> "Mist: +1 Armor Penetration";
            case SPELLCASTER -> "Spellcaster";
            case TOUGH -> "Tough";
            case ROLL_6_TWO_WOUNDS -> "Roll 6: 2 Wounds: " + p;
            case ROLL_6_PLUS_1_DIE -> "Roll 6: +1 Die: " + p;
            case PLUS_2_DICE -> "+2 Dice: " + p;
            case PLUS_1_PENETRATION -> "+1 Armor Penetration: " + p;
            case PLUS_2_WOUNDS -> "+2 Wounds: " + p;
            case IGNORE_ARMOR -> "Ignore Armor";
            case MIST_AFFINITY -> "Mist Affinity";
            case ROLL_6_PENETRATION -> "Roll 6: +1 Armor Penetration: " + p;
            case CRUSH_PLUS_1_ROLL -> "Crush: +1 to Dice Roll";
            case CONSUME -> "Consume: +5 Mana";
            case TWO_CLASS_USES -> "2 Class Ability Uses per Turn";
            case SPELLBOOK -> "Spellbook";
            case MIST_MANA -> "Mist: +1 Mana per Turn";
            case BLOODLUST_PENETRATION -> "Bloodlust: +1 Armor Penetration";
            case BLOODLUST_DICE -> "Bloodlust: +2 Dice";
            case DUO_PLUS_1_ROLL -> "Duo: +1 to Dice Roll";
            case CLASS -> "Class: " + p;
            case JUMP -> "Jump";
            case TELEPORT -> "Teleport " + s.param() + " Zones";
            case SHOVE -> "Shove";
            case TAUNT -> "Taunt";
            case LUCKY -> "Lucky";
            case DUO_FREE_COMBAT -> "Duo: +1 Free Combat Action";
            case BORN_LEADER -> "Born Leader";
            case ARMOR_REROLL -> "+1 Armor Reroll";
            case GHOST_SIGHT -> "Ghost Sight";
            case FREE_CLASS_USE -> "+1 Free Class Ability Use";
        };
    }

    /** What the Skill does, in a sentence or two. */
    static String effect(Skill s, UnaryOperator<String> enemyName) {
        String act = s.param() == null ? "" : actions(s.param());
        return switch (s.kind()) {
            case PLUS_1_ACTION -> "One more Action each Turn.";
            case PLUS_1_DIE -> "Each weapon rolls one more die in " + act + ".";
            case PLUS_1_ROLL -> "Add 1 to every die rolled in " + act + " (a die never goes past 6).";
            case TWO_WOUNDS -> "Each hit in " + act + " deals 2 Wounds instead of 1.";
            case KILLER -> "Each hit on a " + enemyName.apply(s.param()) + " deals 5 Wounds instead of 1.";
            case PLUS_1_MAX_RANGE -> "Ranged weapons reach one Zone further.";
            case IRON_HIDE -> "Armor rolls on 5+ even with no armour worn; with armour, +1 to each Armor die.";
            case SLIPPERY -> "Moving out of a Zone with Enemies costs no extra Actions, and Enemies never stop"
                    + " the Move.";
            case SEARCH_2_CARDS -> "A Search draws 2 cards instead of 1.";
            case NO_REGENERATION -> "Enemies this Adventurer wounds cannot regenerate until the End Phase.";
            case MARKSMAN -> "Choose the targets of every Ranged and Magic Action freely; no Friendly Fire.";
            case POINT_BLANK -> "Ranged and Magic Actions may aim at the Adventurer's own Zone whatever the"
                    + " minimum Range; there the targets are chosen freely and there is no Friendly Fire.";
            case PLUS_2_MANA_PER_TURN -> "Once a Turn, anywhere, gain 2 Mana (10 at most).";
            case FREE_ACTION -> "One free " + act.replace(" Actions", " Action") + " each Turn.";
            case PAID_FREE_ACTION -> "Once a Turn, spend 1 Mana for one free "
                    + act.replace(" Actions", " Action") + ".";
            case SPRINT -> "Once a Turn, one Move covers 2 or 3 Zones; entering a Zone with Enemies still ends it.";
            case HIT_AND_RUN -> "Once a Turn, after a Combat Action that eliminates an Enemy, a free Move that"
                    + " costs nothing extra for the Enemies around.";
            case ROLL_6_MANA -> "Gain 1 Mana for each 6 rolled in a Combat Action.";
            case ROLL_6_IGNORE_ARMOR -> "A Combat Action that rolls a 6 ignores the targets' Armor.";
            case IRONCLAD -> "No Wounds from any " + enemyName.apply(s.param()) + ".";
            case BARBARIAN -> "A Melee Action may roll as many dice as there are Enemies in the Zone instead"
                    + " of the weapon's dice.";
            case IRON_RAIN -> "A Ranged Action may roll as many dice as there are Enemies in the target Zone"
                    + " instead of the weapon's dice.";
            case MANA_RAIN -> "A Magic Action may roll as many dice as there are Enemies in the target Zone"
                    + " instead of the weapon's dice.";
            case REAPER -> "When " + article(act) + " eliminates an Undead, one more Undead of a type just"
                    + " eliminated falls with it (once per Action; not Monsters).";
            case ESCALATION -> "Each further " + act.replace(" Actions", " Action") + " in a row this Turn"
                    + " rolls one more die; any other Action ends the bonus.";
            case MIST_PENETRATION -> "+1 Armor Penetration while standing in Mist.";
            case SPELLCASTER -> "One free Magic or Enchantment Action each Turn.";
            case TOUGH -> "Once a Turn, ignore one Hit and its Wounds.";
            case ROLL_6_TWO_WOUNDS -> "In " + act + ", rolling a 6 makes every hit deal 2 Wounds.";
            case ROLL_6_PLUS_1_DIE -> "In " + act + ", each 6 rolled adds another die, again and again.";
            case PLUS_2_DICE -> "Spend 1 Mana for 2 more dice in " + act + " (once per Action).";
            case PLUS_1_PENETRATION -> "Spend 1 Mana for +1 Armor Penetration in " + act + " (once per Action).";
            case PLUS_2_WOUNDS -> "Spend 1 Mana so each hit in " + act + " deals 2 Wounds.";
            case IGNORE_ARMOR -> "Spend 1 Mana so a Combat Action ignores the targets' Armor.";
            case MIST_AFFINITY -> "In Mist, Necromantic second lines and Artifacts cost no Mana.";
            case ROLL_6_PENETRATION -> "In " + act + ", +1 Armor Penetration for each 6 rolled.";
            case CRUSH_PLUS_1_ROLL -> "A Crush adds 1 to every die it rolls.";
            case CONSUME -> "Gain 5 Mana (10 at most) whenever this Adventurer discards an Equipment card.";
            case TWO_CLASS_USES -> "The Class Ability may be used twice each Turn.";
            case SPELLBOOK -> "Every Magic weapon in the Backpack counts as held in Hand.";
            case MIST_MANA -> "Once a Turn, while in Mist, gain 1 Mana.";
            case BLOODLUST_PENETRATION -> "Bloodlust's free Melee Action gets +1 Armor Penetration.";
            case BLOODLUST_DICE -> "Bloodlust's free Melee Action gets 2 more dice.";
            case DUO_PLUS_1_ROLL -> "Combat Reflexes add 1 to every die they roll.";
            case CLASS -> "Also a " + title(s.param()) + ", with that Class's Ability.";
            case JUMP -> "Once a Turn, for 1 Action, move 2 Zones into a Zone in sight, passing over whatever"
                    + " stands between.";
            case TELEPORT -> "Once a Turn, for 1 Action, reappear up to " + s.param() + " Zones away, through"
                    + " anything but a closed building.";
            case SHOVE -> "Once a Turn, push every Enemy of the Adventurer's Zone into a next Zone with an open"
                    + " way.";
            case TAUNT -> "Once a Turn, the Enemies of a Zone in sight get an extra Activation to come at this"
                    + " Adventurer, ignoring everyone else.";
            case LUCKY -> "Reroll the dice of each Action or Armor roll once more.";
            case DUO_FREE_COMBAT -> "Combat Reflexes give one more free Combat Action.";
            case BORN_LEADER -> "During this Adventurer's Turn, give another Adventurer one free Action, used at"
                    + " once.";
            case ARMOR_REROLL -> "Spend 1 Mana to reroll an Armor roll's dice.";
            case GHOST_SIGHT -> "Sight through walls, doors and Blinding Mist, and without limit in buildings"
                    + " (never onto the Tower).";
            case FREE_CLASS_USE -> "The Class Ability costs nothing once each Turn.";
        };
    }

    /** "melee" -> "Melee Actions", "combat" -> "Combat Actions" (any of Melee, Ranged and Magic). */
    private static String actions(String param) {
        return title(param) + " Actions";
    }

    private static String article(String act) {
        return "a " + act.replace(" Actions", " Action");
    }

    private static String title(String word) {
        return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1).replace('-', ' ');
    }
}
