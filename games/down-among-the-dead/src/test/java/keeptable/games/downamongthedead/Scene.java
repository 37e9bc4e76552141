package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.ScriptedRng;
import keeptable.engine.Setup;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Sets up positions for rule tests: an empty map, counters placed by square name, the phase and
 * the player to act, and scripted dice.
 */
final class Scene {
    static final DownAmongTheDead GAME = new DownAmongTheDead();

    final DadState s;
    final EventSink.Collector log = EventSink.collect();
    private int scripted;

    private Scene(DadState s) {
        this.s = s;
    }

    /** A game past set-up with nothing on the map but the boss on its square (H8 of the Crypt). */
    static Scene empty(String... options) {
        Map<String, String> o = new HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            o.put(options[i], options[i + 1]);
        }
        DadState s = (DadState) GAME.newGame(new Setup(Setup.of(1, "a", "b").seats(), o, 1));
        for (int i = 0; i < s.roster.size(); i++) {
            s.lift(i);
        }
        s.put(s.boss(), s.map.bossStart);
        s.picked = 0xFF;
        s.turn = 1;
        s.phase = DadState.COMBAT;
        s.mover = 0;
        s.first = 0;
        s.edited();
        return new Scene(s);
    }

    /** The standard map's boss square is kept clear; puts a counter of the kind on a square. */
    int put(Kind k, String square) {
        for (int i = s.roster.first(k); i < s.roster.end(k); i++) {
            if (s.pos[i] < 0) {
                s.put(i, GameMap.parse(square));
                s.edited();
                return i;
            }
        }
        throw new IllegalArgumentException("no spare " + k);
    }

    /** The counter on a square. */
    int at(String square) {
        return s.at(GameMap.parse(square));
    }

    static int sq(String name) {
        return GameMap.parse(name);
    }

    /** The next dice of the game roll these faces (then random ones), through the state's own Rng. */
    Scene dice(int... faces) {
        s.rng = ScriptedRng.dice(faces);
        scripted = faces.length;
        return this;
    }

    /** How many of the scripted faces have been rolled. */
    int rolled() {
        return s.rng instanceof ScriptedRng dice ? scripted - dice.left() : 0;
    }

    boolean diceUsed() {
        return rolled() == scripted;
    }

    /** Opens a phase for a player, with nobody done and nobody acted. */
    Scene phase(int phase, int seat) {
        s.phase = phase;
        s.acted = 0;
        s.doneMask = 0;
        s.mover = seat;
        s.first = seat;
        s.reaction = DadState.NONE;
        s.moving = -1;
        s.rerollUsed = 0;
        s.cancelUsed = 0;
        s.berserkUsed = 0;
        s.edited();
        return this;
    }

    /** The legal choices in the words players read ({@link DadState#describe}). */
    List<String> labels() {
        List<String> out = new ArrayList<>();
        for (Choice c : s.choices()) {
            out.add(s.describe(c));
        }
        return out;
    }

    boolean offers(String label) {
        return labels().contains(label);
    }

    /** Plays the choice players read as these words (it must be legal). */
    Scene play(String label) {
        for (Choice c : s.choices()) {
            if (s.describe(c).equals(label)) {
                s.apply(c, log);
                return this;
            }
        }
        throw new AssertionError("no choice '" + label + "' among " + labels());
    }

    String said() {
        StringBuilder b = new StringBuilder();
        for (var e : log.events()) {
            b.append(e.text()).append('\n');
        }
        return b.toString();
    }

    /** Items carried: heal, strength, scroll. */
    Scene carry(int counter, int heal, int strength, int scroll) {
        s.items[counter * 3] = (byte) heal;
        s.items[counter * 3 + 1] = (byte) strength;
        s.items[counter * 3 + 2] = (byte) scroll;
        s.edited();
        return this;
    }
}
