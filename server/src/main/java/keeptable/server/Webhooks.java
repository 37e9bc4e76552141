package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * Posts notices to webhooks: one JSON object that Discord ({@code content}) and Slack ({@code text})
 * incoming webhooks read as the message, and that ntfy shows as it is; with the title, the link and the
 * players for other receivers. Before each post the host is looked up once and its addresses checked (see
 * {@link WebhookAddresses}), and the post connects to the address checked, never looking the name up again;
 * the request still names the host (its {@code Host} header, and for https the name sent and checked in
 * the certificate). Each post carries the notice's own key ({@code Idempotency-Key}), the same at every
 * attempt, so a receiver can drop a repeat. A redirect is a failure (never followed), and every wait is
 * bounded.
 */
final class Webhooks {
    private static final int TIMEOUT_MS = 10_000;
    /** The longest status line read from a receiver. */
    private static final int LONGEST_STATUS = 1_024;
    private final WebhookAddresses addresses;
    private final ObjectMapper json;
    private final SSLSocketFactory tls;

    /** Posting over https with the certificates the JVM trusts. */
    Webhooks(WebhookAddresses addresses, ObjectMapper json) {
        this(addresses, json, (SSLSocketFactory) SSLSocketFactory.getDefault());
    }

    /**
     * Posting over https with {@code tls}'s trust (a test's receiver, with a certificate of its own); the host name
     * is checked against the certificate all the same.
     */
    Webhooks(WebhookAddresses addresses, ObjectMapper json, SSLSocketFactory tls) {
        this.addresses = addresses;
        this.json = json;
        this.tls = tls;
    }

    /**
     * Posts one notice, {@code key} naming it (the same for every attempt at it); throws with the reason if it
     * was not taken (refused address, redirect, error status, no answer in time).
     */
    void post(String url, String subject, String body, String link, String key) throws IOException {
        URI u = WebhookAddresses.parse(url);
        InetAddress to = addresses.checked(u);
        ObjectNode n = json.createObjectNode();
        String text = subject + "\n" + body;
        n.put("content", text);
        n.put("text", text);
        n.put("title", subject);
        n.put("url", link);
        byte[] payload = n.toString().getBytes(StandardCharsets.UTF_8);
        boolean https = u.getScheme().equalsIgnoreCase("https");
        int port = u.getPort() >= 0 ? u.getPort() : https ? 443 : 80;
        String path = (u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath())
                + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery());
        String head = "POST " + path + " HTTP/1.1\r\nHost: " + u.getRawAuthority()
                + "\r\nContent-Type: application/json\r\nUser-Agent: keeptable\r\nIdempotency-Key: " + key
                + "\r\nContent-Length: " + payload.length + "\r\nConnection: close\r\n\r\n";
        int status;
        try (Socket s = open(to, port, https ? hostName(u) : null)) {
            OutputStream out = s.getOutputStream();
            out.write(head.getBytes(StandardCharsets.ISO_8859_1));
            out.write(payload);
            out.flush();
            status = status(s.getInputStream(), System.currentTimeMillis() + TIMEOUT_MS);
        }
        if (status >= 300 && status < 400) {
            throw new IOException("the webhook answered with a redirect (" + status + "), which is not followed");
        }
        if (status >= 400) {
            throw new IOException("the webhook answered " + status);
        }
    }

    /** A connection to the address checked; for https ({@code tlsName} not null) with that name verified. */
    private Socket open(InetAddress to, int port, String tlsName) throws IOException {
        Socket plain = new Socket();
        try {
            plain.connect(new InetSocketAddress(to, port), TIMEOUT_MS);
            plain.setSoTimeout(TIMEOUT_MS);
            if (tlsName == null) {
                return plain;
            }
            SSLSocket secure = (SSLSocket) tls.createSocket(plain, tlsName, port, true);
            SSLParameters p = secure.getSSLParameters();
            p.setEndpointIdentificationAlgorithm("HTTPS");
            secure.setSSLParameters(p);
            secure.startHandshake();
            return secure;
        } catch (IOException | RuntimeException e) {
            plain.close();
            throw e;
        }
    }

    /** The URL's host as TLS names it: without an IPv6 literal's brackets. */
    private static String hostName(URI u) {
        String h = u.getHost();
        return h.startsWith("[") && h.endsWith("]") ? h.substring(1, h.length() - 1) : h;
    }

    /** The status code of the receiver's answer, read from its first line by the deadline. */
    private static int status(InputStream in, long deadline) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0 || line.length() > LONGEST_STATUS || System.currentTimeMillis() > deadline) {
                throw new IOException("the webhook gave no answer");
            }
            line.append((char) b);
        }
        String[] parts = line.toString().trim().split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/") || !parts[1].matches("\\d{3}")) {
            throw new IOException("the webhook's answer is not HTTP");
        }
        return Integer.parseInt(parts[1]);
    }
}
