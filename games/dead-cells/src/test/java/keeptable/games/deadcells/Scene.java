package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.games.deadcells.content.Content;

/** Builds exact positions for rule tests: chosen hands, stacked decks, chosen Monsters and Loot. */
final class Scene {
    static final DeadCells GAME = new DeadCells();
    final DcState s;
    final Content c;
    final EventSink.Collector events = EventSink.collect();

    Scene(DcState s) {
        this.s = s;
        this.c = s.c;
    }

    /** A new Run with these Beheaded (ids) in seat order, seat 0 First Player, the 4-player setup Damage cleared again. */
    static Scene run(long seed, String... beheaded) {
        return run(seed, Map.of(), beheaded);
    }

    static Scene run(long seed, Map<String, String> extra, String... beheaded) {
        List<Seat> seats = new ArrayList<>();
        for (String b : beheaded) {
            seats.add(new Seat(b, "test"));
        }
        Map<String, String> options = new HashMap<>(extra);
        if (!options.containsKey("solo")) {
            options.put("beheaded", String.join(",", beheaded));
        }
        DcState s = (DcState) GAME.newGame(new Setup(seats, options, seed));
        Scene t = new Scene(s);
        while (s.pending == Pending.FIRST_PLAYER || s.pending == Pending.SETUP_WOUND) {
            s.apply(s.choices().get(0));
        }
        java.util.Arrays.fill(s.damage, 0);
        return t;
    }

    int card(String id) {
        int k = c.card(id);
        if (k < 0) {
            throw new IllegalArgumentException(id);
        }
        return k;
    }

    /** Takes a card out of wherever it is in the seat's piles. */
    private void lift(int seat, int k) {
        if (s.combatDeck[seat].remove(k)) {
            return;
        }
        if (s.combatDeck[seat].takeFromDiscards(k)) {
            if (s.topDiscard[seat] == k) {
                s.topDiscard[seat] = -1;
            }
            return;
        }
        for (int i = 0; i < s.handN[seat]; i++) {
            if (s.hand[seat][i] == k) {
                s.removeFromHand(seat, k);
                return;
            }
        }
        throw new IllegalArgumentException("card " + c.cards.get(k).id() + " is not in seat " + seat + "'s piles");
    }

    /** The seat's hand is exactly these cards (the rest go to the draw pile). */
    Scene hand(int seat, String... ids) {
        while (s.handN[seat] > 0) {
            int k = s.hand[seat][0];
            s.removeFromHand(seat, k);
            s.combatDeck[seat].putOnTop(k);
        }
        for (String id : ids) {
            int k = card(id);
            lift(seat, k);
            s.hand[seat][s.handN[seat]++] = k;
        }
        s.forgetChoicesForTest();
        return this;
    }

    /** Puts a card on top of the seat's draw pile. */
    Scene top(int seat, String id) {
        int k = card(id);
        lift(seat, k);
        s.combatDeck[seat].putOnTop(k);
        return this;
    }

    int equip(String id) {
        int q = c.equip(id);
        if (q < 0) {
            throw new IllegalArgumentException(id);
        }
        return q;
    }

    /** Gives the Beheaded an Equipment card, taken out of the Equipment deck. */
    Scene equipped(int seat, String id) {
        int q = equip(id);
        s.equipmentDeck.remove(q);
        s.equipmentOwned[q] = true;
        for (int i = 0; i < s.slot[seat].length; i++) {
            if (s.slot[seat][i] < 0) {
                s.slot[seat][i] = q;
                return this;
            }
        }
        throw new IllegalStateException("no free slot");
    }

    /** A Monster card of this kind (any free copy of the current Biome's decks). */
    int monsterCard(String id) {
        for (int k = 0; k < c.monsterCards(); k++) {
            if (c.monsters.get(c.monsterOf(k)).id().equals(id)) {
                boolean onBoard = false;
                for (int e : s.enemy) {
                    onBoard |= e == k;
                }
                if (!onBoard) {
                    return k;
                }
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** Starts a Combat with these Monsters drawn in this order, and this Loot on the Group space. */
    Scene combat(String[] monsters, String... loot) {
        Board.clearBoard(s);
        for (String m : monsters) {
            Combat.place(s, monsterCard(m), EventSink.NONE);
        }
        for (String l : loot) {
            Combat.loot(s, c.gainList.stream().filter(g -> g.code().equals(l)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no icon '" + l + "' in the content")), EventSink.NONE);
        }
        Preparation.begin(s, EventSink.NONE);
        s.forgetChoicesForTest();
        return this;
    }

    /** Plays the legal choice whose label contains {@code words}. */
    Scene pick(String words) {
        for (Choice ch : s.choices()) {
            if (s.describe(ch).contains(words)) {
                s.apply(ch, events);
                return this;
            }
        }
        throw new AssertionError("no choice with '" + words + "' among " + choiceWords());
    }

    Scene apply(Choice ch) {
        s.apply(ch, events);
        return this;
    }

    List<String> choiceWords() {
        List<String> out = new ArrayList<>();
        for (Choice ch : s.choices()) {
            out.add(s.describe(ch));
        }
        return out;
    }

    int space(String monster) {
        for (int sp = 0; sp < Content.SPACES; sp++) {
            if (s.enemy[sp] >= 0 && (s.enemy[sp] & Board.BOSS) == 0
                    && c.monsters.get(c.monsterOf(s.enemy[sp])).id().equals(monster)) {
                return sp;
            }
        }
        return -1;
    }

    /** Moves the Run on through automatic steps (after changing the position by hand). */
    Scene settle() {
        Rules.run(s, events);
        s.forgetChoicesForTest();
        return this;
    }

    int spaceOf(String name) {
        String[] spaces = c.biomes.get(s.biome).spaces();
        for (int i = 0; i < spaces.length; i++) {
            if (spaces[i].equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException(name);
    }

    /** Lays this tile face down on that space (swapping it with whatever tile lay there). */
    Scene tile(String space, String tileId) {
        int sp = spaceOf(space);
        int k = -1;
        for (int i = 0; i < c.tiles.size(); i++) {
            if (c.tiles.get(i).id().equals(tileId)) {
                k = i;
            }
        }
        for (int other = 0; other < s.tileAt.length; other++) {
            if (s.tileAt[other] == k) {
                s.tileAt[other] = s.tileAt[sp];
            }
        }
        s.tileAt[sp] = k;
        s.flipped &= ~(1 << sp);
        return this;
    }

    /** Puts the Group token on a space, ready to move. */
    Scene at(String space) {
        s.pos = spaceOf(space);
        s.pending = Pending.MOVE;
        s.phase = DcState.EXPLORE;
        s.forgetChoicesForTest();
        return this;
    }

    /** Skips to the fight with a Boss (0 = the Concierge). */
    Scene boss(int b) {
        Bosses.setup(s, b, events);
        s.forgetChoicesForTest();
        return this;
    }
}
