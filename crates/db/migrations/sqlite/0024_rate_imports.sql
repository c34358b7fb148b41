-- What each import of the Central Bank's published rates found: the rates page and the
-- dashboard say whether the schedule works. The newest 100 are kept.
CREATE TABLE rate_imports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    checked_at TEXT NOT NULL,
    -- 'applied' (the rates changed), 'unchanged', 'failed' (no answer, or none readable) or
    -- 'refused' (a rate too far from the one in force: the rates in force stay).
    outcome TEXT NOT NULL,
    -- The bank's date for the rates read; '' when none was read.
    published_on TEXT NOT NULL DEFAULT '',
    -- Refused: the currency, the rate published and the rate in force, in drams e4.
    currency TEXT NOT NULL DEFAULT '',
    published_e4 INTEGER NOT NULL DEFAULT 0,
    in_force_e4 INTEGER NOT NULL DEFAULT 0,
    -- Failed: why, as the server logged it.
    reason TEXT NOT NULL DEFAULT ''
);

UPDATE app_meta SET value = '24' WHERE key = 'schema_version';
