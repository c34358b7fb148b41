//! The shop's contact details as staff save them: kept in the shop's settings table, one text per
//! key (the core's `ShopContacts::to_stored`), saved whole and audited with the values before and
//! after.

use storefront_core::shop_contacts::{ShopContacts, STORED_PREFIX};

use crate::clock;
use crate::staff::audit::{self, Actor, Entry};
use crate::Db;

async fn stored(conn: &mut sqlx::AnyConnection) -> Result<ShopContacts, sqlx::Error> {
    let rows = crate::shop_settings::prefixed(conn, STORED_PREFIX).await?;
    Ok(ShopContacts::from_stored(rows.iter().map(|(key, value)| (key.as_str(), value.as_str()))))
}

/// The details saved (empty fields where staff saved none).
pub async fn current(db: &Db) -> Result<ShopContacts, sqlx::Error> {
    let mut conn = db.pool().acquire().await?;
    stored(&mut conn).await
}

/// Saves details already checked (`ShopContacts::checked`), audited, in one transaction; answers
/// them as stored.
pub async fn save(db: &Db, contacts: &ShopContacts, actor: &Actor) -> Result<ShopContacts, sqlx::Error> {
    let now = clock::now();
    let mut tx = db.begin_write().await?;
    let before = stored(&mut tx).await?;
    crate::shop_settings::store(&mut tx, contacts.to_stored(), &now).await?;
    let after = stored(&mut tx).await?;
    let json = |contacts: &ShopContacts| serde_json::to_string(contacts).unwrap_or_default();
    let (before_json, after_json) = (json(&before), json(&after));
    let entry = Entry {
        action: "contacts.update",
        entity: "settings",
        entity_id: "contacts",
        before: Some(&before_json),
        after: Some(&after_json),
    };
    audit::record_in(&mut tx, actor, &entry).await?;
    tx.commit().await?;
    Ok(after)
}
