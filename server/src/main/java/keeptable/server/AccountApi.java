package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Signing up, logging in and out: {@code POST /api/accounts}, {@code POST /api/session},
 * {@code DELETE /api/session} (with {@code ?everywhere=true}: every session of the account). Failed
 * logins are rationed per client address and per account, counted in the store when several nodes
 * serve, so guessing a password is slow wherever it is tried. No password is logged.
 */
final class AccountApi {
    private static final Logger LOG = LoggerFactory.getLogger(AccountApi.class);
    static final int FAILED_LOGINS_PER_ADDRESS = 10;
    static final int FAILED_LOGINS_PER_ACCOUNT = 5;
    static final int SIGN_UPS_PER_ADDRESS = 10;
    private final Accounts accounts;
    private final Sessions sessions;
    private final ObjectMapper json;
    private final Rations failedFromAddress;
    private final Rations failedForAccount;
    private final Rations signUps;

    AccountApi(Accounts accounts, Sessions sessions, Db db, ObjectMapper json, ServerConfig config) {
        this.accounts = accounts;
        this.sessions = sessions;
        this.json = json;
        ClientAddress addresses = new ClientAddress(config.trustedProxies());
        this.failedFromAddress = new Rations("failed logins", FAILED_LOGINS_PER_ADDRESS, addresses)
                .sharedIn(db, config.cluster());
        this.failedForAccount = new Rations("failed logins", FAILED_LOGINS_PER_ACCOUNT, addresses)
                .perKey("for one account").sharedIn(db, config.cluster());
        this.signUps = new Rations("sign-ups", SIGN_UPS_PER_ADDRESS, addresses).sharedIn(db, config.cluster());
    }

    /** {@code POST /api/accounts {"name","password"}}: a new account, logged in at once (201). */
    void signUp(Context ctx) {
        JsonNode b = Http.body(ctx, json);
        String name = Text.field(b, "name", "name", "", Accounts.LONGEST_NAME + 1);
        String password = password(b);
        signUps.take(ctx);
        Account a = accounts.signUp(Accounts.checkedName(name), password);
        sessions.open(ctx, a);
        LOG.info("event=account_created account={}", a.key());
        ctx.status(201);
        Http.send(ctx, me(a));
    }

    /** {@code POST /api/session {"name","password"}}: logs in (sets the session cookie), or a 401. */
    void logIn(Context ctx) {
        JsonNode b = Http.body(ctx, json);
        String name = Text.field(b, "name", "name", "", Accounts.LONGEST_NAME + 1);
        String password = password(b);
        String accountKey = "account " + name.toLowerCase(java.util.Locale.ROOT);
        failedFromAddress.refuseIfSpent(ctx);
        failedForAccount.refuseIfSpent(ctx, accountKey);
        Account a = accounts.check(name, password);
        if (a == null) {
            failedFromAddress.take(ctx);
            failedForAccount.take(ctx, accountKey);
            LOG.info("event=login_failed");
            throw new ApiError(401, "wrong name or password");
        }
        sessions.open(ctx, a);
        LOG.info("event=logged_in account={}", a.key());
        Http.send(ctx, me(a));
    }

    /** {@code DELETE /api/session}: logs this browser out; {@code ?everywhere=true} every browser of the account. */
    void logOut(Context ctx) {
        String everywhere = ctx.queryParam("everywhere");
        if (everywhere != null && !everywhere.equals("true") && !everywhere.equals("false")) {
            throw new ApiError(400, "everywhere must be true or false");
        }
        Account a = sessions.accountOf(ctx);
        if (a != null && "true".equals(everywhere)) {
            sessions.closeAll(a);
            LOG.info("event=logged_out_everywhere account={}", a.key());
        }
        sessions.close(ctx);
        ctx.status(204);
    }

    /** The request's password field: a string of bounded length (not trimmed: spaces count). */
    private static String password(JsonNode b) {
        JsonNode p = b.get("password");
        if (p == null || !p.isTextual()) {
            throw new ApiError(400, "password must be a string");
        }
        if (p.asText().length() > Accounts.LONGEST_PASSWORD) {
            throw new ApiError(400, "a password has at most " + Accounts.LONGEST_PASSWORD + " characters");
        }
        return p.asText();
    }

    private ObjectNode me(Account a) {
        ObjectNode n = json.createObjectNode();
        n.put("name", a.name());
        return n;
    }
}
