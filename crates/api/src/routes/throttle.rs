//! Who a request comes from, and the 429 for a client over the throttle's limits
//! ([`storefront_accounts::throttle`]).

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use storefront_core::account::Notice;
use storefront_core::locale::Locale;

use crate::error::ApiError;
use crate::state::AppState;
use storefront_accounts::throttle::{Action, LONGEST_WINDOW};
use storefront_db::throttle as events;

/// The client a request comes from: the TCP peer, or behind a proxy the last address of
/// `CLIENT_ADDRESS_HEADER`. An IPv6 client counts by its /64, the block one subscriber gets.
pub struct ClientAddress(pub String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(address)| address.ip());
        let forwarded = state.config.client_address_header.as_ref().and_then(|name| forwarded_address(&parts.headers, name));
        Ok(ClientAddress(forwarded.or(peer).map(counted_as).unwrap_or_else(|| "unknown".into())))
    }
}

/// The address the proxy appended: the last entry of the last such header.
fn forwarded_address(headers: &HeaderMap, name: &axum::http::HeaderName) -> Option<IpAddr> {
    let last = headers.get_all(name).iter().next_back()?.to_str().ok()?;
    last.rsplit(',').next()?.trim().parse().ok()
}

fn counted_as(address: IpAddr) -> String {
    match address {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

/// 429 when `address` did `action` about `subject` too often lately.
pub async fn refuse_if_throttled(state: &AppState, action: Action, subject: &str, address: &str, locale: Locale) -> Result<(), ApiError> {
    let seen = events::seen(&state.db, action.code(), subject, address, action.window()).await?;
    match action.wait(&seen) {
        None => Ok(()),
        Some(retry_after) => {
            let notice = if action == Action::FailedLogin { Notice::TooManyAttempts } else { Notice::TooManyRequests };
            Err(ApiError::Throttled { message: notice.text(locale).to_string(), retry_after })
        }
    }
}

/// Refuses like [`refuse_if_throttled`], else counts this one.
pub async fn admit(state: &AppState, action: Action, subject: &str, address: &str, locale: Locale) -> Result<(), ApiError> {
    refuse_if_throttled(state, action, subject, address, locale).await?;
    events::record(&state.db, action.code(), subject, address, LONGEST_WINDOW).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderName, HeaderValue};

    #[test]
    fn the_proxys_own_entry_is_read_not_the_clients() {
        let name = HeaderName::from_static("x-forwarded-for");
        let mut headers = HeaderMap::new();
        headers.append(&name, HeaderValue::from_static("6.6.6.6, 10.0.0.1"));
        headers.append(&name, HeaderValue::from_static("1.2.3.4, 203.0.113.7"));
        assert_eq!(forwarded_address(&headers, &name), Some("203.0.113.7".parse().unwrap()));
        headers.append(&name, HeaderValue::from_static("not an address"));
        assert_eq!(forwarded_address(&headers, &name), None);
    }

    #[test]
    fn an_ipv6_client_counts_by_its_block() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let other: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        assert_eq!(counted_as(one), counted_as(other));
        assert_eq!(counted_as("::ffff:192.0.2.1".parse().unwrap()), "192.0.2.1");
    }
}
