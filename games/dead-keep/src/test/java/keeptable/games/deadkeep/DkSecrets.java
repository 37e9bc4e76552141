package keeptable.games.deadkeep;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.State;
import keeptable.engine.conformance.Secrets;
import keeptable.games.deadkeep.content.EnemyCard;

/**
 * What The Dead Keep hides, declared for the conformance kit, and the state fields its field audit leaves
 * alone. The game is co-operative and every Dashboard is on the table, so every seat (and a spectator)
 * knows the same: nobody knows the order of the decks, which untaken Treasures hide Artifacts, or which
 * Stage cards lie face down under the Boss. A part is declared only while another arrangement is possible.
 */
final class DkSecrets {
    private DkSecrets() {
    }

    static final Secrets SECRETS = (state, seat) -> hidden((DkState) state);

    /** Fields neither copied nor fingerprinted, each with its reason. */
    static final Map<String, String> FIELD_NOTES = Map.ofEntries(
            Map.entry("c", "shared: the content, immutable"),
            Map.entry("g", "shared: the Quest's map, immutable"),
            Map.entry("quest", "shared: the Quest's content record, immutable"),
            Map.entry("t", "shared: miniature slots worked out from the content, immutable"),
            Map.entry("seats", "fixed at setup, part of the record's setup"),
            Map.entry("n", "fixed at setup: the party's size, the length of every per-Adventurer array"),
            Map.entry("card", "fixed at setup: the party's Adventurer cards, never written, shared by every copy"),
            Map.entry("owner", "fixed at setup: the seat of each Adventurer, never written, shared by every copy"),
            Map.entry("seatNames", "fixed at setup: the players' names, for words only, never written, shared by every copy"),
            Map.entry("outcome", "an immutable record set once with the game's end (mode M_OVER); its winners count"
                    + " in the fingerprint"),
            Map.entry("placed", "derived: the slots whose enZone is a Zone, kept with enZone by DkState.place"
                    + " (DkInvariants checks they agree after every choice); enZone counts in the fingerprint"),
            Map.entry("uses", "a tally kept only for the designer's reports (itemUses: Enemies killed and fought,"
                    + " tiles entered); the rules never read it"));

    /** The field notes of games without a campaign, whose Talisman pools are all empty (nothing to alter). */
    static Map<String, String> notesWithoutCampaign() {
        Map<String, String> notes = new java.util.HashMap<>(FIELD_NOTES);
        notes.put("pool", "empty without a campaign; the campaign run audits it");
        return Map.copyOf(notes);
    }

    static Map<String, Long> hidden(DkState s) {
        Map<String, Long> parts = new LinkedHashMap<>();
        enemyDeck(parts, "Street deck order", s.streetDeck, s.streetPos, s.c.street);
        enemyDeck(parts, "Building deck order", s.buildingDeck, s.buildingPos, s.c.building);
        pile(parts, "Necromantic deck order", drawPile(s.necro, s.t.necroCards));
        pile(parts, "Artifact deck order", drawPile(s.artifacts, s.t.artifactCards));
        int[] untaken = new int[s.treasureArtifact.length];
        int k = 0;
        for (int i = 0; i < untaken.length; i++) {
            if ((s.treasuresTaken & (1L << i)) == 0) {
                untaken[k++] = s.treasureArtifact[i];
            }
        }
        pile(parts, "Treasures hiding Artifacts", Arrays.copyOf(untaken, k));
        stages(parts, s);
        return parts;
    }

    /** The cards still to come, while some Campaign Level among them has two cards that could swap places. */
    private static void enemyDeck(Map<String, Long> parts, String name, int[] deck, int from, List<EnemyCard> cards) {
        for (int i = from + 1; i < deck.length; i++) {
            if (cards.get(deck[i]).level() == cards.get(deck[i - 1]).level() && deck[i] != deck[i - 1]) {
                parts.put(name, (long) Arrays.hashCode(Arrays.copyOfRange(deck, from, deck.length)));
                return;
            }
        }
    }

    /** A pile in an unknown order, while it holds two different cards. */
    /** A deck's draw pile, top first, as the Equipment cards its physical cards are. */
    static int[] drawPile(keeptable.engine.cards.IntDeck deck, int[] cardOf) {
        int[] out = new int[deck.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = cardOf[deck.card(i)];
        }
        return out;
    }

    private static void pile(Map<String, Long> parts, String name, int[] cards) {
        if (Arrays.stream(cards).distinct().count() >= 2) {
            parts.put(name, (long) Arrays.hashCode(cards));
        }
    }

    /** The face-down Stage cards (which ones, and their order once the Boss is active), while an unseen card could replace one. */
    private static void stages(Map<String, Long> parts, DkState s) {
        int[] faceDown = new int[s.stageCount];
        int f = 0;
        for (int i = 0; i < s.stageCount; i++) {
            if (!Hidden.revealed(s, s.stagePile[i])) {
                faceDown[f++] = s.stagePile[i];
            }
        }
        if (f > 0 && s.stageDeckLen > 0) {
            parts.put("face-down Stage cards", (long) Arrays.hashCode(Arrays.copyOf(faceDown, f)));
        }
        if (s.bossActive) {
            pile(parts, "Boss' Stage pile order", Arrays.copyOf(s.stagePile, s.stageCount));
        } else {
            pile(parts, "Stage deck order", Arrays.copyOf(s.stageDeck, s.stageDeckLen));
        }
    }
}
