-- The catalogue: exchange rates, sellers, categories, attributes, products with variants,
-- images, home blocks, sliders and banners. Translated text lives in *_translations tables
-- keyed by (id, locale) with locale in hy|ru|en. Money is in minor units of AMD (1/100 dram).

CREATE TABLE exchange_rates (
    currency   TEXT PRIMARY KEY,
    -- Units of `currency` one dram buys, times 1e9 (storefront_core::money::RATE_SCALE).
    rate_e9    INTEGER NOT NULL CHECK (rate_e9 > 0),
    updated_at TEXT NOT NULL
);

CREATE TABLE sellers (
    id         INTEGER PRIMARY KEY,
    url        TEXT NOT NULL UNIQUE,
    logo_path  TEXT,
    -- 'pending' applications from company registrations, 'approved' stores.
    status     TEXT NOT NULL DEFAULT 'approved',
    created_at TEXT NOT NULL
);

CREATE TABLE seller_translations (
    seller_id   INTEGER NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
    locale      TEXT NOT NULL,
    shop_title  TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (seller_id, locale)
);

CREATE TABLE categories (
    id         INTEGER PRIMARY KEY,
    parent_id  INTEGER REFERENCES categories (id) ON DELETE CASCADE,
    slug       TEXT NOT NULL UNIQUE,
    position   INTEGER NOT NULL DEFAULT 0,
    image_path TEXT,
    status     INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX categories_by_parent ON categories (parent_id, position);

CREATE TABLE category_translations (
    category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
    locale      TEXT NOT NULL,
    name        TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (category_id, locale)
);

CREATE TABLE attributes (
    id          INTEGER PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,
    -- How options are shown: 'color' swatches, 'text' chips, 'image' swatches.
    swatch_type TEXT NOT NULL DEFAULT 'text',
    position    INTEGER NOT NULL DEFAULT 0,
    filterable  INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE attribute_translations (
    attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
    locale       TEXT NOT NULL,
    label        TEXT NOT NULL,
    PRIMARY KEY (attribute_id, locale)
);

CREATE TABLE attribute_options (
    id           INTEGER PRIMARY KEY,
    attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
    admin_name   TEXT NOT NULL,
    swatch_value TEXT,
    position     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX attribute_options_by_attribute ON attribute_options (attribute_id, position);

CREATE TABLE attribute_option_translations (
    option_id INTEGER NOT NULL REFERENCES attribute_options (id) ON DELETE CASCADE,
    locale    TEXT NOT NULL,
    label     TEXT NOT NULL,
    PRIMARY KEY (option_id, locale)
);

-- Listed products have parent_id NULL: simple products and configurable parents. Variants of a
-- configurable product are simple rows with parent_id set and no url_key. A parent's price is
-- its cheapest variant's and its qty the sum of its variants' (kept by the writers).
CREATE TABLE products (
    id                  INTEGER PRIMARY KEY,
    parent_id           INTEGER REFERENCES products (id) ON DELETE CASCADE,
    type                TEXT NOT NULL CHECK (type IN ('simple', 'configurable')),
    sku                 TEXT NOT NULL UNIQUE,
    url_key             TEXT UNIQUE,
    price_minor         INTEGER NOT NULL CHECK (price_minor >= 0),
    special_price_minor INTEGER CHECK (special_price_minor IS NULL OR special_price_minor >= 0),
    -- What a shopper pays: the special price when set and not zero, else the price.
    final_price_minor   INTEGER NOT NULL CHECK (final_price_minor >= 0),
    qty                 INTEGER NOT NULL DEFAULT 0 CHECK (qty >= 0),
    is_new              INTEGER NOT NULL DEFAULT 0,
    is_featured         INTEGER NOT NULL DEFAULT 0,
    seller_id           INTEGER REFERENCES sellers (id) ON DELETE SET NULL,
    status              INTEGER NOT NULL DEFAULT 1,
    position            INTEGER NOT NULL DEFAULT 0,
    created_at          TEXT NOT NULL
);
CREATE INDEX products_by_parent ON products (parent_id);
CREATE INDEX products_listed_by_price ON products (status, parent_id, final_price_minor);
CREATE INDEX products_listed_by_date ON products (status, parent_id, created_at);
CREATE INDEX products_new ON products (is_new, status);
CREATE INDEX products_featured ON products (is_featured, status);
CREATE INDEX products_by_seller ON products (seller_id, status);

CREATE TABLE product_translations (
    product_id        INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    locale            TEXT NOT NULL,
    name              TEXT NOT NULL,
    short_description TEXT NOT NULL DEFAULT '',
    description       TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (product_id, locale)
);
CREATE INDEX product_translations_by_name ON product_translations (locale, name);

CREATE TABLE product_categories (
    category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
    product_id  INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_by_product ON product_categories (product_id);

CREATE TABLE product_images (
    id         INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    -- Relative to the storage root: served at /storage/{path}, resized at /cache/{size}/{path}.
    path       TEXT NOT NULL,
    position   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_images_by_product ON product_images (product_id, position);

-- A product's own option per attribute (a variant's colour and size, a simple product's brand).
CREATE TABLE product_attribute_values (
    product_id   INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
    option_id    INTEGER NOT NULL REFERENCES attribute_options (id) ON DELETE CASCADE,
    PRIMARY KEY (product_id, attribute_id)
);

-- The attributes a configurable product varies by, in picker order.
CREATE TABLE product_super_attributes (
    product_id   INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
    position     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, attribute_id)
);

-- Filter index of listed products: every option a listed product (or any of its in-stock or
-- out-of-stock variants) carries, so a filter is one indexed lookup per attribute.
CREATE TABLE product_filter_values (
    attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
    option_id    INTEGER NOT NULL REFERENCES attribute_options (id) ON DELETE CASCADE,
    product_id   INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    PRIMARY KEY (attribute_id, option_id, product_id)
);
CREATE INDEX product_filter_values_by_product ON product_filter_values (product_id);

CREATE TABLE product_relations (
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    related_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    -- 'related' or 'cross_sell'.
    kind       TEXT NOT NULL,
    position   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, kind, related_id)
);

-- The home page's product blocks (position_first … position_thirteenth).
CREATE TABLE home_positions (
    position   TEXT NOT NULL,
    product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    sort       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (position, product_id)
);

CREATE TABLE sliders (
    id          INTEGER PRIMARY KEY,
    path        TEXT NOT NULL,
    mobile_path TEXT,
    link        TEXT NOT NULL DEFAULT '',
    position    INTEGER NOT NULL DEFAULT 0,
    status      INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE slider_translations (
    slider_id INTEGER NOT NULL REFERENCES sliders (id) ON DELETE CASCADE,
    locale    TEXT NOT NULL,
    -- Sanitised HTML.
    content   TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (slider_id, locale)
);

CREATE TABLE banners (
    id       INTEGER PRIMARY KEY,
    path     TEXT NOT NULL,
    link     TEXT NOT NULL DEFAULT '',
    position INTEGER NOT NULL DEFAULT 0,
    status   INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE banner_translations (
    banner_id INTEGER NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
    locale    TEXT NOT NULL,
    content   TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (banner_id, locale)
);

UPDATE app_meta SET value = '2' WHERE key = 'schema_version';
