//! Configuration from the environment. Every value has a default that works on a developer's
//! machine with nothing set; a bad value stops the start with a message naming the variable.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::serve::ConnectionLimits;
use storefront_api::site::SiteConfig;
use storefront_api::ApiConfig;
use storefront_central_bank::Schedule;
use storefront_core::shop_settings::{ShopSettings, MAX_REWARDS_PERCENT};
use storefront_mail::MailConfig;
use storefront_media::{PictureStore, StoreError, StoreSettings};
use storefront_payments::PaymentsConfig;

pub use storefront_settings::ConfigError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    /// Human-readable single lines, for a terminal.
    Compact,
    /// One JSON object per line, for log collectors.
    Json,
}

#[derive(Debug, Clone)]
pub struct Config {
    pub host: IpAddr,
    pub port: u16,
    /// Where the server keeps what it owns on disk: the SQLite file, later uploads and the
    /// search index.
    pub data_dir: PathBuf,
    pub database_url: String,
    /// The built React shell (`index.html` plus Vite's `assets/`).
    pub static_dir: PathBuf,
    /// The back office as Trunk built it (`ADMIN_DIR`).
    pub admin_dir: PathBuf,
    /// Owners sign in with a second factor (`STAFF_TOTP_FOR_OWNERS`, on unless set to 0).
    pub totp_required_for_owners: bool,
    pub request_timeout: Duration,
    /// How long a connection may take to send its request headers, and stay idle between
    /// requests (`HEADER_READ_TIMEOUT_SECS`), and how many may be open (`MAX_CONNECTIONS`).
    pub connections: ConnectionLimits,
    pub log_format: LogFormat,
    /// The header a reverse proxy in front of the server puts the client's address in
    /// (`CLIENT_ADDRESS_HEADER`, e.g. `x-forwarded-for`; its last entry is read). Unset, the
    /// client is the TCP peer; set it only behind a proxy that writes it, or anyone can
    /// choose their own address and escape throttling.
    pub client_address_header: Option<axum::http::HeaderName>,
    /// The shop's public address (`PUBLIC_URL`, e.g. `https://shuka.am`): canonical URLs, the
    /// sitemap, mailed links and every URL handed to a payment provider. Unset, it is this
    /// server's own address ([`Config::shop_url`]); never the request's `Host`, which anyone can
    /// forge.
    pub public_url: Option<String>,
    /// Whether an empty catalogue gets the demo catalogue on start (`SEED_DEMO`, default off:
    /// a server started with no configuration is a production server).
    pub seed_demo: bool,
    /// Payment providers and their simulators (`AMERIA_*`, `IDRAM_*`, `PAYMENT_SIMULATORS`).
    pub payments: PaymentsConfig,
    /// The SMTP relay for the outbox (`SMTP_*`); without `SMTP_HOST` mail stays in the table.
    pub mail: MailConfig,
    /// The share of a completed order's subtotal a customer earns as bonuses (`REWARDS_PERCENT`).
    pub rewards_percent: u32,
    /// Analytics and chat ids, the shop's contact address (`ANALYTICS_CODE`, `CHAT_PAGE_ID`,
    /// `SHOP_EMAIL`).
    pub site: SiteConfig,
    /// Where pictures are kept (`MEDIA_STORE`, `MEDIA_S3_*`): the data directory unless set.
    pub media: StoreSettings,
    /// The Central Bank's rates imported on a schedule (`CBA_RATES_URL`); off when unset.
    pub rates_import: Option<Schedule>,
    /// The hosts a catalogue import may fetch pictures from (`IMPORT_PICTURE_HOSTS`, comma
    /// separated, `host` or `host:port`); none unless set, so an import reaches no other server.
    pub import_picture_hosts: Vec<String>,
}

impl Config {
    pub const DEFAULT_PORT: u16 = 8080;
    pub const DEFAULT_DATA_DIR: &'static str = "./data";
    pub const DEFAULT_STATIC_DIR: &'static str = "./app-shell/dist";
    pub const DEFAULT_ADMIN_DIR: &'static str = "./crates/admin/dist";
    pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

