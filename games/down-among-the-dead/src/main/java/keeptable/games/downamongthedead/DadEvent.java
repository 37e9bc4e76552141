package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.Event;

/**
 * What happens in Down Among The Dead, in words, with the book section that made it happen. The book hides
 * nothing, so no event reveals anything ({@link Event#reveals()} stays false); a choice that rolled a die is
 * told apart by the dice drawn ({@code DadState.chanceDraws}) and is never taken back.
 */
public sealed interface DadEvent extends Event {

    /** Something every player sees. */
    record Seen(String text, String rule) implements DadEvent {
    }

    /** A die rolled in the open (there is no hidden information in this game). */
    record Rolled(int seat, String die, int value, String text, String rule) implements DadEvent {
    }

    record GameOver(List<Integer> winners, String text, String rule) implements DadEvent {
    }
}
