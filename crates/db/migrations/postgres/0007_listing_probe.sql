-- A list filtered by an attribute option (a colour, a size) is counted from the option's
-- products, each looked up in the category's listing: this index answers that lookup with the
-- price the count and the price range need, without reading the table. It starts with
-- product_id, so it also serves everything the plain product_id index did.
CREATE INDEX product_listing_by_product_category ON product_listing (product_id, category_id, final_price_minor);
DROP INDEX product_listing_by_product;

UPDATE app_meta SET value = '7' WHERE key = 'schema_version';
