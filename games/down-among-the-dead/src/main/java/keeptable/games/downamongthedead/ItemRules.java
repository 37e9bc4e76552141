package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Item Phase (3.0-3.2) and Items: using a heal or strength potion on oneself or an adjacent friend,
 * a resurrection scroll on an adjacent dead friend, passing an item to an adjacent friend, taking
 * one from an adjacent dead character. Each character does one item activity per phase.
 */
final class ItemRules {
    static final String RULE = "3.0";

    private ItemRules() {
    }

    static void choices(DadState s, int seat, List<DadChoice> out) {
        activities(s, seat, out);
        out.add(new DadChoice.EndPhase());
    }

    static boolean carrier(DadState s, int i, int seat) {
        return s.alive(i) && s.owner[i] == seat && s.kind(i).adventurer() && (s.acted >>> i & 1) == 0;
    }

    static void activities(DadState s, int seat, List<DadChoice> out) {
        for (int i = 0; i <= Kind.SCOUT.ordinal(); i++) {
            if (!carrier(s, i, seat)) {
                continue;
            }
            int base = i * DadState.ITEM_TYPES;
            int heal = s.items[base + Content.HEAL];
            int str = s.items[base + Content.STRENGTH];
            int scroll = s.items[base + Content.SCROLL];
            boolean room = s.itemCount(i) < DadState.CARRY;
            if (heal > 0 && s.wounds[i] > 0) {
                out.add(new DadChoice.UseItem(i, Content.HEAL, i));
            }
            if (str > 0) {
                out.add(new DadChoice.UseItem(i, Content.STRENGTH, i));
            }
            for (int sq : s.map.adjacent[s.pos[i]]) {
                int j = s.at(sq);
                if (j < 0 || j > Kind.SCOUT.ordinal()) {
                    continue;
                }
                if (s.dead[j]) {
                    if (scroll > 0 && seat == DadState.ADVENTURERS) {
                        out.add(new DadChoice.UseItem(i, Content.SCROLL, j));
                    }
                    if (room) {
                        for (int t = 0; t < DadState.ITEM_TYPES; t++) {
                            if (s.items[j * DadState.ITEM_TYPES + t] > 0) {
                                out.add(new DadChoice.TakeItem(i, t, j));
                            }
                        }
                    }
                } else if (s.owner[j] == seat) {
                    if (heal > 0 && s.wounds[j] > 0) {
                        out.add(new DadChoice.UseItem(i, Content.HEAL, j));
                    }
                    if (str > 0) {
                        out.add(new DadChoice.UseItem(i, Content.STRENGTH, j));
                    }
                    if (s.itemCount(j) < DadState.CARRY) {
                        for (int t = 0; t < DadState.ITEM_TYPES; t++) {
                            if (s.items[base + t] > 0) {
                                out.add(new DadChoice.GiveItem(i, t, j));
                            }
                        }
                    }
                }
            }
            if (room) {
                leftBehind(s, i, out);
            }
        }
    }

    /** 3.2 and Dead Counters: items left where a character fell for the second time, on or next to i. */
    private static void leftBehind(DadState s, int i, List<DadChoice> out) {
        for (int j = 0; j < s.fellOn.length; j++) {
            if (s.fellOn[j] < 0 || GameMap.range(s.pos[i], s.fellOn[j]) > 1) {
                continue;
            }
            for (int t = 0; t < DadState.ITEM_TYPES; t++) {
                if (s.items[j * DadState.ITEM_TYPES + t] > 0) {
                    out.add(new DadChoice.TakeItem(i, t, j));
                }
            }
        }
    }

    static void play(DadState s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.EndPhase e -> TurnRules.done(s, out);
            case DadChoice.UseItem u -> {
                s.items[u.counter() * DadState.ITEM_TYPES + u.item()]--;
                s.acted |= 1L << u.counter();
                s.count(Tally.ITEM + u.item(), s.mover);
                int t = u.target();
                String what;
                switch (u.item()) {
                    case Content.HEAL -> {
                        s.wounds[t]--;
                        what = "one wound is healed";
                    }
                    case Content.STRENGTH -> {
                        s.strength[t] += (byte) s.c.strengthBonus;
                        what = "+" + s.c.strengthBonus + " combat until the end of the turn";
                    }
                    default -> {
                        s.dead[t] = false;
                        what = "it rises again for a second chance";
                    }
                }
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(u.counter()) + " uses a " + s.c.itemName[u.item()]
                            + (t == u.counter() ? "" : " on the " + s.name(t)) + ": " + what, "Items"));
                }
                TurnRules.endActivity(s, out);
            }
            case DadChoice.GiveItem g -> {
                s.items[g.counter() * DadState.ITEM_TYPES + g.item()]--;
                s.items[g.target() * DadState.ITEM_TYPES + g.item()]++;
                s.acted |= 1L << g.counter();
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(g.counter()) + " passes a " + s.c.itemName[g.item()]
                            + " to the " + s.name(g.target()), "3.1"));
                }
                TurnRules.endActivity(s, out);
            }
            case DadChoice.TakeItem g -> {
                s.items[g.from() * DadState.ITEM_TYPES + g.item()]--;
                s.items[g.counter() * DadState.ITEM_TYPES + g.item()]++;
                s.acted |= 1L << g.counter();
                boolean fallen = s.pos[g.from()] < 0;
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(g.counter()) + " takes a " + s.c.itemName[g.item()]
                            + (fallen ? " left on " + GameMap.name(s.fellOn[g.from()]) + " by" : " from")
                            + " the dead " + s.name(g.from()), "3.2"));
                }
                if (fallen && s.carried(g.from()) == 0) {
                    s.fellOn[g.from()] = -1;
                }
                TurnRules.endActivity(s, out);
            }
            default -> throw new IllegalStateException("not an item choice: " + choice);
        }
    }
}
