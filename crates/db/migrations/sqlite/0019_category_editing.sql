-- Categories and attributes as staff edit them: a version each save raises, so two editors
-- saving one at once are told rather than one losing the other's work.
ALTER TABLE categories ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE attributes ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

UPDATE app_meta SET value = '19' WHERE key = 'schema_version';
