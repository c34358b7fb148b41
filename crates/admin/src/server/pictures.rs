//! A product's pictures: the upload route and the server functions that list, arrange and
//! remove them. An upload is read whole (at most the core's limit), made into every size off the
//! request threads, one at a time (decoding a camera's photo takes a core for a moment, and the
//! storefront keeps the other), written to the picture store, then recorded; a refusal names the
//! rule in the staff member's language.

use std::collections::BTreeMap;

use axum::body::{Body, Bytes};
use axum::extract::{Path, Request, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use storefront_accounts::tokens::new_token;
use storefront_core::locale::Locale;
use storefront_core::pictures::{check_room, upload_path, MAX_PICTURES_PER_PRODUCT, MAX_PICTURE_BYTES};
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_db::catalog::pictures::{self as stored, Added, Arranged, Arrangement, PictureRow};
use storefront_media::{keys, upload};
use tokio::sync::Semaphore;

use super::caller::{allowed, require, Caller, OrFailed};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::pictures::{Picture, PictureArrangement};

/// Uploads made into pictures at once, across the server.
static MAKING: Semaphore = Semaphore::const_new(1);

fn picture_of(row: PictureRow) -> Picture {
    Picture {
        id: row.id,
        thumbnail_url: format!("/cache/small/{}", row.path),
        original_url: format!("/storage/{}", row.path),
        alts: row.alts.into_iter().filter_map(|(code, alt)| Some((Locale::parse(&code)?, alt))).collect(),
    }
}

pub async fn list(product_id: i64) -> Result<Vec<Picture>, AdminError> {
    let (state, _) = require(Permission::ManageCatalogue).await?;
    Ok(stored::of_product(&state.db, product_id).await.or_failed()?.into_iter().map(picture_of).collect())
}

pub async fn arrange(arrangement: PictureArrangement) -> Result<Vec<Picture>, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let alts = arrangement
        .alts
        .into_iter()
        .map(|(id, texts)| (id, texts.into_iter().map(|(locale, alt)| (locale.code().to_string(), alt)).collect::<BTreeMap<_, _>>()))
        .collect();
    let wanted = Arrangement { order: arrangement.order, alts };
    match stored::arrange(&state.db, arrangement.product_id, &wanted, &caller.actor()).await.or_failed()? {
        Arranged::Done(rows) => Ok(rows.into_iter().map(picture_of).collect()),
        Arranged::NotFound => Err(AdminError::NotFound),
        Arranged::Outdated => Err(AdminError::conflict(text(caller.locale, Text::PicturesChangedMeanwhile))),
    }
}

pub async fn remove(product_id: i64, picture_id: i64) -> Result<Vec<Picture>, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let Some((path, left)) = stored::remove(&state.db, product_id, picture_id, &caller.actor()).await.or_failed()? else {
        return Err(AdminError::NotFound);
    };
    // The row is gone; files left behind by a failure here cost space, not correctness.
    if let Err(error) = state.pictures.remove(&keys::all_of(&path)).await {
        tracing::warn!(%error, path, "cannot remove a picture's files");
    }
    Ok(left.into_iter().map(picture_of).collect())
}

