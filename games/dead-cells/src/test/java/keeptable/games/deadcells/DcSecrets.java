package keeptable.games.deadcells;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import keeptable.engine.State;
import keeptable.engine.conformance.Secrets;

/**
 * What a Run hides from each seat, for the conformance kit, and the state fields its field audit leaves alone.
 * Hidden: every other Beheaded's hand (only the count is shown), every draw pile's order (one's own too), a card
 * played face down before the reveal while another hidden card of that player makes the same announcement, the
 * Equipment, Monster and Elite decks' order, and the face-down Biome tiles. The Blueprint deck is not hidden: it is
 * never shuffled (the book's numbering, bottom first), so anyone can tell its order. A part with fewer than three
 * arrangements (a pile of two, a hand that can only swap with one card) is left out: the kit's 16 determinizations
 * would leave it unchanged one time in 65,536, and the 50,000-odd checks of a module run would fail by chance.
 */
final class DcSecrets {
    static final Secrets SECRETS = DcSecrets::hidden;

    /** Fields of {@link DcState} that are neither copied nor fingerprinted, each with its reason. */
    static final Map<String, String> FIELD_NOTES = Map.ofEntries(
            Map.entry("c", "shared: the content, immutable"),
            Map.entry("who", "fixed by the setup (the Beheaded of each figure), never written afterwards; shared by every"
                    + " copy"),
            Map.entry("names", "fixed by the setup (the players' names), never written afterwards; shared by every copy"),
            Map.entry("outcome", "derived: made once at the end of the Run from won and reason (phase and won are"
                    + " fingerprinted)"),
            Map.entry("reason", "words: why the Run ended, written at its end together with the outcome"),
            Map.entry("healAct", "words: the action a Heal decision carries out, so that its choices name the card;"
                    + " the rules never read it"),
            Map.entry("fallen", "words: who fell in the Run, for the end of the Run's summary; the rules never read it"),
            Map.entry("cellsCarried", "words: the Cells carried to the End of Run, for its summary; the rules never"
                    + " read it"),
            Map.entry("itemLog", "report: the content each seat used, for simulation reports; the rules never read it"),
            Map.entry("itemLogN", "report: the length of itemLog"),
            Map.entry("listing", "scratch: the rules' reusable list of a decision's choices, refilled at every listing"
                    + " and never read across a choice; each copy makes its own"));

    private DcSecrets() {
    }

    static Map<String, Long> hidden(State state, int seat) {
        DcState s = (DcState) state;
        Map<String, Long> parts = new HashMap<>();
        for (int p = 0; p < s.n; p++) {
            int[] pile = Piles.drawPile(s.combatDeck[p]);
            if (p != seat && handsPossible(s.handN[p], pile.length) >= 3) {
                int[] hand = Arrays.copyOf(s.hand[p], s.handN[p]);
                Arrays.sort(hand);
                parts.put("hand of figure " + p, (long) Arrays.hashCode(hand));
            }
            order(parts, "draw pile order of figure " + p, pile, pile.length);
            boolean faceDown = s.phase == DcState.COMBAT && s.round < 0 && p != seat && !s.serenade(p);
            for (int k = 0; faceDown && k < 2; k++) {
                if (s.active[p][k] >= 0 && sameAnnouncement(s, p, k) >= 2) {
                    parts.put("face-down card " + k + " of figure " + p, (long) s.active[p][k]);
                }
            }
        }
        int[] equipment = Piles.drawPile(s.equipmentDeck);
        int known = Math.min(s.equipmentKnownTop, equipment.length);
        order(parts, "Equipment deck order", Arrays.copyOfRange(equipment, known, equipment.length), equipment.length - known);
        int[] monsters = Piles.drawPile(s.monsterDeck);
        order(parts, "Monster deck order", monsters, monsters.length);
        int[] elites = Piles.drawPile(s.eliteDeck);
        order(parts, "Elite deck order", elites, elites.length);
        int[] faceDownTiles = new int[s.tileAt.length];
        int m = 0;
        for (int sp = 0; sp < s.tileAt.length; sp++) {
            if (s.tileAt[sp] >= 0 && (s.flipped & 1 << sp) == 0) {
                faceDownTiles[m++] = s.tileAt[sp];
            }
        }
        order(parts, "face-down Biome tiles", faceDownTiles, m);
        return parts;
    }

    private static void order(Map<String, Long> parts, String name, int[] pile, int n) {
        if (n >= 3) {
            parts.put(name, (long) Arrays.hashCode(Arrays.copyOf(pile, n)));
        }
    }

    /** How many hands of {@code hand} cards the hidden pool of hand and draw pile could deal (capped at 3). */
    private static int handsPossible(int hand, int draw) {
        if (hand == 0 || draw == 0) {
            return 1;
        }
        return hand + draw >= 3 ? 3 : 2;
    }

    /** How many of the player's other hidden cards make the same announcement as played card k. */
    private static int sameAnnouncement(DcState s, int p, int k) {
        int round = s.activeRound[p] >> (4 * k) & 15;
        int type = round == 0 ? -1 : s.c.cards.get(s.active[p][k]).byRound()[round].type();
        int fits = 0;
        for (int i = 0; i < s.handN[p]; i++) {
            fits += Resampling.announces(s, s.hand[p][i], round, type) ? 1 : 0;
        }
        for (int card : Piles.drawPile(s.combatDeck[p])) {
            fits += Resampling.announces(s, card, round, type) ? 1 : 0;
        }
        return fits;
    }
}
