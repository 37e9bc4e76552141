package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.View;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.cards.DealAudit;
import keeptable.engine.cards.IntDeck;
import org.junit.jupiter.api.Test;

/** No view or event for a seat reveals another seat's hidden hand or Goals, or the Keep deck's order. */
class HiddenInformationTest {
    private final KillmansKeep game = Scene.GAME;
    private final ObjectMapper json = game.json();

    @Test
    void viewsAndEventsNeverNameAnotherSeatsHiddenCards() throws Exception {
        for (long seed = 0; seed < 60; seed++) {
            KkState s = (KkState) game.newGame(Setup.of(seed, "a", "b", "c"));
            Rng rng = new Rng(seed);
            while (!s.isOver()) {
                List<Choice> choices = s.choices();
                EventSink.Collector events = EventSink.collect();
                s.apply(RandomAgent.INSTANCE.choose(s, choices, rng), events);
                boolean withViews = s.step() % 4 == 0;
                for (int seat = 0; seat < 3; seat++) {
                    String view = withViews ? json.writeValueAsString(s.view(seat)) : "";
                    StringBuilder seen = new StringBuilder(view);
                    for (Event e : events.visibleTo(seat)) {
                        seen.append(e.text());
                    }
                    for (int k = 0; k < s.content.cards; k++) {
                        int holder = s.where[k] - KkState.HAND;
                        boolean secret = holder >= 0 && holder != seat && !s.shown[k];
                        if (secret && !sameKindVisible(s, k, seat)) {
                            String name = s.content.cardName(k);
                            assertFalse(view.contains("\"" + name + "\""), "seat " + seat + " sees " + name
                                    + " in another's hand (seed " + seed + ")");
                        }
                    }
                    for (int g = 0; g < s.goalWhere.length; g++) {
                        int holder = s.goalWhere[g] - KkState.GOAL_HELD;
                        if (holder >= 0 && holder != seat) {
                            String name = s.content.goals.get(g).name();
                            String all = seen.toString();
                            assertFalse(all.contains("Goal: " + name + " - ")
                                    || all.contains("\"goal\":" + g + ",\"name\""), "seat " + seat + " learns "
                                    + name + " held by seat " + holder + " (seed " + seed + "): " + seen);
                        }
                    }
                }
            }
        }
    }

