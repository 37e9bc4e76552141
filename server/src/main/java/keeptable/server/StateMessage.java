package keeptable.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import keeptable.engine.Choice;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.content.RulesAid;

/**
 * The {@code state} message a client gets: the table as its seat sees it (a spectator gets the
 * game's spectator view), the events it has not heard yet that it may hear, and the legal choices
 * when its seat is to move. Built under the table's monitor.
 */
final class StateMessage {
    private StateMessage() {
    }

    /**
     * The whole message for a seat, with the log's entries from {@code fromLog} on.
     *
     * @throws RuntimeException whatever the game's rules throw while drawing the view or the choices
     */
    static ObjectNode of(Table t, int seat, boolean reset, int fromLog) {
        State s = t.state;
        ObjectNode n = header(t, seat, reset);
        n.put("step", s.step());
        n.put("toMove", s.toMove());
        n.put("over", s.isOver());
        if (s.isOver()) {
            n.set("outcome", t.mapper.valueToTree(s.outcome()));
        }
        n.put("lastMover", t.lastMover);
        n.put("undoable", t.mayUndo(t.lastMover));
        View v = s.view(seat);
        n.set("view", t.mapper.valueToTree(v));
        n.put("text", v.text());
        if (seat >= 0 && !s.isOver() && s.toMove() == seat && t.problem == null && t.standIns[seat] == null) {
            n.put("prompt", s.decision().prompt());
            ArrayNode cs = n.putArray("choices");
            for (Choice ch : s.choices()) {
                ObjectNode cn = cs.addObject();
                cn.put("label", s.describe(ch));
                cn.put("heading", Choice.heading(t.game, ch.getClass()));
                RulesAid.Section rules = RulesLinks.sectionFor(t.game, ch);
                if (rules != null) {
                    cn.put("rules", rules.anchor());
                    cn.put("rulesTitle", rules.title());
                }
                cn.set("choice", t.choiceNode(ch));
            }
        }
        ArrayNode ev = n.putArray("events");
        for (int i = fromLog; i < t.log.size(); i++) {
            Table.Logged l = t.log.get(i);
            if (t.visible(l.event(), seat)) {
                ev.add(t.eventNode(l));
            }
        }
        return n;
    }

    /**
     * What is left to say of a table whose rules fail even to draw it: who sits there and why it is
     * stopped. Asks nothing of the rules.
     */
    static ObjectNode stopped(Table t, int seat) {
        ObjectNode n = header(t, seat, false);
        n.put("step", t.choices.size());
        n.put("toMove", -1);
        n.put("over", false);
        n.put("lastMover", -1);
        n.put("undoable", false);
        n.putNull("view");
        n.putArray("events");
        return n;
    }

    private static ObjectNode header(Table t, int seat, boolean reset) {
        ObjectNode n = t.mapper.createObjectNode();
        n.put("type", "state");
        n.put("table", t.id);
        n.put("game", t.game.id());
        n.put("title", t.game.title());
        n.put("seat", seat);
        n.put("reset", reset);
        ArrayNode seatsNode = n.putArray("seats");
        for (int i = 0; i < t.setup.size(); i++) {
            ObjectNode sn = seatsNode.addObject();
            sn.put("name", t.setup.seats().get(i).name());
            sn.put("agent", t.setup.seats().get(i).agent());
            sn.put("open", !t.isBot(i) && t.tokenHashes[i] == null);
            t.putStandIn(sn, i);
        }
        t.putTurns(n);
        if (t.problem != null) {
            n.put("problem", t.problem);
        }
        return n;
    }
}
