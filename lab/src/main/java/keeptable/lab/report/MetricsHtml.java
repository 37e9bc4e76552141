package keeptable.lab.report;

import java.util.List;
import java.util.Locale;
import keeptable.lab.Metrics;
import keeptable.lab.SimulationSummary;

/** The parts every HTML report shares: what was run, the metrics, and the item table. */
public final class MetricsHtml {
    private MetricsHtml() {
    }

    public static void run(StringBuilder b, SimulationSummary.Run run) {
        b.append("<ul class=\"run\">\n");
        for (String line : MetricsText.run(run)) {
            b.append("<li>").append(Html.esc(line)).append("</li>\n");
        }
        b.append("</ul>\n");
    }

    public static void metrics(StringBuilder b, Metrics m, int seats) {
        b.append("<h2>Metrics</h2>\n<ul>\n");
        for (String line : MetricsText.metrics(m, seats)) {
            b.append("<li>").append(Html.esc(line)).append("</li>\n");
        }
        b.append("</ul>\n<p>Each metric is defined with its formula in docs/lab.md.</p>\n");
    }

    public static void items(StringBuilder b, List<SimulationSummary.ItemSummary> all) {
        if (all.isEmpty()) {
            b.append("<p>This game reports no content items.</p>\n");
            return;
        }
        b.append("<p>Win rate of the seats that used each item against the same seats' usual win rate (baseline). "
                + "Effect = win rate &minus; baseline, with its 95% interval, the game as the unit (its seats share "
                + "or split one outcome): an interval holding 0 shows no clear effect. Items first used in the "
                + "game's last round in most of their games are marked <em>late</em> (their effect likely follows "
                + "from the outcome), items used in under ").append(SimulationSummary.ItemSummary.FEW_GAMES)
                .append(" games <em>few</em>; neither is ranked. Using an item may follow from being ahead: "
                        + "read an effect as a lead to look into, not as a cause.</p>\n");
        b.append("<table><tr><th>Item</th><th>Uses</th><th>Games</th><th>Win rate</th><th>Baseline</th>"
                + "<th>Effect</th><th>95% interval</th><th></th></tr>\n");
        for (SimulationSummary.ItemSummary i : MetricsText.ranked(all)) {
            String mark = (i.followsOutcome() ? "late " : "") + (i.fewUses() ? "few" : "");
            b.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%d</td><td>%d</td><td>%.1f%%</td><td>%.1f%%</td>"
                            + "<td>%+.1f%%</td><td>%+.1f%% &ndash; %+.1f%%</td><td>%s</td></tr>%n",
                    Html.esc(i.item()), i.uses(), i.games(), i.winRate() * 100, i.baseline() * 100,
                    i.effect() * 100, i.effectLow() * 100, i.effectHigh() * 100, mark.strip()));
        }
        b.append("</table>\n");
    }
}
