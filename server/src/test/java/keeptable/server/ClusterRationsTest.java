package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.server.Harness.Response;
import org.junit.jupiter.api.Test;

/**
 * Per-client limits that hold across the nodes of a cluster, over real HTTP on three nodes sharing one
 * PostgreSQL: a client's rations are counted in the store, so three nodes allow what one does, and its
 * running tables with search bots are counted wherever they were opened.
 */
class ClusterRationsTest extends ClusterCase {
    private static final String BODY = "{\"game\":\"relay\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}]}";

    private List<Integer> threeNodes(Limits limits) {
        List<Integer> ports = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ports.add(node(c -> c.withBots(1, 100).withLimits(limits)).port());
        }
        return ports;
    }

    private static Response create(int port, String body) throws Exception {
        return Harness.post(port, "/api/tables", body);
    }

    @Test
    void threeNodesAllowAClientWhatOneDoes() throws Exception {
        List<Integer> ports = threeNodes(new Limits(5_000, 100, 4, 30));
        for (int i = 0; i < 4; i++) {
            assertEquals(201, create(ports.get(i % 3), BODY).status(), "table " + (i + 1) + " of 4");
        }
        for (int port : ports) {
            Response refused = create(port, BODY);
            assertEquals(429, refused.status(), "the fifth table within the minute, on any node: " + refused);
            assertTrue(refused.body().get("error").asText().contains("at most 4 tables a minute"), refused.toString());
        }
    }

    @Test
    void aClientsTablesWithSearchBotsAreCountedOnEveryNode() throws Exception {
        List<Integer> ports = threeNodes(Limits.defaults().withSearchTables(2));
        String search = "{\"game\":\"killmans-keep\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"ismcts:100ms\"}]}";
        assertEquals(201, create(ports.get(0), search).status());
        assertEquals(201, create(ports.get(1), search).status());
        Response third = create(ports.get(2), search);
        assertEquals(429, third.status(), third.toString());
        assertTrue(third.body().get("error").asText().contains("this client has 2"), third.toString());
    }

    @Test
    void wrongAdminTokensAreCountedOnEveryNode() throws Exception {
        List<Integer> ports = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            KeeptableServer s = db.start(c -> c.withCluster(true).withAdminToken("the-real-token"));
            nodes.add(s);
            ports.add(s.port());
        }
        for (int i = 0; i < AdminApi.WRONG_GUESSES_PER_MINUTE; i++) {
            Response wrong = stop(ports.get(i % 3), "a-guess-" + i);
            assertEquals(401, wrong.status(), "guess " + (i + 1) + ": " + wrong);
        }
        for (int port : ports) {
            Response shut = stop(port, "the-real-token");
            assertEquals(429, shut.status(), "after the guesses spread over three nodes, even the right token waits: " + shut);
            assertTrue(shut.body().get("error").asText().contains("wrong admin tokens"), shut.toString());
        }
    }

    private static Response stop(int port, String token) throws Exception {
        return Harness.request(port, "POST", "/api/admin/tables/no-such-table/stop", "{}",
                "Content-Type", "application/json", "Authorization", "Bearer " + token);
    }
}
