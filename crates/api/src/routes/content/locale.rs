//! The language of a content answer.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use storefront_core::locale::Locale;

use crate::error::ApiError;
use crate::routes::params::Params;

/// `?locale` of a content read: hy when absent (`am` accepted); anything else but ru or en is a
/// 400 naming `locale`, as on the catalogue calls. (The forms answer their messages in hy
/// rather than refuse a message: see `crate::extract::message_locale`.)
#[derive(Debug, Clone, Copy)]
pub struct ContentLocale(pub Locale);

impl<S: Send + Sync> FromRequestParts<S> for ContentLocale {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        match Params::parse(parts.uri.query()).get("locale") {
            None => Ok(ContentLocale(Locale::default())),
            Some(code) => {
                Locale::parse(code).map(ContentLocale).ok_or_else(|| ApiError::invalid_param("locale", "locale must be hy, ru or en"))
            }
        }
    }
}
