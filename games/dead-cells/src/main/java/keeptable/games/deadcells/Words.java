package keeptable.games.deadcells;

import static keeptable.games.deadcells.Content.RUNE;
import static keeptable.games.deadcells.Content.UNLOCK;
import static keeptable.games.deadcells.Content.UPGRADE;
import static keeptable.games.deadcells.Content.U_COMBAT;
import static keeptable.games.deadcells.Content.U_INSTRUCTION;
import static keeptable.games.deadcells.Content.U_MUTATION;

import keeptable.games.deadcells.Content.Upgrade;

/**
 * The words a player reads for content the YAML names by a code: tile kinds, Upgrade cards and their effects, and
 * the icons that name a Rune, a Biome or an Upgrade deck. No id of the content reaches a player.
 */
final class Words {
    /** Each tile kind (by {@code Content.KIND_NAMES}' order) as a player calls it. */
    static final String[] TILE_KINDS = {"an Encounter", "an Elite Encounter", "a Treasure", "a Cursed Treasure",
        "a Merchant", "a Door", "a Teleportation tile"};
    static final String[] UPGRADE_DECKS = {"Survival", "Tactics", "Brutality"};

    private Words() {
    }

    /** What a corridor asks on the way: its Check (" (Hand Check G)") and its Rune (" (Vine Rune)"), or nothing. */
    static String corridorSigns(Content c, Content.Corridor k) {
        return (k.check() == 1 ? " (Hand Check " + "GPR".charAt(k.colour()) + ")"
                : k.check() == 2 ? " (Deck Check " + "GPR".charAt(k.colour()) + ")" : "")
                + (k.rune() >= 0 ? " (" + c.runeNames.get(k.rune()) + ")" : "");
    }

    /** A mutation's effect (the codes the rules know), in words. */
    static String effect(String effect) {
        return switch (effect) {
            case "start-potion" -> "a Potion at the start of each Run";
            case "start-teeth" -> "2 Gold Teeth at the start of each Run";
            case "start-scroll" -> "a Green Scroll for each Beheaded at the start of each Run";
            case "healer-plus" -> "the Interbiome Healer one Level up";
            case "merchant-plus" -> "the Interbiome Merchant one Level up";
            case "collector-plus" -> "the Interbiome Collector one Level up";
            case "elite-vial" -> "1 Damage healed from each Beheaded after an Elite Combat";
            case "skill-shield" -> "a Shield for the First Player in Round 0";
            default -> effect.replace('-', ' ');
        };
    }

    /** An Upgrade card as the table reads it: what kind of card it is and what it does. */
    static String upgrade(Content c, Upgrade u) {
        return switch (u.kind()) {
            case U_MUTATION -> "the Mutation \"" + effect(u.effect()) + "\"";
            case U_COMBAT -> "the Improved Combat card " + c.cards.get(u.card()).name();
            case U_INSTRUCTION -> u.reward() == null ? "the instruction \"Purge one card\""
                    : "the instruction \"take " + u.reward().text() + "\"";
            default -> "the Feat \"" + goal(u.goal()) + "\" (reward: " + u.reward().text() + ")";
        };
    }

    /** A Feat's goal ("elites N", "biome N"). */
    static String goal(String goal) {
        String[] w = goal.split(" ");
        return w[0].equals("elites") ? "kill " + w[1] + " Elites in one Run" : "get through " + w[1]
                + " Biomes in one Run";
    }

    /** How a tile icon that names content shows: a Rune, a Biome unlocked, an Upgrade deck; others as written. */
    static String icon(Content c, int kind, int arg, String text) {
        return switch (kind) {
            case RUNE -> "the " + c.runeNames.get(arg);
            case UNLOCK -> c.biomes.get(arg).name() + " unlocked";
            case UPGRADE -> "the bottom " + UPGRADE_DECKS[arg] + " Upgrade";
            default -> text;
        };
    }
}
