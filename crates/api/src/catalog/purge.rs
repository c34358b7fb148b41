//! Purges the products deleted longer ago than they can be restored
//! (storefront_db::catalog::product_bulk::KEPT_AFTER_DELETE_DAYS), and their pictures' files
//! from the picture store, every few hours on every server (two servers purging at once find
//! nothing left to do twice).

use std::time::Duration;

use storefront_db::catalog::product_bulk::{self, KEPT_AFTER_DELETE_DAYS};
use storefront_db::clock;
use storefront_db::staff::audit::Actor;
use storefront_db::Db;
use storefront_media::{keys, PictureStore};

/// How often a server looks for products to purge.
const EVERY: Duration = Duration::from_secs(6 * 3600);

/// Purges every product past its time, batch by batch; answers how many.
pub async fn run_once(db: &Db, pictures: &PictureStore) -> Result<usize, sqlx::Error> {
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

/// Purges now and then until the process ends.
pub fn spawn(db: Db, pictures: PictureStore) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(EVERY);
        loop {
            ticker.tick().await;
            match run_once(&db, &pictures).await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "purged products deleted more than {KEPT_AFTER_DELETE_DAYS} days ago"),
                Err(error) => tracing::warn!(%error, "cannot purge deleted products"),
            }
        }
    })
}
