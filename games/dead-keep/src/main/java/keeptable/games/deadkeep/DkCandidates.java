package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.State;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;

/**
 * The choices the search weighs: at a Reorganize/Trade only Done and the Swaps that leave the party better
 * equipped; in an Adventurer's Turn no Discards (unless Consume turns them into Mana); every other decision keeps
 * all its choices.
 *
 * <p>A Reorganize costs nothing per Swap, and most of its Swaps change nothing that matters (two Backpack cards
 * trade places). The search judged such a Swap above Done: after Done the next decision is a real one, whose
 * badly explored choices pull its average down, while after a Swap the same harmless decision comes again. So a
 * party of three searched its way into 1,462 Swaps in a row in one tutorial Quest. Here a Swap is weighed only
 * when it raises the worth of what the two Adventurers hold where it works (a weapon in a Hand, by its dice and
 * how well it suits the Class; other cards by their Armor); that worth rises with each Swap, so the Swaps run out
 * and the Reorganize ends. Discards and Health Potions handed over are left to the playouts. A Discard in a Turn is
 * free too and came out of the same bias: parties threw away the weapon they had just fought with.
 */
final class DkCandidates implements IsmctsAgent.Candidates {

    @Override
    public List<Choice> of(State state, List<Choice> legal) {
        DkState s = (DkState) state;
        if (s.mode == DkState.M_ACTION) {
            return withoutDiscards(s, legal);
        }
        if (s.mode != DkState.M_REORG) {
            return legal;
        }
        List<Choice> out = new ArrayList<>();
        for (Choice c : legal) {
            if (c instanceof DkChoice.Done || c instanceof DkChoice.Shift sw && gain(s, sw) > 0) {
                out.add(c);
            }
        }
        return out.isEmpty() ? legal : out;
    }

    /**
     * An Adventurer's Turn without the Discards (each free, and a card lost for good), unless the Adventurer turns a
     * discarded card into Mana (Consume).
     */
    private static List<Choice> withoutDiscards(DkState s, List<Choice> legal) {
        if (Skills.has(s, s.cur, Skill.Kind.CONSUME)) {
            return legal;
        }
        List<Choice> out = new ArrayList<>(legal.size());
        for (Choice c : legal) {
            if (!(c instanceof DkChoice.Discard)) {
                out.add(c);
            }
        }
        return out.isEmpty() ? legal : out;
    }

    /** How much a Swap raises the worth of the two slots' cards where they would stand. */
    static double gain(DkState s, DkChoice.Shift sw) {
        int p = s.item(sw.a(), sw.slotA());
        int q = s.item(sw.b(), sw.slotB());
        return worth(s, q, sw.a(), sw.slotA()) + worth(s, p, sw.b(), sw.slotB())
                - worth(s, p, sw.a(), sw.slotA()) - worth(s, q, sw.b(), sw.slotB());
    }

    /** What card {@code k} is worth to Adventurer {@code a} in {@code slot}: nothing where it does not work. */
    private static double worth(DkState s, int k, int a, int slot) {
        if (k < 0) {
            return 0;
        }
        Equipment e = s.c.equipment.get(k);
        if (!Slots.active(e, slot)) {
            return 0;
        }
        return e.weapon() ? DkHeuristic.weaponValue(s, k) * DkHeuristic.classFit(s, a, k)
                : 1 + Math.max(e.armor(), e.shield());
    }
}
