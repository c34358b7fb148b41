//! Who a request comes from, and the 429 for a client over the throttle's limits
//! ([`storefront_accounts::throttle`]).

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use storefront_core::account::Notice;
use storefront_core::locale::Locale;

use crate::error::ApiError;
use crate::state::AppState;
use storefront_accounts::client_address::client_address;
use storefront_accounts::throttle::{Action, LONGEST_WINDOW};
use storefront_db::throttle as events;

/// The client a request comes from: the TCP peer, or behind a proxy the last address of
/// `CLIENT_ADDRESS_HEADER`. An IPv6 client counts by its /64, the block one subscriber gets.
pub struct ClientAddress(pub String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(address)| address.ip());
        Ok(ClientAddress(client_address(peer, &parts.headers, state.config.client_address_header.as_ref())))
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
