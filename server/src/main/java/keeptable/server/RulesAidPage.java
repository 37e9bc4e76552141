package keeptable.server;

import java.util.Iterator;
import java.util.List;
import keeptable.engine.content.RulesAid;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Heading;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * A game's rules aid for players ({@link RulesAid}) as a page of plain HTML, drawn from its Markdown by
 * commonmark-java: a list of its sections at the top, and every section's heading carrying the aid's anchor, so a
 * link from a log line or a choice opens the section that explains it. Markup and script in the Markdown are
 * shown as text and unsafe link targets are dropped; the page carries no script.
 */
final class RulesAidPage {
    private static final List<org.commonmark.Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private RulesAidPage() {
    }

    /** The whole page for an aid. */
    static String of(RulesAid aid) {
        StringBuilder toc = new StringBuilder("<nav aria-label=\"Sections\"><ul class=\"toc\">");
        for (RulesAid.Section s : aid.sections()) {
            toc.append("<li class=\"toc").append(s.level()).append("\"><a href=\"#").append(s.anchor()).append("\">")
                    .append(escape(s.title())).append("</a></li>");
        }
        toc.append("</ul></nav>\n");
        // the n-th heading of level 2 or 3 is the aid's n-th section: it carries that section's anchor
        Iterator<RulesAid.Section> anchors = aid.sections().iterator();
        HtmlRenderer renderer = HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true).sanitizeUrls(true)
                .attributeProviderFactory(context -> (node, tag, attributes) -> {
                    if (node instanceof Heading h && (h.getLevel() == 2 || h.getLevel() == 3) && anchors.hasNext()) {
                        attributes.put("id", anchors.next().anchor());
                    } else if (node instanceof TableBlock) {
                        attributes.put("tabindex", "0");  // a table wider than a phone scrolls; the keyboard reaches it
                    }
                })
                .build();
        String body = renderer.render(PARSER.parse(aid.markdown()));
        return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>" + escape(aid.title()) + "</title><style>" + STYLE + "</style></head>\n"
                + "<body><main>\n" + firstHeadingThenToc(body, toc.toString()) + "</main></body></html>\n";
    }

    /** The aid's title first, then its list of sections, then the rest. */
    private static String firstHeadingThenToc(String body, String toc) {
        int end = body.indexOf("</h1>");
        return end < 0 ? toc + body : body.substring(0, end + 5) + "\n" + toc + body.substring(end + 5);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static final String STYLE = "body{font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#fff;margin:0}"
            + "main{max-width:48rem;margin:0 auto;padding:1rem}h1{font-size:1.6rem}h2{margin-top:2rem;"
            + "border-bottom:1px solid #bbb}h3{margin-top:1.4rem}"
            + "table{border-collapse:collapse;font-size:.95rem;display:block;overflow-x:auto;max-width:100%}"
            + "th,td{border:1px solid #999;padding:.3rem .45rem;vertical-align:top;text-align:left}"
            + ".toc{columns:14rem;padding-left:1.2rem}.toc3{margin-left:1rem;font-size:.95rem}"
            + "a{color:#0b57a4}:target{background:#fff3b0;outline:3px solid #8a5a00}";
}
