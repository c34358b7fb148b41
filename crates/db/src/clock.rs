//! Wall-clock times as the database stores them: `YYYY-MM-DDTHH:MM:SSZ` (UTC), which sorts as
//! text in both SQLite and PostgreSQL.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Now, as stored.
pub fn now() -> String {
    timestamp(Duration::ZERO)
}

/// `now - ago` as `YYYY-MM-DDTHH:MM:SSZ` (UTC; sorts as text).
pub fn timestamp(ago: Duration) -> String {
    format_secs(SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().saturating_sub(ago).as_secs() as i64)
}

/// `now + ahead`, as stored (expiry times).
pub fn later(ahead: Duration) -> String {
    format_secs((SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default() + ahead).as_secs() as i64)
}

/// How long ago a stored time was (zero for a time in the future); `None` when `stamp` is not
/// in the stored form.
pub fn age(stamp: &str) -> Option<Duration> {
    let then = parse_secs(stamp)?;
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_secs() as i64;
    Some(Duration::from_secs(u64::try_from(now - then).unwrap_or(0)))
}

fn parse_secs(stamp: &str) -> Option<i64> {
    let bytes = stamp.as_bytes();
    if bytes.len() != 20
        || bytes[4] != b'-'
        || bytes[7] != b'-'
        || bytes[10] != b'T'
        || bytes[13] != b':'
        || bytes[16] != b':'
        || bytes[19] != b'Z'
    {
        return None;
    }
    let field = |range: std::ops::Range<usize>| stamp.get(range)?.parse::<i64>().ok();
    let (y, m, d) = (field(0..4)?, field(5..7)?, field(8..10)?);
    let (hh, mm, ss) = (field(11..13)?, field(14..16)?, field(17..19)?);
    Some(days_from_civil(y, m, d) * 86_400 + hh * 3600 + mm * 60 + ss)
}

/// A proleptic Gregorian date to days since 1970-01-01 (the inverse of `civil_from_days`).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn format_secs(now: i64) -> String {
    let (days, secs) = (now.div_euclid(86_400), now.rem_euclid(86_400));
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z", secs / 3600, secs % 3600 / 60, secs % 60)
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        let ts = timestamp(Duration::ZERO);
        assert_eq!(ts.len(), 20, "{ts}");
        assert!(ts.ends_with('Z'));
        assert!(timestamp(Duration::from_secs(86_400)) < ts);
        assert!(later(Duration::from_secs(60)) > ts);
        for days in [0, 19_723, 19_782, -1, 100_000] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        let age = age(&timestamp(Duration::from_secs(90))).unwrap().as_secs();
        assert!((90..=92).contains(&age), "{age}");
        assert_eq!(super::age("yesterday"), None);
    }
}
