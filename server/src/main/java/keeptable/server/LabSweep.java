package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import keeptable.engine.SetupException;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.lab.Cluster;
import keeptable.lab.ContentEdit;
import keeptable.lab.Job;
import keeptable.lab.Simulation;
import keeptable.lab.SweepComparison;
import keeptable.lab.SweepRun;
import keeptable.lab.SweepTally;
import keeptable.lab.Variant;
import keeptable.lab.report.SweepFiles;

/**
 * A sweep job: one content value played at each of a few values on the same seeds, every value set against the
 * baseline (the value the game ships with where it is among them, else the first), as the command line's sweep.
 */
final class LabSweep {
    /** The most values one sweep may try. */
    static final int MAX_VALUES = 9;
    /** The most games a sweep may play, over all its values (a compare's 2,000 pairs are 4,000 games). */
    static final int MAX_GAMES = 4000;
    /** The longest value, in characters. */
    static final int LONGEST_VALUE = 40;

    private LabSweep() {
    }

    /**
     * The job as asked, checked.
     *
     * @param vary   the field swept: {@code FILE:ENTRY.FIELD}
     * @param values the values tried, in order
     * @param games  games at each value
     */
    record Ask(String game, String vary, List<String> values, int games, int seats, String bot, long seed) {
        /** The command that plays the same games in a terminal, for the report. */
        String command() {
            return "keeptable sweep " + game + " --vary " + LabAsk.shellWord(vary + "=" + String.join(",", values))
                    + " --games " + games + " --seats " + LabAsk.seatsOption(seats, bot) + " --seed " + seed
                    + " --threads 1";
        }

        ContentEdit edit(String value) {
            return ContentEdit.parse(vary + "=" + value);
        }
    }

    static Ask ask(JsonNode b, Map<String, GameModule> games) {
        GameModule g = LabAsk.game(b, games);
        String vary = b.path("vary").asText("").trim();
        if (vary.isEmpty() || vary.contains("=") || vary.length() > LabCompare.LONGEST_EDIT) {
            throw new ApiError(400, "vary: choose the field to sweep (FILE:ENTRY.FIELD, e.g. "
                    + "monsters.yaml:dragon.penalty)");
        }
        List<String> values = values(b);
        int each = LabAsk.whole(b, "games", 200, 1, MAX_GAMES / 2);
        if ((long) each * values.size() > MAX_GAMES) {
            throw new ApiError(400, "games: " + values.size() + " values of " + each + " games each are "
                    + each * values.size() + " games; a sweep plays at most " + MAX_GAMES + " (here, at most "
                    + MAX_GAMES / values.size() + " games at each value)");
        }
        Ask ask = new Ask(g.id(), vary, values, each, LabAsk.seats(b, g), LabAsk.bot(b), LabAsk.seed(b));
        try {
            ask.edit(values.get(0));
        } catch (SetupException e) {
            throw new ApiError(400, "vary: " + LabAsk.words(e));
        }
        return ask;
    }

