-- An export may write only the products the back office's product table showed: its filter, as
-- JSON (storefront_db::catalog::product_table::TableFilter), or '' for the whole catalogue.
ALTER TABLE catalog_jobs ADD COLUMN product_filter TEXT NOT NULL DEFAULT '';

UPDATE app_meta SET value = '30' WHERE key = 'schema_version';
