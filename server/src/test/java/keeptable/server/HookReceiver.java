package keeptable.server;

import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManagerFactory;

/**
 * A real webhook receiver on 127.0.0.1 for a test: it takes every post to {@code /hook...} with a 204 and keeps
 * what came. Plain http, or https with a self-signed certificate made for the test (by the JDK's keytool) for one
 * host name; {@link #trusting()} is a client side that trusts that certificate and no other.
 */
final class HookReceiver implements AutoCloseable {
    private static final char[] PASSWORD = "hook-test".toCharArray();

    /** One post as the receiver got it. */
    record Post(String path, String host, String body) {
    }

    final ConcurrentLinkedQueue<Post> posts = new ConcurrentLinkedQueue<>();
    private final HttpServer server;
    private final SSLContext trusting;

    private HookReceiver(HttpServer server, SSLContext trusting) {
        this.server = server;
        this.trusting = trusting;
        server.createContext("/hook", ex -> {
            String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            posts.add(new Post(ex.getRequestURI().getPath(), ex.getRequestHeaders().getFirst("Host"), body));
            ex.sendResponseHeaders(204, -1);
            ex.close();
        });
        server.start();
    }

    /** A plain http receiver. */
    static HookReceiver http() throws IOException {
        return new HookReceiver(HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0), null);
    }

    /** An https receiver whose certificate (self-signed, made in {@code dir}) names {@code host} alone. */
    static HookReceiver https(Path dir, String host) throws Exception {
        Path store = dir.resolve("hook-" + host + ".p12");
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Process p = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "hook", "-keyalg", "EC",
                "-groupname", "secp256r1", "-dname", "CN=" + host, "-ext", "san=dns:" + host, "-validity", "2",
                "-storetype", "PKCS12", "-keystore", store.toString(), "-storepass", new String(PASSWORD),
                "-keypass", new String(PASSWORD)).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("keytool made no certificate: " + said);
        }
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keys.load(in, PASSWORD);
        }
        KeyManagerFactory km = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        km.init(keys, PASSWORD);
        SSLContext serving = SSLContext.getInstance("TLS");
        serving.init(km.getKeyManagers(), null, null);
        HttpsServer server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(serving));

        Certificate own = keys.getCertificate("hook");
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("hook", own);
        TrustManagerFactory tm = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tm.init(trust);
        SSLContext trusting = SSLContext.getInstance("TLS");
        trusting.init(null, tm.getTrustManagers(), null);
        return new HookReceiver(server, trusting);
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** A client's TLS that trusts this receiver's certificate alone (https receivers only). */
    SSLSocketFactory trusting() {
        return trusting.getSocketFactory();
    }

    /** The bodies posted so far, in order. */
    List<String> bodies() {
        return posts.stream().map(Post::body).toList();
    }

    /** Waits (20 ms a look) until {@code n} posts came or {@code ms} passed; true if they came. */
    boolean awaitPosts(int n, long ms) throws InterruptedException {
        long until = System.currentTimeMillis() + ms;
        while (posts.size() < n && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        return posts.size() >= n;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
