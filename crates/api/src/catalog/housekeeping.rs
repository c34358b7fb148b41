//! What every server does to the catalogue as time passes: special prices planned for some days
//! are put in force and taken away as the shop's days come and go (every few minutes), and the
//! products deleted longer ago than they can be restored
//! (storefront_db::catalog::product_bulk::KEPT_AFTER_DELETE_DAYS) are purged with their
//! pictures' files (every few hours). Two servers doing either at once find nothing left to do
//! the second time.

use std::time::{Duration, Instant};

use storefront_db::catalog::product_bulk::{self, KEPT_AFTER_DELETE_DAYS};
use storefront_db::catalog::special_prices;
use storefront_db::clock;
use storefront_db::staff::audit::Actor;
use storefront_db::Db;
use storefront_media::{keys, PictureStore};

/// How often a server looks at the special prices' days: a sale starting at midnight shows
/// within this.
const PRICES_EVERY: Duration = Duration::from_secs(300);

/// How often a server looks for products to purge.
const PURGE_EVERY: Duration = Duration::from_secs(6 * 3600);

/// Puts in force or takes away the special prices whose days began or ended; answers how many
/// products changed.
pub async fn apply_special_prices(db: &Db) -> Result<usize, sqlx::Error> {
    Ok(special_prices::apply(db, &clock::shop_today()).await?.len())
}

/// Purges every product past its time, batch by batch; answers how many.
pub async fn purge(db: &Db, pictures: &PictureStore) -> Result<usize, sqlx::Error> {
    let cutoff = clock::timestamp(Duration::from_secs(KEPT_AFTER_DELETE_DAYS as u64 * 86_400));
    let mut purged = 0;
    loop {
        let (count, paths) = product_bulk::purge(db, &cutoff, &Actor::housekeeping()).await?;
        for path in paths {
            // The rows are gone; files left behind by a failure here cost space, not correctness.
            if let Err(error) = pictures.remove(&keys::all_of(&path)).await {
                tracing::warn!(%error, path, "cannot remove a purged product's picture files");
            }
        }
        purged += count;
        if count == 0 {
            return Ok(purged);
        }
    }
}

/// Keeps house until the process ends.
pub fn spawn(db: Db, pictures: PictureStore) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(PRICES_EVERY);
        let mut purged_at: Option<Instant> = None;
        loop {
            ticker.tick().await;
            match apply_special_prices(&db).await {
                Ok(0) => {}
                Ok(changed) => tracing::info!(changed, "special prices put in force or taken away"),
                Err(error) => tracing::warn!(%error, "cannot apply the special prices' days"),
            }
            if purged_at.is_none_or(|at| at.elapsed() >= PURGE_EVERY) {
                purged_at = Some(Instant::now());
                match purge(&db, &pictures).await {
                    Ok(0) => {}
                    Ok(purged) => tracing::info!(purged, "purged products deleted more than {KEPT_AFTER_DELETE_DAYS} days ago"),
                    Err(error) => tracing::warn!(%error, "cannot purge deleted products"),
                }
            }
        }
    })
}
