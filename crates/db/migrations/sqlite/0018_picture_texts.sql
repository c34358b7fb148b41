-- Pictures staff upload: an alt text per language, for screen readers and search engines.
-- A language without a row falls back to the product's name where the picture is shown.
CREATE TABLE product_image_texts (
    image_id INTEGER NOT NULL REFERENCES product_images (id) ON DELETE CASCADE,
    locale   TEXT NOT NULL,
    alt      TEXT NOT NULL,
    PRIMARY KEY (image_id, locale)
);

UPDATE app_meta SET value = '18' WHERE key = 'schema_version';
