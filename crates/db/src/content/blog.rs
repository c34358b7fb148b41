//! Blog posts: a page of the newest, their number, one post by url key or id, and the writer,
//! which stores only sanitised HTML. The shop shows a published post from its `created_at`, the
//! start of its publish day (`content::post_editing` writes it), so a scheduled one waits.

use sqlx::{AnyConnection, Row};
use storefront_core::locale::Locale;

use crate::clock;
use crate::html::sanitize;
use crate::sql::Sql;
use crate::Db;

/// A published post in one locale (Armenian where a translation is missing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostRow {
    pub id: i64,
    pub url_key: String,
    pub image_path: Option<String>,
    pub title: String,
    pub html_content: String,
    pub created_at: String,
}

const POST_COLUMNS: &str = "SELECT b.id, b.url_key, b.image_path, b.created_at, \
    COALESCE(t.title, f.title, b.url_key) AS title, COALESCE(t.html_content, f.html_content, '') AS html_content \
    FROM blog_posts b \
    LEFT JOIN blog_post_translations t ON t.post_id = b.id AND t.locale = $1 \
    LEFT JOIN blog_post_translations f ON f.post_id = b.id AND f.locale = 'hy'";

fn post_row(row: &sqlx::any::AnyRow) -> Result<PostRow, sqlx::Error> {
    Ok(PostRow {
        id: row.try_get("id")?,
        url_key: row.try_get("url_key")?,
        image_path: row.try_get("image_path")?,
        title: row.try_get("title")?,
        html_content: row.try_get("html_content")?,
        created_at: row.try_get("created_at")?,
    })
}

/// One page of published posts, newest first (the index `blog_posts_by_date`).
pub async fn page(db: &Db, locale: Locale, page: u32, per_page: u32) -> Result<Vec<PostRow>, sqlx::Error> {
    let offset = i64::from(page.saturating_sub(1)) * i64::from(per_page);
    let mut sql = Sql::new(POST_COLUMNS);
    sql.arg(locale.code())
        .push(" WHERE b.status = 1 AND b.created_at <= ")
        .bind(clock::now())
        .push(" ORDER BY b.created_at DESC, b.id DESC LIMIT ")
        .bind(i64::from(per_page))
        .push(" OFFSET ")
        .bind(offset);
    sql.query().fetch_all(db.pool()).await?.iter().map(post_row).collect()
}

/// Published posts.
pub async fn count(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM blog_posts WHERE status = 1 AND created_at <= $1")
        .bind(clock::now())
        .fetch_one(db.pool())
        .await?
        .try_get("n")
}

/// A published post by url key, or by id written as a number.
pub async fn find(db: &Db, slug_or_id: &str, locale: Locale) -> Result<Option<PostRow>, sqlx::Error> {
    let mut sql = Sql::new(POST_COLUMNS);
    sql.arg(locale.code()).push(" WHERE b.status = 1 AND b.created_at <= ").bind(clock::now()).push(" AND (b.url_key = ").bind(slug_or_id);
    if let Ok(id) = slug_or_id.parse::<i64>() {
        sql.push(" OR b.id = ").bind(id);
    }
    sql.push(") ORDER BY CASE WHEN b.url_key = ").bind(slug_or_id).push(" THEN 0 ELSE 1 END LIMIT 1");
    sql.query().fetch_optional(db.pool()).await?.as_ref().map(post_row).transpose()
}

#[derive(Debug, Clone)]
pub struct NewPost<'a> {
    pub url_key: &'a str,
    pub image_path: Option<&'a str>,
    pub created_at: &'a str,
    /// (locale, title, HTML) triples; the HTML is sanitised before it is stored.
    pub texts: Vec<(&'a str, &'a str, &'a str)>,
}

/// Whether a post has this url key.
pub async fn exists(conn: &mut AnyConnection, url_key: &str) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM blog_posts WHERE url_key = $1").bind(url_key).fetch_optional(&mut *conn).await?.is_some())
}

/// Stores a published post with its texts; answers its id.
pub async fn insert(conn: &mut AnyConnection, post: &NewPost<'_>) -> Result<i64, sqlx::Error> {
    let id: i64 = sqlx::query("INSERT INTO blog_posts (url_key, image_path, status, created_at) VALUES ($1, $2, 1, $3) RETURNING id")
        .bind(post.url_key)
        .bind(post.image_path)
        .bind(post.created_at)
        .fetch_one(&mut *conn)
        .await?
        .try_get("id")?;
    for (locale, title, html) in &post.texts {
        sqlx::query("INSERT INTO blog_post_translations (post_id, locale, title, html_content) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(*locale)
            .bind(*title)
            .bind(sanitize(html))
            .execute(&mut *conn)
            .await?;
    }
    Ok(id)
}
