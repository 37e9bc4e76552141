package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The book's Search section: where Search tokens come from when the box's 5 are all on the board. */
class SearchTokensTest {

    private static DkChoice.Attack melee(int zone) {
        return new DkChoice.Attack(0, 0, zone, -1, 0, 0);
    }

    /** Lothar (Master Mallet) in Zone 0 of a 4-Zone street with one Footman, the 5 Search tokens already laid. */
    private static Scene lotharBesideAFootman(int... tokens) {
        Scene sc = Scene.of(Scene.street(4), "lothar");
        sc.equip("lothar", 0, "master-mallet");
        sc.enemy("footman", 0, 1);
        for (int z = 0; z < tokens.length; z++) {
            sc.s.searchTokens[z] = tokens[z];
        }
        sc.activate("lothar");
        sc.s.clearSkills(0);
        sc.s.changed();
        return sc;
    }

    private static List<Integer> offered(Scene sc) {
        List<Integer> zones = new ArrayList<>();
        for (var c : sc.s.choices()) {
            if (c instanceof DkChoice.SearchToken st) {
                zones.add(st.zone());
            }
        }
        return zones;
    }

    @Test
    void withAllFiveTokensOnTheBoardThePlayersChooseWhichZoneGivesOneUp() {
        Scene sc = lotharBesideAFootman(0, 3, 0, 2);
        sc.dice(5, 1).play(melee(0));
        assertEquals(0, sc.count("footman", 0), "the last Footman of the Zone dies");
        assertEquals(DkState.M_TOKEN, sc.s.mode, "no token left in the box: the players pick one on the board");
        assertEquals(List.of(1, 3), offered(sc), "every Zone holding a token is offered");
        assertEquals(sc.s.owner[sc.adv("lothar")], Turns.decider(sc.s), "the killer's player decides");
        sc.play(new DkChoice.SearchToken(3));
        assertEquals(1, sc.s.searchTokens[0]);
        assertEquals(3, sc.s.searchTokens[1], "the fullest Zone keeps its tokens: the players took the other");
        assertEquals(1, sc.s.searchTokens[3]);
        assertEquals(DkState.M_ACTION, sc.s.mode, "then Lothar's Turn goes on");
    }

    @Test
    void theZoneOfTheKillIsAnOptionAndLeavesTheTokensWhereTheyAre() {
        Scene sc = lotharBesideAFootman(1, 4);
        sc.dice(5, 1).play(melee(0));
        assertEquals(List.of(0, 1), offered(sc));
        sc.play(new DkChoice.SearchToken(0));
        assertEquals(1, sc.s.searchTokens[0]);
        assertEquals(4, sc.s.searchTokens[1]);
    }

    @Test
    void withOneZoneHoldingThemAllItsTokenMovesWithoutAQuestion() {
        Scene sc = lotharBesideAFootman(0, 5);
        sc.dice(5, 1).play(melee(0));
        assertEquals(DkState.M_ACTION, sc.s.mode, "a single place to take it from is no choice");
        assertEquals(1, sc.s.searchTokens[0]);
        assertEquals(4, sc.s.searchTokens[1]);
    }

    @Test
    void withTokensLeftInTheBoxTheNewTokenComesFromTheBox() {
        Scene sc = lotharBesideAFootman(0, 2, 0, 2);
        sc.dice(5, 1).play(melee(0));
        assertEquals(DkState.M_ACTION, sc.s.mode);
        assertEquals(1, sc.s.searchTokens[0]);
        assertEquals(2, sc.s.searchTokens[1]);
        assertEquals(2, sc.s.searchTokens[3]);
    }
}
