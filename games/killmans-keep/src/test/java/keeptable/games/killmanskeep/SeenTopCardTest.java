package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import org.junit.jupiter.api.Test;

/**
 * Book: "Draw from the Keep Deck". Drawing a Monster gives a free fight or a flight that ends the
 * turn; a Monster known to be on top costs an action to fight and cannot be fled. A player who looked
 * at the top card (Torch, Candle Stub, Crystal Ball) and saw a Monster knows it is there, so for that
 * player it is a known Monster: no draw as if unseen, no flight, no Smoke Bomb, no Key draw; the Meat
 * Bait, which sends a known Monster away, works for them.
 */
class SeenTopCardTest {

    /** Seat 0 stands in the Keep with a Torch and a Smoke Bomb and looks at a Troll on top. */
    private static Scene trollSeenBySeatZero(long seed) {
        Scene t = Scene.started(2, seed).turn(0, "keep");
        t.strip(0);
        t.give(0, "smoke-bomb", false);
        int torch = t.give(0, "torch", false);
        t.top("troll");
        t.play(new KkChoice.Use(torch, -1));
        return t;
    }

    @Test
    void aMonsterSeenWithTheTorchIsFoughtAsAKnownMonsterAndCannotBeFled() {
        Scene t = trollSeenBySeatZero(81);
        int troll = t.s.top();
        int smoke = heldSmokeBomb(t);
        assertEquals(1, t.s.actions, "looking with the Torch was the first action");
        List<? extends Choice> offered = choices(t);
        assertFalse(offered.contains(new KkChoice.DrawFromKeep()), "the seer cannot draw it as an unknown card");
        assertTrue(offered.contains(new KkChoice.FightKnownMonster()));

        List<Event> events = t.play(new KkChoice.FightKnownMonster());
        assertEquals(0, t.s.actions, "fighting a Monster known to be on top is the second action");
        assertEquals(KkState.FIGHT, t.s.phase);
        assertTrue(t.s.topKnown, "the fight shows the Troll to everyone");
        assertTrue(Scene.texts(events, 1).stream().anyMatch(e -> e.contains("Troll")));
        offered = choices(t);
        assertFalse(offered.contains(new KkChoice.Flee()), "a known Monster cannot be fled");
        assertFalse(offered.contains(new KkChoice.Use(smoke, -1)), "nor slipped away from with smoke");

        t.nextD10(1); // 1 - 2 for the Troll: short of two stars
        t.play(new KkChoice.RollBattle());
        assertEquals(1, t.s.current, "losing to a known Monster ends the turn");
        assertEquals(troll, t.s.top());
    }

    @Test
    void aPlayerWhoDidNotLookStillDrawsTheTopCardUnseen() {
        Scene t = trollSeenBySeatZero(82);
        t.turn(1, "keep");
        List<? extends Choice> offered = choices(t);
        assertTrue(offered.contains(new KkChoice.DrawFromKeep()));
        assertFalse(offered.contains(new KkChoice.FightKnownMonster()));
        t.play(new KkChoice.DrawFromKeep());
        assertTrue(choices(t).contains(new KkChoice.Flee()), "for seat 1 the Troll was a surprise");
    }

    @Test
    void anArtifactSeenOnTopIsDrawnAsUsual() {
        Scene t = Scene.started(2, 83).turn(0, "keep");
        int torch = t.give(0, "torch", false);
        int dagger = t.top("dagger");
        t.play(new KkChoice.Use(torch, -1));
        assertTrue(choices(t).contains(new KkChoice.DrawFromKeep()));
        t.play(new KkChoice.DrawFromKeep());
        assertTrue(t.s.inHand(dagger, 0));
    }

    @Test
    void theKeyCannotDrawAMonsterItsHolderSawOnTop() {
        Scene t = Scene.started(2, 84).turn(0, "market");
        int key = t.give(0, "killmans-key", false);
        int torch = t.give(0, "torch", false);
        t.top("troll");
        assertTrue(choices(t).contains(new KkChoice.Use(key, -1)), "unseen, the top card may be drawn with the Key");
        t.play(new KkChoice.Use(torch, -1));
        assertFalse(choices(t).contains(new KkChoice.Use(key, -1)), "seen, the Troll is no unknown draw");
    }

    @Test
    void theMeatBaitSendsAMonsterItsHolderSawToTheBottom() {
        Scene t = Scene.started(2, 85).turn(0, "keep");
        int bait = t.give(0, "meat-bait", false);
        int torch = t.give(0, "torch", false);
        int troll = t.top("troll");
        assertFalse(choices(t).contains(new KkChoice.Use(bait, -1)), "no Monster is known on top yet");
        t.play(new KkChoice.Use(torch, -1));
        t.play(new KkChoice.Use(bait, -1));
        assertEquals(troll, t.s.keepDeck.card(t.s.keepDeck.size() - 1), "the Troll went to the bottom");
        assertFalse(t.s.topKnown);
        assertEquals(0, t.s.peekMask, "the new top card is unseen by all");
    }

    private static int heldSmokeBomb(Scene t) {
        for (int k = 0; k < t.s.content.artifactCards; k++) {
            if (t.s.inHand(k, 0) && t.s.content.artifact(k).id().equals("smoke-bomb")) {
                return k;
            }
        }
        throw new AssertionError("seat 0 holds no Smoke Bomb");
    }

    private static List<? extends Choice> choices(Scene t) {
        return t.s.choices();
    }
}
