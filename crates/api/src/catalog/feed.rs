//! Follows the feed of catalogue changes (storefront_db::catalog::catalog_changes) so that within
//! a second this server forgets its kept reads of exactly what another server changed: the
//! stock and prices of what was sold, the cards of the products editors saved (whose search
//! documents are read again, [`storefront_search::SearchIndex::update`]), and the lists, which
//! may show any of them. Nothing is re-read on a timer.
//!
//! PostgreSQL gives a change its id when the writer inserts it but shows it only when the writer
//! commits, so a lower id can appear after a higher one was read. Each read therefore looks again
//! at the changes of the last `LOOK_BACK`, and forgets only those it has not applied yet.

use std::collections::{BTreeSet, VecDeque};
use std::time::{Duration, Instant};

use super::Catalogue;
use storefront_db::catalog::catalog_changes::{self, Change, Kind};
use storefront_db::clock;

/// How long a change may take between its insert and its commit and still be read (orders
/// record their changes just before they commit); slower writers are caught by the stock
/// cache's own expiry.
const LOOK_BACK: Duration = Duration::from_secs(15);

/// Changes read per query.
const PAGE: i64 = 5_000;

/// Changes are kept this long in the table (far longer than any kept read lives).
const KEEP_CHANGES: Duration = Duration::from_secs(3600);

/// How often a server prunes the table.
const PRUNE_EVERY: Duration = Duration::from_secs(600);

/// Where this server is in the feed.
#[derive(Debug)]
pub struct Follower {
    /// Every change at or below this id was applied, or is older than `LOOK_BACK`.
    floor: i64,
    /// Changes above `floor` already applied.
    applied: BTreeSet<i64>,
    /// The highest change applied at each read, for raising `floor` once `LOOK_BACK` passed.
    reads: VecDeque<(Instant, i64)>,
}

impl Follower {
    pub fn starting_above(floor: i64) -> Follower {
        Follower { floor, applied: BTreeSet::new(), reads: VecDeque::new() }
    }

    /// The id after which the next read starts.
    pub fn floor(&self) -> i64 {
        self.floor
    }

    /// Takes one read of the changes after `floor`, made at `now`; answers those not applied
    /// yet (each change once, however often it is read).
    pub fn take(&mut self, changes: &[Change], now: Instant) -> Vec<Change> {
        let forget = changes.iter().filter(|change| change.id > self.floor && self.applied.insert(change.id)).copied().collect();
        let highest = self.applied.last().copied().unwrap_or(self.floor);
        self.reads.push_back((now, highest));
        while let Some(&(at, highest_then)) = self.reads.front() {
            if now.saturating_duration_since(at) < LOOK_BACK {
                break;
            }
            self.floor = self.floor.max(highest_then);
            self.reads.pop_front();
        }
        self.applied = self.applied.split_off(&(self.floor + 1));
        forget
    }
}

/// Reads the feed once and applies the changes made since the last read; answers how many. A
/// server without a follower yet starts one `LOOK_BACK` behind now.
pub async fn catch_up(catalogue: &Catalogue, follower: &mut Option<Follower>) -> Result<usize, sqlx::Error> {
    let db = &catalogue.db;
    let follower = match follower {
        Some(follower) => follower,
        None => follower.insert(Follower::starting_above(catalog_changes::floor_since(db, &clock::timestamp(LOOK_BACK)).await?)),
    };
    let (mut changes, mut after) = (Vec::new(), follower.floor());
    loop {
        let page = catalog_changes::after(db, after, PAGE).await?;
        let full = page.len() as i64 == PAGE;
        after = page.last().map_or(after, |change| change.id);
        changes.extend(page);
        if !full {
            break;
        }
    }
    let new = follower.take(&changes, Instant::now());
    apply(catalogue, &new).await;
    Ok(new.len())
}

