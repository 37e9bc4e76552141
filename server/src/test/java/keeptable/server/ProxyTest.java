package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Per-client rations behind proxies, over real HTTP: with the proxy's address trusted, each client
 * named in X-Forwarded-For has a ration of its own, and the name counted is the right-most one that
 * no trusted proxy wrote (so a client cannot escape its ration by writing names to the left); a peer
 * that is not trusted is counted as itself, whatever header it sends.
 */
class ProxyTest extends ServerCase {
    private static final String BODY = "{\"game\":\"relay\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}";

    private int create(String forwardedFor) throws Exception {
        return Harness.request(port, "POST", "/api/tables", BODY, "Content-Type", "application/json",
                "X-Forwarded-For", forwardedFor).status();
    }

    @Test
    void behindATrustedProxyEachForwardedClientHasItsOwnRation() throws Exception {
        start("sqlite", c -> c.withLimits(new Limits(5_000, 100, 2, 2)).withTrustedProxies(List.of("127.0.0.1")));
        assertEquals(201, create("203.0.113.7"));
        assertEquals(201, create("198.51.100.1, 203.0.113.7"), "a name written on the left does not count");
        assertEquals(429, create("203.0.113.7"), "the third table of 203.0.113.7 within the minute");
        assertEquals(429, create("10.9.9.9, 203.0.113.7, 127.0.0.1"), "a trusted proxy's own entry is skipped");
        assertEquals(201, create("203.0.113.8"), "another client behind the same proxy has its own ration");
        assertEquals(201, create("[2001:DB8::1]"));
        assertEquals(201, create("2001:db8::1"), "one address however it is written");
        assertEquals(429, create("2001:db8::1"));
    }

    @Test
    void anUntrustedPeerIsCountedAsItselfWhateverItForwards() throws Exception {
        start("sqlite", c -> c.withLimits(new Limits(5_000, 100, 2, 2)).withTrustedProxies(List.of("192.0.2.1")));
        assertEquals(201, create("203.0.113.1"));
        assertEquals(201, create("203.0.113.2"));
        assertEquals(429, create("203.0.113.3"), "every request came from 127.0.0.1, which is no trusted proxy");
    }

    @Test
    void aTrustedProxyMustBeAnAddress() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.defaults().withTrustedProxies(List.of("proxy.example")));
        assertTrue(e.getMessage().contains("--trust-proxy takes IP addresses"), e.getMessage());
    }
}
