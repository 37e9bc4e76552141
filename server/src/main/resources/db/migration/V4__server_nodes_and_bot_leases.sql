-- Several servers ("nodes") on one PostgreSQL database. Each node renews its row while it lives
-- (expires_at, in milliseconds of the database's clock); a table's bots run on the node named in
-- bot_node while that node's row has not expired, and another node takes the table over after.
CREATE TABLE server_nodes (
    id          VARCHAR(40) PRIMARY KEY,
    expires_at  BIGINT      NOT NULL
);

ALTER TABLE game_tables ADD COLUMN bot_node VARCHAR(40);
