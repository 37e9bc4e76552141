-- A table whose game's rules failed is stopped and kept: why, and under which rules version, so a
-- restart under the same rules does not try it again (a new rules version may).
ALTER TABLE game_tables ADD COLUMN stopped TEXT;
ALTER TABLE game_tables ADD COLUMN stopped_rules VARCHAR(100);

-- The rules versions a table's record was carried over from, because it replayed identically under
-- the newer rules (e.g. "1.0 until step 12"); NULL for a table recorded under one version only.
ALTER TABLE game_tables ADD COLUMN rules_history TEXT;
