//! Sliders and banners of the home page.

use sqlx::Row;
use storefront_core::locale::Locale;

use crate::Db;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SliderRow {
    pub id: i64,
    pub path: String,
    pub mobile_path: Option<String>,
    pub link: String,
    pub content: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BannerRow {
    pub id: i64,
    pub path: String,
    pub link: String,
    pub content: String,
}

pub async fn sliders(db: &Db, locale: Locale) -> Result<Vec<SliderRow>, sqlx::Error> {
    sqlx::query(
        "SELECT s.id, s.path, s.mobile_path, s.link, COALESCE(t.content, f.content, '') AS content FROM sliders s \
         LEFT JOIN slider_translations t ON t.slider_id = s.id AND t.locale = $1 \
         LEFT JOIN slider_translations f ON f.slider_id = s.id AND f.locale = 'hy' \
         WHERE s.status = 1 ORDER BY s.position, s.id",
    )
    .bind(locale.code())
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| {
        Ok(SliderRow {
            id: row.try_get("id")?,
            path: row.try_get("path")?,
            mobile_path: row.try_get("mobile_path")?,
            link: row.try_get("link")?,
            content: row.try_get("content")?,
        })
    })
    .collect()
}

pub async fn banners(db: &Db, locale: Locale) -> Result<Vec<BannerRow>, sqlx::Error> {
    sqlx::query(
        "SELECT b.id, b.path, b.link, COALESCE(t.content, f.content, '') AS content FROM banners b \
         LEFT JOIN banner_translations t ON t.banner_id = b.id AND t.locale = $1 \
         LEFT JOIN banner_translations f ON f.banner_id = b.id AND f.locale = 'hy' \
         WHERE b.status = 1 ORDER BY b.position, b.id",
    )
    .bind(locale.code())
    .fetch_all(db.pool())
    .await?
    .iter()
    .map(|row| {
        Ok(BannerRow { id: row.try_get("id")?, path: row.try_get("path")?, link: row.try_get("link")?, content: row.try_get("content")? })
    })
    .collect()
}
