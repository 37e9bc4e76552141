package keeptable.engine.conformance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.GameOption;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.content.RulesAid;
import keeptable.engine.module.GameModule;

/**
 * Checks a game's rules aid ({@link RulesAid}) against the game: plays games and gathers every book section its
 * events name and every kind of choice it offers, and names those the aid's links send nowhere; and finds the
 * developers' words a player must never read in the aid (class, method and test names).
 */
public final class RulesAidCheck {
    /** A class's member ("TurnOrder.advance"), a word with a capital inside ("KkState"), a test's name, code. */
    private static final Pattern CODE = Pattern.compile(
            "\\b[A-Z][A-Za-z0-9]*\\.[a-z][A-Za-z0-9]*\\b|\\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\\b|\\b\\w+Test\\b|`|\\w+\\(\\)");

    private RulesAidCheck() {
    }

    /**
     * The rules and kinds of choice that the aid links to no section ("rule: Conflict", "choice: Step"), sorted;
     * empty when every one is linked. Each setup is played to its end or {@code maxSteps}, choosing with
     * {@code agent} and at random in turn (random on even-numbered setups).
     */
    public static Set<String> unlinked(GameModule game, RulesAid aid, List<Setup> setups, Agent agent, int maxSteps,
                                       long seed) {
        Set<String> missing = new TreeSet<>();
        Rng rng = new Rng(seed);
        for (int g = 0; g < setups.size(); g++) {
            State s = game.newGame(setups.get(g));
            for (int step = 0; step < maxSteps && !s.isOver(); step++) {
                List<Choice> choices = s.choices();
                for (Choice c : choices) {
                    if (aid.anchorForChoice(c) == null) {
                        missing.add("choice: " + c.getClass().getSimpleName());
                    }
                }
                EventSink.Collector ev = EventSink.collect();
                Choice pick = g % 2 == 0 ? choices.get(rng.nextInt(choices.size())) : agent.choose(s, choices, rng);
                s.apply(pick, ev);
                for (Event e : ev.events()) {
                    if (e.rule() != null && aid.anchorForRule(e.rule()) == null) {
                        missing.add("rule: " + e.rule());
                    }
                }
            }
        }
        return missing;
    }

    /**
     * Fails unless the game's aid reads, every rule and kind of choice these games meet links to a section of it,
     * no section is empty and no developers' word is in it.
     */
    public static void check(GameModule game, List<Setup> setups, int maxSteps, long seed) {
        RulesAid aid = game.rulesAid();
        if (aid == null) {
            throw new AssertionError(game.id() + " has no rules aid (rules-aid/" + game.id() + ".md)");
        }
        for (RulesAid.Section s : aid.sections()) {
            if (s.body().isBlank() && s.level() == 3) {
                throw new AssertionError(game.id() + "'s rules aid: section '" + s.title() + "' says nothing");
            }
        }
        List<String> code = codeWords(aid.markdown());
        if (!code.isEmpty()) {
            throw new AssertionError(game.id() + "'s rules aid holds developers' words: " + code);
        }
        Set<String> missing = unlinked(game, aid, setups, game.heuristicAgent(), maxSteps, seed);
        if (!missing.isEmpty()) {
            throw new AssertionError(game.id() + "'s rules aid links nowhere for " + missing);
        }
    }

    /**
     * {@code games} setups that go round every seat count from the fewest to the most and, for each option that
     * is one of a list, round its values (so every Quest, map or biome is met; where values of two options do not
     * go together, the defaults), seeds from {@code seed} on.
     */
    public static List<Setup> setups(GameModule game, int games, long seed) {
        List<Setup> out = new ArrayList<>();
        int counts = game.maxSeats() - game.minSeats() + 1;
        for (int g = 0; g < games; g++) {
            List<Seat> seats = new ArrayList<>();
            for (int i = 0; i < game.minSeats() + g % counts; i++) {
                seats.add(new Seat("P" + (i + 1), "random"));
            }
            Map<String, String> options = new HashMap<>();
            for (GameOption o : game.options()) {
                if (o.kind() == GameOption.Kind.ONE_OF && !o.values().isEmpty()) {
                    options.put(o.name(), o.values().get(g % o.values().size()).id());
                }
            }
            Setup setup = new Setup(seats, options, seed + g);
            try {
                game.newGame(setup);
            } catch (SetupException e) {
                setup = new Setup(seats, Map.of(), seed + g);  // values that do not go together: the defaults
            }
            out.add(setup);
        }
        return out;
    }

    /** The developers' words in a player's text: class and method names, test names, code; empty when none. */
    public static List<String> codeWords(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = CODE.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }
}