    /** A card whose twin is visible to the seat anyway (another copy, the seat's own) proves nothing. */
    private static boolean sameKindVisible(KkState s, int card, int seat) {
        for (int k = 0; k < s.content.cards; k++) {
            if (k != card && s.content.cardName(k).equals(s.content.cardName(card))) {
                int holder = s.where[k] - KkState.HAND;
                boolean visible = s.where[k] == KkState.MARKET || s.where[k] == KkState.DISCARD || holder == seat
                        || holder >= 0 && s.shown[k];
                if (visible) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void theViewShowsNoDeckOrderOnlyItsSize() throws Exception {
        KkState s = (KkState) game.newGame(Setup.of(9, "a", "b"));
        String view = json.writeValueAsString(s.view(0));
        assertTrue(view.contains("\"keepDeck\":" + s.keepDeck.size()));
        assertEquals(null, ((KkView) s.view(0)).keepTop());
    }

    @Test
    void determinizationKeepsWhatTheSeatKnowsAndResamplesTheRest() {
        Scene t = Scene.started(3, 91).turn(0, "market");
        int known = t.give(1, "battle-axe", true);
        int secret = t.give(1, "sapphire", false);
        int mine = t.give(0, "diamond", false);
        boolean handMoved = false;
        boolean deckMoved = false;
        for (int i = 0; i < 50; i++) {
            KkState d = (KkState) t.s.determinize(0, new Rng(i));
            assertTrue(d.inHand(known, 1), "a card shown in a hand stays there");
            assertTrue(d.inHand(mine, 0), "the seat's own hand stays");
            assertEquals(t.s.handSize(1), d.handSize(1), "hand sizes are public");
            assertEquals(t.s.keepDeck.size(), d.keepDeck.size());
            assertNotEquals(t.s.rng.position(), d.rng.position(), "the dice to come are re-seeded");
            handMoved |= !d.inHand(secret, 1);
            deckMoved |= t.s.keepDeck.addTo(0) != d.keepDeck.addTo(0);
        }
        assertTrue(handMoved, "another seat's unshown card is dealt anew");
        assertTrue(deckMoved, "the Keep deck is shuffled anew");
    }

    /**
     * Through whole random games, every determinization passes the engine's {@link DealAudit}: each card
     * the seat can place (its own hand, shown cards, the Market, the discard piles, a top card it knows)
     * stays, and every hand and deck keeps its size.
     */
    @Test
    void everyDeterminizationKeepsWhatTheSeatCanPlace() {
        for (long seed = 0; seed < 12; seed++) {
            KkState s = (KkState) game.newGame(Setup.of(seed, "a", "b", "c", "d"));
            Rng rng = new Rng(seed);
            while (!s.isOver()) {
                int seat = (int) (s.step() % 4);
                KkState d = (KkState) s.determinize(seat, rng.split());
                DealAudit.check(places(s.where, s.keepDeck), places(d.where, d.keepDeck), keepKnown(s, seat));
                DealAudit.check(places(s.goalWhere, s.goalDeck), places(d.goalWhere, d.goalDeck), goalKnown(s, seat));
                s.apply(RandomAgent.INSTANCE.choose(s, s.choices(), rng));
            }
        }
    }

    /** Where each card is; a card in the deck by its depth (100 + depth). */
    private static int[] places(byte[] where, IntDeck deck) {
        int[] at = new int[where.length];
        for (int k = 0; k < at.length; k++) {
            at[k] = where[k];
        }
        for (int depth = 0; depth < deck.size(); depth++) {
            at[deck.card(depth)] = 100 + depth;
        }
        return at;
    }

    private static boolean[] keepKnown(KkState s, int seat) {
        boolean[] known = new boolean[s.content.cards];
        boolean topSeen = !s.keepDeck.isEmpty() && (s.topKnown || (s.peekMask & 1 << seat) != 0);
        for (int k = 0; k < known.length; k++) {
            int holder = s.where[k] - KkState.HAND;
            known[k] = holder < 0 && s.where[k] != KkState.DECK || holder == seat || holder >= 0 && s.shown[k];
        }
        if (topSeen) {
            known[s.keepDeck.peek()] = true;
        }
        return known;
    }

    private static boolean[] goalKnown(KkState s, int seat) {
        boolean[] known = new boolean[s.goalWhere.length];
        for (int g = 0; g < known.length; g++) {
            known[g] = s.goalWhere[g] == KkState.GOAL_DISCARD || s.goalWhere[g] == KkState.GOAL_HELD + seat;
        }
        return known;
    }

    @Test
    void aSpectatorSeesNoHandNoGoalsAndNoPeekedCard() {
        Scene t = Scene.started(3, 92).turn(0, "market");
        int torch = t.give(0, "torch", false);
        t.goal(1, t.s.content.goals.get(0).id());
        t.top("sapphire");
        t.play(new KkChoice.Use(torch, -1));
        KkView seat0 = (KkView) t.s.view(0);
        KkView spectator = (KkView) t.s.view(View.SPECTATOR);
        assertEquals(View.SPECTATOR, spectator.seat());
        assertFalse(seat0.hand().isEmpty());
        assertTrue(spectator.hand().isEmpty(), "no hand: " + spectator.hand());
        assertTrue(spectator.goals().isEmpty(), "no Goals: " + spectator.goals());
        assertTrue(seat0.keepTop().contains("Sapphire"), "the peeker sees the top card");
        assertNull(spectator.keepTop(), "a card peeked at in secret");
        assertEquals(1, spectator.players().get(1).goals(), "how many Goals each holds is public");
        assertEquals(seat0.players(), spectator.players(), "everyone's public side is the same for all");
        assertEquals(seat0.market(), spectator.market());
    }

    @Test
    void aSpectatorSeesAMonsterEveryoneSawOnTop() {
        Scene t = Scene.started(2, 93).turn(0, "keep");
        t.strip(0);
        t.drawAndFight("troll", 0);
        assertTrue(t.s.topKnown);
        assertTrue(((KkView) t.s.view(View.SPECTATOR)).keepTop().contains("Troll"));
    }

    @Test
    void aCardPeekedAtStaysOnTopForThePeekerAndIsResampledForOthers() {
        Scene t = Scene.started(3, 92).turn(0, "market");
        int torch = t.give(0, "torch", false);
        int sapphire = t.top("sapphire");
        t.play(new KkChoice.Use(torch, -1));
        boolean movedForOthers = false;
        for (int i = 0; i < 30; i++) {
            assertEquals(sapphire, ((KkState) t.s.determinize(0, new Rng(i))).top(), "the peeker knows it");
            movedForOthers |= ((KkState) t.s.determinize(1, new Rng(i))).top() != sapphire;
        }
        assertTrue(movedForOthers, "seat 1 never saw the top card, so its determinizations deal another");
    }
}
