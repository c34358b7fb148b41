-- A change to a cart's lines marks the cart changed (carts.updated_at) in the statement that
-- makes it: a line is added, changed or removed in one statement, so the write lock is held for
-- that statement alone instead of across a transaction's round trips to the application.
CREATE FUNCTION cart_items_touch_cart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE carts SET updated_at = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cart_id ELSE NEW.cart_id END;
    RETURN NULL;
END;
$$;
CREATE TRIGGER cart_items_touch_cart AFTER INSERT OR UPDATE OR DELETE ON cart_items
    FOR EACH ROW EXECUTE FUNCTION cart_items_touch_cart();

UPDATE app_meta SET value = '15' WHERE key = 'schema_version';
