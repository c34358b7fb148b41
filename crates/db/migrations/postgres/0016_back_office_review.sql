-- What the back office's review (issue 29) needed of the schema.
--
-- A second factor being set up is kept apart from the one in force: starting an enrolment must
-- not switch off the working factor, which stays until a code from the new secret confirms it.
ALTER TABLE staff ADD COLUMN totp_pending_secret TEXT;

-- A customer's name as the core folds it for search (case, scripts, transliteration:
-- storefront_core::translit::search_key). The database cannot fold Armenian or Cyrillic, so the
-- server fills it in for the accounts made before this column (storefront_db::customers::keys).
ALTER TABLE customers ADD COLUMN name_key TEXT NOT NULL DEFAULT '';

-- An order's e-mail as searched for (storefront_core::email::email_key: trimmed, lowercased).
-- The checkout's e-mail pattern admits ASCII only, so LOWER folds existing rows exactly as the
-- core does on both databases.
ALTER TABLE orders ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
UPDATE orders SET email_key = LOWER(TRIM(email));
DROP INDEX orders_by_email;
CREATE INDEX orders_by_email_key ON orders (email_key);

-- Who adjusted a customer's bonuses by hand, as the bonus history shows it.
ALTER TABLE reward_events ADD COLUMN adjusted_by TEXT;

-- A card payment the bank took that its order could no longer take waits for staff to give it
-- back (storefront_db::checkout::late_payments); it is given back once.
CREATE INDEX payment_events_by_kind ON payment_events (kind, order_id);
CREATE UNIQUE INDEX payment_events_late_refunded ON payment_events (order_id, external_id) WHERE kind = 'late_refunded';

UPDATE app_meta SET value = '16' WHERE key = 'schema_version';
