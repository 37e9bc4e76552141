package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import keeptable.engine.json.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A webhook's host is looked up once before a post, and the post connects to the address checked: a name
 * that answers an allowed address to the check and then the loopback receiver's (DNS rebinding, played by
 * {@link FlippingResolver}) never reaches the receiver, and a post that is let through names its host in
 * the {@code Host} header. The receiver is a real HTTP server on 127.0.0.1; the allowed address 127.0.0.2
 * has nothing listening, so every connection stays on this machine's loopback.
 */
class WebhookRebindingTest {
    private HttpServer receiver;
    /** The Host header of each post the receiver got. */
    private final ConcurrentLinkedQueue<String> hosts = new ConcurrentLinkedQueue<>();

    @BeforeEach
    void receive() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/hook", ex -> {
            ex.getRequestBody().readAllBytes();
            hosts.add(ex.getRequestHeaders().getFirst("Host"));
            ex.sendResponseHeaders(204, -1);
            ex.close();
        });
        receiver.start();
    }

    @AfterEach
    void stop() {
        receiver.stop(0);
    }

    private String url() {
        return "http://" + FlippingResolver.NAME + ":" + receiver.getAddress().getPort() + "/hook";
    }

    @Test
    void aNameThatAnswersAnotherAddressAfterTheCheckIsNotFollowedThere() throws Exception {
        FlippingResolver.answer("127.0.0.2", "127.0.0.1");
        Webhooks webhooks = new Webhooks(new WebhookAddresses(List.of("127.0.0.2")), Json.plain());
        IOException e = assertThrows(IOException.class,
                () -> webhooks.post(url(), "Your turn", "It is your turn.", "http://localhost/", "key"));
        assertEquals(List.of(), List.copyOf(hosts), "the receiver on 127.0.0.1, not allowed, was not reached: " + e);
        assertEquals(1, FlippingResolver.asked(), "the name was looked up once, for the check");
    }

    @Test
    void aPostGoesToTheAddressCheckedAndNamesItsHost() throws Exception {
        FlippingResolver.answer("127.0.0.1");
        Webhooks webhooks = new Webhooks(new WebhookAddresses(List.of("127.0.0.1")), Json.plain());
        webhooks.post(url() + "?thread=2", "Your turn", "It is your turn.", "http://localhost/", "key");
        assertEquals(List.of(FlippingResolver.NAME + ":" + receiver.getAddress().getPort()), List.copyOf(hosts),
                "the Host header names the webhook's host, not the address");
        assertEquals(1, FlippingResolver.asked());

        FlippingResolver.answer("127.0.0.1");
        Webhooks closed = new Webhooks(new WebhookAddresses(List.of()), Json.plain());
        IOException refused = assertThrows(IOException.class,
                () -> closed.post(url(), "Your turn", "It is your turn.", "http://localhost/", "key"));
        assertTrue(refused.getMessage().contains("--webhook-allow"), refused.getMessage());
        assertEquals(1, hosts.size(), "a name answering loopback is refused where it is not allowed");
    }
}
