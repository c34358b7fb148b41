-- Customer accounts. Passwords are argon2id hashes; login and reset tokens are stored only as
-- SHA-256 hashes of the random values handed out, so a copy of the database opens no account.
-- E-mails are stored lowercased and trimmed, so UNIQUE catches "Ani@Mail.am" twice.
CREATE TABLE customers (
    id             INTEGER PRIMARY KEY,
    email          TEXT NOT NULL UNIQUE,
    password_hash  TEXT NOT NULL,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    phone          TEXT NOT NULL DEFAULT '',
    gender         TEXT NOT NULL DEFAULT '',
    date_of_birth  TEXT,
    -- Bonus balance in AMD minor units; every change is also a reward_events row.
    rewards_minor  INTEGER NOT NULL DEFAULT 0 CHECK (rewards_minor >= 0),
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);

CREATE TABLE customer_tokens (
    token_hash  TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    revoked_at  TEXT
);
CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer_id);

-- Single use (used_at) and short-lived (expires_at).
CREATE TABLE password_resets (
    token_hash  TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    used_at     TEXT
);
CREATE INDEX password_resets_by_customer ON password_resets (customer_id);

-- Failed logins, by e-mail and by client address, for throttling; old rows are pruned.
CREATE TABLE login_failures (
    id         INTEGER PRIMARY KEY,
    email      TEXT NOT NULL,
    address    TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX login_failures_by_email ON login_failures (email, created_at);
CREATE INDEX login_failures_by_address ON login_failures (address, created_at);

CREATE TABLE customer_addresses (
    id           INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    company_name TEXT NOT NULL DEFAULT '',
    -- JSON array of street lines.
    address1     TEXT NOT NULL,
    city         TEXT NOT NULL,
    postcode     TEXT NOT NULL DEFAULT '',
    state        TEXT NOT NULL,
    country      TEXT NOT NULL,
    phone        TEXT NOT NULL,
    is_default   INTEGER NOT NULL DEFAULT 0,
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);
CREATE INDEX customer_addresses_by_customer ON customer_addresses (customer_id, id);

-- A company's request to sell; it becomes a store only once approved.
CREATE TABLE seller_applications (
    id           INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
    company_name TEXT NOT NULL,
    vat_id       TEXT NOT NULL,
    position     TEXT NOT NULL,
    address1     TEXT NOT NULL,
    phone        TEXT NOT NULL,
    country      TEXT NOT NULL,
    state        TEXT NOT NULL,
    city         TEXT NOT NULL,
    postcode     TEXT NOT NULL,
    status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    seller_id    INTEGER,
    created_at   TEXT NOT NULL,
    decided_at   TEXT
);

-- Every change of a bonus balance. One 'earned' and one 'used' per order at most.
CREATE TABLE reward_events (
    id           INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    order_id     INTEGER REFERENCES orders (id),
    reason       TEXT NOT NULL CHECK (reason IN ('earned', 'used', 'restored')),
    points_minor INTEGER NOT NULL,
    created_at   TEXT NOT NULL,
    UNIQUE (order_id, reason)
);
CREATE INDEX reward_events_by_customer ON reward_events (customer_id, id);

-- Bonuses the shopper chose to spend on this cart (AMD minor units), checked again at save-order.
ALTER TABLE carts ADD COLUMN rewards_minor INTEGER NOT NULL DEFAULT 0;

UPDATE app_meta SET value = '5' WHERE key = 'schema_version';
