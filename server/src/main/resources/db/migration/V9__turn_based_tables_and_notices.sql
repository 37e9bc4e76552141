-- Turn-based tables (issue 27): the time a player has for each decision and what happens when it runs
-- out ('bot' with the bot's kind, 'skip' or 'abandon'). All NULL for a live table (every table stored
-- before this migration is one).
ALTER TABLE game_tables ADD COLUMN move_seconds INTEGER;
ALTER TABLE game_tables ADD COLUMN on_timeout VARCHAR(10);
ALTER TABLE game_tables ADD COLUMN timeout_bot VARCHAR(100);
-- The clock of the seat to move: the step it times and when it runs out (milliseconds since the epoch).
-- NULL while no clock runs (a live table, a bot to move, the game over). Written in the transaction of the
-- step that starts it; a time-out clears it in the transaction that acts on it, so it acts once.
ALTER TABLE game_tables ADD COLUMN clock_step INTEGER;
ALTER TABLE game_tables ADD COLUMN clock_due BIGINT;
CREATE INDEX game_tables_clock_due ON game_tables (clock_due);

-- A bot playing a person's seat for them (handed over, or after a time-out) until they take it back:
-- its kind, or 'skip' while a timed-out turn is being given up. NULL while the person plays.
ALTER TABLE table_seats ADD COLUMN stand_in VARCHAR(100);
-- When a socket of this node or another last showed the seat's player at the table (milliseconds): no
-- notice is sent to a player watching the table.
ALTER TABLE table_seats ADD COLUMN watched_at BIGINT NOT NULL DEFAULT 0;

-- Where an account wants to be told that it is its turn or that a game ended (either may be NULL).
CREATE TABLE notify_settings (
    account     VARCHAR(24)  PRIMARY KEY,
    webhook     VARCHAR(500),
    email       VARCHAR(254),
    updated_at  BIGINT       NOT NULL
);

-- Notices to send, written in the transaction of the step that calls for them, so a step stored is a
-- notice queued and a step refused is none. Any node sends a due notice after claiming it (claimed_until,
-- in milliseconds); a claim that runs out unsent (its node died) is taken by another. sent_at is set once
-- it is done (sent, not needed because the player was watching, or given up: outcome says which).
CREATE TABLE notices (
    id             VARCHAR(200) PRIMARY KEY,
    table_id       VARCHAR(40)  NOT NULL,
    step           INTEGER      NOT NULL,
    seat           INTEGER      NOT NULL,
    channel        VARCHAR(10)  NOT NULL,
    address        VARCHAR(500) NOT NULL,
    subject        VARCHAR(300) NOT NULL,
    body           TEXT         NOT NULL,
    link           VARCHAR(500) NOT NULL,
    created_at     BIGINT       NOT NULL,
    due_at         BIGINT       NOT NULL,
    attempts       INTEGER      NOT NULL DEFAULT 0,
    claimed_by     VARCHAR(40),
    claimed_until  BIGINT       NOT NULL DEFAULT 0,
    sent_at        BIGINT,
    outcome        VARCHAR(300)
);
CREATE INDEX notices_due ON notices (sent_at, due_at);
