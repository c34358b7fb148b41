//! `GET /api/translations`: the shell's messages per locale (`{"hy": {id: text}, "ru": …,
//! "en": …}`), shipped with the server from `translations/<area>/<locale>.json` and merged, with
//! the shop's contact details as staff saved them over the shipped ones.

use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use bytes::Bytes;
use storefront_core::locale::Locale;
use storefront_core::shop_contacts::ShopContacts;
use storefront_db::content::shop_contacts;
use storefront_db::Db;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::state::AppState;

const LOCALES: [&str; 3] = ["hy", "ru", "en"];

macro_rules! area {
    ($area:literal) => {
        (
            $area,
            [
                include_str!(concat!("../../../translations/", $area, "/hy.json")),
                include_str!(concat!("../../../translations/", $area, "/ru.json")),
                include_str!(concat!("../../../translations/", $area, "/en.json")),
            ],
        )
    };
}

/// Every area's files, in `LOCALES` order.
pub const SOURCES: &[(&str, [&str; 3])] = &[
    area!("shell"),
    area!("home"),
    area!("catalog"),
    area!("search"),
    area!("product"),
    area!("cart"),
    area!("account"),
    area!("content"),
];

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(translations))
}

/// Message id → text, per locale code.
pub type Messages = BTreeMap<&'static str, BTreeMap<String, String>>;

/// All messages, parsed once. The files are checked by this crate's tests, so a broken file
/// fails the build's tests rather than a shopper's page; at run time it would serve no messages.
pub fn messages() -> &'static Messages {
    static MESSAGES: OnceLock<Messages> = OnceLock::new();
    MESSAGES.get_or_init(|| {
        let mut merged: Messages = LOCALES.iter().map(|l| (*l, BTreeMap::new())).collect();
        for (area, files) in SOURCES {
            for (locale, text) in LOCALES.iter().zip(files) {
                let Some(target) = merged.get_mut(locale) else { continue };
                match serde_json::from_str::<BTreeMap<String, String>>(text) {
                    Ok(messages) => target.extend(messages),
                    Err(error) => tracing::error!(area, locale, %error, "translations file is not an object of texts"),
                }
            }
        }
        merged
    })
}

/// The shell's messages: `{"hy": {id: text}, "ru": {…}, "en": {…}}`.
#[utoipa::path(
    get,
    path = "/api/translations",
    tag = "content",
    responses((status = 200, description = "Messages per locale", body = BTreeMap<String, BTreeMap<String, String>>))
)]
async fn translations(State(db): State<Db>) -> Result<impl IntoResponse, ApiError> {
    let contacts = shop_contacts::current(&db).await?;
    let headers = [(header::CONTENT_TYPE, "application/json"), (header::CACHE_CONTROL, "public, max-age=300")];
    Ok((headers, answer(&contacts)))
}

/// The answer's body for the details saved: made again only when they change.
fn answer(contacts: &ShopContacts) -> Bytes {
    static MADE: Mutex<Option<(ShopContacts, Bytes)>> = Mutex::new(None);
    let mut made = MADE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((made_for, body)) = made.as_ref() {
        if made_for == contacts {
            return body.clone();
        }
    }
    let mut merged = messages().clone();
    for locale in Locale::ALL {
        if let Some(target) = merged.get_mut(locale.code()) {
            target.extend(contacts.messages(locale).into_iter().map(|(id, text)| (id.to_string(), text)));
        }
    }
    let body = Bytes::from(serde_json::to_vec(&merged).unwrap_or_default());
    *made = Some((contacts.clone(), body.clone()));
    body
}
