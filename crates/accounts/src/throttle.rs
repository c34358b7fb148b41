//! How often one client may do what a stranger could abuse: fail a login, ask for a reset mail,
//! write to the shop, subscribe someone. Each is counted per subject (the e-mail address it is
//! about) and per client address, over a sliding window.
//!
//! Failed logins are not counted per account alone: that would let anyone lock the owner out by
//! failing five times. They back off per account *and* address instead (the owner, elsewhere,
//! is never slowed), and an address failing on many accounts is stopped as a whole.

use std::time::Duration;

pub use storefront_db::throttle::Seen;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    FailedLogin,
    PasswordReset,
    ContactMessage,
    Subscription,
}

/// No action counts events older than this; they can be deleted.
pub const LONGEST_WINDOW: Duration = Duration::from_secs(3600);
/// Failed logins on one account from one address before backing off.
pub const FREE_LOGIN_FAILURES: i64 = 5;
/// The first wait after them; each further failure doubles it, up to the window.
pub const FIRST_LOGIN_BACKOFF: Duration = Duration::from_secs(30);

impl Action {
    /// How the action is stored.
    pub fn code(self) -> &'static str {
        match self {
            Action::FailedLogin => "failed_login",
            Action::PasswordReset => "password_reset",
            Action::ContactMessage => "contact_message",
            Action::Subscription => "subscription",
        }
    }

    pub fn window(self) -> Duration {
        match self {
            Action::FailedLogin => Duration::from_secs(15 * 60),
            _ => LONGEST_WINDOW,
        }
    }

    /// (events per subject, events per address) the window allows.
    fn quota(self) -> (Option<i64>, i64) {
        match self {
            // Per subject, failed logins back off by address instead (see the module's note).
            Action::FailedLogin => (None, 20),
            Action::PasswordReset => (Some(3), 10),
            Action::ContactMessage => (Some(5), 10),
            Action::Subscription => (Some(3), 20),
        }
    }

    /// How long the client must wait before doing it again; `None` when it may now.
    pub fn wait(self, seen: &Seen) -> Option<Duration> {
        let (per_subject, per_address) = self.quota();
        if seen.by_address >= per_address || per_subject.is_some_and(|quota| seen.by_subject >= quota) {
            return Some(self.window());
        }
        if self == Action::FailedLogin && seen.by_pair >= FREE_LOGIN_FAILURES {
            let backoff = login_backoff(seen.by_pair);
            let since_last = seen.since_last_by_pair.unwrap_or_default();
            return backoff.checked_sub(since_last).filter(|wait| !wait.is_zero());
        }
        None
    }
}

/// The wait after `failures` failed logins on one account from one address.
pub fn login_backoff(failures: i64) -> Duration {
    let doublings = u32::try_from(failures - FREE_LOGIN_FAILURES).unwrap_or(0).min(16);
    FIRST_LOGIN_BACKOFF.saturating_mul(1 << doublings).min(Action::FailedLogin.window())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failures(by_pair: i64, seconds_ago: u64) -> Seen {
        Seen { by_subject: by_pair, by_address: by_pair, by_pair, since_last_by_pair: Some(Duration::from_secs(seconds_ago)) }
    }

    #[test]
    fn failed_logins_back_off_per_account_and_address_doubling_up_to_the_window() {
        assert_eq!(Action::FailedLogin.wait(&failures(4, 0)), None);
        assert_eq!(Action::FailedLogin.wait(&failures(5, 0)), Some(Duration::from_secs(30)));
        assert_eq!(Action::FailedLogin.wait(&failures(5, 10)), Some(Duration::from_secs(20)));
        assert_eq!(Action::FailedLogin.wait(&failures(5, 30)), None, "the wait is over");
        assert_eq!(Action::FailedLogin.wait(&failures(7, 0)), Some(Duration::from_secs(120)));
        assert_eq!(Action::FailedLogin.wait(&failures(19, 0)), Some(Duration::from_secs(900)), "never more than the window");
    }

    #[test]
    fn many_failures_on_one_account_from_elsewhere_do_not_slow_its_owner() {
        let owner = Seen { by_subject: 500, by_address: 0, by_pair: 0, since_last_by_pair: None };
        assert_eq!(Action::FailedLogin.wait(&owner), None);
    }

    #[test]
    fn an_address_failing_on_many_accounts_is_stopped_for_the_window() {
        let scanner = Seen { by_address: 20, ..Seen::default() };
        assert_eq!(Action::FailedLogin.wait(&scanner), Some(Duration::from_secs(900)));
    }

    #[test]
    fn mails_to_one_person_and_from_one_address_have_quotas() {
        assert_eq!(Action::PasswordReset.wait(&Seen { by_subject: 2, ..Seen::default() }), None);
        assert_eq!(Action::PasswordReset.wait(&Seen { by_subject: 3, ..Seen::default() }), Some(Duration::from_secs(3600)));
        assert_eq!(Action::ContactMessage.wait(&Seen { by_address: 10, ..Seen::default() }), Some(Duration::from_secs(3600)));
        assert_eq!(Action::Subscription.wait(&Seen { by_address: 19, by_subject: 2, ..Seen::default() }), None);
    }
}
