//! The shipping and payment methods as staff set them: kept in the shop's settings table, one
//! text per key (the core's `CheckoutMethods::to_stored`), saved whole, audited with the values
//! before and after, and announced in the catalogue's feed so that every server's checkout
//! follows within a second ([`MethodsCache`]).

use std::sync::Arc;
use std::time::Duration;

use storefront_core::checkout_methods::{CheckoutMethods, STORED_PREFIX};

use crate::catalog::catalog_changes::{self, Kind};
use crate::clock;
use crate::kept::Kept;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

async fn stored(conn: &mut sqlx::AnyConnection) -> Result<CheckoutMethods, sqlx::Error> {
    let rows = crate::shop_settings::prefixed(conn, STORED_PREFIX).await?;
    Ok(CheckoutMethods::from_stored(rows.iter().map(|(key, value)| (key.as_str(), value.as_str()))))
}

/// The methods in force: as staff saved them, over the shop's own.
pub async fn current(db: &Db) -> Result<CheckoutMethods, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    stored(&mut conn).await
}

/// Saves methods already checked (`MethodsDraft::check`), audited and announced, in one
/// transaction; answers them as stored.
pub async fn save(db: &Db, methods: &CheckoutMethods, actor: &Actor) -> Result<CheckoutMethods, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let before = stored(&mut tx).await?;
    crate::shop_settings::store(&mut tx, methods.to_stored(), &now).await?;
    let after = stored(&mut tx).await?;
    let json = |methods: &CheckoutMethods| serde_json::to_string(methods).unwrap_or_default();
    let (before_json, after_json) = (json(&before), json(&after));
    let entry =
        Entry { action: "methods.update", entity: "settings", entity_id: "methods", before: Some(&before_json), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    catalog_changes::record(&mut tx, Kind::Methods, &[0]).await?;
    tx.commit().await?;
    Ok(after)
}

/// Every cart's total needs the methods: kept until the feed says staff saved them.
#[derive(Debug, Clone)]
pub struct MethodsCache {
    kept: Kept<Arc<CheckoutMethods>>,
}

impl Default for MethodsCache {
    fn default() -> Self {
        MethodsCache { kept: Kept::new(Duration::from_secs(60)) }
    }
}

impl MethodsCache {
    pub async fn get(&self, db: &Db) -> Result<Arc<CheckoutMethods>, sqlx::Error> {
        self.kept.get(|| async { current(db).await.map(Arc::new) }, |_| true).await
    }

    /// The methods are read again on the next request.
    pub fn forget(&self) {
        self.kept.forget();
    }
}
