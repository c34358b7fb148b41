-- A change to a cart's lines marks the cart changed (carts.updated_at) in the statement that
-- makes it: a line is added, changed or removed in one statement, so the write lock is held for
-- that statement alone instead of across a transaction's round trips to the application.
CREATE TRIGGER cart_items_touch_cart_insert AFTER INSERT ON cart_items BEGIN
    UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.cart_id;
END;
CREATE TRIGGER cart_items_touch_cart_update AFTER UPDATE ON cart_items BEGIN
    UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.cart_id;
END;
CREATE TRIGGER cart_items_touch_cart_delete AFTER DELETE ON cart_items BEGIN
    UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = OLD.cart_id;
END;

UPDATE app_meta SET value = '15' WHERE key = 'schema_version';
