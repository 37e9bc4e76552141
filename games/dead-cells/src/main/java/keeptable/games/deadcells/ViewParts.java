package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.List;
import keeptable.games.deadcells.DcView.BiomeSpace;
import keeptable.games.deadcells.DcView.BiomeView;
import keeptable.games.deadcells.DcView.CardView;
import keeptable.games.deadcells.DcView.ColourView;
import keeptable.games.deadcells.DcView.CorridorView;
import keeptable.games.deadcells.DcView.LineView;
import keeptable.games.deadcells.DcView.PlayerView;
import keeptable.games.deadcells.DcView.SpaceView;
import keeptable.games.deadcells.DcView.TokenView;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Content.Act;
import keeptable.games.deadcells.content.Words;

/**
 * Builds a seat's {@link DcView} from the position: every word a player reads of the table, made once here, in the
 * game's own capitalisation (names as the content writes them, actions and States as the book names them).
 */
final class ViewParts {
    /** The Rounds as the book numbers them. */
    static final String[] ROUNDS = keeptable.games.deadcells.content.Words.ROUNDS;
    /** The Combat board's four Enemy spaces, as their cards head them. */
    private static final String[] SPACE_HEADS = {"Left of the Group", "Next to the Group", "Middle", "Far right"};
    private static final String[] COLOUR_LETTERS = {"G", "P", "R"};
    private static final String[] COLOUR_WORDS = {"Green", "Purple", "Red"};

    private ViewParts() {
    }

    static DcView view(DcPosition s, int seat, int toMove, String prompt) {
        Content c = s.c;
        boolean combat = s.phase == DcPosition.COMBAT;
        boolean revealed = combat && s.round >= 0;
        List<PlayerView> players = new ArrayList<>();
        for (int p = 0; p < s.n; p++) {
            players.add(player(s, p, seat, revealed));
        }
        List<CardView> hand = new ArrayList<>();
        // A spectator (View.SPECTATOR) holds no hand; the book's hands are never shown to the table.
        for (int i = 0; seat >= 0 && i < s.handN[seat]; i++) {
            hand.add(combatCard(c, c.cards.get(s.hand[seat][i])));
        }
        List<SpaceView> spaces = new ArrayList<>();
        if (combat) {
            for (int sp = 0; sp < Content.SPACES; sp++) {
                spaces.add(new SpaceView(sp, SPACE_HEADS[sp], s.enemy[sp] < 0 ? null : enemy(s, sp)));
            }
        }
        String where = (s.boss >= 0 ? c.bosses.get(s.boss).name() + " (turn " + (s.turn + 1) + ")"
                : c.biomes.get(s.biome).name() + ", space " + c.biomes.get(s.biome).spaces()[s.pos])
                + (combat && (s.wall || s.constraint > 0) ? (s.wall ? ", Wall/Hole token on the board" : "")
                + (s.constraint > 0 ? ", Constraint " + ROUNDS[s.constraint] : "") : "")
                + (combat && s.round >= 0 && s.round <= 4 ? ", Combat Round " + ROUNDS[s.round] : "");
        String loot = "Loot: " + loot(s);
        String bag = Words.teeth(s.teeth) + ", " + Words.cells(s.cells) + ", " + Words.count(s.potions, "Potion", "Potions");
        String campaign = "Runs before: " + s.runsBefore + ", Runes: " + Integer.bitCount(s.runes);
        List<String> summary = new ArrayList<>();
        summary.add("Bag: " + bag);
        summary.add(campaign);
        DcView.EndView ending = s.phase == DcPosition.OVER
                ? new DcView.EndView(s.won, RunSummary.outcome(s), RunSummary.group(s), RunSummary.players(s)) : null;
        return new DcView(seat, toMove, prompt, where, summary, s.first, players, hand, loot, bag, s.round, spaces,
                !combat && s.boss < 0 && s.tileAt.length > 0 ? biome(s) : null, campaign, ending);
    }

