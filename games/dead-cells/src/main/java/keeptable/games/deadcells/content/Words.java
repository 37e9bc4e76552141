package keeptable.games.deadcells.content;

import static keeptable.games.deadcells.content.Content.RUNE;
import static keeptable.games.deadcells.content.Content.UNLOCK;
import static keeptable.games.deadcells.content.Content.UPGRADE;
import static keeptable.games.deadcells.content.Content.U_COMBAT;
import static keeptable.games.deadcells.content.Content.U_INSTRUCTION;
import static keeptable.games.deadcells.content.Content.U_MUTATION;

import java.util.ArrayList;
import java.util.List;
import keeptable.games.deadcells.content.Content.Act;
import keeptable.games.deadcells.content.Content.Card;
import keeptable.games.deadcells.content.Content.Upgrade;

/**
 * The words a player reads for content the YAML names by a code: tile kinds, Upgrade cards and their effects, and
 * the icons that name a Rune, a Biome or an Upgrade deck, and the actions a card line codes ("damage 1 @12" reads
 * "1 Damage to an Enemy next to the Group or in the middle"). No id or code of the content reaches a player.
 */
public final class Words {
    /** Each tile kind (by {@code Content.KIND_NAMES}' order) as a player calls it. */
    public static final String[] TILE_KINDS = {"an Encounter", "an Elite Encounter", "a Treasure", "a Cursed Treasure",
        "a Merchant", "a Door", "a Teleportation tile"};
    public static final String[] UPGRADE_DECKS = {"Survival", "Tactics", "Brutality"};
    /** The Rounds as the book numbers them: 0, I, II, III, IV. */
    public static final String[] ROUNDS = {"0", "I", "II", "III", "IV"};
    /** The Check symbols' colours, as a player calls them. */
    private static final String[] SYMBOLS = {"Green", "Purple", "Red"};

    /** A Round as the book numbers it ("II" for 2). */
    public static String round(int r) {
        return r >= 0 && r < ROUNDS.length ? ROUNDS[r] : String.valueOf(r);
    }

    private Words() {
    }

    /** A count and its word, one or many as the count asks: "1 Gold Tooth", "2 Gold Teeth", "0 Cells". */
    public static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** Gold Teeth counted as the book says them: "1 Gold Tooth", "3 Gold Teeth". */
    public static String teeth(int n) {
        return count(n, "Gold Tooth", "Gold Teeth");
    }

    /** Cells counted: "1 Cell", "2 Cells". */
    public static String cells(int n) {
        return count(n, "Cell", "Cells");
    }

    /** Shields counted: "1 Shield", "2 Shields". */
    public static String shields(int n) {
        return count(n, "Shield", "Shields");
    }

    /** What a corridor asks on the way: its Check (" (Hand Check Green)") and its Rune (" (Vine Rune)"), or nothing. */
    public static String corridorSigns(Content c, Content.Corridor k) {
        StringBuilder b = new StringBuilder();
        for (String mark : corridorMarks(c, k)) {
            b.append(" (").append(mark).append(')');
        }
        return b.toString();
    }

    /**
     * A corridor's marks one by one: its Check with what a Deck Check gives ("Deck Check Purple: 1 Cell"), its Rune
     * ("Vine Rune").
     */
    public static List<String> corridorMarks(Content c, Content.Corridor k) {
        List<String> marks = new ArrayList<>(2);
        if (k.check() == 1) {
            marks.add("Hand Check " + SYMBOLS[k.colour()]);
        } else if (k.check() == 2) {
            marks.add("Deck Check " + SYMBOLS[k.colour()] + (k.reward() == null ? "" : ": " + k.reward().text()));
        }
        if (k.rune() >= 0) {
            marks.add(c.runeNames.get(k.rune()));
        }
        return marks;
    }

