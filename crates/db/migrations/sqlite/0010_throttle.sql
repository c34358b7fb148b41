-- What one client did that a stranger could abuse (failed logins, reset mails, contact
-- messages, subscriptions), counted by the throttle per subject and per client address.
-- Failed logins were counted per account alone, which let anyone lock an owner out.
DROP TABLE login_failures;

CREATE TABLE throttle_events (
    id         INTEGER PRIMARY KEY,
    action     TEXT NOT NULL,
    subject    TEXT NOT NULL,
    address    TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX throttle_events_by_subject ON throttle_events (action, subject, created_at);
CREATE INDEX throttle_events_by_address ON throttle_events (action, address, created_at);
CREATE INDEX throttle_events_by_time ON throttle_events (created_at);

UPDATE app_meta SET value = '10' WHERE key = 'schema_version';
