package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.View;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;

/**
 * What one seat sees of a Run: the Biome board with flipped tiles, every Beheaded's board, the Combat board,
 * the Group's Bag and the Loot; of the Combat cards only its own hand, and the others' played cards once revealed.
 * A spectator ({@link View#SPECTATOR}) sees the same with no hand and every played card face down until revealed.
 */
public record DcView(int seat, int toMove, String prompt, String where, int firstPlayer, List<PlayerView> players,
                     List<String> hand, List<String> enemies, String loot, String bag, int round, List<String> board,
                     String campaign, String biome, int position, List<String> spaces, List<String> combat)
        implements View {

    public record PlayerView(int seat, String name, String beheaded, int damage, int maxHealth, int shields,
                             String states, String scrolls, List<String> equipment, int hand, int draw, int discard,
                             List<String> active, List<String> announced, boolean dead, boolean passing) {
    }

    static DcView of(DcPosition s, int seat) {
        Content c = s.c;
        List<PlayerView> players = new ArrayList<>();
        boolean revealed = s.phase == DcPosition.COMBAT && s.round >= 0;
        for (int p = 0; p < s.n; p++) {
            List<String> eq = new ArrayList<>();
            for (int i = 0; i < s.slot[p].length; i++) {
                if (s.slot[p][i] >= 0) {
                    Content.Equip e = c.equipment.get(s.slot[p][i]);
                    eq.add(e.name() + (s.slotDamage[p][i] > 0 ? " (" + s.slotDamage[p][i] + " Damage)" : "") + ": "
                            + Words.equipment(e));
                }
            }
            List<String> active = new ArrayList<>();
            List<String> announced = new ArrayList<>();
            for (int k = 0; k < 2; k++) {
                int r = s.activeRound[p] >> (4 * k) & 15;
                if (s.active[p][k] >= 0 && !s.serenade(p) && r > 0) {
                    announced.add(Content.ACT_NAMES[c.cards.get(s.active[p][k]).byRound()[r].type()] + " in Round " + r);
                }
                if (s.active[p][k] >= 0) {
                    active.add(revealed || p == seat ? c.cards.get(s.active[p][k]).name() : "a card face down");
                }
            }
            StringBuilder st = new StringBuilder();
            for (int i = 0; i < 5; i++) {
                if (s.states[p][i] > 0) {
                    st.append(Content.STATE_NAMES[i]).append(' ').append(s.states[p][i]).append(' ');
                }
            }
            players.add(new PlayerView(p, s.names[p], s.serenade(p) ? "Serenade (" + (s.serenadeSide == 0 ? "POWER" : "MELEE") + " side)"
                    : c.beheaded.get(s.who[p]).name(), s.damage[p], s.maxHealth[p],
                    s.shields[p], st.toString().trim(), s.serenade(p) ? "Serenade " + s.scroll[p][0]
                    : "G" + s.scroll[p][0] + " P" + s.scroll[p][1] + " R" + s.scroll[p][2], eq, s.handN[p], s.combatDeck[p].size(), s.combatDeck[p].discardCount(), active, announced, s.dead[p],
                    s.phase == DcPosition.COMBAT && !s.involved[p]));
        }
        List<String> hand = new ArrayList<>();
        // A spectator (View.SPECTATOR) holds no hand; the book's hands are never shown to the table.
        for (int i = 0; seat >= 0 && i < s.handN[seat]; i++) {
            Content.Card card = c.cards.get(s.hand[seat][i]);
            hand.add(Words.card(card));
        }
        List<String> enemies = new ArrayList<>();
        if (s.phase == DcPosition.COMBAT) {
            for (int sp = 0; sp < Content.SPACES; sp++) {
                if (s.enemy[sp] >= 0) {
                    StringBuilder b = new StringBuilder(Content.SPACE_NAMES[sp]).append(": ")
                            .append(Board.enemyName(s, sp)).append(" ").append(Board.health(s, sp) - s.enemyDamage[sp])
                            .append("/").append(Board.health(s, sp)).append(" health");
                    if (s.enemyShields[sp] > 0) {
                        b.append(", ").append(s.enemyShields[sp]).append(" Shield");
                    }
                    for (int i = 0; i < 5; i++) {
                        if (s.enemyStates[sp][i] > 0) {
                            b.append(", ").append(Content.STATE_NAMES[i]).append(' ').append(s.enemyStates[sp][i]);
                        }
                    }
                    if (s.enemyFrozen[sp] != 0) {
                        b.append(", frozen");
                    }
                    b.append(" - ").append(enemyRounds(s, sp));
                    enemies.add(b.toString());
                }
            }
        }
        List<String> board = new ArrayList<>();
        List<String> spaces = new ArrayList<>();
        List<String> combat = new ArrayList<>();
        if (s.phase == DcPosition.COMBAT) {
            for (int sp = 0; sp < Content.SPACES; sp++) {
                combat.add(s.enemy[sp] < 0 ? "" : Board.enemyName(s, sp) + " " + (Board.health(s, sp) - s.enemyDamage[sp])
                        + "/" + Board.health(s, sp) + (s.enemyShields[sp] > 0 ? " +" + s.enemyShields[sp] + " Shield" : "")
                        + states(s.enemyStates[sp]) + (s.enemyFrozen[sp] != 0 ? " frozen" : ""));
            }
        }
        if (s.boss < 0 && s.tileAt.length > 0) {
            Content.Biome b = c.biomes.get(s.biome);
            for (int sp = 0; sp < b.spaces().length; sp++) {
                String what = sp == b.start() ? "start" : b.exitTo()[sp] != Integer.MIN_VALUE ? "exit"
                        : (s.flipped & 1 << sp) != 0 ? Content.KIND_NAMES[c.tiles.get(s.tileAt[sp]).kind()]
                        : "face down";
                boolean tile = sp != b.start() && b.exitTo()[sp] == Integer.MIN_VALUE && (s.flipped & 1 << sp) != 0;
                board.add((sp == s.pos ? "* " : "  ") + b.spaces()[sp] + ": "
                        + (tile ? Words.TILE_KINDS[c.tiles.get(s.tileAt[sp]).kind()] : what));
                spaces.add(what);
            }
            for (Content.Corridor k : b.corridors()) {
                board.add("  corridor " + b.spaces()[k.from()] + " -> " + b.spaces()[k.to()] + Words.corridorSigns(c, k));
            }
        }
        String where = s.boss >= 0 ? s.c.bosses.get(s.boss).name() + " (turn " + (s.turn + 1) + ")"
                : c.biomes.get(s.biome).name() + ", space " + c.biomes.get(s.biome).spaces()[s.pos];
        if (s.phase == DcPosition.COMBAT && (s.wall || s.constraint > 0)) {
            where += (s.wall ? ", Wall/Hole token on the board" : "")
                    + (s.constraint > 0 ? ", Constraint " + "I II III IV".split(" ")[s.constraint - 1] : "");
        }
        List<String> items = new ArrayList<>();
        int[] counts = {s.lootTeeth, s.lootCells, s.lootPotions, s.lootScroll[0], s.lootScroll[1], s.lootScroll[2],
            s.lootScroll[3], s.lootEquipN, s.lootBlueN};
        String[] what = {"Gold Teeth", "Cells", "Potion", "Green Scroll", "Purple Scroll", "Red Scroll", "Scroll (any)",
            "Equipment", "Blueprint"};
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                items.add(counts[i] + " " + what[i]);
            }
        }
        String loot = items.isEmpty() ? "nothing" : String.join(", ", items);
        String bag = s.teeth + " Teeth, " + s.cells + " Cells, " + s.potions + " Potions";
        String camp = "Runs before: " + s.runsBefore + ", Runes: " + Integer.bitCount(s.runes);
        return new DcView(seat, s.toMove(), s.isOver() ? s.outcome().reason() : s.decision().prompt(), where, s.first,
                players, hand, enemies, loot, bag, s.round, board, camp, s.boss >= 0 ? s.c.bosses.get(s.boss).id()
                : c.biomes.get(s.biome).id(), s.pos, spaces, combat);
    }

    /** The Enemy's card Round by Round, in words. */
    private static String enemyRounds(DcPosition s, int sp) {
        Content.Act[] by = new Content.Act[5];
        for (int r = 0; r < by.length; r++) {
            by[r] = Board.lineOf(s, sp, r);
        }
        return Words.rounds(by);
    }

    private static String states(int[] st) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < st.length; i++) {
            if (st[i] > 0) {
                b.append(' ').append(Content.STATE_NAMES[i]).append(' ').append(st[i]);
            }
        }
        return b.toString();
    }

    @Override
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append("Dead Cells - ").append(where).append(round >= 0 && round <= 4 ? ", Combat Round " + round : "")
                .append('\n');
        for (PlayerView p : players) {
            b.append(p.seat() == firstPlayer ? "[First] " : "        ").append(p.name()).append(" - ")
                    .append(p.beheaded()).append(": ").append(p.maxHealth() - p.damage()).append('/')
                    .append(p.maxHealth()).append(" health").append(p.shields() > 0 ? ", " + p.shields() + " Shield" : "")
                    .append(p.states().isEmpty() ? "" : ", " + p.states()).append(", scrolls ").append(p.scrolls())
                    .append(p.equipment().isEmpty() ? "" : ", " + p.equipment()).append(p.active().isEmpty() ? ""
                    : ", playing " + p.active() + " announced " + p.announced()).append(p.dead() ? " DEAD" : "").append(p.passing() ? " (passes)" : "")
                    .append('\n');
        }
        for (String e : enemies) {
            b.append("  Enemy ").append(e).append('\n');
        }
        if (!enemies.isEmpty()) {
            b.append("  Loot on the Group space: ").append(loot).append('\n');
        }
        if (enemies.isEmpty()) {
            for (String line : board) {
                b.append(line).append('\n');
            }
        }
        b.append("Bag: ").append(bag).append('\n');
        b.append("Your hand:").append(hand.isEmpty() ? " no cards" : "").append('\n');
        for (String card : hand) {
            int head = card.indexOf(": ");
            b.append("  ").append(card, 0, head).append('\n');
            for (String line : card.substring(head + 2).split("; ")) {
                b.append("    ").append(line).append('\n');
            }
        }
        b.append(prompt);
        return b.toString();
    }
}
