package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.SetupException;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.lab.Batch;
import keeptable.lab.Cluster;
import keeptable.lab.ContentEdit;
import keeptable.lab.GameStats;
import keeptable.lab.Job;
import keeptable.lab.PairRow;
import keeptable.lab.PairTally;
import keeptable.lab.PairedRun;
import keeptable.lab.Simulation;
import keeptable.lab.Variant;
import keeptable.lab.report.CompareFiles;

/** A compare job: the game as it ships against the designer's edits, on the same seeds, pair by pair. */
final class LabCompare {
    /** The most games (pairs: base and variant) one job may ask for. */
    static final int MAX_GAMES = 2000;
    /** The most edits one job may make. */
    static final int MAX_EDITS = 20;
    /** The longest edit, in characters. */
    static final int LONGEST_EDIT = 200;

    private LabCompare() {
    }

    /** The job as asked, checked: every refusal names what is wrong and the bound it broke. */
    record Ask(String game, List<String> set, int games, int seats, String bot, long seed) {
        List<ContentEdit> edits() {
            return set.stream().map(ContentEdit::parse).toList();
        }

        /** The command that plays the same games in a terminal, for the report. */
        String command() {
            StringBuilder b = new StringBuilder("keeptable compare " + game);
            set.forEach(s -> b.append(" --set ").append(LabAsk.shellWord(s)));
            return b.append(" --games ").append(games).append(" --seats ").append(LabAsk.seatsOption(seats, bot))
                    .append(" --seed ").append(seed).append(" --threads 1").toString();
        }
    }

    static Ask ask(JsonNode b, Map<String, GameModule> games) {
        GameModule g = LabAsk.game(b, games);
        JsonNode set = b.path("set");
        if (!set.isArray() || set.isEmpty()) {
            throw new ApiError(400, "change at least one value (set: [\"FILE:ENTRY.FIELD=VALUE\", ...])");
        }
        if (set.size() > MAX_EDITS) {
            throw new ApiError(400, set.size() + " changes: a job makes at most " + MAX_EDITS);
        }
        List<String> specs = new ArrayList<>();
        for (JsonNode s : set) {
            if (!s.isTextual() || s.asText().length() > LONGEST_EDIT) {
                throw new ApiError(400, "each change is text of at most " + LONGEST_EDIT + " characters: "
                        + Text.quoted(s.asText()));
            }
            specs.add(s.asText());
        }
        int count = LabAsk.whole(b, "games", 200, 1, MAX_GAMES);
        Ask ask = new Ask(g.id(), List.copyOf(specs), count, LabAsk.seats(b, g), LabAsk.bot(b), LabAsk.seed(b));
        try {
            ask.edits();
        } catch (SetupException e) {
            throw new ApiError(400, LabAsk.words(e));
        }
        return ask;
    }

    /** The two runs of a job, with the same checks and refusals as the command line's compare. */
    static LabWork work(Ask ask, LabContent content) {
        try {
            Variant base = new Variant(content.folder(ask.game()), List.of());
            Variant variant = new Variant(content.folder(ask.game()), ask.edits());
            GameModule baseGame = base.build(ask.game());
            variant.refuseUnchanged(ask.game());
            GameModule variantGame = variant.build(ask.game());
            Simulation.Config a = new Simulation.Config(baseGame, Collections.nCopies(ask.seats(), ask.bot()),
                    ask.games(), 1, ask.seed(), Map.of(), 1, Match.MAX_STEPS, base.describe(), ask.command());
            Simulation.Config b = a.with(variantGame, variant.describe(ask.game()));
            PairedRun.check(a, b);
            return new Work(a, b, base, variant);
        } catch (SetupException | IllegalArgumentException e) {
            throw new ApiError(400, LabAsk.words(e));
        }
    }

    /** The pairs played so far, and each pair's row for pairs.csv. */
    private static final class Work implements LabWork {
        private final Simulation.Config base;
        private final Simulation.Config variant;
        private final Batch baseGames;
        private final Batch variantGames;
        private final PairTally all;
        private final List<PairRow> rows = new ArrayList<>();
        private final Variant baseContent;
        private final Variant variantContent;
        private boolean onCluster;

        Work(Simulation.Config base, Simulation.Config variant, Variant baseContent, Variant variantContent) {
            this.base = base;
            this.variant = variant;
            this.baseContent = baseContent;
            this.variantContent = variantContent;
            baseGames = base.batch();
            variantGames = variant.batch();
            all = new PairTally(base.agents().size(), base.campaignLength());
        }

        @Override
        public int total() {
            return base.games();
        }

        @Override
        public void play(int from, int to) {
            for (long i = from; i < to; i++) {
                List<GameStats> x = baseGames.campaign(i);
                List<GameStats> y = variantGames.campaign(i);
                all.add(x, y);
                rows.add(PairRow.of(i, x, y));
            }
        }

        /** A cluster sends back totals only: no pairs.csv then, as with compare --spark --out. */
        @Override
        public void playOn(Cluster cluster, Cluster.Watch watch) {
            onCluster = true;
            all.merge(cluster.pairs(Job.of(baseContent, base), Job.of(variantContent, variant), watch));
        }

        @Override
        public Map<String, String> files(double seconds) {
            Map<String, String> files = new LinkedHashMap<>(CompareFiles.of(CompareFiles.comparison(all, base,
                    variant, seconds)));
            if (!onCluster) {
                files.put("pairs.csv", CompareFiles.pairs(rows, base.agents().size()));
            }
            return files;
        }
    }
}
