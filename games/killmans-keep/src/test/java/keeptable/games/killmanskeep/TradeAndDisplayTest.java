package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Book: Trading, and the Display Card. */
class TradeAndDisplayTest {

    @Test
    void anOfferOfCardsAndMoneyIsAcceptedByTheOtherPlayer() {
        Scene t = Scene.started(3, 81).turn(0, "keep");
        int ruby = t.give(0, "ruby", false);
        int axe = t.give(2, "battle-axe", true);
        t.play(new KkChoice.ProposeTrade(2));
        assertEquals(1, t.s.actions, "offering a trade is an action");
        t.play(new KkChoice.Give(ruby));
        assertTrue(t.s.shown[ruby], "what is offered is said out loud");
        t.play(new KkChoice.GiveMoney());
        t.play(new KkChoice.GiveMoney());
        t.play(new KkChoice.Ask(axe));
        t.play(new KkChoice.SendOffer());
        assertEquals(2, t.s.toMove(), "the other player answers");
        t.play(new KkChoice.AcceptOffer());
        assertTrue(t.s.inHand(ruby, 2) && t.s.inHand(axe, 0));
        assertEquals(50, t.s.money[0]);
        assertEquals(150, t.s.money[2]);
        assertEquals(0, t.s.toMove(), "back to the trader's turn");
    }

    @Test
    void onlyCardsKnownToBeHeldCanBeAskedFor() {
        Scene t = Scene.started(2, 82).turn(0, "market");
        int secret = t.give(1, "diamond", false);
        int open = t.give(1, "dagger", true);
        t.play(new KkChoice.ProposeTrade(1));
        assertFalse(t.s.choices().contains(new KkChoice.Ask(secret)));
        assertTrue(t.s.choices().contains(new KkChoice.Ask(open)));
    }

    @Test
    void aDeclinedOfferChangesNothingButTheActionSpent() {
        Scene t = Scene.started(2, 83).turn(0, "market");
        int dagger = t.give(0, "dagger", false);
        t.play(new KkChoice.ProposeTrade(1));
        t.play(new KkChoice.Give(dagger));
        t.play(new KkChoice.AskMoney());
        t.play(new KkChoice.SendOffer());
        t.play(new KkChoice.DeclineOffer());
        assertTrue(t.s.inHand(dagger, 0));
        assertEquals(100, t.s.money[0]);
        assertEquals(100, t.s.money[1]);
        assertEquals(1, t.s.actions);
    }

    @Test
    void anEmptyOfferCannotBeSentAndNoOneCanBeLeftWithoutACard() {
        Scene t = Scene.started(2, 84).turn(0, "market");
        int only = t.strip(0);
        t.play(new KkChoice.ProposeTrade(1));
        assertFalse(t.s.choices().contains(new KkChoice.SendOffer()));
        t.play(new KkChoice.Give(only));
        assertFalse(t.s.choices().contains(new KkChoice.SendOffer()), "giving the only card for nothing");
        t.play(new KkChoice.CancelOffer());
        assertEquals(KkState.TURN, t.s.phase);
    }

    @Test
    void whenTheDisplayCardLeavesAHandANewOneIsChosenAtOnce() {
        Scene t = Scene.started(2, 85).turn(0, "market");
        int shown = t.strip(0);
        int other = t.give(0, "dagger", false);
        t.play(new KkChoice.Sell(shown, false));
        assertEquals(0, t.s.toMove());
        assertEquals(java.util.List.of(new KkChoice.ShowCard(other)), t.s.choices());
        t.play(new KkChoice.ShowCard(other));
        assertEquals(other, t.s.display[0]);
        assertTrue(t.s.shown[other]);
    }

    @Test
    void theDisplayCardCanBeSwappedOnceATurnForFree() {
        Scene t = Scene.started(2, 86).turn(0, "market");
        int dagger = t.give(0, "dagger", false);
        t.play(new KkChoice.ShowCard(dagger));
        assertEquals(2, t.s.actions);
        assertEquals(dagger, t.s.display[0]);
        assertTrue(t.s.choices().stream().noneMatch(c -> c instanceof KkChoice.ShowCard));
    }

    @Test
    void aDisplayCardLostToAnotherPlayersTurnIsReplacedBeforePlayGoesOn() {
        Scene t = Scene.started(2, 87).turn(0, "market");
        int rot = t.give(0, "rotting-touch", false);
        int victimShown = t.s.display[1];
        t.strip(1);
        t.give(1, "dagger", false);
        // make the display the card the rot takes: try seeds until it hits the display
        for (long seed = 1; ; seed++) {
            keeptable.engine.Rng probe = new keeptable.engine.Rng(seed);
            int pick = probe.nextInt(2);
            int first = -1;
            for (int k = 0; k < t.s.content.cards; k++) {
                if (t.s.inHand(k, 1)) {
                    first = k;
                    break;
                }
            }
            if ((pick == 0) == (first == victimShown)) {
                t.s.rng = new keeptable.engine.Rng(seed);
                break;
            }
        }
        t.play(new KkChoice.Use(rot, 1));
        t.play(new KkChoice.Endure());
        assertEquals(KkState.DISCARD, t.s.where[victimShown]);
        assertEquals(1, t.s.toMove(), "the victim chooses a new Display card first");
        t.play(t.s.choices().get(0));
        assertEquals(0, t.s.toMove());
    }

    /** Book, Trading: players may initiate trades only on their own turns. */
    @Test
    void tradesAreOpenedOnlyOnOnesOwnTurn() {
        Scene t = Scene.started(2, 88).turn(0, "market");
        int hand = t.give(0, "thieving-hand", false);
        t.play(new KkChoice.Use(hand, 1));
        assertEquals(1, t.s.toMove(), "the other player decides on the trader's turn");
        assertTrue(t.s.choices().stream().noneMatch(c -> c instanceof KkChoice.ProposeTrade));
        t.play(new KkChoice.Endure());
        assertTrue(t.s.choices().contains(new KkChoice.ProposeTrade(1)), "on one's own turn, yes");
    }

    /** Book, Display Card: the Display card can be used; another card then takes its place. */
    @Test
    void theDisplayCardCanBeUsedAndAnotherIsShownInItsPlace() {
        Scene t = Scene.started(2, 89).turn(0, "market");
        t.strip(0);
        int coin = t.give(0, "old-coin", true);
        int other = t.s.display[0];
        t.s.display[0] = coin;
        t.s.edited();
        t.play(new KkChoice.Use(coin, -1));
        assertEquals(KkState.DISCARD, t.s.where[coin]);
        assertEquals(List.of(new KkChoice.ShowCard(other)), t.s.choices(), "the other card must be shown");
    }

    /** Book, Trading: cards may be paid for with money, and the book sets no amount: every $25 of it can be offered. */
    @Test
    void anyAmountOfMoneyCanBeOffered() {
        Scene t = Scene.started(2, 90).turn(0, "market");
        int axe = t.give(1, "battle-axe", true);
        t.s.money[0] = 75;
        t.s.edited();
        t.play(new KkChoice.ProposeTrade(1));
        t.play(new KkChoice.Ask(axe));
        for (int i = 0; i < 3; i++) {
            t.play(new KkChoice.GiveMoney());
        }
        assertFalse(t.s.choices().contains(new KkChoice.GiveMoney()), "no more than the trader has");
        t.play(new KkChoice.SendOffer());
        t.play(new KkChoice.AcceptOffer());
        assertEquals(0, t.s.money[0], "all $75 paid");
        assertEquals(175, t.s.money[1]);
        assertTrue(t.s.inHand(axe, 0));
    }
}