    /// Reads `HOST`, `PORT`, `DATA_DIR`, `DATABASE_URL`, `STATIC_DIR`, `REQUEST_TIMEOUT_SECS`,
    /// `LOG_FORMAT` (`compact` | `json`), `PUBLIC_URL`, `SEED_DEMO`, the payment providers'
    /// variables (`storefront_payments::config`), the SMTP relay's (`storefront_mail::config`) and the
    /// shop's own (`crate::site`).
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Like [`Config::from_env`] with the variables coming from `lookup`; an empty value counts
    /// as unset, as `PORT=` in a compose file usually means "default".
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let var = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());

        let host = match var("HOST") {
            None => IpAddr::V4(Ipv4Addr::LOCALHOST),
            Some(v) => parse_host(&v)?,
        };
        let port = match var("PORT") {
            None => Self::DEFAULT_PORT,
            Some(v) => v.trim().parse().map_err(|_| ConfigError {
                variable: "PORT",
                value: v.clone(),
                reason: "expected a port number from 0 to 65535".into(),
            })?,
        };
        let data_dir = PathBuf::from(var("DATA_DIR").unwrap_or_else(|| Self::DEFAULT_DATA_DIR.into()));
        let database_url = match var("DATABASE_URL") {
            None => default_database_url(&data_dir)?,
            Some(v) => {
                storefront_db::Dialect::from_url(&v).map_err(|reason| ConfigError {
                    variable: "DATABASE_URL",
                    value: redact_url(&v),
                    reason,
                })?;
                v
            }
        };
        let static_dir = PathBuf::from(var("STATIC_DIR").unwrap_or_else(|| Self::DEFAULT_STATIC_DIR.into()));
        let admin_dir = PathBuf::from(var("ADMIN_DIR").unwrap_or_else(|| Self::DEFAULT_ADMIN_DIR.into()));
        // On unless switched off: the safe default.
        let totp_required_for_owners = match var("STAFF_TOTP_FOR_OWNERS") {
            None => true,
            Some(value) => storefront_settings::flag("STAFF_TOTP_FOR_OWNERS", Some(&value))?,
        };
        let request_timeout = match var("REQUEST_TIMEOUT_SECS") {
            None => Self::DEFAULT_REQUEST_TIMEOUT,
            Some(v) => match v.trim().parse::<u64>() {
                Ok(secs) if secs > 0 => Duration::from_secs(secs),
                _ => {
                    return Err(ConfigError {
                        variable: "REQUEST_TIMEOUT_SECS",
                        value: v,
                        reason: "expected a whole number of seconds above 0".into(),
                    })
                }
            },
        };
        let defaults = ConnectionLimits::default();
        let connections = ConnectionLimits {
            header_read: match var("HEADER_READ_TIMEOUT_SECS") {
                None => defaults.header_read,
                Some(v) => Duration::from_secs(positive(&v).ok_or_else(|| ConfigError {
                    variable: "HEADER_READ_TIMEOUT_SECS",
                    value: v.clone(),
                    reason: "expected a whole number of seconds above 0".into(),
                })?),
            },
            max_connections: match var("MAX_CONNECTIONS") {
                None => defaults.max_connections,
                Some(v) => usize::try_from(positive(&v).unwrap_or(0)).ok().filter(|n| *n > 0).ok_or_else(|| ConfigError {
                    variable: "MAX_CONNECTIONS",
                    value: v.clone(),
                    reason: "expected a whole number above 0".into(),
                })?,
            },
        };
        let log_format = match var("LOG_FORMAT").as_deref().map(str::trim) {
            None | Some("compact") => LogFormat::Compact,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(ConfigError { variable: "LOG_FORMAT", value: other.into(), reason: "expected `compact` or `json`".into() })
            }
        };

        let client_address_header = match var("CLIENT_ADDRESS_HEADER") {
            None => None,
            Some(v) => Some(axum::http::HeaderName::try_from(v.trim()).map_err(|_| ConfigError {
                variable: "CLIENT_ADDRESS_HEADER",
                value: v.clone(),
                reason: "expected a header name such as x-forwarded-for".into(),
            })?),
        };
        let public_url = match var("PUBLIC_URL") {
            None => None,
            Some(v) if v.starts_with("http://") || v.starts_with("https://") => Some(v.trim().trim_end_matches('/').to_string()),
            Some(v) => {
                return Err(ConfigError {
                    variable: "PUBLIC_URL",
                    value: v,
                    reason: "expected an absolute http(s) URL such as https://shuka.am".into(),
                })
            }
        };
        let seed_demo = storefront_settings::flag("SEED_DEMO", var("SEED_DEMO").as_deref())?;

        if seed_demo && !cfg!(feature = "demo") {
            return Err(ConfigError {
                variable: "SEED_DEMO",
                value: "1".into(),
                reason: "this build has no demo shop (it was built without the `demo` feature)".into(),
            });
        }
        let payments = PaymentsConfig::from_lookup(&var)?;
        if payments.simulators && !cfg!(feature = "simulators") {
            return Err(ConfigError {
                variable: "PAYMENT_SIMULATORS",
                value: "1".into(),
                reason: "this build has no payment simulators (it was built without the `simulators` feature)".into(),
            });
        }
        if payments.simulators {
            if let Some(url) = public_url.as_deref().filter(|url| url.starts_with("https://")) {
                return Err(ConfigError {
                    variable: "PAYMENT_SIMULATORS",
                    value: "1".into(),
                    reason: format!(
                        "the payment simulators approve any card and mark orders paid, so they never run on a public shop (PUBLIC_URL={url} is https); unset PAYMENT_SIMULATORS and configure the real providers"
                    ),
                });
            }
        }
        let mail = MailConfig::from_lookup(&var)?;
        let rewards_percent = match var("REWARDS_PERCENT") {
            None => storefront_core::rewards::DEFAULT_EARN_PERCENT,
            Some(v) => v.trim().parse().ok().filter(|p| *p <= MAX_REWARDS_PERCENT).ok_or_else(|| ConfigError {
                variable: "REWARDS_PERCENT",
                value: v.clone(),
                reason: format!("expected a whole percentage from 0 to {MAX_REWARDS_PERCENT}"),
            })?,
        };
        let site = SiteConfig::from_lookup(&var)?;
        let media = StoreSettings::from_lookup(&var)?;
        let rates_import = Schedule::from_lookup(&var)?;
        let import_picture_hosts = match var("IMPORT_PICTURE_HOSTS") {
            None => Vec::new(),
            Some(v) => v
                .split(',')
                .filter(|entry| !entry.trim().is_empty())
                .map(|entry| {
                    storefront_core::picture_addresses::allowed_host(entry).ok_or_else(|| ConfigError {
                        variable: "IMPORT_PICTURE_HOSTS",
                        value: v.clone(),
                        reason: format!("{:?} is not a host name with an optional port (cdn.example.am, 127.0.0.1:8081)", entry.trim()),
                    })
                })
                .collect::<Result<_, _>>()?,
        };

        Ok(Config {
            host,
            port,
            data_dir,
            database_url,
            static_dir,
            admin_dir,
            totp_required_for_owners,
            request_timeout,
            connections,
            log_format,
            client_address_header,
            public_url,
            seed_demo,
            payments,
            mail,
            rewards_percent,
            site,
            media,
            rates_import,
            import_picture_hosts,
        })
    }

    /// A configuration for the given database and shell, everything else at its default
    /// (what tests and tools start from).
    pub fn new(database_url: impl Into<String>, static_dir: impl Into<PathBuf>) -> Self {
        Config {
            host: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: Self::DEFAULT_PORT,
            data_dir: PathBuf::from(Self::DEFAULT_DATA_DIR),
            database_url: database_url.into(),
            static_dir: static_dir.into(),
            admin_dir: PathBuf::from(Self::DEFAULT_ADMIN_DIR),
            totp_required_for_owners: true,
            request_timeout: Self::DEFAULT_REQUEST_TIMEOUT,
            connections: ConnectionLimits::default(),
            log_format: LogFormat::Compact,
            client_address_header: None,
            public_url: None,
            seed_demo: false,
            // Tests pay through the simulators.
            payments: PaymentsConfig::simulated(),
            // Mail stays in the outbox unless a test points it at its own SMTP receiver.
            mail: MailConfig::not_configured(),
            rewards_percent: storefront_core::rewards::DEFAULT_EARN_PERCENT,
            // No analytics or chat: tests never load third-party scripts.
            site: SiteConfig::default(),
            media: StoreSettings::DataDirectory,
            // Tests import the rates when they point this at their own recorded answer.
            rates_import: None,
            // Tests that import pictures name their own local server.
            import_picture_hosts: Vec::new(),
        }
    }

    /// The part the HTTP API reads, with the shop's URL as it is now (after the port was bound),
    /// and the picture store opened (the directory is created if missing).
    pub fn api(&self) -> Result<ApiConfig, StoreError> {
        Ok(ApiConfig {
            pictures: PictureStore::open(&self.media, &self.data_dir)?,
            static_dir: self.static_dir.clone(),
            request_timeout: self.request_timeout,
            client_address_header: self.client_address_header.clone(),
            shop_url: self.shop_url(),
            payments: self.payments.clone(),
            site: self.site.clone(),
        })
    }

    pub fn socket_addr(&self) -> SocketAddr {
        SocketAddr::new(self.host, self.port)
    }

    /// The part the back office reads, with the shop's URL as it is now.
    pub fn admin(&self) -> storefront_admin::server::AdminConfig {
        storefront_admin::server::AdminConfig {
            public_url: self.shop_url(),
            app_dir: self.admin_dir.clone(),
            totp_required_for_owners: self.totp_required_for_owners,
            shop_defaults: self.shop_defaults(),
            client_address_header: self.client_address_header.clone(),
            rates_import: self.rates_import.clone(),
        }
    }

    /// The shop's settings as configured here; the owner's, saved in the back office, lie over them.
    pub fn shop_defaults(&self) -> ShopSettings {
        ShopSettings { rewards_percent: self.rewards_percent, shop_email: self.site.shop_email.clone(), ..ShopSettings::default() }
    }

    /// The shop's base URL without a trailing slash: `PUBLIC_URL`, else this server's own
    /// address (`127.0.0.1` when it listens on every interface).
    pub fn shop_url(&self) -> String {
        if let Some(url) = &self.public_url {
            return url.clone();
        }
        let host = if self.host.is_unspecified() { IpAddr::V4(Ipv4Addr::LOCALHOST) } else { self.host };
        format!("http://{}", SocketAddr::new(host, self.port))
    }

    /// The database URL without its password, fit for logs.
    pub fn database_url_redacted(&self) -> String {
        redact_url(&self.database_url)
    }
}

