package keeptable.games.example;

import java.util.List;
import keeptable.engine.View;

/**
 * What one seat sees: every lantern's place on the track, its own hand (no other), how many cards are left to
 * draw, and whose turn it is. A spectator's view has no hand.
 */
public record LrView(int seat, int track, List<Integer> places, List<String> hand, int deckLeft, int toMove,
                     String text) implements View {
    public LrView {
        places = List.copyOf(places);
        hand = List.copyOf(hand);
    }
}
