package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import keeptable.engine.content.RulesAid;
import keeptable.games.deadkeep.content.AdventurerCard;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.EnemyType;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;
import keeptable.games.deadkeep.content.Weapon;

/**
 * The rules aid's card reference, written from the content the game is played with: every Adventurer with its
 * Class, Wounds and Skill tree, every Skill and what it does, every weapon's lines, every other card's effect and
 * every Enemy's numbers. It follows the rules aid's own sections, so a player looks up "Broadsword" or "Ogre" as
 * they look up a rule.
 */
final class CardReference {
    private CardReference() {
    }

    /** The game's rules aid ({@code rules-aid/ID.md}) with the card reference of {@code c} after it. */
    static RulesAid aid(String id, Content c) {
        return RulesAid.load(CardReference.class, id, rules -> rules.stripTrailing() + "\n\n" + markdown(c));
    }

    /** The reference alone, as Markdown sections (lists, so that they read on a phone too). */
    static String markdown(Content c) {
        UnaryOperator<String> enemy = id -> enemyName(c, id);
        StringBuilder b = new StringBuilder("## Cards and Enemies, one by one\n\n");
        b.append("What every Adventurer, Skill, card and Enemy of this box does. Range is in Zones (0 is your own"
                + " Zone); a die hits at or above its number; the Armor Penetration must reach the target's Armor.\n\n");
        b.append("### Adventurers and their Skills\n\n");
        String[] levels = {"Blue", "Yellow", "Orange, one of", "Red, one of"};
        for (AdventurerCard a : c.adventurers) {
            b.append("- **").append(a.name()).append("** (").append(title(a.type().name())).append(", ")
                    .append(a.wounds()).append(" Wounds)");
            for (int level = 0; level < 4; level++) {
                b.append(level == 0 ? ": " : "; ").append(levels[level]).append(' ').append(String.join(", ",
                        a.tier(level).stream().map(id -> SkillWords.name(Skill.parse(id), enemy)).toList()));
            }
            b.append(".\n");
        }
        b.append("\n### Every Skill\n\n");
        TreeMap<String, String> skills = new TreeMap<>();
        for (Skill s : c.skills) {
            skills.put(SkillWords.name(s, enemy), SkillWords.effect(s, enemy));
        }
        skills.forEach((name, effect) -> b.append("- **").append(name).append("**: ").append(effect).append('\n'));
        b.append("\n### Weapons\n\n");
        for (int k = 0; k < c.equipment.size(); k++) {
            if (c.equipment.get(k).weapon()) {
                b.append(entry(c, k));
            }
        }
        b.append("\n### Armour, shields and Talismans\n\n");
        for (int k = 0; k < c.equipment.size(); k++) {
            if (!c.equipment.get(k).weapon()) {
                b.append(entry(c, k));
            }
        }
        b.append("\n### Enemy numbers\n\n");
        b.append("Armor is the Armor Penetration a weapon needs to wound it; Wounds, how many it takes to eliminate"
                + " it; each of its Attacks deals its Damage. Monsters grow with the Campaign Level.\n\n");
        for (EnemyType t : c.enemies) {
            List<String> traits = traits(c, t);
            b.append("- **").append(t.name()).append("** (").append(title(t.kind().name()))
                    .append(traits.isEmpty() ? "" : "; " + String.join("; ", traits)).append("): ");
            for (int level = 0; level < t.stats().size(); level++) {
                b.append(level > 0 ? "; " : "").append(t.stats().size() > 1 ? "Campaign Level " + (level + 1) + ": " : "")
                        .append(numbers(t.stats().get(level)));
            }
            if (t.boss() != null) {
                b.append("; as the Boss: ").append(numbers(t.boss()));
            }
            b.append(".\n");
        }
        return b.toString();
    }

    /** "Armor 2, 3 Wounds, 2 Attacks of 5 Damage". */
    static String numbers(EnemyType.Stats st) {
        return "Armor " + st.armor() + ", " + st.wounds() + " Wound" + (st.wounds() == 1 ? "" : "s") + ", "
                + st.attacks() + " Attack" + (st.attacks() == 1 ? "" : "s") + " of " + st.damage() + " Damage";
    }

    /** A card's line in the reference: "- **Broadsword** (Adventure Equipment, 150 Gold): Melee, Range 0, ...". */
    static String entry(Content c, int card) {
        return "- **" + c.equipment.get(card).name() + "** (" + found(c.equipment.get(card)) + ")" + brief(c, card)
                + ".\n";
    }

    /**
     * A card's use in a few words, after its name in a choice: ": Melee, Range 0, 2 dice hit on 4+, Armor
     * Penetration 1", ": worn on the Body; Armor rolls hit on 5+"; a Necromantic second line follows the first.
     */
    static String brief(Content c, int card) {
        Equipment e = c.equipment.get(card);
        List<String> more = also(c, e, id -> enemyName(c, id));
        if (!e.weapon()) {
            return ": " + String.join("; ", more);
        }
        StringBuilder b = new StringBuilder(": ").append(title(e.action().name())).append(", ")
                .append(line(e.lines().get(0)));
        for (int i = 1; i < e.lines().size(); i++) {
            b.append("; or for ").append(e.lines().get(i).mana()).append(" Mana, ").append(line(e.lines().get(i)));
        }
        return b.append(more.isEmpty() ? "" : "; " + String.join("; ", more)).toString();
    }

