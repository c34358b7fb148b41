//! The payment providers of docs/payment-protocols.md, spoken over real HTTP: Ameriabank's vPOS
//! (cards, [`ameria`]) and the Idram wallet ([`idram`]), configured by [`PaymentsConfig`], plus
//! local simulators of both (the `storefront-simulators` crate) so the whole journey runs without
//! the internet.
//!
//! What lives here is the providers' side only: building requests, reading answers, checking
//! signatures. Orders, their states and the merchant callbacks (`/api/payments/…`) belong to the
//! checkout code, which calls into this module.
//!
//! Provider URLs may point at the simulators on the shop's own address, so every URL is resolved
//! against a `shop_base`: `PUBLIC_URL`, or the server's own address (`Config::shop_url`), never a
//! request's Host header.

pub mod ameria;
pub mod config;
pub mod idram;

use std::sync::OnceLock;
use std::time::Duration;

pub use ameria::{PaymentDetails, VposClient};
pub use config::{AmeriaConfig, Endpoint, IdramConfig, PaymentsConfig};
pub use idram::{Confirmation, IdramCallback, IdramForm, PreCheck};

/// A provider call that did not give a usable answer.
#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// The request could not be made from what we were given (an amount out of range).
    #[error("cannot make the payment request: {0}")]
    Request(String),
    /// No answer: connection refused, timeout, TLS failure.
    #[error("payment provider unreachable: {0}")]
    Transport(#[source] reqwest::Error),
    /// An HTTP status other than 2xx (the providers answer their own errors with 200).
    #[error("payment provider answered HTTP {0}")]
    Status(u16),
    /// A 2xx answer that is not what the protocol says.
    #[error("unexpected answer from the payment provider: {0}")]
    BadResponse(String),
    /// The provider understood and said no (vPOS `ResponseCode` other than 1).
    #[error("payment provider refused ({code}): {message}")]
    Rejected { code: String, message: String },
}

impl ProviderError {
    /// The provider's own code, for a refusal.
    pub fn code(&self) -> Option<&str> {
        match self {
            ProviderError::Rejected { code, .. } => Some(code),
            _ => None,
        }
    }
}

/// How long a provider may take: the checkout request waiting on it has its own limit
/// (`REQUEST_TIMEOUT_SECS`, 30 s by default), so this stays below it.
const PROVIDER_TIMEOUT: Duration = Duration::from_secs(20);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// The client for real providers, shared so connections and TLS sessions are reused. It honours
/// the machine's proxy settings, which a production host may need to get out.
pub fn provider_http() -> reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(|| build_http(false)).clone()
}

/// The client for calls to this server itself (simulators and their callbacks): never through a
/// proxy, which would not route the shop's own address back to it.
pub fn local_http() -> reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(|| build_http(true)).clone()
}

fn build_http(no_proxy: bool) -> reqwest::Client {
    let builder = reqwest::Client::builder()
        .timeout(PROVIDER_TIMEOUT)
        .connect_timeout(CONNECT_TIMEOUT)
        .user_agent(concat!("storefront/", env!("CARGO_PKG_VERSION")));
    let builder = if no_proxy { builder.no_proxy() } else { builder };
    // Building fails only when the TLS backend cannot initialise: nothing could be paid then.
    builder.build().expect("the HTTP client for payment providers")
}
