-- Chat lines, kept with the table they were written at (room = the table's id) or in the lobby
-- (room = 'lobby'), numbered within their room (n = 1, 2, ...). channel: 'players' (heard by everyone
-- at the table), 'spectators' (heard by spectators only) or 'lobby'. step: the table's step when the
-- line was written, so a replay shows it where it was said. A moderator's deletion keeps the row,
-- marked deleted, and nobody is shown it again.
CREATE TABLE chat_lines (
    room        VARCHAR(40)  NOT NULL,
    n           INTEGER      NOT NULL,
    channel     VARCHAR(12)  NOT NULL,
    author      VARCHAR(40)  NOT NULL,
    account     VARCHAR(24)  REFERENCES accounts (name_key),
    step        INTEGER      NOT NULL,
    text        VARCHAR(500) NOT NULL,
    created_at  BIGINT       NOT NULL,
    deleted     INTEGER      NOT NULL DEFAULT 0,
    PRIMARY KEY (room, n)
);

-- Whom an account does not want to read: authors' names in lower case, in every room.
CREATE TABLE chat_mutes (
    account  VARCHAR(24) NOT NULL REFERENCES accounts (name_key),
    muted    VARCHAR(40) NOT NULL,
    PRIMARY KEY (account, muted)
);
