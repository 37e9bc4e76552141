package keeptable.games.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.Secrets;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/**
 * The engine's whole conformance kit over Lantern Race: random and heuristic games, deep checks of copy, replay,
 * JSON, views, determinization and field audit, with the game's own secrets, field notes and invariants.
 */
class LanternRaceConformanceTest {
    private static final LanternRace GAME = new LanternRace();

    /**
     * What a seat cannot know: each other hand (as kinds), whenever a card of another kind is hidden elsewhere (in
     * the draw pile or a third hand) so that dealing again could change it.
     */
    static final Secrets SECRETS = (state, seat) -> {
        LrState s = (LrState) state;
        Map<String, Long> parts = new HashMap<>();
        for (int other = 0; seat != View.SPECTATOR && other < s.seats(); other++) {
            if (other != seat && couldDiffer(s, seat, other)) {
                int[] kinds = {s.kindIn(other, 0), s.kindIn(other, 1)};
                Arrays.sort(kinds);
                parts.put("hand of seat " + other, (long) Arrays.hashCode(kinds));
            }
        }
        return parts;
    };

    /** Whether a card of {@code other}'s hand and a card hidden from {@code seat} outside that hand differ in kind. */
    private static boolean couldDiffer(LrState s, int seat, int other) {
        for (int slot = 0; slot < LrPosition.HAND; slot++) {
            int mine = s.kindIn(other, slot);
            for (int i = 0; mine != LrPosition.EMPTY && i < s.hand.length; i++) {
                int owner = i / LrPosition.HAND;
                if (owner != seat && owner != other && s.hand[i] != LrPosition.EMPTY && s.content.kindOf[s.hand[i]] != mine) {
                    return true;
                }
            }
            for (int depth = 0; mine != LrPosition.EMPTY && depth < s.deck.size(); depth++) {
                if (s.content.kindOf[s.deck.card(depth)] != mine) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Every card is in one place (a hand, the draw pile or the discards) and no lantern is off the track. */
    static void invariants(State state) {
        LrState s = (LrState) state;
        int[] count = new int[s.content.cards()];
        for (int card : s.hand) {
            if (card != LrPosition.EMPTY) {
                count[card]++;
            }
        }
        for (int depth = 0; depth < s.deck.size(); depth++) {
            count[s.deck.card(depth)]++;
        }
        for (int card = 0; card < count.length; card++) {
            count[card] += s.deck.isDiscarded(card) ? 1 : 0;
            assertEquals(1, count[card], "card " + card + " is in one place");
        }
        for (int place : s.place) {
            assertTrue(place >= 0 && place <= s.track, "a lantern on the track: " + place);
        }
    }

    private static Conformance.Options kit(int games, long seed) {
        return Conformance.Options.random(games, seed).deepPerGame(2).secrets(SECRETS)
                .fieldNotes(Map.of("content", "shared: the cards, loaded once for every state",
                        "track", "shared: the track's length, fixed by the setup"));
    }

    @Test
    void randomGames() {
        Conformance.Report r = Conformance.check(GAME, kit(2_000, 1), LanternRaceConformanceTest::invariants);
        assertEquals(2_000, r.games());
        assertEquals(r.games(), r.deepChecksByPhase().get("game over"), "every game's end is deep-checked");
        assertTrue(r.deepChecksByPhase().getOrDefault("Play", 0) > r.games(), r.deepChecksByPhase().toString());
        assertTrue(r.secretsChecked() > r.games(), "hidden hands were resampled: " + r.secretsChecked());
    }

    @Test
    void heuristicGamesOnALongTrack() {
        Conformance.Report r = Conformance.check(GAME, kit(300, 50).with(GAME.heuristicAgent())
                .options(Map.of("track", "30")), LanternRaceConformanceTest::invariants);
        assertEquals(300, r.games());
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}
