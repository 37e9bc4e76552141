package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Event;
import org.junit.jupiter.api.Test;

/** Book: Artifacts (abilities, used up unless they say otherwise, use on another's turn), and our cards. */
class ArtifactsTest {

    @Test
    void usingAnArtifactIsAnActionAndUsesItUp() {
        Scene t = Scene.started(2, 61).turn(0, "market");
        int coin = t.give(0, "old-coin", false);
        t.play(new KkChoice.Use(coin, -1));
        assertEquals(150, t.s.money[0]);
        assertEquals(1, t.s.actions);
        assertEquals(KkState.DISCARD, t.s.where[coin], "used up into the Keep discard pile");
    }

    @Test
    void aReusableArtifactStays() {
        Scene t = Scene.started(2, 62).turn(0, "market");
        int key = t.give(0, "killmans-key", false);
        t.top("torch");
        t.play(new KkChoice.Use(key, -1));
        assertTrue(t.s.inHand(key, 0), "Killman's Key is not used up");
        assertEquals(1, t.s.actions);
    }

    @Test
    void theLastCardCannotBeUsedUp() {
        Scene t = Scene.started(2, 63).turn(0, "market");
        t.strip(0);
        for (var c : t.s.choices()) {
            assertFalse(c instanceof KkChoice.Use u && !t.s.content.artifact(u.card()).reusable(), c.label());
        }
    }

    @Test
    void peekingShowsTheTopCardToThePeekerAlone() {
        Scene t = Scene.started(2, 64).turn(0, "market");
        int torch = t.give(0, "torch", false);
        t.top("sapphire");
        List<Event> events = t.play(new KkChoice.Use(torch, -1));
        assertTrue(Scene.texts(events, 0).stream().anyMatch(e -> e.contains("Sapphire")));
        assertTrue(Scene.texts(events, 1).stream().noneMatch(e -> e.contains("Sapphire")));
        assertTrue(((KkView) t.s.view(0)).keepTop().contains("Sapphire"));
        assertEquals(null, ((KkView) t.s.view(1)).keepTop());
    }

    @Test
    void hasteMapCashCharterShovelAndSignet() {
        Scene t = Scene.started(2, 65).turn(0, "market");
        int bread = t.give(0, "bread", false);
        t.play(new KkChoice.Use(bread, -1));
        assertEquals(2, t.s.actions, "one spent, one gained");
        int map = t.give(0, "map", false);
        t.play(new KkChoice.Use(map, t.area("guild")));
        assertEquals(t.area("guild"), t.s.area[0]);
        int charter = t.give(0, "guild-charter", false);
        t.turn(0, "keep");
        t.play(new KkChoice.Use(charter, -1));
        assertEquals(1, t.s.goalWhere.length - t.s.goalDeck.size() - t.s.goalDiscardSize(), "a Goal taken in the Keep");
        t.turn(0, "market");
        int dead = t.card("candle");
        t.s.where[dead] = KkState.DISCARD;
        int shovel = t.give(0, "shovel", false);
        int before = t.s.handSize(0);
        t.play(new KkChoice.Use(shovel, -1));
        assertEquals(before, t.s.handSize(0), "the shovel goes, a card from the discard pile comes");
        t.turn(0, "bank");
        int signet = t.give(0, "killmans-signet", false);
        t.s.money[0] = 200;
        t.s.edited();
        t.play(new KkChoice.Use(signet, -1));
        assertEquals(1, t.s.doubloons[0]);
        assertEquals(0, t.s.money[0], "a Doubloon for $200");
    }

    @Test
    void appraisedGemsSellAnywhere() {
        Scene t = Scene.started(2, 66).turn(0, "keep");
        int ruby = t.give(0, "ruby", false);
        t.play(new KkChoice.Use(ruby, -1));
        assertEquals(100 + 150, t.s.money[0]);
        assertEquals(KkState.DISCARD, t.s.where[ruby]);
    }

    @Test
    void baitSendsAKnownMonsterToTheBottom() {
        Scene t = Scene.started(2, 67).turn(0, "keep");
        int bait = t.give(0, "meat-bait", false);
        int troll = t.top("troll");
        t.s.topKnown = true;
        t.s.edited();
        t.play(new KkChoice.Use(bait, -1));
        assertEquals(troll, t.s.keepDeck.card(t.s.keepDeck.size() - 1));
        assertFalse(t.s.topKnown);
        assertTrue(t.s.choices().contains(new KkChoice.DrawFromKeep()));
    }

