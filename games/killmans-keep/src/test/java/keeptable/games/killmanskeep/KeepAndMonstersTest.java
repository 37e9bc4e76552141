package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Event;
import org.junit.jupiter.api.Test;

/** Book: Keep, Monsters, Keep Deck, and "Draw from the Keep Deck". */
class KeepAndMonstersTest {

    @Test
    void anArtifactDrawnGoesSecretlyToTheHand() {
        Scene t = Scene.started(2, 31).turn(0, "keep");
        int torch = t.top("torch");
        List<Event> events = t.play(new KkChoice.DrawFromKeep());
        assertTrue(t.s.inHand(torch, 0));
        assertFalse(t.s.shown[torch]);
        assertEquals(1, t.s.actions, "drawing is an action");
        assertTrue(Scene.texts(events, 0).stream().anyMatch(e -> e.contains("Torch")));
        assertTrue(Scene.texts(events, 1).stream().noneMatch(e -> e.contains("Torch")), "others see only a draw");
    }

    @Test
    void fightingADrawnMonsterIsFreeAndAWonFightGivesItsCorpse() {
        Scene t = Scene.started(2, 32).turn(0, "keep");
        t.strip(0);
        int rat = t.top("giant-rat");
        t.play(new KkChoice.DrawFromKeep());
        assertEquals(KkState.FIGHT, t.s.phase);
        assertTrue(t.s.topKnown, "a drawn Monster is revealed");
        assertTrue(t.s.choices().contains(new KkChoice.Flee()));
        t.nextD10(1);
        t.play(new KkChoice.RollBattle());
        assertTrue(t.s.inHand(rat, 0) && t.s.shown[rat], "the corpse, in the open");
        assertEquals(1, t.s.actions, "only the draw cost an action");
        assertEquals(KkState.TURN, t.s.phase);
        assertFalse(t.s.topKnown);
    }

    /** The fight's line under the board says in plain words what wins: the die and the bonus reaching the stars. */
    @Test
    void theFightIsWordedPlainly() {
        Scene t = Scene.started(2, 33).turn(0, "keep");
        t.strip(0);
        t.top("ogre");
        t.play(new KkChoice.DrawFromKeep());
        assertEquals(t.s.name(0) + " fights the Ogre: wins with a total of 2 or more (a ten-sided die, 0 to 9,"
                + " plus +0 from your weapon and potions)", ((KkView) t.s.view(0)).fight());
        assertEquals(t.s.name(0) + " fights the Ogre: wins with a total of 2 or more (a ten-sided die, 0 to 9,"
                + " plus their weapon and potions)", ((KkView) t.s.view(1)).fight());
    }

    @Test
    void theBattleRollMustReachTheMonstersStars() {
        for (int face = 0; face <= 9; face++) {
            Scene t = Scene.started(2, 33).turn(0, "keep");
            t.strip(0);
            int ogre = t.drawAndFight("ogre", face);
            assertEquals(face >= 2, t.s.inHand(ogre, 0), "roll " + face + " against two stars");
        }
    }

    @Test
    void aLostFightEndsTheTurnAndLeavesTheMonsterKnownOnTop() {
        Scene t = Scene.started(2, 34).turn(0, "keep");
        t.strip(0);
        int troll = t.drawAndFight("troll", 3);
        assertEquals(1, t.s.current, "the turn passed");
        assertEquals(troll, t.s.top());
        assertTrue(t.s.topKnown);
    }

    @Test
    void fleeingGoesBackToTheMarketEndsTheTurnAndLeavesTheMonster() {
        Scene t = Scene.started(2, 35).turn(0, "keep");
        int dragon = t.top("dragon");
        t.play(new KkChoice.DrawFromKeep());
        t.play(new KkChoice.Flee());
        assertEquals(t.area("market"), t.s.area[0]);
        assertEquals(1, t.s.current);
        assertEquals(dragon, t.s.top());
        assertTrue(t.s.topKnown);
    }

    @Test
    void aKnownMonsterOnTopCostsAnActionToFightAndCannotBeFledOrDrawnPast() {
        Scene t = Scene.started(2, 36).turn(0, "keep");
        t.strip(0);
        int rat = t.top("giant-rat");
        t.s.topKnown = true;
        t.s.edited();
        assertFalse(t.s.choices().contains(new KkChoice.DrawFromKeep()));
        t.play(new KkChoice.FightKnownMonster());
        assertEquals(1, t.s.actions, "fighting a known Monster is an action");
        assertFalse(t.s.choices().contains(new KkChoice.Flee()));
        t.nextD10(0);
        t.play(new KkChoice.RollBattle());
        assertEquals(1, t.s.current, "losing it ends the turn");
        assertEquals(rat, t.s.top());
    }

