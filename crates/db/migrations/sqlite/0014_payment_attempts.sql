-- Each card payment the bank is asked for. The bank's OrderID is an attempt's id plus the
-- configured offset and must never repeat (the bank answers a repeated OrderID with the old
-- payment), so ids are never reused (AUTOINCREMENT) and a declined payment is tried again as a
-- new attempt. The orders that started card payments before this table existed did so with
-- their own id as the OrderID: each becomes an attempt of that id, so later attempts begin
-- above every OrderID already sent.
CREATE TABLE payment_attempts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id     INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    amount_minor INTEGER NOT NULL,
    payment_id   TEXT,
    created_at   TEXT NOT NULL
);
CREATE INDEX payment_attempts_by_order ON payment_attempts (order_id, id);

INSERT INTO payment_attempts (id, order_id, amount_minor, payment_id, created_at)
SELECT id, id, grand_total_minor, payment_id, created_at FROM orders WHERE payment_method = 'ameria_vpos';

UPDATE app_meta SET value = '14' WHERE key = 'schema_version';
