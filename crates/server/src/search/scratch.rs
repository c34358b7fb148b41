//! The per-thread working memory of a search: one score slot per product, reused by every
//! query of the thread without being cleared (a slot counts only when its tick is current).

use std::cell::RefCell;

/// Documents are numbered across segments: a segment's first document follows the last of
/// the one before.
pub(super) type Doc = u32;

/// `matched` of a document found through its SKU only (no query has this many words).
pub(super) const SKU_ONLY: u16 = u16::MAX;

/// Per-document scores of the query being answered, reused by every query of a thread. A
/// slot is only read when its tick is the current one, so nothing is cleared between queries.
#[derive(Default)]
pub(super) struct Scratch {
    tick: u32,
    /// One per document, its fields side by side: a posting touches one cache line.
    pub slots: Vec<Slot>,
    /// The documents the current word reached.
    pub word_docs: Vec<Doc>,
    /// The documents the query found.
    pub found: Vec<Doc>,
}

#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Slot {
    /// The word tick at which `best` was last set.
    pub seen: u32,
    /// The query tick at which `total` and `matched` were last set.
    pub query: u32,
    /// The best alternative of the current word.
    pub best: f32,
    pub total: f32,
    /// Words matched so far, or [`SKU_ONLY`].
    pub matched: u16,
}

thread_local! {
    pub(super) static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

impl Scratch {
    pub fn prepare(&mut self, documents: usize) {
        if self.slots.len() != documents {
            *self = Scratch { slots: vec![Slot::default(); documents], ..Scratch::default() };
        }
    }

    pub fn next_tick(&mut self) -> u32 {
        if self.tick == u32::MAX {
            // After four billion ticks, start again from clean slots.
            self.slots.fill(Slot::default());
            self.tick = 0;
        }
        self.tick += 1;
        self.tick
    }

    /// The `limit` best of `found`: highest total first, then lowest document.
    pub fn top(&self, limit: usize) -> Vec<(f32, Doc)> {
        let mut ranked: Vec<(f32, Doc)> = self.found.iter().map(|doc| (self.slots[*doc as usize].total, *doc)).collect();
        let order = |a: &(f32, Doc), b: &(f32, Doc)| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1));
        if ranked.len() > limit {
            ranked.select_nth_unstable_by(limit, order);
            ranked.truncate(limit);
        }
        ranked.sort_unstable_by(order);
        ranked
    }
}
