//! The SMTP relay from the environment (see README's configuration table). Without `SMTP_HOST`
//! nothing is sent: mail stays in the `outbox` table, where an operator (or a test) can read it.

use std::fmt;
use std::time::Duration;

use lettre::message::Mailbox;

use storefront_settings::ConfigError;

/// Who the shop's mail comes from when `SMTP_FROM` is unset.
pub const DEFAULT_FROM: &str = "Shuka <no-reply@localhost>";
/// The submission port (RFC 6409), where STARTTLS is the norm.
pub const SUBMISSION_PORT: u16 = 587;
/// The submissions port (RFC 8314): TLS from the first byte.
pub const SUBMISSIONS_PORT: u16 = 465;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailConfig {
    /// The relay; `None` when `SMTP_HOST` is unset (mail stays in the outbox).
    pub smtp: Option<SmtpConfig>,
    /// `SMTP_FROM`: the From header and the envelope sender.
    pub from: Mailbox,
    /// How often the outbox is read without being woken: mail queued by another app server or
    /// left behind by a crash goes out within this time.
    pub poll_interval: Duration,
    /// Attempts per mail; after that it stays unsent with its `last_error` for an operator.
    pub max_attempts: i64,
    /// The wait after a mail's first failed attempt; each later wait is four times the one
    /// before (1, 4, 16, 64 minutes by default), so a relay that is down for an hour does not
    /// use up every attempt.
    pub first_retry_delay: Duration,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmtpConfig {
    /// `SMTP_HOST`, also the name the TLS certificate must carry.
    pub host: String,
    /// `SMTP_PORT`: 587, or 465 with `SMTP_TLS=tls`.
    pub port: u16,
    pub tls: SmtpTls,
    /// `SMTP_USERNAME` and `SMTP_PASSWORD`; `None` for a relay that takes mail without login.
    pub credentials: Option<SmtpCredentials>,
}

/// `SMTP_TLS`: how the connection is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmtpTls {
    /// `starttls`: plain connect, then STARTTLS, which must succeed before anything is sent.
    StartTls,
    /// `tls`: TLS from the first byte (port 465).
    Tls,
    /// `none`: plaintext, for a relay on the same machine or network only.
    None,
}

#[derive(Clone, PartialEq, Eq)]
pub struct SmtpCredentials {
    pub username: String,
    pub password: String,
}

impl fmt::Debug for SmtpCredentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmtpCredentials").field("username", &self.username).field("password", &"***").finish()
    }
}

impl MailConfig {
    pub const DEFAULT_POLL_INTERVAL: Duration = Duration::from_secs(30);
    pub const DEFAULT_MAX_ATTEMPTS: i64 = 5;
    pub const DEFAULT_FIRST_RETRY_DELAY: Duration = Duration::from_secs(60);

    /// No relay: what tests and tools start from.
    pub fn not_configured() -> Self {
        Self::from_lookup(&|_| None).expect("the defaults are valid")
    }

    pub fn is_configured(&self) -> bool {
        self.smtp.is_some()
    }

    /// Reads `SMTP_*` through `var` (which already treats empty values as unset).
    pub fn from_lookup(var: &dyn Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let from_text = var("SMTP_FROM").unwrap_or_else(|| DEFAULT_FROM.to_string());
        let from = from_text
            .trim()
            .parse::<Mailbox>()
            .map_err(|e| invalid("SMTP_FROM", &from_text, &format!("expected an address such as Shuka <no-reply@shuka.am> ({e})")))?;
        let smtp = match var("SMTP_HOST") {
            None => None,
            Some(host) => Some(smtp_config(var, host)?),
        };
        Ok(MailConfig {
            smtp,
            from,
            poll_interval: Self::DEFAULT_POLL_INTERVAL,
            max_attempts: Self::DEFAULT_MAX_ATTEMPTS,
            first_retry_delay: Self::DEFAULT_FIRST_RETRY_DELAY,
        })
    }
}

