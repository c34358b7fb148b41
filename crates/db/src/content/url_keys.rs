//! The URL key a CMS page or a blog post is stored with.

use sqlx::AnyConnection;
use storefront_core::product_edit::free_url_key;

/// Where keys are unique, and what a new key must not meet there.
pub(crate) struct KeyedTable {
    pub table: &'static str,
    /// The key when a title gives none.
    pub fallback: &'static str,
    /// Whether a row's other address (`custom_url`) is taken too.
    pub custom_url: bool,
}

/// A key made from a title (`derived`) gets a number when another row has it
/// (`free_url_key`); a typed one is refused (none) when another row has it.
pub(crate) async fn key_for(
    conn: &mut AnyConnection,
    keyed: &KeyedTable,
    key: &str,
    derived: bool,
    own_id: i64,
) -> Result<Option<String>, sqlx::Error> {
    let table = keyed.table;
    if derived {
        let base = if key.is_empty() { keyed.fallback } else { key };
        let like: Vec<String> =
            sqlx::query_scalar(&format!("SELECT url_key FROM {table} WHERE (url_key = $1 OR url_key LIKE $2) AND id <> $3"))
                .bind(base)
                .bind(format!("{base}-%"))
                .bind(own_id)
                .fetch_all(&mut *conn)
                .await?;
        return Ok(Some(free_url_key(base, &like)));
    }
    let other = if keyed.custom_url { " OR custom_url = $1" } else { "" };
    let taken = sqlx::query(&format!("SELECT id FROM {table} WHERE (url_key = $1{other}) AND id <> $2"))
        .bind(key)
        .bind(own_id)
        .fetch_optional(&mut *conn)
        .await?
        .is_some();
    Ok((!taken).then(|| key.to_string()))
}
