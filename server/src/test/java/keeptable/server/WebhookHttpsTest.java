package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javax.net.ssl.SSLHandshakeException;
import keeptable.engine.json.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A notice posted over https to a real local receiver (the JDK's HttpsServer on 127.0.0.1, with a self-signed
 * certificate for {@link FlippingResolver#NAME} made by the test) while the webhook's host is pinned: the post
 * goes to the address checked, with the host looked up once, and the certificate must still name the host the
 * URL names. The production client trusts the JVM's certificates; these tests give it one that trusts the test's
 * certificate alone, and show that the JVM's own does not trust it.
 */
class WebhookHttpsTest {
    @TempDir
    Path dir;
    private HookReceiver receiver;

    @BeforeEach
    void receive() throws Exception {
        receiver = HookReceiver.https(dir, FlippingResolver.NAME);
    }

    @AfterEach
    void stop() {
        receiver.close();
    }

    private Webhooks trustingTheReceiver(String... allowed) {
        return new Webhooks(new WebhookAddresses(List.of(allowed)), Json.plain(), receiver.trusting());
    }

    private String url(String host) {
        return "https://" + host + ":" + receiver.port() + "/hook";
    }

    @Test
    void aNoticeIsDeliveredOverHttpsToThePinnedAddressUnderItsHostName() throws Exception {
        FlippingResolver.answer("127.0.0.1");
        trustingTheReceiver("127.0.0.1").post(url(FlippingResolver.NAME), "Your turn", "It is your turn.",
                "https://games.example.org/t/1", "key-1");
        assertEquals(1, receiver.posts.size(), "delivered once");
        HookReceiver.Post got = receiver.posts.peek();
        assertEquals(FlippingResolver.NAME + ":" + receiver.port(), got.host(), "the Host header names the host");
        assertTrue(got.body().contains("\"title\":\"Your turn\""), got.body());
        assertEquals(1, FlippingResolver.asked(), "the name was looked up once, for the check");
    }

    @Test
    void aNameThatAnswersAnotherAddressAfterTheCheckIsNotFollowedThereOverHttpsEither() throws Exception {
        FlippingResolver.answer("127.0.0.2", "127.0.0.1"); // 127.0.0.2 is allowed and has nothing listening
        IOException e = assertThrows(IOException.class, () -> trustingTheReceiver("127.0.0.2")
                .post(url(FlippingResolver.NAME), "Your turn", "It is your turn.", "https://games.example.org/", "k"));
        assertEquals(List.of(), receiver.bodies(), "the receiver on 127.0.0.1 was not reached: " + e);
        assertEquals(1, FlippingResolver.asked());
    }

    @Test
    void theCertificateMustNameTheHostTheWebhookNames() throws Exception {
        // the same receiver, the same trusted certificate, reached by its address: the certificate does not name it
        SSLHandshakeException e = assertThrows(SSLHandshakeException.class, () -> trustingTheReceiver("127.0.0.1")
                .post(url("127.0.0.1"), "Your turn", "It is your turn.", "https://games.example.org/", "k"));
        assertTrue(e.getMessage().contains("127.0.0.1"), e.getMessage());
        assertEquals(List.of(), receiver.bodies(), "nothing was posted to a receiver that is not the host named");
    }

    @Test
    void theServersOwnClientDoesNotTrustACertificateItWasNotGiven() throws Exception {
        FlippingResolver.answer("127.0.0.1");
        Webhooks asServed = new Webhooks(new WebhookAddresses(List.of("127.0.0.1")), Json.plain());
        assertThrows(SSLHandshakeException.class, () -> asServed.post(url(FlippingResolver.NAME), "Your turn",
                "It is your turn.", "https://games.example.org/", "k"));
        assertEquals(List.of(), receiver.bodies());
    }
}
