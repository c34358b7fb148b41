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

fn format_secs(now: i64) -> String {
    let (days, secs) = (now.div_euclid(86_400), now.rem_euclid(86_400));
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        secs / 3600,
        secs % 3600 / 60,
        secs % 60
    )
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
    }
}
