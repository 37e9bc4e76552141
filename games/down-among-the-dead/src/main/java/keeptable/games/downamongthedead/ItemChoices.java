package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * What each character may do in the Item Phase (3.0-3.2, Items): use a heal or strength potion on
 * itself or an adjacent friend, a resurrection scroll on an adjacent dead friend, pass an item to an
 * adjacent friend, take one from an adjacent dead character or from where one fell for good.
 * A character uses as many items as it likes; it passes or takes one item a phase. Queries only: {@link ItemRules}
 * plays them.
 */
final class ItemChoices {
    private ItemChoices() {
    }

    static void choices(DadPosition s, int seat, List<DadChoice> out) {
        activities(s, seat, out);
        out.add(new DadChoice.EndPhase());
    }

    static boolean carrier(DadPosition s, int i, int seat) {
        return s.alive(i) && s.owner[i] == seat && s.kind(i).adventurer();
    }

    static void activities(DadPosition s, int seat, List<DadChoice> out) {
        for (int i = 0; i <= Kind.SCOUT.ordinal(); i++) {
            if (!carrier(s, i, seat)) {
                continue;
            }
            int base = i * DadPosition.ITEM_TYPES;
            int heal = s.items[base + Content.HEAL];
            int str = s.items[base + Content.STRENGTH];
            int scroll = s.items[base + Content.SCROLL];
            // the book sets no limit on items used; passing or taking is once a phase, so items cannot go round for ever
            boolean handed = (s.acted >>> i & 1) != 0;
            boolean room = !handed && s.itemCount(i) < DadPosition.CARRY;
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
                    if (scroll > 0 && seat == DadPosition.ADVENTURERS) {
                        out.add(new DadChoice.UseItem(i, Content.SCROLL, j));
                    }
                    if (room) {
                        for (int t = 0; t < DadPosition.ITEM_TYPES; t++) {
                            if (s.items[j * DadPosition.ITEM_TYPES + t] > 0) {
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
                    if (!handed && s.itemCount(j) < DadPosition.CARRY) {
                        for (int t = 0; t < DadPosition.ITEM_TYPES; t++) {
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
    private static void leftBehind(DadPosition s, int i, List<DadChoice> out) {
        for (int j = 0; j < s.fellOn.length; j++) {
            if (s.fellOn[j] < 0 || GameMap.range(s.pos[i], s.fellOn[j]) > 1) {
                continue;
            }
            for (int t = 0; t < DadPosition.ITEM_TYPES; t++) {
                if (s.items[j * DadPosition.ITEM_TYPES + t] > 0) {
                    out.add(new DadChoice.TakeItem(i, t, j));
                }
            }
        }
    }
}
