-- The Lab page's jobs (a compare of a game's content against a designer's changes) and their results.
-- request: the job as asked (JSON: the edits, games, seats, bots, seed). status: queued, running, done,
-- failed or cancelled; a job queued or running when its server stopped is queued again at the next start
-- (resumed from its first game: the same seeds give the same games). done_games counts the pairs played.
CREATE TABLE lab_jobs (
    id           VARCHAR(24)   PRIMARY KEY,
    kind         VARCHAR(12)   NOT NULL,
    game         VARCHAR(60)   NOT NULL,
    request      TEXT          NOT NULL,
    status       VARCHAR(12)   NOT NULL,
    done_games   INTEGER       NOT NULL DEFAULT 0,
    total_games  INTEGER       NOT NULL,
    message      VARCHAR(2000),
    created_at   BIGINT        NOT NULL,
    finished_at  BIGINT
);

-- A finished job's files, as the command line writes them (compare.json, differences.csv, items.csv,
-- report.html).
CREATE TABLE lab_files (
    job_id  VARCHAR(24)  NOT NULL REFERENCES lab_jobs (id),
    name    VARCHAR(40)  NOT NULL,
    body    TEXT         NOT NULL,
    PRIMARY KEY (job_id, name)
);
