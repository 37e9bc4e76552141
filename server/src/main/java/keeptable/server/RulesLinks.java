package keeptable.server;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.engine.Choice;
import keeptable.engine.content.RulesAid;
import keeptable.engine.module.GameModule;

/** Each game's rules aid, read once, and the link from a choice to the section of it that explains the choice. */
final class RulesLinks {
    private static final Map<String, Optional<RulesAid>> AIDS = new ConcurrentHashMap<>();

    private RulesLinks() {
    }

    /** The game's rules aid (a designer's copy of a game shares the game's aid), or null when it has none. */
    static RulesAid aid(GameModule game) {
        return AIDS.computeIfAbsent(game.id(), id -> Optional.ofNullable(game.rulesAid())).orElse(null);
    }

    /** The section that explains this choice, or null when the aid links none. */
    static RulesAid.Section sectionFor(GameModule game, Choice choice) {
        RulesAid aid = aid(game);
        String anchor = aid == null ? null : aid.anchorForChoice(choice);
        return anchor == null ? null : aid.section(anchor);
    }
}
