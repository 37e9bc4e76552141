package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.UndoRule;
import org.junit.jupiter.api.Test;

/**
 * The engine's undo rule on Dead Cells: a choice may be taken back only while it brought nothing new to light,
 * which the game tells by its revealing events.
 */
class UndoTest {

    /** Plays the choice labelled with these words; returns whether the game lets it be taken back. */
    static boolean play(Scene t, String words) {
        for (Choice ch : t.s.choices()) {
            if (t.s.describe(ch).contains(words)) {
                return UndoRule.allows(Scene.GAME, t.s.copy(), t.s, playListened(t, ch));
            }
        }
        throw new AssertionError("no choice with '" + words + "' among " + t.choiceWords());
    }

    /** Plays the choice on the scene and returns the events it reported. */
    static List<Event> playListened(Scene t, Choice ch) {
        int from = t.events.events().size();
        t.apply(ch);
        return new ArrayList<>(t.events.events().subList(from, t.events.events().size()));
    }

    @Test
    void flippingATileIsFinal() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.tile("a", "B1-05").at("S");
        assertFalse(play(t, "Go to a"));
    }

    @Test
    void aHandCheckTellsTheTableSomethingButInSoloItIsOnlyTheChoosersKnowledge() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL2", "FL3").tile("d", "B1-08").at("a");
        assertFalse(play(t, "Go to d (Hand Check Green)"), "the others learn the First Player has a Green card");
        assertFalse(play(t, "Discard Flayed Guard"), "the discard is seen and a card is drawn");

        Scene f = Scene.run(1, "flayed", "quartered", "immolated");
        f.s.first = 0;
        f.hand(0, "FL2", "FL3", "FL5").at("a");
        assertFalse(play(f, "Go to d (Hand Check Green)"), "a failed Hand Check tells the table the hand has no Green");

        Scene solo = Scene.run(1, "flayed");
        solo.s.first = 0;
        solo.hand(0, "FL1", "FL2", "FL3").tile("d", "B1-08").at("a");
        assertTrue(play(solo, "Go to d (Hand Check Green)"), "solo: stepping onto the Check reveals nothing");
        assertEquals(Pending.CHECK, solo.s.pending);
        assertFalse(play(solo, "Discard Flayed Guard"), "a card is drawn to refill the hand");
    }

    @Test
    void aDeckCheckIsFinal() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.top(0, "FL3").tile("g", "B1-08").at("d");
        assertFalse(play(t, "Go to g (Deck Check Purple: 1 Cell)"));
    }

    @Test
    void playingCardsAndTheirRevealAreFinalButRoundsChoicesAreNot() {
        Scene t = new CombatExampleTest().exampleB();
        assertFalse(play(t, "Poisoned Dart"), "the announcement tells the table about Dina's hand");
        assertFalse(play(t, "Flayed Guard"));
        assertFalse(play(t, "passes"), "Morgan's Deck Check reveals his top card");
        assertTrue(play(t, "Keep the rest"), "keeping his hand shows nothing");
        assertFalse(play(t, "Immolated Blaze"), "the last card down reveals them all");
        assertEquals(1, t.s.round);
        assertTrue(play(t, "Skill: 1 Shield"), "a Skill on known cards brings nothing to light");
        assertTrue(play(t, "to " + t.s.name(CombatExampleTest.CARRIE)), "aiming the Archer's blow");
    }

    @Test
    void equippingAndGivingAreUndoableButTheInterbiomeDrawsAreNot() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex("B5"), t.events);
        t.s.first = 0;
        t.equipped(1, "bow");
        t.tile("a", "B5-05").at("S");
        assertFalse(play(t, "Go to a"));
        int gives = 0;
        while (t.s.pending == Pending.GIVE || t.s.pending == Pending.EQUIP) {
            DcState before = t.s.copy();
            Choice ch = t.s.choices().get(0);
            String why = UndoRule.refusal(Scene.GAME, before, t.s, playListened(t, ch));
            // Handing a card out is undoable, unless it let the next icon of the tile draw a card.
            String handKept = HandKeptUndo.why(before, t.s);
            assertTrue(why == null || handKept != null && handKept.contains("drawn"), ch.label() + ": " + why);
            gives += why == null ? 1 : 0;
        }
        assertTrue(gives > 0);
        Scene ib = Scene.run(1, "flayed", "quartered", "immolated");
        ib.at("h");
        assertFalse(play(ib, "Go to X1"), "the Interbiome Merchant draws Equipment cards");
    }

    /**
     * Over many random Runs: every choice the game lets be taken back shows no seat anything it could not have
     * foreseen — replaying it on that seat's guess of the hidden cards and tiles gives the seat the same view.
     */
    @Test
    void anUndoableChoiceShowsNoSeatAnythingNew() {
        Map<String, Integer> undoable = new HashMap<>();
        int finals = 0;
        for (int g = 0; g < 160; g++) {
            int seats = 1 + g % 4;
            List<Seat> list = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                list.add(new Seat("P" + i, "random"));
            }
            State s = Scene.GAME.newGame(new Setup(list, Map.of(), 9_000 + g));
            Rng r = new Rng(g);
            while (!s.isOver()) {
                List<Choice> cs = s.choices();
                Choice ch = cs.get(r.nextInt(cs.size()));
                DcState before = (DcState) s.copy();
                EventSink.Collector events = EventSink.collect();
                s.apply(ch, events);
                boolean allowed = UndoRule.allows(Scene.GAME, before, s, events.events());
                String handKept = HandKeptUndo.why(before, (DcState) s);
                if (handKept != null && !s.isOver()) {
                    assertFalse(allowed, "the hand-kept list calls " + ch.label() + " final (" + handKept
                            + ") but no event of it reveals anything (game " + g + ")");
                }
                if (!allowed) {
                    finals++;
                    continue;
                }
                undoable.merge(ch.getClass().getSimpleName(), 1, Integer::sum);
                for (int seat = 0; seat < s.seats(); seat++) {
                    DcState guess = (DcState) before.determinize(seat, new Rng(g * 31L + seat));
                    if (!guess.choices().contains(ch)) {
                        continue;
                    }
                    guess.apply(ch);
                    assertEquals(s.view(seat), guess.view(seat), "seat " + seat + " after " + ch.label() + " (game "
                            + g + ")");
                }
            }
        }
        assertTrue(finals > 0);
        for (String kind : List.of("Give", "Colour", "TargetEnemy", "TargetBeheaded", "Buy", "Done")) {
            assertTrue(undoable.getOrDefault(kind, 0) > 0, kind + " choices are sometimes undoable: " + undoable);
        }
    }
}
