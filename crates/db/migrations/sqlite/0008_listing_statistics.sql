-- Statistics for the index of 0007, so that the planner counts an option-filtered list from the
-- option's products at once, not only after the next listing rebuild refreshes them.
ANALYZE product_listing;

UPDATE app_meta SET value = '8' WHERE key = 'schema_version';
