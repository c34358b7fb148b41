-- The catalogue's CSV imports and exports, run in the background: a job outlives the page that
-- started it and the server that ran it (a server that finds a job whose heartbeat stopped takes
-- it over: an import goes on after the rows it committed, an export or a check starts again).
CREATE TABLE catalog_jobs (
    id               INTEGER PRIMARY KEY,
    -- 'import' or 'export'.
    kind             TEXT NOT NULL,
    -- 'checking' (the dry run), 'checked' (waiting for the editor), 'applying', 'exporting',
    -- 'done', 'failed' or 'cancelled'.
    state            TEXT NOT NULL,
    file_name        TEXT NOT NULL DEFAULT '',
    -- Bad rows are skipped (1), or the import stops at the first (0), keeping the rows before it.
    skip_bad_rows    INTEGER NOT NULL DEFAULT 0,
    total_rows       INTEGER NOT NULL DEFAULT 0,
    -- Rows read (checking, exporting): the progress bar.
    done_rows        INTEGER NOT NULL DEFAULT 0,
    created_rows     INTEGER NOT NULL DEFAULT 0,
    updated_rows     INTEGER NOT NULL DEFAULT 0,
    unchanged_rows   INTEGER NOT NULL DEFAULT 0,
    bad_rows         INTEGER NOT NULL DEFAULT 0,
    -- Applying: the rows the import went through (written, or refused when they are written),
    -- the line it reached (where it resumes) and the rows refused then.
    applied_rows     INTEGER NOT NULL DEFAULT 0,
    applied_through  INTEGER NOT NULL DEFAULT 0,
    failed_rows      INTEGER NOT NULL DEFAULT 0,
    -- A fault of the whole file or job: a message key, or what the server logged.
    problem          TEXT NOT NULL DEFAULT '',
    cancel_requested INTEGER NOT NULL DEFAULT 0,
    -- The server running it and when it last said so.
    runner           TEXT NOT NULL DEFAULT '',
    heartbeat_at     TEXT NOT NULL DEFAULT '',
    staff_id         INTEGER,
    staff_name       TEXT NOT NULL,
    client_address   TEXT NOT NULL DEFAULT '',
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
CREATE INDEX catalog_jobs_by_state ON catalog_jobs (state);

-- An import's file as uploaded (UTF-8, without its BOM) and an export's file as written.
CREATE TABLE catalog_job_files (
    job_id  INTEGER PRIMARY KEY REFERENCES catalog_jobs (id) ON DELETE CASCADE,
    content TEXT NOT NULL
);

-- What the dry run found and the import met, cell by cell: a change (before and after) or a
-- fault (a message key). `line` is the file's line the row starts on (the header is line 1).
CREATE TABLE catalog_job_lines (
    job_id       INTEGER NOT NULL REFERENCES catalog_jobs (id) ON DELETE CASCADE,
    line         INTEGER NOT NULL,
    sku          TEXT NOT NULL,
    column_name  TEXT NOT NULL,
    before_value TEXT NOT NULL DEFAULT '',
    after_value  TEXT NOT NULL DEFAULT '',
    -- '' for a change.
    message      TEXT NOT NULL DEFAULT ''
);
-- The lines in the file's order (an import goes through them a batch at a time), and the
-- changes or the faults alone in that order (the report).
CREATE INDEX catalog_job_lines_in_order ON catalog_job_lines (job_id, line);
CREATE INDEX catalog_job_lines_by_kind ON catalog_job_lines (job_id, message, line);

UPDATE app_meta SET value = '27' WHERE key = 'schema_version';
