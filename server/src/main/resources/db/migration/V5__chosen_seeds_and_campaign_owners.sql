-- Whether a table's creator chose the seed it was dealt from (only a table of one person may be; the
-- lobby says so). Tables stored before this was kept count as dealt from a drawn seed.
ALTER TABLE game_tables ADD COLUMN chosen_seed INTEGER NOT NULL DEFAULT 0;

-- The SHA-256 (hex) of a campaign's owner secret, given once to the client that created it: only that
-- client may start the campaign's next game. NULL for a campaign stored before owners were kept: the
-- first client to start its next game is given a secret and owns it from then on.
ALTER TABLE campaigns ADD COLUMN owner_hash VARCHAR(64);
