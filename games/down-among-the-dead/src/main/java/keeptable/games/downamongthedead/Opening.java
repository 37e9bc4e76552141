package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.games.downamongthedead.content.Content;
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

    static DadState newGame(Content c, Variant v, String[] names, long seed) {
        DadState s = new DadState(c, v, names, new Rng(seed));
        s.phase = DadState.PICK;
        s.put(s.boss(), v.map().bossStart);
        return s;
    }

    /** The counters the monster player places at set-up. */
    static long monsterSetUp(DadState s) {
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
    static int nextToPlace(DadState s) {
        long want = s.phase == DadState.PLACE ? s.picked : monsterSetUp(s);
        for (int i = 0; i < s.roster.size(); i++) {
            if ((want >>> i & 1) != 0 && s.pos[i] < 0) {
                return i;
            }
        }
        return -1;
    }

    static void choices(DadState s, List<DadChoice> out) {
        switch (s.phase) {
            case DadState.PICK -> {
                for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
                    if ((s.picked >>> k & 1) == 0) {
                        out.add(new DadChoice.PickCharacter(k));
                    }
                }
            }
            case DadState.STOCK -> {
                for (int i = 0; i < DadState.ITEM_TYPES; i++) {
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
            case DadState.SPELL -> {
                for (int sp = 0; sp < 3; sp++) {
                    out.add(new DadChoice.Memorize(sp));
                }
            }
            case DadState.PLACE -> {
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
                    int r = GameMap.range(sq, s.map.bossStart);
                    if (r >= 1 && r <= 2 && s.board[sq] == 0 && s.map.spawnIndex[sq] < 0) {
                        out.add(new DadChoice.Place(next, sq));
                    }
                }
            }
        }
    }

    static int stockLeft(DadState s, int item) {
        int used = 0;
        for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
            used += s.items[k * DadState.ITEM_TYPES + item];
        }
        return s.content.itemCopies[item] - used;
    }

    /** Room left for set-up items: the Mage keeps a place for his spell. */
    static int room(DadState s, int k) {
        int left = DadState.CARRY - s.itemCount(k);
        return k == Kind.MAGE.ordinal() && s.spell < 0 ? left - 1 : left;
    }

    static void play(DadState s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.PickCharacter p -> {
                s.picked |= 1L << p.kind();
                if (out.enabled()) {
                    say(out, "The adventurers take the " + s.content.kindName(p.kind()));
                }
                if (Long.bitCount(s.picked) == s.variant.partySize()) {
                    s.phase = DadState.STOCK;
                }
            }
            case DadChoice.StockItem it -> {
                s.items[it.counter() * DadState.ITEM_TYPES + it.item()]++;
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
                s.phase = DadState.PLACE;
            }
            case DadChoice.Place p -> {
                s.put(p.counter(), p.square());
                if (out.enabled()) {
                    say(out, "The " + s.content.kindName(s.roster.kind(p.counter())) + " is placed on "
                            + GameMap.name(p.square()));
                }
                if (nextToPlace(s) < 0) {
                    if (s.phase == DadState.PLACE && monsterSetUp(s) != 0) {
                        s.phase = DadState.MONSTER_PLACE;
                    } else {
                        TurnRules.startTurn(s, out);
                    }
                }
            }
            default -> throw new IllegalStateException("not a set-up choice: " + choice);
        }
    }

    private static boolean canStock(DadState s) {
        for (int i = 0; i < DadState.ITEM_TYPES; i++) {
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

    private static void afterStock(DadState s) {
        s.phase = (s.picked >>> Kind.MAGE.ordinal() & 1) != 0 ? DadState.SPELL : DadState.PLACE;
    }

    /** Reports a set-up step; the caller builds the words only when someone listens. */
    private static void say(EventSink out, String text) {
        out.emit(new DadEvent.Seen(text, RULE));
    }
}
