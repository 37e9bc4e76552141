package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Event;
import keeptable.games.killmanskeep.content.Content;
import org.junit.jupiter.api.Test;

/** Book: Market (base values, haggling table, where sold cards go), Bank, How to Win. */
class MarketAndBankTest {

    @Test
    void baseValuesAreFiftyDollarsAStar() {
        assertEquals(50, Content.baseValue(1));
        assertEquals(100, Content.baseValue(2));
        assertEquals(150, Content.baseValue(3));
    }

    @Test
    void theHagglingTableOfTheBook() {
        int[][] table = { // rarity 1..3, rolls 1..6
            {25, 25, 50, 50, 75, 75},
            {75, 75, 100, 100, 125, 125},
            {125, 125, 150, 150, 175, 175}};
        for (int r = 1; r <= 3; r++) {
            for (int roll = 1; roll <= 6; roll++) {
                assertEquals(table[r - 1][roll - 1], Content.hagglePrice(r, roll), r + " stars, roll " + roll);
            }
        }
    }

    @Test
    void buyingAtTheListedPrice() {
        Scene t = Scene.started(2, 21).turn(0, "market");
        int ruby = t.give(0, "ruby", false);
        t.toMarket(ruby);
        int before = t.s.money[0];
        t.play(new KkChoice.Buy(ruby, false));
        assertEquals(before - 100, t.s.money[0]);
        assertTrue(t.s.inHand(ruby, 0));
        assertTrue(t.s.shown[ruby], "everyone saw what was bought");
        assertEquals(1, t.s.actions, "buying is an action");
    }

    @Test
    void hagglingABuyUsesTheDie() {
        for (int face = 1; face <= 6; face++) {
            Scene t = Scene.started(2, 22).turn(0, "market");
            int sapphire = t.give(0, "sapphire", false);
            t.toMarket(sapphire);
            t.s.money[0] = 500;
            t.nextD6(face);
            t.play(new KkChoice.Buy(sapphire, true));
            assertEquals(500 - Content.hagglePrice(3, face), t.s.money[0], "roll " + face);
        }
    }

    @Test
    void hagglingNeedsMoneyForTheWorstRoll() {
        Scene t = Scene.started(2, 23).turn(0, "market");
        int ruby = t.give(0, "ruby", false);
        t.toMarket(ruby);
        t.s.money[0] = 100;
        assertTrue(t.s.choices().contains(new KkChoice.Buy(ruby, false)));
        assertFalse(t.s.choices().contains(new KkChoice.Buy(ruby, true)), "a roll of 5-6 would cost $125");
    }

    @Test
    void soldArtifactsGoToTheMarketAndCorpsesToTheKeepDiscard() {
        Scene t = Scene.started(2, 24).turn(0, "market");
        int dagger = t.give(0, "dagger", false);
        int rat = t.give(0, "giant-rat", true);
        int before = t.s.money[0];
        t.play(new KkChoice.Sell(dagger, false));
        assertEquals(KkState.MARKET, t.s.where[dagger]);
        assertEquals(before + 50, t.s.money[0]);
        t.nextD6(6);
        t.play(new KkChoice.Sell(rat, true));
        assertEquals(KkState.DISCARD, t.s.where[rat]);
        assertEquals(before + 50 + 75, t.s.money[0], "a one-star corpse haggled on a 6 sells for $75");
    }

    @Test
    void aHaggleArtifactTurnsTheDieForItsHolderAndIsShown() {
        Scene t = Scene.started(2, 25).turn(0, "market");
        int opal = t.give(0, "merchants-opal", false);
        int dagger = t.give(0, "dagger", false);
        t.nextD6(4);
        t.play(new KkChoice.Sell(dagger, true));
        assertEquals(100 + Content.hagglePrice(1, 5), t.s.money[0], "a 4 counts as 5 when selling");
        assertTrue(t.s.shown[opal], "the opal is shown when it counts");
    }

    @Test
    void theLastCardCannotBeSoldBecauseADisplayCardMustStay() {
        Scene t = Scene.started(2, 26).turn(0, "market");
        int last = t.strip(0);
        assertEquals(1, t.s.handSize(0));
        assertFalse(t.s.choices().contains(new KkChoice.Sell(last, false)));
    }

    @Test
    void threeHundredDollarsForADoubloonEachAnAction() {
        Scene t = Scene.started(2, 27).turn(0, "bank");
        t.s.money[0] = 650;
        t.s.edited();
        List<Event> first = t.play(new KkChoice.BuyDoubloon());
        assertEquals(List.of(t.s.name(0) + " pays $300 for 1 Doubloon (1 in all)"), Scene.texts(first, 1),
                "the log says the price paid");
        t.play(new KkChoice.BuyDoubloon());
        assertEquals(2, t.s.doubloons[0]);
        assertEquals(50, t.s.money[0]);
        assertEquals(10 - 2, t.s.bankDoubloons);
        t.turn(0, "bank");
        assertFalse(t.s.choices().contains(new KkChoice.BuyDoubloon()), "not with $50");
    }

    @Test
    void theFifthDoubloonWinsAtOnce() {
        Scene t = Scene.started(3, 28).turn(1, "bank");
        t.s.doubloons[1] = 4;
        t.s.bankDoubloons -= 4;
        t.s.money[1] = 300;
        t.s.edited();
        List<Event> events = t.play(new KkChoice.BuyDoubloon());
        assertTrue(t.s.isOver());
        assertEquals(List.of(1), t.s.outcome().winners());
        // the game's end is told, then each of the three players' final standing (FinalStandingTest)
        assertTrue(events.get(events.size() - 4) instanceof KkEvent.GameOver, events.toString());
        assertTrue(events.get(events.size() - 1).text().startsWith("Final standing: "), events.toString());
        assertTrue(t.s.choices().isEmpty());
    }
}
