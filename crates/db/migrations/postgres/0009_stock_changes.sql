-- A feed of the products whose stock or price was written (placed orders, deliveries), so that
-- every app server forgets its kept reads of them within a second instead of re-reading every
-- listed product every few seconds. Rows older than an hour are pruned by the servers.
CREATE TABLE stock_changes (
    id BIGSERIAL PRIMARY KEY,
    product_id BIGINT NOT NULL,
    changed_at TEXT NOT NULL
);
CREATE INDEX stock_changes_changed_at ON stock_changes (changed_at);

UPDATE app_meta SET value = '9' WHERE key = 'schema_version';
