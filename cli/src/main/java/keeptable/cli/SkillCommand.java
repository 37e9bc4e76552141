package keeptable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import keeptable.engine.json.Json;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.lab.Metrics;
import keeptable.lab.SkillDepth;
import keeptable.lab.report.Charts;
import keeptable.lab.report.Csv;
import keeptable.lab.report.Html;
import keeptable.lab.report.MetricsText;
import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/** Skill depth: does more search win more? One seat's search budget grown against the base, on shared seeds. */
@Command(name = "skill", mixinStandardHelpOptions = true, sortOptions = false,
        defaultValueProvider = SkillCommand.Defaults.class,
        description = {"How much a game rewards thinking: one seat (going round the table) searches m times the base's "
                + "ISMCTS iterations against seats that search the base's, for each multiple m on the same seeds "
                + "(in a co-operative game the whole party searches m times), and the searcher's win rate is given by "
                + "m with its 95%% interval and its paired change from 1x. --games are played at each multiple, game "
                + "i with the same seed at every one.",
                "With --out DIR also writes skill.json, skill.csv and report.html (the curve, inline SVG)."},
        footer = {"", "Examples:",
                "  keeptable skill killmans-keep --base 25 --multiples 1,2,4,8 --games 100",
                "  keeptable skill dead-keep --seats 2 --quest tutorial --base 20 --games 60 --out runs/skill",
                "  keeptable-spark skill the-keep --base 50 --games 400 --spark spark://host:7077"})
