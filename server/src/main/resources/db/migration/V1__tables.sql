-- A table is its record: game, rules version, setup (seats, options, seed) and its choices in order.
CREATE TABLE game_tables (
    id              VARCHAR(40)  PRIMARY KEY,
    game            VARCHAR(100) NOT NULL,
    rules_version   VARCHAR(100) NOT NULL,
    setup           TEXT         NOT NULL,
    start_print     BIGINT       NOT NULL,
    created_at      BIGINT       NOT NULL,
    steps           INTEGER      NOT NULL DEFAULT 0,
    finished        INTEGER      NOT NULL DEFAULT 0,
    outcome         TEXT
);

-- Who sits where; token is the secret of a human seat, NULL while the seat is open (or a bot's).
CREATE TABLE table_seats (
    table_id  VARCHAR(40)  NOT NULL REFERENCES game_tables (id),
    seat      INTEGER      NOT NULL,
    name      VARCHAR(200) NOT NULL,
    agent     VARCHAR(100) NOT NULL,
    token     VARCHAR(100),
    PRIMARY KEY (table_id, seat)
);

-- Every accepted choice, appended before it is acknowledged. The key makes a step unique.
CREATE TABLE table_choices (
    table_id     VARCHAR(40) NOT NULL REFERENCES game_tables (id),
    step         INTEGER     NOT NULL,
    choice       TEXT        NOT NULL,
    fingerprint  BIGINT      NOT NULL,
    created_at   BIGINT      NOT NULL,
    PRIMARY KEY (table_id, step)
);