    /** "Range 0-1, 2 dice hit on 4+, Armor Penetration 1". */
    private static String line(Weapon w) {
        return "Range " + (w.min() == w.max() ? "" + w.min() : w.min() + "-" + w.max()) + ", " + w.dice()
                + (w.dice() == 1 ? " die hits" : " dice hit") + " on " + w.accuracy() + "+, Armor Penetration "
                + w.penetration();
    }

    /** Where a card comes from, and its price when it is bought. */
    private static String found(Equipment e) {
        return switch (e.deck()) {
            case ADVENTURE -> "Adventure Equipment, " + e.buy() + " Gold";
            case TALISMAN -> "Talisman, " + e.buy() + " Gold";
            case NECROMANTIC -> "Necromantic, by Searching";
            case ARTIFACT -> "Necromantic Artifact";
        };
    }

    /** What a card does besides its lines: its slot, armour, Skill, Enchantment, conditions. */
    private static List<String> also(Content c, Equipment e, UnaryOperator<String> enemy) {
        List<String> out = new ArrayList<>();
        if (e.crawler()) {
            out.add("no card to keep: a Crawler appears in the Searcher's Zone");
            return out;
        }
        if (!e.weapon()) {
            out.add(switch (e.slot()) {
                case HAND -> "held in Hand";
                case BODY -> "worn on the Body";
                case TALISMAN -> "in a Talisman slot";
                case ANY -> "carried anywhere";
            });
        }
        if (e.armor() > 0) {
            out.add("Armor rolls hit on " + e.armor() + "+");
        }
        if (e.shield() > 0) {
            out.add("a shield: Armor rolls on " + e.shield() + "+ of its own, or +1 to worn armour's dice");
        }
        if (e.versus() != null && e.versusArmor() > 0) {
            out.add(e.versusArmor() + "+ against " + enemy.apply(e.versus()) + " Attacks");
        }
        if (e.enchant() != null) {
            out.add(e.enchant() == Equipment.Enchant.HEAL
                    ? "Enchantment: heal " + e.amount() + " Wounds of an Adventurer in sight"
                    : "Enchantment: an Adventurer in sight gains " + e.amount() + " Mana");
        }
        if (e.skill() != null) {
            Skill s = Skill.parse(e.skill());
            out.add((e.held() ? "gives " : "while used, gives ") + SkillWords.name(s, enemy) + " ("
                    + lowerFirst(SkillWords.effect(s, enemy)).replaceAll("\\.$", "") + ")");
        }
        if (e.targetEnemy() != null && e.targetSkill() != null) {
            Skill s = Skill.parse(e.targetSkill());
            out.add("with a " + enemy.apply(e.targetEnemy()) + " in the target Zone: " + SkillWords.name(s, enemy));
        }
        if (e.zone() != null) {
            out.add("only while standing in " + switch (e.zone()) {
                case STREET -> "the street";
                case BUILDING -> "a building";
                case MIST -> "Mist";
            });
        }
        if (e.backpack()) {
            out.add("works from the Backpack");
        }
        if (e.deck() == Equipment.Deck.ARTIFACT) {
            out.add("every use costs 1 Mana");
        }
        return out;
    }

    /** An Enemy's ways: more Actions, faster moves, range, escort, pairs, regeneration, the Crawler's Doom. */
    private static List<String> traits(Content c, EnemyType t) {
        List<String> out = new ArrayList<>();
        if (t.actions() > 1) {
            out.add(t.actions() + " Actions");
        }
        if (t.moves() > 1) {
            out.add("moves " + t.moves() + " Zones");
        }
        if (t.sightMoves() > 0) {
            out.add("moves " + t.sightMoves() + " Zones when it sees an Adventurer");
        }
        if (t.range() > 0) {
            out.add(t.giant() ? "throws at the Zone in sight with the most Adventurers, up to " + t.range()
                    + " Zones away" : "shoots at Adventurers in sight up to " + t.range() + " Zones away");
        }
        if (t.escort() != null) {
            out.add("calls up " + DkEvent.plural(enemyName(c, t.escort())));
        }
        if (t.pair()) {
            out.add("comes in pairs");
        }
        if (t.regenerates()) {
            out.add("regenerates up to 3 Wounds after each Adventurer's Turn");
        }
        if (t.crawler()) {
            out.add("its arrival gives the Boss a Doom token and takes away a Search token");
        }
        return out;
    }

    private static String enemyName(Content c, String id) {
        int i = c.enemyIndex(id);
        return i >= 0 ? c.enemies.get(i).name() : title(id);
    }

    private static String title(String word) {
        String w = word.toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        return w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
