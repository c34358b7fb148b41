-- A special price staff plan for some days. `special_price_minor` and `final_price_minor` stay
-- what is in force now (every reader of prices is unchanged); the planned special price and its
-- first and last shop day (`YYYY-MM-DD`, either open) are kept beside them, and the servers put
-- the special price in force and take it away as its days come and go.
ALTER TABLE products ADD COLUMN special_price_planned_minor INTEGER;
ALTER TABLE products ADD COLUMN special_from TEXT;
ALTER TABLE products ADD COLUMN special_to TEXT;
CREATE INDEX products_with_special_dates ON products (special_from, special_to) WHERE special_from IS NOT NULL OR special_to IS NOT NULL;

UPDATE app_meta SET value = '20' WHERE key = 'schema_version';
