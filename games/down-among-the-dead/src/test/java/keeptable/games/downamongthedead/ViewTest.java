package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** The terminal view: the grid with counters, wounds, effects and the line-of-sight overlay. */
class ViewTest {

    @Test
    void theGridShowsCountersWoundsDeathAndEffects() {
        Scene t = Scene.empty();
        int k = t.put(Kind.KNIGHT, "C3");
        int p = t.put(Kind.PALADIN, "E3");
        t.put(Kind.ZOMBIE, "D5");
        t.s.wounds[k] = 1;
        t.s.strength[k] = 3;
        t.s.dead[p] = true;
        String text = t.s.view(0).text();
        assertTrue(text.contains("Kn1"), text);
        assertTrue(text.contains("P+"), text);
        assertTrue(text.contains(" z "), text);
        assertTrue(text.contains("strength +3"), text);
        assertTrue(text.contains("  3 "), "row labels");
        assertTrue(text.contains(" A  B  C "), "column letters");
    }

    @Test
    void twoFiguresOnOneSquareAreBothShown() {
        Scene t = Scene.empty();
        int k = t.put(Kind.KNIGHT, "C3");
        int z = t.put(Kind.ZOMBIE, "D5");
        t.s.dead[k] = true;
        t.s.put(z, GameMap.parse("C3")); // the Zombie stands where the Knight fell
        String text = t.s.view(0).text();
        assertTrue(text.contains("K&z"), text);
        assertTrue(text.contains("  C3   Knight"), text);
        assertTrue(text.contains("  C3   Zombie"), text);
        assertTrue(text.contains("M&z two figures on one square"), text);
    }

    @Test
    void aWoundIsToldInPlainWords() {
        Scene t = Scene.empty();
        int z = t.put(Kind.ZOMBIE, "D5");
        keeptable.engine.EventSink.Collector out = keeptable.engine.EventSink.collect();
        DeathRules.wound(t.s, z, out);
        int kills = t.s.hitPoints(z) + 1;
        assertEquals("The Zombie on D5 takes a wound: 1 so far, " + kills + " kill it", out.events().get(0).text());
    }

    @Test
    void aTargetingDecisionDrawsTheLineOfSight() {
        Scene t = Scene.empty();
        t.put(Kind.MAGE, "G4");
        t.s.spell = Content.COMBUSTION;
        t.put(Kind.ZOMBIE, "F3");
        t.phase(DadState.COMBAT, 0);
        DadView v = (DadView) t.s.view(0);
        assertEquals("G4", v.sightFrom());
        assertTrue(v.inSight().contains("C4"));
        assertFalse(v.inSight().contains("I4"), "behind the wall H4");
        assertTrue(v.text().contains(" * "));
        assertTrue(v.text().contains("line of sight of the Mage on G4"));
    }

    @Test
    void choiceLabelsNameSquares() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "C3");
        t.phase(DadState.MOVE, 0);
        assertTrue(t.offers("Move Knight to C4"));
    }

    @Test
    void viewsAreTheSameForBothSeatsButTheSeatAndHideNothing() {
        State s = playedFor(60, 9);
        DadView a = (DadView) s.view(0);
        DadView b = (DadView) s.view(1);
        assertEquals(0, a.seat());
        assertEquals(1, b.seat());
        assertEquals(a.counters(), b.counters());
        assertFalse(a.counters().isEmpty(), "the set-up placed counters by step 60");
        assertEquals(a.text(), b.text());
    }

    @Test
    void aSpectatorSeesTheWholeBoardAndNothingOfTheDiceToCome() {
        State s = playedFor(200, 11);
        DadView seat = (DadView) s.view(0);
        DadView spectator = (DadView) s.view(View.SPECTATOR);
        assertEquals(View.SPECTATOR, spectator.seat());
        assertEquals(seat.counters(), spectator.counters(), "items and wounds are public in this game");
        assertEquals(seat.text(), spectator.text());
        long dice = ((DadState) s).rng.position();
        State resampled = s.determinize(0, new Rng(5));
        assertNotEquals(dice, ((DadState) resampled).rng.position(), "the dice to come are re-seeded");
        assertEquals(spectator, resampled.view(View.SPECTATOR), "so a spectator's view cannot depend on them");
    }

    private static State playedFor(int steps, long seed) {
        State s = Scene.GAME.newGame(Setup.of(seed, "a", "b"));
        Rng r = new Rng(2);
        for (int i = 0; i < steps && !s.isOver(); i++) {
            List<Choice> cs = s.choices();
            s.apply(cs.get(r.nextInt(cs.size())));
        }
        assertFalse(s.isOver());
        return s;
    }
}
