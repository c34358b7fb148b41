-- The back office's order list at a million orders: part of a customer's name, and the payment
-- state over a span of dates, answered by an index instead of a scan.
--
-- The payment state as a column an index can hold, computed by the database from the facts it
-- follows from (the core's OrderFacts::payment_state): the money is held once a provider
-- confirmed it, or once a cash order was handed over.
ALTER TABLE orders ADD COLUMN payment_state TEXT NOT NULL GENERATED ALWAYS AS (
    CASE
        WHEN NOT (paid_at IS NOT NULL OR (payment_method = 'cashondelivery' AND status IN ('completed', 'refunded'))) THEN 'unpaid'
        WHEN refunded_minor = 0 THEN 'paid'
        WHEN refunded_minor < grand_total_minor THEN 'partially_refunded'
        ELSE 'refunded'
    END
) VIRTUAL;
-- The state over dates; and with the payment method, which staff mostly pick together.
CREATE INDEX orders_by_payment_state ON orders (payment_state, created_at);
CREATE INDEX orders_by_payment_method_state ON orders (payment_method, payment_state, created_at);

-- Part of a name: a trigram index of customer names (FTS5's trigram tokenizer folds case in every
-- script, Armenian included). Each dialect has its own text search; objects named *_search are
-- left out of the schema comparison between the two.
CREATE VIRTUAL TABLE orders_name_search USING fts5 (
    customer_name, content = 'orders', content_rowid = 'id', tokenize = 'trigram'
);
INSERT INTO orders_name_search (orders_name_search) VALUES ('rebuild');
CREATE TRIGGER orders_name_search_insert AFTER INSERT ON orders BEGIN
    INSERT INTO orders_name_search (rowid, customer_name) VALUES (new.id, new.customer_name);
END;
CREATE TRIGGER orders_name_search_delete AFTER DELETE ON orders BEGIN
    INSERT INTO orders_name_search (orders_name_search, rowid, customer_name) VALUES ('delete', old.id, old.customer_name);
END;
CREATE TRIGGER orders_name_search_update AFTER UPDATE OF customer_name ON orders BEGIN
    INSERT INTO orders_name_search (orders_name_search, rowid, customer_name) VALUES ('delete', old.id, old.customer_name);
    INSERT INTO orders_name_search (rowid, customer_name) VALUES (new.id, new.customer_name);
END;

UPDATE app_meta SET value = '12' WHERE key = 'schema_version';
