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
) STORED;
-- The state over dates; and with the payment method, which staff mostly pick together.
CREATE INDEX orders_by_payment_state ON orders (payment_state, created_at);
CREATE INDEX orders_by_payment_method_state ON orders (payment_method, payment_state, created_at);

-- Part of a name: a trigram index of lower-cased customer names (pg_trgm, a trusted extension the
-- database's owner may create). Where the server may not create it, the search still works, by a
-- scan. Each dialect has its own text search; objects named *_search are left out of the schema
-- comparison between the two.
DO $$
BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): searching orders by part of a name scans them', SQLERRM;
END
$$;
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX orders_name_search ON orders USING gin (LOWER(customer_name) gin_trgm_ops);
    END IF;
END
$$;

UPDATE app_meta SET value = '12' WHERE key = 'schema_version';
