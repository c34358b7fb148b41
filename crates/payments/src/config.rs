//! Provider addresses and credentials from the environment (see README's configuration table).
//!
//! `PAYMENT_SIMULATORS` decides the defaults: with the simulators on (demo mode and tests), every
//! provider URL defaults to the simulator on the shop's own address and unset credentials to the
//! fixed [`demo`] ones the simulators accept; with them off, the URLs default to the providers'
//! test hosts and unset credentials stay empty, so the method is not configured
//! ([`AmeriaConfig::is_configured`]).

use std::fmt;

use storefront_core::money::{Amount, Currency};

use storefront_settings::ConfigError;

/// Credentials the simulators accept, used when the simulators are on and nothing is set.
pub mod demo {
    pub const AMERIA_CLIENT_ID: &str = "00000000-0000-4000-8000-000000000051";
    pub const AMERIA_USERNAME: &str = "simulator";
    pub const AMERIA_PASSWORD: &str = "simulator-password";
    pub const IDRAM_REC_ACCOUNT: &str = "110000601";
    pub const IDRAM_SECRET_KEY: &str = "simulator-secret-key";
}

/// Where the simulators live on the shop's own address.
pub const VPOS_SIMULATOR_PATH: &str = "/simulator/vpos/";
pub const IDRAM_SIMULATOR_PATH: &str = "/simulator/idram/Payment/GetPayment";

/// The providers' own hosts, the defaults when the simulators are off.
pub const AMERIA_TEST_VPOS_URL: &str = "https://servicestest.ameriabank.am/VPOS/";
pub const AMERIA_TEST_RECEIPT_URL: &str = "https://testpayments.ameriabank.am/";
pub const IDRAM_URL: &str = "https://banking.idram.am/Payment/GetPayment";

/// A provider address: configured, or a path on the shop's own address (a simulator), which is
/// only known per request when `PUBLIC_URL` is unset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Endpoint {
    Url(String),
    Local(&'static str),
}

impl Endpoint {
    /// The absolute URL; `shop_base` is `crate::seo::base_url` (no trailing slash).
    pub fn resolve(&self, shop_base: &str) -> String {
        match self {
            Endpoint::Url(url) => url.clone(),
            Endpoint::Local(path) => format!("{}{path}", shop_base.trim_end_matches('/')),
        }
    }

