package keeptable.games.deadcells;

import keeptable.engine.State;
import keeptable.engine.conformance.Conformance;
import keeptable.games.deadcells.content.Content;

/** What every reachable Run state satisfies: cards conserved, health within bounds, no negative counts. */
final class DcInvariants implements Conformance.Invariant {
    @Override
    public void check(State state) {
        DcState s = (DcState) state;
        Content c = s.c;
        int[] seen = new int[c.cards.size()];
        for (int p = 0; p < s.n; p++) {
            for (int k : Piles.drawPile(s.combatDeck[p])) {
                seen[k]++;
            }
            for (int i = 0; i < s.handN[p]; i++) {
                seen[s.hand[p][i]]++;
            }
            for (int k : Piles.discards(s.combatDeck[p])) {
                seen[k]++;
            }
            int top = s.topDiscard[p];
            if (top >= 0 && !s.combatDeck[p].isDiscarded(top)) {
                throw new AssertionError("the top of figure " + p + "'s discard pile is not in it: " + top);
            }
            for (int k : s.active[p]) {
                if (k >= 0) {
                    seen[k]++;
                }
            }
            int deck = s.combatDeck[p].size() + s.handN[p] + s.combatDeck[p].discardCount() + (s.active[p][0] >= 0 ? 1 : 0)
                    + (s.active[p][1] >= 0 ? 1 : 0);
            if (deck < (s.serenade(p) ? c.minSerenadeDeck : c.minDeck)) {
                throw new AssertionError("a Combat deck below " + c.minDeck + ": " + deck);
            }
            if (s.damage[p] < 0 || s.damage[p] > s.maxHealth[p] || s.shields[p] < 0) {
                throw new AssertionError("health out of bounds for seat " + p + ": " + s.damage[p] + "/" + s.maxHealth[p]);
            }
            if (s.dead[p] != (s.damage[p] >= s.maxHealth[p]) && !(s.serenade(p) && s.damage[p] == 0)) {
                throw new AssertionError("death and a full Health Track disagree for seat " + p);
            }
            if (s.handN[p] > DcState.HAND_SIZE) {
                throw new AssertionError("a hand of " + s.handN[p]);
            }
        }
        for (int k = 0; k < seen.length; k++) {
            int home = s.cardHome[k];
            boolean inRun = false;
            for (int p = 0; p < s.n; p++) {
                inRun |= home == (s.serenade(p) ? 4 : s.who[p]);
            }
            if (s.phase != DcState.END && s.phase != DcState.OVER && seen[k] != (inRun ? 1 : 0)) {
                throw new AssertionError("Combat card " + c.cards.get(k).id() + " seen " + seen[k] + " times");
            }
        }
        // Equipment: each owned card in exactly one place.
        int[] eq = new int[c.equipment.size()];
        for (int q : Piles.drawPile(s.equipmentDeck)) {
            eq[q]++;
        }
        for (int q : Piles.discards(s.equipmentDeck)) {
            eq[q]++;
        }
        for (int p = 0; p < s.n; p++) {
            for (int q : s.slot[p]) {
                if (q >= 0) {
                    eq[q]++;
                }
            }
        }
        for (int i = 0; i < s.bagEquipN; i++) {
            eq[s.bagEquip[i]]++;
        }
        for (int i = 0; i < s.lootEquipN; i++) {
            eq[s.lootEquip[i]]++;
        }
        for (int i = 0; i < s.interbiomeDrawn; i++) {
            if (s.interbiomeCards[i] >= 0 && (s.pending == Pending.IB_MERCHANT || s.resume == Pending.IB_MERCHANT)) {
                eq[s.interbiomeCards[i]]++;
            }
        }
        if (s.pending == Pending.EQUIP || s.pending == Pending.GIVE && s.about == DcState.W_EQUIP) {
            eq[s.item]++;
        }
        for (int i = 0; i < s.taskN; i += 4) {
            if (s.tasks[i] == DcState.TK_GAIN && s.tasks[i + 1] < 0 && s.tasks[i + 1] > -1000) {
                eq[-1 - s.tasks[i + 1]]++;
            }
        }
        for (int q = 0; q < eq.length; q++) {
            if (eq[q] > 1 || s.phase != DcState.END && s.phase != DcState.OVER && c.equipment.get(q).origin()
                    .equals("ST") && s.equipmentOwned[q] && eq[q] != 1) {
                throw new AssertionError("Equipment " + c.equipment.get(q).id() + " seen " + eq[q] + " times");
            }
        }
        if (s.teeth < 0 || s.cells < 0 || s.potions < 0 || s.lootTeeth < 0) {
            throw new AssertionError("a negative count");
        }
    }
}
