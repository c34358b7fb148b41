-- Carts, orders and what happens to them. A cart is a guest's (its api_token) or a customer's;
-- it remembers the checkout's answers and the last step done, so the server can refuse a step
-- out of order. An order belongs to exactly one cart (UNIQUE cart_id): placing the same cart
-- twice answers the first order. Money is in AMD minor units (1 dram = 100).
CREATE TABLE carts (
    id              INTEGER PRIMARY KEY,
    api_token       TEXT NOT NULL UNIQUE,
    customer_id     INTEGER,
    billing         TEXT,
    shipping        TEXT,
    shipping_method TEXT,
    payment_method  TEXT,
    -- The last checkout step that succeeded: none, save-address, save-shipping, save-payment.
    step            TEXT NOT NULL DEFAULT 'none',
    order_id        INTEGER,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
);
CREATE INDEX carts_by_customer ON carts (customer_id);

-- variant_id is what is bought (the variant of a configurable product, or the simple product
-- itself); product_id the listed product it is shown as.
CREATE TABLE cart_items (
    id         INTEGER PRIMARY KEY,
    cart_id    INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    variant_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    quantity   INTEGER NOT NULL CHECK (quantity > 0),
    created_at TEXT NOT NULL,
    UNIQUE (cart_id, variant_id)
);

CREATE TABLE orders (
    id                INTEGER PRIMARY KEY,
    cart_id           INTEGER NOT NULL UNIQUE REFERENCES carts (id),
    customer_id       INTEGER,
    status            TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'canceled')),
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
    -- The provider's payment id (vPOS PaymentID, Idram EDP_TRANS_ID) once there is one.
    payment_id        TEXT,
    paid_at           TEXT,
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL
);
CREATE INDEX orders_by_customer ON orders (customer_id, id);

CREATE TABLE order_items (
    id          INTEGER PRIMARY KEY,
    order_id    INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id  INTEGER NOT NULL,
    variant_id  INTEGER NOT NULL,
    sku         TEXT NOT NULL,
    name        TEXT NOT NULL,
    -- JSON: [{"attribute_name", "option_label"}] as chosen.
    options     TEXT NOT NULL DEFAULT '[]',
    qty         INTEGER NOT NULL CHECK (qty > 0),
    price_minor INTEGER NOT NULL,
    total_minor INTEGER NOT NULL
);
CREATE INDEX order_items_by_order ON order_items (order_id);

-- Every exchange with a payment provider, accepted or not: the audit trail of money.
CREATE TABLE payment_events (
    id           INTEGER PRIMARY KEY,
    order_id     INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    provider     TEXT NOT NULL,
    kind         TEXT NOT NULL,
    external_id  TEXT,
    amount_minor INTEGER,
    accepted     INTEGER NOT NULL,
    detail       TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL
);
CREATE INDEX payment_events_by_order ON payment_events (order_id);

-- Mail to send. Written in the transaction that creates what it is about, sent later by a
-- background task when SMTP is configured; never blocks or fails that transaction.
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    recipient  TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at    TEXT,
    attempts   INTEGER NOT NULL DEFAULT 0,
    last_error TEXT
);
CREATE INDEX outbox_unsent ON outbox (sent_at, id);

UPDATE app_meta SET value = '4' WHERE key = 'schema_version';
