-- The product lists' own index: one row per listed product and each category it is listed
-- under (its categories and all their ancestors; category 0 is the whole catalogue), carrying
-- the sort keys and flags the lists filter on. Derived from products and product_categories and
-- rebuilt from them (store::catalog::listing) whenever the catalogue's fingerprint changes, so a
-- page of a category sorted by price is one index range, whatever the catalogue's size.
CREATE TABLE product_listing (
    category_id       BIGINT NOT NULL,
    product_id        BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    final_price_minor BIGINT NOT NULL,
    position          BIGINT NOT NULL,
    created_at        TEXT NOT NULL,
    is_new            BIGINT NOT NULL,
    is_featured       BIGINT NOT NULL,
    on_sale           BIGINT NOT NULL,
    seller_id         BIGINT,
    PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_listing_by_price ON product_listing (category_id, final_price_minor, product_id);
CREATE INDEX product_listing_by_position ON product_listing (category_id, position, product_id);
CREATE INDEX product_listing_by_date ON product_listing (category_id, created_at, product_id);
CREATE INDEX product_listing_by_product ON product_listing (product_id);

UPDATE app_meta SET value = '3' WHERE key = 'schema_version';
