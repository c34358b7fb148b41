//! Dates in the proleptic Gregorian calendar, UTC, without a clock: the server's stored times
//! (`YYYY-MM-DDTHH:MM:SSZ`, which sort as text) and the dates payment providers print.

/// Seconds since 1970-01-01 of a `YYYY-MM-DDTHH:MM:SSZ` stamp; `None` in any other form.
pub fn parse_utc(stamp: &str) -> Option<i64> {
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

/// Yerevan's offset from UTC: the shop's days start at its midnight (no daylight saving since
/// 2012).
pub const SHOP_UTC_OFFSET_SECONDS: i64 = 4 * 3600;

/// When the shop's day `YYYY-MM-DD` starts, as a stored UTC stamp (`2026-11-26` starts at
/// `2026-11-25T20:00:00Z`); `None` for text that is not such a date.
pub fn shop_day_start(day: &str) -> Option<String> {
    let midnight = parse_utc(&format!("{day}T00:00:00Z"))?;
    Some(format_utc(midnight - SHOP_UTC_OFFSET_SECONDS))
}

/// The shop's calendar day (`YYYY-MM-DD`) at the stored UTC stamp `now`.
pub fn shop_day_of(now: &str) -> Option<String> {
    parse_utc(now).map(|seconds| format_utc(seconds + SHOP_UTC_OFFSET_SECONDS)[..10].to_string())
}

/// A proleptic Gregorian date to days since 1970-01-01 (the inverse of `civil_from_days`).
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Seconds since 1970-01-01 as `YYYY-MM-DDTHH:MM:SSZ` (UTC; sorts as text).
pub fn format_utc(now: i64) -> String {
    let (days, secs) = (now.div_euclid(86_400), now.rem_euclid(86_400));
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z", secs / 3600, secs % 3600 / 60, secs % 60)
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
pub fn civil_from_days(days: i64) -> (i64, i64, i64) {
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
    fn the_shops_day_starts_at_yerevans_midnight() {
        assert_eq!(shop_day_start("2026-11-26").as_deref(), Some("2026-11-25T20:00:00Z"));
        assert_eq!(shop_day_of("2026-11-25T20:00:00Z").as_deref(), Some("2026-11-26"), "midnight in Yerevan");
        assert_eq!(shop_day_of("2026-11-25T19:59:59Z").as_deref(), Some("2026-11-25"));
    }

    #[test]
    fn days_and_stamps_round_trip() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        for days in [0, 19_723, 19_782, -1, 100_000] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        assert_eq!(format_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(parse_utc(&format_utc(1_700_000_123)), Some(1_700_000_123));
        assert_eq!(parse_utc("yesterday"), None);
    }
}
