package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.ScriptedRng;
import keeptable.engine.Setup;

/** Sets up positions for rule tests: deals chosen cards, places pawns, stacks the Keep deck. */
final class Scene {
    static final KillmansKeep GAME = new KillmansKeep();

    final KkState s;

    private Scene(KkState s) {
        this.s = s;
    }

    /** A new game of {@code players} with every Display card chosen: the first player's turn. */
    static Scene started(int players, long seed) {
        String[] agents = new String[players];
        java.util.Arrays.fill(agents, "test");
        KkState s = (KkState) GAME.newGame(Setup.of(seed, agents));
        while (s.phase == KkState.SETUP_DISPLAY) {
            s.apply(s.choices().get(0));
        }
        return new Scene(s);
    }

    /** Makes it {@code seat}'s fresh turn in {@code area}. */
    Scene turn(int seat, String area) {
        for (int i = 0; i < s.n; i++) {
            if (s.order[i] == seat) {
                TurnOrder.startTurn(s, i, EventSink.NONE);
            }
        }
        s.area[seat] = area(area);
        s.edited();
        return this;
    }

    int area(String id) {
        for (int a = 0; a < s.content.areas.size(); a++) {
            if (s.content.areas.get(a).id().equals(id)) {
                return a;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** A physical copy of the artifact or monster with this id that no player holds. */
    int card(String id) {
        for (int k = 0; k < s.content.cards; k++) {
            String kind = s.content.isMonster(k) ? s.content.monster(k).id() : s.content.artifact(k).id();
            if (kind.equals(id) && s.where[k] < KkState.HAND) {
                return k;
            }
        }
        throw new IllegalArgumentException("no free card " + id);
    }

    private void lift(int k) {
        if (s.where[k] == KkState.DECK) {
            s.keepDeck.remove(k);
            s.topKnown = false;
        } else if (s.where[k] == KkState.DISCARD) {
            s.keepDeck.takeFromDiscards(k);
        } else if (s.where[k] >= KkState.HAND) {
            s.leaveHand(k, KkState.DISCARD);
            s.displayDue = 0;
        }
    }

    /** Gives a seat a card (shown or not) and returns it. */
    int give(int seat, String id, boolean shown) {
        int k = card(id);
        lift(k);
        s.toHand(k, seat, shown);
        s.edited();
        return k;
    }

    /**
     * Leaves a seat holding one card, shown as its Display: a Candle Stub, which gives no bonus in a
     * fight or at the Market. Returns it.
     */
    int strip(int seat) {
        for (int k = 0; k < s.content.cards; k++) {
            if (s.inHand(k, seat)) {
                s.leaveHand(k, KkState.DISCARD);
            }
        }
        int candle = give(seat, "candle", true);
        s.display[seat] = candle;
        s.displayDue &= ~(1 << seat);
        s.edited();
        return candle;
    }

    /** Moves a card out of a hand (or wherever it is) to the Market. */
    void toMarket(int card) {
        lift(card);
        s.where[card] = KkState.MARKET;
        s.edited();
    }

    /** Puts the card on top of the Keep deck. */
    int top(String id) {
        int k = card(id);
        lift(k);
        s.where[k] = KkState.DECK;
        s.keepDeck.putOnTop(k);
        s.topKnown = false;
        s.peekMask = 0;
        s.edited();
        return k;
    }

    /** The goal with this id, handed to a seat. */
    int goal(int seat, String id) {
        for (int g = 0; g < s.content.goals.size(); g++) {
            if (s.content.goals.get(g).id().equals(id)) {
                s.goalDeck.remove(g);
                s.goalDeck.takeFromDiscards(g);
                s.goalWhere[g] = (byte) (KkState.GOAL_HELD + seat);
                s.edited();
                return g;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** Plays a choice and returns every event it caused. */
    List<Event> play(Choice c) {
        EventSink.Collector events = EventSink.collect();
        s.apply(c, events);
        return events.events();
    }

    /** The texts of the events a seat may see. */
    static List<String> texts(List<Event> events, int seat) {
        List<String> out = new ArrayList<>();
        for (Event e : events) {
            if (e.visibleTo(seat)) {
                out.add(e.text());
            }
        }
        return out;
    }

    /** Puts a Monster on top of the Keep deck, draws it and fights it, the die rolling {@code faces} (0-9). */
    int drawAndFight(String monster, int... faces) {
        int k = top(monster);
        play(new KkChoice.DrawFromKeep());
        nextD10(faces);
        play(new KkChoice.RollBattle());
        return k;
    }

    /** Scripts the next battle rolls, faces of the 0-9 die. */
    void nextD10(int... faces) {
        int[] d10 = new int[faces.length];
        for (int i = 0; i < faces.length; i++) {
            d10[i] = faces[i] + 1;
        }
        s.rng = ScriptedRng.dice(d10);
    }

    /** Scripts the next d6 rolls (1-6). */
    void nextD6(int... faces) {
        s.rng = ScriptedRng.dice(faces);
    }
}