final class SkillCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Mixin
    RunOptions run = new RunOptions();

    @Option(names = "--base", paramLabel = "N", defaultValue = "25",
            description = "The base's ISMCTS iterations a decision (default 25).")
    int base;

    @Option(names = "--multiples", split = ",", paramLabel = "M", defaultValue = "1,2,4,8",
            description = "The multiples of the base the searcher plays, from 1 (default 1,2,4,8).")
    List<Integer> multiples;

    @Mixin
    GameOptions gameOptions = new GameOptions();

    /** Skill's own default for the lab's shared {@code --games}: 100 games at each multiple, not 1000. */
    static final class Defaults implements IDefaultValueProvider {
        @Override
        public String defaultValue(ArgSpec arg) {
            return arg instanceof OptionSpec option && option.longestName().equals("--games") ? "100" : null;
        }
    }

    SkillCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (run.campaignLength != 1) {
            throw new UsageError("skill plays games that stand alone, not campaigns: --campaign is for simulate, "
                    + "compare, sweep and tune");
        }
        GameModule game = GameModules.byId(run.gameId);
        int seatCount = run.seats.count(game,
                Math.max(game.minSeats(), Math.min(game.cooperative() ? 1 : 2, game.maxSeats())));
        SkillDepth.Config config = new SkillDepth.Config(game, base, multiples, run.games, seatCount, run.seed(),
                run.threads(), gameOptions.map(), run.maxChoices());
        long started = System.nanoTime();
        ProgressBar progress = new ProgressBar(terminal.err(), run.games * multiples.size());
        SkillDepth.Result r;
        try {
            r = LabRuns.skill(run.spark, config, progress);
        } finally {
            progress.finish();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        for (String line : text(r, seconds)) {
            terminal.out().println(line);
        }
        Path out = run.out;
        if (out != null) {
            Files.createDirectories(out);
            Json.plain().writerWithDefaultPrettyPrinter().writeValue(out.resolve("skill.json").toFile(), r);
            try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out.resolve("skill.csv"),
                    StandardCharsets.UTF_8))) {
                w.println(Csv.row("multiple", "iterations", "games", "wins", "win_rate", "low95", "high95", "change",
                        "change_low95", "change_high95", "p", "q", "choices"));
                for (SkillDepth.Point p : r.points()) {
                    w.println(Csv.row(p.multiple(), p.iterations(), p.games(), p.wins(), p.rate(), p.low95(),
                            p.high95(), p.change() == null ? "" : p.change().diff(),
                            p.change() == null ? "" : p.change().low95(), p.change() == null ? "" : p.change().high95(),
                            p.change() == null ? "" : p.change().p(), p.change() == null ? "" : p.change().q(),
                            p.choices()));
                }
            }
            Files.writeString(out.resolve("report.html"), html(r, seconds), StandardCharsets.UTF_8);
            terminal.out().println("Wrote skill.json, skill.csv and report.html to " + out.toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }

    private static String who(SkillDepth.Result r) {
        return r.party() ? "the party (every seat searching m times the base)"
                : "the searcher (one seat, in turn, searching m times the base; the others the base)";
    }

    static List<String> text(SkillDepth.Result r, double seconds) {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%s (rules %s): skill depth, base %d ISMCTS iterations, %d games a "
                + "multiple at %d seats (seed %d), %.1f s", r.game(), r.rulesVersion(), r.base(), r.games(), r.seats(),
                r.seed(), seconds));
        lines.add("Win rate of " + who(r) + ", and its paired change from 1x on the same seeds:");
        lines.add(String.format("%-14s %-22s %-26s %8s %8s %9s", "BUDGET", "WINS (95%)", "CHANGE FROM 1x (95%)", "P",
                "Q", "CHOICES"));
        for (SkillDepth.Point p : r.points()) {
            String change = p.change() == null ? "-" : String.format(Locale.ROOT, "%+6.1f%% (%+5.1f..%+5.1f%%)",
                    p.change().diff() * 100, p.change().low95() * 100, p.change().high95() * 100);
            lines.add(String.format(Locale.ROOT, "%-14s %5.1f%% (%4.1f-%5.1f%%)  %-26s %8s %8s %9.1f",
                    p.multiple() + "x (" + p.iterations() + ")", p.rate() * 100, p.low95() * 100, p.high95() * 100,
                    change, p.change() == null ? "-" : pValue(p.change().p()),
                    p.change() == null ? "-" : pValue(p.change().q()) + (p.change().significant() ? " *" : ""),
                    p.choices()));
        }
        if (!r.party() && r.seats() > 1) {
            StringBuilder seatsLine = new StringBuilder("By the searcher's seat, at the largest multiple:");
            SkillDepth.Point last = r.points().get(r.points().size() - 1);
            for (int s = 0; s < last.bySeat().size(); s++) {
                Metrics.Rate rate = last.bySeat().get(s);
                seatsLine.append(s == 0 ? " " : "; ").append("seat ").append(s + 1).append(' ')
                        .append(MetricsText.rate(rate));
            }
            lines.add(seatsLine.toString());
            lines.add(String.format(Locale.ROOT, "At 1x every seat searches alike: the searcher's rate there is the "
                    + "even share (%.1f%% at %d seats, less draws).", 100.0 / r.seats(), r.seats()));
        }
        return lines;
    }

    private static String pValue(double p) {
        return p < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", p);
    }

    static String html(SkillDepth.Result r, double seconds) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(Html.esc(r.game())).append(" skill depth</title>\n<style>")
                .append("body{font-family:system-ui,sans-serif;margin:2em;color:#222}")
                .append("table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #ddd;")
                .append("text-align:right}td:first-child,th:first-child{text-align:left}")
                .append("svg text{font-size:12px}</style></head><body>\n");
        b.append("<h1>").append(Html.esc(r.game())).append(" &mdash; skill depth</h1>\n<ul>\n");
        for (String line : text(r, seconds)) {
            if (!line.startsWith("BUDGET") && !line.matches("^\\d+x .*")) {
                b.append("<li>").append(Html.esc(line)).append("</li>\n");
            }
        }
        b.append("</ul>\n");
        List<Charts.Point> points = new ArrayList<>();
        for (SkillDepth.Point p : r.points()) {
            points.add(new Charts.Point(Math.log(p.multiple()) / Math.log(2), p.rate(), p.low95(), p.high95(),
                    p.multiple() + "x"));
        }
        Charts.line(b, "Win rate by search budget (multiples of " + r.base() + " iterations, doubling)",
                "budget", points, true, "");
        b.append("<p>Dots: win rate of ").append(Html.esc(who(r))).append("; whiskers: 95% Wilson interval.</p>\n");
        b.append("<table><tr><th>Budget</th><th>Win rate</th><th>95% interval</th><th>Change from 1x</th>"
                + "<th>95% interval</th><th>p</th><th>q</th></tr>\n");
        for (SkillDepth.Point p : r.points()) {
            b.append(String.format(Locale.ROOT, "<tr><td>%dx (%d)</td><td>%.1f%%</td><td>%.1f&ndash;%.1f%%</td>",
                    p.multiple(), p.iterations(), p.rate() * 100, p.low95() * 100, p.high95() * 100));
            if (p.change() == null) {
                b.append("<td>-</td><td></td><td></td><td></td></tr>\n");
            } else {
                b.append(String.format(Locale.ROOT, "<td>%+.1f%%</td><td>%+.1f&ndash;%+.1f%%</td><td>%s</td>"
                        + "<td>%s</td></tr>%n", p.change().diff() * 100, p.change().low95() * 100,
                        p.change().high95() * 100, pValue(p.change().p()), pValue(p.change().q())));
            }
        }
        b.append("</table>\n<p>Each figure is defined in docs/lab.md (Skill depth).</p>\n</body></html>\n");
        return b.toString();
    }
}
