//! The settings the owner changes in the back office, stored one text per key and laid over
//! the server's configuration (the core's `ShopSettings::with_stored`).

use sqlx::Row;
use storefront_core::shop_settings::ShopSettings;

use crate::clock;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

async fn stored(conn: &mut sqlx::AnyConnection) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query("SELECT key, value FROM shop_settings")
        .fetch_all(conn)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("key")?, row.try_get("value")?)))
        .collect()
}

fn laid_over(defaults: &ShopSettings, stored: &[(String, String)]) -> ShopSettings {
    defaults.with_stored(stored.iter().map(|(key, value)| (key.as_str(), value.as_str())))
}

/// The settings in force: what the owner saved, else `defaults` (the server's configuration).
pub async fn current(db: &Db, defaults: &ShopSettings) -> Result<ShopSettings, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    Ok(laid_over(defaults, &stored(&mut conn).await?))
}

/// Saves settings already checked (`ShopSettings::checked`) and audits the change, values before
/// and after, in one transaction. Answers the settings now in force.
pub async fn save(db: &Db, defaults: &ShopSettings, settings: &ShopSettings, actor: &Actor) -> Result<ShopSettings, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let before = laid_over(defaults, &stored(&mut tx).await?);
    store(&mut tx, settings.to_stored(), &now).await?;
    let after = laid_over(defaults, &stored(&mut tx).await?);
    let (before_json, after_json) = (json(&before), json(&after));
    let entry =
        Entry { action: "settings.update", entity: "settings", entity_id: "shop", before: Some(&before_json), after: Some(&after_json) };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(after)
}

/// The stored keys that start with `prefix` and their texts (one group of settings: the
/// contact details, the checkout's methods).
pub(crate) async fn prefixed(conn: &mut sqlx::AnyConnection, prefix: &str) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query("SELECT key, value FROM shop_settings WHERE key LIKE $1")
        .bind(format!("{prefix}%"))
        .fetch_all(conn)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("key")?, row.try_get("value")?)))
        .collect()
}

/// Writes each key's text (a new key, or over the stored one) inside the caller's transaction.
pub(crate) async fn store<K: AsRef<str>>(
    conn: &mut sqlx::AnyConnection,
    stored: impl IntoIterator<Item = (K, String)>,
    now: &str,
) -> Result<(), sqlx::Error> {
    for (key, value) in stored {
        sqlx::query(
            "INSERT INTO shop_settings (key, value, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        )
        .bind(key.as_ref())
        .bind(value)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

fn json(settings: &ShopSettings) -> String {
    serde_json::to_string(settings).unwrap_or_default()
}
