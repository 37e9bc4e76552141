package keeptable.lab.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.json.Json;
import keeptable.lab.Comparison;
import keeptable.lab.PairRow;
import keeptable.lab.PairTally;
import keeptable.lab.Simulation;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Summaries;
import keeptable.lab.Tally;

/**
 * What a compare hands a designer, as text by file name: {@code compare.json}, {@code differences.csv},
 * {@code items.csv} and {@code report.html}. The command line writes them to {@code --out}; the server's Lab page
 * stores them with the job.
 */
public final class CompareFiles {
    private CompareFiles() {
    }

    /** The comparison of a paired run of {@code base} and {@code variant} that took {@code seconds}. */
    public static Comparison comparison(PairTally pairs, Simulation.Config base, Simulation.Config variant,
                                        double seconds) {
        return Comparison.of(pairs, summary(base, pairs.base(), seconds), summary(variant, pairs.variant(), seconds));
    }

    private static SimulationSummary summary(Simulation.Config config, Tally tally, double seconds) {
        return Summaries.of(config.game().id(), config.game().rulesVersion(), config.seed(), config.threads(), seconds,
                config.run(), tally);
    }

    /** The files, by name, in the order above. */
    public static Map<String, String> of(Comparison c) {
        Map<String, String> files = new LinkedHashMap<>();
        try {
            files.put("compare.json", Json.plain().writerWithDefaultPrettyPrinter().writeValueAsString(c));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the comparison could not be written as JSON: " + e.getMessage(), e);
        }
        StringBuilder d = new StringBuilder();
        d.append(Csv.row("measure", "base", "variant", "change", "low95", "high95", "p", "q")).append('\n');
        List<Comparison.Difference> all = new ArrayList<>(c.seats());
        all.add(c.length());
        all.addAll(c.stages());
        all.addAll(c.progress());
        all.addAll(c.endings());
        for (Comparison.Difference x : all) {
            d.append(Csv.row(x.label(), x.base(), x.variant(), x.diff(), x.low95(), x.high95(), x.p(), x.q()))
                    .append('\n');
        }
        files.put("differences.csv", d.toString());
        StringBuilder i = new StringBuilder();
        i.append(Csv.row("item", "base_users", "variant_users", "base_effect", "variant_effect", "change",
                "low95", "high95", "p", "q", "few_uses")).append('\n');
        for (Comparison.ItemChange x : c.items()) {
            i.append(Csv.row(x.item(), x.baseUsers(), x.variantUsers(), x.baseEffect(), x.variantEffect(),
                    x.diff(), x.low95(), x.high95(), x.p(), x.q(), x.fewUses())).append('\n');
        }
        files.put("items.csv", i.toString());
        files.put("report.html", CompareReport.html(c));
        return files;
    }

    /**
     * pairs.csv: one row per seed (game, or campaign), in order, with each version's result per seat and the
     * differences the paired test averages (docs/lab.md, "compare").
     */
    public static String pairs(List<PairRow> rows, int seats) {
        List<Object> head = new ArrayList<>(List.of("pair", "seed", "base_games", "variant_games"));
        for (int s = 1; s <= seats; s++) {
            head.addAll(List.of("base_won_" + s, "variant_won_" + s, "change_" + s));
        }
        head.addAll(List.of("base_choices", "variant_choices", "change_choices", "base_winner", "variant_winner",
                "base_ending", "variant_ending"));
        List<PairRow> sorted = new ArrayList<>(rows);
        sorted.sort(java.util.Comparator.comparingLong(PairRow::index));
        StringBuilder b = new StringBuilder(Csv.row(head.toArray())).append('\n');
        for (PairRow r : sorted) {
            List<Object> cells = new ArrayList<>(List.of(r.index(), r.seed(), r.games()[0], r.games()[1]));
            for (int s = 0; s < seats; s++) {
                cells.addAll(List.of(r.baseWins()[s], r.variantWins()[s], r.variantWins()[s] - r.baseWins()[s]));
            }
            cells.addAll(List.of(r.baseChoices(), r.variantChoices(), r.variantChoices() - r.baseChoices(),
                    r.baseWinner(), r.variantWinner(), r.baseEnding(), r.variantEnding()));
            b.append(Csv.row(cells.toArray())).append('\n');
        }
        return b.toString();
    }
}
