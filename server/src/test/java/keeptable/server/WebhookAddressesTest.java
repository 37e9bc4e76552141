package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which webhook URLs the server posts to: public hosts only, unless --webhook-allow names the address. */
class WebhookAddressesTest {
    private static final List<String> PRIVATE = List.of("127.0.0.1", "127.3.4.5", "10.1.2.3", "172.16.0.1",
            "172.31.255.254", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "198.18.0.1",
            "240.0.0.1", "[::1]", "[fe80::1]", "[fc00::1]", "[fd12:3456::1]", "[::ffff:127.0.0.1]",
            "[::ffff:10.0.0.1]", "[::]", "localhost");

    @Test
    void everyPrivateLoopbackLinkLocalOrReservedAddressIsRefused() {
        WebhookAddresses none = new WebhookAddresses(List.of());
        for (String host : PRIVATE) {
            String why = none.refusal(URI.create("https://" + host + "/hook"));
            assertNotNull(why, host + " is refused");
            assertTrue(why.contains("--webhook-allow"), why);
        }
        assertNull(none.refusal(URI.create("https://93.184.216.34/hook")), "a public address is not");
        assertNull(none.refusal(URI.create("https://[2606:4700:4700::1111]/hook")), "nor a public IPv6 one");
        assertNull(none.refusal(URI.create("https://172.32.0.1/hook")), "172.32 is outside 172.16/12");
    }

    @Test
    void webhookAllowLetsExactlyTheAddressesItNames() {
        WebhookAddresses one = new WebhookAddresses(List.of("127.0.0.1"));
        assertNull(one.refusal(URI.create("http://127.0.0.1:9000/hook")));
        assertNotNull(one.refusal(URI.create("http://127.0.0.2:9000/hook")), "only the address named");
        assertNotNull(one.refusal(URI.create("http://10.0.0.1/hook")));
        WebhookAddresses block = new WebhookAddresses(List.of("10.0.0.0/8", "::1"));
        assertNull(block.refusal(URI.create("http://10.200.3.4/hook")));
        assertNull(block.refusal(URI.create("http://[::1]/hook")));
        assertNotNull(block.refusal(URI.create("http://11.0.0.1.invalid/hook")), "an unknown host is refused");
        assertNotNull(block.refusal(URI.create("http://192.168.0.1/hook")));
        assertThrows(IllegalArgumentException.class, () -> new WebhookAddresses(List.of("example.org")));
        assertThrows(IllegalArgumentException.class, () -> new WebhookAddresses(List.of("10.0.0.0/33")));
    }

    @Test
    void malformedUrlsAreRefusedNamingWhatIsWrong() {
        String[][] cases = {{"ftp://example.org/x", "https://"}, {"javascript:alert(1)", "https://"},
                {"https:///nohost", "no host"}, {"https://user:pw@example.org/x", "user name"},
                {"https://example.org/" + "a".repeat(500), "500 characters"}, {"https://exa mple.org/", "not a URL"}};
        for (String[] c : cases) {
            ApiError e = assertThrows(ApiError.class, () -> WebhookAddresses.parse(c[0]), c[0]);
            assertEquals(400, e.status);
            assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
        }
    }
}
