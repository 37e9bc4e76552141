package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** The terminal view: the grid with counters, wounds, effects and the line-of-sight overlay. */
class ViewTest {

    @Test
    void theGridShowsCountersWoundsDeathAndEffects() {
        Table t = Table.empty();
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
    void aTargetingDecisionDrawsTheLineOfSight() {
        Table t = Table.empty();
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
        Table t = Table.empty();
        t.put(Kind.KNIGHT, "C3");
        t.phase(DadState.MOVE, 0);
        assertTrue(t.offers("Move Knight to C4"));
    }

    @Test
    void viewsAreTheSameForBothSeatsButTheSeatAndHideNothing() {
        DownAmongTheDead g = Table.GAME;
        var s = g.newGame(keeptable.engine.Setup.of(9, "a", "b"));
        Rng r = new Rng(2);
        for (int i = 0; i < 60 && !s.isOver(); i++) {
            java.util.List<Choice> cs = s.choices();
            s.apply(cs.get(r.nextInt(cs.size())));
        }
        DadView a = (DadView) s.view(0);
        DadView b = (DadView) s.view(1);
        assertEquals(a.counters(), b.counters());
        assertEquals(s.fingerprint() != 0, true);
        var d = s.determinize(1, r);
        assertEquals(((DadView) d.view(1)).counters(), b.counters());
    }
}
