//! Reading settings from the environment, shared by every part's configuration (the server's,
//! the payment providers', the mail relay's, the shop's own): one error that names the bad
//! variable, and the readers of the shapes settings come in.
//!
//! Settings are looked up through a `lookup` function rather than read from the process
//! environment directly, so tests can pass their own.

use std::fmt;

/// A setting that cannot be used: which variable, what it held, and why not. The server refuses
/// to start with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub variable: &'static str,
    pub value: String,
    pub reason: String,
}

impl ConfigError {
    pub fn new(variable: &'static str, value: impl Into<String>, reason: impl Into<String>) -> Self {
        ConfigError { variable, value: value.into(), reason: reason.into() }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid {}={:?}: {}", self.variable, self.value, self.reason)
    }
}

impl std::error::Error for ConfigError {}

/// An on/off setting: `1`, `true`, `yes` or `0`, `false`, `no`; unset is off.
pub fn flag(variable: &'static str, value: Option<&str>) -> Result<bool, ConfigError> {
    match value.map(str::trim) {
        Some("1" | "true" | "yes") => Ok(true),
        None | Some("0" | "false" | "no") => Ok(false),
        Some(other) => Err(ConfigError::new(variable, other, "expected 1 or 0")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_are_off_unless_switched_on_and_anything_else_is_refused() {
        assert_eq!(flag("SEED_DEMO", None), Ok(false));
        assert_eq!(flag("SEED_DEMO", Some(" 1 ")), Ok(true));
        assert_eq!(flag("SEED_DEMO", Some("no")), Ok(false));
        let error = flag("SEED_DEMO", Some("maybe")).unwrap_err();
        assert_eq!(error.to_string(), "invalid SEED_DEMO=\"maybe\": expected 1 or 0");
    }
}
