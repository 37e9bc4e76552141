package keeptable.engine.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.module.GameModule;

/**
 * The kit's costly checks of one position: copies, the choice list, refusals, determinization (views,
 * spectator view, secrets, dice), and JSON. Each throws {@link AssertionError} naming the position.
 */
final class DeepCheck {
    /** Determinizations tried before a hidden part that never changed counts as not resampled. */
    static final int RESAMPLE_TRIES = 16;

    private final GameModule game;
    private final ObjectMapper json;
    private final Secrets secrets;
    private final FieldAudit fields;
    int secretsChecked;

    DeepCheck(GameModule game, ObjectMapper json, Secrets secrets, FieldAudit fields) {
        this.game = game;
        this.json = json;
        this.secrets = secrets;
        this.fields = fields;
    }

    /** A copy equals its original and is independent of it both ways; returns a copy to watch. */
    State copies(State s, Rng rng, String at) {
        long print = s.fingerprint();
        List<Choice> legal = RulesState.coldChoices(s);
        State copy = s.copy();
        if (copy.fingerprint() != print || copy.step() != s.step()) {
            throw new AssertionError(at + ": a copy differs from its original");
        }
        if (!RulesState.coldChoices(copy).equals(legal) || !copy.choices().equals(legal)
                || !s.choices().equals(legal)) {
            throw new AssertionError(at + ": a copy offers other choices than its original, worked out afresh");
        }
        fields.check(s, copy, at);
        if (!copy.isOver()) {
            List<Choice> choices = copy.choices();
            copy.apply(choices.get(rng.nextInt(choices.size())));
            if (s.fingerprint() != print || !RulesState.coldChoices(s).equals(legal)) {
                throw new AssertionError(at + ": applying a choice to a copy changed the original");
            }
        }
        return s.copy();
    }

    /** The list of choices handed out cannot be changed by whoever receives it. */
    static void choiceList(State s, String at) {
        List<Choice> list = s.choices();
        if (list.isEmpty()) {
            return;
        }
        try {
            list.set(0, list.get(0));
        } catch (UnsupportedOperationException expected) {
            return;
        }
        throw new AssertionError(at + ": choices() hands out a list its caller can change; a bot sorting it"
                + " would change the game");
    }

    void refusals(State s, List<Choice> seen, Rng rng, String at) {
        long print = s.fingerprint();
        List<Choice> legal = RulesState.coldChoices(s);
        try {
            s.apply(null);
            throw new AssertionError(at + ": a null choice was accepted");
        } catch (IllegalChoiceException expected) {
            // refused, as it must be
        }
        Set<Choice> legalSet = new HashSet<>(legal);
        for (int tries = 0; tries < 20 && !seen.isEmpty(); tries++) {
            Choice c = seen.get(rng.nextInt(seen.size()));
            if (legalSet.contains(c)) {
                continue;
            }
            try {
                s.apply(c);
                throw new AssertionError(at + ": illegal choice '" + c.label() + "' was accepted");
            } catch (IllegalChoiceException expected) {
                if (expected.getMessage() == null || expected.getMessage().isBlank()) {
                    throw new AssertionError(at + ": a refusal gave no reason");
                }
            }
            break;
        }
        if (s.fingerprint() != print || !RulesState.coldChoices(s).equals(legal) || !s.choices().equals(legal)) {
            throw new AssertionError(at + ": refusing a choice changed the state");
        }
    }

