package keeptable.engine.module;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;

/**
 * What every game module would otherwise write out again: its names, seat limits, rules version, JSON
 * types and choice headings as fields, and a {@link #newGame} that checks the seats and options before the
 * game's own {@link #start}.
 */
public abstract class AbstractGameModule implements GameModule {
    /** A game's names and seat limits. */
    public record Facts(String id, String title, String summary, int minSeats, int maxSeats) {
        public Facts {
            if (minSeats < 1 || maxSeats < minSeats) {
                throw new IllegalArgumentException(id + ": bad seat limits " + minSeats + ".." + maxSeats);
            }
        }
    }

    /** A game's sealed choice and event interfaces and its view record, for JSON. */
    public record Types(Class<? extends Choice> choice, Class<? extends Event> event, Class<? extends View> view) {
    }

    private final Facts facts;
    private final String rulesVersion;
    private final Types types;
    private final Map<Class<? extends Choice>, String> headings;

    /** A module that words no choice heading of its own (see {@link #choiceHeading}). */
    protected AbstractGameModule(Facts facts, String rulesVersion, Types types) {
        this(facts, rulesVersion, types, Map.of());
    }

    /**
     * {@code rulesVersion}: the human version and the content's hash, see {@link keeptable.engine.content.RulesVersion};
     * {@code headings}: each kind of the game's choices with the heading the table puts over a group of them.
     */
    protected AbstractGameModule(Facts facts, String rulesVersion, Types types,
            Map<Class<? extends Choice>, String> headings) {
        this.facts = facts;
        this.rulesVersion = rulesVersion;
        this.types = types;
        this.headings = headings;
    }

    /** A new game from a setup whose seats and options are already checked. */
    protected abstract State start(Setup setup);

    @Override
    public final State newGame(Setup setup) {
        checkSeats(setup);
        checkOptions(setup);
        return start(setup);
    }

    @Override
    public final String id() {
        return facts.id();
    }

    @Override
    public final String title() {
        return facts.title();
    }

    @Override
    public final String summary() {
        return facts.summary();
    }

    @Override
    public final String rulesVersion() {
        return rulesVersion;
    }

    @Override
    public final int minSeats() {
        return facts.minSeats();
    }

    @Override
    public final int maxSeats() {
        return facts.maxSeats();
    }

    @Override
    public final Class<? extends Choice> choiceType() {
        return types.choice();
    }

    @Override
    public final Class<? extends Event> eventType() {
        return types.event();
    }

    @Override
    public final Class<? extends View> viewType() {
        return types.view();
    }

    /** The heading the game's map gives {@code kind}; null for a kind it does not name. */
    @Override
    public String choiceHeading(Class<? extends Choice> kind) {
        return headings.get(kind);
    }

    @Override
    public String toString() {
        return facts.id() + " " + rulesVersion;
    }
}