    /// Whether calls go to this server itself (and so must bypass any proxy).
    pub fn is_local(&self) -> bool {
        matches!(self, Endpoint::Local(_))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentsConfig {
    /// `PAYMENT_SIMULATORS`: whether `/simulator/…` is mounted.
    pub simulators: bool,
    pub ameria: AmeriaConfig,
    pub idram: IdramConfig,
    /// The bank test environment's limits, reproduced by the vPOS simulator when set.
    pub vpos_simulator: VposSimulatorRules,
}

#[derive(Clone, PartialEq, Eq)]
pub struct VposCredentials {
    pub client_id: String,
    pub username: String,
    pub password: String,
}

impl fmt::Debug for VposCredentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VposCredentials")
            .field("client_id", &self.client_id)
            .field("username", &self.username)
            .field("password", &"***")
            .finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AmeriaConfig {
    /// `AMERIA_VPOS_URL`, the API base ending in `/`.
    pub vpos_url: Endpoint,
    /// `AMERIA_RECEIPT_URL`, the base of the receipt frame ending in `/`.
    pub receipt_url: Endpoint,
    pub credentials: VposCredentials,
    /// `AMERIA_ORDER_ID_OFFSET`: added to a payment attempt's id to make the bank's OrderID (the bank's
    /// test environment accepts only the range it assigned).
    pub order_id_offset: i64,
}

impl AmeriaConfig {
    pub fn is_configured(&self) -> bool {
        let c = &self.credentials;
        !c.client_id.is_empty() && !c.username.is_empty() && !c.password.is_empty()
    }
}

#[derive(Clone, PartialEq, Eq)]
pub struct IdramConfig {
    /// `IDRAM_URL`, the action of the form the browser posts.
    pub url: Endpoint,
    /// `IDRAM_REC_ACCOUNT`, the merchant's IdramID.
    pub rec_account: String,
    /// `IDRAM_SECRET_KEY`, part of every confirmation's checksum.
    pub secret_key: String,
}

impl IdramConfig {
    pub fn is_configured(&self) -> bool {
        !self.rec_account.is_empty() && !self.secret_key.is_empty()
    }
}

impl fmt::Debug for IdramConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("IdramConfig").field("url", &self.url).field("rec_account", &self.rec_account).field("secret_key", &"***").finish()
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VposSimulatorRules {
    /// `AMERIA_SIMULATOR_ORDER_IDS=first-last`: bank OrderIDs outside are refused.
    pub order_ids: Option<(i64, i64)>,
    /// `AMERIA_SIMULATOR_AMOUNT` (drams): any other amount is refused, as the bank's test
    /// environment accepts only 10 AMD.
    pub amount_minor: Option<i64>,
}

impl PaymentsConfig {
    /// Whether a payment method can take payments here: cash always, a provider once its
    /// credentials are configured.
    pub fn takes_payments(&self, method: &str) -> bool {
        match method {
            "cashondelivery" => true,
            "ameria_vpos" => self.ameria.is_configured(),
            "idram" => self.idram.is_configured(),
            _ => false,
        }
    }

    /// The settings of a test or the demo: simulators on, demo credentials.
    pub fn simulated() -> Self {
        Self::from_lookup(&|name| (name == "PAYMENT_SIMULATORS").then(|| "1".to_string())).expect("the defaults are valid")
    }

    /// Reads the variables through `var` (which already treats empty values as unset). The
    /// simulators are off unless `PAYMENT_SIMULATORS=1`.
    pub fn from_lookup(var: &dyn Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let simulators = storefront_settings::flag("PAYMENT_SIMULATORS", var("PAYMENT_SIMULATORS").as_deref())?;
        let endpoint = |name: &'static str, local: &'static str, remote: &str, base: bool| match var(name) {
            Some(url) => parse_url(name, &url, base).map(Endpoint::Url),
            None if simulators => Ok(Endpoint::Local(local)),
            None => Ok(Endpoint::Url(remote.to_string())),
        };
        let secret = |name: &str, demo: &str| match var(name) {
            Some(value) => value.trim().to_string(),
            None if simulators => demo.to_string(),
            None => String::new(),
        };

        let ameria = AmeriaConfig {
            vpos_url: endpoint("AMERIA_VPOS_URL", VPOS_SIMULATOR_PATH, AMERIA_TEST_VPOS_URL, true)?,
            receipt_url: endpoint("AMERIA_RECEIPT_URL", VPOS_SIMULATOR_PATH, AMERIA_TEST_RECEIPT_URL, true)?,
            credentials: VposCredentials {
                client_id: secret("AMERIA_CLIENT_ID", demo::AMERIA_CLIENT_ID),
                username: secret("AMERIA_USERNAME", demo::AMERIA_USERNAME),
                password: secret("AMERIA_PASSWORD", demo::AMERIA_PASSWORD),
            },
            order_id_offset: match var("AMERIA_ORDER_ID_OFFSET") {
                None => 0,
                Some(v) => v.trim().parse().map_err(|_| invalid("AMERIA_ORDER_ID_OFFSET", &v, "expected a whole number"))?,
            },
        };
        let idram = IdramConfig {
            url: endpoint("IDRAM_URL", IDRAM_SIMULATOR_PATH, IDRAM_URL, false)?,
            rec_account: secret("IDRAM_REC_ACCOUNT", demo::IDRAM_REC_ACCOUNT),
            secret_key: secret("IDRAM_SECRET_KEY", demo::IDRAM_SECRET_KEY),
        };
        let vpos_simulator = VposSimulatorRules {
            order_ids: var("AMERIA_SIMULATOR_ORDER_IDS").map(|v| parse_range(&v)).transpose()?,
            amount_minor: var("AMERIA_SIMULATOR_AMOUNT")
                .map(|v| match Amount::parse_decimal(&v, Currency::Amd) {
                    Ok(amount) if amount.minor > 0 => Ok(amount.minor),
                    _ => Err(invalid("AMERIA_SIMULATOR_AMOUNT", &v, "expected an amount in drams such as 10")),
                })
                .transpose()?,
        };
        Ok(PaymentsConfig { simulators, ameria, idram, vpos_simulator })
    }
}

fn invalid(variable: &'static str, value: &str, reason: &str) -> ConfigError {
    ConfigError { variable, value: value.to_string(), reason: reason.to_string() }
}

/// An absolute http(s) URL; a `base` gets its trailing slash, as paths are appended to it.
fn parse_url(variable: &'static str, value: &str, base: bool) -> Result<String, ConfigError> {
    let url = value.trim();
    if !(url.starts_with("https://") || url.starts_with("http://")) || url.contains(char::is_whitespace) {
        return Err(invalid(variable, value, "expected an absolute http(s) URL"));
    }
    Ok(if base && !url.ends_with('/') { format!("{url}/") } else { url.to_string() })
}

fn parse_range(value: &str) -> Result<(i64, i64), ConfigError> {
    let bad = || invalid("AMERIA_SIMULATOR_ORDER_IDS", value, "expected first-last, such as 30164001-30165000");
    let (first, last) = value.trim().split_once('-').ok_or_else(bad)?;
    let first: i64 = first.trim().parse().map_err(|_| bad())?;
    let last: i64 = last.trim().parse().map_err(|_| bad())?;
    if first > last {
        return Err(bad());
    }
    Ok((first, last))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)], simulators: bool) -> Result<PaymentsConfig, ConfigError> {
        let mut vars: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        if simulators {
            vars.entry("PAYMENT_SIMULATORS".into()).or_insert_with(|| "1".into());
        }
        PaymentsConfig::from_lookup(&|name| vars.get(name).cloned())
    }

    #[test]
    fn simulators_bring_local_urls_and_demo_credentials() {
        let c = config(&[], true).unwrap();
        assert!(c.simulators);
        assert_eq!(c.ameria.vpos_url.resolve("http://127.0.0.1:9"), "http://127.0.0.1:9/simulator/vpos/");
        assert_eq!(c.ameria.receipt_url.resolve("http://shop/"), "http://shop/simulator/vpos/");
        assert_eq!(c.idram.url.resolve("http://shop"), "http://shop/simulator/idram/Payment/GetPayment");
        assert_eq!(c.ameria.credentials.password, demo::AMERIA_PASSWORD);
        assert_eq!(c.idram.secret_key, demo::IDRAM_SECRET_KEY);
        assert!(c.ameria.is_configured() && c.idram.is_configured());
        assert_eq!(c.ameria.order_id_offset, 0);
        assert_eq!(c, PaymentsConfig::simulated());
    }

    #[test]
    fn without_simulators_the_real_hosts_and_no_credentials() {
        let c = config(&[], false).unwrap();
        assert!(!c.simulators);
        assert_eq!(c.ameria.vpos_url, Endpoint::Url(AMERIA_TEST_VPOS_URL.into()));
        assert_eq!(c.ameria.receipt_url, Endpoint::Url(AMERIA_TEST_RECEIPT_URL.into()));
        assert_eq!(c.idram.url, Endpoint::Url(IDRAM_URL.into()));
        assert!(!c.ameria.is_configured() && !c.idram.is_configured());
        assert!(config(&[("PAYMENT_SIMULATORS", "1")], false).unwrap().simulators);
        assert!(!config(&[("PAYMENT_SIMULATORS", "0")], true).unwrap().simulators);
    }

    #[test]
    fn set_values_win_and_bases_get_their_slash() {
        let c = config(
            &[
                ("AMERIA_VPOS_URL", "https://services.ameriabank.am/VPOS"),
                ("AMERIA_CLIENT_ID", "cid"),
                ("AMERIA_ORDER_ID_OFFSET", "30164000"),
                ("IDRAM_REC_ACCOUNT", "100000114"),
                ("AMERIA_SIMULATOR_ORDER_IDS", "30164001-30165000"),
                ("AMERIA_SIMULATOR_AMOUNT", "10"),
            ],
            true,
        )
        .unwrap();
        assert_eq!(c.ameria.vpos_url.resolve("http://ignored"), "https://services.ameriabank.am/VPOS/");
        assert_eq!(c.ameria.credentials.client_id, "cid");
        assert_eq!(c.ameria.credentials.username, demo::AMERIA_USERNAME);
        assert_eq!(c.ameria.order_id_offset, 30_164_000);
        assert_eq!(c.idram.rec_account, "100000114");
        assert_eq!(c.vpos_simulator.order_ids, Some((30_164_001, 30_165_000)));
        assert_eq!(c.vpos_simulator.amount_minor, Some(1_000));
    }

    #[test]
    fn bad_values_name_the_variable() {
        for (name, value) in [
            ("PAYMENT_SIMULATORS", "maybe"),
            ("AMERIA_VPOS_URL", "servicestest.ameriabank.am"),
            ("IDRAM_URL", "ftp://idram"),
            ("AMERIA_ORDER_ID_OFFSET", "1e6"),
            ("AMERIA_SIMULATOR_ORDER_IDS", "9-1"),
            ("AMERIA_SIMULATOR_AMOUNT", "-10"),
        ] {
            assert_eq!(config(&[(name, value)], true).unwrap_err().variable, name);
        }
    }

    #[test]
    fn secrets_stay_out_of_debug_output() {
        let debug = format!("{:?}", PaymentsConfig::simulated());
        assert!(!debug.contains(demo::AMERIA_PASSWORD) && !debug.contains(demo::IDRAM_SECRET_KEY), "{debug}");
    }
}
