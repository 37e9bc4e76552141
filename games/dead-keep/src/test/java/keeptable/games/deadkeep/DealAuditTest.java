package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.cards.DealAudit;
import org.junit.jupiter.api.Test;

/**
 * Through random games, every determinization passes the engine's {@link DealAudit} for each hidden collection:
 * the Street and Building decks (drawn cards stay; an undrawn card stays within its Campaign Level's run), the
 * Necromantic and Artifact decks, the untaken Treasure tokens, and the Stage cards (those Doom revealed stay
 * until the Boss shuffles its pile); every place keeps one card.
 */
class DealAuditTest {
    private static final DeadKeep GAME = new DeadKeep();

    @Test
    void everyDeterminizationKeepsWhatTheSeatsKnow() {
        int audits = 0;
        int streetDealt = 0;
        for (long seed = 1; seed <= 12; seed++) {
            State s = GAME.newGame(new Setup(Setup.of(seed, "random", "random").seats(), Map.of("quest", "q1"), seed));
            Rng r = new Rng(seed * 17);
            for (int step = 0; step < 400 && !s.isOver(); step++) {
                DkState b = (DkState) s;
                DkState d = (DkState) b.determinize(step % 2, r.split());
                audit("street deck", b.streetDeck, d.streetDeck, b.streetDeck.length, b.streetPos);
                audit("building deck", b.buildingDeck, d.buildingDeck, b.buildingDeck.length, b.buildingPos);
                for (int p = 0; p < b.streetDeck.length; p++) {
                    assertEquals(b.c.street.get(b.streetDeck[p]).level(), d.c.street.get(d.streetDeck[p]).level(),
                            "the Street deck keeps its Levels' order at " + p);
                }
                for (int p = 0; p < b.buildingDeck.length; p++) {
                    assertEquals(b.c.building.get(b.buildingDeck[p]).level(), d.c.building.get(d.buildingDeck[p]).level(),
                            "the Building deck keeps its Levels' order at " + p);
                }
                audit("Necromantic deck", DkSecrets.drawPile(b.necro, b.t.necroCards),
                        DkSecrets.drawPile(d.necro, d.t.necroCards), b.necro.size(), 0);
                audit("Artifact deck", DkSecrets.drawPile(b.artifacts, b.t.artifactCards),
                        DkSecrets.drawPile(d.artifacts, d.t.artifactCards), b.artifacts.size(), 0);
                boolean[] taken = new boolean[b.treasureArtifact.length];
                for (int i = 0; i < taken.length; i++) {
                    taken[i] = (b.treasuresTaken & (1L << i)) != 0;
                }
                audit("Treasure tokens", b.treasureArtifact, d.treasureArtifact, taken);
                audit("Stage cards", stages(b), stages(d), stagesKnown(b));
                streetDealt += java.util.Arrays.equals(b.streetDeck, d.streetDeck) ? 0 : 1;
                audits++;
                List<? extends Choice> cs = s.choices();
                s.apply(cs.get(r.nextInt(cs.size())));
            }
        }
        assertTrue(audits > 500, "audited " + audits);
        assertTrue(streetDealt > audits / 2, "the Street deck is dealt anew: " + streetDealt + " of " + audits);
    }

    @Test
    void theAuditCatchesADrawnCardDealtAgainAndALostCopy() {
        assertEquals("card 0 was known to be at 0 but was dealt to 1", assertThrows(IllegalStateException.class,
                () -> audit("deck", new int[] {5, 6, 7}, new int[] {6, 5, 7}, 3, 1)).getMessage()
                .replaceFirst(".*: ", ""));
        assertThrows(AssertionError.class, () -> audit("deck", new int[] {4, 4, 7}, new int[] {4, 7, 7}, 3, 0),
                "a copy lost and another doubled");
        audit("deck", new int[] {5, 6, 7}, new int[] {5, 7, 6}, 3, 1);
    }

    private static void audit(String what, int[] before, int[] after, int len, int knownBelow) {
        boolean[] known = new boolean[len];
        for (int p = 0; p < knownBelow && p < len; p++) {
            known[p] = true;
        }
        audit(what, java.util.Arrays.copyOf(before, len), java.util.Arrays.copyOf(after, len), known);
    }

    /**
     * Runs {@link DealAudit} over one collection given as the card at each place: a card is a copy of an id (the
     * copies of one id told apart by their order, those in known places first), and a card's place is its index.
     */
    private static void audit(String what, int[] before, int[] after, boolean[] knownPlace) {
        assertEquals(before.length, after.length, what + ": places");
        Map<String, Integer> cardOf = new HashMap<>();
        String[] keysBefore = keys(before, knownPlace);
        for (String k : keysBefore) {
            cardOf.put(k, cardOf.size());
        }
        int[] was = new int[before.length];
        int[] is = new int[before.length];
        boolean[] known = new boolean[before.length];
        String[] keysAfter = keys(after, knownPlace);
        for (int p = 0; p < before.length; p++) {
            was[cardOf.get(keysBefore[p])] = p;
            known[cardOf.get(keysBefore[p])] = knownPlace[p];
            Integer card = cardOf.get(keysAfter[p]);
            assertNotNull(card, what + ": place " + p + " holds a card the seat knew elsewhere or never had: " + keysAfter[p]);
            is[card] = p;
        }
        DealAudit.check(was, is, known);
    }

    private static String[] keys(int[] ids, boolean[] knownPlace) {
        Map<Integer, Integer> copies = new HashMap<>();
        String[] keys = new String[ids.length];
        for (int pass = 0; pass < 2; pass++) { // the known places' copies first, so each keeps its number
            for (int p = 0; p < ids.length; p++) {
                if (knownPlace[p] == (pass == 0)) {
                    keys[p] = ids[p] + " copy " + copies.merge(ids[p], 1, Integer::sum);
                }
            }
        }
        return keys;
    }

    /** The Boss' pile then the Stage deck still to draw. */
    private static int[] stages(DkState s) {
        int[] out = new int[s.stageCount + s.stageDeckLen];
        System.arraycopy(s.stagePile, 0, out, 0, s.stageCount);
        System.arraycopy(s.stageDeck, 0, out, s.stageCount, s.stageDeckLen);
        return out;
    }

    /** A Stage card Doom revealed stays where it lies, until the active Boss shuffles its pile. */
    private static boolean[] stagesKnown(DkState s) {
        boolean[] known = new boolean[s.stageCount + s.stageDeckLen];
        for (int i = 0; i < s.stageCount; i++) {
            known[i] = !s.bossActive && Hidden.revealed(s, s.stagePile[i]);
        }
        return known;
    }
}
