package keeptable.engine.module;

import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;

/**
 * What every game module would otherwise write out again: its names, seat limits, rules version and JSON
 * types as fields, and a {@link #newGame} that checks the seats and options before the game's own
 * {@link #start}.
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

    /** {@code rulesVersion}: the human version and the content's hash, see {@link keeptable.engine.content.RulesVersion}. */
    protected AbstractGameModule(Facts facts, String rulesVersion, Types types) {
        this.facts = facts;
        this.rulesVersion = rulesVersion;
        this.types = types;
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

    @Override
    public String toString() {
        return facts.id() + " " + rulesVersion;
    }
}
