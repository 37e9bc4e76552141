package keeptable.games.downamongthedead;

import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;

/**
 * Item Phase (3.0-3.2) and Items, played: a potion or scroll takes effect, an item changes hands.
 * A character uses any number of items and passes or takes one a phase; the choices are in {@link ItemChoices}.
 */
final class ItemRules {
    private ItemRules() {
    }

    static void play(DadPosition s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.EndPhase e -> TurnRules.done(s, out);
            case DadChoice.UseItem u -> {
                s.items[u.counter() * DadPosition.ITEM_TYPES + u.item()]--;
                s.count(Tally.ITEM + u.item(), s.mover);
                int t = u.target();
                switch (u.item()) {
                    case Content.HEAL -> s.wounds[t]--;
                    case Content.STRENGTH -> s.strength[t] += (byte) s.content.strengthBonus;
                    default -> s.dead[t] = false;
                }
                if (out.enabled()) {
                    String what = switch (u.item()) {
                        case Content.HEAL -> "one wound is healed";
                        case Content.STRENGTH -> "+" + s.content.strengthBonus + " combat until the end of the turn";
                        default -> "it rises again for a second chance";
                    };
                    out.emit(new DadEvent.Seen("The " + s.name(u.counter()) + " uses a " + s.content.itemName[u.item()]
                            + (t == u.counter() ? "" : " on the " + s.name(t)) + ": " + what, "Items"));
                }
                TurnRules.endActivity(s, out);
            }
            case DadChoice.GiveItem g -> {
                s.items[g.counter() * DadPosition.ITEM_TYPES + g.item()]--;
                s.items[g.target() * DadPosition.ITEM_TYPES + g.item()]++;
                s.acted |= 1L << g.counter();
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(g.counter()) + " passes a "
                            + s.content.itemName[g.item()] + " to the " + s.name(g.target()), "3.1"));
                }
                TurnRules.endActivity(s, out);
            }
            case DadChoice.TakeItem g -> {
                s.items[g.from() * DadPosition.ITEM_TYPES + g.item()]--;
                s.items[g.counter() * DadPosition.ITEM_TYPES + g.item()]++;
                s.acted |= 1L << g.counter();
                boolean fallen = s.pos[g.from()] < 0;
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(g.counter()) + " takes a " + s.content.itemName[g.item()]
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
