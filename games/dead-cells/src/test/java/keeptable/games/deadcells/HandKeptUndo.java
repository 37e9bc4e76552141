package keeptable.games.deadcells;

import java.util.Arrays;

/**
 * The hand-kept list of what makes a choice final that the game used before the engine derived its undo rule
 * (issue 13), kept as a test oracle: every step it calls final must be final under the engine's rule too, so no
 * revealing event is missing. A choice was final when chance moved (a shuffle), a face-down Biome tile was flipped, any card was
 * drawn or looked at (a Combat card, Equipment, Blueprint, Monster, Elite, Secret or Upgrade card), the played
 * Combat cards were revealed, or — with more than one seat — a card left its owner's hidden hand (played face
 * down with an announcement, or discarded) or a Hand Check told the table whether the First Player holds a card
 * of its colour, since the other players then learned something of a hand. In the solo mode the one seat sees
 * everything either way, so only chance and hidden cards or tiles count.
 */
final class HandKeptUndo {
    private HandKeptUndo() {
    }

    /** The reason the step from {@code b} to {@code a} cannot be taken back, or null if it can. */
    static String why(DcState b, DcState a) {
        if (a.rng.position() != b.rng.position()) {
            return "chance was drawn";
        }
        if (a.biome != b.biome) {
            return "a new Biome was set up";
        }
        if ((a.flipped & ~b.flipped) != 0) {
            return "a tile was flipped";
        }
        if (a.phase == DcState.OVER) {
            return "the Run ended";
        }
        for (int p = 0; p < a.n; p++) {
            if (a.combatDeck[p].size() < b.combatDeck[p].size()) {
                return "a Combat card was drawn";
            }
        }
        if (a.equipmentDeck.size() < b.equipmentDeck.size() || a.blueprintDeck.size() < b.blueprintDeck.size()
                || a.monsterDeck.size() < b.monsterDeck.size() || a.eliteDeck.size() < b.eliteDeck.size()) {
            return "a card was drawn";
        }
        if (a.secretsSeen != b.secretsSeen || !Arrays.equals(a.bought, b.bought)) {
            return "a Secret or an Upgrade card was seen";
        }
        if (revealed(a) && !revealed(b) && !b.solo) {
            return "the played Combat cards were revealed";
        }
        if (!b.solo && (a.shut & ~b.shut) != 0) {
            return "a failed Hand Check told the table about the First Player's hand";
        }
        if (!b.solo && a.pending == Pending.CHECK && b.pending != Pending.CHECK) {
            return "the table learned the First Player can pass the Hand Check";
        }
        if (!b.solo) {
            for (int p = 0; p < b.n; p++) {
                if (left(b, a, p)) {
                    return "a card left a hidden hand";
                }
            }
        }
        return null;
    }

    private static boolean revealed(DcState s) {
        return s.phase == DcState.COMBAT && s.round >= 0;
    }

    /** Whether some card of p's hand in {@code b} is no longer in p's hand in {@code a}. */
    private static boolean left(DcState b, DcState a, int p) {
        for (int i = 0; i < b.handN[p]; i++) {
            int card = b.hand[p][i];
            boolean kept = false;
            for (int j = 0; j < a.handN[p] && !kept; j++) {
                kept = a.hand[p][j] == card;
            }
            if (!kept) {
                return true;
            }
        }
        return false;
    }
}
