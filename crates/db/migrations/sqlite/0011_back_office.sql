-- The back office: staff accounts and their sessions, the audit log, each order's timeline, and
-- the order statuses and facts staff actions need (shipped with a carrier and tracking number,
-- refunded amounts, stock returned once). SQLite cannot change a CHECK constraint, so orders and
-- reward_events are rebuilt (SQLite's documented procedure); migrations run with foreign keys
-- off (Db::migrate), so their children keep their rows.

CREATE TABLE orders_rebuilt (
    id                INTEGER PRIMARY KEY,
    cart_id           INTEGER NOT NULL UNIQUE REFERENCES carts (id),
    customer_id       INTEGER,
    status            TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'shipped', 'completed', 'canceled', 'refunded')),
    email             TEXT NOT NULL,
    customer_name     TEXT NOT NULL,
    phone             TEXT NOT NULL,
    billing           TEXT NOT NULL,
    shipping          TEXT NOT NULL,
    shipping_method   TEXT NOT NULL,
    payment_method    TEXT NOT NULL,
    notes             TEXT NOT NULL DEFAULT '',
    sub_total_minor   INTEGER NOT NULL,
    shipping_minor    INTEGER NOT NULL,
    discount_minor    INTEGER NOT NULL DEFAULT 0,
    grand_total_minor INTEGER NOT NULL,
    locale            TEXT NOT NULL,
    currency          TEXT NOT NULL,
    payment_id        TEXT,
    paid_at           TEXT,
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL,
    carrier           TEXT,
    tracking_number   TEXT,
    refunded_minor    INTEGER NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
    stock_returned    INTEGER NOT NULL DEFAULT 0,
    -- The phone's national digits (the core's email::phone_key), what staff search by.
    phone_key         TEXT NOT NULL DEFAULT ''
);
INSERT INTO orders_rebuilt (id, cart_id, customer_id, status, email, customer_name, phone, billing, shipping, shipping_method,
    payment_method, notes, sub_total_minor, shipping_minor, discount_minor, grand_total_minor, locale, currency, payment_id,
    paid_at, created_at, updated_at, stock_returned)
SELECT id, cart_id, customer_id, status, email, customer_name, phone, billing, shipping, shipping_method,
    payment_method, notes, sub_total_minor, shipping_minor, discount_minor, grand_total_minor, locale, currency, payment_id,
    paid_at, created_at, updated_at, CASE WHEN status = 'canceled' THEN 1 ELSE 0 END
FROM orders;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX orders_by_customer ON orders (customer_id, id);
-- The back office's order list: by status, payment method, date; searched by e-mail or phone
-- (its digits as the core's email::phone_key makes them, computed here for the orders already placed).
CREATE INDEX orders_by_status ON orders (status, id);
CREATE INDEX orders_by_payment_method ON orders (payment_method, id);
CREATE INDEX orders_by_created ON orders (created_at, id);
CREATE INDEX orders_by_total ON orders (grand_total_minor, id);
CREATE INDEX orders_by_email ON orders (email);
UPDATE orders SET phone_key = LTRIM(CASE WHEN REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '') LIKE '00374%' THEN SUBSTR(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), 6) WHEN REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '') LIKE '374%' THEN SUBSTR(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), 4) ELSE REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '') END, '0');
CREATE INDEX orders_by_phone_key ON orders (phone_key);

-- Bonus changes staff make: the bonuses a fully refunded order had earned are taken back
-- ('revoked', once per order) and staff adjust a balance with a reason ('adjusted', in note).
CREATE TABLE reward_events_rebuilt (
    id           INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    order_id     INTEGER REFERENCES orders (id),
    reason       TEXT NOT NULL CHECK (reason IN ('earned', 'used', 'restored', 'revoked', 'adjusted')),
    points_minor INTEGER NOT NULL,
    note         TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    UNIQUE (order_id, reason)
);
INSERT INTO reward_events_rebuilt (id, customer_id, order_id, reason, points_minor, created_at)
SELECT id, customer_id, order_id, reason, points_minor, created_at FROM reward_events;
DROP TABLE reward_events;
ALTER TABLE reward_events_rebuilt RENAME TO reward_events;
CREATE INDEX reward_events_by_customer ON reward_events (customer_id, id);

-- A blocked customer cannot sign in; blocking ends their sessions.
ALTER TABLE customers ADD COLUMN blocked_at TEXT;

CREATE TABLE staff (
    id             INTEGER PRIMARY KEY,
    email          TEXT NOT NULL UNIQUE,
    name           TEXT NOT NULL DEFAULT '',
    role           TEXT NOT NULL,
    password_hash  TEXT NOT NULL,
    -- Base32 TOTP secret; totp_enabled once a code from it was entered. totp_last_step refuses
    -- a code used before (replay).
    totp_secret    TEXT,
    totp_enabled   INTEGER NOT NULL DEFAULT 0,
    totp_last_step INTEGER NOT NULL DEFAULT 0,
    locale         TEXT NOT NULL DEFAULT 'hy',
    disabled_at    TEXT,
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);

-- A session is only the SHA-256 of its cookie. stage: 'password' until the second factor is
-- entered (when one is needed), then 'signed_in'.
CREATE TABLE staff_sessions (
    id             INTEGER PRIMARY KEY,
    staff_id       INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    token_hash     TEXT NOT NULL UNIQUE,
    stage          TEXT NOT NULL,
    user_agent     TEXT NOT NULL DEFAULT '',
    client_address TEXT NOT NULL DEFAULT '',
    created_at     TEXT NOT NULL,
    last_seen_at   TEXT NOT NULL,
    expires_at     TEXT NOT NULL,
    revoked_at     TEXT
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id, id);

CREATE TABLE staff_recovery_codes (
    id        INTEGER PRIMARY KEY,
    staff_id  INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   TEXT
);
CREATE INDEX staff_recovery_codes_by_staff ON staff_recovery_codes (staff_id);

-- Every change staff make: who, when, what, and the values before and after (JSON). Append
-- only: the triggers refuse any UPDATE or DELETE.
CREATE TABLE audit_log (
    id             INTEGER PRIMARY KEY,
    staff_id       INTEGER,
    actor          TEXT NOT NULL,
    action         TEXT NOT NULL,
    entity         TEXT NOT NULL,
    entity_id      TEXT NOT NULL,
    before         TEXT,
    after          TEXT,
    client_address TEXT NOT NULL DEFAULT '',
    created_at     TEXT NOT NULL
);
CREATE INDEX audit_log_by_entity ON audit_log (entity, entity_id, id);
CREATE INDEX audit_log_by_staff ON audit_log (staff_id, id);
CREATE INDEX audit_log_by_action ON audit_log (action, id);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;

-- An order's timeline: status changes, payment events, notes, mails; customer_visible for
-- what the customer's account shows.
CREATE TABLE order_events (
    id               INTEGER PRIMARY KEY,
    order_id         INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    kind             TEXT NOT NULL,
    status_from      TEXT,
    status_to        TEXT,
    amount_minor     INTEGER,
    detail           TEXT NOT NULL DEFAULT '',
    staff_id         INTEGER,
    actor            TEXT NOT NULL DEFAULT '',
    customer_visible INTEGER NOT NULL DEFAULT 0,
    created_at       TEXT NOT NULL
);
CREATE INDEX order_events_by_order ON order_events (order_id, id);

UPDATE app_meta SET value = '11' WHERE key = 'schema_version';
