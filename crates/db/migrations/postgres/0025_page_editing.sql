-- CMS pages edited by staff: the version an editor read, so a save over someone else's is
-- refused rather than lost.
ALTER TABLE cms_pages ADD COLUMN version BIGINT NOT NULL DEFAULT 1;

UPDATE app_meta SET value = '25' WHERE key = 'schema_version';
