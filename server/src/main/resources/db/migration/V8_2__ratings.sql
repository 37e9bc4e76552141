-- Glicko-2 ratings of account players, per game: rating and deviation on the Glicko scale (1500 and
-- 350 for a newcomer), volatility, and how many rated games made them.
CREATE TABLE ratings (
    account     VARCHAR(24)      NOT NULL REFERENCES accounts (name_key),
    game        VARCHAR(100)     NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       INTEGER          NOT NULL,
    PRIMARY KEY (account, game)
);
CREATE INDEX ratings_game ON ratings (game, rating);

-- The finished tables whose result has been weighed (rated, or found unrated), each once, whichever node
-- finished it and even after a crash: a finished table missing here is weighed at the next chance.
CREATE TABLE weighed_tables (
    table_id   VARCHAR(40) PRIMARY KEY,
    rated      INTEGER     NOT NULL,
    weighed_at BIGINT      NOT NULL
);
