-- Menu items edited by staff: an item may lead to a category (the shop links it by the
-- category's URL key as it is at the time), and keeps the version an editor read, so a save
-- over someone else's is refused rather than lost.
ALTER TABLE cms_menus ADD COLUMN category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL;
ALTER TABLE cms_menus ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

UPDATE app_meta SET value = '26' WHERE key = 'schema_version';
