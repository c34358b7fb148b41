-- Content around the catalogue: CMS pages, header and footer menus, blog posts, social links,
-- newsletter subscribers and contact messages. Translated text lives in *_translations tables
-- keyed by (id, locale) with locale in hy|ru|en. HTML columns hold sanitised HTML (the writers in
-- store::content sanitise before storing; the API sanitises again when serving).
-- The shop's own address, phone, e-mail and opening hours are shell messages
-- (translations/shell: footer.*), not rows.

CREATE TABLE cms_pages (
    id         INTEGER PRIMARY KEY,
    -- /page/{url_key}; the same key in every locale.
    url_key    TEXT NOT NULL UNIQUE,
    -- Another address the page answers to (/page/{custom_url}), when set.
    custom_url TEXT UNIQUE,
    status     INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE cms_page_translations (
    page_id          INTEGER NOT NULL REFERENCES cms_pages (id) ON DELETE CASCADE,
    locale           TEXT NOT NULL,
    page_title       TEXT NOT NULL,
    html_content     TEXT NOT NULL DEFAULT '',
    meta_title       TEXT NOT NULL DEFAULT '',
    meta_description TEXT NOT NULL DEFAULT '',
    meta_keywords    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (page_id, locale)
);

-- Header and footer links; an item with parent_id is a child ("childs") of that item. An item
-- links to its url_key when set, else to its page (spec section 2), else to custom_url.
CREATE TABLE cms_menus (
    id         INTEGER PRIMARY KEY,
    parent_id  INTEGER REFERENCES cms_menus (id) ON DELETE CASCADE,
    type       TEXT NOT NULL CHECK (type IN ('header', 'footer')),
    status     INTEGER NOT NULL DEFAULT 1,
    position   INTEGER NOT NULL DEFAULT 0,
    page_id    INTEGER REFERENCES cms_pages (id) ON DELETE SET NULL,
    url_key    TEXT,
    custom_url TEXT
);
CREATE INDEX cms_menus_by_type ON cms_menus (type, position, id);

CREATE TABLE cms_menu_translations (
    menu_id INTEGER NOT NULL REFERENCES cms_menus (id) ON DELETE CASCADE,
    locale  TEXT NOT NULL,
    name    TEXT NOT NULL,
    PRIMARY KEY (menu_id, locale)
);

CREATE TABLE blog_posts (
    id         INTEGER PRIMARY KEY,
    url_key    TEXT NOT NULL UNIQUE,
    -- Relative to the storage root (/storage/{image_path}), like product pictures.
    image_path TEXT,
    status     INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
);
-- The blog list: published posts, newest first.
CREATE INDEX blog_posts_by_date ON blog_posts (status, created_at, id);

CREATE TABLE blog_post_translations (
    post_id      INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    locale       TEXT NOT NULL,
    title        TEXT NOT NULL,
    html_content TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (post_id, locale)
);

CREATE TABLE social_links (
    id       INTEGER PRIMARY KEY,
    link     TEXT NOT NULL,
    -- A file name under /storage/icons/.
    icon     TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    status   INTEGER NOT NULL DEFAULT 1
);

-- E-mails are stored lowercased and trimmed, so UNIQUE catches "Ani@Mail.am" twice.
CREATE TABLE newsletter_subscribers (
    id         INTEGER PRIMARY KEY,
    email      TEXT NOT NULL UNIQUE,
    locale     TEXT NOT NULL,
    created_at TEXT NOT NULL
);

-- What the contact form sent; the mail to the shop goes through the outbox in the same
-- transaction.
CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    phone      TEXT NOT NULL DEFAULT '',
    message    TEXT NOT NULL,
    locale     TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_by_date ON contact_messages (created_at);

UPDATE app_meta SET value = '6' WHERE key = 'schema_version';