/// A whole number above 0.
fn positive(value: &str) -> Option<u64> {
    value.trim().parse().ok().filter(|n| *n > 0)
}

fn parse_host(value: &str) -> Result<IpAddr, ConfigError> {
    let value = value.trim();
    if value.eq_ignore_ascii_case("localhost") {
        return Ok(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    value.trim_matches(['[', ']']).parse().map_err(|_| ConfigError {
        variable: "HOST",
        value: value.into(),
        reason: "expected an IP address such as 127.0.0.1, 0.0.0.0 or ::".into(),
    })
}

fn default_database_url(data_dir: &Path) -> Result<String, ConfigError> {
    let dir = data_dir.to_str().ok_or_else(|| ConfigError {
        variable: "DATA_DIR",
        value: data_dir.to_string_lossy().into_owned(),
        reason: "the path must be valid UTF-8 to build the default DATABASE_URL".into(),
    })?;
    // The URL is parsed as a URL before SQLite sees it, so characters that mean something in a
    // URL must be escaped; sqlx decodes them back.
    let mut escaped = String::with_capacity(dir.len());
    for c in dir.trim_end_matches('/').chars() {
        match c {
            '%' => escaped.push_str("%25"),
            '?' => escaped.push_str("%3F"),
            '#' => escaped.push_str("%23"),
            ' ' => escaped.push_str("%20"),
            c => escaped.push(c),
        }
    }
    Ok(format!("sqlite://{escaped}/storefront.db?mode=rwc"))
}

/// Replaces the password of `scheme://user:password@host/…` with `***`.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((credentials, host)) => match credentials.split_once(':') {
            Some((user, _password)) => format!("{scheme}://{user}:***@{host}{tail}"),
            None => url.to_owned(),
        },
        None => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let vars: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|name| vars.get(name).cloned())
    }

    #[test]
    fn defaults() {
        let c = config(&[]).unwrap();
        assert_eq!(c.socket_addr().to_string(), "127.0.0.1:8080");
        assert_eq!(c.database_url, "sqlite://./data/storefront.db?mode=rwc");
        assert_eq!(c.static_dir, PathBuf::from("./app-shell/dist"));
        assert_eq!(c.request_timeout, Duration::from_secs(30));
    }

    #[test]
    fn owners_need_a_second_factor_unless_switched_off_and_the_back_office_has_its_own_folder() {
        let c = config(&[]).unwrap();
        assert!(c.totp_required_for_owners, "the safe default");
        assert_eq!(c.admin_dir, PathBuf::from("./crates/admin/dist"));
        assert!(!config(&[("STAFF_TOTP_FOR_OWNERS", "0")]).unwrap().totp_required_for_owners);
        assert_eq!(config(&[("STAFF_TOTP_FOR_OWNERS", "sometimes")]).unwrap_err().variable, "STAFF_TOTP_FOR_OWNERS");
        let admin = config(&[("ADMIN_DIR", "/srv/admin"), ("PUBLIC_URL", "https://shuka.am")]).unwrap().admin();
        assert_eq!(admin.app_dir, PathBuf::from("/srv/admin"));
        assert!(admin.secure_cookies(), "https makes the session cookie Secure");
    }

    #[test]
    fn database_url_follows_data_dir() {
        let c = config(&[("DATA_DIR", "/var/lib/shop dir/")]).unwrap();
        assert_eq!(c.database_url, "sqlite:///var/lib/shop%20dir/storefront.db?mode=rwc");
    }

    #[test]
    fn bad_values_name_the_variable() {
        let err = config(&[("PORT", "eighty")]).unwrap_err();
        assert_eq!(err.variable, "PORT");
        assert!(err.to_string().contains("PORT"), "{err}");
        assert_eq!(config(&[("HOST", "my host")]).unwrap_err().variable, "HOST");
        assert_eq!(config(&[("DATABASE_URL", "mysql://x")]).unwrap_err().variable, "DATABASE_URL");
        assert_eq!(config(&[("REQUEST_TIMEOUT_SECS", "0")]).unwrap_err().variable, "REQUEST_TIMEOUT_SECS");
        assert_eq!(config(&[("LOG_FORMAT", "xml")]).unwrap_err().variable, "LOG_FORMAT");
        assert_eq!(config(&[("HEADER_READ_TIMEOUT_SECS", "0")]).unwrap_err().variable, "HEADER_READ_TIMEOUT_SECS");
        assert_eq!(config(&[("MAX_CONNECTIONS", "-1")]).unwrap_err().variable, "MAX_CONNECTIONS");
        let limits = config(&[("HEADER_READ_TIMEOUT_SECS", "5"), ("MAX_CONNECTIONS", "100")]).unwrap().connections;
        assert_eq!(limits, ConnectionLimits { header_read: Duration::from_secs(5), max_connections: 100 });
    }

    #[test]
    fn empty_means_default_and_localhost_is_accepted() {
        let c = config(&[("PORT", ""), ("HOST", "localhost")]).unwrap();
        assert_eq!(c.socket_addr().to_string(), "127.0.0.1:8080");
        let c = config(&[("HOST", "::")]).unwrap();
        assert_eq!(c.socket_addr().to_string(), "[::]:8080");
    }

    #[test]
    fn nothing_set_is_a_production_server() {
        let c = config(&[]).unwrap();
        assert!(!c.seed_demo, "no demo catalogue unless asked for");
        assert!(!c.payments.simulators, "no simulated payments unless asked for");
        assert!(!c.payments.ameria.is_configured() && !c.payments.idram.is_configured());
        assert_eq!(c.rates_import, None, "no rates fetched from anywhere unless a URL is given");
        assert!(c.import_picture_hosts.is_empty(), "no picture fetched from anywhere unless a host is given");
        let demo = config(&[("SEED_DEMO", "1"), ("PAYMENT_SIMULATORS", "1")]).unwrap();
        assert!(demo.seed_demo && demo.payments.simulators);
    }

    #[test]
    fn imports_fetch_pictures_from_the_hosts_named() {
        let c = config(&[("IMPORT_PICTURE_HOSTS", "CDN.oldshop.am, 127.0.0.1:8081,")]).unwrap();
        assert_eq!(c.import_picture_hosts, ["cdn.oldshop.am", "127.0.0.1:8081"]);
        assert_eq!(config(&[("IMPORT_PICTURE_HOSTS", "https://cdn.oldshop.am/")]).unwrap_err().variable, "IMPORT_PICTURE_HOSTS");
    }

    #[test]
    fn the_central_banks_rates_are_imported_hourly_from_the_url_given() {
        let c = config(&[("CBA_RATES_URL", "https://api.cba.am/exchangerates.asmx")]).unwrap();
        let schedule = c.rates_import.unwrap();
        assert_eq!((schedule.url.as_str(), schedule.every), ("https://api.cba.am/exchangerates.asmx", Duration::from_secs(3600)));
        let daily = config(&[("CBA_RATES_URL", "http://127.0.0.1:9/"), ("CBA_RATES_EVERY_MINUTES", "1440")]).unwrap();
        assert_eq!(daily.rates_import.unwrap().every, Duration::from_secs(86_400));
        assert_eq!(config(&[("CBA_RATES_URL", "api.cba.am")]).unwrap_err().variable, "CBA_RATES_URL");
        for minutes in ["0", "-5", "hourly", "10081"] {
            let refused = config(&[("CBA_RATES_URL", "https://api.cba.am/"), ("CBA_RATES_EVERY_MINUTES", minutes)]).unwrap_err();
            assert_eq!(refused.variable, "CBA_RATES_EVERY_MINUTES", "{minutes}");
        }
    }

    #[test]
    fn simulators_refuse_a_public_https_shop() {
        let err = config(&[("PAYMENT_SIMULATORS", "1"), ("PUBLIC_URL", "https://shuka.am")]).unwrap_err();
        assert_eq!(err.variable, "PAYMENT_SIMULATORS");
        assert!(err.to_string().contains("https://shuka.am"), "{err}");
        assert!(config(&[("PAYMENT_SIMULATORS", "1"), ("PUBLIC_URL", "http://127.0.0.1:8080")]).is_ok());
        assert!(config(&[("PUBLIC_URL", "https://shuka.am")]).is_ok());
    }

    #[test]
    fn the_shop_url_comes_from_configuration() {
        assert_eq!(config(&[]).unwrap().shop_url(), "http://127.0.0.1:8080");
        assert_eq!(config(&[("HOST", "0.0.0.0"), ("PORT", "9000")]).unwrap().shop_url(), "http://127.0.0.1:9000");
        assert_eq!(config(&[("HOST", "10.0.0.5")]).unwrap().shop_url(), "http://10.0.0.5:8080");
        assert_eq!(config(&[("PUBLIC_URL", "https://shuka.am/")]).unwrap().shop_url(), "https://shuka.am");
        assert_eq!(config(&[("AMERIA_ORDER_ID_OFFSET", "x")]).unwrap_err().variable, "AMERIA_ORDER_ID_OFFSET");
        assert!(Config::new("sqlite::memory:", "dist").payments.simulators, "tests pay through the simulators");
    }

    #[test]
    fn passwords_are_redacted() {
        assert_eq!(redact_url("postgres://shop:s3cret@db:5432/shop"), "postgres://shop:***@db:5432/shop");
        assert_eq!(redact_url("postgres://postgres@127.0.0.1/test"), "postgres://postgres@127.0.0.1/test");
        assert_eq!(redact_url("sqlite://./data/x.db?mode=rwc"), "sqlite://./data/x.db?mode=rwc");
    }
}