fn smtp_config(var: &dyn Fn(&str) -> Option<String>, host: String) -> Result<SmtpConfig, ConfigError> {
    let host = host.trim().to_string();
    if host.contains(char::is_whitespace) || host.contains('/') {
        return Err(invalid("SMTP_HOST", &host, "expected a host name or IP address such as smtp.example.am"));
    }
    let tls = match var("SMTP_TLS").map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("starttls") => SmtpTls::StartTls,
        Some("tls") => SmtpTls::Tls,
        Some("none") => SmtpTls::None,
        Some(other) => return Err(invalid("SMTP_TLS", other, "expected starttls, tls or none")),
    };
    let port = match var("SMTP_PORT") {
        None if tls == SmtpTls::Tls => SUBMISSIONS_PORT,
        None => SUBMISSION_PORT,
        Some(v) => match v.trim().parse::<u16>() {
            Ok(port) if port > 0 => port,
            _ => return Err(invalid("SMTP_PORT", &v, "expected a port number from 1 to 65535")),
        },
    };
    let credentials = match (var("SMTP_USERNAME"), var("SMTP_PASSWORD")) {
        (None, None) => None,
        (Some(username), Some(password)) => Some(SmtpCredentials { username: username.trim().to_string(), password }),
        // Half a login would fail at every attempt; say so at the start instead.
        (Some(_), None) => return Err(invalid("SMTP_PASSWORD", "", "must be set with SMTP_USERNAME")),
        (None, Some(_)) => return Err(invalid("SMTP_USERNAME", "", "must be set with SMTP_PASSWORD")),
    };
    Ok(SmtpConfig { host, port, tls, credentials })
}

fn invalid(variable: &'static str, value: &str, reason: &str) -> ConfigError {
    ConfigError { variable, value: value.to_string(), reason: reason.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<MailConfig, ConfigError> {
        let vars: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        MailConfig::from_lookup(&|name| vars.get(name).cloned())
    }

    #[test]
    fn without_a_host_mail_stays_in_the_outbox() {
        let c = config(&[("SMTP_PORT", "2525"), ("SMTP_TLS", "none")]).unwrap();
        assert!(!c.is_configured());
        assert_eq!(c.from.to_string(), DEFAULT_FROM);
        assert_eq!(c.max_attempts, 5);
        assert_eq!(c.poll_interval, Duration::from_secs(30));
        assert_eq!(c, MailConfig::not_configured());
    }

    #[test]
    fn a_host_brings_starttls_on_the_submission_port() {
        let c = config(&[("SMTP_HOST", " smtp.example.am "), ("SMTP_FROM", "Շուկա <orders@shuka.am>")]).unwrap();
        let smtp = c.smtp.unwrap();
        assert_eq!((smtp.host.as_str(), smtp.port, smtp.tls, smtp.credentials), ("smtp.example.am", 587, SmtpTls::StartTls, None));
        assert_eq!(c.from.email.to_string(), "orders@shuka.am");
        assert_eq!(c.from.name.as_deref(), Some("Շուկա"));
        let tls = config(&[("SMTP_HOST", "smtp.example.am"), ("SMTP_TLS", "TLS")]).unwrap().smtp.unwrap();
        assert_eq!((tls.tls, tls.port), (SmtpTls::Tls, 465));
        let relay = config(&[("SMTP_HOST", "127.0.0.1"), ("SMTP_TLS", "none"), ("SMTP_PORT", "25")]).unwrap().smtp.unwrap();
        assert_eq!((relay.tls, relay.port), (SmtpTls::None, 25));
        let login = config(&[("SMTP_HOST", "h"), ("SMTP_USERNAME", "shop"), ("SMTP_PASSWORD", "s3cret")]).unwrap();
        assert_eq!(login.smtp.unwrap().credentials.unwrap().username, "shop");
    }

    #[test]
    fn bad_values_name_the_variable() {
        for (vars, variable) in [
            (vec![("SMTP_FROM", "not an address")], "SMTP_FROM"),
            (vec![("SMTP_HOST", "smtp example")], "SMTP_HOST"),
            (vec![("SMTP_HOST", "h"), ("SMTP_TLS", "ssl")], "SMTP_TLS"),
            (vec![("SMTP_HOST", "h"), ("SMTP_PORT", "0")], "SMTP_PORT"),
            (vec![("SMTP_HOST", "h"), ("SMTP_USERNAME", "shop")], "SMTP_PASSWORD"),
            (vec![("SMTP_HOST", "h"), ("SMTP_PASSWORD", "p")], "SMTP_USERNAME"),
        ] {
            assert_eq!(config(&vars).unwrap_err().variable, variable, "{vars:?}");
        }
    }

    #[test]
    fn the_password_stays_out_of_debug_output() {
        let c = config(&[("SMTP_HOST", "h"), ("SMTP_USERNAME", "shop"), ("SMTP_PASSWORD", "s3cret")]).unwrap();
        assert!(!format!("{c:?}").contains("s3cret"));
    }
}
