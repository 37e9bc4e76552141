package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Game Set Up: the adventurer player picks his characters and items (and the Mage's spell) and
 * places the party on the starting squares; the boss stands on its square and the monster player
 * places his lieutenants (and, with no random spawns, his thralls and zombies) one to two squares
 * from it.
 */
final class Opening {
    static final String RULE = "Game Set Up";

    private Opening() {
    }

    /** A new game waits for the adventurers to pick their party, the boss already on its square. */
    static void setUp(DadPosition s) {
        s.phase = DadPosition.PICK;
        s.put(s.boss(), s.map.bossStart);
    }

    /** The counters the monster player places at set-up. */
    static long monsterSetUp(DadPosition s) {
        long m = 0;
        if (s.variant.werewolf()) {
            m |= 1L << s.roster.first(Kind.WEREWOLF);
        }
        if (s.variant.summoner()) {
            m |= 1L << s.roster.first(Kind.SUMMONER);
        }
        if (s.variant.noSpawns()) {
            for (int i = 0; i < 4; i++) {
                m |= 1L << (s.roster.first(Kind.VAMPIRE_THRALL) + i);
                m |= 1L << (s.roster.first(Kind.ZOMBIE) + i);
            }
        }
        return m;
    }

    /** The next counter to place, or -1. */
    static int nextToPlace(DadPosition s) {
        long want = s.phase == DadPosition.PLACE ? s.picked : monsterSetUp(s);
        for (int i = 0; i < s.roster.size(); i++) {
            if ((want >>> i & 1) != 0 && s.pos[i] < 0) {
                return i;
            }
        }
        return -1;
    }

    /** Where the side setting up may place its counters now: the adventurers' starting squares, or the monsters'. */
    static boolean placeable(DadPosition s, int sq, boolean monsters) {
        if (!monsters) {
            for (int a : s.map.adventurerStarts) {
                if (a == sq) {
                    return true;
                }
            }
            return false;
        }
        int r = GameMap.range(sq, s.map.bossStart);
        return r >= 1 && r <= 2 && s.map.floor[sq] && s.map.spawnIndex[sq] < 0;
    }

    /** The free squares the counter to place may go on, named ("E3, F3, G3"), for the prompt. */
    static String freeSquares(DadPosition s) {
        StringBuilder b = new StringBuilder();
        for (int sq : s.map.floorSquares) {
            if (s.board[sq] == 0 && placeable(s, sq, s.phase == DadPosition.MONSTER_PLACE)) {
                b.append(b.isEmpty() ? "" : ", ").append(GameMap.name(sq));
            }
        }
        return b.toString();
    }

    static void choices(DadPosition s, List<DadChoice> out) {
        switch (s.phase) {
            case DadPosition.PICK -> {
                for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
                    if ((s.picked >>> k & 1) == 0) {
                        out.add(new DadChoice.PickCharacter(k));
                    }
                }
            }
            case DadPosition.STOCK -> {
                for (int i = 0; i < DadPosition.ITEM_TYPES; i++) {
                    if (stockLeft(s, i) <= 0) {
                        continue;
                    }
                    for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
                        if ((s.picked >>> k & 1) != 0 && room(s, k) > 0) {
                            out.add(new DadChoice.StockItem(i, k));
                        }
                    }
                }
                out.add(new DadChoice.StockDone());
            }
            case DadPosition.SPELL -> {
                for (int sp = 0; sp < 3; sp++) {
                    out.add(new DadChoice.Memorize(sp));
                }
            }
            case DadPosition.PLACE -> {
                int next = nextToPlace(s);
                for (int sq : s.map.adventurerStarts) {
                    if (s.board[sq] == 0) {
                        out.add(new DadChoice.Place(next, sq));
                    }
                }
            }
            default -> {
                int next = nextToPlace(s);
                for (int sq : s.map.floorSquares) {
                    if (s.board[sq] == 0 && placeable(s, sq, true)) {
                        out.add(new DadChoice.Place(next, sq));
                    }
                }
            }
        }
    }

    static int stockLeft(DadPosition s, int item) {
        int used = 0;
        for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
            used += s.items[k * DadPosition.ITEM_TYPES + item];
        }
        return s.content.itemCopies[item] - used;
    }

    /** Room left for set-up items: the Mage keeps a place for his spell. */
    static int room(DadPosition s, int k) {
        int left = DadPosition.CARRY - s.itemCount(k);
        return k == Kind.MAGE.ordinal() && s.spell < 0 ? left - 1 : left;
    }

    static void play(DadPosition s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.PickCharacter p -> {
                s.picked |= 1L << p.kind();
                if (out.enabled()) {
                    say(out, "The adventurers take the " + s.content.kindName(p.kind()));
                }
                if (Long.bitCount(s.picked) == s.variant.partySize()) {
                    s.phase = DadPosition.STOCK;
                }
            }
            case DadChoice.StockItem it -> {
                s.items[it.counter() * DadPosition.ITEM_TYPES + it.item()]++;
                s.itemsTaken++;
                if (out.enabled()) {
                    say(out, "The " + s.content.kindName(it.counter()) + " carries a "
                            + s.content.itemName[it.item()]);
                }
                if (s.itemsTaken == s.variant.itemLimit() || !canStock(s)) {
                    afterStock(s);
                }
            }
            case DadChoice.StockDone d -> afterStock(s);
            case DadChoice.Memorize m -> {
                s.spell = m.spell();
                if (out.enabled()) {
                    say(out, "The Mage memorizes " + s.content.spellName[m.spell()]);
                }
                s.phase = DadPosition.PLACE;
            }
            case DadChoice.Place p -> {
                s.put(p.counter(), p.square());
                if (out.enabled()) {
                    say(out, "The " + s.content.kindName(s.roster.kind(p.counter())) + " is placed on "
                            + GameMap.name(p.square()));
                }
                if (nextToPlace(s) < 0) {
                    if (s.phase == DadPosition.PLACE && monsterSetUp(s) != 0) {
                        s.phase = DadPosition.MONSTER_PLACE;
                    } else {
                        TurnRules.startTurn(s, out);
                    }
                }
            }
            default -> throw new IllegalStateException("not a set-up choice: " + choice);
        }
    }

    private static boolean canStock(DadPosition s) {
        for (int i = 0; i < DadPosition.ITEM_TYPES; i++) {
            if (stockLeft(s, i) > 0) {
                for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
                    if ((s.picked >>> k & 1) != 0 && room(s, k) > 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static void afterStock(DadPosition s) {
        s.phase = (s.picked >>> Kind.MAGE.ordinal() & 1) != 0 ? DadPosition.SPELL : DadPosition.PLACE;
    }

    /** Reports a set-up step; the caller builds the words only when someone listens. */
    private static void say(EventSink out, String text) {
        out.emit(new DadEvent.Seen(text, RULE));
    }
}
