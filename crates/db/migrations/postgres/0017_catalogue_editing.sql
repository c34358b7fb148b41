-- What staff editing the catalogue needed of the schema (issue 31).

-- Of two editors saving one product, the second is told: a save names the version it read.
ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
-- A deleted product is hidden (status 0) and can be restored for 30 days, enabled again when it
-- was enabled before.
ALTER TABLE products ADD COLUMN deleted_at TEXT;
ALTER TABLE products ADD COLUMN enabled_before_delete INTEGER NOT NULL DEFAULT 0;
CREATE INDEX products_by_deleted ON products (deleted_at);
CREATE INDEX products_by_sku_prefix ON products (parent_id, sku);

ALTER TABLE product_translations ADD COLUMN seo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE product_translations ADD COLUMN seo_description TEXT NOT NULL DEFAULT '';
-- When this language's texts were saved: a translation saved before the Armenian is stale.
ALTER TABLE product_translations ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
-- The name as the core folds it for search (storefront_core::translit::search_key): staff find
-- a product by its name written in any script. The server fills it for older rows
-- (storefront_db::catalog::editing::fill_missing_name_keys).
ALTER TABLE product_translations ADD COLUMN name_key TEXT NOT NULL DEFAULT '';

-- The feed that carried stock changes between servers carries every catalogue change: `kind`
-- says what `item_id` is ('stock': a product's stock or price; 'product': anything about a
-- product; 'category', 'attribute').
ALTER TABLE stock_changes RENAME TO catalog_changes;
ALTER TABLE catalog_changes RENAME COLUMN product_id TO item_id;
ALTER TABLE catalog_changes ADD COLUMN kind TEXT NOT NULL DEFAULT 'stock';
DROP INDEX stock_changes_changed_at;
CREATE INDEX catalog_changes_changed_at ON catalog_changes (changed_at);

UPDATE app_meta SET value = '17' WHERE key = 'schema_version';