/// Forgets what the changes made out of date. A product's stock and price are forgotten alone;
/// a product's other changes forget its cards too, every list, and re-read its search document;
/// a category or attribute change forgets every card and list (they name categories and
/// attributes); a change of the exchange rates forgets the rates, and one of the checkout's
/// methods the methods.
async fn apply(catalogue: &Catalogue, changes: &[Change]) {
    // Read every second: most reads find nothing new, and forgetting nothing must not move
    // the catalogue's version (the pages drawn from it would all be drawn again).
    if changes.is_empty() {
        return;
    }
    catalogue.changed();
    let of = |kinds: &[Kind]| -> Vec<i64> { changes.iter().filter(|c| kinds.contains(&c.kind)).map(|c| c.item_id).collect() };
    let (products, stock) = (of(&[Kind::Product]), of(&[Kind::Stock, Kind::Product]));
    catalogue.stock.forget(stock);
    if changes.iter().any(|c| c.kind == Kind::Rates) {
        catalogue.rates.forget();
    }
    if changes.iter().any(|c| c.kind == Kind::Methods) {
        catalogue.methods.forget();
    }
    if changes.iter().any(|c| matches!(c.kind, Kind::Category | Kind::Attribute)) {
        catalogue.cards.clear();
        catalogue.lists.clear();
    } else if !products.is_empty() {
        catalogue.cards.forget(products.iter().copied());
        catalogue.lists.clear();
    }
    if let Err(error) = catalogue.search.update(&catalogue.db, &products).await {
        tracing::error!(%error, "cannot update the search index for changed products");
    }
}

/// Follows the feed every `every` until the process ends, and prunes old changes now and then.
pub fn spawn(catalogue: Catalogue, every: Duration) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut follower = None;
        let mut pruned_at: Option<Instant> = None;
        let mut ticker = tokio::time::interval(every);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            if let Err(error) = catch_up(&catalogue, &mut follower).await {
                tracing::warn!(%error, "cannot read the catalogue changes");
            }
            if pruned_at.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
                pruned_at = Some(Instant::now());
                if let Err(error) = catalog_changes::prune(&catalogue.db, &clock::timestamp(KEEP_CHANGES)).await {
                    tracing::warn!(%error, "cannot prune the catalogue changes");
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn changes(pairs: &[(i64, i64)]) -> Vec<Change> {
        pairs.iter().map(|&(id, item_id)| Change { id, kind: Kind::Stock, item_id }).collect()
    }

    fn items(changes: Vec<Change>) -> Vec<i64> {
        changes.into_iter().map(|change| change.item_id).collect()
    }

    #[test]
    fn each_change_is_forgotten_once_however_often_it_is_read_again() {
        let start = Instant::now();
        let mut follower = Follower::starting_above(10);
        assert_eq!(items(follower.take(&changes(&[(11, 5), (12, 6)]), start)), vec![5, 6]);
        assert_eq!(items(follower.take(&changes(&[(11, 5), (12, 6), (13, 7)]), start + Duration::from_secs(1))), vec![7]);
        assert_eq!(follower.floor(), 10, "the look-back has not passed");
    }

    #[test]
    fn a_change_that_commits_after_a_higher_one_was_read_is_still_forgotten() {
        let start = Instant::now();
        let mut follower = Follower::starting_above(0);
        assert_eq!(items(follower.take(&changes(&[(2, 20)]), start)), vec![20]);
        let later = start + LOOK_BACK - Duration::from_secs(1);
        assert_eq!(items(follower.take(&changes(&[(1, 10), (2, 20)]), later)), vec![10]);
    }

    #[test]
    fn the_floor_rises_to_what_was_read_once_the_look_back_has_passed() {
        let start = Instant::now();
        let mut follower = Follower::starting_above(0);
        follower.take(&changes(&[(1, 10), (3, 30)]), start);
        follower.take(&changes(&[(1, 10), (3, 30), (4, 40)]), start + Duration::from_secs(1));
        follower.take(&[], start + LOOK_BACK);
        assert_eq!(follower.floor(), 3, "the highest id of the read made a look-back ago");
        assert_eq!(items(follower.take(&changes(&[(2, 20), (4, 40), (5, 50)]), start + LOOK_BACK + Duration::from_secs(1))), vec![50]);
        follower.take(&[], start + LOOK_BACK * 3);
        assert_eq!(follower.floor(), 5);
    }
}
