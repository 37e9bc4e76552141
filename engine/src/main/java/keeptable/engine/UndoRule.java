package keeptable.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.json.Json;

/**
 * The undo rule of co-operative games, derived rather than listed field by field: a choice may be
 * taken back while it brought nothing new to light. The engine tries the same choice on positions
 * each seat cannot tell from the real one (its determinizations: other hands, deck orders and the
 * dice to come resampled) and asks whether that seat could then tell them apart: by what it sees
 * afterwards (its view) or by what it was told (the events it may see). A die rolled, a card drawn, a
 * tile turned or a hidden card played all differ between such positions, so they can never be taken
 * back; a move, a purchase or a choice of target, whose result the seat knew in advance, can.
 */
public final class UndoRule {
    /** Positions tried per seat; each is another arrangement of what that seat cannot know. */
    static final int TRIES = 6;

    private UndoRule() {
    }

    /**
     * Whether {@code choice}, which took {@code before} to {@code after}, showed no seat anything it
     * could not foresee. Reproducible: the positions tried are drawn from the position's own fingerprint.
     */
    public static boolean nothingCameToLight(Game game, State before, Choice choice, State after) {
        ObjectMapper json = Json.mapper(game);
        Rng rng = new Rng(before.fingerprint() ^ 0x5DEECE66DL);
        for (int seat = 0; seat < before.seats(); seat++) {
            String seen = text(json, after.view(seat));
            String told = null;
            for (int i = 0; i < TRIES; i++) {
                State other = before.determinize(seat, rng);
                EventSink.Collector events = EventSink.collect();
                try {
                    other.apply(choice, events);
                } catch (IllegalChoiceException hidden) {
                    return false; // the choice is legal only in some arrangements: it showed what the seat held
                }
                if (!seen.equals(text(json, other.view(seat)))) {
                    return false;
                }
                String heard = text(json, visible(events.events(), seat));
                if (told == null) {
                    told = heard;
                } else if (!told.equals(heard)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<Event> visible(List<Event> events, int seat) {
        List<Event> mine = new ArrayList<>();
        for (Event e : events) {
            if (e.visibleTo(seat)) {
                mine.add(e);
            }
        }
        return mine;
    }

    private static String text(ObjectMapper json, Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value + " as JSON", e);
        }
    }
}
