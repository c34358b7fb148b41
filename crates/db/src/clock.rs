//! Wall-clock times as the database stores them: `YYYY-MM-DDTHH:MM:SSZ` (UTC), which sorts as
//! text in both SQLite and PostgreSQL.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use storefront_core::calendar::{format_utc, parse_utc};

/// Now, as stored.
pub fn now() -> String {
    timestamp(Duration::ZERO)
}

/// `now - ago` as `YYYY-MM-DDTHH:MM:SSZ` (UTC; sorts as text).
pub fn timestamp(ago: Duration) -> String {
    format_utc(SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().saturating_sub(ago).as_secs() as i64)
}

/// The shop's calendar day now (`YYYY-MM-DD`, Yerevan's), which special prices are planned in.
pub fn shop_today() -> String {
    let now = now();
    storefront_core::calendar::shop_day_of(&now).unwrap_or_else(|| now[..10].to_string())
}

/// `now + ahead`, as stored (expiry times).
pub fn later(ahead: Duration) -> String {
    format_utc((SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default() + ahead).as_secs() as i64)
}

/// How long ago a stored time was (zero for a time in the future); `None` when `stamp` is not
/// in the stored form.
pub fn age(stamp: &str) -> Option<Duration> {
    let then = parse_utc(stamp)?;
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs() as i64;
    Some(Duration::from_secs(u64::try_from(now - then).unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        let ts = timestamp(Duration::ZERO);
        assert_eq!(ts.len(), 20, "{ts}");
        assert!(ts.ends_with('Z'));
        assert!(timestamp(Duration::from_secs(86_400)) < ts);
        assert!(later(Duration::from_secs(60)) > ts);
        let age = age(&timestamp(Duration::from_secs(90))).unwrap().as_secs();
        assert!((90..=92).contains(&age), "{age}");
        assert_eq!(super::age("yesterday"), None);
    }
}
