//! How many failed logins are allowed before the next attempt is refused: per account (someone
//! guessing one customer's password) and per client address (someone trying many accounts).

use std::time::Duration;

pub const WINDOW: Duration = Duration::from_secs(15 * 60);
pub const MAX_FAILURES_PER_EMAIL: i64 = 5;
pub const MAX_FAILURES_PER_ADDRESS: i64 = 20;

/// Whether the failures counted within the window block another attempt.
pub fn is_blocked(failures_for_email: i64, failures_from_address: i64) -> bool {
    failures_for_email >= MAX_FAILURES_PER_EMAIL || failures_from_address >= MAX_FAILURES_PER_ADDRESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fifth_failure_for_an_account_blocks_the_next_try() {
        assert!(!is_blocked(4, 0));
        assert!(is_blocked(5, 0));
        assert!(!is_blocked(0, 19));
        assert!(is_blocked(0, 20));
    }
}
