package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.ScriptedRng;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.Quest;

/**
 * Builds exact positions for the rule tests: a small grid map, Adventurers with their equipment,
 * Enemies placed by type, dice scripted, and an inactive Boss out of the way. Plays choices and keeps
 * the events.
 */
final class Scene {
    static final Content C = Shelf.standard().content;

    final GridGround g;
    final DkState s;
    final List<Event> events = new ArrayList<>();

    private Scene(GridGround g, DkState s) {
        this.g = g;
        this.s = s;
    }

    /** A Quest with nothing to win quickly: a red Objective far away and a Boss that must die. */
    static Quest quest(String boss, int stages) {
        return new Quest("test", "Test", "test", 0, 1, boss, stages, "round:99", true, true, false, 5, 0, 0, List.of(),
                null, false, null);
    }

    /** The Adventurers (ids) on the grid at the Ground's start, the Boss (a Wyvern) inactive in its lair. */
    static Scene of(GridGround g, String... adventurers) {
        return of(g, quest("wyvern", 2), adventurers);
    }

    static Scene of(GridGround g, Quest q, String... adventurers) {
        return of(g, q, 1, adventurers);
    }

    /** The Adventurers dealt round-robin to {@code seats} players (Adventurer i to seat i mod seats). */
    static Scene of(GridGround g, Quest q, int seats, String... adventurers) {
        int[] cards = new int[adventurers.length];
        int[] owners = new int[adventurers.length];
        for (int i = 0; i < owners.length; i++) {
            owners[i] = i % seats;
        }
        for (int i = 0; i < cards.length; i++) {
            cards[i] = C.adventurerIndex(adventurers[i]);
            if (cards[i] < 0) {
                throw new IllegalArgumentException(adventurers[i]);
            }
        }
        DkState s = Turns.start(Opening.setUp(new DkState(C, g.ground(), q, seats, cards, owners, 42), null, 1, false));
        if (s.mode == DkState.M_FIRST) {
            s.apply(new DkChoice.FirstPlayer(0)); // the first seat takes the First Player token
        }
        s.streetDeck = new int[0];
        s.streetPos = 0;
        s.changed();
        return new Scene(g, s);
    }

    /** A plain open street map: 1 row of {@code n} street Zones, objective and boss lair at the far end. */
    static GridGround street(int n) {
        return GridGround.builder("street", ".".repeat(n)).objective(0, n - 1, "red").boss(0, n - 1).build();
    }

    int adv(String id) {
        for (int a = 0; a < s.n; a++) {
            if (C.adventurers.get(s.card[a]).id().equals(id)) {
                return a;
            }
        }
        throw new IllegalArgumentException(id);
    }

    Scene at(String id, int zone) {
        s.zone[adv(id)] = zone;
        s.changed();
        return this;
    }

    Scene equip(String id, int slot, String card) {
        s.setItem(adv(id), slot, C.equipmentIndex(card));
        s.changed();
        return this;
    }

    /** The Necromantic deck's draw pile holds just these cards (a physical copy of each), the first on top. */
    Scene necromantic(String... cards) {
        int[] pile = new int[cards.length];
        boolean[] used = new boolean[s.t.necroCards.length];
        for (int i = 0; i < cards.length; i++) {
            int k = C.equipmentIndex(cards[i]);
            int id = 0;
            while (s.t.necroCards[id] != k || used[id]) {
                id++;
            }
            used[id] = true;
            pile[i] = id;
        }
        s.necro.restock(pile, 0, pile.length);
        s.changed();
        return this;
    }

    Scene mana(String id, int m) {
        s.mana[adv(id)] = m;
        s.changed();
        return this;
    }

    /** Places {@code count} Enemies of a type in a Zone (Monsters at Campaign Level 1); returns the first slot. */
    int enemy(String type, int zone, int count) {
        int t = C.enemyIndex(type);
        int first = -1;
        for (int k = 0; k < s.t.minis[t] && count > 0; k++) {
            int slot = s.t.base[t] + k;
            if (s.enZone[slot] < 0 && slot != s.bossSlot) {
                s.enZone[slot] = zone;
                s.enLevel[slot] = 1;
                s.enWounds[slot] = 0;
                if (first < 0) {
                    first = slot;
                }
                count--;
            }
        }
        s.changed();
        return first;
    }

    int count(String type, int zone) {
        int t = C.enemyIndex(type);
        int k = 0;
        for (int slot = 0; slot < s.t.slots; slot++) {
            if (s.type(slot) == t && s.enZone[slot] == zone && slot != s.bossSlot) {
                k++;
            }
        }
        return k;
    }

    /** Knocks the Adventurer out: every Wound taken. */
    Scene knockOut(String id) {
        int a = adv(id);
        s.wounds[a] = s.maxWounds(a);
        s.koMask |= 1L << a;
        s.changed();
        return this;
    }

    /** The next dice rolled are these, in order (then random again). */
    Scene dice(int... d) {
        s.rng = s.rng instanceof ScriptedRng scripted ? scripted.then(d) : new ScriptedRng(42, d);
        s.changed();
        return this;
    }

    /** Starts the Adventurer's Turn (the Player Phase's Activate). */
    Scene activate(String id) {
        int a = adv(id);
        if (s.mode == DkState.M_PICK_ADV) {
            play(new DkChoice.Activate(a));
        } else if (s.cur != a) {
            s.cur = a;
            Turns.activate(s, a, EventSink.NONE);
            s.changed();
        }
        return this;
    }

    Scene play(DkChoice c) {
        EventSink.Collector ev = EventSink.collect();
        s.apply(c, ev);
        events.addAll(ev.events());
        return this;
    }

    /** Runs one Activation pass of the Enemy Phase (1: all, 2: Horsemen and Bloodhounds, 3: Bloodhounds). */
    Scene activation(int pass) {
        EventSink.Collector ev = EventSink.collect();
        Activations.startBatch(s, pass, false, -1, ev);
        if (!Foes.stepBatch(s, ev)) {
            s.changed();
        } else {
            s.changed();
        }
        events.addAll(ev.events());
        return this;
    }

    String log() {
        StringBuilder b = new StringBuilder();
        for (Event e : events) {
            b.append(e.text()).append('\n');
        }
        return b.toString();
    }

    int woundsLeft(String id) {
        int a = adv(id);
        return s.maxWounds(a) - s.wounds[a];
    }
}
