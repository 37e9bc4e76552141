package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The games' rules notes over real HTTP, and the Markdown they are drawn from turned into safe HTML. */
class RulesNotesTest {
    @TempDir
    static Path dir;
    static KeeptableServer server;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb("jdbc:sqlite:" + dir.resolve("notes.db"), null));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyGameHasItsNotesPageWithTheBookSectionsAsPlaces() throws Exception {
        for (String game : List.of("killmans-keep", "the-keep", "dead-keep", "dead-cells", "down-among-the-dead")) {
            HttpResponse<String> r = get("/rules/" + game);
            assertEquals(200, r.statusCode(), game);
            assertEquals("text/html;charset=utf-8", r.headers().firstValue("Content-Type").orElse(""), game);
            assertEquals("default-src 'none'; style-src 'unsafe-inline'",
                    r.headers().firstValue("Content-Security-Policy").orElse(""), game);
            assertTrue(r.body().contains("<h2 id=\"notes-book-section-code-tests\">"), game);
            assertFalse(r.body().contains("<script"), game);
        }
        String keep = get("/rules/the-keep").body();
        assertTrue(keep.contains("<title>The Keep (Mayfair, 1983) — the-keep</title>"), keep.substring(0, 400));
        assertTrue(keep.contains("<tr id=\"rule-conflict\"><td>Conflict: after all movement;"), "Conflict's row");
        assertTrue(keep.contains("<code>Conflicts.next</code>"), "inline code");
    }

    @Test
    void aRuleNameLeadsToTheSectionThatTreatsIt() throws Exception {
        assertEquals("/rules/the-keep#rule-conflict", location("/rules/the-keep?rule=Conflict"));
        assertEquals("/rules/the-keep#rule-retreat-1-6", location("/rules/the-keep?rule=Retreat"));
        assertEquals("/rules/the-keep#rule-winning", location("/rules/the-keep?rule=Winning%20the%20Game"));
        assertEquals("/rules/the-keep#rule-secret-doors",
                location("/rules/the-keep?rule=Secret%20Doors%2FSecret%20Passages"));
        assertEquals("/rules/the-keep#rule-molasar-ss-guards-movement",
                location("/rules/the-keep?rule=Molasar%2FSS%20Guards%20Movement"));
        assertEquals("/rules/the-keep#rule-movement", location("/rules/the-keep?rule=Movement"));
        assertEquals("/rules/the-keep", location("/rules/the-keep?rule=Nothing%20Like%20It"));
    }

    static String location(String path) throws Exception {
        HttpResponse<String> r = get(path);
        assertEquals(302, r.statusCode(), path);
        return r.headers().firstValue("Location").orElseThrow();
    }

    @Test
    void anUnknownGameOrAFileThatIsNoGameIsNotFound() throws Exception {
        HttpResponse<String> r = get("/rules/chess");
        assertEquals(404, r.statusCode());
        assertTrue(r.body().contains("no rules notes for"), r.body());
        assertEquals(404, get("/rules/dead-keep-board").statusCode());
        assertEquals(404, get("/rules/..%2Fkeeptable-ui%2Ftable").statusCode());
    }

    @Test
    void nothingInTheNotesBecomesMarkupOrScript() {
        String page = RulesNotes.page("# A <b>title</b>\n\nWords <script>alert(1)</script> & \"more\".\n\n"
                + "- see [the book](javascript:alert(2)) and `<img src=x onerror=alert(3)>`\n\n"
                + "| class | what |\n|---|---|\n| Combat | the class |\n\n"
                + "| book section | code |\n|---|---|\n| Combat: <i>x</i> | `a\\|b` |\n\n```\n<iframe>\n```\n");
        assertFalse(page.contains("<script"), page);
        assertFalse(page.contains("<img"), page);
        assertFalse(page.contains("<iframe"), page);
        assertFalse(page.contains("<i>"), page);
        assertFalse(page.contains("javascript:"), page);
        assertTrue(page.contains("<title>A &lt;b&gt;title&lt;/b&gt;</title>"), page);
        assertTrue(page.contains("<p>Words &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;.</p>"), page);
        assertTrue(page.contains("<li>see the book and <code>&lt;img src=x onerror=alert(3)&gt;</code>"), page);
        assertTrue(page.contains("<tr id=\"rule-combat\"><td>Combat: &lt;i&gt;x&lt;/i&gt;</td><td><code>a|b</code></td></tr>"),
                page);
        assertTrue(page.contains("<tr><td>Combat</td><td>the class</td></tr>"), "only book sections' rows get ids");
        assertTrue(page.contains("<pre tabindex=\"0\"><code>&lt;iframe&gt;\n</code></pre>"), page);
    }

    @Test
    void aRuleNoPlaceTreatsFindsNone() {
        List<String> ids = List.of("notes-movement", "rule-combat", "rule-combat-cards");
        assertEquals("rule-combat", RulesNotes.anchorFor(ids, "Combat"));
        assertEquals("rule-combat-cards", RulesNotes.anchorFor(ids, "Combat Cards"));
        assertNull(RulesNotes.anchorFor(ids, "Movement"));
        assertNull(RulesNotes.anchorFor(ids, "  / "));
    }
}