    @Test
    void monsterPenaltyNoWeaponsAndTheBestWeaponOnly() {
        Scene t = Scene.started(2, 37).turn(0, "keep");
        t.strip(0);
        t.give(0, "dagger", false);
        int axe = t.give(0, "battle-axe", false);
        t.drawAndFight("troll", 1); // two stars, -2: 1 + 3 (axe, not axe+dagger) - 2 = 2 wins
        assertEquals(KkState.TURN, t.s.phase);
        assertEquals(0, t.s.current, "won");
        assertTrue(t.s.shown[axe], "the weapon that counted was shown");
        t.turn(0, "keep");
        t.drawAndFight("ghoul", 1); // two stars, weapons give nothing
        assertEquals(1, t.s.current, "1 against the Ghoul loses despite the axe");
    }

    @Test
    void theHydraRollsTwiceAndKeepsTheLower() {
        Scene t = Scene.started(2, 38).turn(0, "keep");
        t.strip(0);
        t.drawAndFight("hydra", 9, 2);
        assertEquals(1, t.s.current, "9 and 2: the 2 counts and loses to three stars");
    }

    @Test
    void lossEffects() {
        Scene t = Scene.started(2, 39).turn(0, "keep");
        t.strip(0);
        t.drawAndFight("goblin-thief", 0);
        assertEquals(50, t.s.money[0], "the goblin takes $50");

        t.turn(0, "keep");
        t.s.topKnown = false;
        t.drawAndFight("cave-spider", 0);
        assertTrue(t.s.lostMove[0]);
        t.turn(0, "market");
        assertEquals(0, t.s.freeMoves, "no free move on the next turn");

        t.turn(0, "keep");
        t.drawAndFight("lich", 0);
        t.turn(0, "market");
        assertEquals(1, t.s.actions, "one action fewer on the next turn");

        t.turn(0, "keep");
        t.drawAndFight("basilisk", 0);
        assertEquals(t.area("market"), t.s.area[0], "thrown out to the Market");

        t.turn(0, "keep");
        t.give(0, "dagger", false);
        t.drawAndFight("mimic", 0);
        assertEquals(1, t.s.handSize(0), "the mimic ate a card, never the last");
    }

    @Test
    void aHoardPaysTheWinner() {
        Scene t = Scene.started(2, 40).turn(0, "keep");
        t.strip(0);
        t.top("dragon");
        t.give(0, "battle-axe", false);
        t.play(new KkChoice.DrawFromKeep());
        t.nextD10(3); // 3 + 3 - 3 = 3: reaches three stars
        t.play(new KkChoice.RollBattle());
        assertEquals(200, t.s.money[0], "$100 from the dragon's hoard");
    }

    @Test
    void anEmptyKeepDeckIsRefilledFromItsDiscardPile() {
        Scene t = Scene.started(2, 41).turn(0, "keep");
        KkState s = t.s;
        while (!s.keepDeck.isEmpty()) {
            int k = s.keepDeck.draw();
            s.where[k] = KkState.DISCARD;
            s.keepDeck.discard(k);
        }
        int torch = t.top("torch");
        s.edited();
        int discard = s.keepDiscardSize();
        List<Event> events = t.play(new KkChoice.DrawFromKeep());
        assertTrue(s.inHand(torch, 0));
        assertEquals(discard, s.keepDeck.size(), "the discard pile became the deck as soon as the deck ran out");
        assertEquals(0, s.keepDiscardSize());
        assertTrue(Scene.texts(events, 1).stream().anyMatch(e -> e.contains("shuffled")));
    }

    /** Book, Monsters: a Monster's effect applies only while it is fought; fleeing it costs nothing more. */
    @Test
    void aMonsterFledDoesNothingToTheFleeingPlayer() {
        Scene t = Scene.started(2, 42).turn(0, "keep");
        t.strip(0);
        t.top("goblin-thief");
        t.play(new KkChoice.DrawFromKeep());
        t.play(new KkChoice.Flee());
        assertEquals(100, t.s.money[0], "the goblin steals only from those who fight it and lose");
        t.turn(0, "keep");
        t.s.topKnown = false;
        t.top("cave-spider");
        t.play(new KkChoice.DrawFromKeep());
        t.play(new KkChoice.Flee());
        assertFalse(t.s.lostMove[0], "the spider's loss is not laid on one who fled");
    }
}
