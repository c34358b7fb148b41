-- Slides, banners and blog posts edited by staff. Slides and banners get the shop days they show
-- on (both included, either open; storefront_core::promotion_edit::showing decides) and the
-- version an editor read, so a save over someone else's is refused rather than lost. A new one
-- has no picture until one is uploaded (an empty path), and is not shown until then.
ALTER TABLE sliders ADD COLUMN starts_on TEXT;
ALTER TABLE sliders ADD COLUMN ends_on TEXT;
ALTER TABLE sliders ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE banners ADD COLUMN starts_on TEXT;
ALTER TABLE banners ADD COLUMN ends_on TEXT;
ALTER TABLE banners ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- A blog post keeps the version an editor read; its created_at is when it is published from (the
-- start of its publish day), so a post written ahead waits for its day.
ALTER TABLE blog_posts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

UPDATE app_meta SET value = '28' WHERE key = 'schema_version';
