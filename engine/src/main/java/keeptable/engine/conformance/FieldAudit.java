package keeptable.engine.conformance;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.State;
import keeptable.engine.cards.IntDeck;

/**
 * The kit's reflective look at a state class: every field must be copied by {@link State#copy} (equal
 * value, and its own instance when it can change) and must count in {@link State#fingerprint} (altering
 * it in a copy changes the fingerprint, in at least one position of the run), and every {@link Rng}
 * field must be re-seeded by {@link State#determinize}. The kit alters primitives, arrays of them,
 * {@link IntDeck}s and arrays of them (one deck a seat), {@link Rng}s and enum fields (set to another constant of the same enum). A field
 * that is legitimately neither, such as content shared by every copy or a count kept only for reports,
 * is listed by the game with its reason.
 */
final class FieldAudit {
    private final Map<String, String> notes;
    private Class<?> type;
    private final List<Field> audited = new ArrayList<>();
    private final Map<Field, Integer> unproven = new LinkedHashMap<>();

    FieldAudit(Map<String, String> notes) {
        this.notes = notes;
    }

    /** Checks {@code copy} against its original and tries to prove fields fingerprinted. */
    void check(State state, State copy, String at) {
        learn(state);
        for (Field f : audited) {
            Object a = get(f, state);
            Object b = get(f, copy);
            if (!sameValue(a, b)) {
                throw new AssertionError(at + ": copy() does not copy field '" + f.getName() + "'");
            }
            if (shares(a, b)) {
                throw new AssertionError(at + ": copy() shares field '" + f.getName() + "'" + (a == b ? "" : "'s rows")
                        + " with the original, so changing one changes the other"
                        + (a == b ? "" : " (copy nested arrays with Copies.deep, arrays of decks with IntDeck.copyEach)"));
            }
        }
        if (unproven.isEmpty()) {
            return;
        }
        long print = copy.fingerprint();
        for (var it = unproven.entrySet().iterator(); it.hasNext();) {
            var e = it.next();
            if (altersFingerprint(state, e.getKey(), print)) {
                it.remove();
            } else {
                e.setValue(e.getValue() + 1);
            }
        }
    }

    /** Every {@link Rng} field of {@code resampled} must have moved away from the original's. */
    void checkReseeded(State state, State resampled, int seat, String at) {
        learn(state);
        for (Field f : audited) {
            if (f.getType() == Rng.class) {
                Rng a = (Rng) get(f, state);
                Rng b = (Rng) get(f, resampled);
                if (a != null && b != null && a.position() == b.position()) {
                    throw new AssertionError(at + ": determinize(" + seat + ") keeps field '" + f.getName()
                            + "', the dice to come, so a bot would know its future rolls");
                }
            }
        }
    }

    /** At the end of a run: a field that never changed the fingerprint is missing from it. */
    void finish(String where) {
        if (!unproven.isEmpty()) {
            Map.Entry<Field, Integer> e = unproven.entrySet().iterator().next();
            throw new AssertionError(where + ": altering field '" + e.getKey().getName() + "' of "
                    + type.getSimpleName() + " never changed the fingerprint (tried in " + e.getValue()
                    + " positions): fingerprint() misses it; fold it in, or list it with the reason it"
                    + " does not matter (shared or derived)");
        }
    }

