package keeptable.games.deadcells;

import static keeptable.games.deadcells.DcPosition.*;

import java.util.List;
import keeptable.games.deadcells.content.Content;

/** The legal choices at the End of Run: Upgrades, the Well, moving Improved cards, placing and purging. */
final class EndLegalChoices {
    private EndLegalChoices() {
    }


    /** The End of Run's decisions: buying, the Well, moving or placing cards, purging. */
    static void endOfRun(DcPosition s, List<DcChoice> out) {
        Content c = s.c;
        switch (s.pending) {
            case Pending.END -> {
                for (int d = 0; d < 3; d++) {
                    if (s.cells >= c.upgradeCost && s.upgradesLeft(d) > 0) {
                        out.add(ChoicePool.buyUpgrade(d));
                    }
                }
                if (s.cells >= 1) {
                    out.add(ChoicePool.FEED_WELL);
                }
                // Improved Combat cards may move to another Beheaded's deck (never below a deck's minimum).
                int[] size = null; // counted at the first Improved card with a home: most Runs have none
                for (int k = 0; k < c.cards.size(); k++) {
                    int home = s.cardHome[k];
                    if (home < 0 || c.cards.get(k).owner() != -1) {
                        continue;
                    }
                    if (size == null) {
                        size = deckSizes(s);
                    }
                    if (size[home] <= (home == SERENADE_DECK ? c.minSerenadeDeck : c.minDeck)) {
                        continue;
                    }
                    for (int to = 0; to <= SERENADE_DECK; to++) {
                        if (to != home) {
                            out.add(ChoicePool.cardTo(k, to));
                        }
                    }
                }
                // Mutations set aside in earlier Runs may go back on the board.
                for (int i = 0; i < s.setAsideOld; i++) {
                    out.add(ChoicePool.placeBack(i));
                }
                out.add(ChoicePool.DONE);
            }
            case Pending.SPACE -> {
                for (int i = 0; i < s.mutations.length; i++) {
                    int u = s.mutations[i];
                    if (u >= 0 && s.upgrade(u).slot() == s.upgrade(s.about).slot()) {
                        out.add(ChoicePool.replaceMutation(i));
                    }
                }
                out.add(ChoicePool.SET_ASIDE);
            }
            case Pending.CARD_HOME -> {
                for (int b = 0; b < c.beheaded.size(); b++) {
                    out.add(ChoicePool.cardTo(s.about, b));
                }
                out.add(ChoicePool.cardTo(s.about, SERENADE_DECK));
            }
            case Pending.PURGE -> {
                int[] size = deckSizes(s);
                for (int k = 0; k < c.cards.size(); k++) {
                    int home = s.cardHome[k];
                    if (home >= 0 && size[home] > (home == SERENADE_DECK ? c.minSerenadeDeck : c.minDeck)) {
                        out.add(ChoicePool.purgeCard(k));
                    }
                }
                for (int q = 0; q < c.equipment.size(); q++) {
                    if (s.equipmentOwned[q]) {
                        out.add(ChoicePool.purgeEquipment(q));
                    }
                }
                if (out.isEmpty()) {
                    out.add(ChoicePool.DONE);
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    /** How many Combat cards each deck holds: the four Beheaded's (0-3) and Serenade's (4). */
    static int[] deckSizes(DcPosition s) {
        int[] size = new int[5];
        for (int h : s.cardHome) {
            if (h >= 0) {
                size[h]++;
            }
        }
        return size;
    }
}
