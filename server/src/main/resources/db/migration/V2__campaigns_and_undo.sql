-- A campaign: what a campaign game remembers from one game to the next, as the game's own JSON.
CREATE TABLE campaigns (
    id            VARCHAR(40)  PRIMARY KEY,
    game          VARCHAR(100) NOT NULL,
    state         TEXT         NOT NULL,
    games_played  INTEGER      NOT NULL DEFAULT 0,
    created_at    BIGINT       NOT NULL,
    updated_at    BIGINT       NOT NULL
);

-- The campaign a table's game belongs to, if any. The campaign moves on in the same transaction
-- as the choice that ends the game.
ALTER TABLE game_tables ADD COLUMN campaign_id VARCHAR(40) REFERENCES campaigns (id);
