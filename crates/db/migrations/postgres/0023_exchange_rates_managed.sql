-- Exchange rates managed by staff. Each rate keeps the drams it was stated in (four places),
-- so what was typed is shown back exactly; 0 for rates written before, whose drams the core
-- derives from `rate_e9`.
ALTER TABLE exchange_rates ADD COLUMN drams_e4 BIGINT NOT NULL DEFAULT 0;
-- Who set it: 'seed' (the demo, or before staff could) or 'staff'.
ALTER TABLE exchange_rates ADD COLUMN source TEXT NOT NULL DEFAULT 'seed';

UPDATE app_meta SET value = '23' WHERE key = 'schema_version';
