//! The feed of catalogue changes (table `catalog_changes`). Every writer of the catalogue (an
//! order taking stock, an editor saving a product) records what it changed here in the same
//! transaction; each app server follows the feed (crates/api/src/catalog/feed.rs) to forget its
//! kept reads of exactly those items and to update its search index for just those products.

use sqlx::{Any, Row, Transaction};

use crate::clock;
use crate::sql::Sql;
use crate::Db;

/// What a change touched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A product's stock or price, nothing else.
    Stock,
    /// Anything about a product: texts, prices, flags, categories, pictures, whether it is listed.
    Product,
    Category,
    Attribute,
    /// The exchange rates (item 0): prices in dollars and rubles follow.
    Rates,
    /// The checkout's shipping and payment methods (item 0): their rates, titles and order.
    Methods,
}

impl Kind {
    pub fn code(self) -> &'static str {
        match self {
            Kind::Stock => "stock",
            Kind::Product => "product",
            Kind::Category => "category",
            Kind::Attribute => "attribute",
            Kind::Rates => "rates",
            Kind::Methods => "methods",
        }
    }

    /// A kind this server does not know (written by a newer one) is read as a product change
    /// of its item, which forgets the most.
    pub fn parse(code: &str) -> Kind {
        match code {
            "stock" => Kind::Stock,
            "category" => Kind::Category,
            "attribute" => Kind::Attribute,
            "rates" => Kind::Rates,
            "methods" => Kind::Methods,
            _ => Kind::Product,
        }
    }
}

/// One recorded change: its place in the feed, what it touched and that item's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    pub id: i64,
    pub kind: Kind,
    pub item_id: i64,
}

/// Records that these items changed, inside the writer's transaction, so the feed shows the
/// change exactly when it commits (one statement for all of them).
pub async fn record(tx: &mut Transaction<'static, Any>, kind: Kind, item_ids: &[i64]) -> Result<(), sqlx::Error> {
    if item_ids.is_empty() {
        return Ok(());
    }
    let mut sql = Sql::new("INSERT INTO catalog_changes (kind, item_id, changed_at) VALUES ");
    let now = clock::now();
    for (i, item_id) in item_ids.iter().enumerate() {
        sql.push(if i == 0 { "(" } else { ", (" }).bind(kind.code()).push(", ").bind(*item_id).push(", ").bind(now.as_str()).push(")");
    }
    sql.query().execute(&mut **tx).await?;
    Ok(())
}

/// The id below every change recorded since `since` (a stored timestamp), or the newest id
/// when none was: where a server starting with nothing kept begins to follow the feed, so that
/// a change that commits just after the start is still read.
pub async fn floor_since(db: &Db, since: &str) -> Result<i64, sqlx::Error> {
    sqlx::query(
        "SELECT COALESCE((SELECT MIN(id) - 1 FROM catalog_changes WHERE changed_at >= $1), \
         (SELECT MAX(id) FROM catalog_changes), 0) AS floor",
    )
    .bind(since)
    .fetch_one(db.pool())
    .await?
    .try_get("floor")
}

/// The changes after `id`, oldest first, at most `limit`.
pub async fn after(db: &Db, id: i64, limit: i64) -> Result<Vec<Change>, sqlx::Error> {
    sqlx::query("SELECT id, kind, item_id FROM catalog_changes WHERE id > $1 ORDER BY id LIMIT $2")
        .bind(id)
        .bind(limit)
        .fetch_all(db.pool())
        .await?
        .iter()
        .map(|row| {
            let kind: String = row.try_get("kind")?;
            Ok(Change { id: row.try_get("id")?, kind: Kind::parse(&kind), item_id: row.try_get("item_id")? })
        })
        .collect()
}

/// Deletes the changes recorded before `cutoff` (a stored timestamp); answers how many.
pub async fn prune(db: &Db, cutoff: &str) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query("DELETE FROM catalog_changes WHERE changed_at < $1").bind(cutoff).execute(db.pool()).await?.rows_affected())
}
