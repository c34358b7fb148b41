//! A value nearly every answer needs but that changes a few times a day (the exchange rates,
//! the checkout's methods): read from the database once and kept until the catalogue's feed
//! says it changed ([`Kept::forget`]), and at most its time to live in any case.

use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

pub struct Kept<T> {
    current: Arc<Mutex<Option<(Instant, T)>>>,
    ttl: Duration,
}

impl<T> Clone for Kept<T> {
    fn clone(&self) -> Self {
        Kept { current: Arc::clone(&self.current), ttl: self.ttl }
    }
}

impl<T> std::fmt::Debug for Kept<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kept").field("ttl", &self.ttl).finish_non_exhaustive()
    }
}

impl<T: Clone> Kept<T> {
    pub fn new(ttl: Duration) -> Kept<T> {
        Kept { current: Arc::new(Mutex::new(None)), ttl }
    }

    /// The value kept, or `load`ed now and kept when `keep` says it may be.
    pub async fn get<F: Future<Output = Result<T, sqlx::Error>>>(
        &self,
        load: impl FnOnce() -> F,
        keep: impl Fn(&T) -> bool,
    ) -> Result<T, sqlx::Error> {
        if let Some((at, value)) = self.current.lock().unwrap_or_else(PoisonError::into_inner).as_ref() {
            if at.elapsed() < self.ttl {
                return Ok(value.clone());
            }
        }
        let value = load().await?;
        if keep(&value) {
            *self.current.lock().unwrap_or_else(PoisonError::into_inner) = Some((Instant::now(), value.clone()));
        }
        Ok(value)
    }

    /// The value is read again on the next request.
    pub fn forget(&self) {
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = None;
    }
}
