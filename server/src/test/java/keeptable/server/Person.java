package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;

/** One person at the server in a test, as a browser is: their session cookie kept from response to request. */
final class Person {
    static final String PASSWORD = "correct horse battery";
    final int port;
    final String name;
    /** The session cookie as sent back ({@code keeptable_session=...}), or null. */
    String cookie;
    /** The last Set-Cookie header the server sent, or null. */
    String setCookie;

    Person(int port, String name) {
        this.port = port;
        this.name = name;
    }

    /** A new account of this name (and {@link #PASSWORD}), logged in. */
    static Person signedUp(int port, String name) throws Exception {
        Person p = new Person(port, name);
        Response r = p.call("POST", "/api/accounts", "{\"name\":\"" + name + "\",\"password\":\"" + PASSWORD + "\"}");
        if (r.status() != 201) {
            throw new AssertionError("sign-up failed: " + r);
        }
        return p;
    }

    Response logIn(String password) throws Exception {
        return call("POST", "/api/session", "{\"name\":\"" + name + "\",\"password\":\"" + password + "\"}");
    }

    /** A request with this person's cookie (and {@code extra} header pairs); a body is sent as JSON. */
    Response call(String method, String path, String body, String... extra) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        if (extra.length > 0) {
            b.headers(extra);
        }
        HttpResponse<String> r = Harness.HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        setCookie = r.headers().firstValue("Set-Cookie").orElse(null);
        if (setCookie != null && setCookie.startsWith(Sessions.COOKIE + "=")) {
            String value = setCookie.substring(0, setCookie.indexOf(';'));
            cookie = value.endsWith("=") ? null : value;
        }
        JsonNode n = r.body().isEmpty() ? null : Harness.JSON.readTree(r.body());
        return new Response(r.statusCode(), n);
    }

    /** This person proposes to hand seat {@code seat} of {@code table} to the account {@code body} names. */
    Response proposeHandOver(String table, int seat, String body) throws Exception {
        return call("POST", "/api/tables/" + table + "/seats/" + seat + "/handover", body);
    }

    /** This person's answer ({@code body}: agree, and a guest's token) to the hand-over of {@code seat} waiting. */
    Response answerHandOver(String table, int seat, String body) throws Exception {
        return call("POST", "/api/tables/" + table + "/seats/" + seat + "/handover/answer", body);
    }

    /** A socket at the table with this person's cookie, saying hello with {@code token} (or none, for their seat). */
    Ws seat(String table, String token) throws Exception {
        Ws w = new Ws(port, table, 0, null, cookie);
        w.send(token == null ? "{\"type\":\"hello\"}" : "{\"type\":\"hello\",\"token\":\"" + token + "\"}");
        return w;
    }
}
