package keeptable.games.deadcells;

import java.util.List;
import keeptable.engine.View;

/**
 * What one seat sees of a Run, worded once here and drawn as it is by the terminal ({@link #text}) and the browser
 * ({@code web/dead-cells.js}, which words nothing itself): the Biome board with its flipped tiles and marked
 * corridors, or the Combat board with each Enemy as a card; every Beheaded's board; the Group's Bag and the Loot;
 * of the Combat cards only the seat's own hand, and the others' played cards once revealed. A spectator
 * ({@link View#SPECTATOR}) sees the same with no hand and every played card face down until revealed.
 *
 * @param where     where the Group is ("Prisoners' Quarters, space d"), with the Combat Round while one is fought
 * @param summary   the Bag and the campaign, one short line each
 * @param loot      the Loot on the Group's space ("Loot: 2 Gold Teeth")
 * @param combat    the Combat board's four Enemy spaces, left of the Group first, or empty outside Combat
 * @param biome     the Biome board, or null at a Boss
 * @param ending    the end of the Run (its outcome and the figures that decided it), or null while it goes on
 */
public record DcView(int seat, int toMove, String prompt, String where, List<String> summary, int firstPlayer,
                     List<PlayerView> players, List<CardView> hand, String loot, String bag, int round,
                     List<SpaceView> combat, BiomeView biome, String campaign, EndView ending) implements View {

    /**
     * The end of a Run: the outcome in words ("The Run is lost: the Group died in Biome 2 (Toxic Sewers)"), the
     * Group's figures (Biomes crossed, Elites killed, Cells) and each player's (whether their Beheaded fell); whether
     * the Run was won.
     */
    public record EndView(boolean won, String outcome, List<String> group, List<String> players) {
    }

    /**
     * One Beheaded's board (or Serenade's). The numbers are the board's; the worded fields are what a player reads.
     *
     * @param title     the player's name and Beheaded, with the First Player token and a pass
     * @param health    health left of the Track, Shields and States in words
     * @param scrolls   the Scroll tracks in words
     * @param cards     the Combat cards in hand, draw pile and discard pile in words
     * @param active    each played card's name, or "a card face down" until revealed
     * @param announced each played card's announcement, in words
     */
    public record PlayerView(int seat, String name, String beheaded, String title, int damage, int maxHealth,
                             int shields, String health, String scrolls, List<CardView> equipment, int hand, int draw,
                             int discard, String cards, List<String> active, List<String> announced, String playing,
                             boolean dead, boolean passing) {
    }

    /**
     * A card as drawn: a Combat card, an Equipment card or an Enemy card.
     *
     * @param note    a line above the name (whose card it is, where the Enemy stands), or null
     * @param colours the Check symbols, each a colour letter (G, P, R) and its name
     * @param tokens  what lies on an Enemy card (health, Shields, States), or empty
     * @param aid     the anchor of the rules aid's section that lists the card, which its name links to
     */
    public record CardView(String name, String note, List<ColourView> colours, List<LineView> lines,
                           List<TokenView> tokens, String aid) {
    }

    /** A Check symbol: its colour's letter (G, P, R), the colour in words ("Red") and with its name ("Red (Brutality)"). */
    public record ColourView(String letter, String word, String name) {
    }

    /**
     * A line of a card: the Round it is played in ("0", "I"... or "" for an Equipment line played at no Round), the
     * kind of action (damage, shield, skill, loot, heal, poison, bleed, fire, freeze, mark: the icon drawn), the words,
     * and the Combat spaces its Range reaches (0 left of the Group, 1-3 to its right), empty if it has none.
     */
    public record LineView(String round, String action, String words, List<Integer> reach) {
    }

    /** A token on an Enemy: its kind (health, shield, poison, bleed, fire, freeze, mark) and its words. */
    public record TokenView(String kind, String words) {
    }

    /** One Enemy space of the Combat board: its place in words and the Enemy on it, or null when it is empty. */
    public record SpaceView(int space, String place, CardView enemy) {
    }

    /** The Biome board: its name, its spaces and its one-way corridors. */
    public record BiomeView(String name, List<BiomeSpace> spaces, List<CorridorView> corridors) {
    }

    /**
     * A space of the Biome board: its letter, its kind as drawn (start, exit, face down, or a tile's kind: encounter,
     * elite, treasure, cursed, merchant, door, teleport), the kind in words, and whether the Group stands on it.
     */
    public record BiomeSpace(String name, String kind, String words, boolean here) {
    }

    /** A corridor from one space to another (indexes into the spaces), with its Checks and Rune in words. */
    public record CorridorView(int corridor, int from, int to, List<String> marks) {
    }

    /** A card's Check colours in words, for the terminal: "Red", "Green and Purple", "no colour". */
    private static String colours(CardView card) {
        StringBuilder b = new StringBuilder();
        for (ColourView c : card.colours()) {
            b.append(b.isEmpty() ? "" : " and ").append(c.word());
        }
        return b.isEmpty() ? "no colour" : b.toString();
    }

    @Override
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append("Dead Cells - ").append(where).append('\n');
        if (ending != null) {
            b.append(ending.outcome()).append('\n');
            ending.group().forEach(line -> b.append("  ").append(line).append('\n'));
            ending.players().forEach(line -> b.append("  ").append(line).append('\n'));
        }
        for (PlayerView p : players) {
            b.append(p.seat() == firstPlayer ? "[First] " : "        ").append(p.name()).append(" - ")
                    .append(p.beheaded()).append(": ").append(p.health()).append(", scrolls ").append(p.scrolls());
            for (CardView e : p.equipment()) {
                b.append(", ").append(e.name()).append(": ").append(e.lines().getFirst().words());
            }
            b.append(p.playing().isEmpty() ? "" : ", playing " + p.playing()).append(p.dead() ? " DEAD" : "")
                    .append(p.passing() ? " (passes)" : "").append('\n');
        }
        for (SpaceView sp : combat) {
            if (sp.enemy() != null) {
                CardView e = sp.enemy();
                b.append("  Enemy ").append(sp.place()).append(": ").append(e.name());
                for (TokenView t : e.tokens()) {
                    b.append(", ").append(t.words());
                }
                b.append('\n');
                for (LineView l : e.lines()) {
                    b.append("    Round ").append(l.round()).append(": ").append(l.words()).append('\n');
                }
            }
        }
        if (!combat.isEmpty()) {
            b.append("  ").append(loot).append(" (on the Group's space)\n");
        } else if (biome != null) {
            for (BiomeSpace sp : biome.spaces()) {
                b.append(sp.here() ? "* " : "  ").append(sp.name()).append(": ").append(sp.words()).append('\n');
            }
            for (CorridorView k : biome.corridors()) {
                b.append("  corridor ").append(biome.spaces().get(k.from()).name()).append(" -> ")
                        .append(biome.spaces().get(k.to()).name());
                k.marks().forEach(m -> b.append(" (").append(m).append(')'));
                b.append('\n');
            }
        }
        b.append("Bag: ").append(bag).append('\n');
        b.append("Your hand:").append(hand.isEmpty() ? " no cards" : "").append('\n');
        for (CardView card : hand) {
            b.append("  ").append(card.name()).append(" (").append(colours(card)).append(")\n");
            for (LineView l : card.lines()) {
                b.append("    Round ").append(l.round()).append(": ").append(l.words()).append('\n');
            }
        }
        b.append(prompt);
        return b.toString();
    }
}
