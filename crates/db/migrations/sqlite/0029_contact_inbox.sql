-- The contact form's messages as an inbox staff work through: when one was first opened and last
-- answered (storefront_core::contact::InboxState reads them), and every reply mailed, by whom.
ALTER TABLE contact_messages ADD COLUMN read_at TEXT;
ALTER TABLE contact_messages ADD COLUMN answered_at TEXT;

CREATE TABLE contact_replies (
    id         INTEGER PRIMARY KEY,
    message_id INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
    staff_id   INTEGER,
    actor      TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX contact_replies_by_message ON contact_replies (message_id, id);

UPDATE app_meta SET value = '29' WHERE key = 'schema_version';
