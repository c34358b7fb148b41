//! Sliders and banners of the home page: those switched on, with a picture, on their days
//! (`storefront_core::promotion_edit::showing` decides, on the shop's day).

use sqlx::Row;
use storefront_core::locale::Locale;
use storefront_core::promotion_edit::{showing, Showing, MAX_PROMOTIONS};

use crate::clock;

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

/// Whether a row read with its `path`, `starts_on` and `ends_on` shows on `today`.
fn shown(row: &sqlx::any::AnyRow, today: &str) -> bool {
    let day = |column: &str| row.try_get::<Option<String>, _>(column).ok().flatten();
    let has_picture = row.try_get::<String, _>("path").is_ok_and(|path| !path.is_empty());
    showing(true, has_picture, day("starts_on").as_deref(), day("ends_on").as_deref(), today) == Showing::Shown
}

pub async fn sliders(db: &Db, locale: Locale) -> Result<Vec<SliderRow>, sqlx::Error> {
    let today = clock::shop_today();
    sqlx::query(
        "SELECT s.id, s.path, s.mobile_path, s.link, s.starts_on, s.ends_on, COALESCE(t.content, f.content, '') AS content \
         FROM sliders s \
         LEFT JOIN slider_translations t ON t.slider_id = s.id AND t.locale = $1 \
         LEFT JOIN slider_translations f ON f.slider_id = s.id AND f.locale = 'hy' \
         WHERE s.status = 1 ORDER BY s.position, s.id LIMIT $2",
    )
    .bind(locale.code())
    .bind(MAX_PROMOTIONS as i64)
    .fetch_all(db.pool())
    .await?
    .iter()
    .filter(|row| shown(row, &today))
    .map(|row| {
        Ok(SliderRow {
            id: row.try_get("id")?,
            path: row.try_get("path")?,
            mobile_path: row.try_get::<Option<String>, _>("mobile_path")?.filter(|path| !path.is_empty()),
            link: row.try_get("link")?,
            content: row.try_get("content")?,
        })
    })
    .collect()
}

pub async fn banners(db: &Db, locale: Locale) -> Result<Vec<BannerRow>, sqlx::Error> {
    let today = clock::shop_today();
    sqlx::query(
        "SELECT b.id, b.path, b.link, b.starts_on, b.ends_on, COALESCE(t.content, f.content, '') AS content FROM banners b \
         LEFT JOIN banner_translations t ON t.banner_id = b.id AND t.locale = $1 \
         LEFT JOIN banner_translations f ON f.banner_id = b.id AND f.locale = 'hy' \
         WHERE b.status = 1 ORDER BY b.position, b.id LIMIT $2",
    )
    .bind(locale.code())
    .bind(MAX_PROMOTIONS as i64)
    .fetch_all(db.pool())
    .await?
    .iter()
    .filter(|row| shown(row, &today))
    .map(|row| {
        Ok(BannerRow { id: row.try_get("id")?, path: row.try_get("path")?, link: row.try_get("link")?, content: row.try_get("content")? })
    })
    .collect()
}
