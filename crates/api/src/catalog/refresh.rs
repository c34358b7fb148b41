//! Keeps the derived catalogue data in step with the database: every interval the catalogue's
//! fingerprint (storefront_db::catalog::listing::fingerprint) is read, and when it changed the product
//! listing and the search index are rebuilt and cached list totals and product cards dropped. Each app server
//! does this on its own, so several servers behind a load balancer converge on the same
//! database without talking to each other.

use std::time::Duration;

use super::Catalogue;
use storefront_db::catalog::listing;

/// Watches the catalogue until the process ends, from the state it has when this returns: a change
/// made after that is rebuilt for. `after_rebuild` runs once the search index is rebuilt: the
/// server hands back to the system what the build freed (the API knows no allocator).
pub async fn spawn(catalogue: Catalogue, every: Duration, after_rebuild: impl Fn() + Send + 'static) -> tokio::task::JoinHandle<()> {
    let mut known = listing::fingerprint(&catalogue.db).await.ok();
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(every);
        ticker.tick().await;
        loop {
            ticker.tick().await;
            let current = match listing::fingerprint(&catalogue.db).await {
                Ok(current) => current,
                Err(error) => {
                    tracing::warn!(%error, "cannot read the catalogue fingerprint");
                    continue;
                }
            };
            if known.as_ref() == Some(&current) {
                continue;
            }
            if let Err(error) = listing::refresh(&catalogue.db).await {
                tracing::error!(%error, "product listing rebuild failed");
                continue;
            }
            catalogue.forget();
            let rebuilt = catalogue.search.rebuild(&catalogue.db).await;
            after_rebuild();
            match rebuilt {
                Ok(()) => known = Some(current),
                Err(error) => tracing::error!(%error, "search index rebuild failed"),
            }
        }
    })
}
