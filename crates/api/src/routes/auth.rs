//! Who the signed-in customer is. The token may come as `Authorization: Bearer …`, as `?token=` or
//! as `"token"` in a JSON body (Bagisto-style clients send it all three ways). Unknown, expired and
//! revoked tokens all answer the same 401.

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use serde::de::DeserializeOwned;
use storefront_core::account::Notice;
use storefront_core::locale::Locale;

use crate::error::ApiError;
use crate::extract::{body_rejection, message_locale, parse_json, require_json};
use crate::routes::params::Params;
use crate::state::AppState;
use storefront_accounts::tokens::{is_token_shaped, token_hash};
use storefront_db::customers::sessions;

/// A request made with a live customer token.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub customer_id: i64,
    /// The hash of the token used (logout revokes exactly this one).
    pub token_hash: String,
    /// The language the answer's messages are in (`?locale`).
    pub locale: Locale,
}

fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get("authorization")?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))?;
    Some(token.trim().to_string())
}

/// The token of a request: the header first, then the query, then the body.
fn token_of(headers: &HeaderMap, query: Option<&str>, body_token: Option<&str>) -> Option<String> {
    bearer(headers)
        .or_else(|| Params::parse(query).get("token").map(str::to_string))
        .or_else(|| body_token.map(str::to_string))
        .filter(|token| !token.is_empty())
}

pub fn unauthenticated(locale: Locale) -> ApiError {
    ApiError::Unauthorized(Notice::Unauthenticated.text(locale).to_string())
}

async fn authenticate(state: &AppState, token: Option<String>, locale: Locale) -> Result<SignedIn, ApiError> {
    let token = token.filter(|t| is_token_shaped(t)).ok_or_else(|| unauthenticated(locale))?;
    let hash = token_hash(&token);
    let customer_id = sessions::customer_of(&state.db, &hash).await?.ok_or_else(|| unauthenticated(locale))?;
    Ok(SignedIn { customer_id, token_hash: hash, locale })
}

/// The customer of a request whose token is in the header or the query.
impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let locale = message_locale(parts.uri.query());
        authenticate(state, token_of(&parts.headers, parts.uri.query(), None), locale).await
    }
}

/// The customer token, when one is sent, for calls that guests may make too (the cart).
pub async fn optional_customer(
    state: &AppState,
    headers: &HeaderMap,
    query: Option<&str>,
    body_token: Option<&str>,
) -> Result<Option<i64>, ApiError> {
    match token_of(headers, query, body_token) {
        None => Ok(None),
        Some(token) => Ok(Some(authenticate(state, Some(token), message_locale(query)).await?.customer_id)),
    }
}

/// The customer token a JSON body may carry beside its own fields.
#[derive(serde::Deserialize)]
struct TokenField {
    #[serde(default)]
    token: Option<String>,
}

/// A signed-in request with a JSON body of `T` (which may carry the token itself). An empty
/// body reads as `T::default()`, so `DELETE` with only `?token=` works.
pub struct SignedInWith<T>(pub SignedIn, pub T);

impl<T: DeserializeOwned + Default + Send> FromRequest<AppState> for SignedInWith<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let (parts, body) = request.into_parts();
        let bytes = Bytes::from_request(Request::from_parts(parts.clone(), body), state).await.map_err(body_rejection)?;
        let empty = bytes.iter().all(u8::is_ascii_whitespace);
        if !empty {
            require_json(&parts.headers)?;
        }
        let (body_token, value) = if empty {
            (None, T::default())
        } else {
            let TokenField { token } = parse_json(&bytes)?;
            (token, parse_json(&bytes)?)
        };
        let locale = message_locale(parts.uri.query());
        let signed_in = authenticate(state, token_of(&parts.headers, parts.uri.query(), body_token.as_deref()), locale).await?;
        Ok(SignedInWith(signed_in, value))
    }
}