    /**
     * For every seat: a determinization keeps that seat's view and the spectator's, offers the seat to
     * move the same choices, re-seeds the dice, and resamples every declared secret.
     */
    void determinization(State s, Rng rng, String at) {
        int mover = s.toMove();
        if (!s.isOver() && (s.decision() == null || s.decision().seat() != mover)) {
            throw new AssertionError(at + ": decision and seat to move disagree");
        }
        String spectator = viewJson(s.view(View.SPECTATOR), View.SPECTATOR, at);
        for (int seat = 0; seat < s.seats(); seat++) {
            String view = viewJson(s.view(seat), seat, at);
            State d = s.determinize(seat, rng);
            String seen = viewJson(d.view(seat), seat, at);
            if (!view.equals(seen)) {
                throw new AssertionError(at + ": seat " + seat + "'s view changes when what it cannot know is"
                        + " resampled, so the view shows hidden information (or determinize changes what the"
                        + " seat knows)\n  view:        " + view + "\n  resampled:   " + seen);
            }
            String watched = viewJson(d.view(View.SPECTATOR), View.SPECTATOR, at);
            if (!spectator.equals(watched)) {
                throw new AssertionError(at + ": the spectator's view changes when what seat " + seat
                        + " cannot know is resampled, so spectators see hidden information\n  view:        "
                        + spectator + "\n  resampled:   " + watched);
            }
            if (d.fingerprint() == s.fingerprint() && !s.isOver()) {
                throw new AssertionError(at + ": determinize(" + seat + ") returns the position unchanged;"
                        + " at least the dice to come must be re-seeded");
            }
            if (seat == mover && (d.toMove() != mover || !d.choices().equals(s.choices())
                    || !RulesState.coldChoices(d).equals(RulesState.coldChoices(s)))) {
                throw new AssertionError(at + ": a determinization for the seat to move offers other choices");
            }
            fields.checkReseeded(s, d, seat, at);
            resampling(s, seat, rng, at);
        }
    }

    /** Each declared secret must change in at least one of several determinizations. */
    private void resampling(State s, int seat, Rng rng, String at) {
        Map<String, Long> hidden = secrets.hidden(s, seat);
        if (hidden.isEmpty()) {
            return;
        }
        secretsChecked++;
        Set<String> still = new HashSet<>(hidden.keySet());
        for (int i = 0; i < RESAMPLE_TRIES && !still.isEmpty(); i++) {
            Map<String, Long> again = secrets.hidden(s.determinize(seat, rng), seat);
            still.removeIf(part -> !hidden.get(part).equals(again.get(part)));
        }
        if (!still.isEmpty()) {
            throw new AssertionError(at + ": determinize(" + seat + ") never resampled " + still + " in "
                    + RESAMPLE_TRIES + " tries, though seat " + seat + " cannot know it: a bot would see it");
        }
    }

    String viewJson(View v, int seat, String at) {
        if (v.seat() != seat) {
            throw new AssertionError(at + ": the view asked for seat " + seat + " says it is seat " + v.seat());
        }
        try {
            String text = json.writeValueAsString(v);
            View back = json.readValue(text, game.viewType());
            String again = json.writeValueAsString(back);
            if (!text.equals(again)) {
                throw new AssertionError(at + ": a view does not survive JSON:\n  " + text + "\n  " + again);
            }
            return text;
        } catch (JsonProcessingException e) {
            throw new AssertionError(at + ": a view cannot be written or read as JSON: " + e.getMessage(), e);
        }
    }

    /** Every legal choice can be put in words for the table, from the position where it is offered. */
    static void choiceWords(State s, String at) {
        for (Choice c : s.choices()) {
            String said;
            try {
                said = s.describe(c);
            } catch (RuntimeException e) {
                throw new AssertionError(at + ": choice '" + c.label() + "' cannot be put in words: " + e, e);
            }
            if (said == null || said.isBlank()) {
                throw new AssertionError(at + ": choice '" + c.label() + "' is put in no words");
            }
        }
    }

    void choiceJson(List<Choice> choices, String at) {
        for (Choice c : choices) {
            try {
                Choice back = json.readValue(json.writeValueAsString(c), Choice.class);
                if (!back.equals(c)) {
                    throw new AssertionError(at + ": choice '" + c.label() + "' does not survive JSON");
                }
            } catch (JsonProcessingException e) {
                throw new AssertionError(at + ": choice '" + c.label() + "' cannot go through JSON: "
                        + e.getMessage(), e);
            }
        }
    }

    void eventJson(List<Event> events, String at) {
        for (Event e : events) {
            try {
                Event back = json.readValue(json.writeValueAsString(e), Event.class);
                if (!back.equals(e)) {
                    throw new AssertionError(at + ": event '" + e.text() + "' does not survive JSON");
                }
                if (e.text() == null || e.text().isBlank()) {
                    throw new AssertionError(at + ": an event has no words: " + e);
                }
            } catch (JsonProcessingException ex) {
                throw new AssertionError(at + ": event '" + e.text() + "' cannot go through JSON: "
                        + ex.getMessage(), ex);
            }
        }
    }
}
