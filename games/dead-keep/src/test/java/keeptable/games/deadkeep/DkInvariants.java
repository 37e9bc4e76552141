package keeptable.games.deadkeep;

import keeptable.engine.State;
import keeptable.engine.conformance.Conformance;

/**
 * What every state of The Dead Keep must satisfy: Wounds, Mana and Adrenaline in bounds, miniatures
 * conserved (never more on the board than the box holds), tokens never negative, Search tokens at most
 * 5, Equipment cards conserved across decks, discards and inventories, doors never closing, and the set of
 * miniature slots on the board ({@code placed}) in step with the miniatures' Zones.
 */
final class DkInvariants implements Conformance.Invariant {
    private long lastDoors = -1;
    private State last;

    @Override
    public void check(State state) {
        DkState s = (DkState) state;
        for (int a = 0; a < s.n; a++) {
            require(s.wounds[a] >= 0 && s.wounds[a] <= s.maxWounds(a), "wounds out of bounds");
            require(s.mana[a] >= 0 && s.mana[a] <= 10, "mana out of bounds: " + s.mana[a]);
            require(s.ap[a] >= 0 && s.ap[a] < 43, "adrenaline out of bounds: " + s.ap[a]);
            require(s.level[a] >= 0 && s.level[a] <= 3, "danger level out of bounds");
            require(s.potions[a] >= 0, "negative potions");
            require(s.ko(a) == (s.wounds[a] >= s.maxWounds(a)), "KO and Wounds disagree");
            require(s.actions[a] >= 0, "negative actions");
            for (int slot = 0; slot < Slots.N; slot++) {
                int k = s.item(a, slot);
                if (k >= 0) {
                    require(Slots.fits(s.c.equipment.get(k), slot), "a card in a slot it does not fit");
                }
            }
        }
        int[] perType = new int[s.c.enemies.size()];
        for (int e = 0; e < s.t.slots; e++) {
            require(s.placed.contains(e) == s.enZone[e] >= 0, "the slots on the board (placed) disagree with the"
                    + " miniatures' Zones at slot " + e);
            if (s.enZone[e] >= 0) {
                perType[s.type(e)]++;
                require(s.enWounds[e] >= 0 && s.enWounds[e] < s.stats(e).wounds(), "an Enemy alive past its Wounds");
                require(s.enZone[e] < s.g.zones(), "an Enemy off the map");
            }
        }
        for (int t = 0; t < perType.length; t++) {
            require(perType[t] <= s.c.enemies.get(t).minis(), "more miniatures than the box holds");
        }
        int search = 0;
        for (int z = 0; z < s.g.zones(); z++) {
            require(s.searchTokens[z] >= 0 && s.artifactTokens[z] >= 0, "negative tokens");
            search += s.searchTokens[z];
        }
        require(search <= 5, "more than 5 Search tokens");
        require(Spawns.monsterCards(s) <= 3, "more than 3 Monster cards");
        require(s.doom >= 0 && s.doom < 5, "Doom out of bounds");
        int necro = s.necro.size() + s.necro.discardCount() + (s.keepCard >= 0 && s.c.equipment.get(s.keepCard).deck()
                == keeptable.games.deadkeep.content.Equipment.Deck.NECROMANTIC ? 1 : 0);
        for (int a = 0; a < s.n; a++) {
            necro += Inventory.held(s, a, keeptable.games.deadkeep.content.Equipment.Deck.NECROMANTIC).size();
        }
        require(necro == s.necro.capacity(), "Necromantic cards not conserved: " + necro + " of " + s.necro.capacity());
        if (last != null && s.step() == last.step() + 1) {
            require((lastDoors & ~s.openDoors) == 0, "a door closed");
        }
        last = s;
        lastDoors = s.openDoors;
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }
}
