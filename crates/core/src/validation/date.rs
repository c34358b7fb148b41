//! Dates typed into forms (a birthday): `YYYY-MM-DD`, a day that exists, from 1900 on.

const FIRST_YEAR: u32 = 1900;
const LAST_YEAR: u32 = 2999;

/// Whether `text` is a real calendar day written `YYYY-MM-DD`.
pub fn is_calendar_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    let [year, month, day] = parts.as_slice() else { return false };
    if year.len() != 4 || month.len() != 2 || day.len() != 2 {
        return false;
    }
    let number = |part: &str| part.bytes().all(|b| b.is_ascii_digit()).then(|| part.parse::<u32>().ok()).flatten();
    let (Some(year), Some(month), Some(day)) = (number(year), number(month), number(day)) else { return false };
    (FIRST_YEAR..=LAST_YEAR).contains(&year) && (1..=12).contains(&month) && (1..=days_in_month(year, month)).contains(&day)
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_real_days_in_iso_form_pass() {
        for good in ["1990-05-17", "2000-02-29", "1900-01-01", "2024-12-31"] {
            assert!(is_calendar_date(good), "{good}");
        }
        for bad in [
            "x",
            "",
            "1990-5-17",
            "17.05.1990",
            "1900-02-29",
            "2023-02-29",
            "2024-04-31",
            "2024-13-01",
            "1899-12-31",
            "2024-00-10",
            "+990-05-17",
            "1990-05-17T00:00",
            "１９９０-05-17",
        ] {
            assert!(!is_calendar_date(bad), "{bad}");
        }
    }
}