    /** A mutation's effect (the codes the rules know), in words. */
    public static String effect(String effect) {
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
    public static String upgrade(Content c, Upgrade u) {
        return switch (u.kind()) {
            case U_MUTATION -> "the Mutation \"" + effect(u.effect()) + "\"";
            case U_COMBAT -> "the Improved Combat card " + c.cards.get(u.card()).name();
            case U_INSTRUCTION -> u.reward() == null ? "the instruction \"Purge one card\""
                    : "the instruction \"take " + u.reward().text() + "\"";
            default -> "the Feat \"" + goal(u.goal()) + "\" (reward: " + u.reward().text() + ")";
        };
    }

    /** A Feat's goal ("elites N", "biome N"). */
    public static String goal(String goal) {
        String[] w = goal.split(" ");
        int n = Integer.parseInt(w[1]);
        return w[0].equals("elites") ? "kill " + count(n, "Elite", "Elites") + " in one Run"
                : "get through " + count(n, "Biome", "Biomes") + " in one Run";
    }

    /**
     * A tile icon in words: a Rune, a Biome unlocked, an Upgrade deck by their names; the others by what they give
     * ("2 Gold Teeth", "a Potion for the First Player", "1 Damage to the First Player").
     */
    static String icon(List<String> runeNames, List<Content.Biome> biomes, int kind, int n, int arg, boolean fp) {
        return switch (kind) {
            case RUNE -> "the " + runeNames.get(arg);
            case UNLOCK -> biomes.get(arg).name() + " unlocked";
            case UPGRADE -> "the bottom " + UPGRADE_DECKS[arg] + " Upgrade";
            case Content.WOUND -> n + " Damage" + (fp ? " to the First Player" : "");
            default -> gain(kind, n, arg) + (fp ? " for the First Player" : "");
        };
    }

    /** A tile icon's gain in words: "2 Gold Teeth", "1 Cell", "a Red Scroll", "1 Damage", "a Hand Check (Red)". */
    private static String gain(int kind, int n, int arg) {
        return switch (kind) {
            case Content.TEETH -> teeth(n);
            case Content.CELL -> cells(n);
            case Content.POTION -> "a Potion";
            case Content.VIAL -> "a Vial";
            case Content.SCROLL -> arg == Content.ANY ? "a Scroll of any colour" : "a " + COLOUR_WORDS[arg] + " Scroll";
            case Content.EQUIPMENT -> "an Equipment card";
            case Content.BLUEPRINT -> "a Blueprint";
            case Content.CHANGE_FP -> "the First Player token passes on";
            default -> "a Hand Check (" + COLOUR_WORDS[arg] + ")";
        };
    }

    /** Each State (by {@code Content.STATE_NAMES}' order) as a player calls it. */
    public static final String[] STATES = {"Poisoned", "Bleeding", "On Fire", "Frozen", "Marked"};
    /** Each Combat space (L, 1, 2, 3) as a place an Enemy stands. */
    /** The four Enemy spaces as the log places them. */
    public static final String[] PLACES = {"left of the Group", "next to the Group", "in the middle",
        "on the far right"};
    private static final String[] COLOUR_WORDS = {"Green", "Purple", "Red"};
    private static final int RIGHT = 0b1110, EVERYWHERE = 0b1111;

    /** What an action does, with no one it is done to: "1 Damage", "Bleeding 1", "1 Shield", "Heal 1". */
    public static String effect(int type, int n) {
        return switch (type) {
            case Content.DAMAGE -> n + " Damage";
            case Content.SHIELD -> shields(n);
            case Content.SKILL -> "use a Skill";
            case Content.LOOT -> "Loot";
            case Content.HEAL -> "Heal " + n;
            default -> STATES[type - Content.POISON] + " " + n;
        };
    }

    /** An action in full: its effect and whom it reaches, an Enemy in Range for a Beheaded, Beheaded for an Enemy. */
    public static String act(int type, int n, int range, int target) {
        String what = effect(type, n);
        if (type != Content.DAMAGE && type < Content.POISON) {
            return what;
        }
        String to = type == Content.DAMAGE ? " to " : " on ";
        if (range != 0) {
            return what + to + "an Enemy " + range(range);
        }
        return what + to + switch (target) {
            case Content.T_TWO -> "two Beheaded";
            case Content.T_FIRST -> "the First Player";
            case Content.T_ALL -> "every Beheaded";
            default -> "one Beheaded";
        };
    }

    /** A Range (bit 0 left of the Group, bits 1-3 the spaces to its right) as the places it reaches. */
    public static String range(int range) {
        if (range == EVERYWHERE) {
            return "on any space";
        }
        if (range == RIGHT) {
            return "on any space right of the Group";
        }
        StringBuilder b = new StringBuilder();
        int left = Integer.bitCount(range);
        for (int sp = 0; sp < PLACES.length; sp++) {
            if ((range & 1 << sp) != 0) {
                left--;
                b.append(b.isEmpty() ? "" : left == 0 ? " or " : ", ").append(PLACES[sp]);
            }
        }
        return b.toString();
    }

    /** A Scroll track step: "1 more health", "immune to Bleeding", "a Skill: 1 Damage to ...". */
    public static String step(int kind, int n, Act act) {
        return switch (kind) {
            case Content.ST_HEALTH -> n + " more health";
            case Content.ST_IMMUNE -> "immune to " + STATES[n];
            case Content.ST_SLOT -> "one more Equipment slot";
            case Content.ST_ROUND0 -> "in Round 0: " + act.text();
            default -> "a Skill: " + act.text();
        };
    }

    /** A card's Check symbols in words: "Red", "Green and Purple", or "no colour". */
    public static String colours(Card card) {
        StringBuilder b = new StringBuilder();
        for (int col = 0; col < COLOUR_WORDS.length; col++) {
            if (card.has(col)) {
                b.append(b.isEmpty() ? "" : " and ").append(COLOUR_WORDS[col]);
            }
        }
        return b.isEmpty() ? "no colour" : b.toString();
    }

    /** Round by Round, the actions of a card or an Enemy: "Round 1: 1 Damage to ...; Round 3: Bleeding 1 on ...". */
    public static String rounds(Act[] byRound) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < byRound.length; r++) {
            if (byRound[r] != null) {
                b.append(b.isEmpty() ? "" : "; ").append("Round ").append(round(r)).append(": ").append(byRound[r].text());
            }
        }
        return b.toString();
    }

    /** A Combat card as a player reads it: "Flayed Cut (Red): Round 1: 1 Damage to ...; Round 3: ...". */
    public static String card(Card card) {
        return card.name() + " (" + colours(card) + "): " + rounds(card.byRound());
    }

    /** What an Equipment card does and when: "in Round 3, as well as your card's line: 1 Damage to ...". */
    public static String equipment(Content.Equip e) {
        String act = e.act().text();
        return switch (e.kind()) {
            case Content.E_INSTEAD -> "in Round " + round(e.round()) + ", instead of your card's line: " + act;
            case Content.E_ADD -> "in Round " + round(e.round()) + ", as well as your card's line: " + act;
            case Content.E_ALWAYS -> "each time you spend a Shield: " + act;
            case Content.E_SKILL -> "with a Skill Action: " + act;
            default -> "a Companion with " + e.health() + " health, in Round " + round(e.round()) + ": " + act;
        };
    }
}