    @Test
    void potionsSlayingSmokeAndRerollsInAFight() {
        Scene t = Scene.started(2, 68).turn(0, "keep");
        t.strip(0);
        int potion = t.give(0, "strength-potion", false);
        t.give(0, "dagger", false);
        t.top("dragon");
        t.play(new KkChoice.DrawFromKeep());
        t.play(new KkChoice.Use(potion, -1));
        assertEquals(1, t.s.actions, "a card played in a fight costs no action");
        t.nextD10(2); // 2 + 1 + 3 - 3 = 3
        t.play(new KkChoice.RollBattle());
        assertEquals(0, t.s.current, "won with the potion");

        t.turn(0, "keep");
        int blade = t.give(0, "killmans-blade", false);
        int hydra = t.top("hydra");
        t.play(new KkChoice.DrawFromKeep());
        t.play(new KkChoice.Use(blade, -1));
        assertTrue(t.s.inHand(hydra, 0), "slain without a roll");

        t.turn(0, "keep");
        int smoke = t.give(0, "smoke-bomb", false);
        int lich = t.top("lich");
        t.play(new KkChoice.DrawFromKeep());
        t.play(new KkChoice.Use(smoke, -1));
        assertEquals(0, t.s.current);
        assertEquals(KkState.TURN, t.s.phase, "slipped away, the turn goes on");
        assertEquals(lich, t.s.top());
        assertTrue(t.s.topKnown);

        t.turn(0, "keep");
        int foot = t.give(0, "rabbit-foot", false);
        t.drawAndFight("troll", 0, 9);
        assertEquals(KkState.AFTER_LOSS, t.s.phase);
        assertTrue(t.s.choices().contains(new KkChoice.Use(foot, -1)));
        t.play(new KkChoice.Use(foot, -1));
        assertEquals(0, t.s.current, "won on the reroll");
    }

    @Test
    void theWraithAllowsNoCards() {
        Scene t = Scene.started(2, 69).turn(0, "keep");
        t.give(0, "strength-potion", false);
        t.top("wraith");
        t.play(new KkChoice.DrawFromKeep());
        assertEquals(List.of(new KkChoice.RollBattle(), new KkChoice.Flee()), t.s.choices());
    }

    @Test
    void anAttackIsAnsweredOnTheVictimsTimeWithoutAnAction() {
        Scene t = Scene.started(2, 70).turn(0, "market");
        int hand = t.give(0, "thieving-hand", false);
        t.play(new KkChoice.Use(hand, 1));
        assertEquals(KkState.REACT, t.s.phase);
        assertEquals(1, t.s.toMove(), "the victim answers");
        t.play(new KkChoice.Endure());
        assertEquals(175, t.s.money[0]);
        assertEquals(25, t.s.money[1]);
        assertEquals(0, t.s.toMove());

        int hex = t.give(0, "hex-doll", false);
        int ward = t.give(1, "ward-amulet", false);
        t.play(new KkChoice.Use(hex, 1));
        assertTrue(t.s.choices().contains(new KkChoice.Use(ward, -1)));
        t.play(new KkChoice.Use(ward, -1));
        assertEquals(0, t.s.lostActions[1], "warded off");
        assertEquals(KkState.DISCARD, t.s.where[ward]);
    }

    @Test
    void aMirrorTurnsTheAttackOnItsUser() {
        Scene t = Scene.started(2, 71).turn(0, "market");
        int voodoo = t.give(0, "voodoo-mask", false);
        int mirror = t.give(1, "killmans-mirror", false);
        t.play(new KkChoice.Use(voodoo, 1));
        t.play(new KkChoice.Use(mirror, -1));
        assertEquals(2, t.s.lostActions[0]);
        t.turn(0, "market");
        assertEquals(0, t.s.actions, "the user's next turn has no actions");
    }

    @Test
    void theVictimIsAlwaysAskedSoNoOneLearnsWhetherTheyHoldAWard() {
        Scene t = Scene.started(2, 72).turn(0, "market");
        int rot = t.give(0, "rotting-touch", false);
        t.give(1, "dagger", false);
        t.play(new KkChoice.Use(rot, 1));
        assertEquals(List.of(new KkChoice.Endure()), t.s.choices(), "no ward: still a decision");
        int before = t.s.handSize(1);
        t.play(new KkChoice.Endure());
        assertEquals(before - 1, t.s.handSize(1));
    }
}
