-- Accounts (optional: a guest plays by a seat's link as before). An account is known by its name;
-- name_key is the name in lower case, so "Ann" and "ann" are one account. The password is kept only
-- as its Argon2id hash.
CREATE TABLE accounts (
    name_key       VARCHAR(24)  PRIMARY KEY,
    name           VARCHAR(24)  NOT NULL,
    password_hash  VARCHAR(200) NOT NULL,
    created_at     BIGINT       NOT NULL
);

-- A logged-in browser: the SHA-256 of its session cookie's secret (never the secret), whose it is and
-- until when it holds. Logging out deletes the row; logging out everywhere deletes the account's rows.
CREATE TABLE sessions (
    token_hash  VARCHAR(64) PRIMARY KEY,
    account     VARCHAR(24) NOT NULL REFERENCES accounts (name_key),
    created_at  BIGINT      NOT NULL,
    expires_at  BIGINT      NOT NULL
);
CREATE INDEX sessions_account ON sessions (account);

-- The account a seat belongs to, if any: its seat token then works only in that account's session.
ALTER TABLE table_seats ADD COLUMN account VARCHAR(24) REFERENCES accounts (name_key);
CREATE INDEX table_seats_account ON table_seats (account);
