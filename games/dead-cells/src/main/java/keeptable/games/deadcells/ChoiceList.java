package keeptable.games.deadcells;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A decision's legal choices: a growable array that empties without clearing it. The listed choices come from
 * {@link ChoicePool}, so the engine's legality check in {@code apply} (which looks for the very object first)
 * matches the object listed without calling equals.
 */
final class ChoiceList extends AbstractList<DcChoice> implements RandomAccess {
    private Object[] items;
    private int size;

    ChoiceList(int capacity) {
        items = new Object[capacity];
    }

    private ChoiceList(Object[] items) {
        this.items = items;
        this.size = items.length;
    }

    /** A list of these choices of its own, exactly as long. */
    ChoiceList copy() {
        return new ChoiceList(Arrays.copyOf(items, size));
    }

    @Override
    public DcChoice get(int index) {
        Objects.checkIndex(index, size);
        return (DcChoice) items[index];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean add(DcChoice choice) {
        if (size == items.length) {
            items = Arrays.copyOf(items, Math.max(8, size * 2));
        }
        items[size++] = choice;
        return true;
    }

    /** Empties the list; the slots are overwritten by the next listing (they hold pooled, immutable choices). */
    @Override
    public void clear() {
        size = 0;
    }
}
