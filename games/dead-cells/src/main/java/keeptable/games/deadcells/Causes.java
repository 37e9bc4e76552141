package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;

import java.util.Map;
import java.util.WeakHashMap;
import keeptable.games.deadcells.content.Content.Act;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;

/**
 * The words of a combat log line's cause: who acts, from which space, with which card, and what a hit came to
 * ("Ann (Warrior) strikes the Zombie next to the Group with Flayed Cut: the Zombie takes 1 Damage (1 blocked by its
 * Shield)"). Asked only while someone listens to events, so a playout never builds them.
 */
final class Causes {
    /** Each Combat space (L, 1, 2, 3) as the place an Enemy stands, which tells two Enemies of one kind apart. */
    /** Each action type (by {@code Content.ACT_NAMES}' order) as a player announces it: "announces Damage". */
    static final String[] ANNOUNCED = {"Damage", "a Shield", "a Skill", "Loot", "Heal", "Poisoned", "Bleeding",
        "On Fire", "Frozen", "Marked"};
    /** What carries each action of a content, by the action's id ("Flayed Cut", "the Cleaver"), built once. */
    private static final Map<Content, String[]> CARRIERS = new WeakHashMap<>();

    private Causes() {
    }

    /** The Enemy on space sp with its place: "the Zombie next to the Group". */
    static String enemy(DcPosition s, int sp) {
        return "the " + Board.enemyName(s, sp) + " " + Words.PLACES[sp];
    }

    /** A Beheaded's action on an Enemy: "Ann (Warrior) strikes the Zombie in the middle with Flayed Cut". */
    static String strike(DcPosition s, int seat, int sp, Act a) {
        String with = carrier(s.c, a);
        return s.name(seat) + (a.type() == DAMAGE ? " strikes " : " aims at ") + enemy(s, sp)
                + (with.isEmpty() ? "" : " with " + with);
    }

    /** An Enemy's action in this Round: "In Round 2, the Zombie next to the Group strikes". */
    static String enemyAttack(DcPosition s, int sp) {
        return "In Round " + Words.round(s.round) + ", " + enemy(s, sp) + " strikes";
    }

    /**
     * What a Damage came to: "the Zombie takes 1 Damage (1 more blocked by its Shield; Marked added 1)". Each
     * blocked Damage spent {@code perBlock} of {@code whose} Shields (2 under Constraint II).
     */
    static String damage(String victim, int landed, int blocked, int marked, String whose, int perBlock) {
        StringBuilder why = new StringBuilder();
        if (blocked > 0) {
            why.append(blocked).append(" more blocked by ").append(whose)
                    .append(blocked * perBlock == 1 ? " Shield" : " " + blocked * perBlock + " Shields");
            if (perBlock > 1) {
                why.append(", ").append(perBlock).append(" for each Damage under Constraint II");
            }
        }
        if (marked > 0) {
            why.append(why.isEmpty() ? "" : "; ").append("Marked added ").append(marked);
        }
        return victim + " takes " + landed + " Damage" + (why.isEmpty() ? "" : " (" + why + ")");
    }

    /** What each State's tokens do, in a few words, for a player who meets the State in the log. */
    private static final String[] STATE_EFFECTS = {"1 Damage per token at every Round End",
        "dies after Round III while Bleeding", "a second On Fire token kills at once",
        "the action of the next Combat line with one is lost", "1 more Damage per token from every hit this Combat"};

    /** A State placed: " gets 1 Marked token (1 more Damage per token from every hit this Combat)". */
    static String state(int state, int n) {
        return " gets " + n + " " + Words.STATES[state] + (n == 1 ? " token (" : " tokens (") + STATE_EFFECTS[state]
                + ")";
    }

    /** A State refused: " is Immune to Bleeding: the token is not placed". */
    static String immune(int state) {
        return " is Immune to " + Words.STATES[state] + ": the token is not placed";
    }

    /** A cause at the start of a sentence: "The Zombie ...". */
    static String cap(String words) {
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** The card, Equipment, Skill or Enemy line an action is printed on, or "" when none is known. */
    static String carrier(Content c, Act a) {
        String[] by;
        synchronized (CARRIERS) {
            by = CARRIERS.computeIfAbsent(c, Causes::carriers);
        }
        return a.id() < by.length && by[a.id()] != null ? by[a.id()] : "";
    }

    private static String[] carriers(Content c) {
        String[] by = new String[c.acts.size()];
        for (Card card : c.cards) {
            name(by, card.byRound(), card.name());
        }
        for (Equip e : c.equipment) {
            name(by, new Act[] {e.act(), e.wallAct()}, "the " + e.name());
        }
        for (Beheaded b : c.beheaded) {
            name(by, new Act[] {b.skill()}, (b.name().startsWith("The ") ? "t" + b.name().substring(1) : "the " + b.name()) + "'s Skill");
            for (int col = 0; col < b.tracks().length; col++) {
                for (Step st : b.tracks()[col]) {
                    name(by, new Act[] {st.act()}, "the " + COLOURS.get(col) + " Scroll's Skill");
                }
            }
        }
        if (c.serenade != null) {
            name(by, c.serenade.melee(), "Serenade's melee line");
            name(by, c.serenade.board(), "Serenade's board");
            name(by, c.serenade.powers(), "Serenade's power");
        }
        return by;
    }

    private static void name(String[] by, Act[] acts, String name) {
        for (Act a : acts) {
            if (a != null && a.id() < by.length && by[a.id()] == null) {
                by[a.id()] = name;
            }
        }
    }
}
