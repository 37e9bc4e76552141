package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.javalin.http.Context;
import java.util.Map;
import java.util.regex.Pattern;
import keeptable.engine.module.GameModule;

/**
 * The Lab page's endpoints ({@code /api/lab/...}), open only with the admin token (in the Authorization header,
 * or the cookie {@code POST /api/lab/session} sets): a game's content as forms, and compare and sweep jobs -
 * create, list, show, cancel, and their files (the report, the CSVs, compare.json or sweep.json).
 */
final class LabApi {
    private static final Pattern FILE = Pattern.compile("[a-z0-9-]{1,30}\\.(json|csv|html)");
    private final AdminApi admin;
    private final LabJobs jobs;
    private final LabRows rows;
    private final LabContent content;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;
    private final boolean cluster;

    LabApi(AdminApi admin, LabJobs jobs, LabRows rows, LabContent content, Map<String, GameModule> games,
           ObjectMapper json, boolean cluster) {
        this.admin = admin;
        this.jobs = jobs;
        this.rows = rows;
        this.content = content;
        this.games = games;
        this.json = json;
        this.cluster = cluster;
    }

    private void authorize(Context ctx) {
        if (cluster) {
            throw new ApiError(404, "the Lab runs on a server alone, not on the nodes of a cluster (--cluster)");
        }
        admin.authorizeLab(ctx);
    }

    /** {@code GET /api/lab/games/{game}/content}: every file, entry and field the game reads, with its value. */
    void content(Context ctx) {
        authorize(ctx);
        String game = ctx.pathParam("game");
        if (!games.containsKey(game)) {
            throw new ApiError(404, "no game " + Text.quoted(game));
        }
        Http.send(ctx, content.json(game, json));
    }

    /**
     * {@code POST /api/lab/jobs}: a compare or sweep job ({@code kind}), checked and queued (201), or refused naming
     * why (nothing stored).
     */
    void create(Context ctx) {
        authorize(ctx);
        LabRows.Job j = jobs.create(Http.body(ctx, json));
        ctx.status(201);
        Http.send(ctx, jobs.json(j));
    }

    /** {@code GET /api/lab/jobs}: the newest jobs first. */
    void list(Context ctx) {
        authorize(ctx);
        ArrayNode a = json.createArrayNode();
        rows.recent(50).forEach(j -> a.add(jobs.json(j)));
        Http.send(ctx, a);
    }

    void show(Context ctx) {
        authorize(ctx);
        Http.send(ctx, jobs.json(job(ctx)));
    }

    /** {@code POST /api/lab/jobs/{id}/cancel}: a queued or running job cancelled; a finished one is a 409. */
    void cancel(Context ctx) {
        authorize(ctx);
        LabRows.Job j = job(ctx);
        if (!jobs.cancel(j.id())) {
            throw new ApiError(409, "the job is " + rows.find(j.id()).status() + " already");
        }
        Http.send(ctx, jobs.json(rows.find(j.id())));
    }

    /**
     * {@code GET /api/lab/jobs/{id}/files/{name}}: one of a finished job's files ({@code ?download} to save it).
     * The report may be framed by the Lab page only, and runs nothing: it is inline SVG, no scripts.
     */
    void file(Context ctx) {
        authorize(ctx);
        LabRows.Job j = job(ctx);
        String name = ctx.pathParam("name");
        String body = FILE.matcher(name).matches() ? rows.file(j.id(), name) : null;
        if (body == null) {
            throw new ApiError(404, "job " + j.id() + " has no file " + Text.quoted(name));
        }
        if (name.endsWith(".html")) {
            ctx.header("X-Frame-Options", "SAMEORIGIN");
            ctx.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:;"
                    + " frame-ancestors 'self'; sandbox");
        }
        if (ctx.queryParamMap().containsKey("download")) {
            ctx.header("Content-Disposition", "attachment; filename=\"" + j.game() + "-" + name + "\"");
        }
        ctx.contentType(name.endsWith(".json") ? "application/json" : name.endsWith(".csv") ? "text/csv; charset=utf-8"
                : "text/html; charset=utf-8").result(body);
    }

    private LabRows.Job job(Context ctx) {
        LabRows.Job j = rows.find(ctx.pathParam("id"));
        if (j == null) {
            throw new ApiError(404, "no job " + Text.quoted(ctx.pathParam("id")));
        }
        return j;
    }
}
