package keeptable.games.deadcells;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A decision's legal choices: a growable array that empties without clearing it. The listed choices come from
 * {@link ChoicePool}, so the engine's legality check in {@code apply} (which looks for the very object first)
 * matches the object listed without calling equals. A {@link #frozen} copy refuses every change (adding, clearing,
 * and {@link AbstractList}'s set and remove, so a sort too): the engine hands it to callers as it is.
 */
final class ChoiceList extends AbstractList<DcChoice> implements RandomAccess {
    private Object[] items;
    private int size;
    private final boolean frozen;

    ChoiceList(int capacity) {
        items = new Object[capacity];
        frozen = false;
    }

    private ChoiceList(Object[] items) {
        this.items = items;
        this.size = items.length;
        this.frozen = true;
    }

    /** A list of these choices of its own, exactly as long, that refuses every change. */
    ChoiceList frozen() {
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
        refuseIfFrozen();
        if (size == items.length) {
            items = Arrays.copyOf(items, Math.max(8, size * 2));
        }
        items[size++] = choice;
        return true;
    }

    /** Empties the list; the slots are overwritten by the next listing (they hold pooled, immutable choices). */
    @Override
    public void clear() {
        refuseIfFrozen();
        size = 0;
    }

    private void refuseIfFrozen() {
        if (frozen) {
            throw new UnsupportedOperationException("a decision's choices, once handed out, cannot be changed");
        }
    }
}
