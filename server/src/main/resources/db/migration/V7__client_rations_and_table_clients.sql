-- Per-client rations every node counts in (tables, hints, replays a minute per client address), and
-- the client address that created each table, so that a client's running tables with search bots
-- are counted across nodes and its bot moves take their turns under its name after a reload.
CREATE TABLE client_rations (
    client        VARCHAR(64) NOT NULL,
    what          VARCHAR(40) NOT NULL,
    window_start  BIGINT      NOT NULL,
    used          INTEGER     NOT NULL,
    PRIMARY KEY (client, what)
);

ALTER TABLE game_tables ADD COLUMN client VARCHAR(64);
CREATE INDEX game_tables_client ON game_tables (client);
