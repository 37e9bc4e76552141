package keeptable.games.deadcells;

import keeptable.engine.Event;
import keeptable.engine.EventSink;

/**
 * Every move is seen: a choice whose rules said nothing the other seats may read (a Scroll handed to a Beheaded,
 * "Go on", a purchase) is told to the table in words, with the name of who chose. Only while someone listens; a
 * choice that stays secret to its mover always says in public what the others may know, so it never comes here.
 */
final class Told {
    static final String RULE = "Every move seen";

    private Told() {
    }

    /** Plays the choice and, if no other seat read anything of it, tells the table what was chosen and by whom. */
    static void play(DcPosition s, DcChoice ch, EventSink ev) {
        if (!ev.enabled() || s.solo) {
            Rules.play(s, ch, ev);
            return;
        }
        int mover = s.toMove();
        String words = Wording.choice(s, ch);
        boolean[] heard = {false};
        Rules.play(s, ch, new EventSink() {
            @Override
            public boolean enabled() {
                return true;
            }

            @Override
            public void emit(Event e) {
                for (int seat = 0; seat < s.n; seat++) {
                    heard[0] |= seat != mover && e.visibleTo(seat);
                }
                ev.emit(e);
            }
        });
        if (!heard[0]) {
            Notes.emit(ev, s.names[mover] + " chooses: " + words, RULE);
        }
    }
}
