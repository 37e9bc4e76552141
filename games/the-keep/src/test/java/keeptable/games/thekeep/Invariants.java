package keeptable.games.thekeep;

import keeptable.engine.State;
import keeptable.engine.conformance.Conformance.Invariant;

/** The Keep's own invariants, checked after every choice of the conformance runs. */
final class Invariants {
    private Invariants() {
    }

    static void fail(String why) {
        throw new AssertionError(why);
    }

    static final Invariant CARDS = state -> {
        KeepState s = (KeepState) state;
        int deck = 0;
        for (int c = 0; c < 32; c++) {
            if (s.conflictWhere[c] == KeepState.DECK) {
                deck++;
            }
            if (s.conflictWhere[c] < KeepState.DISCARD || s.conflictWhere[c] >= s.seats) {
                fail("Conflict card " + c + " in no place: " + s.conflictWhere[c]);
            }
        }
        if (deck != s.conflictDeck.size()) {
            fail("Conflict deck count " + deck + " but deck holds " + s.conflictDeck.size());
        }
        for (int i = 0; i < s.conflictDeck.size(); i++) {
            if (s.conflictWhere[s.conflictDeck.card(i)] != KeepState.DECK) {
                fail("a card in the Conflict deck is elsewhere");
            }
        }
        for (int c = 0; c < 32; c++) {
            if ((s.conflictWhere[c] == KeepState.DISCARD) != s.conflictDeck.isDiscarded(c)) {
                fail("Conflict card " + c + " is marked " + s.conflictWhere[c] + " but the discard pile disagrees");
            }
        }
        for (int c = 0; c < KeepState.BONUS_CARDS; c++) {
            if ((s.bonusWhere[c] == KeepState.DISCARD) != s.bonusDeck.isDiscarded(c)) {
                fail("Bonus card " + c + " is marked " + s.bonusWhere[c] + " but the discard pile disagrees");
            }
        }
        int bdeck = 0;
        for (int c = 0; c < 12; c++) {
            if (s.bonusWhere[c] == KeepState.DECK) {
                bdeck++;
            }
            if (s.bonusWhere[c] == s.molSeat) {
                fail("Molasar holds a Bonus card");
            }
        }
        if (bdeck != s.bonusDeck.size()) {
            fail("Bonus deck count wrong");
        }
        for (int seat = 0; seat < s.seats; seat++) {
            int limit = seat == s.molSeat ? 4 : 3;
            if (s.handSize(seat) > limit) {
                fail("player " + seat + " holds " + s.handSize(seat) + " Conflict cards");
            }
            int b = s.bonusCount(seat);
            if (b > 3 || b == 3 && !(s.phase == KeepState.P_C_DISCARD && s.defenderSeat == seat)) {
                fail("player " + seat + " holds " + b + " Bonus cards outside a discard");
            }
        }
        if (s.molasarCard >= 0 && s.conflictWhere[s.molasarCard] != s.molSeat) {
            fail("Molasar's committed card is not his");
        }
        if (s.defenderCard >= 0 && s.conflictWhere[s.defenderCard] != s.defenderSeat) {
            fail("the defender's committed card is not his");
        }
    };

    static final Invariant OCCUPANCY = state -> {
        KeepState s = (KeepState) state;
        Content k = s.k;
        boolean moving = s.phase == KeepState.P_S_MOVE || s.phase == KeepState.P_M_MOVE
                || s.phase == KeepState.P_SS_MOVE || s.phase == KeepState.P_SS_SEARCH || s.phase == KeepState.P_NAZI
                || s.phase == KeepState.P_C_RETREAT;
        int cellarGuards = 0;
        for (int g = 0; g < 12; g++) {
            if (s.guardRooms[g] >= 0 && k.isCellar(s.guardRooms[g])) {
                cellarGuards++;
            }
        }
        if (cellarGuards > 2) {
            fail(cellarGuards + " SS guards in the cellar");
        }
        if (s.hilt >= 0 && s.mol == s.hilt) {
            fail("Molasar stands in the Hilt room");
        }
        if (s.hilt >= 0 && (s.ruledOut >>> s.hilt & 1) != 0) {
            fail("the Hilt room was ruled out");
        }
        int alive = 0;
        for (int g = 0; g < 12; g++) {
            alive += s.guardRooms[g] >= 0 ? 1 : 0;
        }
        if (alive + s.eaten != 12) {
            fail("guards not conserved");
        }
        if (s.molTurns > KeepState.LAST_TURN) {
            fail("Molasar played past his last turn");
        }
        if (moving) {
            return; // a pawn may be passing through
        }
        for (int r = 0; r < k.rooms; r++) {
            int searchers = 0;
            int guards = 0;
            for (int p = 0; p < 5; p++) {
                searchers += s.pos[p] == r ? 1 : 0;
            }
            for (int g = 0; g < 12; g++) {
                guards += s.guardRooms[g] == r ? 1 : 0;
            }
            if (searchers > 1 || guards > 1 || guards == 1 && s.mol == r) {
                fail("occupancy broken in " + k.roomLabel(r) + " in phase " + s.phase);
            }
        }
        if (!s.over && s.phase == KeepState.P_S_START && s.actor < 5 && s.pos[s.actor] == s.turnStartRoom) {
            for (int p = 0; p < 5; p++) {
                if (s.hilt >= 0 && s.pos[p] == s.hilt) {
                    fail("a Searcher stands in the Hilt room at a turn's start and has not won");
                }
            }
        }
        if (s.over && s.winner != s.molSeat && s.pos[s.winningPawn] != s.hilt) {
            fail("the winner is not in the Hilt room");
        }
    };

    static final Invariant[] ALL = {CARDS, OCCUPANCY};

    static void checkAll(State s) {
        for (Invariant i : ALL) {
            i.check(s);
        }
    }
}
