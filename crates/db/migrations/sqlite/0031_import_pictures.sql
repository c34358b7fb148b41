-- A picture an import fetched remembers the address it came from: the same file imported again
-- names it by that address, and nothing is fetched twice. '' for an upload.
ALTER TABLE product_images ADD COLUMN source_url TEXT NOT NULL DEFAULT '';

-- The pictures an import's rows named by address, fetched once its rows are written; a row
-- goes when its picture is added or its fault recorded on the job.
CREATE TABLE catalog_picture_fetches (
    id         INTEGER PRIMARY KEY,
    job_id     INTEGER NOT NULL REFERENCES catalog_jobs (id) ON DELETE CASCADE,
    line       INTEGER NOT NULL,
    sku        TEXT NOT NULL,
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    url        TEXT NOT NULL
);
CREATE INDEX catalog_picture_fetches_of_job ON catalog_picture_fetches (job_id, id);

UPDATE app_meta SET value = '31' WHERE key = 'schema_version';