    private static PlayerView player(DcPosition s, int p, int seat, boolean revealed) {
        Content c = s.c;
        List<CardView> equipment = new ArrayList<>();
        for (int i = 0; i < s.slot[p].length; i++) {
            if (s.slot[p][i] >= 0) {
                equipment.add(equipmentCard(c.equipment.get(s.slot[p][i]), s.names[p] + (s.slotDamage[p][i] > 0
                        ? ", " + s.slotDamage[p][i] + " Damage on it" : "")));
            }
        }
        List<String> active = new ArrayList<>();
        List<String> announced = new ArrayList<>();
        StringBuilder playing = new StringBuilder();
        for (int k = 0; k < 2; k++) {
            if (s.active[p][k] < 0) {
                continue;
            }
            int r = s.activeRound[p] >> (4 * k) & 15;
            String card = revealed || p == seat ? c.cards.get(s.active[p][k]).name() : "a card face down";
            active.add(card);
            String said = null;
            if (!s.serenade(p) && r > 0) {
                said = Causes.ANNOUNCED[c.cards.get(s.active[p][k]).byRound()[r].type()] + " in Round " + ROUNDS[r];
                announced.add(said);
            }
            playing.append(playing.isEmpty() ? "" : "; ").append(card).append(said == null ? "" : " (announced " + said
                    + ")");
        }
        StringBuilder health = new StringBuilder().append(s.maxHealth[p] - s.damage[p]).append('/').append(s.maxHealth[p])
                .append(" health");
        if (s.shields[p] > 0) {
            health.append(", ").append(Words.shields(s.shields[p]));
        }
        for (int i = 0; i < 5; i++) {
            if (s.states[p][i] > 0) {
                health.append(", ").append(Words.STATES[i]).append(' ').append(s.states[p][i]);
            }
        }
        boolean serenade = s.serenade(p);
        String beheaded = serenade ? "Serenade (" + (s.serenadeSide == 0 ? "Power" : "Melee") + " side)"
                : c.beheaded.get(s.who[p]).name();
        String scrolls = serenade ? "Serenade's track " + s.scroll[p][0]
                : "Green " + s.scroll[p][0] + ", Purple " + s.scroll[p][1] + ", Red " + s.scroll[p][2];
        boolean passing = s.phase == DcPosition.COMBAT && !s.involved[p];
        String title = s.names[p] + " - " + beheaded + (p == s.first ? ", First Player" : "")
                + (passing ? " (passes)" : "") + (s.dead[p] ? " (dead)" : "");
        int draw = s.combatDeck[p].size();
        int discard = s.combatDeck[p].discardCount();
        String cards = s.handN[p] + " in hand, " + draw + " to draw, " + discard + " discarded";
        return new PlayerView(p, s.names[p], beheaded, title, s.damage[p], s.maxHealth[p], s.shields[p],
                health.toString(), scrolls, equipment, s.handN[p], draw, discard, cards, active, announced,
                playing.toString(), s.dead[p], passing);
    }

    /** A Combat card with its Check symbols and one line per Round. */
    static CardView combatCard(Content c, Content.Card card) {
        List<ColourView> colours = new ArrayList<>();
        for (int col = 0; col < 3; col++) {
            if (card.has(col)) {
                colours.add(new ColourView(COLOUR_LETTERS[col], COLOUR_WORDS[col], Content.COLOURS.get(col)));
            }
        }
        return new CardView(card.name(), null, colours, lines(card.byRound()), List.of(),
                CardsInTheAid.anchor(CardsInTheAid.deckHeading(c, card)));
    }

    /** An Equipment card: one line, played in its Round (none for a Shield's or a Skill's), with its note. */
    static CardView equipmentCard(Content.Equip e, String note) {
        String round = e.kind() == Content.E_ALWAYS || e.kind() == Content.E_SKILL ? "" : ROUNDS[e.round()];
        return new CardView(e.name(), note, List.of(), List.of(line(round, e.act(), Words.equipment(e))), List.of(),
                CardsInTheAid.anchor(CardsInTheAid.EQUIPMENT));
    }

    /**
     * An Enemy's card: its place on the board, its name, its lines Round by Round, its tokens, and the aid's list it
     * is in ({@code CardsInTheAid.MONSTERS}, {@code ELITES} or {@code BOSSES}).
     */
    static CardView enemyCard(String name, String place, Act[] byRound, List<TokenView> tokens, String list) {
        return new CardView(name, place, List.of(), lines(byRound), tokens, CardsInTheAid.anchor(list));
    }