    /** The values: a list ({@code values}), or {@code from}, {@code to} and {@code step}. */
    private static List<String> values(JsonNode b) {
        JsonNode list = b.path("values");
        boolean range = b.has("from") || b.has("to") || b.has("step");
        if (list.isMissingNode() == !range) {
            throw new ApiError(400, "values: give a list of values, or from, to and step - one of the two");
        }
        List<String> values = new ArrayList<>();
        if (range) {
            BigDecimal from = number(b, "from");
            BigDecimal to = number(b, "to");
            BigDecimal step = number(b, "step");
            if (step.signum() <= 0 || to.compareTo(from) <= 0) {
                throw new ApiError(400, "step: count up from " + from.toPlainString() + " to a higher value by a step "
                        + "above 0");
            }
            BigDecimal count = to.subtract(from).divideToIntegralValue(step).add(BigDecimal.ONE);
            if (count.compareTo(BigDecimal.valueOf(MAX_VALUES)) > 0) {
                throw new ApiError(400, "values: from " + from.toPlainString() + " to " + to.toPlainString() + " by "
                        + step.toPlainString() + " are " + count.toPlainString() + " values; a sweep tries at most "
                        + MAX_VALUES);
            }
            for (BigDecimal v = from; v.compareTo(to) <= 0; v = v.add(step)) {
                values.add(v.stripTrailingZeros().toPlainString());
            }
        } else {
            if (!list.isArray() || list.size() > MAX_VALUES) {
                throw new ApiError(400, "values: a list of at most " + MAX_VALUES + " values");
            }
            for (JsonNode v : list) {
                String text = v.isValueNode() ? v.asText().trim() : "";
                if (text.isEmpty() || text.length() > LONGEST_VALUE || text.contains(",")) {
                    throw new ApiError(400, "values: each value is text of 1 to " + LONGEST_VALUE + " characters "
                            + "without a comma, not " + Text.quoted(v.toString()));
                }
                if (values.contains(text)) {
                    throw new ApiError(400, "values: " + text + " is given twice; give each value once");
                }
                values.add(text);
            }
        }
        if (values.size() < 2) {
            throw new ApiError(400, "values: give two or more values to sweep");
        }
        return List.copyOf(values);
    }

    private static BigDecimal number(JsonNode b, String name) {
        JsonNode n = b.path(name);
        if (!n.isNumber() || n.asText().length() > LONGEST_VALUE) {
            throw new ApiError(400, name + " must be a number, not " + (n.isMissingNode() ? "missing" : n));
        }
        return n.decimalValue();
    }

    /** Every value's run, each value's game built (and so checked) before any is played. */
    static LabWork work(Ask ask, LabContent content) {
        try {
            Variant base = new Variant(content.folder(ask.game()), List.of());
            List<Simulation.Config> configs = new ArrayList<>();
            List<Variant> contents = new ArrayList<>();
            int baseline = 0;
            String why = "the first value";
            for (String value : ask.values()) {
                ContentEdit edit = ask.edit(value);
                Variant at = base.with(edit);
                GameModule game = at.build(ask.game());
                contents.add(at);
                configs.add(new Simulation.Config(game, Collections.nCopies(ask.seats(), ask.bot()), ask.games(), 1,
                        ask.seed(), Map.of(), 1, Match.MAX_STEPS, at.describe(ask.game()), ask.command()));
                if (at.leavesAsIs(edit, ask.game())) {
                    baseline = configs.size() - 1;
                    why = base.folder() == null ? "the shipped value" : "the base content's value";
                }
            }
            SweepRun.check(configs, baseline);
            return new Work(ask, base.describe(), configs, contents, baseline, why);
        } catch (SetupException | IllegalArgumentException e) {
            throw new ApiError(400, LabAsk.words(e));
        }
    }

    /** The values' games played so far, each paired with the baseline's. */
    private static final class Work implements LabWork {
        private final Ask ask;
        private final String content;
        private final List<Simulation.Config> configs;
        private final List<Variant> contents;
        private final String why;
        private final SweepTally all;

        Work(Ask ask, String content, List<Simulation.Config> configs, List<Variant> contents, int baseline,
             String why) {
            this.ask = ask;
            this.content = content;
            this.configs = configs;
            this.contents = contents;
            this.why = why;
            all = SweepRun.tally(configs, baseline);
        }

        @Override
        public int total() {
            return ask.games();
        }

        @Override
        public void play(int from, int to) {
            all.merge(SweepRun.play(configs, all.baseline(), from, to));
        }

        @Override
        public void playOn(Cluster cluster, Cluster.Watch watch) {
            List<Job> jobs = new ArrayList<>();
            for (int v = 0; v < configs.size(); v++) {
                jobs.add(Job.of(contents.get(v), configs.get(v)));
            }
            all.merge(cluster.sweep(jobs, all.baseline(), watch));
        }

        @Override
        public Map<String, String> files(double seconds) {
            return SweepFiles.of(ask.vary(), content, ask.values(), SweepFiles.summaries(configs, all, seconds),
                    SweepComparison.of(all, ask.values(), why));
        }
    }
}