/// `POST /admin/upload/products/{id}/pictures`: the body is the picture's bytes.
pub async fn upload_route(State(state): State<AdminState>, Path(product_id): Path<i64>, request: Request<Body>) -> Response {
    let (parts, body) = request.into_parts();
    let caller = match allowed(&state, &parts, Permission::ManageCatalogue).await {
        Ok(caller) => caller,
        Err(error) => return Refusal::from(error).into_response(),
    };
    match take(&state, &caller, product_id, body).await {
        Ok(picture) => (StatusCode::CREATED, axum::Json(picture)).into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

/// An upload's bytes, at most the core's limit.
pub(super) async fn read(body: Body, locale: Locale) -> Result<Bytes, Refusal> {
    axum::body::to_bytes(body, MAX_PICTURE_BYTES).await.map_err(|_| Refusal::of_picture(Message::PictureTooLarge, locale))
}

/// Makes every size of the uploaded picture to be kept at `path` and writes them to the store.
pub(super) async fn make(state: &AdminState, bytes: Bytes, path: &str, locale: Locale) -> Result<(), Refusal> {
    let files = {
        let _turn = MAKING.acquire().await.or_failed()?;
        let path = path.to_string();
        tokio::task::spawn_blocking(move || upload::prepare(&bytes, &path))
            .await
            .or_failed()?
            .map_err(|message| Refusal::of_picture(message, locale))?
    };
    Ok(state.pictures.write_all(files).await.or_failed()?)
}

/// Makes an uploaded picture to be kept at `path` and records it with `record`, which answers the
/// picture it replaced (empty: none), or none when what it belongs to is gone. The replaced
/// picture's files go; when the new one is not recorded, its own files go instead.
pub(super) async fn replace<Record>(state: &AdminState, caller: &Caller, body: Body, path: &str, record: Record) -> Result<(), Refusal>
where
    Record: std::future::Future<Output = Result<Option<String>, sqlx::Error>>,
{
    let bytes = read(body, caller.locale).await?;
    make(state, bytes, path, caller.locale).await?;
    let recorded = record.await;
    let (gone, outcome) = match recorded {
        Ok(Some(replaced)) => (replaced, Ok(())),
        Ok(None) => (path.to_string(), Err(AdminError::NotFound.into())),
        Err(error) => {
            tracing::error!(%error, path, "cannot record an uploaded picture");
            (path.to_string(), Err(AdminError::Failed.into()))
        }
    };
    forget(state, &gone).await;
    outcome
}

/// Removes a picture's files (none for an empty path) once no row names it; a failure costs
/// space, not correctness.
pub(super) async fn forget(state: &AdminState, path: &str) {
    if path.is_empty() {
        return;
    }
    if let Err(error) = state.pictures.remove(&keys::all_of(path)).await {
        tracing::warn!(%error, path, "cannot remove a picture's files");
    }
}

async fn take(state: &AdminState, caller: &Caller, product_id: i64, body: Body) -> Result<Picture, Refusal> {
    let refused = |message: Message| Refusal::of_picture(message, caller.locale);
    let bytes = read(body, caller.locale).await?;
    // Cheap refusals before the costly part.
    let held = stored::of_product(&state.db, product_id).await.or_failed()?.len();
    // The product's existence is checked again when the picture is recorded.
    check_room(held).map_err(refused)?;
    let path = upload_path(product_id, &new_token());
    make(state, bytes, &path, caller.locale).await?;
    let added = stored::add(&state.db, product_id, (&path, ""), MAX_PICTURES_PER_PRODUCT, &caller.actor()).await;
    match added {
        Ok(Added::Done(row)) => return Ok(picture_of(row)),
        Ok(Added::NotFound) => {}
        Ok(Added::Full) => {}
        Err(ref error) => tracing::error!(%error, "cannot record an uploaded picture"),
    }
    // Not recorded: its files go too.
    if let Err(error) = state.pictures.remove(&keys::all_of(&path)).await {
        tracing::warn!(%error, path, "cannot remove an unrecorded picture's files");
    }
    match added {
        Ok(Added::NotFound) => Err(AdminError::NotFound.into()),
        Ok(Added::Full) => Err(refused(Message::TooManyPictures)),
        _ => Err(AdminError::Failed.into()),
    }
}

/// An upload refused: the server functions' own error shape, with its status; a picture too
/// large is 413, one of a type the shop does not take 415.
pub(super) struct Refusal {
    status: StatusCode,
    error: AdminError,
}

impl Refusal {
    pub(super) fn new(status: StatusCode, error: AdminError) -> Refusal {
        Refusal { status, error }
    }

    fn of_picture(message: Message, locale: Locale) -> Refusal {
        let status = match message {
            Message::PictureTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Message::PictureType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Message::TooManyPictures => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        Refusal { status, error: AdminError::invalid("picture", message.text(locale)) }
    }
}

impl From<AdminError> for Refusal {
    fn from(error: AdminError) -> Refusal {
        Refusal { status: StatusCode::from_u16(error.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR), error }
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let body = serde_json::to_string(&self.error).unwrap_or_default();
        (self.status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
    }
}