    private void learn(State state) {
        if (type != null) {
            if (state.getClass() != type) {
                throw new AssertionError("the game's states are of two classes, " + type.getName() + " and "
                        + state.getClass().getName() + "; the kit audits one");
            }
            return;
        }
        type = state.getClass();
        List<String> names = new ArrayList<>();
        for (Class<?> c = type; c != null && c != RulesState.class && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) {
                    continue;
                }
                names.add(f.getName());
                if (notes.containsKey(f.getName())) {
                    continue;
                }
                f.setAccessible(true);
                audited.add(f);
                unproven.put(f, 0);
            }
        }
        for (Map.Entry<String, String> n : notes.entrySet()) {
            if (!names.contains(n.getKey())) {
                throw new AssertionError(type.getSimpleName() + " has no field '" + n.getKey()
                        + "' though the game's field notes list it");
            }
            if (n.getValue() == null || n.getValue().isBlank()) {
                throw new AssertionError("the field note for '" + n.getKey() + "' gives no reason");
            }
        }
    }

    /** Alters {@code f} in fresh copies, one way at a time; true if the fingerprint notices. */
    private boolean altersFingerprint(State state, Field f, long print) {
        for (int way = 0; way < 3; way++) {
            State altered = state.copy();
            if (!alter(f, altered, way)) {
                continue;
            }
            try {
                if (altered.fingerprint() != print) {
                    return true;
                }
            } catch (RuntimeException readsIt) {
                return true; // fingerprint() fell over the altered value, so it does read it
            }
        }
        return false;
    }

    /** Changes one part of a field: the value itself, or the first, last or middle element of an array. */
    private boolean alter(Field f, State s, int way) {
        Class<?> t = f.getType();
        try {
            if (t.isPrimitive()) {
                if (way > 0) {
                    return false;
                }
                f.set(s, bumped(f.get(s)));
                return true;
            }
            if (t == Rng.class) {
                Rng r = (Rng) f.get(s);
                if (r == null || way > 0) {
                    return false;
                }
                r.nextLong();
                return true;
            }
            if (t.isArray()) {
                return alterArray(f.get(s), way);
            }
            if (t == IntDeck.class) {
                return alterDeck((IntDeck) f.get(s), way);
            }
            if (t.isEnum()) {
                return alterEnum(f, s, t.getEnumConstants(), way);
            }
        } catch (IllegalAccessException e) {
            throw new AssertionError("cannot read field " + f.getName(), e);
        }
        throw new AssertionError(type.getSimpleName() + "." + f.getName() + " is a " + t.getSimpleName()
                + ", which the kit cannot alter to see whether the fingerprint counts it; list it in the game's"
                + " field notes with the reason it is shared or derived");
    }

    private static boolean alterArray(Object array, int way) {
        if (array == null) {
            return false;
        }
        int n = Array.getLength(array);
        if (n == 0) {
            return false;
        }
        int i = way == 0 ? 0 : way == 1 ? n - 1 : n / 2;
        Object e = Array.get(array, i);
        if (array.getClass().getComponentType().isArray()) {
            for (int k = 0; k < n; k++) {
                if (alterArray(Array.get(array, (i + k) % n), way)) {
                    return true;
                }
            }
            return false;
        }
        if (array.getClass().getComponentType() == IntDeck.class) {
            for (int k = 0; k < n; k++) {
                if (alterDeck((IntDeck) Array.get(array, (i + k) % n), way)) {
                    return true;
                }
            }
            return false;
        }
        if (!array.getClass().getComponentType().isPrimitive()) {
            return false;
        }
        Array.set(array, i, bumped(e));
        return true;
    }

    /**
     * Sets an enum field to another constant of its enum: the next one after the present value, then
     * the one after that, then the one before (a null field becomes the first constant).
     */
    private static boolean alterEnum(Field f, State s, Object[] constants, int way) throws IllegalAccessException {
        Enum<?> now = (Enum<?>) f.get(s);
        if (now == null) {
            if (way > 0 || constants.length == 0) {
                return false;
            }
            f.set(s, constants[0]);
            return true;
        }
        int n = constants.length;
        int step = way == 0 ? 1 : way == 1 ? 2 : n - 1;
        if (n < 2 || step % n == 0) {
            return false;
        }
        f.set(s, constants[(now.ordinal() + step) % n]);
        return true;
    }

    /** Swaps the top two cards, takes the top card away, or takes a card out of the discard pile. */
    private static boolean alterDeck(IntDeck deck, int way) {
        if (deck == null) {
            return false;
        }
        if (way == 0 && deck.size() >= 2 && deck.card(0) != deck.card(1)) {
            int top = deck.card(0);
            deck.set(0, deck.card(1));
            deck.set(1, top);
            return true;
        }
        if (way == 1 && !deck.isEmpty()) {
            deck.draw();
            return true;
        }
        return way == 2 && deck.takeFromDiscards(deck.discarded(0));
    }

    private static Object bumped(Object v) {
        return switch (v) {
            case Integer i -> i + 1;
            case Long l -> l + 1;
            case Short s -> (short) (s + 1);
            case Byte b -> (byte) (b + 1);
            case Character c -> (char) (c + 1);
            case Boolean b -> !b;
            case Double d -> d + 1;
            case Float x -> x + 1;
            default -> throw new AssertionError("not a primitive: " + v);
        };
    }

    private static Object get(Field f, Object o) {
        try {
            return f.get(o);
        } catch (IllegalAccessException e) {
            throw new AssertionError("cannot read field " + f.getName(), e);
        }
    }

    private static boolean sameValue(Object a, Object b) {
        if (a instanceof Rng r && b instanceof Rng q) {
            return r.position() == q.position();
        }
        if (a != null && b != null && a.getClass().isArray()) {
            return Objects.deepEquals(a, b);
        }
        return Objects.equals(a, b);
    }

    /** True if the copy holds the original's own mutable value, or (nested arrays, arrays of decks) one of its rows. */
    private static boolean shares(Object a, Object b) {
        if (a == null || b == null) {
            return false;
        }
        if (a == b) {
            return mutable(a);
        }
        if (a.getClass().isArray() && !a.getClass().getComponentType().isPrimitive()
                && b.getClass() == a.getClass() && Array.getLength(a) == Array.getLength(b)) {
            for (int i = 0; i < Array.getLength(a); i++) {
                if (shares(Array.get(a, i), Array.get(b, i))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Arrays (but empty ones), decks and generators can change in place; records, strings and boxes cannot. */
    private static boolean mutable(Object v) {
        if (v.getClass().isArray()) {
            return Array.getLength(v) > 0;
        }
        return v instanceof Rng || v instanceof IntDeck;
    }
}