    private static CardView enemy(DcPosition s, int sp) {
        Act[] by = new Act[5];
        for (int r = 0; r < by.length; r++) {
            by[r] = Board.lineOf(s, sp, r);
        }
        List<TokenView> tokens = new ArrayList<>();
        tokens.add(new TokenView("health", "Health " + (Board.health(s, sp) - s.enemyDamage[sp]) + "/"
                + Board.health(s, sp)));
        if (s.enemyShields[sp] > 0) {
            tokens.add(new TokenView("shield", Words.shields(s.enemyShields[sp])));
        }
        for (int i = 0; i < 5; i++) {
            if (s.enemyStates[sp][i] > 0) {
                tokens.add(new TokenView(Content.STATE_NAMES.get(i), Words.STATES[i] + " " + s.enemyStates[sp][i]));
            }
        }
        if (s.enemyFrozen[sp] != 0) {
            tokens.add(new TokenView("freeze", "Frozen"));
        }
        int e = s.enemy[sp];
        String list = (e & Board.BOSS) != 0 ? CardsInTheAid.BOSSES
                : s.c.monsters.get(s.c.monsterOf(e)).elite() ? CardsInTheAid.ELITES : CardsInTheAid.MONSTERS;
        return enemyCard(Board.enemyName(s, sp), SPACE_HEADS[sp], by, tokens, list);
    }

    private static List<LineView> lines(Act[] byRound) {
        List<LineView> lines = new ArrayList<>();
        for (int r = 0; r < byRound.length; r++) {
            if (byRound[r] != null) {
                lines.add(line(ROUNDS[r], byRound[r], byRound[r].text()));
            }
        }
        return lines;
    }

    private static LineView line(String round, Act a, String words) {
        List<Integer> reach = new ArrayList<>();
        for (int sp = 0; sp < Content.SPACES; sp++) {
            if ((a.range() & 1 << sp) != 0) {
                reach.add(sp);
            }
        }
        return new LineView(round, Content.ACT_NAMES.get(a.type()), words, reach);
    }

    private static String loot(DcPosition s) {
        List<String> items = new ArrayList<>();
        int[] counts = {s.lootTeeth, s.lootCells, s.lootPotions, s.lootScroll[0], s.lootScroll[1], s.lootScroll[2],
            s.lootScroll[3], s.lootEquipN, s.lootBlueN};
        String[] one = {"Gold Tooth", "Cell", "Potion", "Green Scroll", "Purple Scroll", "Red Scroll",
            "Scroll (any colour)", "Equipment card", "Blueprint"};
        String[] many = {"Gold Teeth", "Cells", "Potions", "Green Scrolls", "Purple Scrolls", "Red Scrolls",
            "Scrolls (any colour)", "Equipment cards", "Blueprints"};
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                items.add(counts[i] + " " + (counts[i] == 1 ? one[i] : many[i]));
            }
        }
        return items.isEmpty() ? "nothing" : String.join(", ", items);
    }

    private static BiomeView biome(DcPosition s) {
        Content c = s.c;
        Content.Biome b = c.biomes.get(s.biome);
        List<BiomeSpace> spaces = new ArrayList<>();
        for (int sp = 0; sp < b.spaces().length; sp++) {
            boolean start = sp == b.start();
            boolean exit = b.exitTo()[sp] != Integer.MIN_VALUE;
            boolean open = !start && !exit && (s.flipped & 1 << sp) != 0;
            int kind = open ? c.tiles.get(s.tileAt[sp]).kind() : -1;
            spaces.add(new BiomeSpace(b.spaces()[sp], start ? "start" : exit ? "exit" : open ? Content.KIND_NAMES.get(kind)
                    : "face down", start ? "Start" : exit ? "Exit" : open ? Words.TILE_KINDS[kind] : "Face down",
                    sp == s.pos));
        }
        List<CorridorView> corridors = new ArrayList<>();
        Content.Corridor[] cs = b.corridors();
        for (int i = 0; i < cs.length; i++) {
            corridors.add(new CorridorView(i, cs[i].from(), cs[i].to(), Words.corridorMarks(c, cs[i])));
        }
        return new BiomeView(b.name(), spaces, corridors);
    }
}
