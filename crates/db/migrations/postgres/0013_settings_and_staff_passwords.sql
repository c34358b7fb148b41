-- The settings the owner changes in the back office (the core's shop_settings): one text per
-- key, laid over the server's configuration. Who changed what is in the audit log.
CREATE TABLE shop_settings (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

-- A password someone else chose or generated (a new account, a reset) must be replaced by its
-- holder before anything else opens.
ALTER TABLE staff ADD COLUMN password_change_required BIGINT NOT NULL DEFAULT 0;

UPDATE app_meta SET value = '13' WHERE key = 'schema_version';
