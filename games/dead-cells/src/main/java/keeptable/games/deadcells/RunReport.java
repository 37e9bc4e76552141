package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.ItemUse;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;

/**
 * The content a Run used, for simulation reports: Combat cards played, Equipment taken and used, Mutations chosen,
 * Enemies fought and killed, Skills used, each by its content name and per seat. The rules only append one int per
 * use to the state's log ({@link DcPosition#itemLog}; never read by the rules); the names and counts are made when a
 * report asks ({@link #itemUses}). How far a Run got is not an item: it is the outcome's progress ({@link RunProgress}).
 */
final class RunReport {
    static final int CARD = 0, EQUIPPED = 1, EQUIPMENT_USED = 2, MUTATION = 3, FOUGHT = 4, KILLED = 5, SKILL = 6;
    /** Set in an Enemy's id for a Boss (then the id is the Boss's index), clear for a Monster or Elite kind. */
    static final int BOSS = 1 << 16;
    /** A Skill's id: the Beheaded's index times this, plus the Skill option (0 its own Skill, 1 + colour * 8 + step). */
    static final int SKILLS_PER_BEHEADED = 64;
    private static final String[] KINDS = {"Combat card", "Equipment taken", "Equipment used", "Mutation",
        "Enemy fought", "Enemy killed", "Skill"};

    private RunReport() {
    }

    /** Notes that the figure {@code figure} used content item {@code id} of {@code kind}. */
    static void used(DcPosition s, int kind, int id, int figure) {
        int seat = s.solo ? 0 : figure; // in the solo mode the one player plays Serenade too
        if (s.itemLogN == s.itemLog.length) {
            s.itemLog = Arrays.copyOf(s.itemLog, Math.max(16, s.itemLogN * 2));
        }
        s.itemLog[s.itemLogN++] = kind << 28 | seat << 24 | id;
    }

    /**
     * Notes an Enemy (a Monster's index, or a Boss's with {@link #BOSS}) for the Group: fought by every living figure
     * when it comes onto the Combat board, killed by every living figure in the Combat (a Group's kill, whoever's
     * action or State token dealt the last Damage).
     */
    static void byTheGroup(DcPosition s, int kind, int enemy) {
        for (int p = 0; p < (s.solo ? 1 : s.n); p++) {
            if (!s.dead[p] && (kind == FOUGHT || s.involved[p])) {
                used(s, kind, enemy, p);
            }
        }
    }

    static List<ItemUse> itemUses(DcPosition s) {
        Map<String, int[]> counts = new TreeMap<>();
        int seats = s.seats();
        for (int i = 0; i < s.itemLogN; i++) {
            int entry = s.itemLog[i];
            int kind = entry >>> 28;
            int seat = entry >>> 24 & 15;
            String item = KINDS[kind] + ": " + name(s.c, kind, entry & 0xFF_FFFF);
            counts.computeIfAbsent(item, k -> new int[seats])[seat]++;
        }
        List<ItemUse> out = new ArrayList<>();
        for (var e : counts.entrySet()) {
            for (int p = 0; p < seats; p++) {
                if (e.getValue()[p] > 0) {
                    out.add(new ItemUse(e.getKey(), p, e.getValue()[p]));
                }
            }
        }
        return out;
    }

    private static String name(Content c, int kind, int id) {
        return switch (kind) {
            case CARD -> c.cards.get(id).name();
            case EQUIPPED, EQUIPMENT_USED -> c.equipment.get(id).name();
            case MUTATION -> Words.effect(upgrade(c, id).effect());
            case FOUGHT, KILLED -> (id & BOSS) != 0 ? c.bosses.get(id & ~BOSS).name() : c.monsters.get(id).name();
            default -> skill(c, id / SKILLS_PER_BEHEADED, id % SKILLS_PER_BEHEADED);
        };
    }

    private static Content.Upgrade upgrade(Content c, int u) {
        return c.upgrades.get(u >> Content.UPGRADE_DECK_SHIFT).get(u & Content.UPGRADE_DECK_MAX - 1);
    }

    private static String skill(Content c, int beheaded, int option) {
        Content.Beheaded b = c.beheaded.get(beheaded);
        Content.Act a = option == 0 ? b.skill() : b.tracks()[(option - 1) / 8][(option - 1) % 8].act();
        return a.text() + " (" + b.name() + (option == 0 ? "'s own Skill)"
                : "'s " + Content.COLOURS.get((option - 1) / 8) + " Scroll track)");
    }
}
