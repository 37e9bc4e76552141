package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import keeptable.engine.content.RulesAid;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The games' rules aids for players over real HTTP, and the Markdown they are drawn from turned into safe HTML. */
class RulesAidPageTest {
    @TempDir
    static Path dir;
    static KeeptableServer server;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb("jdbc:sqlite:" + dir.resolve("aids.db"), null));
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
    void everyGameHasItsRulesAidWithASectionForEachHeading() throws Exception {
        for (String game : List.of("killmans-keep", "the-keep", "dead-keep", "dead-cells", "down-among-the-dead")) {
            HttpResponse<String> r = get("/rules/" + game);
            assertEquals(200, r.statusCode(), game);
            assertEquals("text/html;charset=utf-8", r.headers().firstValue("Content-Type").orElse(""), game);
            assertEquals("default-src 'none'; style-src 'unsafe-inline'",
                    r.headers().firstValue("Content-Security-Policy").orElse(""), game);
            assertFalse(r.body().contains("<script"), game);
            assertTrue(r.body().contains("<nav aria-label=\"Sections\">"), game);
            assertFalse(r.body().contains("Test."), game + ": no developers' notes on a player's page");
        }
        String keep = get("/rules/the-keep").body();
        assertTrue(keep.contains("<title>The Keep: rules aid</title>"), keep.substring(0, 400));
        assertTrue(keep.contains("<h2 id=\"conflict\">Conflict</h2>"), "a section's heading carries its anchor");
        assertTrue(keep.contains("<h3 id=\"secret-doors\">Secret doors</h3>"));
        assertTrue(keep.contains("<a href=\"#retreat\">Retreat</a>"), "the list of sections links to each");
        assertTrue(keep.contains("<table tabindex=\"0\">"), "a table scrolls on a phone and the keyboard reaches it");
    }

    @Test
    void aBookSectionLeadsToTheSectionThatExplainsIt() throws Exception {
        assertEquals("/rules/the-keep#conflict", location("/rules/the-keep?rule=Conflict"));
        assertEquals("/rules/the-keep#retreat", location("/rules/the-keep?rule=Retreat"));
        assertEquals("/rules/the-keep#who-wins", location("/rules/the-keep?rule=Winning%20the%20Game"));
        assertEquals("/rules/the-keep#secret-doors", location("/rules/the-keep?rule=Secret%20Doors%2FSecret%20Passages"));
        assertEquals("/rules/the-keep#molasar-and-the-guards",
                location("/rules/the-keep?rule=Molasar%2FSS%20Guards%20Movement"));
        assertEquals("/rules/dead-keep#activation", location("/rules/dead-keep?rule=Activation%3A%20Move"));
        assertEquals("/rules/down-among-the-dead#movement-phase",
                location("/rules/down-among-the-dead?rule=4.1"));
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
        assertTrue(r.body().contains("no rules for"), r.body());
        assertEquals(404, get("/rules/dead-keep-links").statusCode());
        assertEquals(404, get("/rules/..%2Fkeeptable-ui%2Ftable").statusCode());
    }

    @Test
    void nothingInTheAidBecomesMarkupOrScript() {
        RulesAid aid = RulesAid.parse("x.md", "# A <b>title</b>\n\n## Words <i>here</i>\n\nWords <script>alert(1)</script>"
                + " & \"more\".\n\n- see [the book](javascript:alert(2)) and <img src=x onerror=alert(3)>\n\n"
                + "| a | b |\n|---|---|\n| <iframe> | x |\n", "x-links.yaml", "rules: {}\nchoices: {}\n");
        String page = RulesAidPage.of(aid);
        assertFalse(page.contains("<script"), page);
        assertFalse(page.contains("<img"), page);
        assertFalse(page.contains("<iframe"), page);
        assertFalse(page.contains("<i>"), page);
        assertFalse(page.contains("javascript:"), page);
        assertTrue(page.contains("<title>A &lt;b&gt;title&lt;/b&gt;</title>"), page);
        assertTrue(page.contains("<h2 id=\"words-i-here-i\">Words &lt;i&gt;here&lt;/i&gt;</h2>"), page);
        assertTrue(page.contains("Words &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;."), page);
    }
}
