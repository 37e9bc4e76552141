package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.View;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * What a seat sees of Down Among The Dead: everything, since the book hides nothing (items lie
 * under their counters in the open, or on the square where a character fell for good). When a
 * targeting decision is open for the seat to move, the view carries the squares in line of sight
 * of the counter that would shoot.
 */
public record DadView(int seat, String map, int turn, int turnLimit, String phase, int toMove, String prompt,
                      List<String> rows, List<CounterView> counters, List<String> itemsLeft,
                      List<String> destroyedSpawns, String sightFrom, String sightOf, List<String> inSight,
                      String outcome, String objective, List<String> monsterStarts, String setUpKey,
                      List<MoveOffer> moves, String moveKey, List<String> itemKey, String ending,
                      List<EndFigures> figures)
        implements View {

    /**
     * One counter on the map (or dead on it); {@code itemEffects} says what each of its {@code items} does, in the same
     * order, and {@code gift} its special ability in a few words (null for a counter with none).
     */
    public record CounterView(String square, String name, String code, String side, int wounds, int hitPoints,
                              int combat, boolean dead, boolean resurrected, boolean mindControlled,
                              List<String> items, List<String> effects, int movement, List<String> itemEffects,
                              String gift) {
    }

    /** How the board moves a counter, told beside it in the movement phase. */
    static final String MOVE_KEY = "The counter edged in gold moves to a square edged in green, the way the square's"
            + " name tells, one step after another; pick a counter edged in blue to move it instead (single steps are in"
            + " the list of choices).";

    static DadView of(DadPosition s, int seat) {
        Content c = s.content;
        GameMap m = s.map;
        List<String> rows = new ArrayList<>();
        for (int y = m.height - 1; y >= 0; y--) {
            StringBuilder b = new StringBuilder();
            for (int x = 0; x < m.width; x++) {
                int sq = GameMap.square(x, y);
                char ch = !m.floor[sq] ? '#' : m.spawnIndex[sq] >= 0 ? 'S' : sq == m.bossStart ? 'V'
                        : '.';
                for (int a : m.adventurerStarts) {
                    if (a == sq) {
                        ch = 'A';
                    }
                }
                b.append(ch);
            }
            rows.add(b.toString());
        }
        List<CounterView> counters = new ArrayList<>();
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.pos[i] < 0) {
                continue;
            }
            int k = s.roster.kind(i);
            List<String> items = itemNames(s, i);
            List<String> itemEffects = itemEffects(s, i);
            if (k == Kind.MAGE.ordinal() && s.spell >= 0) {
                items.add("spell: " + c.spellName[s.spell] + " +" + c.spellBonus[s.spell]);
                itemEffects.add(Effects.spell(c, s.spell));
            }
            List<String> effects = new ArrayList<>();
            if (s.strength[i] > 0) {
                effects.add("strength +" + s.strength[i]);
            }
            if (s.frosted[i]) {
                effects.add("frost -1");
            }
            counters.add(new CounterView(GameMap.name(s.pos[i]), c.kindName(k), c.code[k],
                    Kind.of(k).adventurer() ? "adventurer" : "monster", s.wounds[i], c.hitPoints[k], s.bonus(i),
                    s.dead[i], s.deaths[i] == 1 && !s.dead[i], Kind.of(k).adventurer() && s.owner[i] == 1, items,
                    effects, c.movement[k], itemEffects, gift(s, i)));
        }
        List<String> itemsLeft = new ArrayList<>();
        for (int j = 0; j < s.fellOn.length; j++) {
            if (s.fellOn[j] >= 0) {
                itemsLeft.add(GameMap.name(s.fellOn[j]) + ": " + String.join(", ", itemNames(s, j))
                        + " (left by the fallen " + c.kindName(s.roster.kind(j)) + ")");
            }
        }
        List<String> destroyed = new ArrayList<>();
        for (int i = 0; i < m.spawns.length; i++) {
            if ((s.destroyed >>> i & 1) != 0) {
                destroyed.add(GameMap.name(m.spawns[i]));
            }
        }
        String sightFrom = null;
        String sightOf = null;
        List<String> inSight = List.of();
        int shooter = shooter(s);
        if (shooter >= 0) {
            sightFrom = GameMap.name(s.pos[shooter]);
            sightOf = c.kindName(s.roster.kind(shooter));
            int reach = shooter == Kind.MAGE.ordinal() ? 5 : shooter == Kind.ASSASSIN.ordinal() ? 4 : 2;
            inSight = new ArrayList<>();
            for (int sq : m.floorSquares) {
                int r = GameMap.range(sq, s.pos[shooter]);
                if (r >= 1 && r <= reach && Sight.clearOfWalls(m, s.pos[shooter], sq)) {
                    inSight.add(GameMap.name(sq));
                }
            }
        }
        String phase = switch (s.phase) {
            case DadPosition.PICK, DadPosition.STOCK, DadPosition.SPELL, DadPosition.PLACE,
                 DadPosition.MONSTER_PLACE -> "set-up";
            case DadPosition.SPAWN, DadPosition.SACRIFICE -> "spawn";
            case DadPosition.ITEM -> "item";
            case DadPosition.MOVE -> "movement";
            case DadPosition.COMBAT -> "combat";
            default -> "over";
        };
        boolean settingUp = phase.equals("set-up");
        List<String> monsterStarts = new ArrayList<>();
        if (settingUp && Opening.monsterSetUp(s) != 0) {
            for (int sq : m.floorSquares) {
                if (Opening.placeable(s, sq, true)) {
                    monsterStarts.add(GameMap.name(sq));
                }
            }
        }
        String setUpKey = !settingUp ? null : "Green squares: where the adventurers place their party"
                + (monsterStarts.isEmpty() ? "" : "; red-edged squares, one or two from the boss: where the monsters"
                + " place theirs") + ".";
        List<String> itemKey = new ArrayList<>();
        for (int t = 0; t < DadPosition.ITEM_TYPES; t++) {
            itemKey.add(Effects.capital(c.itemName[t]) + ": " + Effects.item(c, t) + ".");
        }
        if (s.spell >= 0) {
            itemKey.add("The Mage's spell, " + c.spellName[s.spell] + ": " + Effects.spell(c, s.spell) + ".");
        }
        List<MoveOffer> moves = MoveOffer.of(s);
        String ending = null;
        if (s.isOver()) {
            List<Integer> won = s.outcome.winners();
            ending = won.isEmpty() ? "A draw: neither side wins." : s.names[won.get(0)] + " wins with the "
                    + (won.get(0) == DadPosition.ADVENTURERS ? "adventurers" : "monsters") + ".";
        }
        return new DadView(seat, m.name, s.turn, s.variant.turnLimit(), phase, s.toMove(),
                s.isOver() ? null : s.decision().prompt(), rows, counters, itemsLeft, destroyed, sightFrom, sightOf,
                inSight, s.isOver() ? s.outcome.reason() : null, objective(s), monsterStarts, setUpKey,
                moves, moves.isEmpty() ? null : MOVE_KEY, itemKey, ending, s.isOver() ? EndFigures.of(s) : List.of());
    }

    /** A counter's gift in words, and that a mind-controlled adventurer cannot use it; null for a counter with none. */
    private static String gift(DadPosition s, int counter) {
        String gift = Effects.named(s.kind(counter));
        return gift == null || s.hasAbilities(counter) ? gift : gift + " (not while mind-controlled)";
    }

    /** What each side must do to win, and how far it is, in the table's words (Victory Condition). */
    static String objective(DadPosition s) {
        int limit = s.variant.turnLimit();
        if (s.variant.noSpawns()) {
            return "Each side wins by leaving the other with no counter standing; if both still stand at the end of"
                    + " turn " + limit + ", the game is a draw.";
        }
        String boss = s.content.kindName(s.variant.boss());
        int spawns = s.map.spawns.length;
        return "Adventurers win by killing the " + boss + " or destroying all " + spawns + " spawning squares ("
                + Integer.bitCount(s.destroyed) + " destroyed so far); monsters win by killing or enthralling every"
                + " adventurer, or when the " + boss + " still lives at the end of turn " + limit + ".";
    }

    /** What each of the potions and scrolls under a counter does, in the order of {@link #itemNames}. */
    private static List<String> itemEffects(DadPosition s, int counter) {
        List<String> effects = new ArrayList<>();
        for (int t = 0; t < DadPosition.ITEM_TYPES; t++) {
            for (int n = 0; n < s.items[counter * DadPosition.ITEM_TYPES + t]; n++) {
                effects.add(Effects.item(s.content, t));
            }
        }
        return effects;
    }

    /** The potions and scrolls under a counter, one name per counter of the item. */
    private static List<String> itemNames(DadPosition s, int counter) {
        List<String> names = new ArrayList<>();
        for (int t = 0; t < DadPosition.ITEM_TYPES; t++) {
            for (int n = 0; n < s.items[counter * DadPosition.ITEM_TYPES + t]; n++) {
                names.add(s.content.itemName[t]);
            }
        }
        return names;
    }

    /**
     * The counter whose line of sight is drawn: in the combat phase, the first counter of the seat
     * to move that may now use a ranged ability (Mage, then Assassin, then Monk).
     */
    static int shooter(DadPosition s) {
        if (s.phase != DadPosition.COMBAT || s.reaction != DadPosition.NONE) {
            return -1;
        }
        for (Kind k : new Kind[] {Kind.MAGE, Kind.ASSASSIN, Kind.MONK}) {
            int i = k.ordinal();
            if (s.alive(i) && s.owner[i] == s.mover && s.hasAbilities(i) && (s.acted >>> i & 1) == 0
                    && (k != Kind.MAGE || s.spell >= 0) && (k != Kind.MONK || s.divineFires < 2)) {
                return i;
            }
        }
        return -1;
    }

    /** A counter's letters on the text board: capitals for an Adventurer, lower case for a monster or a mind-controlled one. */
    private static String codeOf(CounterView cv) {
        return cv.side().equals("adventurer") && !cv.mindControlled() ? cv.code() : cv.code().toLowerCase();
    }

    @Override
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append("=== Down Among The Dead - ").append(map).append(" - turn ").append(turn).append(" of ")
                .append(turnLimit).append(" - ").append(phase).append(" phase ===\n");
        b.append("To win: ").append(objective).append('\n');
        java.util.Map<String, java.util.List<CounterView>> bySquare = new java.util.HashMap<>();
        for (CounterView cv : counters) {
            bySquare.computeIfAbsent(cv.square(), k -> new java.util.ArrayList<>()).add(cv);
        }
        java.util.Set<String> sight = new java.util.HashSet<>(inSight);
        int h = rows.size();
        int w = rows.get(0).length();
        b.append("    ");
        for (int x = 0; x < w; x++) {
            b.append(' ').append((char) ('A' + x)).append(' ');
        }
        b.append('\n');
        for (int r = 0; r < h; r++) {
            int y = h - r;
            b.append(String.format("%3d ", y));
            for (int x = 0; x < w; x++) {
                String name = (char) ('A' + x) + Integer.toString(y);
                char ch = rows.get(r).charAt(x);
                java.util.List<CounterView> here = bySquare.get(name);
                if (here != null && here.size() > 1) {
                    // several figures on one square: the first letters of the first two, joined by &
                    b.append(codeOf(here.get(0)).charAt(0)).append('&').append(codeOf(here.get(1)).charAt(0));
                } else if (here != null) {
                    CounterView cv = here.get(0);
                    String mark = cv.dead() ? "+" : cv.mindControlled() ? "!" : cv.wounds() > 0
                            ? Integer.toString(Math.min(9, cv.wounds())) : "";
                    String cell = codeOf(cv) + mark;
                    b.append(cell.length() == 1 ? " " + cell + " " : cell.length() == 2 ? cell + " "
                            : cell.substring(0, 3));
                } else if (ch == '#') {
                    b.append("###");
                } else if (sight.contains(name)) {
                    b.append(" * ");
                } else if (ch == 'S') {
                    b.append(destroyedSpawns.contains(name) ? " x " : " S ");
                } else {
                    b.append(" . ");
                }
            }
            b.append('\n');
        }
        b.append("Key: ADVENTURERS in capitals, monsters in lower case; digit = wounds, + dead, ! mind-controlled;"
                + " M&z two figures on one square (see the list); S spawning square, x destroyed");
        if (sightFrom != null) {
            b.append("; * in line of sight of the ").append(sightOf).append(" on ").append(sightFrom);
        }
        b.append('\n');
        for (CounterView cv : counters) {
            b.append(String.format("  %-4s %-16s", cv.square(), cv.name()));
            b.append(" moves ").append(cv.movement());
            b.append("  combat ").append(cv.combat() >= 0 ? "+" : "").append(cv.combat());
            b.append("  wounds ").append(cv.wounds()).append(", ").append(cv.hitPoints() + 1).append(" kill");
            if (cv.dead()) {
                b.append("  DEAD");
            } else if (cv.resurrected()) {
                b.append("  resurrected");
            }
            if (cv.mindControlled()) {
                b.append("  MIND-CONTROLLED");
            }
            if (!cv.items().isEmpty()) {
                b.append("  items: ").append(String.join(", ", cv.items()));
            }
            if (!cv.effects().isEmpty()) {
                b.append("  effects: ").append(String.join(", ", cv.effects()));
            }
            b.append('\n');
        }
        for (String left : itemsLeft) {
            b.append("  items on the floor at ").append(left).append('\n');
        }
        if (outcome == null) {
            b.append('\n').append(prompt).append('\n');
            return b.toString();
        }
        b.append('\n').append(ending).append(' ').append(outcome).append('\n');
        for (EndFigures side : figures) {
            b.append("  ").append(side.sentence()).append('\n');
        }
        return b.toString();
    }
}
